import { createHash } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { expect } from 'vitest';
import type { Role } from '@talentpath/contracts/roles';
import { userRoles, users } from '../../src/db/schema/users.ts';
import { loginFailures, passwordResetTokens, refreshTokens, sessions } from '../../src/db/schema/auth.ts';
import { jobs } from '../../src/db/schema/jobs.ts';
import { MAIL_JOB } from '../../src/platform/mail.ts';
import type { TestApp } from './test-app.ts';

/** The signing secret createTestApp configures; tests sign their own tokens with it to probe the verifier. */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

type Res = { statusCode: number; json: () => any; body: string; headers: Record<string, unknown> };

/** POSTs JSON (or anything, with the content type given) through Fastify's inject. */
export function post(
  t: TestApp,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  return t.app.inject({
    method: 'POST',
    url,
    payload:
      payload === undefined
        ? undefined
        : typeof payload === 'string' && headers['content-type']
          ? payload
          : JSON.stringify(payload),
    headers: payload === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

export const bearer = (accessToken: string, role?: string): Record<string, string> =>
  role !== undefined
    ? { authorization: `Bearer ${accessToken}`, 'x-active-role': role }
    : { authorization: `Bearer ${accessToken}` };

export const me = (t: TestApp, accessToken: string) => get(t, '/api/auth/me', bearer(accessToken));
export const refresh = (t: TestApp, accessToken: string, refreshToken: string) =>
  post(t, '/api/auth/refresh-token', { accessToken, refreshToken });
export const login = (t: TestApp, email: string, password: string, remoteAddress?: string) =>
  post(t, '/api/auth/login', { email, password }, {}, remoteAddress);

/** Asserts the one error shape: status, code, and (when given) the exact message; no other keys but details. */
export function expectError(res: Res, status: number, code: string, message?: string) {
  expect({ status: res.statusCode, code: res.json().code }, res.body).toEqual({ status, code });
  const body = res.json();
  expect(typeof body.message).toBe('string');
  if (message !== undefined) expect(body.message).toBe(message);
  expect(Object.keys(body).every((k) => ['code', 'message', 'details'].includes(k))).toBe(true);
  return body as { code: string; message: string; details?: { path: string; message: string }[] };
}

/** A VALIDATION 400 whose details name that field with that message. */
export function expectValidation(res: Res, path: string, message?: string) {
  const body = expectError(res, 400, 'VALIDATION');
  expect(Array.isArray(body.details), res.body).toBe(true);
  const hit = body.details!.find((d) => d.path === path);
  expect(hit, `details ${JSON.stringify(body.details)} should name ${path}`).toBeDefined();
  if (message !== undefined) expect(hit!.message).toBe(message);
  return body;
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** Claims of an access token, without verifying it. */
export const claimsOf = (accessToken: string) =>
  decodeJwt(accessToken) as {
    sub: string;
    role: Role;
    sid: string;
    exp: number;
    iat: number;
    aud: string;
    iss: string;
    pcr?: boolean;
  };

/** Signs an access token with the test secret: to forge, expire or tamper claims. */
export async function signAccessToken(
  claims: { sub: string; role: string; sid: string },
  options: { secret?: string; alg?: string; aud?: string; iss?: string; iat?: number; exp?: number } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: claims.role, sid: claims.sid })
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setAudience(options.aud ?? 'talentpath')
    .setIssuer(options.iss ?? 'talentpath')
    .setIssuedAt(options.iat ?? now)
    .setExpirationTime(options.exp ?? now + 900)
    .sign(new TextEncoder().encode(options.secret ?? TEST_JWT_SECRET));
}

/** An unsigned (`alg: none`) token with those claims. */
export function unsignedToken(claims: Record<string, unknown>) {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
}

// --- Database reads (what the tests check did or did not change) ---

export async function userRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row!;
}
export async function rolesOf(t: TestApp, id: string) {
  return (await t.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, id)))
    .map((r) => r.role)
    .sort();
}
export const sessionsOf = (t: TestApp, userId: string) =>
  t.db.select().from(sessions).where(eq(sessions.userId, userId));
export async function sessionRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(sessions).where(eq(sessions.id, id));
  return row!;
}
export const refreshTokensOf = (t: TestApp, sessionId: string) =>
  t.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, sessionId));
export const resetTokensOf = (t: TestApp, userId: string) =>
  t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
export const failuresFor = (t: TestApp, email: string) =>
  t.db.select().from(loginFailures).where(eq(loginFailures.email, email));

/** A `mail.send` job as the mail it carries (once delivered, only its envelope: no text, no html) and its state. */
export type StoredMail = Omit<typeof jobs.$inferSelect, 'payload'> & {
  to: string;
  subject: string;
  text?: string;
  html?: string;
  replyTo?: string;
};
const storedMail = ({ payload, ...job }: typeof jobs.$inferSelect): StoredMail => ({
  ...job,
  ...(payload as Pick<StoredMail, 'to' | 'subject' | 'text' | 'html' | 'replyTo'>),
});
/** A condition on a stored mail's envelope: `to` or `replyTo` is exactly `value`. */
export const mailWhere = (field: 'to' | 'replyTo', value: string) => sql`${jobs.payload}->>${field} = ${value}`;
/** The mails stored on the job queue (`where`: e.g. mailWhere). */
export const storedMails = async (t: Pick<TestApp, 'db'>, where?: SQL) =>
  (
    await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, MAIL_JOB), where))
  ).map(storedMail);
/** The mails to an address on the job queue. */
export const mailsTo = (t: Pick<TestApp, 'db'>, to: string) => storedMails(t, mailWhere('to', to));
/** Makes those mails due now: a retry that does not wait for its backoff. */
export const mailsDueNow = (t: Pick<TestApp, 'db'>, where: SQL) =>
  t.db
    .update(jobs)
    .set({ runAt: new Date() })
    .where(and(eq(jobs.kind, MAIL_JOB), where));

/** Everything a rejected call must leave alone for a user: the password hash, flags, roles and sessions. */
export async function accountSnapshot(t: TestApp, userId: string) {
  const user = await userRow(t, userId);
  const userSessions = (await sessionsOf(t, userId)).sort((a, b) => a.id.localeCompare(b.id));
  const tokens = (await Promise.all(userSessions.map((s) => refreshTokensOf(t, s.id))))
    .flat()
    .sort((a, b) => a.tokenHash.localeCompare(b.tokenHash));
  return {
    passwordHash: user.passwordHash,
    status: user.status,
    requirePasswordChange: user.requirePasswordChange,
    roles: await rolesOf(t, userId),
    sessions: userSessions.map((s) => ({ id: s.id, role: s.currentRole, revokedAt: s.revokedAt })),
    refreshTokens: tokens.map((r) => ({ hash: r.tokenHash, usedAt: r.usedAt })),
    resetTokens: (await resetTokensOf(t, userId))
      .map((r) => ({ hash: r.tokenHash, usedAt: r.usedAt }))
      .sort((a, b) => a.hash.localeCompare(b.hash)),
  };
}

/** Polls until `check` returns a truthy value (for work the server finishes after answering, like mail). */
export async function eventually<T>(
  check: () => Promise<T | null | undefined | false>,
  timeoutMs = 10_000,
  label = 'condition',
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`${label} not reached within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
