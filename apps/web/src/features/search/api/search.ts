import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResults, SearchType } from '@talentpath/contracts/search';
import { api } from '../../../lib/api-client';
import { queryString } from '../../../lib/list-query';
import { searchKeys } from './query-keys';

/** What /search-results holds in its address and asks GET /search for. */
export type SearchParams = {
  q?: string;
  type?: SearchType;
  technologyId?: string;
  minLevel?: number;
  verified?: boolean;
  availableFrom?: string;
  availableTo?: string;
  pageNumber: number;
  pageSize: number;
};

/** Spec §5: a blank text is not searched (unless a filter asks for something). */
export const hasSomethingToSearch = (p: Pick<SearchParams, 'q' | 'technologyId' | 'availableFrom'>) =>
  Boolean(p.q?.trim() || p.technologyId || p.availableFrom);

/** GET /search: each group the caller may search, counted; `type`'s group (each, without it) paged. */
export const searchAll = (params: SearchParams) =>
  api.get<SearchResults>(`/search?${queryString({ ...params, verified: params.verified || undefined })}`);

export const searchQuery = (params: SearchParams) =>
  queryOptions({ queryKey: searchKeys.results(params), queryFn: () => searchAll(params) });

export const useSearch = (params: SearchParams) =>
  useQuery({ ...searchQuery(params), enabled: hasSomethingToSearch(params), placeholderData: keepPreviousData });
