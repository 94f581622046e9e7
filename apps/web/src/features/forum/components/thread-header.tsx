import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconBell, IconBellRinging, IconTag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ForumThread } from '@talentpath/contracts/forum';
import { toast } from '../../../lib/toast';
import { useWatchThread } from '../api/watch-thread';
import { useForumLinks } from '../forum-links';
import { forumErrorText } from '../forum-messages';
import { useSpaceName } from './space-name';
import { ThreadMarks } from './thread-marks';
import { ThreadModeration } from './thread-moderation';

/**
 * A thread's title and marks, its forum and tags (each a link to the forum's threads with that tag), whether the
 * caller watches it, and the moderators' menu.
 */
export function ThreadHeader({ thread }: { thread: ForumThread }) {
  const { t } = useTranslation('forum');
  const links = useForumLinks();
  const spaceName = useSpaceName();
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ flex: '1 1 320px', overflowWrap: 'anywhere' }}>
          {thread.title}
        </Title>
        <Group gap="xs" wrap="nowrap">
          <WatchButton thread={thread} />
          {thread.canModerate && <ThreadModeration thread={thread} />}
        </Group>
      </Group>
      <ThreadMarks thread={thread} />
      <Text size="sm" c="dimmed">
        {t('thread.where', { space: spaceName(thread.space.kind, thread.space.courseTitle) })}
      </Text>
      {thread.tags.length > 0 && (
        <Group gap="xs" wrap="wrap" aria-label={t('thread.tags')} role="group">
          {thread.tags.map((tag) => (
            <Anchor
              key={tag}
              component={Link}
              to={`${links.forum}?tag=${encodeURIComponent(tag)}`}
              size="sm"
              aria-label={t('thread.tagLink', { tag })}
            >
              <Group gap={2} component="span" wrap="nowrap">
                <IconTag size={14} aria-hidden />
                {tag}
              </Group>
            </Anchor>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/** Whether the caller is told of the thread's new posts: one button, pressed while they watch. */
function WatchButton({ thread }: { thread: ForumThread }) {
  const { t } = useTranslation('forum');
  const watch = useWatchThread();
  return (
    <Button
      variant={thread.watching ? 'light' : 'default'}
      leftSection={thread.watching ? <IconBellRinging size={16} aria-hidden /> : <IconBell size={16} aria-hidden />}
      aria-pressed={thread.watching}
      loading={watch.isPending}
      onClick={() =>
        watch.mutate(
          { threadId: thread.id, watching: !thread.watching },
          {
            onSuccess: ({ watching }) => toast.success(t(watching ? 'watch.on' : 'watch.off')),
            onError: (error) => toast.error(forumErrorText(error)),
          },
        )
      }
    >
      {t('watch.label')}
    </Button>
  );
}
