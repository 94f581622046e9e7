import { describe, expect, it } from 'vitest';
import { fileTestApp, createUser, signIn } from '../support/test-app.ts';
import { buildApp } from '../../src/app.ts';
import { loadEnv } from '../../src/env.ts';
import {
  TEST_JWT_SECRET,
  accountSnapshot,
  bearer,
  claimsOf,
  expectError,
  expectValidation,
  get,
  me,
  post,
  refresh,
  refreshTokensOf,
  sessionRow,
  sha256,
  signAccessToken,
} from '../support/api.ts';

const t = await fileTestApp();

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
    expect(Object.keys(body).sort()).toEqual([
      'accessToken',
      'currentRole',
      'expiresAt',
      'refreshToken',
      'requirePasswordChange',
    ]);
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
    const old = (await refreshTokensOf(t, claimsOf(s.accessToken).sid)).find(
      (r) => r.tokenHash === sha256(s.refreshToken),
    );
    expect(old!.usedAt).not.toBeNull();
    const res = await refresh(t, body.accessToken, s.refreshToken);
    expect(res.statusCode).toBe(401);
    expect(['TOKEN_REUSED', 'TOKEN_INVALID']).toContain(res.json().code);
  });

  it('accepts display names and any spacing/case of a role', async () => {
    const user = await createUser(t, {
      roles: ['Learner', 'CourseCoordinator', 'ProjectManager', 'Admin', 'SuperAdmin'],
    });
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
      expectError(
        await selectRole({ userId: user.id, role, accessToken: s.accessToken }),
        403,
        'ROLE_NOT_HELD',
        'You do not hold this role',
      );
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
    expectValidation(
      await selectRole({ userId: user.id, role: 'Wizard', accessToken: s.accessToken }),
      'role',
      'Unknown role: Wizard',
    );
    expectValidation(await selectRole({ userId: user.id, role: '', accessToken: s.accessToken }), 'role');
    expectValidation(await selectRole({ userId: user.id, accessToken: s.accessToken }), 'role', 'Role is required');
    expectValidation(await selectRole({ userId: user.id, role: 42, accessToken: s.accessToken }), 'role');
    expectValidation(await selectRole({ userId: user.id, role: 'x'.repeat(65), accessToken: s.accessToken }), 'role');
    expectValidation(
      await selectRole({ userId: 'not-a-uuid', role: 'Learner', accessToken: s.accessToken }),
      'userId',
      'User ID not found',
    );
    expectValidation(await selectRole({ role: 'Learner', accessToken: s.accessToken }), 'userId', 'User ID not found');
    expectValidation(await selectRole({ userId: user.id, role: 'Learner' }), 'accessToken', 'Access token is required');
  });

  it('answers 401 for a forged, expired or revoked access token', async () => {
    const user = await createUser(t, { roles: ['Learner', 'Admin'] });
    const s = await signIn(t, user);
    const c = claimsOf(s.accessToken);
    const wrongSecret = await signAccessToken({ sub: c.sub, role: c.role, sid: c.sid }, { secret: 'y'.repeat(48) });
    expectError(await selectRole({ userId: user.id, role: 'Learner', accessToken: wrongSecret }), 401, 'TOKEN_INVALID');
    const expired = await signAccessToken(
      { sub: c.sub, role: c.role, sid: c.sid },
      { iat: 1_600_000_000, exp: 1_600_000_900 },
    );
    expectError(await selectRole({ userId: user.id, role: 'Learner', accessToken: expired }), 401, 'TOKEN_EXPIRED');
    expect((await sessionRow(t, c.sid)).currentRole).toBe('Admin');

    await post(t, '/api/auth/revoke-token', s.refreshToken);
    expectError(
      await selectRole({ userId: user.id, role: 'Learner', accessToken: s.accessToken }),
      401,
      'TOKEN_INVALID',
    );
    expect((await sessionRow(t, c.sid)).currentRole).toBe('Admin');
  });
});

describe("the previous role's access token after select-role", () => {
  it('stops working at once: guarded calls, heartbeat and another select-role refuse it; the new token works', async () => {
    const user = await createUser(t, { roles: ['Admin', 'Learner'] });
    const s = await signIn(t, user);
    expect(s.currentRole).toBe('Admin');
    expect((await get(t, '/api/auth/session', bearer(s.accessToken, 'Admin'))).statusCode).toBe(200);

    const switched = await selectRole({ userId: user.id, role: 'Learner', accessToken: s.accessToken });
    expect(switched.statusCode, switched.body).toBe(200);
    const next = switched.json();

    expectError(await get(t, '/api/auth/session', bearer(s.accessToken)), 401, 'TOKEN_INVALID');
    expectError(await me(t, s.accessToken), 401, 'TOKEN_INVALID');
    // the old Admin token no longer reaches an Admin-only route
    expectError(
      await post(t, `/api/admin/users/${user.id}/toggle-status`, undefined, bearer(s.accessToken, 'Admin')),
      401,
      'TOKEN_INVALID',
    );
    expectError(await post(t, '/api/auth/heartbeat', { accessToken: s.accessToken }), 401, 'TOKEN_INVALID');
    expectError(await selectRole({ userId: user.id, role: 'Admin', accessToken: s.accessToken }), 401, 'TOKEN_INVALID');
    expect((await sessionRow(t, claimsOf(s.accessToken).sid)).currentRole).toBe('Learner');

    expect((await get(t, '/api/auth/session', bearer(next.accessToken, 'Learner'))).json().role).toBe('Learner');
    const beat = await post(t, '/api/auth/heartbeat', { accessToken: next.accessToken });
    expect(beat.statusCode, beat.body).toBe(200);
    expect((await me(t, beat.json().accessToken)).statusCode).toBe(200);
  });

  it('switching back does not revive a token of the earlier time in that role', async () => {
    const user = await createUser(t, { roles: ['Admin', 'Learner'] });
    const first = await signIn(t, user);
    const learner = (await selectRole({ userId: user.id, role: 'Learner', accessToken: first.accessToken })).json();
    const adminAgain = (await selectRole({ userId: user.id, role: 'Admin', accessToken: learner.accessToken })).json();
    expect(adminAgain.currentRole).toBe('Admin');
    expectError(await me(t, first.accessToken), 401, 'TOKEN_INVALID');
    expectError(await me(t, learner.accessToken), 401, 'TOKEN_INVALID');
    expect((await me(t, adminAgain.accessToken)).statusCode).toBe(200);
  });

  it('lets exactly one of two concurrent switches with the same token win', async () => {
    const user = await createUser(t, { roles: ['Admin', 'Learner', 'ProjectManager'] });
    const s = await signIn(t, user);
    const results = await Promise.all([
      selectRole({ userId: user.id, role: 'Learner', accessToken: s.accessToken }),
      selectRole({ userId: user.id, role: 'ProjectManager', accessToken: s.accessToken }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    const winner = results.find((r) => r.statusCode === 200)!.json();
    expect((await sessionRow(t, claimsOf(s.accessToken).sid)).currentRole).toBe(winner.currentRole);
    expect((await me(t, winner.accessToken)).statusCode).toBe(200);
  });

  it('stays refused by a server started after the switch (the list is rebuilt from the database)', async () => {
    const user = await createUser(t, { roles: ['Admin', 'Learner'] });
    const s = await signIn(t, user);
    expect((await selectRole({ userId: user.id, role: 'Learner', accessToken: s.accessToken })).statusCode).toBe(200);
    const env = loadEnv({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent', SMTP_URL: t.smtp.url });
    const fresh = await buildApp({ env, database: { db: t.db, kind: t.kind, close: async () => {} }, logger: false });
    try {
      const res = await fresh.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(s.accessToken) });
      expectError(res as never, 401, 'TOKEN_INVALID');
    } finally {
      await fresh.close();
    }
  });
});
