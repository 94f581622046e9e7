import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forumKeys, postPath, refreshThread } from './query-keys';

export type PostDeletion = { threadId: string; postId: string; opening: boolean };

/**
 * DELETE /forum/posts/{id}: its place stays, marked deleted. An opening post takes its thread with it: the page
 * leaves it (the caller's onSuccess), so the thread is only marked stale, not read again while it is still shown.
 */
export function useDeletePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ postId }: PostDeletion) => api.delete<void>(postPath(postId)),
    onSuccess: (_none, { threadId, opening }) =>
      opening
        ? Promise.all([
            client.invalidateQueries({ queryKey: forumKeys.thread(threadId), refetchType: 'none' }),
            client.invalidateQueries({ queryKey: forumKeys.lists }),
          ])
        : refreshThread(client, threadId),
  });
}
