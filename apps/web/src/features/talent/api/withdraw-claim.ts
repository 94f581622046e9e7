import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PersonSkills, WithdrawalInput } from '@talentpath/contracts/skills';
import { api } from '../../../lib/api-client';
import { talentKeys } from './query-keys';

type Withdrawal = { claimId: string; body: WithdrawalInput };

/** POST /skill-claims/{id}/withdrawal {reason}: an admin's correction; answers the person's skills. */
export const withdrawClaim = ({ claimId, body }: Withdrawal) =>
  api.post<PersonSkills>(`/skill-claims/${encodeURIComponent(claimId)}/withdrawal`, body);

export function useWithdrawClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawClaim,
    onSuccess: (skills) => queryClient.setQueryData(talentKeys.skills(skills.person.id), skills),
  });
}
