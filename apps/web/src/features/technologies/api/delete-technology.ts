import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { technologyKeys } from './query-keys';

/** DELETE /technologies/{id}: 204; refused (409) while projects use it or once it is inactive. */
export const deleteTechnology = (id: string) => api.delete<void>(`/technologies/${encodeURIComponent(id)}`);

export const useDeleteTechnology = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTechnology,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: technologyKeys.all }),
  });
};
