import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@talentpath/contracts/paging';
import type { Role } from '@talentpath/contracts/roles';
import type { Technology } from '@talentpath/contracts/technologies';
import { api } from '../../../lib/api-client';
import { listQueryString } from '../../../lib/list-query';
import { type TechnologyListParams, technologyKeys } from './query-keys';

/** GET /technologies: one page, searchTerm and status sent only when set. */
export const getTechnologies = (params: TechnologyListParams) =>
  api.get<Page<Technology>>(`/technologies?${listQueryString(params)}`);

export const technologiesQuery = (userId: string, role: Role, params: TechnologyListParams) =>
  queryOptions({
    queryKey: technologyKeys.list(userId, role, params),
    queryFn: () => getTechnologies(params),
    placeholderData: keepPreviousData,
  });

export const useTechnologies = (userId: string, role: Role, params: TechnologyListParams) =>
  useQuery(technologiesQuery(userId, role, params));
