import type { Project, ProjectInput, ProjectUpdate } from '@talentpath/contracts/projects';
import { api } from '../../../lib/api-client';
import { useWorkforceChange } from './invalidate';

/** POST /projects (a new one, managed by the caller), or PUT /projects/{id}. */
export const saveProject = ({ id, body }: { id?: string; body: ProjectInput | ProjectUpdate }) =>
  id ? api.put<Project>(`/projects/${encodeURIComponent(id)}`, body) : api.post<Project>('/projects', body);

export const useSaveProject = () => useWorkforceChange(saveProject);
