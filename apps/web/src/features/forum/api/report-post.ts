import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forumKeys, postPath } from './query-keys';

/** POST /forum/posts/{id}/reports: tells the forum's moderators what is wrong with a post (one open report each). */
export function useReportPost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, reason }: { postId: string; reason: string }) =>
      api.post<void>(`${postPath(postId)}/reports`, { reason }),
    onSuccess: () => client.invalidateQueries({ queryKey: forumKeys.reports }),
  });
}
