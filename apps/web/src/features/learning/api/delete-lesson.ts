import { api } from '../../../lib/api-client';
import { useLearningChange } from './invalidate';

/** DELETE /lessons/{id}, with its materials. */
export const deleteLesson = (id: string) => api.delete<null>(`/lessons/${encodeURIComponent(id)}`);

export const useDeleteLesson = () => useLearningChange(deleteLesson);
