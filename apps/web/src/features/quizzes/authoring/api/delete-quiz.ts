import { api } from '../../../../lib/api-client';
import { useQuizAuthoringChange } from './invalidate';

/** DELETE /quizzes/{id}, with its attempts. */
export const deleteQuiz = (id: string) => api.delete<null>(`/quizzes/${encodeURIComponent(id)}`);

export const useDeleteQuiz = () => useQuizAuthoringChange(deleteQuiz);
