import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { talentKeys } from './query-keys';

type Target = { personId: string; technologyId: string };

/** DELETE /people/{id}/skills/{technologyId}/rating: 204; the caller's own rating stops counting. */
export const withdrawRating = ({ personId, technologyId }: Target) =>
  api.delete<void>(`/people/${encodeURIComponent(personId)}/skills/${encodeURIComponent(technologyId)}/rating`);

export function useWithdrawRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawRating,
    onSuccess: (_, { personId }) => queryClient.invalidateQueries({ queryKey: talentKeys.skills(personId) }),
  });
}
