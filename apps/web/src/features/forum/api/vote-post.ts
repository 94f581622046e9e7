import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForumComment, ForumPost, ForumPostPage, ForumThread } from '@talentpath/contracts/forum';
import { api } from '../../../lib/api-client';
import { forumKeys, postPath } from './query-keys';

export type Vote = { threadId: string; postId: string; value: 1 | -1 | 0 };
type VoteResult = { score: number; myVote: number };

const withVote = <P extends ForumComment>(post: P, postId: string, result: VoteResult): P =>
  post.id === postId ? { ...post, ...result } : post;

const inReply = (reply: ForumPost, postId: string, result: VoteResult): ForumPost => ({
  ...withVote(reply, postId, result),
  comments: reply.comments.map((comment) => withVote(comment, postId, result)),
});

/**
 * PUT /forum/posts/{id}/vote: up, down, or taken back (0). The answer's score and vote are written into the
 * cached thread and replies at once (nothing else changes); the lists show the thread's new score when next read.
 */
export function useVotePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, value }: Vote) => api.put<VoteResult>(`${postPath(postId)}/vote`, { value }),
    onSuccess: (result, { threadId, postId }) => {
      client.setQueryData<ForumThread>(forumKeys.thread(threadId), (thread) =>
        thread && thread.opening.id === postId
          ? { ...thread, score: result.score, opening: { ...thread.opening, ...result } }
          : thread,
      );
      client.setQueriesData<InfiniteData<ForumPostPage>>({ queryKey: forumKeys.posts(threadId) }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((reply) => inReply(reply, postId, result)),
              })),
            }
          : data,
      );
      void client.invalidateQueries({ queryKey: forumKeys.lists, refetchType: 'none' });
    },
  });
}
