import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PersonSkills } from '@talentpath/contracts/skills';
import { api } from '../../../lib/api-client';
import { talentKeys } from './query-keys';

type Assessment = { technologyId: string; level: number };

/** PUT /me/skills/{technologyId} {level}: the caller's own assessment (replacing their last); answers their skills. */
export const assessOwnSkill = ({ technologyId, level }: Assessment) =>
  api.put<PersonSkills>(`/me/skills/${encodeURIComponent(technologyId)}`, { level });

export function useAssessOwnSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assessOwnSkill,
    onSuccess: (skills) => queryClient.setQueryData(talentKeys.skills(skills.person.id), skills),
  });
}
