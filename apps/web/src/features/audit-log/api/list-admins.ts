import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserPage } from '@talentpath/contracts/admin-users';
import type { Role } from '@talentpath/contracts/roles';
import { api } from '../../../lib/api-client';
import { auditKeys } from './query-keys';

export type Actor = { id: string; name: string; email: string };

/**
 * The people whose actions the log records: every Admin and SuperAdmin (GET /admin/users?role=…, one page of up
 * to 100 each, by name). Sign-in bursts have no actor.
 */
export async function listAdmins(signal?: AbortSignal): Promise<Actor[]> {
  const pages = await Promise.all(
    (['SuperAdmin', 'Admin'] as const).map((role) =>
      api.get<UserPage>(`/admin/users?role=${role}&pageSize=100&sort=name`, { signal }),
    ),
  );
  const byId = new Map<string, Actor>();
  for (const user of pages.flatMap((page) => page.items))
    byId.set(user.id, { id: user.id, name: user.name, email: user.email });
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export const adminsQuery = (userId: string, role: Role) =>
  queryOptions({ queryKey: auditKeys.actors(userId, role), queryFn: ({ signal }) => listAdmins(signal) });

export const useAdmins = (userId: string, role: Role, enabled: boolean) =>
  useQuery({ ...adminsQuery(userId, role), enabled });
