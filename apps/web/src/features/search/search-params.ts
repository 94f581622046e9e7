import { SEARCH_TYPES, type SearchType } from '@talentpath/contracts/search';
import type { SearchParams } from './api/search';

/** How many of each group the "all" view shows, and a group's page. */
export const ALL_PAGE_SIZE = 5;
export const GROUP_PAGE_SIZE = 10;

const LEVEL = /^[1-5]$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /search-results's address as GET /search's parameters; a value the API would refuse is left out. */
export function paramsOf(query: URLSearchParams): SearchParams {
  const type = query.get('type');
  const level = query.get('minLevel') ?? '';
  const day = (key: string) => {
    const value = query.get(key) ?? '';
    return DAY.test(value) ? value : undefined;
  };
  const technologyId = UUID.test(query.get('technologyId') ?? '') ? query.get('technologyId')! : undefined;
  const page = Number(query.get('pageNumber'));
  const validType = SEARCH_TYPES.includes(type as SearchType) ? (type as SearchType) : undefined;
  return {
    q: query.get('q')?.trim() || undefined,
    type: validType,
    technologyId,
    minLevel: technologyId && LEVEL.test(level) ? Number(level) : undefined,
    verified: technologyId && query.get('verified') === 'true' ? true : undefined,
    availableFrom: day('availableFrom'),
    availableTo: day('availableTo'),
    pageNumber: validType && Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: validType ? GROUP_PAGE_SIZE : ALL_PAGE_SIZE,
  };
}

/** The address for changed parameters; a new search or filter starts again at the first page. */
export function addressOf(params: SearchParams): string {
  const query = new URLSearchParams();
  const put = (key: string, value: string | number | boolean | undefined) => {
    if (value !== undefined && value !== '' && value !== false) query.set(key, String(value));
  };
  put('q', params.q);
  put('type', params.type);
  put('technologyId', params.technologyId);
  put('minLevel', params.minLevel);
  put('verified', params.verified);
  put('availableFrom', params.availableFrom);
  put('availableTo', params.availableTo);
  if (params.pageNumber > 1) put('pageNumber', params.pageNumber);
  return `/search-results?${query}`;
}

/** What GET /search is asked: an availability window only once both its days are chosen, in order. */
export function apiParamsOf(params: SearchParams): SearchParams {
  const { availableFrom: from, availableTo: to } = params;
  return from && to && from <= to ? params : { ...params, availableFrom: undefined, availableTo: undefined };
}
