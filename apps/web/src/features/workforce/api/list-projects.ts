import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@talentpath/contracts/paging';
import type { Project, ProjectStatusGroup } from '@talentpath/contracts/projects';
import { api } from '../../../lib/api-client';
import { queryString } from '../../../lib/list-query';
import { workforceKeys } from './query-keys';

export type ProjectListParams = {
  searchTerm?: string;
  group?: ProjectStatusGroup;
  sort?: string;
  pageNumber?: number;
  pageSize?: number;
};

/** GET /projects: every project, searched, grouped by status and sorted; 50 to a page unless asked otherwise. */
export const listProjects = (params: ProjectListParams) =>
  api.get<Page<Project>>(`/projects?${queryString({ pageSize: 50, ...params })}`);

export const projectsQuery = (params: ProjectListParams) =>
  queryOptions({
    queryKey: workforceKeys.projects(params),
    queryFn: () => listProjects(params),
    placeholderData: keepPreviousData,
  });

export const useProjects = (params: ProjectListParams) => useQuery(projectsQuery(params));
