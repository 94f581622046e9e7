import type { Quiz, QuizInput } from '@talentpath/contracts/quizzes';
import { api } from '../../../../lib/api-client';
import { useQuizAuthoringChange } from './invalidate';

/** POST /lessons/{lessonId}/quizzes (goes last in the lesson), or PUT /quizzes/{id} (the whole quiz). */
export const saveQuiz = (change: { lessonId: string; body: QuizInput } | { id: string; body: QuizInput }) =>
  'id' in change
    ? api.put<Quiz>(`/quizzes/${encodeURIComponent(change.id)}`, change.body)
    : api.post<Quiz>(`/lessons/${encodeURIComponent(change.lessonId)}/quizzes`, change.body);

export const useSaveQuiz = () => useQuizAuthoringChange(saveQuiz);
