import {
  EMAIL_TAKEN,
  type AdminUser,
  type AdminUserDetails,
  type CreateUserFields,
  type ImportReport,
  type UserPage,
  type UserStatus,
} from '@talentpath/contracts/admin-users';
import type { Sort } from '@talentpath/contracts/paging';
import type { Role } from '@talentpath/contracts/roles';
import { AppError } from '../../platform/errors.ts';
import { sqlStateOf } from '../../platform/db-errors.ts';
import type { Caller } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import * as auth from '../auth/auth.public.ts';
import * as users from '../users/users.public.ts';
import * as repo from './admin-users.repository.ts';
import { parseImport } from './admin-users.import.ts';

declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** An account created (the audit log): its roles, and its row of a CSV import. */
    'user.created': users.AccountEvent & { details: { roles: Role[]; importRow?: number } };
    /** An account's name, e-mail or roles changed (the audit log): each change from and to. */
    'user.updated': users.AccountEvent;
    /** An account deleted (anonymised, ADR 0020), as it read before: the audit log. */
    'user.deleted': users.AccountEvent & { details: { roles: Role[] } };
    /** An account enabled or disabled (the audit log). */
    'user.status-changed': users.AccountEvent & { details: { from: UserStatus; to: UserStatus } };
    /**
     * A CSV import ran to its end: who ran it and from where, how many rows were created and rejected, and why each
     * was (the importer is notified; the audit log keeps the summary).
     */
    'user-import.finished': {
      actorId: string;
      ip: string | null;
      created: number;
      rejected: number;
      rejectedRows: { row: number; errors: string[] }[];
    };
  }
}

/** Who acts, and from where (the audit log keeps both). */
export type Actor = { caller: Caller; ip: string | null };

const NEW_USER = '00000000-0000-0000-0000-000000000000';

const notFound = () => new AppError('NOT_FOUND', { message: 'User not found' });
const emailTaken = () => new AppError('EMAIL_TAKEN', { details: [{ path: 'email', message: EMAIL_TAKEN }] });

function toAdminUser(user: users.UserRecord): AdminUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    roles: user.roles,
    status: user.status,
    avatar: user.avatar,
    requirePasswordChange: user.requirePasswordChange,
    createdAt: user.createdAt.toISOString(),
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
  };
}
const toDetails = (user: users.UserRecord): AdminUserDetails => ({
  ...toAdminUser(user),
  updatedAt: user.updatedAt.toISOString(),
});

/** The account as an event tells the audit log of it: who acted, from where, on the account as it reads then. */
const accountEvent = (actor: Actor, user: { id: string; name: string; email: string }) => ({
  actorId: actor.caller.userId,
  ip: actor.ip,
  user: { id: user.id, name: user.name, email: user.email },
});

type Query = { pageNumber: number; pageSize: number; sort: Sort<repo.UserSortKey> };

export async function listUsers(
  p: Platform,
  query: Query & { status?: UserStatus | undefined; role?: Role | undefined },
): Promise<UserPage> {
  const page = await repo.listUsers(p.db, { status: query.status, role: query.role }, query);
  return { ...page, items: page.items.map(toAdminUser) };
}

export async function searchUsers(
  p: Platform,
  query: Query & { searchTerm?: string | undefined; status?: 'all' | UserStatus | undefined },
): Promise<UserPage> {
  const status = query.status === 'all' ? undefined : query.status;
  const page = await repo.listUsers(p.db, { status, searchTerm: query.searchTerm }, query);
  return { ...page, items: page.items.map(toAdminUser) };
}

export async function userDetails(p: Platform, userId: string): Promise<AdminUserDetails> {
  const user = await users.findUser(p.db, userId);
  if (!user) throw notFound();
  return toDetails(user);
}

/** Creates one account with a temporary password mailed to it; the caller flushes the mailer. */
async function createOne(p: Platform, actor: Actor, input: CreateUserFields, via?: { row: number }) {
  users.assertMayManage(actor.caller, { id: NEW_USER, roles: input.roles }, 'create');
  const temporary = auth.generateTemporaryPassword();
  const passwordHash = await p.hasher.hash(temporary);
  return p.events.transaction(async (tx, record) => {
    const user = await users.createAccount(tx, {
      name: input.name,
      email: input.email,
      roles: input.roles,
      avatar: input.avatar ?? null,
      passwordHash,
      requirePasswordChange: true,
    });
    if (!user) throw emailTaken();
    await p.mailer.enqueue(auth.tempPasswordMail(user, temporary, p.env.APP_URL), tx);
    await record('user.created', {
      ...accountEvent(actor, user),
      details: { roles: user.roles, ...(via ? { importRow: via.row } : {}) },
    });
    return user;
  });
}

export async function createUser(p: Platform, actor: Actor, input: CreateUserFields): Promise<AdminUserDetails> {
  const user = await createOne(p, actor, input);
  void p.mailer.flush();
  return toDetails({ ...user, lastSignInAt: null });
}

export async function updateUser(
  p: Platform,
  actor: Actor,
  userId: string,
  input: { name: string; email: string; roles: Role[] },
): Promise<AdminUserDetails> {
  let outcome: { user: users.UserRecord; revoked: string[] };
  try {
    outcome = await p.events.transaction(async (tx, record) => {
      const before = await users.lockUser(tx, userId);
      if (!before) throw notFound();
      // Giving a role counts as much as holding it: the roles before and after decide who may do this.
      users.assertMayManage(
        actor.caller,
        { id: before.id, roles: [...new Set([...before.roles, ...input.roles])] },
        'update',
      );
      const removed = before.roles.filter((r) => !input.roles.includes(r));
      const added = input.roles.filter((r) => !before.roles.includes(r));
      if (removed.includes('SuperAdmin')) await users.assertNotLastSuperAdmin(tx, before);
      if (input.email !== before.email.toLowerCase() && (await users.emailTakenByOther(tx, input.email, before.id)))
        throw emailTaken();
      await users.updateAccount(tx, before.id, input);
      // A session signed in with a role the user no longer holds ends now (its tokens stop at once).
      const revoked = removed.length ? await auth.endSessionsInRoles(tx, before.id, removed, 'role removed') : [];
      const changes: Record<string, unknown> = {};
      if (input.name !== before.name) changes.name = { from: before.name, to: input.name };
      if (input.email !== before.email) changes.email = { from: before.email, to: input.email };
      if (added.length || removed.length) changes.roles = { added, removed };
      await record('user.updated', {
        ...accountEvent(actor, { id: before.id, name: input.name, email: input.email }),
        details: changes,
      });
      return { user: (await users.findUser(tx, before.id))!, revoked };
    });
  } catch (error) {
    // Two edits racing to one address: the unique index refuses the second.
    if (sqlStateOf(error) === '23505') throw emailTaken();
    throw error;
  }
  await p.revocations.publish(outcome.revoked);
  return toDetails(outcome.user);
}

/** Deletes the ADR 0020 way: anonymised and disabled, its sessions and reset links ended; the row stays. */
export async function deleteUser(p: Platform, actor: Actor, userId: string) {
  const revoked = await p.events.transaction(async (tx, record) => {
    const target = await users.lockUser(tx, userId);
    if (!target) throw notFound();
    users.assertMayManage(actor.caller, target, 'delete');
    await users.assertNotLastSuperAdmin(tx, target);
    await users.anonymiseAccount(tx, target.id);
    const revoked = await auth.endAccess(tx, target.id, 'account deleted');
    await record('user.deleted', { ...accountEvent(actor, target), details: { roles: target.roles } });
    return revoked;
  });
  await p.revocations.publish(revoked);
  return { id: userId.toLowerCase(), deleted: true as const };
}

/** Enables or disables an account; disabling ends every session of the user at once. */
export async function toggleStatus(
  p: Platform,
  actor: Actor,
  userId: string,
): Promise<{ id: string; status: UserStatus }> {
  const { user, revoked } = await p.events.transaction(async (tx, record) => {
    // Locked: of two racing toggles, the second reads what the first wrote.
    const target = await users.lockUser(tx, userId);
    if (!target) throw notFound();
    // After the lookup: the policy compares the stored id, which the database matched in any letter case.
    users.assertMayManage(actor.caller, target, 'toggle-status');
    const status: UserStatus = target.status === 'active' ? 'disabled' : 'active';
    if (status === 'disabled') await users.assertNotLastSuperAdmin(tx, target);
    const user = (await users.setAccountStatus(tx, target.id, status))!;
    await record('user.status-changed', {
      ...accountEvent(actor, target),
      details: { from: target.status, to: status },
    });
    if (status !== 'disabled') return { user, revoked: [] };
    // A disabled account keeps no way back in: its sessions end and its reset links die with them.
    return { user, revoked: await auth.endAccess(tx, target.id, 'account disabled') };
  });
  await p.revocations.publish(revoked);
  return user;
}

/**
 * Creates a user per good row (each in its own transaction, each mailed its temporary password); a bad row is
 * reported with its row number and reasons and changes nothing. At the end the `user-import.finished` event (the
 * audit log keeps its summary; the importer is notified).
 */
export async function importUsers(p: Platform, actor: Actor, csv: string): Promise<ImportReport> {
  const rows = parseImport(csv);
  const report: ImportReport = { created: [], rejected: [] };
  for (const row of rows) {
    if (!row.ok) {
      report.rejected.push({ row: row.row, ...(row.email ? { email: row.email } : {}), errors: row.errors });
      continue;
    }
    try {
      const user = await createOne(p, actor, row.fields, { row: row.row });
      report.created.push({ row: row.row, email: user.email, id: user.id });
    } catch (error) {
      // SERVER_BUSY (the hasher's queue is full) rejects the row, not the import: the rows before it stay reported.
      if (!(error instanceof AppError) || (error.status >= 500 && error.code !== 'SERVER_BUSY')) throw error;
      report.rejected.push({ row: row.row, email: row.fields.email, errors: [error.message] });
    }
  }
  await p.events.transaction(async (_tx, record) => {
    await record('user-import.finished', {
      actorId: actor.caller.userId,
      ip: actor.ip,
      created: report.created.length,
      rejected: report.rejected.length,
      rejectedRows: report.rejected.map((r) => ({ row: r.row, errors: r.errors })),
    });
  });
  if (report.created.length) void p.mailer.flush();
  return report;
}
