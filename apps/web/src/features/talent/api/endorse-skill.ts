import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PersonSkills } from '@talentpath/contracts/skills';
import { api } from '../../../lib/api-client';
import { talentKeys } from './query-keys';

type Target = { personId: string; technologyId: string };

/** POST /people/{id}/skills/{technologyId}/endorsements: the caller endorses a skill the person has. */
export const endorseSkill = ({ personId, technologyId }: Target) =>
  api.post<PersonSkills>(
    `/people/${encodeURIComponent(personId)}/skills/${encodeURIComponent(technologyId)}/endorsements`,
  );

export function useEndorseSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endorseSkill,
    onSuccess: (skills) => queryClient.setQueryData(talentKeys.skills(skills.person.id), skills),
  });
}
