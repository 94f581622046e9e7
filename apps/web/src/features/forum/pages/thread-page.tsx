import { Anchor, Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconMessageOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ForumThread } from '@talentpath/contracts/forum';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { isNotFound } from '../../../lib/api-error';
import { isId } from '../../../lib/ids';
import { useForumThread } from '../api/get-thread';
import { PostView } from '../components/post-view';
import { Replies, ReplyBox } from '../components/replies';
import { ThreadHeader } from '../components/thread-header';
import { useForumLinks } from '../forum-links';
import { useLiveThread } from '../hooks/use-live-thread';
import { forumErrorText } from '../forum-messages';

/**
 * /{area}/forum/threads/{id} (issue 26): a thread — its opening post, its replies with their comments, votes, the
 * accepted answer and staff endorsements — with what the caller may do in it: reply, comment, vote, accept, edit,
 * delete, report, watch, and for its moderators pin, lock, move, hide and read the edit history. Opening it marks
 * it read; while open, what others post in it shows without a reload (announced politely). A thread that is not
 * there, or not the caller's to read, is not found.
 */
export function ThreadPage() {
  const { t } = useTranslation(['forum', 'common']);
  const { threadId } = useParams();
  const valid = isId(threadId);
  const thread = useForumThread(valid ? threadId : undefined);
  const links = useForumLinks();
  const notFound = !valid || (thread.isError && isNotFound(thread.error));
  const data = thread.data;
  // Followed live once it is shown: a thread not found is not joined.
  const live = useLiveThread(data ? threadId : undefined);
  usePageTitle(notFound ? t('common:notFound.title') : (data?.title ?? t('forum:thread.heading')));

  if (notFound)
    return (
      <ComingSoon
        title={t('common:notFound.title')}
        text={t('forum:thread.notFound')}
        icon={<IconMessageOff size={24} />}
      />
    );

  return (
    <Stack gap="lg" maw={960}>
      <Anchor component={Link} to={links.forum} size="sm" style={{ alignSelf: 'flex-start' }}>
        <Group gap={4} component="span" wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t('forum:thread.back')}
        </Group>
      </Anchor>
      {data ? (
        <ThreadView thread={data} />
      ) : thread.isError ? (
        <>
          <PageHeader title={t('forum:thread.heading')} />
          <QueryError error={thread.error} onRetry={() => void thread.refetch()} errorText={forumErrorText} />
        </>
      ) : (
        <Stack role="status" gap="md" aria-busy="true" aria-label={t('forum:thread.loading')}>
          <Skeleton h={36} w={420} maw="100%" />
          <Skeleton h={160} radius="md" />
        </Stack>
      )}
      {/* Always there, so assistive technology announces the words when they appear. */}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic>
        <span key={live.count}>{live.text}</span>
      </VisuallyHidden>
    </Stack>
  );
}

function ThreadView({ thread }: { thread: ForumThread }) {
  return (
    <>
      <ThreadHeader thread={thread} />
      <PostView thread={thread} post={thread.opening} place="opening" />
      <Replies thread={thread} />
      <ReplyBox thread={thread} />
    </>
  );
}
