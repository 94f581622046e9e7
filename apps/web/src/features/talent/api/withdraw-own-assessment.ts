import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { talentKeys } from './query-keys';

type Target = { personId: string; technologyId: string };

/** DELETE /me/skills/{technologyId}: 204; the caller's own assessment stops counting (it stays in the history). */
export const withdrawOwnAssessment = ({ technologyId }: Target) =>
  api.delete<void>(`/me/skills/${encodeURIComponent(technologyId)}`);

export function useWithdrawOwnAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawOwnAssessment,
    onSuccess: (_, { personId }) => queryClient.invalidateQueries({ queryKey: talentKeys.skills(personId) }),
  });
}
