import { api } from '../../../lib/api-client';
import { useLearningChange } from './invalidate';

/** DELETE /materials/{id} (an uploaded file goes with it). */
export const deleteMaterial = (id: string) => api.delete<null>(`/materials/${encodeURIComponent(id)}`);

export const useDeleteMaterial = () => useLearningChange(deleteMaterial);
