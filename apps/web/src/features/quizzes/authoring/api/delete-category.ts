import { api } from '../../../../lib/api-client';
import { useQuizAuthoringChange } from './invalidate';

/** DELETE /question-categories/{id}: its questions stay in the bank, in no category. */
export const deleteCategory = (id: string) => api.delete<null>(`/question-categories/${encodeURIComponent(id)}`);

export const useDeleteCategory = () => useQuizAuthoringChange(deleteCategory);
