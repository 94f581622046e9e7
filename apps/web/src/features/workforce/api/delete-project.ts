import { api } from '../../../lib/api-client';
import { useWorkforceChange } from './invalidate';

/** DELETE /projects/{id}: 204; its assignments go with it. */
export const deleteProject = (id: string) => api.delete<null>(`/projects/${encodeURIComponent(id)}`);

export const useDeleteProject = () => useWorkforceChange(deleteProject);
