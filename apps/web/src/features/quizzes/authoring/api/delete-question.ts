import { api } from '../../../../lib/api-client';
import { useQuizAuthoringChange } from './invalidate';

/** DELETE /questions/{id}. */
export const deleteQuestion = (id: string) => api.delete<null>(`/questions/${encodeURIComponent(id)}`);

export const useDeleteQuestion = () => useQuizAuthoringChange(deleteQuestion);
