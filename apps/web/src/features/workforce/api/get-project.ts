import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Project } from '@talentpath/contracts/projects';
import { api } from '../../../lib/api-client';
import { workforceKeys } from './query-keys';

/** GET /projects/{id}: one project with its needs and team. */
export const getProject = (id: string) => api.get<Project>(`/projects/${encodeURIComponent(id)}`);

export const projectQuery = (id: string | null) =>
  queryOptions({
    queryKey: workforceKeys.project(id),
    queryFn: () => getProject(id as string),
    enabled: Boolean(id),
  });

/** The project `id` names; nothing is asked while there is no id. */
export const useProject = (id: string | null) => useQuery(projectQuery(id));
