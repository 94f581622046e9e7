import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuizList } from '@talentpath/contracts/quizzes';
import { api } from '../../../lib/api-client';
import { learningKeys } from './query-keys';

/** GET /lessons/{id}/quizzes: the lesson's quizzes in order (their settings and size, not their questions). */
export const listLessonQuizzes = (lessonId: string) =>
  api.get<QuizList>(`/lessons/${encodeURIComponent(lessonId)}/quizzes`);

export const lessonQuizzesQuery = (lessonId: string) =>
  queryOptions({ queryKey: learningKeys.lessonQuizzes(lessonId), queryFn: () => listLessonQuizzes(lessonId) });

export const useLessonQuizzes = (lessonId: string | null | undefined) =>
  useQuery({ ...lessonQuizzesQuery(lessonId ?? ''), enabled: Boolean(lessonId) });
