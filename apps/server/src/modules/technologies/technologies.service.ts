import type { Page } from '@talentpath/contracts/paging';
import {
  TECHNOLOGY_NOT_FOUND,
  type Technology,
  type TechnologyFields,
  type TechnologyListQuery,
  type TechnologyChanges,
} from '@talentpath/contracts/technologies';
import { mayEnter } from '@talentpath/contracts/access';
import type { CatalogStatus } from '@talentpath/contracts/catalog-fields';
import type { Caller } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import type { Tx } from '../../platform/db.ts';
import { AppError, conflictOnDuplicate } from '../../platform/errors.ts';
import * as repo from './technologies.repository.ts';
import { assertAllowed, mayChange, mayCreate } from './technologies.policy.ts';

declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** Every change to the technology list, with who made it (the audit log's hook: subscribe, e.g. durably). */
    'technology.changed': {
      actorId: string;
      action: 'create' | 'update' | 'delete';
      technologyId: string;
      name: string;
      status?: CatalogStatus;
    };
  }
}

const notFound = () => new AppError('NOT_FOUND', { message: TECHNOLOGY_NOT_FOUND });

const toTechnology = (row: repo.TechnologyRow, inUse: boolean): Technology => ({
  id: row.id,
  name: row.name,
  status: row.status,
  adminCreated: row.adminCreated,
  createdBy: row.creatorId && row.creatorName !== null ? { id: row.creatorId, name: row.creatorName } : null,
  inUse,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listTechnologies(p: Platform, query: TechnologyListQuery): Promise<Page<Technology>> {
  const page = await repo.listPage(p.db, query);
  const used = await repo.inUseAmong(
    p.db,
    page.items.map((row) => row.id),
  );
  return { ...page, items: page.items.map((row) => toTechnology(row, used.has(row.id))) };
}

export async function getTechnology(p: Platform, id: string): Promise<Technology> {
  const row = await repo.findView(p.db, id);
  if (!row) throw notFound();
  const used = await repo.inUseAmong(p.db, [row.id]);
  return toTechnology(row, used.has(row.id));
}

/**
 * Each of these technologies' status, read and held in the caller's transaction (one not found is absent): what a
 * project or a person's skills may newly name is an existing, active one. Held, so a delete racing the caller's
 * write either comes first (the caller answers 'Technology not found') or after it (the technology is in use),
 * never between the check and the write (which the foreign key refused with a bare conflict on PostgreSQL, issue 22).
 */
export function technologyStatuses(tx: Tx, ids: readonly string[]): Promise<Map<string, CatalogStatus>> {
  return repo.lockStatusesOf(tx, ids);
}

/** A technology created by an Admin or SuperAdmin is admin-created: project managers cannot change it. */
export async function createTechnology(p: Platform, caller: Caller, input: TechnologyFields) {
  assertAllowed(mayCreate(caller.role));
  const id = await conflictOnDuplicate(
    () =>
      p.events.transaction(async (tx, record) => {
        const row = await repo.insert(tx, {
          name: input.name,
          createdBy: caller.userId,
          adminCreated: mayEnter('admin', caller.role),
        });
        await record('technology.changed', {
          actorId: caller.userId,
          action: 'create',
          technologyId: row.id,
          name: row.name,
          status: row.status,
        });
        return row.id;
      }),
    'TECHNOLOGY_NAME_TAKEN',
  );
  return getTechnology(p, id);
}

/** Renames and/or changes the status, under the row's lock so the rules see what is committed. */
export async function updateTechnology(p: Platform, caller: Caller, id: string, changes: TechnologyChanges) {
  const changedId = await conflictOnDuplicate(
    () =>
      p.events.transaction(async (tx, record) => {
        const current = await repo.lockById(tx, id);
        if (!current) throw notFound();
        assertAllowed(mayChange(caller.role, { ...current, inUse: false }, 'edit'));
        const name = changes.name ?? current.name;
        const status = changes.status ?? current.status;
        await repo.update(tx, current.id, { name, status, updatedAt: new Date() });
        await record('technology.changed', {
          actorId: caller.userId,
          action: 'update',
          technologyId: current.id,
          name,
          status,
        });
        return current.id;
      }),
    'TECHNOLOGY_NAME_TAKEN',
  );
  return getTechnology(p, changedId);
}

export async function deleteTechnology(p: Platform, caller: Caller, id: string): Promise<void> {
  await p.events.transaction(async (tx, record) => {
    const current = await repo.lockById(tx, id);
    if (!current) throw notFound();
    const inUse = (await repo.inUseAmong(tx, [current.id])).has(current.id);
    assertAllowed(mayChange(caller.role, { ...current, inUse }, 'delete'));
    await repo.remove(tx, current.id);
    await record('technology.changed', {
      actorId: caller.userId,
      action: 'delete',
      technologyId: current.id,
      name: current.name,
    });
  });
}
