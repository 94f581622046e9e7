import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetails } from '@talentpath/contracts/admin-users';
import { api } from '../../../lib/api-client';
import { adminUsersKeys, type Viewer } from './query-keys';

/** GET /admin/users/{id}: one user's details (404 for an unknown or deleted user). */
export const getUser = (id: string, signal?: AbortSignal) =>
  api.get<AdminUserDetails>(`/admin/users/${encodeURIComponent(id)}`, { signal });

export const userQuery = (viewer: Viewer, id: string) =>
  queryOptions({ queryKey: adminUsersKeys.detail(viewer, id), queryFn: ({ signal }) => getUser(id, signal) });

export const useUser = (viewer: Viewer, id: string) => useQuery(userQuery(viewer, id));
