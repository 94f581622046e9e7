import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, signIn, type TestApp } from '../support/test-app.ts';
import { accountSnapshot, claimsOf, expectError, expectValidation, me, post, refresh, refreshTokensOf, sessionRow, sha256, signAccessToken } from '../support/api.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const selectRole = (body: unknown) => post(t, '/api/auth/select-role', body);

describe('POST /api/auth/select-role', () => {
  it('switches the session to a held role and returns a full new pair', async () => {
    const user = await createUser(t, { roles: ['Learner', 'Admin'] });
    const s = await signIn(t, user);
    expect(s.currentRole).toBe('Admin'); // first in catalogue order
    const sid = claimsOf(s.accessToken).sid;

    const res = await selectRole({ userId: user.id, role: 'Learner', accessToken: s.accessToken });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'currentRole', 'expiresAt', 'refreshToken', 'requirePasswordChange']);
    expect(body).toMatchObject({ currentRole: 'Learner', requirePasswordChange: false });
    expect(body.refreshToken).not.toBe(s.refreshToken);
    expect(new Date(Date.parse(body.expiresAt)).toISOString()).toBe(body.expiresAt);
    expect(claimsOf(body.accessToken)).toMatchObject({ sub: user.id, sid, role: 'Learner' });

    const who = await me(t, body.accessToken);
    expect(who.statusCode).toBe(200);
    expect(who.json().currentRole).toBe('Learner');
    expect((await sessionRow(t, sid)).currentRole).toBe('Learner');

    // the new refresh token keeps the chosen role
    const next = await refresh(t, body.accessToken, body.refreshToken);
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().currentRole).toBe('Learner');
    expect(claimsOf(next.json().accessToken).role).toBe('Learner');
  });

  it('retires the previous refresh token', async () => {
    const user = await createUser(t, { roles: ['Learner', 'ProjectManager'] });
    const s = await signIn(t, user);
    const body = (await selectRole({ userId: user.id, role: 'Learner', accessToken: s.accessToken })).json();
    const old = (await refreshTokensOf(t, claimsOf(s.accessToken).sid)).find((r) => r.tokenHash === sha256(s.refreshToken));
    expect(old!.usedAt).not.toBeNull();
    const res = await refresh(t, body.accessToken, s.refreshToken);
    expect(res.statusCode).toBe(401);
    expect(['TOKEN_REUSED', 'TOKEN_INVALID']).toContain(res.json().code);
  });

  it('accepts display names and any spacing/case of a role', async () => {
    const user = await createUser(t, { roles: ['Learner', 'CourseCoordinator', 'ProjectManager', 'Admin', 'SuperAdmin'] });
    let s = await signIn(t, user);
    const cases = [
      ['Course Coordinator', 'CourseCoordinator'],
      ['project manager', 'ProjectManager'],
      ['SUPER ADMIN', 'SuperAdmin'],
      [' learner ', 'Learner'],
      ['Admin', 'Admin'],
    ] as const;
    for (const [given, expected] of cases) {
      const res = await selectRole({ userId: user.id, role: given, accessToken: s.accessToken });
      expect(res.statusCode, `${given}: ${res.body}`).toBe(200);
      expect(res.json().currentRole).toBe(expected);
      expect((await me(t, res.json().accessToken)).json().currentRole).toBe(expected);
      s = { ...s, ...res.json() };
    }
  });

  it('allows selecting the role already active', async () => {
    const user = await createUser(t, { roles: ['Learner'] });
    const s = await signIn(t, user);
    const res = await selectRole({ userId: user.id, role: 'Learner', accessToken: s.accessToken });
    expect(res.statusCode).toBe(200);
    expect(res.json().currentRole).toBe('Learner');
  });

  it('reports requirePasswordChange of the account', async () => {
    const user = await createUser(t, { roles: ['Learner', 'Admin'], requirePasswordChange: true });
    const s = await signIn(t, user);
    const res = await selectRole({ userId: user.id, role: 'Learner', accessToken: s.accessToken });
    expect(res.json().requirePasswordChange).toBe(true);
  });

  it('answers 403 ROLE_NOT_HELD for a role the user does not hold, and changes nothing', async () => {
    const user = await createUser(t, { roles: ['Learner'] });
    const s = await signIn(t, user);
    const before = await accountSnapshot(t, user.id);
    for (const role of ['Admin', 'SuperAdmin', 'Course Coordinator']) {
      expectError(await selectRole({ userId: user.id, role, accessToken: s.accessToken }), 403, 'ROLE_NOT_HELD', 'You do not hold this role');
    }
    expect(await accountSnapshot(t, user.id)).toEqual(before);
    expect((await refresh(t, s.accessToken, s.refreshToken)).statusCode).toBe(200);
  });

  it("answers 403 FORBIDDEN when userId is not the token's user, and changes nothing for either", async () => {
    const user = await createUser(t, { roles: ['Learner', 'Admin'] });
    const victim = await createUser(t, { roles: ['Learner', 'Admin'] });
    const s = await signIn(t, user);
    const v = await signIn(t, victim);
    const before = [await accountSnapshot(t, user.id), await accountSnapshot(t, victim.id)];
    expectError(await selectRole({ userId: victim.id, role: 'Learner', accessToken: s.accessToken }), 403, 'FORBIDDEN');
    expect([await accountSnapshot(t, user.id), await accountSnapshot(t, victim.id)]).toEqual(before);
    expect((await me(t, v.accessToken)).json().currentRole).toBe('Admin');
  });

  it('answers 400 for an unknown role, a missing role, a bad userId or a missing token', async () => {
    const user = await createUser(t, { roles: ['Learner'] });
    const s = await signIn(t, user);
    expectValidation(await selectRole({ userId: user.id, role: 'Wizard', accessToken: s.accessToken }), 'role', 'Unknown role: Wizard');
    expectValidation(await selectRole({ userId: user.id, role: '', accessToken: s.accessToken }), 'role');
    expectValidation(await selectRole({ userId: user.id, accessToken: s.accessToken }), 'role', 'Role is required');
    expectValidation(await selectRole({ userId: user.id, role: 42, accessToken: s.accessToken }), 'role');
    expectValidation(await selectRole({ userId: user.id, role: 'x'.repeat(65), accessToken: s.accessToken }), 'role');
    expectValidation(await selectRole({ userId: 'not-a-uuid', role: 'Learner', accessToken: s.accessToken }), 'userId', 'User ID not found');
    expectValidation(await selectRole({ role: 'Learner', accessToken: s.accessToken }), 'userId', 'User ID not found');
    expectValidation(await selectRole({ userId: user.id, role: 'Learner' }), 'accessToken', 'Access token is required');
  });

  it('answers 401 for a forged, expired or revoked access token', async () => {
    const user = await createUser(t, { roles: ['Learner', 'Admin'] });
    const s = await signIn(t, user);
    const c = claimsOf(s.accessToken);
    const wrongSecret = await signAccessToken({ sub: c.sub, role: c.role, sid: c.sid }, { secret: 'y'.repeat(48) });
    expectError(await selectRole({ userId: user.id, role: 'Learner', accessToken: wrongSecret }), 401, 'TOKEN_INVALID');
    const expired = await signAccessToken({ sub: c.sub, role: c.role, sid: c.sid }, { iat: 1_600_000_000, exp: 1_600_000_900 });
    expectError(await selectRole({ userId: user.id, role: 'Learner', accessToken: expired }), 401, 'TOKEN_EXPIRED');
    expect((await sessionRow(t, c.sid)).currentRole).toBe('Admin');

    await post(t, '/api/auth/revoke-token', s.refreshToken);
    expectError(await selectRole({ userId: user.id, role: 'Learner', accessToken: s.accessToken }), 401, 'TOKEN_INVALID');
    expect((await sessionRow(t, c.sid)).currentRole).toBe('Admin');
  });
});
