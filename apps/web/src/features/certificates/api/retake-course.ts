import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseProgress } from '@talentpath/contracts/enrolments';
import { api } from '../../../lib/api-client';

/**
 * POST /courses/{id}/retake (ADR 0068): the holder starts the course again to renew its certificate; answers the
 * new round's progress. 409 RETAKE_NOT_DUE while the certificate has more than 90 days left (or is renewed already).
 */
export function useRetakeCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (courseId: string) => api.post<CourseProgress>(`/courses/${encodeURIComponent(courseId)}/retake`),
    onSuccess: () => {
      // The certificate is no longer renewable. The retake also starts the player's progress and the quizzes'
      // attempts afresh: those caches belong to the learning and quiz-taking features, which this one does not
      // import, so they are read again by their keys' prefixes.
      void client.invalidateQueries({ queryKey: ['certificates'] });
      void client.invalidateQueries({ queryKey: ['learning'] });
      void client.invalidateQueries({ queryKey: ['quiz-taking'] });
    },
  });
}
