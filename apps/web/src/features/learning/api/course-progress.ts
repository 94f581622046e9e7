import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourseProgress } from '@talentpath/contracts/enrolments';
import { api } from '../../../lib/api-client';
import { learningKeys } from './query-keys';

/** GET /courses/{id}/progress: the caller's progress, lesson by lesson, and where to resume. */
export const getCourseProgress = (courseId: string) =>
  api.get<CourseProgress>(`/courses/${encodeURIComponent(courseId)}/progress`);

export const courseProgressQuery = (courseId: string) =>
  queryOptions({ queryKey: learningKeys.progress(courseId), queryFn: () => getCourseProgress(courseId) });

export const useCourseProgress = (courseId: string | null | undefined, enabled = true) =>
  useQuery({ ...courseProgressQuery(courseId ?? ''), enabled: Boolean(courseId) && enabled });

/** PUT /courses/{id}/progress: the lesson the learner opened (the resume point); the answer replaces the cache. */
export function useSetPosition(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lessonId: string) =>
      api.put<CourseProgress>(`/courses/${encodeURIComponent(courseId)}/progress`, { lessonId }),
    onSuccess: (progress) => {
      client.setQueryData(learningKeys.progress(courseId), progress);
      // The course is now the one opened last: the dashboard's "Recently opened" and "Continue learning" move.
      void client.invalidateQueries({ queryKey: learningKeys.learnerDashboard });
    },
  });
}
