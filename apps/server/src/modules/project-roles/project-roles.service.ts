import type { Page } from '@talentpath/contracts/paging';
import {
  PROJECT_ROLE_NOT_FOUND,
  type ProjectRole,
  type ProjectRoleFields,
  type ProjectRoleListQuery,
} from '@talentpath/contracts/project-roles';
import type { Caller } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import type { Tx } from '../../platform/db.ts';
import { AppError, conflictOnDuplicate, conflictOnReference } from '../../platform/errors.ts';
import * as repo from './project-roles.repository.ts';

// Project roles (spec §3 Role, §6): one shared list, managed by project managers; a role a project needs or
// someone holds cannot be deleted.

const notFound = () => new AppError('NOT_FOUND', { message: PROJECT_ROLE_NOT_FOUND });

const toRole = (row: repo.RoleRow): ProjectRole => ({
  id: row.id,
  name: row.name,
  createdBy: row.creatorId && row.creatorName !== null ? { id: row.creatorId, name: row.creatorName } : null,
  inUse: Boolean(row.inUse),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listRoles(p: Platform, query: ProjectRoleListQuery): Promise<Page<ProjectRole>> {
  const page = await repo.listPage(p.db, query);
  return { ...page, items: page.items.map(toRole) };
}

export async function getRole(p: Platform, id: string): Promise<ProjectRole> {
  const row = await repo.findView(p.db, id);
  if (!row) throw notFound();
  return toRole(row);
}

/**
 * The roles among `ids` that exist (what a project or an assignment may name), held in the caller's transaction until
 * it commits, so that a racing delete answers alike on PostgreSQL and PGlite: first, and the write is told 'Role not
 * found'; after, and the delete is told the role is in use.
 */
export function existingRoleIds(tx: Tx, ids: readonly string[]): Promise<Set<string>> {
  return repo.lockExistingIds(tx, ids);
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
        const row = await repo.insert(tx, { name: input.name, createdBy: caller.userId });
        await record('project-role.changed', {
          actorId: caller.userId,
          action: 'create',
          roleId: row.id,
          name: row.name,
        });
        return row.id;
      }),
    'PROJECT_ROLE_NAME_TAKEN',
  );
  return getRole(p, id);
}

export async function renameRole(p: Platform, caller: Caller, id: string, input: ProjectRoleFields) {
  await conflictOnDuplicate(
    () =>
      p.events.transaction(async (tx, record) => {
        if (!(await repo.rename(tx, id, input.name))) throw notFound();
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
    const row = await repo.lockWithUse(tx, id);
    if (!row) throw notFound();
    if (row.inUse) throw new AppError('PROJECT_ROLE_IN_USE');
    await repo.remove(tx, id);
    await record('project-role.changed', { actorId: caller.userId, action: 'delete', roleId: id, name: row.name });
  });
}
