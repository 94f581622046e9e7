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
import type { Tx } from '../../platform/db.ts';
import * as authRepo from '../auth/auth.public.ts';
import { tempPasswordMail } from '../auth/auth.public.ts';
import { generateTemporaryPassword } from '../auth/auth.public.ts';
import * as auditRepo from '../audit/audit.public.ts';
import * as userRepo from '../users/users.public.ts';
import { assertMayManage } from '../users/users.public.ts';
import { parseImport } from './admin-users.import.ts';

declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** A CSV import ran to its end: who ran it, and how many rows were created and rejected. */
    'user-import.finished': { actorId: string; created: number; rejected: number };
  }
}

/** Who acts, and from where (the audit log keeps both). */
export type Actor = { caller: Caller; ip: string | null };

const NEW_USER = '00000000-0000-0000-0000-000000000000';
/** Every change that can leave fewer active SuperAdmins takes this lock first (ADR 0020). */
const SUPERADMINS_LOCK = 'admin-users:superadmins';

const notFound = () => new AppError('NOT_FOUND', { message: 'User not found' });
const emailTaken = () => new AppError('EMAIL_TAKEN', { details: [{ path: 'email', message: EMAIL_TAKEN }] });

function toAdminUser(user: userRepo.UserRecord): AdminUser {
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
const toDetails = (user: userRepo.UserRecord): AdminUserDetails => ({
  ...toAdminUser(user),
  updatedAt: user.updatedAt.toISOString(),
});

/**
 * Refuses a change that would leave no active SuperAdmin: under one advisory lock, so of two changes racing to
 * remove the last two, the second counts after the first has committed.
 */
async function assertNotLastSuperAdmin(tx: Tx, target: userRepo.UserRecord) {
  if (!target.roles.includes('SuperAdmin') || target.status !== 'active') return;
  await authRepo.lockKey(tx, SUPERADMINS_LOCK);
  if ((await userRepo.countOtherActiveSuperAdmins(tx, target.id)) === 0) throw new AppError('LAST_SUPERADMIN');
}

type Query = { pageNumber: number; pageSize: number; sort: Sort<userRepo.UserSortKey> };

export async function listUsers(
  p: Platform,
  query: Query & { status?: UserStatus | undefined; role?: Role | undefined },
): Promise<UserPage> {
  const page = await userRepo.listUsers(p.db, { status: query.status, role: query.role }, query);
  return { ...page, items: page.items.map(toAdminUser) };
}

export async function searchUsers(
  p: Platform,
  query: Query & { searchTerm?: string | undefined; status?: 'all' | UserStatus | undefined },
): Promise<UserPage> {
  const status = query.status === 'all' ? undefined : query.status;
  const page = await userRepo.listUsers(p.db, { status, searchTerm: query.searchTerm }, query);
  return { ...page, items: page.items.map(toAdminUser) };
}

export async function userDetails(p: Platform, userId: string): Promise<AdminUserDetails> {
  const user = await userRepo.findUserById(p.db, userId);
  if (!user) throw notFound();
  return toDetails(user);
}

/** Creates one account with a temporary password mailed to it; the caller flushes the mailer. */
async function createOne(p: Platform, actor: Actor, input: CreateUserFields, via?: { row: number }) {
  assertMayManage(actor.caller, { id: NEW_USER, roles: input.roles }, 'create');
  const temporary = generateTemporaryPassword();
  const passwordHash = await p.hasher.hash(temporary);
  return p.db.transaction(async (tx) => {
    const user = await userRepo.insertUser(tx, {
      name: input.name,
      email: input.email,
      roles: input.roles,
      avatar: input.avatar ?? null,
      passwordHash,
      requirePasswordChange: true,
    });
    if (!user) throw emailTaken();
    await p.mailer.enqueue(tempPasswordMail(user, temporary, p.env.APP_URL), tx);
    await auditRepo.insertUserEntry(tx, {
      actorId: actor.caller.userId,
      action: 'user.created',
      user,
      details: { roles: user.roles, ...(via ? { importRow: via.row } : {}) },
      ip: actor.ip,
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
  let outcome: { user: userRepo.UserRecord; revoked: string[] };
  try {
    outcome = await p.db.transaction(async (tx) => {
      const before = await userRepo.lockUserById(tx, userId);
      if (!before) throw notFound();
      // Giving a role counts as much as holding it: the roles before and after decide who may do this.
      assertMayManage(
        actor.caller,
        { id: before.id, roles: [...new Set([...before.roles, ...input.roles])] },
        'update',
      );
      const removed = before.roles.filter((r) => !input.roles.includes(r));
      const added = input.roles.filter((r) => !before.roles.includes(r));
      if (removed.includes('SuperAdmin')) await assertNotLastSuperAdmin(tx, before);
      if (input.email !== before.email.toLowerCase() && (await userRepo.emailTaken(tx, input.email, before.id)))
        throw emailTaken();
      await userRepo.updateUser(tx, before.id, input);
      // A session signed in with a role the user no longer holds ends now (its tokens stop at once).
      const revoked = removed.length
        ? await authRepo.revokeSessions(tx, { userId: before.id, inRoles: removed }, 'role removed')
        : [];
      const changes: Record<string, unknown> = {};
      if (input.name !== before.name) changes.name = { from: before.name, to: input.name };
      if (input.email !== before.email) changes.email = { from: before.email, to: input.email };
      if (added.length || removed.length) changes.roles = { added, removed };
      await auditRepo.insertUserEntry(tx, {
        actorId: actor.caller.userId,
        action: 'user.updated',
        user: { id: before.id, name: input.name, email: input.email },
        details: changes,
        ip: actor.ip,
      });
      return { user: (await userRepo.findUserById(tx, before.id))!, revoked };
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
  const revoked = await p.db.transaction(async (tx) => {
    const target = await userRepo.lockUserById(tx, userId);
    if (!target) throw notFound();
    assertMayManage(actor.caller, target, 'delete');
    await assertNotLastSuperAdmin(tx, target);
    await userRepo.anonymise(tx, target.id);
    await authRepo.retireResetTokens(tx, target.id);
    const revoked = await authRepo.revokeSessions(tx, { userId: target.id }, 'account deleted');
    await auditRepo.insertUserEntry(tx, {
      actorId: actor.caller.userId,
      action: 'user.deleted',
      user: target,
      details: { roles: target.roles },
      ip: actor.ip,
    });
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
  const { user, revoked } = await p.db.transaction(async (tx) => {
    // Locked: of two racing toggles, the second reads what the first wrote.
    const target = await userRepo.lockUserById(tx, userId);
    if (!target) throw notFound();
    // After the lookup: the policy compares the stored id, which the database matched in any letter case.
    assertMayManage(actor.caller, target, 'toggle-status');
    const status: UserStatus = target.status === 'active' ? 'disabled' : 'active';
    if (status === 'disabled') await assertNotLastSuperAdmin(tx, target);
    const user = (await userRepo.setStatus(tx, target.id, status))!;
    await auditRepo.insertUserEntry(tx, {
      actorId: actor.caller.userId,
      action: 'user.status-changed',
      user: target,
      details: { from: target.status, to: status },
      ip: actor.ip,
    });
    if (status !== 'disabled') return { user, revoked: [] };
    // A disabled account keeps no way back in: its sessions end and its reset links die with them.
    await authRepo.retireResetTokens(tx, target.id);
    const revoked = await authRepo.revokeSessions(tx, { userId: target.id }, 'account disabled');
    return { user, revoked };
  });
  await p.revocations.publish(revoked);
  return user;
}

/**
 * Creates a user per good row (each in its own transaction, each mailed its temporary password); a bad row is
 * reported with its row number and reasons and changes nothing. One summary entry goes to the audit log, and in
 * its transaction the `user-import.finished` event (the importer is notified).
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
  await p.events.transaction(async (tx, record) => {
    await auditRepo.insertEntry(tx, {
      actorId: actor.caller.userId,
      action: 'users.imported',
      targetType: 'import',
      targetLabel: `${report.created.length} created, ${report.rejected.length} rejected`,
      details: {
        created: report.created.length,
        rejected: report.rejected.map((r) => ({ row: r.row, errors: r.errors })),
      },
      ip: actor.ip,
    });
    await record('user-import.finished', {
      actorId: actor.caller.userId,
      created: report.created.length,
      rejected: report.rejected.length,
    });
  });
  if (report.created.length) void p.mailer.flush();
  return report;
}
