// The accounts (users and their roles): what other modules may do with them (auth signs them in and sets
// passwords, admin-users manages them, notifications reads who to tell). Each takes the connection to work in, so
// a change composes into the caller's transaction.
import type { Language } from '@talentpath/contracts/constants';
import type { Role } from '@talentpath/contracts/roles';
import type { UserStatus } from '@talentpath/contracts/admin-users';
import { AppError } from '../../platform/errors.ts';
import * as repo from './users.repository.ts';

type Conn = Parameters<typeof repo.findUserById>[0];
export type { UserRecord } from './users.repository.ts';

/** An account's change, as a domain event states it for the audit log: who, from where, to which account as it reads then. */
export type AccountEvent = {
  actorId: string;
  ip: string | null;
  user: { id: string; name: string; email: string };
  details?: Record<string, unknown>;
};

/** A live (not deleted) account by id, or null. */
export const findUser = (conn: Conn, id: string) => repo.findUserById(conn, id);

/** A live account by e-mail in any letter case, or null. */
export const findUserByEmail = (conn: Conn, email: string) => repo.findUserByEmail(conn, email);

/** The same as findUser, with the row locked until the transaction ends (read, check, then write). */
export const lockUser = (conn: Conn, id: string) => repo.lockUserById(conn, id);

/** The ids of the active accounts holding any of `roles`, each once (who an event tells). */
export const activeUserIdsWithRoles = (conn: Conn, roles: readonly Role[]) => repo.activeUserIdsWithRoles(conn, roles);

/** A new account with its roles; null when the e-mail is taken (any letter case). */
export const createAccount = (conn: Conn, values: Parameters<typeof repo.insertUser>[1]) =>
  repo.insertUser(conn, values);

/** Is the e-mail someone else's (any letter case)? */
export const emailTakenByOther = (conn: Conn, email: string, userId: string) => repo.emailTaken(conn, email, userId);

/** Sets name, e-mail and exactly these roles. */
export const updateAccount = (conn: Conn, userId: string, values: Parameters<typeof repo.updateUser>[2]) =>
  repo.updateUser(conn, userId, values);

/** Deletes an account the ADR 0020 way: anonymised, disabled, no roles; the row stays. */
export const anonymiseAccount = (conn: Conn, userId: string) => repo.anonymise(conn, userId);

/** Sets the status; the row's id and status (null when the user is gone). */
export const setAccountStatus = (conn: Conn, userId: string, status: UserStatus) =>
  repo.setStatus(conn, userId, status);

/** Sets a new password hash, and whether the next sign-in must change it (a temporary password). */
export const setPassword = (conn: Conn, userId: string, passwordHash: string, requireChange: boolean) =>
  repo.updatePassword(conn, userId, passwordHash, requireChange);

/** Sets the address of the account's avatar (null: none): the profile photo a person uploads (ADR 0061). */
export const setAvatar = (conn: Conn, userId: string, avatar: string | null) => repo.updateAvatar(conn, userId, avatar);

/** Grants a role; false when the user already held it. */
export const grantRole = (conn: Conn, userId: string, role: Role) => repo.addRole(conn, userId, role);

/** Records a sign-in, and the language the app is used in (the user's e-mails follow it unless they chose one). */
export const noteSignIn = (conn: Conn, userId: string, language?: Language) =>
  repo.markSignedIn(conn, userId, language);

/** The language the app is used in now (a heartbeat): kept for the e-mails of a user who chose none. */
export async function noteAppLanguage(
  conn: Conn,
  user: { id: string; language: Language; languageChosen: boolean },
  language: Language,
) {
  if (language !== user.language && !user.languageChosen) await repo.noteLanguage(conn, user.id, language);
}

/** The language the user chose for their e-mails (it outlasts the app's). */
export const chooseLanguage = (conn: Conn, userId: string, language: Language) =>
  repo.noteLanguage(conn, userId, language, true);

/**
 * Refuses a change that would leave no active SuperAdmin (ADR 0020), before the change: under one lock, so of two
 * changes racing to remove the last two, the second counts after the first has committed. Call it in the change's
 * transaction with the target as it reads before the change.
 */
export async function assertNotLastSuperAdmin(
  conn: Conn,
  target: { id: string; roles: readonly Role[]; status: string },
) {
  if (!target.roles.includes('SuperAdmin') || target.status !== 'active') return;
  await repo.lockSuperAdmins(conn);
  if ((await repo.countOtherActiveSuperAdmins(conn, target.id)) === 0) throw new AppError('LAST_SUPERADMIN');
}
