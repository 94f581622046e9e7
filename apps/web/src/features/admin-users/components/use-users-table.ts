import { SEARCH_STATUSES, USER_SORTS } from '@talentpath/contracts/admin-users';
import { parseSort } from '@talentpath/contracts/paging';
import { choiceFilter, useListState } from '../../../lib/use-list-state';
import { DEFAULT_USERS_PAGE_SIZE, PAGE_SIZES, type UsersTableParams } from '../api/users-table-params';

const SORTS = USER_SORTS.flatMap((key) => [key, `-${key}` as const]);

/** The users table's state in the address (`?page=2&size=50&sort=-lastSignInAt&q=berg&status=active`). */
export function useUsersTable() {
  const list = useListState({
    sorts: SORTS,
    defaultSort: 'name',
    pageSizes: PAGE_SIZES,
    defaultPageSize: DEFAULT_USERS_PAGE_SIZE,
    filters: { status: choiceFilter(SEARCH_STATUSES, 'all') },
  });
  const params: UsersTableParams = {
    pageNumber: list.page,
    pageSize: list.pageSize,
    sort: parseSort(list.sort),
    searchTerm: list.searchTerm ?? '',
    status: list.filters.status,
  };
  return { list, params };
}
