import { useQuery } from '@tanstack/react-query';
import type { QuizList } from '@talentpath/contracts/quizzes';
import { api } from '../../../../lib/api-client';
import { quizAuthoringKeys } from './query-keys';

/** GET /lessons/{id}/quizzes: the lesson's quizzes in order, with their slots (the course owner's view). */
export const listLessonQuizzes = (lessonId: string) =>
  api.get<QuizList>(`/lessons/${encodeURIComponent(lessonId)}/quizzes`);

export const useLessonQuizzes = (lessonId: string | null | undefined) =>
  useQuery({
    queryKey: quizAuthoringKeys.lessonQuizzes(lessonId ?? ''),
    queryFn: () => listLessonQuizzes(lessonId ?? ''),
    enabled: Boolean(lessonId),
  });
