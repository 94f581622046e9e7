import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Technology, TechnologyChanges } from '@talentpath/contracts/technologies';
import { api } from '../../../lib/api-client';
import { technologyKeys } from './query-keys';

/** PUT /technologies/{id} {name?, status?}: rename, deactivate or reactivate. */
export const updateTechnology = ({ id, changes }: { id: string; changes: TechnologyChanges }) =>
  api.put<Technology>(`/technologies/${encodeURIComponent(id)}`, changes);

export const useUpdateTechnology = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTechnology,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: technologyKeys.all }),
  });
};
