import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourseOutcomes, CourseOutcomesInput } from '@talentpath/contracts/skills';
import { api } from '../../../lib/api-client';
import { learningKeys } from './query-keys';

/** GET /courses/{id}/outcomes: the skills completing the course grants (ADR 0059). */
export const courseOutcomesQuery = (courseId: string) =>
  queryOptions({
    queryKey: learningKeys.outcomes(courseId),
    queryFn: () => api.get<CourseOutcomes>(`/courses/${encodeURIComponent(courseId)}/outcomes`),
  });

export const useCourseOutcomes = (courseId: string) => useQuery(courseOutcomesQuery(courseId));

/** PUT /courses/{id}/outcomes: the owner replaces them; the answer becomes the cached list. */
export function useSaveCourseOutcomes(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CourseOutcomesInput) =>
      api.put<CourseOutcomes>(`/courses/${encodeURIComponent(courseId)}/outcomes`, body),
    onSuccess: (saved) => client.setQueryData(learningKeys.outcomes(courseId), saved),
  });
}
