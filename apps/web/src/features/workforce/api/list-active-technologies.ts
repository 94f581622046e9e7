import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@talentpath/contracts/paging';
import type { Technology } from '@talentpath/contracts/technologies';
import { api } from '../../../lib/api-client';
import { workforceKeys } from './query-keys';

/** GET /technologies (active ones, up to 100): what a project uses, and the technology filters. */
export const listActiveTechnologies = () => api.get<Page<Technology>>('/technologies?pageSize=100&status=active');

export const activeTechnologiesQuery = () =>
  queryOptions({ queryKey: workforceKeys.technologies, queryFn: listActiveTechnologies });

export const useActiveTechnologies = () => useQuery(activeTechnologiesQuery());
