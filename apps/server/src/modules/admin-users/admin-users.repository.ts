// The admin list and search of accounts (numbered pages, ADR 0010): a read of the users module's tables in the
// one query that serves the list (ADR 0038); every change to an account goes through users.service.ts.
import { and, count, eq, exists, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { UserStatus } from '@talentpath/contracts/admin-users';
import type { Sort } from '@talentpath/contracts/paging';
import { ROLES, type Role } from '@talentpath/contracts/roles';
import type { Db } from '../../platform/db.ts';
import { orderByOf, paginate, sortKeys } from '../../platform/paging.ts';
import { userRoles, users } from '../../db/schema/users.ts';

export type UserSortKey = 'name' | 'email' | 'createdAt' | 'lastSignInAt' | 'status';
export type UserFilters = { status?: UserStatus | undefined; role?: Role | undefined; searchTerm?: string | undefined };

/** `like` pattern for "contains": the term's own %, _ and \ match themselves. */
const containsPattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listConditions(filters: UserFilters): SQL | undefined {
  const pattern = filters.searchTerm ? containsPattern(filters.searchTerm) : undefined;
  return and(
    isNull(users.deletedAt),
    filters.status ? eq(users.status, filters.status) : undefined,
    filters.role
      ? exists(
          sql`(select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = ${filters.role})`,
        )
      : undefined,
    // Name or e-mail contains the term: the stored search_text and its trigram index (schema/users.ts).
    pattern ? sql`${users.searchText} like ${pattern}` : undefined,
  );
}

const SORT_COLUMNS = {
  name: sql`lower(${users.name})`,
  email: sql`lower(${users.email})`,
  createdAt: users.createdAt,
  // Never signed in sorts last going up, first going down (PostgreSQL's NULL order).
  lastSignInAt: users.lastSignInAt,
  status: users.status,
};
/** A user's roles in the one order the app shows them (ROLES'). */
const ROLE_ORDER = sql`array_position(array[${sql.join(
  ROLES.map((r) => sql`${r}`),
  sql`, `,
)}]::text[], ${userRoles.role})`;

export async function listUsers(
  db: Db,
  filters: UserFilters,
  page: { pageNumber: number; pageSize: number; sort: Sort<UserSortKey> },
) {
  const where = listConditions(filters);
  const result = await paginate(db, page, {
    count: async (tx) => (await tx.select({ n: count() }).from(users).where(where))[0]!.n,
    items: (tx, window) =>
      tx
        .select()
        .from(users)
        .where(where)
        .orderBy(...orderByOf(sortKeys(page.sort, SORT_COLUMNS, users.id)))
        .limit(window.limit)
        .offset(window.offset),
  });
  const ids = result.items.map((u) => u.id);
  const roleRows = ids.length
    ? await db.select().from(userRoles).where(inArray(userRoles.userId, ids)).orderBy(ROLE_ORDER)
    : [];
  return {
    ...result,
    items: result.items.map((u) => ({ ...u, roles: roleRows.filter((r) => r.userId === u.id).map((r) => r.role) })),
  };
}
