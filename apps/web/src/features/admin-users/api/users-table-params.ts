import { DEFAULT_PAGE_SIZE, formatSort, type Sort } from '@talentpath/contracts/paging';
import type { SEARCH_STATUSES, USER_SORTS } from '@talentpath/contracts/admin-users';

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
export const DEFAULT_USERS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

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
