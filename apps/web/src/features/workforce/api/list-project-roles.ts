import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@talentpath/contracts/paging';
import type { ProjectRole } from '@talentpath/contracts/project-roles';
import { api } from '../../../lib/api-client';
import { queryString } from '../../../lib/list-query';
import { workforceKeys } from './query-keys';

export type ProjectRoleListParams = { searchTerm?: string; sort?: string; pageNumber?: number; pageSize?: number };

/** GET /project-roles: one page of the roles people hold on projects; 100 (all there are, in practice) unless asked. */
export const listProjectRoles = (params: ProjectRoleListParams) =>
  api.get<Page<ProjectRole>>(`/project-roles?${queryString({ pageSize: 100, ...params })}`);

export const projectRolesQuery = (params: ProjectRoleListParams) =>
  queryOptions({
    queryKey: workforceKeys.roles(params),
    queryFn: () => listProjectRoles(params),
    placeholderData: keepPreviousData,
  });

export const useProjectRoles = (params: ProjectRoleListParams = {}) => useQuery(projectRolesQuery(params));
