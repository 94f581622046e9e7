import { api } from '../../../lib/api-client';
import { useWorkforceChange } from './invalidate';

/** DELETE /project-roles/{id}: 204; refused (409) while a project needs it or someone holds it. */
export const deleteProjectRole = (id: string) => api.delete<null>(`/project-roles/${encodeURIComponent(id)}`);

export const useDeleteProjectRole = () => useWorkforceChange(deleteProjectRole);
