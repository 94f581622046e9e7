import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { forumKeys } from './query-keys';

/**
 * POST /forum/reports/{id}/settle: upheld hides the post (and settles every open report on it); dismissed keeps
 * it. 409 when another moderator settled it first: either way the reports, and the threads that show the post,
 * are read again.
 */
export function useSettleReport() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: forumKeys.all });
  return useMutation({
    mutationFn: ({ reportId, outcome }: { reportId: string; outcome: 'upheld' | 'dismissed' }) =>
      api.post<void>(`/forum/reports/${encodeURIComponent(reportId)}/settle`, { outcome }),
    onSuccess: () => void refresh(),
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'CONFLICT') void refresh();
    },
  });
}
