import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ForumThreadSummary } from '@talentpath/contracts/forum';
import { formatDateTime } from '../../../lib/format-date-time';
import { useForumLinks } from '../forum-links';
import classes from './post-view.module.css';
import { useSpaceName } from './space-name';
import { ThreadMarks } from './thread-marks';

type Props = {
  threads: ForumThreadSummary[];
  /** Every forum's threads are listed: each says which forum it is in. */
  withSpace: boolean;
  /** Shows the threads with a tag (a row's tag pressed). */
  onTag: (tag: string) => void;
};

/** Threads as cards (they wrap at 375 px): title, marks, tags, who started it, replies, score, last activity. */
export function ThreadList({ threads, withSpace, onTag }: Props) {
  return (
    <Stack component="ul" gap="sm" className={classes.list}>
      {threads.map((thread) => (
        <ThreadRow key={thread.id} thread={thread} withSpace={withSpace} onTag={onTag} />
      ))}
    </Stack>
  );
}

function ThreadRow({ thread, withSpace, onTag }: { thread: ForumThreadSummary } & Omit<Props, 'threads'>) {
  const { t, i18n } = useTranslation('forum');
  const links = useForumLinks();
  const spaceName = useSpaceName();
  const facts = [
    withSpace ? spaceName(thread.space.kind, thread.space.courseTitle) : null,
    t('row.by', { name: thread.author?.name ?? t('post.formerMember') }),
    t('row.replies', { count: thread.replyCount }),
    t('row.score', { count: thread.score }),
  ].filter(Boolean);
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap={6}>
        <Title order={2} fz="md" fw={thread.unread ? 800 : 600} style={{ overflowWrap: 'anywhere' }}>
          <Anchor component={Link} to={links.thread(thread.id)} inherit>
            {thread.title}
          </Anchor>
        </Title>
        <ThreadMarks thread={thread} withUnread />
        {thread.tags.length > 0 && (
          <Group gap={4} wrap="wrap">
            {thread.tags.map((tag) => (
              <Button
                key={tag}
                size="compact-xs"
                variant="subtle"
                leftSection={<IconTag size={12} aria-hidden />}
                aria-label={t('row.tag', { tag })}
                onClick={() => onTag(tag)}
              >
                {tag}
              </Button>
            ))}
          </Group>
        )}
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {facts.join(' · ')}
          {' · '}
          {t('row.activity')}{' '}
          <time dateTime={thread.lastActivityAt}>{formatDateTime(thread.lastActivityAt, i18n.language)}</time>
        </Text>
      </Stack>
    </Paper>
  );
}
