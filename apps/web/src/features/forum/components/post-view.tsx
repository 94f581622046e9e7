import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconEyeOff, IconMessagePlus, IconRosette } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ForumComment, ForumPost, ForumThread } from '@talentpath/contracts/forum';
import { formatDateTime } from '../../../lib/format-date-time';
import { useSignedInSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast';
import { useAcceptAnswer } from '../api/accept-answer';
import { forumErrorText } from '../forum-messages';
import { EditPostForm } from './edit-post-form';
import classes from './post-view.module.css';
import { PostComposer } from './post-composer';
import { PostHtml } from './post-html';
import { PostMenu, type PostPlace } from './post-menu';
import { VoteButtons } from './vote-buttons';

type Props = { thread: ForumThread; post: ForumComment; place: PostPlace };

/**
 * One post: who wrote it and when, its marks (accepted, endorsed, hidden), its text — or "deleted" in its place —
 * its votes and what the caller may do with it; a reply with its comments under it.
 */
export function PostView({ thread, post, place }: Props) {
  const { t, i18n } = useTranslation('forum');
  const { user } = useSignedInSession();
  const [editing, setEditing] = useState(false);
  const name = post.author?.name ?? t('post.formerMember');
  const subject = t(`post.label.${place}`, { name });
  const own = post.author !== null && post.author.id === user.id;
  const reply = place === 'reply' ? (post as ForumPost) : null;

  return (
    <Paper
      component="article"
      aria-label={subject}
      withBorder
      radius="md"
      p={place === 'comment' ? 'sm' : 'md'}
      className={classes.post}
      data-accepted={reply?.accepted || undefined}
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap" justify="space-between">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600} inherit>
              {name}
            </Text>
            {' · '}
            <time dateTime={post.createdAt}>{formatDateTime(post.createdAt, i18n.language)}</time>
            {post.editedAt && !post.deleted && (
              <Text span c="dimmed" inherit>
                {' · '}
                {t('post.edited')}
              </Text>
            )}
          </Text>
          <PostMarks post={post} accepted={reply?.accepted ?? false} />
        </Group>
        {post.deleted ? (
          <Text size="sm" c="dimmed" fs="italic">
            {t('post.deletedText')}
          </Text>
        ) : editing ? (
          <EditPostForm
            threadId={thread.id}
            spaceId={thread.space.id}
            post={post}
            title={place === 'opening' ? thread.title : undefined}
            onDone={() => setEditing(false)}
          />
        ) : (
          <PostHtml html={post.html} />
        )}
        {!post.deleted && !editing && (
          <Group gap="xs" wrap="wrap" justify="space-between">
            <Group gap="xs" wrap="wrap">
              <VoteButtons threadId={thread.id} post={post} canVote={!own} subject={subject} />
              {reply && thread.kind === 'question' && thread.canAccept && !reply.hidden && (
                <AcceptButton thread={thread} reply={reply} subject={subject} />
              )}
            </Group>
            <PostMenu
              thread={thread}
              post={post}
              place={place}
              own={own}
              subject={subject}
              onEdit={() => setEditing(true)}
            />
          </Group>
        )}
        {reply && <Comments thread={thread} reply={reply} subject={subject} />}
      </Stack>
    </Paper>
  );
}

/** Accepted answer, endorsed by staff, hidden by a moderator: words with icons, never a colour alone. */
function PostMarks({ post, accepted }: { post: ForumComment; accepted: boolean }) {
  const { t } = useTranslation('forum');
  if (!accepted && !post.endorsed && !post.hidden) return null;
  return (
    <Group gap={6} wrap="wrap">
      {accepted && (
        <Badge variant="light" color="green" c="dark.7" leftSection={<IconCircleCheck size={12} aria-hidden />}>
          {t('post.accepted')}
        </Badge>
      )}
      {post.endorsed && (
        <Badge variant="light" color="brand" c="dark.7" leftSection={<IconRosette size={12} aria-hidden />}>
          {t('post.endorsedBy', { name: post.endorsed.by })}
        </Badge>
      )}
      {post.hidden && (
        <Badge variant="light" color="red" c="dark.7" leftSection={<IconEyeOff size={12} aria-hidden />}>
          {t('post.hiddenMark')}
        </Badge>
      )}
    </Group>
  );
}

/** Accepts a reply as the question's answer, or takes that back (the asker, or the forum's staff). */
function AcceptButton({ thread, reply, subject }: { thread: ForumThread; reply: ForumPost; subject: string }) {
  const { t } = useTranslation('forum');
  const accept = useAcceptAnswer();
  const label = t(reply.accepted ? 'accept.undo' : 'accept.accept');
  return (
    <Button
      size="compact-sm"
      variant={reply.accepted ? 'default' : 'light'}
      // The light variant of a shade ('green.9') paints its text in the background's colour: the colour's name, and
      // dark text, as the badges have (green text on light green is below 4.5:1).
      color="green"
      c={reply.accepted ? undefined : 'dark.7'}
      leftSection={<IconCircleCheck size={16} aria-hidden />}
      loading={accept.isPending}
      aria-label={`${label}: ${subject}`}
      onClick={() =>
        accept.mutate(
          { threadId: thread.id, postId: reply.accepted ? null : reply.id },
          {
            onSuccess: () => toast.success(t(reply.accepted ? 'accept.undone' : 'accept.done')),
            onError: (error) => toast.error(forumErrorText(error)),
          },
        )
      }
    >
      {label}
    </Button>
  );
}

/** A reply's comments, and a small composer for one more (where the caller may write). */
function Comments({ thread, reply, subject }: { thread: ForumThread; reply: ForumPost; subject: string }) {
  const { t } = useTranslation('forum');
  const [writing, setWriting] = useState(false);
  const canComment = thread.canReply && !reply.deleted;
  if (reply.comments.length === 0 && !canComment) return null;
  return (
    <Stack gap="xs" className={classes.comments}>
      {reply.comments.length > 0 && (
        <Stack component="ul" gap="xs" className={classes.list} aria-label={t('comments.label', { subject })}>
          {reply.comments.map((comment) => (
            <li key={comment.id}>
              <PostView thread={thread} post={comment} place="comment" />
            </li>
          ))}
        </Stack>
      )}
      {canComment &&
        (writing ? (
          <PostComposer
            threadId={thread.id}
            parentId={reply.id}
            label={t('comments.field', { subject })}
            submitLabel={t('comments.submit')}
            onDone={() => setWriting(false)}
            onCancel={() => setWriting(false)}
          />
        ) : (
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconMessagePlus size={16} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
            aria-label={`${t('comments.add')}: ${subject}`}
            onClick={() => setWriting(true)}
          >
            {t('comments.add')}
          </Button>
        ))}
    </Stack>
  );
}
