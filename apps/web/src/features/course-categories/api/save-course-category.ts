import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseCategory, CourseCategoryFields } from '@talentpath/contracts/course-categories';
import { api } from '../../../lib/api-client';
import { categoryKeys } from './query-keys';

/** POST /course-categories (placed last), or PUT /course-categories/{id} with every field of the form. */
export const saveCourseCategory = ({ id, fields }: { id: string | null; fields: CourseCategoryFields }) =>
  id
    ? api.put<CourseCategory>(`/course-categories/${encodeURIComponent(id)}`, fields)
    : api.post<CourseCategory>('/course-categories', fields);

export const useSaveCourseCategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCourseCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
};
