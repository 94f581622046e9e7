// The queries on accounts and their roles (users, user_roles): the users module's; other modules reach them through
// users.service.ts.
import { and, count, eq, inArray, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { UserStatus } from '@talentpath/contracts/admin-users';
import { ROLES, type Role } from '@talentpath/contracts/roles';
import type { Language } from '@talentpath/contracts/constants';
import type { Db, Tx } from '../../platform/db.ts';
import { users, userRoles } from '../../db/schema/users.ts';

type Conn = Db | Tx;
export type UserRecord = typeof users.$inferSelect & { roles: Role[] };

const byRoleOrder = (roles: Role[]) => [...roles].sort((a, b) => ROLES.indexOf(a) - ROLES.indexOf(b));

async function withRoles(db: Conn, user: typeof users.$inferSelect | undefined): Promise<UserRecord | null> {
  if (!user) return null;
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, user.id));
  return { ...user, roles: byRoleOrder(rows.map((r) => r.role)) };
}

// A deleted account (ADR 0020) is no one: no lookup finds it.
async function liveUser(db: Conn, where: SQL, lock = false) {
  const query = db
    .select()
    .from(users)
    .where(and(where, isNull(users.deletedAt)));
  return withRoles(db, (await (lock ? query.for('update') : query))[0]);
}

export const findUserByEmail = (db: Conn, email: string) =>
  liveUser(db, sql`lower(${users.email}) = ${email.toLowerCase()}`);

export const findUserById = (db: Conn, id: string) => liveUser(db, eq(users.id, id));

/** The same, with the row locked until the transaction ends (an edit or a delete reads, checks, then writes). */
export const lockUserById = (db: Conn, id: string) => liveUser(db, eq(users.id, id), true);

/** Every change that can leave fewer active SuperAdmins takes this lock first (ADR 0020). */
export async function lockSuperAdmins(db: Conn) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${'admin-users:superadmins'}, 0))`);
}

/** Active SuperAdmins other than `exceptUserId` (the last-SuperAdmin rule; run under the SuperAdmin lock). */
export async function countOtherActiveSuperAdmins(db: Conn, exceptUserId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'SuperAdmin')))
    .where(and(eq(users.status, 'active'), isNull(users.deletedAt), ne(users.id, exceptUserId)));
  return Number(row?.n ?? 0);
}

/** The ids of the active, not deleted accounts holding any of `roles`, each once (who an event tells). */
export async function activeUserIdsWithRoles(db: Conn, roles: readonly Role[]): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), inArray(userRoles.role, [...roles])))
    .where(and(eq(users.status, 'active'), isNull(users.deletedAt)));
  return rows.map((r) => r.id);
}

/** Records a sign-in, and the language the app is used in (the user's e-mails follow it unless they chose one). */
export const markSignedIn = (db: Conn, userId: string, language?: Language) =>
  db
    .update(users)
    .set({
      lastSignInAt: new Date(),
      ...(language
        ? { language: sql`case when ${users.languageChosen} then ${users.language} else ${language} end` }
        : {}),
    })
    .where(eq(users.id, userId));

/**
 * The language the app is used in (a heartbeat), for the e-mails of a user who chose none; or, `chosen`, the one
 * they chose for their e-mails. No write when nothing changes.
 */
export const noteLanguage = (db: Conn, userId: string, language: Language, chosen = false) =>
  db
    .update(users)
    .set({ language, ...(chosen ? { languageChosen: true } : {}) })
    .where(
      and(
        eq(users.id, userId),
        chosen
          ? or(ne(users.language, language), eq(users.languageChosen, false))
          : and(ne(users.language, language), eq(users.languageChosen, false)),
      ),
    );

/** Inserts an account and its roles; null when the e-mail is taken (any letter case). */
export async function insertUser(
  db: Conn,
  values: {
    name: string;
    email: string;
    roles: readonly Role[];
    avatar: string | null;
    passwordHash: string;
    requirePasswordChange: boolean;
  },
) {
  const [row] = await db
    .insert(users)
    .values({
      name: values.name,
      email: values.email,
      avatar: values.avatar,
      passwordHash: values.passwordHash,
      requirePasswordChange: values.requirePasswordChange,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  await db.insert(userRoles).values(values.roles.map((role) => ({ userId: row.id, role })));
  return { ...row, roles: byRoleOrder([...values.roles]) };
}

/** Is the e-mail someone else's (any letter case)? */
export async function emailTaken(db: Conn, email: string, exceptUserId: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, exceptUserId)))
    .limit(1);
  return rows.length > 0;
}

/** Sets name, e-mail and exactly these roles. */
export async function updateUser(
  db: Conn,
  userId: string,
  values: { name: string; email: string; roles: readonly Role[] },
) {
  await db
    .update(users)
    .set({ name: values.name, email: values.email, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), notInArray(userRoles.role, [...values.roles])));
  await db
    .insert(userRoles)
    .values(values.roles.map((role) => ({ userId, role })))
    .onConflictDoNothing();
}

/**
 * Deletes an account the ADR 0020 way: the row stays (what others' records point to keeps pointing), its
 * personal data goes — name, e-mail (freed for reuse), avatar, password — it is disabled and holds no role.
 */
export async function anonymise(db: Conn, userId: string) {
  const now = new Date();
  await db
    .update(users)
    .set({
      name: 'Deleted user',
      email: `deleted-${userId}@deleted.invalid`,
      avatar: null,
      passwordHash: '!deleted',
      status: 'disabled',
      requirePasswordChange: false,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
}

/** Sets the status; returns the row (null when the user is gone). */
export async function setStatus(db: Conn, userId: string, status: UserStatus) {
  const [row] = await db
    .update(users)
    .set({ status, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id, status: users.status });
  return row ?? null;
}

export async function updatePassword(db: Conn, userId: string, passwordHash: string, requirePasswordChange: boolean) {
  await db
    .update(users)
    .set({ passwordHash, requirePasswordChange, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Sets the avatar's address (null: none). */
export async function updateAvatar(db: Conn, userId: string, avatar: string | null) {
  await db.update(users).set({ avatar, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Grants a role; false when the user already held it. */
export async function addRole(db: Conn, userId: string, role: Role) {
  const rows = await db.insert(userRoles).values({ userId, role }).onConflictDoNothing().returning();
  return rows.length > 0;
}
