import { randomInt } from 'node:crypto';
import type { Role } from '@talentpath/contracts/roles';
import { MAX_FAILED_LOGINS_PER_HOUR, RESET_TOKEN_TTL_MS, type Language } from '@talentpath/contracts/constants';
import { PASSWORD_SPECIALS } from '@talentpath/contracts/password';
import type { LoginResponse, SelectRoleResponse, TokenPair } from '@talentpath/contracts/auth';
import { AppError } from '../../platform/errors.ts';
import { burnPasswordCheck, hashPassword, newOpaqueToken, sha256, verifyPassword } from '../../platform/auth/hashing.ts';
import type { Caller } from '../../platform/auth/guard.ts';
import type { Platform, RequestInfo } from '../../platform/context.ts';
import * as repo from './auth.repository.ts';
import { resetPasswordMail, tempPasswordMail } from './auth.mails.ts';

const HOUR = 60 * 60_000;
const IP_FAILURE_WINDOW = 15 * 60_000;
const RESET_MAILS_PER_HOUR = 5;

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 401);
const ABSOLUTE_SESSION_DAYS = 90;

/** A session lives REFRESH_TOKEN_TTL_DAYS past its last refresh, and never more than 90 days in all. */
function slidingExpiry(p: Platform, createdAt: Date) {
  const idle = Date.now() + p.env.REFRESH_TOKEN_TTL_DAYS * 24 * HOUR;
  return new Date(Math.min(idle, createdAt.getTime() + ABSOLUTE_SESSION_DAYS * 24 * HOUR));
}

type SessionRef = { id: string; userId: string; currentRole: Role };

const accessFor = (p: Platform, session: SessionRef, passwordChangeRequired: boolean) =>
  p.signer.sign({ userId: session.userId, role: session.currentRole, sessionId: session.id, passwordChangeRequired });

/** A session's tokens: a fresh refresh token in its family and an access token for its role. */
async function issueTokens(p: Platform, conn: Platform['db'], session: SessionRef, passwordChangeRequired: boolean): Promise<TokenPair> {
  const refresh = newOpaqueToken();
  await repo.insertRefreshToken(conn, session.id, refresh.hash);
  const access = await accessFor(p, session, passwordChangeRequired);
  return { ...access, refreshToken: refresh.token, currentRole: session.currentRole };
}

async function endSessions(p: Platform, ids: string[]) {
  await p.revocations.publish(ids);
}

export async function login(p: Platform, input: { email: string; password: string }, info: RequestInfo): Promise<LoginResponse> {
  const now = Date.now();
  if (info.ip && (await repo.countFailuresForIp(p.db, info.ip, new Date(now - IP_FAILURE_WINDOW))) >= p.env.LOGIN_IP_FAILURES_PER_15_MIN) {
    throw new AppError('RATE_LIMITED', 429);
  }
  if ((await repo.countFailuresForEmail(p.db, input.email, new Date(now - HOUR))) >= MAX_FAILED_LOGINS_PER_HOUR) {
    throw new AppError('ACCOUNT_LOCKED', 429);
  }
  const user = await repo.findUserByEmail(p.db, input.email);
  const passwordOk = user ? await verifyPassword(user.passwordHash, input.password) : (await burnPasswordCheck(input.password), false);
  if (!user || !passwordOk || user.status !== 'active' || user.roles.length === 0) {
    await repo.recordLoginFailure(p.db, input.email, info.ip);
    throw invalidCredentials();
  }
  const token = await p.db.transaction(async (tx) => {
    await repo.clearLoginFailures(tx, input.email);
    const session = await repo.createSession(tx, {
      userId: user.id,
      currentRole: user.roles[0]!,
      expiresAt: new Date(now + p.env.REFRESH_TOKEN_TTL_DAYS * 24 * HOUR),
      ip: info.ip,
      userAgent: info.userAgent?.slice(0, 512) ?? null,
    });
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

/** A session that may still be used: not revoked, not expired, its user active. */
async function liveSession(p: Platform, conn: Platform['db'], sessionId: string, userId: string) {
  const session = await repo.findSession(conn, sessionId);
  if (!session || session.userId !== userId || session.revokedAt || session.expiresAt.getTime() < Date.now()) {
    throw new AppError('TOKEN_INVALID', 401);
  }
  const user = await repo.findUserById(conn, userId);
  if (!user || user.status !== 'active') throw new AppError('TOKEN_INVALID', 401);
  return { session, user };
}

export async function refresh(p: Platform, input: { accessToken: string; refreshToken: string }): Promise<TokenPair> {
  const claims = await p.signer.verify(input.accessToken, { allowExpired: true });
  const hash = sha256(input.refreshToken);
  const outcome = await p.db.transaction(async (tx) => {
    const sessionId = await repo.consumeRefreshToken(tx, hash);
    if (!sessionId) {
      const known = await repo.findRefreshToken(tx, hash);
      if (!known) return { error: new AppError('TOKEN_INVALID', 401) };
      // A used token came back: someone holds a copy. End the whole family.
      return { error: new AppError('TOKEN_REUSED', 401), revoked: await repo.revokeSessions(tx, { sessionId: known.sessionId }, 'refresh token replayed') };
    }
    // Thrown, not returned: the transaction rolls back and a mismatched pair does not burn the owner's token.
    if (sessionId !== claims.sessionId) throw new AppError('TOKEN_INVALID', 401);
    const { session, user } = await liveSession(p, tx as never, sessionId, claims.userId);
    await repo.extendSession(tx, session, slidingExpiry(p, session.createdAt));
    return { tokens: await issueTokens(p, tx as never, session, user.requirePasswordChange) };
  });
  if (outcome.revoked) await endSessions(p, outcome.revoked);
  if (outcome.error) throw outcome.error;
  return outcome.tokens!;
}

export async function heartbeat(p: Platform, input: { accessToken: string }) {
  const claims = await p.signer.verify(input.accessToken);
  if (p.revocations.isRevoked(claims.sessionId)) throw new AppError('TOKEN_INVALID', 401);
  const { session, user } = await liveSession(p, p.db, claims.sessionId, claims.userId);
  await repo.touchSession(p.db, session.id);
  return accessFor(p, session, user.requirePasswordChange);
}

export async function selectRole(p: Platform, input: { userId: string; role: Role; accessToken: string }): Promise<SelectRoleResponse> {
  const claims = await p.signer.verify(input.accessToken);
  if (p.revocations.isRevoked(claims.sessionId)) throw new AppError('TOKEN_INVALID', 401);
  if (claims.userId !== input.userId) throw new AppError('FORBIDDEN', 403);
  return p.db.transaction(async (tx) => {
    const { session, user } = await liveSession(p, tx as never, claims.sessionId, claims.userId);
    if (!user.roles.includes(input.role)) throw new AppError('ROLE_NOT_HELD', 403);
    await repo.setSessionRole(tx, session.id, input.role);
    await repo.retireSessionRefreshTokens(tx, session.id);
    const tokens = await issueTokens(p, tx as never, { ...session, currentRole: input.role }, user.requirePasswordChange);
    return { ...tokens, requirePasswordChange: user.requirePasswordChange };
  });
}

export async function revokeRefreshToken(p: Platform, refreshToken: string) {
  const known = await repo.findRefreshToken(p.db, sha256(refreshToken));
  if (known) await endSessions(p, await repo.revokeSessions(p.db, { sessionId: known.sessionId }, 'signed out'));
  return { message: 'Logged out successfully' };
}

export const RESET_REQUESTED = 'If an account exists for that email, a password reset link has been sent.';

export async function requestPasswordReset(p: Platform, email: string, lang: Language = 'en') {
  const user = await repo.findUserByEmail(p.db, email);
  if (!user || user.status !== 'active') return { message: RESET_REQUESTED };
  // A cap per account stops anyone from flooding an inbox; the answer stays the same.
  if ((await repo.countResetTokensSince(p.db, user.id, new Date(Date.now() - HOUR))) >= RESET_MAILS_PER_HOUR) return { message: RESET_REQUESTED };
  const { token, hash } = newOpaqueToken();
  await p.db.transaction(async (tx) => {
    await repo.insertResetToken(tx, { tokenHash: hash, userId: user.id, expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
    await p.mailer.enqueue(resetPasswordMail(user, `${p.env.APP_URL}/reset-password?token=${encodeURIComponent(token)}`, lang), tx);
  });
  void p.mailer.flush();
  return { message: RESET_REQUESTED };
}

export async function checkResetToken(p: Platform, token: string) {
  const live = await repo.findLiveResetToken(p.db, sha256(token));
  if (!live) throw new AppError('RESET_TOKEN_INVALID', 400);
  return { message: 'The reset link is valid' };
}

export async function confirmPasswordReset(p: Platform, input: { token: string; newPassword: string }) {
  const hash = sha256(input.token);
  if (!(await repo.findLiveResetToken(p.db, hash))) throw new AppError('RESET_TOKEN_INVALID', 400);
  const passwordHash = await hashPassword(input.newPassword);
  const revoked = await p.db.transaction(async (tx) => {
    const userId = await repo.consumeResetToken(tx, hash);
    const user = userId ? await repo.findUserById(tx, userId) : null;
    if (!user || user.status !== 'active') throw new AppError('RESET_TOKEN_INVALID', 400);
    await repo.updatePassword(tx, user.id, passwordHash, false);
    await repo.retireResetTokens(tx, user.id);
    await repo.clearLoginFailures(tx, user.email.toLowerCase());
    return repo.revokeSessions(tx, { userId: user.id }, 'password reset');
  });
  await endSessions(p, revoked);
  return { message: 'Your password has been reset. You can now sign in.' };
}

export async function changePassword(p: Platform, caller: Caller, input: { userId: string; currentPassword: string; newPassword: string }) {
  if (input.userId !== caller.userId) throw new AppError('FORBIDDEN', 403);
  const user = await repo.findUserById(p.db, caller.userId);
  if (!user || user.status !== 'active') throw new AppError('TOKEN_INVALID', 401);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError('CURRENT_PASSWORD_INCORRECT', 400, undefined, [{ path: 'currentPassword', message: 'Current password is incorrect' }]);
  }
  if (input.newPassword === input.currentPassword) {
    throw new AppError('PASSWORD_REUSED', 400, undefined, [{ path: 'newPassword', message: 'New password must be different from the current password' }]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const revoked = await p.db.transaction(async (tx) => {
    await repo.updatePassword(tx, user.id, passwordHash, false);
    await repo.retireResetTokens(tx, user.id);
    return repo.revokeSessions(tx, { userId: user.id, exceptSessionId: caller.sessionId }, 'password changed');
  });
  await endSessions(p, revoked);
  const access = await accessFor(p, { id: caller.sessionId, userId: user.id, currentRole: caller.role }, false);
  return { message: 'Password changed successfully', ...access };
}

/** May this caller act on that user's account? An Admin may not act on a SuperAdmin. */
export function assertMayManage(caller: Caller, target: { roles: Role[] }) {
  if (target.roles.includes('SuperAdmin') && caller.role !== 'SuperAdmin') {
    throw new AppError('FORBIDDEN', 403, 'Only a SuperAdmin can manage a SuperAdmin account');
  }
}

export async function sendTemporaryPassword(p: Platform, caller: Caller, userId: string) {
  const user = await repo.findUserById(p.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 404, 'User not found');
  assertMayManage(caller, user);
  const temporary = generateTemporaryPassword();
  const passwordHash = await hashPassword(temporary);
  const revoked = await p.db.transaction(async (tx) => {
    await repo.updatePassword(tx, user.id, passwordHash, true);
    await repo.retireResetTokens(tx, user.id);
    await p.mailer.enqueue(tempPasswordMail(user, temporary, p.env.APP_URL), tx);
    return repo.revokeSessions(tx, { userId: user.id }, 'temporary password sent');
  });
  void p.mailer.flush();
  await endSessions(p, revoked);
  return { message: `A temporary password has been sent to ${user.email}` };
}

export async function promoteToSuperAdmin(p: Platform, userId: string) {
  const user = await repo.findUserById(p.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 404, 'User not found');
  if (!(await repo.addRole(p.db, user.id, 'SuperAdmin'))) throw new AppError('ALREADY_SUPERADMIN', 409);
  return { message: `${user.name} is now a SuperAdmin` };
}

/** The caller as its access token states it: answered without a query. */
export const sessionInfo = (caller: Caller) => ({ userId: caller.userId, role: caller.role, sessionId: caller.sessionId });

export async function currentUser(p: Platform, caller: Caller) {
  const user = await repo.findUserById(p.db, caller.userId);
  if (!user || user.status !== 'active') throw new AppError('TOKEN_INVALID', 401);
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

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/** 14 characters with every class the password rules ask for, from a CSPRNG, shuffled. */
export function generateTemporaryPassword(): string {
  const pick = (set: string) => set[randomInt(set.length)]!;
  const all = LOWER + UPPER + DIGITS + PASSWORD_SPECIALS;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(PASSWORD_SPECIALS), ...Array.from({ length: 10 }, () => pick(all))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
