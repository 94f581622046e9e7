import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Technology, TechnologyFields } from '@talentpath/contracts/technologies';
import { api } from '../../../lib/api-client';
import { technologyKeys } from './query-keys';

/** POST /technologies {name}: 201 the technology (active; admin-created when an admin made it). */
export const createTechnology = (input: TechnologyFields) => api.post<Technology>('/technologies', input);

export const useCreateTechnology = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTechnology,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: technologyKeys.all }),
  });
};
