import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CapacityPage } from '@talentpath/contracts/staffing';
import { api } from '../../../lib/api-client';
import { queryString } from '../../../lib/list-query';
import { workforceKeys } from './query-keys';

export type CapacityParams = { searchTerm?: string; technologyIds?: string[]; pageNumber: number; pageSize?: number };

/** GET /capacity: each person's allocation per week for the coming weeks, 25 people to a page unless asked. */
export const getCapacity = (params: CapacityParams) =>
  api.get<CapacityPage>(`/capacity?${queryString({ pageSize: 25, ...params })}`);

export const capacityQuery = (params: CapacityParams) =>
  queryOptions({
    queryKey: workforceKeys.capacity(params),
    queryFn: () => getCapacity(params),
    placeholderData: keepPreviousData,
  });

export const useCapacity = (params: CapacityParams) => useQuery(capacityQuery(params));
