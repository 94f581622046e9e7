import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@talentpath/contracts/paging';
import type { Technology } from '@talentpath/contracts/technologies';
import { api } from '../../../lib/api-client';
import { searchKeys } from './query-keys';

/** GET /technologies (active ones, by name, up to 100): the search's skill and technology filter. */
export const listTechnologies = async () =>
  (await api.get<Page<Technology>>('/technologies?pageSize=100&status=active&sort=name')).items;

export const technologiesQuery = () => queryOptions({ queryKey: searchKeys.technologies, queryFn: listTechnologies });

export const useTechnologies = () => useQuery(technologiesQuery());
