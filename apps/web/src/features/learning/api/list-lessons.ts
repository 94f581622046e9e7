import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LessonList } from '@talentpath/contracts/lessons';
import { api } from '../../../lib/api-client';
import { learningKeys } from './query-keys';

/** GET /courses/{id}/lessons: the lessons in order with their materials (an outline for those not enrolled). */
export const listLessons = (courseId: string) =>
  api.get<LessonList>(`/courses/${encodeURIComponent(courseId)}/lessons`);

export const lessonsQuery = (courseId: string) =>
  queryOptions({ queryKey: learningKeys.lessons(courseId), queryFn: () => listLessons(courseId) });

export const useLessons = (courseId: string | null | undefined) =>
  useQuery({ ...lessonsQuery(courseId ?? ''), enabled: Boolean(courseId) });
