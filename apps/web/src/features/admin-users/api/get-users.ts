import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserPage } from '@talentpath/contracts/admin-users';
import { api } from '../../../lib/api-client';
import { adminUsersKeys, type Viewer } from './query-keys';
import { usersRequestPath, type UsersTableParams } from './users-table-params';

/** GET /admin/users, or GET /admin/users/search when a term or a status filter is set (spec §5). */
export const getUsers = (params: UsersTableParams, signal?: AbortSignal) =>
  api.get<UserPage>(usersRequestPath(params), { signal });

export const usersQuery = (viewer: Viewer, params: UsersTableParams) =>
  queryOptions({
    queryKey: adminUsersKeys.table(viewer, params),
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
  });

export const useUsers = (viewer: Viewer, params: UsersTableParams) => useQuery(usersQuery(viewer, params));
