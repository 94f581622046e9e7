import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { firstPasswordProblem } from '@talentpath/contracts/password';
import { fileTestApp, createUser, signIn } from '../support/test-app.ts';
import {
  accountSnapshot,
  bearer,
  claimsOf,
  expectError,
  expectValidation,
  login,
  me,
  post,
  refresh,
  sessionRow,
  userRow,
} from '../support/api.ts';

const t = await fileTestApp();

const NEW = 'Brand!New2026';
const changePassword = (accessToken: string | null, body: unknown, role?: string) =>
  post(t, '/api/auth/change-password', body, accessToken ? bearer(accessToken, role) : {});

describe('POST /api/auth/change-password — refusals change nothing', () => {
  it('needs a bearer token', async () => {
    const user = await createUser(t);
    const before = await accountSnapshot(t, user.id);
    expectError(
      await changePassword(null, { userId: user.id, currentPassword: user.password, newPassword: NEW }),
      401,
      'UNAUTHORIZED',
    );
    expectError(
      await changePassword('garbage', { userId: user.id, currentPassword: user.password, newPassword: NEW }),
      401,
      'TOKEN_INVALID',
    );
    expect(await accountSnapshot(t, user.id)).toEqual(before);
  });

  it("answers 403 FORBIDDEN for someone else's userId — even with that user's right password", async () => {
    const caller = await createUser(t);
    const victim = await createUser(t);
    const s = await signIn(t, caller);
    const before = [await accountSnapshot(t, caller.id), await accountSnapshot(t, victim.id)];
    expectError(
      await changePassword(s.accessToken, { userId: victim.id, currentPassword: victim.password, newPassword: NEW }),
      403,
      'FORBIDDEN',
    );
    expect([await accountSnapshot(t, caller.id), await accountSnapshot(t, victim.id)]).toEqual(before);
    expect((await login(t, victim.email, victim.password)).statusCode).toBe(200);
  });

  it('answers 400 CURRENT_PASSWORD_INCORRECT for a wrong current password', async () => {
    const user = await createUser(t, { requirePasswordChange: true });
    const s = await signIn(t, user);
    const other = await signIn(t, user);
    const before = await accountSnapshot(t, user.id);
    const body = expectError(
      await changePassword(s.accessToken, { userId: user.id, currentPassword: 'Not!TheRight1', newPassword: NEW }),
      400,
      'CURRENT_PASSWORD_INCORRECT',
      'Current password is incorrect',
    );
    expect(body.details).toEqual([{ path: 'currentPassword', message: 'Current password is incorrect' }]);
    expect(await accountSnapshot(t, user.id)).toEqual(before);
    expect((await me(t, other.accessToken)).statusCode).toBe(200);
    expectError(await login(t, user.email, NEW), 401, 'INVALID_CREDENTIALS');
  });

  it('answers 400 PASSWORD_REUSED when the new password equals the current one', async () => {
    const user = await createUser(t);
    const s = await signIn(t, user);
    const before = await accountSnapshot(t, user.id);
    const body = expectError(
      await changePassword(s.accessToken, {
        userId: user.id,
        currentPassword: user.password,
        newPassword: user.password,
      }),
      400,
      'PASSWORD_REUSED',
      'New password must be different from the current password',
    );
    expect(body.details).toEqual([
      { path: 'newPassword', message: 'New password must be different from the current password' },
    ]);
    expect(await accountSnapshot(t, user.id)).toEqual(before);
  });

  it('names each broken password rule with the exact spec §5 message', async () => {
    const user = await createUser(t);
    const s = await signIn(t, user);
    const before = await accountSnapshot(t, user.id);
    const cases: [unknown, string][] = [
      [undefined, 'New password is required'],
      ['', 'New password is required'],
      [null, 'New password is required'],
      [12345678, 'New password is required'],
      ['Ab1!xyz', 'Password must be at least 8 characters long'],
      ['abcdefg1!', 'Password must contain at least one uppercase letter'],
      ['ABCDEFG1!', 'Password must contain at least one lowercase letter'],
      ['Abcdefgh!', 'Password must contain at least one number'],
      ['Abcdefg12', 'Password must contain at least one special character (!@#$%^&*)'],
      ['Abcdefg12?', 'Password must contain at least one special character (!@#$%^&*)'],
      [`Aa1!${'x'.repeat(125)}`, 'Password must be at most 128 characters long'],
      // the first broken rule is the one reported, in display order
      ['abc', 'Password must be at least 8 characters long'],
      ['abcdefgh', 'Password must contain at least one uppercase letter'],
    ];
    for (const [newPassword, message] of cases) {
      const res = await changePassword(s.accessToken, { userId: user.id, currentPassword: user.password, newPassword });
      const body = expectValidation(res, 'newPassword', message);
      expect(body.message).toBe(message);
    }
    expect(await accountSnapshot(t, user.id)).toEqual(before);
  });

  it("answers 'Current password is required' for a missing or empty current password", async () => {
    const user = await createUser(t);
    const s = await signIn(t, user);
    const before = await accountSnapshot(t, user.id);
    expectValidation(
      await changePassword(s.accessToken, { userId: user.id, newPassword: NEW }),
      'currentPassword',
      'Current password is required',
    );
    expectValidation(
      await changePassword(s.accessToken, { userId: user.id, currentPassword: '', newPassword: NEW }),
      'currentPassword',
      'Current password is required',
    );
    expectValidation(
      await changePassword(s.accessToken, { userId: user.id, currentPassword: 42, newPassword: NEW }),
      'currentPassword',
      'Current password is required',
    );
    expectValidation(
      await changePassword(s.accessToken, { currentPassword: user.password, newPassword: NEW }),
      'userId',
      'User ID not found',
    );
    expectValidation(
      await changePassword(s.accessToken, { userId: 'me', currentPassword: user.password, newPassword: NEW }),
      'userId',
      'User ID not found',
    );
    expect(await accountSnapshot(t, user.id)).toEqual(before);
  });
});

describe('POST /api/auth/change-password — success', () => {
  it('sets the password, clears requirePasswordChange, ends the other sessions and keeps the caller signed in', async () => {
    const user = await createUser(t, { requirePasswordChange: true });
    const caller = await signIn(t, user);
    const other = await signIn(t, user);
    const hashBefore = (await userRow(t, user.id)).passwordHash;

    const res = await changePassword(caller.accessToken, {
      userId: user.id,
      currentPassword: user.password,
      newPassword: NEW,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Password changed successfully',
      accessToken: expect.any(String),
      expiresAt: expect.any(String),
    });
    // The answer's token belongs to the caller's session and no longer carries the temporary-password mark.
    expect(claimsOf(res.json().accessToken)).toMatchObject({ sid: claimsOf(caller.accessToken).sid });
    expect(claimsOf(res.json().accessToken).pcr).toBeUndefined();

    const row = await userRow(t, user.id);
    expect(row.passwordHash).not.toBe(hashBefore);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(NEW);
    expect(row.requirePasswordChange).toBe(false);

    // the other session ends at once; its refresh token too
    const otherSession = await sessionRow(t, claimsOf(other.accessToken).sid);
    expect(otherSession.revokedAt).not.toBeNull();
    expect(otherSession.revokedReason).toBe('password changed');
    expectError(await me(t, other.accessToken), 401, 'TOKEN_INVALID');
    expectError(await refresh(t, other.accessToken, other.refreshToken), 401, 'TOKEN_INVALID');

    // the caller's session goes on
    expect((await sessionRow(t, claimsOf(caller.accessToken).sid)).revokedAt).toBeNull();
    const who = await me(t, caller.accessToken);
    expect(who.statusCode).toBe(200);
    expect(who.json().requirePasswordChange).toBe(false);
    expect((await refresh(t, caller.accessToken, caller.refreshToken)).statusCode).toBe(200);

    // old password out, new password in
    expectError(await login(t, user.email, user.password), 401, 'INVALID_CREDENTIALS');
    const again = await login(t, user.email, NEW);
    expect(again.statusCode).toBe(200);
    expect(again.json().requirePasswordChange).toBe(false);
  });

  it('retires outstanding reset links', async () => {
    const user = await createUser(t);
    const s = await signIn(t, user);
    expect((await post(t, '/api/auth/reset-password', { email: user.email })).statusCode).toBe(200);
    const mail = await t.smtp.waitFor(user.email);
    const token = decodeURIComponent(/reset-password\?token=(\S+)/.exec(mail.text)![1]!);
    expect((await post(t, '/api/auth/reset-password/check', { token })).statusCode).toBe(200);

    expect(
      (await changePassword(s.accessToken, { userId: user.id, currentPassword: user.password, newPassword: NEW }))
        .statusCode,
    ).toBe(200);
    expectError(await post(t, '/api/auth/reset-password/check', { token }), 400, 'RESET_TOKEN_INVALID');
    expectError(
      await post(t, '/api/auth/reset-password/confirm', { token, newPassword: 'Other!Pass9' }),
      400,
      'RESET_TOKEN_INVALID',
    );
    expect((await login(t, user.email, NEW)).statusCode).toBe(200);
  });

  it('accepts every special character of the rule and non-ASCII text', async () => {
    const user = await createUser(t);
    const s = await signIn(t, user);
    let current = user.password;
    for (const next of [
      'Aa1!aaaa',
      'Aa1@aaaa',
      'Aa1#aaaa',
      'Aa1$aaaa',
      'Aa1%aaaa',
      'Aa1^aaaa',
      'Aa1&aaaa',
      'Aa1*aaaa',
      'Ææ1!øøøå Aa',
      `Aa1!${'z'.repeat(124)}`,
    ]) {
      const res = await changePassword(s.accessToken, { userId: user.id, currentPassword: current, newPassword: next });
      expect(res.statusCode, `${next}: ${res.body}`).toBe(200);
      current = next;
    }
    expect((await login(t, user.email, current)).statusCode).toBe(200);
  });
});

describe('change-password agrees with the shared password rules (property)', () => {
  const pieces = fc.oneof(
    fc.constantFrom('A', 'Z', 'Q'),
    fc.constantFrom('a', 'z', 'q'),
    fc.constantFrom('0', '5', '9'),
    fc.constantFrom(...'!@#$%^&*'),
    fc.constantFrom(' ', '?', '-', '_', '.', '~', 'é', 'Ø', '€', '😀', '\u0000', '\n'),
    fc.string({ unit: 'binary', maxLength: 3 }),
  );
  const candidate = fc.oneof(
    { weight: 1, arbitrary: fc.string({ maxLength: 24 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
    { weight: 4, arbitrary: fc.array(pieces, { maxLength: 16 }).map((a) => a.join('')) },
    { weight: 1, arbitrary: fc.array(pieces, { minLength: 40, maxLength: 140 }).map((a) => a.join('')) },
  );

  it('accepts exactly the passwords firstPasswordProblem accepts, with its message otherwise', async () => {
    const user = await createUser(t);
    const s = await signIn(t, user);
    let current = user.password;
    let accepted = 0;
    let rejected = 0;
    await fc.assert(
      fc.asyncProperty(candidate, async (newPassword) => {
        fc.pre(newPassword !== current);
        const problem = firstPasswordProblem(newPassword);
        const res = await changePassword(s.accessToken, { userId: user.id, currentPassword: current, newPassword });
        if (problem) {
          rejected += 1;
          expect(res.statusCode, res.body).toBe(400);
          expect(res.json()).toMatchObject({ code: 'VALIDATION', message: problem.message });
          expect(res.json().details).toEqual([{ path: 'newPassword', message: problem.message }]);
        } else {
          accepted += 1;
          expect(res.statusCode, res.body).toBe(200);
          current = newPassword; // the next run proves it was stored: it must pass as the current password
        }
      }),
      { numRuns: 30, seed: Number(process.env.FC_SEED ?? Date.now() % 2 ** 31) },
    );
    expect(accepted + rejected).toBeGreaterThan(0);
    expect((await login(t, user.email, current)).statusCode).toBe(200);
  });
});
