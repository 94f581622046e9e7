import { DEFAULT_PAGE_SIZE, formatSort, parseSort, type Sort } from '@talentpath/contracts/paging';
import { SEARCH_STATUSES, USER_SORTS } from '@talentpath/contracts/admin-users';

export type UserSortKey = (typeof USER_SORTS)[number];
export type StatusFilter = (typeof SEARCH_STATUSES)[number];

/** What the users table shows: the page, its size, the order, the search text and the status filter. */
export type UsersTableParams = {
  pageNumber: number;
  pageSize: number;
  sort: Sort<UserSortKey>;
  searchTerm: string;
  status: StatusFilter;
};

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_SORT: Sort<UserSortKey> = { key: 'name', direction: 'asc' };

const positiveInt = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};

/** Reads the table's state from the address (`?page=2&size=50&sort=-lastSignInAt&q=berg&status=active`). */
export function paramsFromUrl(search: URLSearchParams): UsersTableParams {
  const size = positiveInt(search.get('size'), DEFAULT_PAGE_SIZE);
  const rawSort = search.get('sort') ?? '';
  const sortKey = rawSort.replace(/^-/, '');
  const status = search.get('status');
  return {
    pageNumber: positiveInt(search.get('page'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: (USER_SORTS as readonly string[]).includes(sortKey)
      ? parseSort(rawSort as UserSortKey | `-${UserSortKey}`)
      : DEFAULT_SORT,
    searchTerm: (search.get('q') ?? '').slice(0, 100),
    status: (SEARCH_STATUSES as readonly string[]).includes(status ?? '') ? (status as StatusFilter) : 'all',
  };
}

/** Writes the table's state to the address, leaving defaults out so a plain visit keeps a plain address. */
export function paramsToUrl(params: UsersTableParams): URLSearchParams {
  const out = new URLSearchParams();
  if (params.pageNumber !== 1) out.set('page', String(params.pageNumber));
  if (params.pageSize !== DEFAULT_PAGE_SIZE) out.set('size', String(params.pageSize));
  const sort = formatSort(params.sort);
  if (sort !== formatSort(DEFAULT_SORT)) out.set('sort', sort);
  if (params.searchTerm.trim()) out.set('q', params.searchTerm);
  if (params.status !== 'all') out.set('status', params.status);
  return out;
}

/**
 * The call the table makes (spec §5): with neither a search term nor a status filter the plain list; otherwise
 * the search, sending `searchTerm` only when it is not blank and `status` only when it is not 'all'.
 */
export function usersRequestPath(params: UsersTableParams): string {
  const query = new URLSearchParams({
    pageNumber: String(params.pageNumber),
    pageSize: String(params.pageSize),
    sort: formatSort(params.sort),
  });
  const term = params.searchTerm.trim();
  if (!term && params.status === 'all') return `/admin/users?${query}`;
  if (term) query.set('searchTerm', term);
  if (params.status !== 'all') query.set('status', params.status);
  return `/admin/users/search?${query}`;
}
