import { and, asc, count, eq, gt, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Role } from '@talentpath/contracts/roles';
import type { Db, Tx } from '../../platform/db.ts';
import { users } from '../../db/schema/users.ts';
import { loginFailures, passwordResetTokens, refreshTokens, sessions } from '../../db/schema/auth.ts';

type Conn = Db | Tx;

/** Holds a transaction-scoped advisory lock on a key, so checks and inserts under it cannot interleave. */
export async function lockKey(db: Conn, key: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** Reserves a sign-in attempt (counted as a failure until it succeeds); returns its id. */
export async function insertLoginAttempt(db: Conn, email: string, ip: string | null) {
  const [row] = await db.insert(loginFailures).values({ email, ip }).returning({ id: loginFailures.id });
  return row!.id;
}

export const deleteLoginAttempt = (db: Conn, id: number) => db.delete(loginFailures).where(eq(loginFailures.id, id));

type FailureKey = { email: string } | { ip: string };
const failureKey = (key: FailureKey) =>
  'email' in key ? eq(loginFailures.email, key.email) : eq(loginFailures.ip, key.ip);

export async function countFailures(db: Conn, key: FailureKey, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(failureKey(key), gt(loginFailures.at, since)));
  return row?.n ?? 0;
}

/** When the nth oldest failure since `since` was recorded (0 is the oldest). */
export async function nthFailureAt(db: Conn, key: FailureKey, since: Date, n: number) {
  const [row] = await db
    .select({ at: loginFailures.at })
    .from(loginFailures)
    .where(and(failureKey(key), gt(loginFailures.at, since)))
    .orderBy(asc(loginFailures.at))
    .offset(n)
    .limit(1);
  return row?.at ?? null;
}

/** Has this user signed in from this address since then? */
export async function hasSignedInFrom(db: Conn, userId: string, ip: string, since: Date) {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip), gt(sessions.createdAt, since)))
    .limit(1);
  return rows.length > 0;
}

/** Clears an account's failures up to a successful attempt (later attempts, still being checked, stay). */
export const clearLoginFailuresUpTo = (db: Conn, email: string, attemptId: number) =>
  db.delete(loginFailures).where(and(eq(loginFailures.email, email), lte(loginFailures.id, attemptId)));

export const clearLoginFailures = (db: Conn, email: string) =>
  db.delete(loginFailures).where(eq(loginFailures.email, email));
export const pruneLoginFailures = (db: Conn, before: Date) =>
  db.delete(loginFailures).where(lt(loginFailures.at, before));

export async function createSession(db: Conn, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

export const findSession = async (db: Conn, id: string) =>
  (await db.select().from(sessions).where(eq(sessions.id, id)))[0] ?? null;

/** Marks the session seen and sets its expiry (a revoked session stays as it is). */
export const extendSession = (db: Conn, id: string, expiresAt: Date) =>
  db
    .update(sessions)
    .set({ lastSeenAt: new Date(), expiresAt })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));

/** Switches the session's role and raises its token version if it is still `fromVersion`; the new version, or null. */
export async function setSessionRole(db: Conn, id: string, role: Role, fromVersion: number) {
  const [row] = await db
    .update(sessions)
    .set({
      currentRole: role,
      lastSeenAt: new Date(),
      tokenVersion: sql`${sessions.tokenVersion} + 1`,
      tokenVersionAt: new Date(),
    })
    .where(and(eq(sessions.id, id), eq(sessions.tokenVersion, fromVersion)))
    .returning({ tokenVersion: sessions.tokenVersion });
  return row?.tokenVersion ?? null;
}

export const insertRefreshToken = (db: Conn, sessionId: string, tokenHash: string) =>
  db.insert(refreshTokens).values({ sessionId, tokenHash });

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
  db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.usedAt)));

/** Revokes live sessions (all of a user's, or one); returns the ids revoked now. */
export async function revokeSessions(
  db: Conn,
  where: { userId: string; exceptSessionId?: string; inRoles?: readonly Role[] } | { sessionId: string },
  reason: string,
) {
  const condition =
    'sessionId' in where
      ? eq(sessions.id, where.sessionId)
      : and(
          eq(sessions.userId, where.userId),
          where.exceptSessionId ? ne(sessions.id, where.exceptSessionId) : undefined,
          where.inRoles ? inArray(sessions.currentRole, [...where.inRoles]) : undefined,
        );
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(condition, isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

export const insertResetToken = (db: Conn, values: typeof passwordResetTokens.$inferInsert) =>
  db.insert(passwordResetTokens).values(values);

export async function countResetTokensSince(db: Conn, userId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, since)));
  return row?.n ?? 0;
}

/** An unused, unexpired reset token whose account is active (a disabled account has no working link). */
export const findLiveResetToken = async (db: Conn, tokenHash: string) =>
  (
    await db
      .select({ userId: passwordResetTokens.userId })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
          eq(users.status, 'active'),
        ),
      )
  )[0] ?? null;

/** Uses a live reset token; returns its user only for the one caller that won. */
export async function consumeResetToken(db: Conn, tokenHash: string) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

export const retireResetTokens = (db: Conn, userId: string) =>
  db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
