import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PersonSkills, RatingInput } from '@talentpath/contracts/skills';
import { api } from '../../../lib/api-client';
import { talentKeys } from './query-keys';

type Rating = { personId: string; technologyId: string; body: RatingInput };

const ratingPath = (personId: string, technologyId: string) =>
  `/people/${encodeURIComponent(personId)}/skills/${encodeURIComponent(technologyId)}/rating`;

/** PUT /people/{id}/skills/{technologyId}/rating {level, note}: a manager's rating (replacing their last). */
export const rateSkill = ({ personId, technologyId, body }: Rating) =>
  api.put<PersonSkills>(ratingPath(personId, technologyId), body);

export function useRateSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateSkill,
    onSuccess: (skills) => queryClient.setQueryData(talentKeys.skills(skills.person.id), skills),
  });
}
