import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@talentpath/contracts/paging';
import type { Technology } from '@talentpath/contracts/technologies';
import { api } from '../../../lib/api-client';
import { learningKeys } from './query-keys';

/** GET /technologies (active ones): what a course may teach, and the catalogue's technology filter. */
export const activeTechnologiesQuery = () =>
  queryOptions({
    queryKey: learningKeys.technologies,
    queryFn: async () => (await api.get<Page<Technology>>('/technologies?pageSize=100&status=active&sort=name')).items,
  });

export const useActiveTechnologies = () => useQuery(activeTechnologiesQuery());
