import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { categoryKeys } from './query-keys';

/** DELETE /course-categories/{id}: 204; refused (409 COURSE_CATEGORY_IN_USE) while it has courses. */
export const deleteCourseCategory = (id: string) => api.delete<void>(`/course-categories/${encodeURIComponent(id)}`);

export const useDeleteCourseCategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourseCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
};
