import { eq, inArray, sql } from 'drizzle-orm';
import type { ProjectRoleListQuery } from '@talentpath/contracts/project-roles';
import type { Db, Tx } from '../../platform/db.ts';
import { orderByOf, paginate, sortKeys } from '../../platform/paging.ts';
import { matchesSearch } from '../../platform/search.ts';
import { assignments, projectRoleNeeds, projectRoles } from '../../db/schema/projects.ts';
import { users } from '../../db/schema/users.ts';

type Conn = Db | Tx;

/** Is the role needed by a project or held in an assignment? */
const inUse = sql<boolean>`(exists (select 1 from ${projectRoleNeeds} where ${projectRoleNeeds.roleId} = ${projectRoles.id}) or exists (select 1 from ${assignments} where ${assignments.roleId} = ${projectRoles.id}))`;

const view = {
  id: projectRoles.id,
  name: projectRoles.name,
  creatorId: users.id,
  creatorName: users.name,
  inUse,
  createdAt: projectRoles.createdAt,
  updatedAt: projectRoles.updatedAt,
};
const selectView = (db: Conn) =>
  db.select(view).from(projectRoles).leftJoin(users, eq(users.id, projectRoles.createdBy));
export type RoleRow = Awaited<ReturnType<ReturnType<typeof selectView>['execute']>>[number];

const SORTABLE = { name: sql`lower(${projectRoles.name})`, createdAt: projectRoles.createdAt };

export function listPage(db: Db, query: ProjectRoleListQuery) {
  const where = matchesSearch(query.searchTerm, projectRoles.name);
  return paginate(db, query, {
    count: (tx) => tx.$count(projectRoles, where),
    items: (tx, { limit, offset }) =>
      selectView(tx)
        .where(where)
        .orderBy(...orderByOf(sortKeys(query.sort, SORTABLE, projectRoles.id)))
        .limit(limit)
        .offset(offset),
  });
}

export async function findView(db: Conn, id: string): Promise<RoleRow | undefined> {
  const [row] = await selectView(db).where(eq(projectRoles.id, id));
  return row;
}

/**
 * The roles among `ids` that exist, their rows share-locked (`for key share`) until the transaction ends: a delete
 * already holding a row makes this wait and then not find it; one coming after waits for this transaction and then
 * finds the role in use by what it wrote.
 */
export async function lockExistingIds(tx: Tx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: projectRoles.id })
    .from(projectRoles)
    .where(inArray(projectRoles.id, [...ids]))
    .for('key share');
  return new Set(rows.map((r) => r.id));
}

export async function insert(tx: Tx, values: { name: string; createdBy: string }) {
  const [row] = await tx.insert(projectRoles).values(values).returning();
  return row!;
}

/** Renames the role; answers whether it existed. */
export async function rename(tx: Tx, id: string, name: string): Promise<boolean> {
  const rows = await tx
    .update(projectRoles)
    .set({ name, updatedAt: new Date() })
    .where(eq(projectRoles.id, id))
    .returning({ id: projectRoles.id });
  return rows.length > 0;
}

/** The role's row, locked until the transaction ends, with whether a project needs it or someone holds it. */
export async function lockWithUse(tx: Tx, id: string) {
  const [row] = await tx.select().from(projectRoles).where(eq(projectRoles.id, id)).for('update');
  if (!row) return undefined;
  // Read after the lock: a project or assignment naming the role from now on waits for it (their foreign keys).
  const [used] = await tx.select({ inUse }).from(projectRoles).where(eq(projectRoles.id, id));
  return { ...row, inUse: Boolean(used?.inUse) };
}

export async function remove(tx: Tx, id: string) {
  await tx.delete(projectRoles).where(eq(projectRoles.id, id));
}
