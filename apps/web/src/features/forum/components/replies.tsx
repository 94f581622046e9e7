import { Alert, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ForumThread } from '@talentpath/contracts/forum';
import { CursorListBody } from '../../../components/ui/query-states';
import { useListState } from '../../../lib/use-list-state';
import { useForumPosts } from '../api/list-posts';
import { forumErrorText } from '../forum-messages';
import { PostComposer } from './post-composer';
import { PostView } from './post-view';
import classes from './post-view.module.css';

const SORTS = ['created', 'votes'] as const;

/** A thread's replies, oldest first or by votes (kept in the address), more by "Load more"; each with its comments. */
export function Replies({ thread }: { thread: ForumThread }) {
  const { t } = useTranslation('forum');
  const list = useListState({ sorts: SORTS, defaultSort: 'created' });
  const posts = useForumPosts(thread.id, list.sort);
  const items = posts.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack component="section" gap="md" aria-labelledby="forum-replies">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Title order={2} fz="xl" id="forum-replies">
          {t('replies.title', { count: thread.replyCount })}
        </Title>
        <Group gap="xs" align="center" wrap="nowrap">
          <Text component="span" size="sm" fw={500} id="forum-replies-sort">
            {t('replies.sort')}
          </Text>
          <SegmentedControl
            aria-labelledby="forum-replies-sort"
            size="xs"
            value={list.sort}
            onChange={(value) => list.setSort(value as (typeof SORTS)[number])}
            data={SORTS.map((value) => ({ value, label: t(`replies.sorts.${value}`) }))}
          />
        </Group>
      </Group>
      <CursorListBody
        list={posts}
        count={items.length}
        skeleton={{ rows: 2, height: 120 }}
        empty={
          <Text size="sm" c="dimmed">
            {t('replies.none')}
          </Text>
        }
        errorText={forumErrorText}
      >
        <Stack component="ol" gap="md" className={classes.list}>
          {items.map((reply) => (
            <li key={reply.id}>
              <PostView thread={thread} post={reply} place="reply" />
            </li>
          ))}
        </Stack>
      </CursorListBody>
    </Stack>
  );
}

/** The reply composer where the caller may write; otherwise why not (locked, or a forum only staff write in). */
export function ReplyBox({ thread }: { thread: ForumThread }) {
  const { t } = useTranslation('forum');
  if (!thread.canReply)
    return thread.locked ? (
      <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />} title={t('replies.lockedTitle')}>
        {t('replies.lockedText')}
      </Alert>
    ) : (
      <Text size="sm" c="dimmed">
        {t('replies.staffOnly')}
      </Text>
    );
  return (
    <Stack component="section" gap="sm" aria-labelledby="forum-reply">
      <Title order={2} fz="lg" id="forum-reply">
        {t('replies.yours')}
      </Title>
      {thread.locked && (
        <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />}>
          {t('replies.lockedModerator')}
        </Alert>
      )}
      <PostComposer threadId={thread.id} label={t('replies.field')} submitLabel={t('replies.submit')} />
    </Stack>
  );
}
