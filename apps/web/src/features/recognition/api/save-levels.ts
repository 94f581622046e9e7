import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Levels } from '@talentpath/contracts/recognition';
import { api } from '../../../lib/api-client';
import { recognitionKeys } from './query-keys';

/** PUT /admin/levels: the whole ladder (the first at 0 points, each above the one before); answers it as saved. */
export function useSaveLevels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Levels) => api.put<Levels>('/admin/levels', body),
    onSuccess: (saved) => queryClient.setQueryData(recognitionKeys.levels, saved),
  });
}
