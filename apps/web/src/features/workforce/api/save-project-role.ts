import type { ProjectRole, ProjectRoleFields } from '@talentpath/contracts/project-roles';
import { api } from '../../../lib/api-client';
import { useWorkforceChange } from './invalidate';

/** POST /project-roles, or PUT /project-roles/{id} (a rename). */
export const saveProjectRole = ({ id, fields }: { id: string | null; fields: ProjectRoleFields }) =>
  id
    ? api.put<ProjectRole>(`/project-roles/${encodeURIComponent(id)}`, fields)
    : api.post<ProjectRole>('/project-roles', fields);

export const useSaveProjectRole = () => useWorkforceChange(saveProjectRole);
