import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forumKeys, postPath, refreshThread } from './query-keys';

/** PUT /forum/posts/{id}/hidden (moderators): hides a post from all but the moderators, or shows it again. */
export function useHidePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, hidden }: { threadId: string; postId: string; hidden: boolean }) =>
      api.put<void>(`${postPath(postId)}/hidden`, { hidden }),
    onSuccess: (_none, { threadId }) =>
      Promise.all([refreshThread(client, threadId), client.invalidateQueries({ queryKey: forumKeys.reports })]),
  });
}
