import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fileTestApp, createUser, signIn } from '../support/test-app.ts';
import { bearer, claimsOf, expectError, me, post, refresh, sessionRow } from '../support/api.ts';
import { sessions } from '../../src/db/schema/auth.ts';

const t = await fileTestApp();

const DAY = 24 * 3600_000;

describe('a temporary password is enforced by the server, not only the client', () => {
  it('opens only the calls that lead to changing it, until it is changed', async () => {
    const admin = await createUser(t, { roles: ['Admin'], requirePasswordChange: true });
    const target = await createUser(t);
    const s = await signIn(t, admin);
    expect(s.login.requirePasswordChange).toBe(true);
    expect(claimsOf(s.accessToken).pcr).toBe(true);

    expectError(
      await post(t, `/api/admin/users/${target.id}/toggle-status`, undefined, s.headers),
      403,
      'PASSWORD_CHANGE_REQUIRED',
    );
    expect((await me(t, s.accessToken)).statusCode).toBe(200);
    // Heartbeat and refresh keep the mark while the account still needs the change.
    expect(
      claimsOf((await post(t, '/api/auth/heartbeat', { accessToken: s.accessToken })).json().accessToken).pcr,
    ).toBe(true);

    const changed = await post(
      t,
      '/api/auth/change-password',
      { userId: admin.id, currentPassword: admin.password, newPassword: 'Changed!Pass1' },
      s.headers,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const fresh = changed.json().accessToken as string;
    const res = await post(t, `/api/admin/users/${target.id}/toggle-status`, undefined, bearer(fresh, 'Admin'));
    expect(res.statusCode, res.body).toBe(200);
    expect(claimsOf((await refresh(t, fresh, s.refreshToken)).json().accessToken).pcr).toBeUndefined();
  });
});

describe('sessions', () => {
  it('a refresh token offered with another session’s access token is refused and stays usable by its owner', async () => {
    const user = await createUser(t);
    const a = await signIn(t, user);
    const b = await signIn(t, user);
    expectError(await refresh(t, a.accessToken, b.refreshToken), 401, 'TOKEN_INVALID');
    const own = await refresh(t, b.accessToken, b.refreshToken);
    expect(own.statusCode, own.body).toBe(200);
    expect((await sessionRow(t, claimsOf(b.accessToken).sid)).revokedAt).toBeNull();
  });

  it('slide forward on every refresh, but never past 90 days from sign-in', async () => {
    const user = await createUser(t);
    const s = await signIn(t, user);
    const sid = claimsOf(s.accessToken).sid;
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + DAY) })
      .where(eq(sessions.id, sid));
    const first = await refresh(t, s.accessToken, s.refreshToken);
    expect(first.statusCode).toBe(200);
    const slid = (await sessionRow(t, sid)).expiresAt.getTime();
    expect(slid).toBeGreaterThan(Date.now() + 13 * DAY);

    const createdAt = new Date(Date.now() - 89 * DAY);
    await t.db.update(sessions).set({ createdAt }).where(eq(sessions.id, sid));
    const second = await refresh(t, first.json().accessToken, first.json().refreshToken);
    expect(second.statusCode).toBe(200);
    expect((await sessionRow(t, sid)).expiresAt.getTime()).toBeLessThanOrEqual(createdAt.getTime() + 90 * DAY);
  });

  it('an expired session cannot be refreshed', async () => {
    const user = await createUser(t);
    const s = await signIn(t, user);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, claimsOf(s.accessToken).sid));
    expectError(await refresh(t, s.accessToken, s.refreshToken), 401, 'TOKEN_INVALID');
  });
});

describe('guards', () => {
  it('answer 401 before looking at the body, so a stranger learns nothing of its shape', async () => {
    expectError(await post(t, '/api/auth/change-password', { userId: 42 }), 401, 'UNAUTHORIZED');
    expectError(await post(t, '/api/auth/send-temp-password', { nonsense: true }), 401, 'UNAUTHORIZED');
  });

  it('read the bearer scheme in any letter case', async () => {
    const user = await createUser(t);
    const s = await signIn(t, user);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `bearer ${s.accessToken}` },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
