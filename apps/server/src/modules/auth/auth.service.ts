import type { Role } from '@talentpath/contracts/roles';
import { MAX_FAILED_LOGINS_PER_HOUR, type Language } from '@talentpath/contracts/constants';
import type { LoginResponse, SelectRoleResponse, TokenPair } from '@talentpath/contracts/auth';
import { AppError } from '../../platform/errors.ts';
import { newOpaqueToken, sha256 } from '../../platform/auth/hashing.ts';
import type { Caller } from '../../platform/auth/guard.ts';
import type { Platform, RequestInfo } from '../../platform/context.ts';
import type { Tx } from '../../platform/db.ts';
import * as repo from './auth.repository.ts';
import { assertOwnAccount, assertRoleHeld } from './auth.policy.ts';
import * as users from '../users/users.public.ts';

declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** A SuperAdmin made the user a SuperAdmin (the audit log). */
    'user.promoted': users.AccountEvent;
    /**
     * A sign-in refused because the account had too many failures within `windowMs` (the audit log keeps one entry
     * per burst: the refusals within one window of the first). Recorded under the account's sign-in lock.
     */
    'auth.account-locked': { email: string; userId: string | null; ip: string | null; windowMs: number };
    /** The same for an address (LOGIN_IP_FAILURES_PER_15_MIN), under the address's sign-in lock. */
    'auth.ip-rate-limited': { ip: string; windowMs: number };
    /** Someone signed in with their password (the analytics count it as activity). */
    'auth.signed-in': { userId: string; at: string };
  }
}

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const IP_FAILURE_WINDOW = 15 * 60_000;
/** An account that signed in from an address within this time is not held by that address's failure limit. */
const KNOWN_ADDRESS_DAYS = 30;
/** No session lives longer than this from its sign-in, however active (ADR 0002). */
export const ABSOLUTE_SESSION_DAYS = 90;

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS');
const NO_USER = '00000000-0000-0000-0000-000000000000';

/** A session lives REFRESH_TOKEN_TTL_DAYS past its last refresh or heartbeat, and never more than 90 days in all. */
function slidingExpiry(p: Platform, createdAt: Date) {
  const idle = Date.now() + p.env.REFRESH_TOKEN_TTL_DAYS * DAY;
  return new Date(Math.min(idle, createdAt.getTime() + ABSOLUTE_SESSION_DAYS * DAY));
}

type SessionRef = { id: string; userId: string; currentRole: Role; tokenVersion: number };

export const accessFor = (p: Platform, session: SessionRef, passwordChangeRequired: boolean) =>
  p.signer.sign({
    userId: session.userId,
    role: session.currentRole,
    sessionId: session.id,
    passwordChangeRequired,
    version: session.tokenVersion,
  });

/** A session's tokens: a fresh refresh token in its family and an access token for its role. */
async function issueTokens(
  p: Platform,
  conn: Platform['db'],
  session: SessionRef,
  passwordChangeRequired: boolean,
): Promise<TokenPair> {
  const refresh = newOpaqueToken();
  await repo.insertRefreshToken(conn, session.id, refresh.hash);
  const access = await accessFor(p, session, passwordChangeRequired);
  return { ...access, refreshToken: refresh.token, currentRole: session.currentRole };
}

export async function endSessions(p: Platform, ids: string[]) {
  await p.revocations.publish(ids);
}

/** A 429 that says when to come back: when enough counted failures have left the window. */
async function refusal(
  conn: Parameters<typeof repo.nthFailureAt>[0],
  code: 'ACCOUNT_LOCKED' | 'RATE_LIMITED',
  key: { email: string } | { ip: string },
  window: number,
  count: number,
  limit: number,
) {
  const since = new Date(Date.now() - window);
  const at = await repo.nthFailureAt(conn, key, since, Math.max(0, count - limit));
  const seconds = at ? Math.ceil((at.getTime() + window - Date.now()) / 1000) : 1;
  return new AppError(code, { headers: { 'retry-after': String(Math.max(1, seconds)) } });
}

/**
 * Reserves a sign-in attempt before the password is checked, under advisory locks on the e-mail and the address,
 * so concurrent guesses cannot all pass the count (a burst of 250 once all got checked). Per account: at most
 * MAX_FAILED_LOGINS_PER_HOUR; per address: LOGIN_IP_FAILURES_PER_15_MIN, except for an account that has signed in
 * from that address lately, so one attacker cannot lock out everyone behind a shared address.
 */
async function reserveAttempt(p: Platform, email: string, ip: string | null, userId: string | null) {
  const outcome = await p.events.transaction(async (tx, record) => {
    await repo.lockKey(tx, `login:email:${email}`);
    const now = Date.now();
    const forAccount = await repo.countFailures(tx, { email }, new Date(now - HOUR));
    if (forAccount >= MAX_FAILED_LOGINS_PER_HOUR) {
      await record('auth.account-locked', { email, userId, ip, windowMs: HOUR });
      return { refused: await refusal(tx, 'ACCOUNT_LOCKED', { email }, HOUR, forAccount, MAX_FAILED_LOGINS_PER_HOUR) };
    }
    let knownAddress = false;
    if (ip) {
      await repo.lockKey(tx, `login:ip:${ip}`);
      const limit = p.env.LOGIN_IP_FAILURES_PER_15_MIN;
      const forAddress = await repo.countFailures(tx, { ip }, new Date(now - IP_FAILURE_WINDOW));
      // Asked for an unknown e-mail too (with an id no session has), so the answer's timing does not tell them apart.
      knownAddress = await repo.hasSignedInFrom(tx, userId ?? NO_USER, ip, new Date(now - KNOWN_ADDRESS_DAYS * DAY));
      if (forAddress >= limit && !knownAddress) {
        await record('auth.ip-rate-limited', { ip, windowMs: IP_FAILURE_WINDOW });
        return { refused: await refusal(tx, 'RATE_LIMITED', { ip }, IP_FAILURE_WINDOW, forAddress, limit) };
      }
    }
    return { attempt: await repo.insertLoginAttempt(tx, email, ip), knownAddress };
  });
  // Thrown after the commit: the burst's audit entry stays.
  if (outcome.refused) throw outcome.refused;
  return { attempt: outcome.attempt!, knownAddress: outcome.knownAddress! };
}

export async function login(
  p: Platform,
  input: { email: string; password: string },
  info: RequestInfo,
): Promise<LoginResponse> {
  const user = await users.findUserByEmail(p.db, input.email);
  const { attempt, knownAddress } = await reserveAttempt(p, input.email, info.ip, user?.id ?? null);
  let passwordOk: boolean;
  try {
    // From an address this account has signed in from lately: checked ahead of a queue full of guesses.
    passwordOk = user
      ? await p.hasher.verify(user.passwordHash, input.password, { priority: knownAddress })
      : (await p.hasher.burn(input.password), false);
  } catch (error) {
    // SERVER_BUSY: the password was never checked, so the attempt does not count.
    await repo.deleteLoginAttempt(p.db, attempt);
    throw error;
  }
  // A failed attempt keeps its reservation: that row is the failure.
  if (!user || !passwordOk || user.status !== 'active' || user.roles.length === 0) throw invalidCredentials();
  const token = await p.events.transaction(async (tx, record) => {
    await repo.clearLoginFailuresUpTo(tx, input.email, attempt);
    await users.noteSignIn(tx, user.id, info.language);
    const session = await repo.createSession(tx, {
      userId: user.id,
      currentRole: user.roles[0]!,
      expiresAt: new Date(Date.now() + p.env.REFRESH_TOKEN_TTL_DAYS * DAY),
      ip: info.ip,
      userAgent: info.userAgent?.slice(0, 512) ?? null,
    });
    await record('auth.signed-in', { userId: user.id, at: new Date().toISOString() });
    return issueTokens(p, tx as never, session, user.requirePasswordChange);
  });
  return {
    userId: user.id,
    name: user.name,
    email: user.email,
    roles: user.roles,
    avatar: user.avatar,
    requirePasswordChange: user.requirePasswordChange,
    token,
  };
}

/**
 * A session that may still be used: not revoked, not expired, its user active — and, when the caller's access
 * token is the credential, that token of the session's current version (not one from before a role change).
 */
async function liveSession(conn: Platform['db'], sessionId: string, userId: string, tokenVersion?: number) {
  const session = await repo.findSession(conn, sessionId);
  if (!session || session.userId !== userId || session.revokedAt || session.expiresAt.getTime() < Date.now()) {
    throw new AppError('TOKEN_INVALID');
  }
  if (tokenVersion !== undefined && tokenVersion !== session.tokenVersion) throw new AppError('TOKEN_INVALID');
  const user = await users.findUser(conn, userId);
  if (!user || user.status !== 'active') throw new AppError('TOKEN_INVALID');
  return { session, user };
}

export async function refresh(p: Platform, input: { accessToken: string; refreshToken: string }): Promise<TokenPair> {
  const claims = await p.signer.verify(input.accessToken, { allowExpired: true });
  const hash = sha256(input.refreshToken);
  const outcome = await p.db.transaction(async (tx) => {
    const sessionId = await repo.consumeRefreshToken(tx, hash);
    if (!sessionId) {
      const known = await repo.findRefreshToken(tx, hash);
      if (!known) return { error: new AppError('TOKEN_INVALID') };
      // A used token came back: someone holds a copy. End the whole family.
      return {
        error: new AppError('TOKEN_REUSED'),
        revoked: await repo.revokeSessions(tx, { sessionId: known.sessionId }, 'refresh token replayed'),
      };
    }
    // Thrown, not returned: the transaction rolls back and a mismatched pair does not burn the owner's token.
    if (sessionId !== claims.sessionId) throw new AppError('TOKEN_INVALID');
    const { session, user } = await liveSession(tx as never, sessionId, claims.userId);
    await repo.extendSession(tx, session.id, slidingExpiry(p, session.createdAt));
    return { tokens: await issueTokens(p, tx as never, session, user.requirePasswordChange) };
  });
  if (outcome.revoked) await endSessions(p, outcome.revoked);
  if (outcome.error) throw outcome.error;
  return outcome.tokens!;
}

/** Keeps an active session alive: a fresh access token, and the session's sliding expiry moved on like a refresh. */
export async function heartbeat(p: Platform, input: { accessToken: string }, language?: Language) {
  const claims = await p.signer.verify(input.accessToken);
  if (p.revocations.isRevoked(claims.sessionId, claims.version)) throw new AppError('TOKEN_INVALID');
  const { session, user } = await liveSession(p.db, claims.sessionId, claims.userId, claims.version);
  await repo.extendSession(p.db, session.id, slidingExpiry(p, session.createdAt));
  if (language) await users.noteAppLanguage(p.db, user, language);
  return accessFor(p, session, user.requirePasswordChange);
}

export async function selectRole(
  p: Platform,
  input: { userId: string; role: Role; accessToken: string },
): Promise<SelectRoleResponse> {
  const claims = await p.signer.verify(input.accessToken);
  if (p.revocations.isRevoked(claims.sessionId, claims.version)) throw new AppError('TOKEN_INVALID');
  assertOwnAccount(claims, input.userId);
  const switched = await p.db.transaction(async (tx) => {
    const { session, user } = await liveSession(tx as never, claims.sessionId, claims.userId, claims.version);
    assertRoleHeld(user, input.role);
    // Conditional on the version the caller's token holds: of two switches with one token, only one wins.
    const tokenVersion = await repo.setSessionRole(tx, session.id, input.role, claims.version);
    if (tokenVersion === null) throw new AppError('TOKEN_INVALID');
    await repo.retireSessionRefreshTokens(tx, session.id);
    const tokens = await issueTokens(
      p,
      tx as never,
      { ...session, currentRole: input.role, tokenVersion },
      user.requirePasswordChange,
    );
    return { tokenVersion, response: { ...tokens, requirePasswordChange: user.requirePasswordChange } };
  });
  // The previous role's access tokens stop working on every process now, not when they expire.
  await p.revocations.publishVersion(claims.sessionId, switched.tokenVersion);
  return switched.response;
}

export async function revokeRefreshToken(p: Platform, refreshToken: string) {
  const known = await repo.findRefreshToken(p.db, sha256(refreshToken));
  if (known) await endSessions(p, await repo.revokeSessions(p.db, { sessionId: known.sessionId }, 'signed out'));
  return { message: 'Logged out successfully' };
}

/** The user's account as the audit log names it at the moment of an admin's action. */
export const accountEvent = (caller: Caller, ip: string | null, user: users.UserRecord): users.AccountEvent => ({
  actorId: caller.userId,
  ip,
  user: { id: user.id, name: user.name, email: user.email },
});

export async function promoteToSuperAdmin(p: Platform, caller: Caller, userId: string, ip: string | null = null) {
  const user = await users.findUser(p.db, userId);
  if (!user) throw new AppError('NOT_FOUND', { message: 'User not found' });
  users.assertMayManage(caller, user, 'promote');
  await p.events.transaction(async (tx, record) => {
    if (!(await users.grantRole(tx, user.id, 'SuperAdmin'))) throw new AppError('ALREADY_SUPERADMIN');
    await record('user.promoted', accountEvent(caller, ip, user));
  });
  return { message: `${user.name} is now a SuperAdmin` };
}

// --- What other modules end of a user's access (admin-users: disabling, deleting, taking a role away). Each runs in
// the caller's transaction and returns the ids of the sessions it ended: publish them (p.revocations) after the
// commit, so their access tokens stop on every process at once.

/** Ends every session of the user and retires their reset links: no way back in. */
export async function endAccess(tx: Tx, userId: string, reason: string) {
  await repo.retireResetTokens(tx, userId);
  return repo.revokeSessions(tx, { userId }, reason);
}

/** Ends the user's sessions signed in with any of `roles` (roles taken away). */
export const endSessionsInRoles = (tx: Tx, userId: string, roles: readonly Role[], reason: string) =>
  repo.revokeSessions(tx, { userId, inRoles: roles }, reason);

/** Deletes the sign-in failures older than a day: they no longer count for anything (the hourly job). */
export const pruneLoginFailures = (p: Platform) => repo.pruneLoginFailures(p.db, new Date(Date.now() - DAY));

/** The caller as its access token states it: answered without a query. */
export const sessionInfo = (caller: Caller) => ({
  userId: caller.userId,
  role: caller.role,
  sessionId: caller.sessionId,
});

export async function currentUser(p: Platform, caller: Caller) {
  const user = await users.findUser(p.db, caller.userId);
  if (!user || user.status !== 'active') throw new AppError('TOKEN_INVALID');
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    roles: user.roles,
    avatar: user.avatar,
    currentRole: caller.role,
    requirePasswordChange: user.requirePasswordChange,
  };
}
