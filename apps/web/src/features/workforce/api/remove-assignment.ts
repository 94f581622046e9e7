import { api } from '../../../lib/api-client';
import { useWorkforceChange } from './invalidate';

/** DELETE /assignments/{id}: 204; the person leaves the project's team. */
export const removeAssignment = (id: string) => api.delete<null>(`/assignments/${encodeURIComponent(id)}`);

export const useRemoveAssignment = () => useWorkforceChange(removeAssignment);
