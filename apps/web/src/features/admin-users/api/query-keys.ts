import type { Role } from '@talentpath/contracts/roles';
import type { UsersTableParams } from './users-table-params';

/** Who asks: the admin's id and active role (an Admin and a SuperAdmin may see different things). */
export type Viewer = { userId: string; role: Role };

/** Query keys of the admin-users feature; every write invalidates `adminUsersKeys.all`. */
export const adminUsersKeys = {
  all: ['admin-users'] as const,
  table: (viewer: Viewer, params: UsersTableParams) =>
    [...adminUsersKeys.all, viewer.userId, viewer.role, 'table', params] as const,
  detail: (viewer: Viewer, id: string) => [...adminUsersKeys.all, viewer.userId, viewer.role, 'detail', id] as const,
};
