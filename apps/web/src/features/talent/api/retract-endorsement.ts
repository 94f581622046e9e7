import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { talentKeys } from './query-keys';

type Target = { personId: string; technologyId: string };

/** DELETE /people/{id}/skills/{technologyId}/endorsements: 204; the caller takes back their endorsement. */
export const retractEndorsement = ({ personId, technologyId }: Target) =>
  api.delete<void>(`/people/${encodeURIComponent(personId)}/skills/${encodeURIComponent(technologyId)}/endorsements`);

export function useRetractEndorsement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retractEndorsement,
    onSuccess: (_, { personId }) => queryClient.invalidateQueries({ queryKey: talentKeys.skills(personId) }),
  });
}
