import { randomInt } from 'node:crypto';
import { RESET_TOKEN_TTL_MS, type Language } from '@talentpath/contracts/constants';
import { ERROR_MESSAGES } from '@talentpath/contracts/errors';
import { PASSWORD_SPECIALS } from '@talentpath/contracts/password';
import { AppError } from '../../platform/errors.ts';
import { newOpaqueToken, sha256 } from '../../platform/auth/hashing.ts';
import type { Caller } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import * as users from '../users/users.public.ts';
import { resetPasswordMail, tempPasswordMail } from './auth.mails.ts';
import { assertOwnAccount } from './auth.policy.ts';
import * as repo from './auth.repository.ts';
import { accessFor, accountEvent, endAccess, endSessions } from './auth.service.ts';

// Passwords: a reset through an e-mailed link, a change by the user, a temporary password set by an admin.

declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** The user's password was changed by them, or reset through an e-mailed link (notifications: the user). */
    'auth.password-changed': { userId: string; how: 'changed' | 'reset' };
    /** An admin set a temporary password, mailed to the user (the audit log). */
    'user.temp-password-sent': users.AccountEvent;
  }
}

const HOUR = 60 * 60_000;
const RESET_MAILS_PER_HOUR = 5;

export const RESET_REQUESTED = 'If an account exists for that email, a password reset link has been sent.';

/**
 * Answers at once and does the work afterwards, so the answer takes as long whether or not the account exists
 * (the lookup and the mail once made an existing account's answer measurably slower).
 */
export async function requestPasswordReset(p: Platform, email: string, lang: Language = 'en') {
  p.tasks.run('password reset request', () => sendResetLink(p, email, lang));
  return { message: RESET_REQUESTED };
}

async function sendResetLink(p: Platform, email: string, lang: Language) {
  const user = await users.findUserByEmail(p.db, email);
  if (!user || user.status !== 'active') return;
  const { token, hash } = newOpaqueToken();
  const queued = await p.db.transaction(async (tx) => {
    // A cap per account stops anyone from flooding an inbox; the lock keeps a burst of requests from passing it together.
    await repo.lockKey(tx, `reset:${user.id}`);
    if ((await repo.countResetTokensSince(tx, user.id, new Date(Date.now() - HOUR))) >= RESET_MAILS_PER_HOUR)
      return false;
    await repo.insertResetToken(tx, {
      tokenHash: hash,
      userId: user.id,
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    await p.mailer.enqueue(
      resetPasswordMail(user, `${p.env.APP_URL}/reset-password?token=${encodeURIComponent(token)}`, lang),
      tx,
    );
    return true;
  });
  if (queued) void p.mailer.flush();
}

export async function checkResetToken(p: Platform, token: string) {
  const live = await repo.findLiveResetToken(p.db, sha256(token));
  if (!live) throw new AppError('RESET_TOKEN_INVALID');
  return { message: 'The reset link is valid' };
}

export async function confirmPasswordReset(p: Platform, input: { token: string; newPassword: string }) {
  const hash = sha256(input.token);
  if (!(await repo.findLiveResetToken(p.db, hash))) throw new AppError('RESET_TOKEN_INVALID');
  const passwordHash = await p.hasher.hash(input.newPassword);
  const revoked = await p.events.transaction(async (tx, record) => {
    const userId = await repo.consumeResetToken(tx, hash);
    const user = userId ? await users.findUser(tx, userId) : null;
    if (!user || user.status !== 'active') throw new AppError('RESET_TOKEN_INVALID');
    await users.setPassword(tx, user.id, passwordHash, false);
    await repo.retireResetTokens(tx, user.id);
    await repo.clearLoginFailures(tx, user.email.toLowerCase());
    await record('auth.password-changed', { userId: user.id, how: 'reset' });
    return repo.revokeSessions(tx, { userId: user.id }, 'password reset');
  });
  await endSessions(p, revoked);
  return { message: 'Your password has been reset. You can now sign in.' };
}

export async function changePassword(
  p: Platform,
  caller: Caller,
  input: { userId: string; currentPassword: string; newPassword: string },
) {
  assertOwnAccount(caller, input.userId);
  const user = await users.findUser(p.db, caller.userId);
  if (!user || user.status !== 'active') throw new AppError('TOKEN_INVALID');
  if (!(await p.hasher.verify(user.passwordHash, input.currentPassword))) {
    throw new AppError('CURRENT_PASSWORD_INCORRECT', {
      details: [{ path: 'currentPassword', message: ERROR_MESSAGES.CURRENT_PASSWORD_INCORRECT }],
    });
  }
  if (input.newPassword === input.currentPassword) {
    throw new AppError('PASSWORD_REUSED', {
      details: [{ path: 'newPassword', message: ERROR_MESSAGES.PASSWORD_REUSED }],
    });
  }
  const passwordHash = await p.hasher.hash(input.newPassword);
  const revoked = await p.events.transaction(async (tx, record) => {
    await users.setPassword(tx, user.id, passwordHash, false);
    await repo.retireResetTokens(tx, user.id);
    await record('auth.password-changed', { userId: user.id, how: 'changed' });
    return repo.revokeSessions(tx, { userId: user.id, exceptSessionId: caller.sessionId }, 'password changed');
  });
  await endSessions(p, revoked);
  const access = await accessFor(
    p,
    { id: caller.sessionId, userId: user.id, currentRole: caller.role, tokenVersion: caller.version },
    false,
  );
  return { message: 'Password changed successfully', ...access };
}

export async function sendTemporaryPassword(p: Platform, caller: Caller, userId: string, ip: string | null = null) {
  const user = await users.findUser(p.db, userId);
  if (!user) throw new AppError('NOT_FOUND', { message: 'User not found' });
  users.assertMayManage(caller, user, 'send-temp-password');
  const temporary = generateTemporaryPassword();
  const passwordHash = await p.hasher.hash(temporary);
  const revoked = await p.events.transaction(async (tx, record) => {
    await users.setPassword(tx, user.id, passwordHash, true);
    await p.mailer.enqueue(tempPasswordMail(user, temporary, p.env.APP_URL), tx);
    await record('user.temp-password-sent', accountEvent(caller, ip, user));
    return endAccess(tx, user.id, 'temporary password sent');
  });
  void p.mailer.flush();
  await endSessions(p, revoked);
  return { message: `A temporary password has been sent to ${user.email}` };
}

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/** 14 characters with every class the password rules ask for, from a CSPRNG, shuffled. */
export function generateTemporaryPassword(): string {
  const pick = (set: string) => set[randomInt(set.length)]!;
  const all = LOWER + UPPER + DIGITS + PASSWORD_SPECIALS;
  const chars = [
    pick(LOWER),
    pick(UPPER),
    pick(DIGITS),
    pick(PASSWORD_SPECIALS),
    ...Array.from({ length: 10 }, () => pick(all)),
  ];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
