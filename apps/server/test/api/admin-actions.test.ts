import { describe, expect, it } from 'vitest';
import { firstPasswordProblem } from '@talentpath/contracts/password';
import type { Role } from '@talentpath/contracts/roles';
import { fileTestApp, createUser, signIn } from '../support/test-app.ts';
import {
  accountSnapshot,
  bearer,
  claimsOf,
  eventually,
  expectError,
  expectValidation,
  login,
  mailsTo,
  me,
  post,
  refresh,
  rolesOf,
  sessionRow,
  userRow,
} from '../support/api.ts';

const t = await fileTestApp();

const SUPERADMIN_ONLY = 'Only a SuperAdmin can manage a SuperAdmin account';
const ADMIN_SUPERADMIN_ONLY =
  'Only a SuperAdmin can create, edit, deactivate, delete or reset the password of an Admin account';

/** A signed-in caller in that role (a fresh account each time). */
async function as(role: Role) {
  const user = await createUser(t, { roles: [role] });
  const s = await signIn(t, user);
  return { user, ...s, h: bearer(s.accessToken, role) };
}

/** One account holding the three non-admin roles, signed in once per role. */
async function nonAdminCallers() {
  const user = await createUser(t, { roles: ['Learner', 'CourseCoordinator', 'ProjectManager'] });
  const out: { role: Role; h: Record<string, string> }[] = [];
  for (const role of ['Learner', 'CourseCoordinator', 'ProjectManager'] as const) {
    const s = await signIn(t, user, role);
    out.push({ role, h: bearer(s.accessToken, role) });
  }
  return out;
}

const toggle = (id: string, h: Record<string, string> = {}) =>
  post(t, `/api/admin/users/${id}/toggle-status`, undefined, h);
const sendTemp = (body: unknown, h: Record<string, string> = {}) => post(t, '/api/auth/send-temp-password', body, h);
const promote = (body: unknown, h: Record<string, string> = {}) => post(t, '/api/auth/promote-to-superadmin', body, h);

function temporaryPasswordIn(text: string) {
  const match = /temporary password for your TalentPath account:\n(.+)\n/.exec(text);
  expect(match, text).not.toBeNull();
  return match![1]!;
}

describe('POST /api/admin/users/{id}/toggle-status', () => {
  it('disables: the user is locked out at once (access token, refresh, login) and enabling again lets them sign in', async () => {
    const admin = await as('Admin');
    const user = await createUser(t);
    const s1 = await signIn(t, user);
    const s2 = await signIn(t, user);

    const off = await toggle(user.id, admin.h);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ id: user.id, status: 'disabled' });
    expect((await userRow(t, user.id)).status).toBe('disabled');

    for (const s of [s1, s2]) {
      const session = await sessionRow(t, claimsOf(s.accessToken).sid);
      expect(session.revokedAt).not.toBeNull();
      expect(session.revokedReason).toBe('account disabled');
      expectError(await me(t, s.accessToken), 401, 'TOKEN_INVALID');
      expectError(await post(t, '/api/auth/heartbeat', { accessToken: s.accessToken }), 401, 'TOKEN_INVALID');
    }
    expectError(await refresh(t, s1.accessToken, s1.refreshToken), 401, 'TOKEN_INVALID');
    expectError(await login(t, user.email, user.password), 401, 'INVALID_CREDENTIALS', 'Invalid email or password');

    const on = await toggle(user.id, admin.h);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ id: user.id, status: 'active' });
    expect((await login(t, user.email, user.password)).statusCode).toBe(200);
    // the sessions that were ended stay ended
    expectError(await me(t, s2.accessToken), 401, 'TOKEN_INVALID');
    expect((await refresh(t, s2.accessToken, s2.refreshToken)).statusCode).toBe(401);
  });

  it('kills the reset links of a disabled account: not valid while disabled, nor after it is enabled again', async () => {
    const admin = await as('Admin');
    const user = await createUser(t);
    expect((await post(t, '/api/auth/reset-password', { email: user.email })).statusCode).toBe(200);
    const mail = await t.smtp.waitFor(user.email);
    const token = decodeURIComponent(/reset-password\?token=(\S+)/.exec(mail.text)![1]!);
    expect((await post(t, '/api/auth/reset-password/check', { token })).statusCode).toBe(200);

    expect((await toggle(user.id, admin.h)).json().status).toBe('disabled');
    expectError(await post(t, '/api/auth/reset-password/check', { token }), 400, 'RESET_TOKEN_INVALID');
    expect((await toggle(user.id, admin.h)).json().status).toBe('active');
    expectError(await post(t, '/api/auth/reset-password/check', { token }), 400, 'RESET_TOKEN_INVALID');
    const before = await accountSnapshot(t, user.id);
    expectError(
      await post(t, '/api/auth/reset-password/confirm', { token, newPassword: 'Taken!Over2026' }),
      400,
      'RESET_TOKEN_INVALID',
    );
    expect(await accountSnapshot(t, user.id)).toEqual(before);
    expect((await login(t, user.email, user.password)).statusCode).toBe(200);
  });

  it('is allowed to a SuperAdmin, also on another SuperAdmin', async () => {
    const sa = await as('SuperAdmin');
    const target = await createUser(t, { roles: ['SuperAdmin'] });
    const res = await toggle(target.id, sa.h);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('disabled');
  });

  it('is refused to Learner, CourseCoordinator and ProjectManager (403) and without a token (401)', async () => {
    const user = await createUser(t);
    for (const c of await nonAdminCallers()) expectError(await toggle(user.id, c.h), 403, 'FORBIDDEN');
    expectError(await toggle(user.id), 401, 'UNAUTHORIZED');
    expect((await userRow(t, user.id)).status).toBe('active');
  });

  it('is refused to an Admin on a SuperAdmin, and on their own account', async () => {
    const admin = await as('Admin');
    const sa = await createUser(t, { roles: ['SuperAdmin', 'Admin'] });
    const saSession = await signIn(t, sa);
    const before = await accountSnapshot(t, sa.id);
    expectError(await toggle(sa.id, admin.h), 403, 'FORBIDDEN', SUPERADMIN_ONLY);
    expect(await accountSnapshot(t, sa.id)).toEqual(before);
    expect((await me(t, saSession.accessToken)).statusCode).toBe(200);

    expectError(
      await toggle(admin.user.id, admin.h),
      403,
      'FORBIDDEN',
      'You cannot change the status of your own account',
    );
    expect((await userRow(t, admin.user.id)).status).toBe('active');
    expect((await me(t, admin.accessToken)).statusCode).toBe(200);
  });

  it('refuses the own account however the uuid is spelled (upper case is the same uuid to the database)', async () => {
    const admin = await as('Admin');
    const res = await toggle(admin.user.id.toUpperCase(), admin.h);
    expect((await userRow(t, admin.user.id)).status, 'the admin disabled their own account').toBe('active');
    expectError(res, 403, 'FORBIDDEN', 'You cannot change the status of your own account');
    expect((await me(t, admin.accessToken)).statusCode).toBe(200);
  });

  it('accepts an upper-case uuid for another account', async () => {
    const admin = await as('Admin');
    const user = await createUser(t);
    const res = await toggle(user.id.toUpperCase(), admin.h);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: user.id, status: 'disabled' });
  });

  it('answers 404 for an unknown id and 400 for an id that is not a uuid', async () => {
    const admin = await as('Admin');
    expectError(await toggle('00000000-0000-4000-8000-000000000000', admin.h), 404, 'NOT_FOUND', 'User not found');
    expectValidation(await toggle('not-a-uuid', admin.h), 'id');
    expectValidation(await toggle('1', admin.h), 'id');
  });

  it('two concurrent toggles end in a consistent state (two flips = the original state)', async () => {
    const admin = await as('Admin');
    const user = await createUser(t);
    const results = await Promise.all([toggle(user.id, admin.h), toggle(user.id, admin.h)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results.map((r) => r.json().status).sort()).toEqual(['active', 'disabled']);
    expect((await userRow(t, user.id)).status).toBe('active');
    expect((await login(t, user.email, user.password)).statusCode).toBe(200);
  });

  it('checks the current role of the session, not the roles held', async () => {
    const both = await createUser(t, { roles: ['Admin', 'Learner'] });
    const user = await createUser(t);
    const asLearner = await signIn(t, both, 'Learner');
    expectError(await toggle(user.id, bearer(asLearner.accessToken, 'Learner')), 403, 'FORBIDDEN');
    const asAdmin = await signIn(t, both, 'Admin');
    expect((await toggle(user.id, bearer(asAdmin.accessToken, 'Admin'))).statusCode).toBe(200);
  });
});

describe('POST /api/auth/send-temp-password', () => {
  it('mails a temporary password that passes the rules, ends the sessions and forces a change at next sign-in', async () => {
    const admin = await as('Admin');
    const user = await createUser(t, { name: 'Alan Turing' });
    const s = await signIn(t, user);

    const res = await sendTemp({ userId: user.id }, admin.h);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: `A temporary password has been sent to ${user.email}` });

    const mail = await t.smtp.waitFor(user.email);
    expect(mail.subject).toBe('Your temporary TalentPath password / Ditt midlertidige passord i TalentPath');
    expect(mail.text).toContain('Hello Alan Turing,');
    expect(mail.text).toContain('http://localhost:3000');
    const temporary = temporaryPasswordIn(mail.text);
    expect(temporary).toHaveLength(14);
    expect(firstPasswordProblem(temporary)).toBeNull();

    const row = await userRow(t, user.id);
    expect(row.requirePasswordChange).toBe(true);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(temporary);

    expect((await sessionRow(t, claimsOf(s.accessToken).sid)).revokedReason).toBe('temporary password sent');
    expectError(await me(t, s.accessToken), 401, 'TOKEN_INVALID');
    expectError(await refresh(t, s.accessToken, s.refreshToken), 401, 'TOKEN_INVALID');
    expectError(await login(t, user.email, user.password), 401, 'INVALID_CREDENTIALS');

    const signedIn = await login(t, user.email, temporary);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().requirePasswordChange).toBe(true);

    // changing it clears the flag
    const change = await post(
      t,
      '/api/auth/change-password',
      { userId: user.id, currentPassword: temporary, newPassword: 'Mine!Now2026' },
      bearer(signedIn.json().token.accessToken),
    );
    expect(change.statusCode, change.body).toBe(200);
    expect((await login(t, user.email, 'Mine!Now2026')).json().requirePasswordChange).toBe(false);
  });

  it('generates a different temporary password each time', async () => {
    const sa = await as('SuperAdmin');
    const user = await createUser(t);
    await sendTemp({ userId: user.id }, sa.h);
    await sendTemp({ userId: user.id }, sa.h);
    await eventually(
      async () => t.smtp.received.filter((m) => m.to.includes(user.email)).length === 2,
      10_000,
      'two mails',
    );
    const [a, b] = t.smtp.received.filter((m) => m.to.includes(user.email)).map((m) => temporaryPasswordIn(m.text));
    expect(a).not.toBe(b);
    // exactly one of them (the newest) signs in
    const codes = [(await login(t, user.email, a!)).statusCode, (await login(t, user.email, b!)).statusCode];
    expect(codes.sort()).toEqual([200, 401]);
  });

  it('keeps no copy of the temporary password in clear once the mail is delivered', async () => {
    const admin = await as('Admin');
    const user = await createUser(t);
    expect((await sendTemp({ userId: user.id }, admin.h)).statusCode).toBe(200);
    const temporary = temporaryPasswordIn((await t.smtp.waitFor(user.email)).text);
    await eventually(async () => (await mailsTo(t, user.email))[0]?.status === 'done', 5000, 'mail job done');
    // the password is hashed in users; the mail job must not keep the secret readable for anyone with database access
    const [row] = await mailsTo(t, user.email);
    expect(JSON.stringify(row)).not.toContain(temporary);
    expect(row).toMatchObject({ to: user.email, subject: expect.any(String) });
    expect(row!.text).toBeUndefined();
    expect(row!.html).toBeUndefined();
  });

  it('retires outstanding reset links of the user', async () => {
    const admin = await as('Admin');
    const user = await createUser(t);
    await post(t, '/api/auth/reset-password', { email: user.email });
    const link = await t.smtp.waitFor(user.email);
    const token = decodeURIComponent(/reset-password\?token=(\S+)/.exec(link.text)![1]!);
    expect((await post(t, '/api/auth/reset-password/check', { token })).statusCode).toBe(200);
    expect((await sendTemp({ userId: user.id }, admin.h)).statusCode).toBe(200);
    expectError(await post(t, '/api/auth/reset-password/check', { token }), 400, 'RESET_TOKEN_INVALID');
  });

  it('is allowed to a SuperAdmin on a SuperAdmin', async () => {
    const sa = await as('SuperAdmin');
    const target = await createUser(t, { roles: ['SuperAdmin'] });
    expect((await sendTemp({ userId: target.id }, sa.h)).statusCode).toBe(200);
    expect((await userRow(t, target.id)).requirePasswordChange).toBe(true);
  });

  it('is refused to an Admin on another Admin (a SuperAdmin may): the Admin keeps their password and session', async () => {
    const admin = await as('Admin');
    const sa = await as('SuperAdmin');
    const target = await createUser(t, { roles: ['Admin', 'Learner'] });
    const targetSession = await signIn(t, target);
    const before = await accountSnapshot(t, target.id);

    expectError(await sendTemp({ userId: target.id }, admin.h), 403, 'FORBIDDEN', ADMIN_SUPERADMIN_ONLY);
    expect(await accountSnapshot(t, target.id)).toEqual(before);
    expect(await mailsTo(t, target.email)).toHaveLength(0);
    expect((await me(t, targetSession.accessToken)).statusCode).toBe(200);

    expect((await sendTemp({ userId: target.id }, sa.h)).statusCode).toBe(200);
    expect((await userRow(t, target.id)).requirePasswordChange).toBe(true);
  });

  it('is refused to an Admin on a SuperAdmin, to other roles and without a token — nothing changes, nothing is mailed', async () => {
    const admin = await as('Admin');
    const target = await createUser(t, { roles: ['SuperAdmin'] });
    const plain = await createUser(t);
    const targetSession = await signIn(t, target);
    const before = [await accountSnapshot(t, target.id), await accountSnapshot(t, plain.id)];

    expectError(await sendTemp({ userId: target.id }, admin.h), 403, 'FORBIDDEN', SUPERADMIN_ONLY);
    for (const c of await nonAdminCallers()) expectError(await sendTemp({ userId: plain.id }, c.h), 403, 'FORBIDDEN');
    expectError(await sendTemp({ userId: plain.id }), 401, 'UNAUTHORIZED');

    expect([await accountSnapshot(t, target.id), await accountSnapshot(t, plain.id)]).toEqual(before);
    expect(await mailsTo(t, target.email)).toHaveLength(0);
    expect(await mailsTo(t, plain.email)).toHaveLength(0);
    expect((await me(t, targetSession.accessToken)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown user and 400 for a bad userId', async () => {
    const admin = await as('Admin');
    expectError(
      await sendTemp({ userId: '00000000-0000-4000-8000-000000000000' }, admin.h),
      404,
      'NOT_FOUND',
      'User not found',
    );
    expectValidation(await sendTemp({ userId: 'x' }, admin.h), 'userId', 'User ID not found');
    expectValidation(await sendTemp({}, admin.h), 'userId', 'User ID not found');
  });
});

describe('POST /api/auth/promote-to-superadmin', () => {
  it('lets a SuperAdmin promote; the user then holds SuperAdmin; again answers 409', async () => {
    const sa = await as('SuperAdmin');
    const user = await createUser(t, { roles: ['Admin'], name: 'Barbara Liskov' });
    const res = await promote({ userId: user.id }, sa.h);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Barbara Liskov is now a SuperAdmin' });
    expect(await rolesOf(t, user.id)).toEqual(['Admin', 'SuperAdmin']);

    const signedIn = (await login(t, user.email, user.password)).json();
    expect(signedIn.roles).toEqual(['SuperAdmin', 'Admin']);
    expect(signedIn.token.currentRole).toBe('SuperAdmin');

    expectError(await promote({ userId: user.id }, sa.h), 409, 'ALREADY_SUPERADMIN', 'User is already a SuperAdmin');
    expect(await rolesOf(t, user.id)).toEqual(['Admin', 'SuperAdmin']);
  });

  it('is refused to an Admin and other roles (403) and without a token (401)', async () => {
    const admin = await as('Admin');
    const user = await createUser(t);
    expectError(await promote({ userId: user.id }, admin.h), 403, 'FORBIDDEN');
    for (const c of await nonAdminCallers()) expectError(await promote({ userId: user.id }, c.h), 403, 'FORBIDDEN');
    expectError(await promote({ userId: user.id }), 401, 'UNAUTHORIZED');
    // an Admin cannot promote themselves either
    expectError(await promote({ userId: admin.user.id }, admin.h), 403, 'FORBIDDEN');
    expect(await rolesOf(t, user.id)).toEqual(['Learner']);
    expect(await rolesOf(t, admin.user.id)).toEqual(['Admin']);
  });

  it('answers 404 for an unknown user and 400 for a bad userId', async () => {
    const sa = await as('SuperAdmin');
    expectError(
      await promote({ userId: '00000000-0000-4000-8000-000000000000' }, sa.h),
      404,
      'NOT_FOUND',
      'User not found',
    );
    expectValidation(await promote({ userId: 'abc' }, sa.h), 'userId', 'User ID not found');
    expectValidation(await promote({}, sa.h), 'userId', 'User ID not found');
  });
});
