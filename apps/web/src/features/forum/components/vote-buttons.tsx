import type { ComponentType } from 'react';
import { ActionIcon, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowBigDown, IconArrowBigDownFilled, IconArrowBigUp, IconArrowBigUpFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ForumComment } from '@talentpath/contracts/forum';
import { toast } from '../../../lib/toast';
import { useVotePost } from '../api/vote-post';
import { forumErrorText } from '../forum-messages';

type Props = {
  threadId: string;
  post: Pick<ForumComment, 'id' | 'score' | 'myVote'>;
  /** Whether the caller may vote on it: never on their own post (the server refuses it). */
  canVote: boolean;
  /** Who wrote it, to name the buttons apart from the other posts' ("Vote up: reply by Grace Hopper"). */
  subject: string;
};

/**
 * A post's score, and up and down votes for others' posts: each button says whether it is pressed; pressing the
 * pressed one takes the vote back. The score is announced as it changes.
 */
export function VoteButtons({ threadId, post, canVote, subject }: Props) {
  const { t } = useTranslation('forum');
  const vote = useVotePost();
  const cast = (value: 1 | -1) =>
    vote.mutate(
      { threadId, postId: post.id, value: post.myVote === value ? 0 : value },
      { onError: (error) => toast.error(forumErrorText(error)) },
    );
  return (
    <Group gap={2} wrap="nowrap" align="center">
      {canVote && (
        <VoteButton
          label={t('vote.up', { subject })}
          pressed={post.myVote === 1}
          Icon={post.myVote === 1 ? IconArrowBigUpFilled : IconArrowBigUp}
          disabled={vote.isPending}
          onClick={() => cast(1)}
        />
      )}
      <Text component="span" size="sm" fw={600} miw={24} ta="center" aria-live="polite" aria-atomic="true">
        <span aria-hidden="true">{post.score}</span>
        <VisuallyHidden>{t('vote.score', { count: post.score })}</VisuallyHidden>
      </Text>
      {canVote && (
        <VoteButton
          label={t('vote.down', { subject })}
          pressed={post.myVote === -1}
          Icon={post.myVote === -1 ? IconArrowBigDownFilled : IconArrowBigDown}
          disabled={vote.isPending}
          onClick={() => cast(-1)}
        />
      )}
    </Group>
  );
}

type ButtonProps = {
  label: string;
  pressed: boolean;
  Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  disabled: boolean;
  onClick: () => void;
};

/** One way to vote: a toggle, filled while it is the caller's vote. */
function VoteButton({ label, pressed, Icon, disabled, onClick }: ButtonProps) {
  return (
    <ActionIcon
      variant={pressed ? 'light' : 'subtle'}
      color={pressed ? 'brand' : 'gray'}
      size="lg"
      aria-label={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon size={18} aria-hidden />
    </ActionIcon>
  );
}
