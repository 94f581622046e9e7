import { eq, inArray, sql } from 'drizzle-orm';
import type { Page } from '@talentpath/contracts/paging';
import {
  PROJECT_ROLE_NOT_FOUND,
  type ProjectRole,
  type ProjectRoleFields,
  type ProjectRoleListQuery,
} from '@talentpath/contracts/project-roles';
import type { Caller } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { AppError, conflictOnDuplicate, conflictOnReference } from '../../platform/errors.ts';
import { orderByOf, paginate, sortKeys } from '../../platform/paging.ts';
import { matchesSearch } from '../../platform/search.ts';
import { assignments, projectRoleNeeds, projectRoles } from '../../db/schema/projects.ts';
import { users } from '../../db/schema/users.ts';

// Project roles (spec §3 Role, §6): one shared list, managed by project managers; a role a project needs or
// someone holds cannot be deleted.

type Conn = Db | Tx;
const notFound = () => new AppError('NOT_FOUND', { message: PROJECT_ROLE_NOT_FOUND });

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
type Row = Awaited<ReturnType<ReturnType<typeof selectView>['execute']>>[number];

const toRole = (row: Row): ProjectRole => ({
  id: row.id,
  name: row.name,
  createdBy: row.creatorId && row.creatorName !== null ? { id: row.creatorId, name: row.creatorName } : null,
  inUse: Boolean(row.inUse),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const SORTABLE = { name: sql`lower(${projectRoles.name})`, createdAt: projectRoles.createdAt };

export async function listRoles(p: Platform, query: ProjectRoleListQuery): Promise<Page<ProjectRole>> {
  const where = matchesSearch(query.searchTerm, projectRoles.name);
  const page = await paginate(p.db, query, {
    count: (tx) => tx.$count(projectRoles, where),
    items: (tx, { limit, offset }) =>
      selectView(tx)
        .where(where)
        .orderBy(...orderByOf(sortKeys(query.sort, SORTABLE, projectRoles.id)))
        .limit(limit)
        .offset(offset),
  });
  return { ...page, items: page.items.map(toRole) };
}

export async function getRole(p: Platform, id: string): Promise<ProjectRole> {
  const [row] = await selectView(p.db).where(eq(projectRoles.id, id));
  if (!row) throw notFound();
  return toRole(row);
}

/** The roles among `ids` that exist (what a project or an assignment may name). */
export async function existingRoleIds(db: Conn, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: projectRoles.id })
    .from(projectRoles)
    .where(inArray(projectRoles.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

declare module '../../platform/events.ts' {
  interface DomainEvents {
    'project-role.changed': { actorId: string; action: 'create' | 'update' | 'delete'; roleId: string; name: string };
  }
}

export async function createRole(p: Platform, caller: Caller, input: ProjectRoleFields) {
  const id = await conflictOnDuplicate(
    () =>
      p.events.transaction(async (tx, record) => {
        const [row] = await tx.insert(projectRoles).values({ name: input.name, createdBy: caller.userId }).returning();
        await record('project-role.changed', {
          actorId: caller.userId,
          action: 'create',
          roleId: row!.id,
          name: row!.name,
        });
        return row!.id;
      }),
    'PROJECT_ROLE_NAME_TAKEN',
  );
  return getRole(p, id);
}

export async function renameRole(p: Platform, caller: Caller, id: string, input: ProjectRoleFields) {
  await conflictOnDuplicate(
    () =>
      p.events.transaction(async (tx, record) => {
        const [row] = await tx
          .update(projectRoles)
          .set({ name: input.name, updatedAt: new Date() })
          .where(eq(projectRoles.id, id))
          .returning({ id: projectRoles.id });
        if (!row) throw notFound();
        await record('project-role.changed', {
          actorId: caller.userId,
          action: 'update',
          roleId: id,
          name: input.name,
        });
      }),
    'PROJECT_ROLE_NAME_TAKEN',
  );
  return getRole(p, id);
}

/**
 * Deletes a role nobody needs or holds. The row is locked first; a project or assignment naming it after that
 * waits for the lock (their foreign keys check the row), so the in-use answer cannot go stale.
 */
export async function deleteRole(p: Platform, caller: Caller, id: string): Promise<void> {
  await conflictOnReference(() => deleteRoleOnce(p, caller, id), 'PROJECT_ROLE_IN_USE');
}

async function deleteRoleOnce(p: Platform, caller: Caller, id: string): Promise<void> {
  await p.events.transaction(async (tx, record) => {
    const [row] = await tx.select().from(projectRoles).where(eq(projectRoles.id, id)).for('update');
    if (!row) throw notFound();
    const [used] = await tx.select({ inUse }).from(projectRoles).where(eq(projectRoles.id, id));
    if (used?.inUse) throw new AppError('PROJECT_ROLE_IN_USE');
    await tx.delete(projectRoles).where(eq(projectRoles.id, id));
    await record('project-role.changed', { actorId: caller.userId, action: 'delete', roleId: id, name: row.name });
  });
}
