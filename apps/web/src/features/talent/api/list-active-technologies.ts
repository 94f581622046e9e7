import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@talentpath/contracts/paging';
import type { Technology } from '@talentpath/contracts/technologies';
import { api } from '../../../lib/api-client';
import { talentKeys } from './query-keys';

/** GET /technologies (active ones, by name, up to 100): what a person may add to their skills. */
export const listActiveTechnologies = async () =>
  (await api.get<Page<Technology>>('/technologies?pageSize=100&status=active&sort=name')).items;

export const activeTechnologiesQuery = () =>
  queryOptions({ queryKey: talentKeys.technologies, queryFn: listActiveTechnologies });

export const useActiveTechnologies = (enabled = true) => useQuery({ ...activeTechnologiesQuery(), enabled });
