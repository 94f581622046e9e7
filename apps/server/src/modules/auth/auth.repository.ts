import { and, count, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Role } from '@talentpath/contracts/roles';
import { ROLES } from '@talentpath/contracts/roles';
import type { Db, Tx } from '../../platform/db.ts';
import { users, userRoles } from '../../db/schema/users.ts';
import { loginFailures, passwordResetTokens, refreshTokens, sessions } from '../../db/schema/auth.ts';

type Conn = Db | Tx;
export type UserRecord = typeof users.$inferSelect & { roles: Role[] };

const byRoleOrder = (roles: Role[]) => [...roles].sort((a, b) => ROLES.indexOf(a) - ROLES.indexOf(b));

async function withRoles(db: Conn, user: typeof users.$inferSelect | undefined): Promise<UserRecord | null> {
  if (!user) return null;
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, user.id));
  return { ...user, roles: byRoleOrder(rows.map((r) => r.role)) };
}

export const findUserByEmail = async (db: Conn, email: string) =>
  withRoles(db, (await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`))[0]);

export const findUserById = async (db: Conn, id: string) =>
  withRoles(db, (await db.select().from(users).where(eq(users.id, id)))[0]);

export async function recordLoginFailure(db: Conn, email: string, ip: string | null) {
  await db.insert(loginFailures).values({ email, ip });
}

export async function countFailuresForEmail(db: Conn, email: string, since: Date) {
  const [row] = await db.select({ n: count() }).from(loginFailures).where(and(eq(loginFailures.email, email), gt(loginFailures.at, since)));
  return row?.n ?? 0;
}

export async function countFailuresForIp(db: Conn, ip: string, since: Date) {
  const [row] = await db.select({ n: count() }).from(loginFailures).where(and(eq(loginFailures.ip, ip), gt(loginFailures.at, since)));
  return row?.n ?? 0;
}

export const clearLoginFailures = (db: Conn, email: string) => db.delete(loginFailures).where(eq(loginFailures.email, email));
export const pruneLoginFailures = (db: Conn, before: Date) => db.delete(loginFailures).where(lt(loginFailures.at, before));

export async function createSession(db: Conn, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

export const findSession = async (db: Conn, id: string) => (await db.select().from(sessions).where(eq(sessions.id, id)))[0] ?? null;

export const extendSession = (db: Conn, session: { id: string }, expiresAt: Date) =>
  db.update(sessions).set({ lastSeenAt: new Date(), expiresAt }).where(eq(sessions.id, session.id));

export const touchSession = (db: Conn, id: string) => db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, id));

export const setSessionRole = (db: Conn, id: string, role: Role) =>
  db.update(sessions).set({ currentRole: role, lastSeenAt: new Date() }).where(eq(sessions.id, id));

export const insertRefreshToken = (db: Conn, sessionId: string, tokenHash: string) => db.insert(refreshTokens).values({ sessionId, tokenHash });

/** Marks a refresh token used; returns its session only for the one caller that won. */
export async function consumeRefreshToken(db: Conn, tokenHash: string) {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ sessionId: refreshTokens.sessionId });
  return row?.sessionId ?? null;
}

export const findRefreshToken = async (db: Conn, tokenHash: string) =>
  (await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)))[0] ?? null;

export const retireSessionRefreshTokens = (db: Conn, sessionId: string) =>
  db.update(refreshTokens).set({ usedAt: new Date() }).where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.usedAt)));

/** Revokes live sessions (all of a user's, or one); returns the ids revoked now. */
export async function revokeSessions(db: Conn, where: { userId: string; exceptSessionId?: string } | { sessionId: string }, reason: string) {
  const condition =
    'sessionId' in where
      ? eq(sessions.id, where.sessionId)
      : and(eq(sessions.userId, where.userId), where.exceptSessionId ? ne(sessions.id, where.exceptSessionId) : undefined);
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(condition, isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

export async function updatePassword(db: Conn, userId: string, passwordHash: string, requirePasswordChange: boolean) {
  await db.update(users).set({ passwordHash, requirePasswordChange, updatedAt: new Date() }).where(eq(users.id, userId));
}

export const insertResetToken = (db: Conn, values: typeof passwordResetTokens.$inferInsert) => db.insert(passwordResetTokens).values(values);

export async function countResetTokensSince(db: Conn, userId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, since)));
  return row?.n ?? 0;
}

export const findLiveResetToken = async (db: Conn, tokenHash: string) =>
  (
    await db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date())))
  )[0] ?? null;

/** Uses a live reset token; returns its user only for the one caller that won. */
export async function consumeResetToken(db: Conn, tokenHash: string) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date())))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

export const retireResetTokens = (db: Conn, userId: string) =>
  db.update(passwordResetTokens).set({ usedAt: new Date() }).where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));

export async function addRole(db: Conn, userId: string, role: Role) {
  const rows = await db.insert(userRoles).values({ userId, role }).onConflictDoNothing().returning();
  return rows.length > 0;
}
