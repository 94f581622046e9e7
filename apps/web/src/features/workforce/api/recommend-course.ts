import { useMutation } from '@tanstack/react-query';
import type { AskResult, CourseRecommendationInput } from '@talentpath/contracts/skills';
import { api } from '../../../lib/api-client';

/** POST /projects/{id}/course-recommendations: the project's manager recommends a course closing a gap to people. */
export const recommendCourse = ({ projectId, body }: { projectId: string; body: CourseRecommendationInput }) =>
  api.post<AskResult>(`/projects/${encodeURIComponent(projectId)}/course-recommendations`, body);

export const useRecommendCourse = () => useMutation({ mutationFn: recommendCourse });
