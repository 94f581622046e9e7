import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { fileTestApp, createUser, signIn } from '../support/test-app.ts';
import {
  accountSnapshot,
  claimsOf,
  eventually,
  expectError,
  expectValidation,
  failuresFor,
  login,
  mailWhere,
  mailsDueNow,
  mailsTo,
  me,
  post,
  refresh,
  resetTokensOf,
  sessionRow,
  sha256,
  userRow,
} from '../support/api.ts';
import { passwordResetTokens } from '../../src/db/schema/auth.ts';
import { users } from '../../src/db/schema/users.ts';

const t = await fileTestApp({ APP_URL: 'https://talentpath.example' });

const REQUESTED = { message: 'If an account exists for that email, a password reset link has been sent.' };
const INVALID_LINK = 'This reset link is invalid or has expired';
const NEW = 'Reset!Pass2026';

const requestReset = (email: unknown) => post(t, '/api/auth/reset-password', { email });
const check = (token: unknown) => post(t, '/api/auth/reset-password/check', { token });
const confirm = (token: unknown, newPassword: unknown) =>
  post(t, '/api/auth/reset-password/confirm', { token, newPassword });

const linkToken = (text: string) => {
  const match = /https:\/\/talentpath\.example\/reset-password\?token=(\S+)/.exec(text);
  expect(match, text).not.toBeNull();
  return decodeURIComponent(match![1]!);
};

/** Requests a reset and returns the token from the e-mail the SMTP peer received. */
async function resetTokenFor(email: string) {
  expect((await requestReset(email)).json()).toEqual(REQUESTED);
  const mail = await t.smtp.waitFor(email);
  return linkToken(mail.text);
}

describe('POST /api/auth/reset-password', () => {
  it('mails a reset link {APP_URL}/reset-password?token=… to an active account, through a real SMTP peer', async () => {
    const user = await createUser(t, { name: 'Katherine Johnson' });
    const res = await requestReset(user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(REQUESTED);
    const mail = await t.smtp.waitFor(user.email);
    expect(mail.to).toEqual([user.email]);
    expect(mail.subject).toBe('Reset your TalentPath password');
    expect(mail.from).toContain('no-reply@talentpath.test');
    expect(mail.text).toContain('Hello Katherine Johnson,');
    const token = linkToken(mail.text);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(`https://talentpath.example/reset-password?token=${token}`);

    // stored hashed only, expiring in 30 minutes
    const rows = await resetTokensOf(t, user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(token));
    const anyRaw = await t.db
      .select()
      .from(passwordResetTokens)
      .where(sql`${passwordResetTokens.tokenHash} = ${token} or ${passwordResetTokens.tokenHash} like ${`%${token}%`}`);
    expect(anyRaw).toHaveLength(0);
    const ttl = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(ttl).toBeGreaterThan(29 * 60_000);
    expect(ttl).toBeLessThanOrEqual(30 * 60_000 + 5_000);
    await eventually(async () => (await mailsTo(t, user.email))[0]?.status === 'done', 5000, 'mail job done');
  });

  it('keeps no readable copy of the reset token once the mail is delivered (its job included)', async () => {
    const user = await createUser(t);
    const token = await resetTokenFor(user.email);
    await eventually(async () => (await mailsTo(t, user.email))[0]?.status === 'done', 5000, 'mail job done');
    // password_reset_tokens holds only the hash; the delivered mail's job must not hold the live link either
    const [row] = await mailsTo(t, user.email);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(encodeURIComponent(token));
    expect(row!.text).toBeUndefined();
    expect(row!.html).toBeUndefined();
  });

  it('answers the same for unknown and disabled e-mails and sends them nothing', async () => {
    const disabled = await createUser(t, { status: 'disabled' });
    const unknown = `nobody-${Date.now()}@example.test`;
    const active = await createUser(t);
    const bodies = [];
    for (const email of [unknown, disabled.email, active.email]) {
      const res = await requestReset(email);
      expect(res.statusCode).toBe(200);
      bodies.push(res.body);
    }
    expect(new Set(bodies).size).toBe(1);
    await t.smtp.waitFor(active.email); // requested last: once it is here the others would have been too
    expect(t.smtp.received.filter((m) => m.to.includes(unknown) || m.to.includes(disabled.email))).toHaveLength(0);
    expect(await mailsTo(t, unknown)).toHaveLength(0);
    expect(await mailsTo(t, disabled.email)).toHaveLength(0);
    expect(await resetTokensOf(t, disabled.id)).toHaveLength(0);
  });

  it('answers before it looks the account up, so existing and unknown e-mails take the same time', async () => {
    const user = await createUser(t);
    const unknown = `nobody-${Date.now()}@example.test`;
    // Hold the users table: a request that waited for its lookup (or its mail) could not answer until released.
    const answers = await t.db.transaction(async (tx) => {
      await tx.execute(sql`lock table users in access exclusive mode`);
      const known = await requestReset(user.email);
      const missing = await requestReset(unknown);
      return [known, missing];
    });
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(REQUESTED);
    }
    expect(answers[0]!.body).toBe(answers[1]!.body);
    // the work happens afterwards: the mail still goes to the existing account, and only there
    await t.smtp.waitFor(user.email);
    await eventually(async () => t.app.platform.tasks.pending() === 0, 10_000, 'background work done');
    expect(await mailsTo(t, unknown)).toHaveLength(0);
  });

  it('finds the account whatever the case and spacing of the e-mail', async () => {
    const user = await createUser(t);
    expect((await requestReset(`  ${user.email.toUpperCase()} `)).statusCode).toBe(200);
    expect((await t.smtp.waitFor(user.email)).to).toEqual([user.email]);
  });

  it('sends at most 5 mails per account per hour, also to a burst of concurrent requests; the 6th still answers 200', async () => {
    const user = await createUser(t);
    const answers = await Promise.all(Array.from({ length: 6 }, () => requestReset(user.email)));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(REQUESTED);
    }
    await eventually(async () => t.app.platform.tasks.pending() === 0, 10_000, 'reset requests done');
    expect(await resetTokensOf(t, user.id)).toHaveLength(5);
    expect(await mailsTo(t, user.email)).toHaveLength(5);
    await eventually(
      async () => t.smtp.received.filter((m) => m.to.includes(user.email)).length === 5,
      10_000,
      '5 mails delivered',
    );
    // requests older than an hour no longer count
    await t.db
      .update(passwordResetTokens)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(passwordResetTokens.userId, user.id));
    await requestReset(user.email);
    await eventually(async () => (await mailsTo(t, user.email)).length === 6, 10_000, 'the mail after the hour');
  });

  it('validates the e-mail', async () => {
    expectValidation(await post(t, '/api/auth/reset-password', {}), 'email', 'Email is required');
    expectValidation(await requestReset(''), 'email', 'Email is required');
    expectValidation(await requestReset('not-an-email'), 'email', 'Please enter a valid email address');
    for (const bad of [42, null, ['a@example.test'], { email: 'a@example.test' }])
      expectValidation(await requestReset(bad), 'email');
  });

  it('stores the mail before sending: with the SMTP peer down the request succeeds and the mail goes out later', async () => {
    const user = await createUser(t);
    t.smtp.setRefusing(true);
    try {
      const res = await requestReset(user.email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(REQUESTED);
      const failed = await eventually(
        async () => (await mailsTo(t, user.email)).find((m) => m.lastError !== null),
        10_000,
        'a failed delivery attempt',
      );
      expect(failed.status).toBe('pending');
      expect(failed.attempts).toBe(1);
      expect(failed.lastError).toMatch(/451|Mailbox unavailable/);
      expect(failed.runAt.getTime()).toBeGreaterThan(Date.now());
      expect(t.smtp.received.some((m) => m.to.includes(user.email))).toBe(false);
    } finally {
      t.smtp.setRefusing(false);
    }
    await mailsDueNow(t, mailWhere('to', user.email));
    await t.app.platform.mailer.flush();
    const mail = await t.smtp.waitFor(user.email);
    const token = linkToken(mail.text);
    expect((await check(token)).statusCode).toBe(200);
    const [row] = await mailsTo(t, user.email);
    expect(row).toMatchObject({ status: 'done', lastError: null, attempts: 2 });
  });
});

describe('POST /api/auth/reset-password/check', () => {
  it('answers 200 for a live token and 400 RESET_TOKEN_INVALID for an unknown, used or expired one', async () => {
    const user = await createUser(t);
    const token = await resetTokenFor(user.email);
    const live = await check(token);
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ message: 'The reset link is valid' });
    // checking does not use it up
    expect((await check(token)).statusCode).toBe(200);

    expectError(await check('A'.repeat(43)), 400, 'RESET_TOKEN_INVALID', INVALID_LINK);
    expectError(await check(sha256(token)), 400, 'RESET_TOKEN_INVALID', INVALID_LINK); // the stored hash is not a token

    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, sha256(token)));
    expectError(await check(token), 400, 'RESET_TOKEN_INVALID', INVALID_LINK);

    const other = await createUser(t);
    const used = await resetTokenFor(other.email);
    expect((await confirm(used, NEW)).statusCode).toBe(200);
    expectError(await check(used), 400, 'RESET_TOKEN_INVALID', INVALID_LINK);
  });

  it('validates its input', async () => {
    expectValidation(await post(t, '/api/auth/reset-password/check', {}), 'token', 'Reset token is required');
    expectValidation(await check(''), 'token', 'Reset token is required');
    expectValidation(await check(42), 'token');
    expectValidation(await check('x'.repeat(5000)), 'token');
  });
});

describe('POST /api/auth/reset-password/confirm', () => {
  it('sets the password, ends every session, clears requirePasswordChange and the failure count', async () => {
    const user = await createUser(t, { requirePasswordChange: true });
    const a = await signIn(t, user);
    const b = await signIn(t, user);
    await login(t, user.email, 'Wrong!Pass1');
    expect(await failuresFor(t, user.email)).toHaveLength(1);
    const token = await resetTokenFor(user.email);

    const res = await confirm(token, NEW);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been reset. You can now sign in.' });

    for (const s of [a, b]) {
      const session = await sessionRow(t, claimsOf(s.accessToken).sid);
      expect(session.revokedAt).not.toBeNull();
      expect(session.revokedReason).toBe('password reset');
      expectError(await me(t, s.accessToken), 401, 'TOKEN_INVALID');
      expectError(await refresh(t, s.accessToken, s.refreshToken), 401, 'TOKEN_INVALID');
    }
    expect((await userRow(t, user.id)).requirePasswordChange).toBe(false);
    expect(await failuresFor(t, user.email)).toHaveLength(0);

    expectError(await login(t, user.email, user.password), 401, 'INVALID_CREDENTIALS');
    const fresh = await login(t, user.email, NEW);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().requirePasswordChange).toBe(false);
  });

  it('is single use: a second confirm is refused and the first password stays', async () => {
    const user = await createUser(t);
    const token = await resetTokenFor(user.email);
    expect((await confirm(token, NEW)).statusCode).toBe(200);
    const hash = (await userRow(t, user.id)).passwordHash;
    expectError(await confirm(token, 'Second!Try99'), 400, 'RESET_TOKEN_INVALID', INVALID_LINK);
    expect((await userRow(t, user.id)).passwordHash).toBe(hash);
    expect((await login(t, user.email, NEW)).statusCode).toBe(200);
    expectError(await login(t, user.email, 'Second!Try99'), 401, 'INVALID_CREDENTIALS');
  });

  it('lets exactly one of two concurrent confirms of the same link win', async () => {
    const user = await createUser(t);
    const token = await resetTokenFor(user.email);
    const results = await Promise.all([confirm(token, 'First!Racer1'), confirm(token, 'Second!Racer2')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = results[0]!.statusCode === 200 ? 'First!Racer1' : 'Second!Racer2';
    const loser = winner === 'First!Racer1' ? 'Second!Racer2' : 'First!Racer1';
    expect((await login(t, user.email, winner)).statusCode).toBe(200);
    expectError(await login(t, user.email, loser), 401, 'INVALID_CREDENTIALS');
  });

  it('retires the other outstanding links of the user', async () => {
    const user = await createUser(t);
    await requestReset(user.email);
    await requestReset(user.email);
    await eventually(
      async () => t.smtp.received.filter((m) => m.to.includes(user.email)).length === 2,
      10_000,
      'two reset mails',
    );
    const [first, second] = t.smtp.received.filter((m) => m.to.includes(user.email)).map((m) => linkToken(m.text));
    expect(first).not.toBe(second);
    expect((await confirm(second, NEW)).statusCode).toBe(200);
    expectError(await check(first), 400, 'RESET_TOKEN_INVALID');
    expectError(await confirm(first, 'Other!Pass77'), 400, 'RESET_TOKEN_INVALID');
  });

  it('enforces the password rules with the spec messages, leaving the account and the link as they were', async () => {
    const user = await createUser(t, { requirePasswordChange: true });
    const s = await signIn(t, user);
    const token = await resetTokenFor(user.email);
    const before = await accountSnapshot(t, user.id);
    const cases: [unknown, string][] = [
      ['', 'New password is required'],
      [undefined, 'New password is required'],
      ['Ab1!', 'Password must be at least 8 characters long'],
      ['lower1!case', 'Password must contain at least one uppercase letter'],
      ['UPPER1!CASE', 'Password must contain at least one lowercase letter'],
      ['NoDigits!here', 'Password must contain at least one number'],
      ['NoSpecial123', 'Password must contain at least one special character (!@#$%^&*)'],
    ];
    for (const [newPassword, message] of cases) {
      expectValidation(await confirm(token, newPassword), 'newPassword', message);
    }
    expect(await accountSnapshot(t, user.id)).toEqual(before);
    expect((await me(t, s.accessToken)).statusCode).toBe(200);
    expect((await check(token)).statusCode).toBe(200);
  });

  it('refuses an expired link and a link of an account disabled since', async () => {
    const user = await createUser(t);
    const token = await resetTokenFor(user.email);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, sha256(token)));
    const before = await accountSnapshot(t, user.id);
    expectError(await confirm(token, NEW), 400, 'RESET_TOKEN_INVALID', INVALID_LINK);
    expect(await accountSnapshot(t, user.id)).toEqual(before);

    const later = await createUser(t);
    const token2 = await resetTokenFor(later.email);
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, later.id));
    const before2 = await accountSnapshot(t, later.id);
    expectError(await confirm(token2, NEW), 400, 'RESET_TOKEN_INVALID', INVALID_LINK);
    expect(await accountSnapshot(t, later.id)).toEqual(before2);
  });

  it('validates its input', async () => {
    expectValidation(
      await post(t, '/api/auth/reset-password/confirm', { newPassword: NEW }),
      'token',
      'Reset token is required',
    );
    expectValidation(await confirm('', NEW), 'token', 'Reset token is required');
    expectValidation(await confirm(['x'], NEW), 'token');
    expectError(await confirm('unknown-token', NEW), 400, 'RESET_TOKEN_INVALID', INVALID_LINK);
  });
});
