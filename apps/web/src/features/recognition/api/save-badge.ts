import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Badge, BadgeInput, BadgeList } from '@talentpath/contracts/recognition';
import { api } from '../../../lib/api-client';
import { withSaved } from './list-updates';
import { recognitionKeys } from './query-keys';

/**
 * POST /admin/badges (no id: 201) or PUT /admin/badges/{id}; 409 BADGE_NAME_TAKEN. An active badge is awarded to
 * those who already meet it, so the list (its counts) is read again.
 */
export function useSaveBadge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: BadgeInput }) =>
      id ? api.put<Badge>(`/admin/badges/${encodeURIComponent(id)}`, body) : api.post<Badge>('/admin/badges', body),
    onSuccess: (badge) => {
      queryClient.setQueryData<BadgeList>(recognitionKeys.badges, (list) => withSaved(list, badge));
      void queryClient.invalidateQueries({ queryKey: recognitionKeys.badges });
    },
  });
}
