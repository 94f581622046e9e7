import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { fileTestApp, createUser, signIn } from '../support/test-app.ts';
import {
  TEST_JWT_SECRET,
  accountSnapshot,
  claimsOf,
  expectError,
  expectValidation,
  me,
  post,
  refresh,
  refreshTokensOf,
  sessionRow,
  sha256,
  signAccessToken,
  unsignedToken,
} from '../support/api.ts';
import { sessions } from '../../src/db/schema/auth.ts';

const t = await fileTestApp();
afterEach(() => {
  vi.useRealTimers();
});

const SESSION_EXPIRED = 'Session expired. Please login again.';

/** Moves only Date forward (jose reads it for exp); timers, the database and the sockets keep the real clock. */
function jumpClock(ms: number) {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + ms);
}

describe('POST /api/auth/refresh-token', () => {
  it('rotates: a new pair for the same session and role; the new refresh token is the one that works next', async () => {
    const user = await createUser(t, { roles: ['Learner'] });
    const s = await signIn(t, user);
    const sid = claimsOf(s.accessToken).sid;

    const res = await refresh(t, s.accessToken, s.refreshToken);
    expect(res.statusCode, res.body).toBe(200);
    const pair = res.json();
    expect(Object.keys(pair).sort()).toEqual(['accessToken', 'currentRole', 'expiresAt', 'refreshToken']);
    expect(pair.currentRole).toBe('Learner');
    expect(pair.refreshToken).not.toBe(s.refreshToken);
    expect(claimsOf(pair.accessToken)).toMatchObject({ sub: user.id, sid, role: 'Learner' });
    expect((await me(t, pair.accessToken)).statusCode).toBe(200);

    // the old token is marked used, the new one is stored (hashed) in the same family
    const tokens = await refreshTokensOf(t, sid);
    expect(tokens).toHaveLength(2);
    expect(tokens.find((r) => r.tokenHash === sha256(s.refreshToken))!.usedAt).not.toBeNull();
    expect(tokens.find((r) => r.tokenHash === sha256(pair.refreshToken))!.usedAt).toBeNull();
    expect(tokens.some((r) => r.tokenHash === pair.refreshToken || r.tokenHash === s.refreshToken)).toBe(false);

    const again = await refresh(t, pair.accessToken, pair.refreshToken);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().refreshToken).not.toBe(pair.refreshToken);
  });

  it('treats a replayed refresh token as theft: 401 TOKEN_REUSED and the whole session ends at once', async () => {
    const user = await createUser(t);
    const s = await signIn(t, user);
    const sid = claimsOf(s.accessToken).sid;
    const next = (await refresh(t, s.accessToken, s.refreshToken)).json();
    expect((await me(t, next.accessToken)).statusCode).toBe(200);

    expectError(await refresh(t, s.accessToken, s.refreshToken), 401, 'TOKEN_REUSED', SESSION_EXPIRED);

    const session = await sessionRow(t, sid);
    expect(session.revokedAt).not.toBeNull();
    expect(session.revokedReason).toBe('refresh token replayed');
    // the newest token of the family is dead too, and so is the access token issued with it
    expectError(await refresh(t, next.accessToken, next.refreshToken), 401, 'TOKEN_INVALID');
    expectError(await me(t, next.accessToken), 401, 'TOKEN_INVALID');
    expectError(await me(t, s.accessToken), 401, 'TOKEN_INVALID');
  });

  it('a replay ends only that session, not the other sessions of the user', async () => {
    const user = await createUser(t);
    const a = await signIn(t, user);
    const b = await signIn(t, user);
    await refresh(t, a.accessToken, a.refreshToken);
    expectError(await refresh(t, a.accessToken, a.refreshToken), 401, 'TOKEN_REUSED');
    expect((await me(t, b.accessToken)).statusCode).toBe(200);
    expect((await refresh(t, b.accessToken, b.refreshToken)).statusCode).toBe(200);
  });

  it('answers 401 TOKEN_INVALID for an unknown refresh token and changes nothing', async () => {
    const user = await createUser(t);
    const s = await signIn(t, user);
    const before = await accountSnapshot(t, user.id);
    expectError(await refresh(t, s.accessToken, 'A'.repeat(43)), 401, 'TOKEN_INVALID', SESSION_EXPIRED);
    expect(await accountSnapshot(t, user.id)).toEqual(before);
    expect((await refresh(t, s.accessToken, s.refreshToken)).statusCode).toBe(200);
  });

  it('refuses a refresh token presented with the access token of another session (same user or another user)', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const a = await signIn(t, user);
    const b = await signIn(t, user);
    const c = await signIn(t, other);
    expectError(await refresh(t, b.accessToken, a.refreshToken), 401, 'TOKEN_INVALID');
    const d = await signIn(t, user);
    expectError(await refresh(t, c.accessToken, d.refreshToken), 401, 'TOKEN_INVALID');
    // no pair was issued for either attempt
    expect(await refreshTokensOf(t, claimsOf(a.accessToken).sid)).toHaveLength(1);
    expect(await refreshTokensOf(t, claimsOf(b.accessToken).sid)).toHaveLength(1);
    expect(await refreshTokensOf(t, claimsOf(c.accessToken).sid)).toHaveLength(1);
  });

  it('accepts an expired access token (the refresh token is the credential)', async () => {
    const user = await createUser(t);
    const s = await signIn(t, user);
    const c = claimsOf(s.accessToken);
    const longExpired = await signAccessToken(
      { sub: c.sub, role: c.role, sid: c.sid },
      { iat: 1_600_000_000, exp: 1_600_000_900 },
    );
    expectError(await me(t, longExpired), 401, 'TOKEN_EXPIRED');
    const res = await refresh(t, longExpired, s.refreshToken);
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(t, res.json().accessToken)).statusCode).toBe(200);
  });

  it('accepts an access token that really expired on the clock', async () => {
    const user = await createUser(t);
    const s = await signIn(t, user);
    jumpClock(16 * 60_000);
    expectError(await me(t, s.accessToken), 401, 'TOKEN_EXPIRED', SESSION_EXPIRED);
    const res = await refresh(t, s.accessToken, s.refreshToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(Date.parse(res.json().expiresAt)).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect((await me(t, res.json().accessToken)).statusCode).toBe(200);
  });

  it('rejects forged access tokens (wrong secret, alg none, HS512, wrong aud/iss, missing sid, unknown role) and leaves the refresh token usable', async () => {
    const user = await createUser(t);
    const s = await signIn(t, user);
    const c = claimsOf(s.accessToken);
    const claims = { sub: c.sub, role: c.role, sid: c.sid };
    const forged = {
      'wrong secret': await signAccessToken(claims, { secret: 'another-secret-that-is-long-enough-for-hs256!!' }),
      'alg none': unsignedToken({ ...claims, aud: 'talentpath', iss: 'talentpath', iat: c.iat, exp: c.exp }),
      'alg HS512 with the right secret': await signAccessToken(claims, { alg: 'HS512' }),
      'wrong aud': await signAccessToken(claims, { aud: 'someone-else' }),
      'wrong iss': await signAccessToken(claims, { iss: 'someone-else' }),
      'unknown role': await signAccessToken({ ...claims, role: 'Root' }),
      'tampered payload': (() => {
        const [h, , sig] = s.accessToken.split('.');
        const p = Buffer.from(JSON.stringify({ ...c, role: 'SuperAdmin' })).toString('base64url');
        return `${h}.${p}.${sig}`;
      })(),
      garbage: 'not.a.jwt',
    };
    const before = await accountSnapshot(t, user.id);
    for (const [label, token] of Object.entries(forged)) {
      const res = await refresh(t, token, s.refreshToken);
      expect(res.statusCode, `${label}: ${res.body}`).toBe(401);
      expect(res.json().code, label).toBe('TOKEN_INVALID');
      expect((await me(t, token)).statusCode, `${label} on /me`).toBe(401);
    }
    expect(await accountSnapshot(t, user.id)).toEqual(before);
    expect((await refresh(t, s.accessToken, s.refreshToken)).statusCode).toBe(200);
  });

  it('refuses a token without sid', async () => {
    const user = await createUser(t);
    const s = await signIn(t, user);
    const now = Math.floor(Date.now() / 1000);
    const noSid = await new SignJWT({ role: 'Learner' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setAudience('talentpath')
      .setIssuer('talentpath')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expectError(await refresh(t, noSid, s.refreshToken), 401, 'TOKEN_INVALID');
    expectError(await me(t, noSid), 401, 'TOKEN_INVALID');
  });

  it('lets exactly one of two concurrent uses of the same refresh token win', async () => {
    const user = await createUser(t);
    const s = await signIn(t, user);
    const results = await Promise.all([
      refresh(t, s.accessToken, s.refreshToken),
      refresh(t, s.accessToken, s.refreshToken),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 401]);
    const loser = results.find((r) => r.statusCode === 401)!;
    expect(['TOKEN_REUSED', 'TOKEN_INVALID']).toContain(loser.json().code);
    // exactly one new refresh token was issued
    expect(await refreshTokensOf(t, claimsOf(s.accessToken).sid)).toHaveLength(2);
  });

  it('refuses to refresh a session past its expiry', async () => {
    const user = await createUser(t);
    const s = await signIn(t, user);
    const sid = claimsOf(s.accessToken).sid;
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sid));
    expectError(await refresh(t, s.accessToken, s.refreshToken), 401, 'TOKEN_INVALID');
    // the failed attempt did not burn the token (the transaction rolled back)
    const [row] = await refreshTokensOf(t, sid);
    expect(row!.usedAt).toBeNull();
  });

  it('validates its input', async () => {
    const user = await createUser(t);
    const s = await signIn(t, user);
    expectValidation(
      await post(t, '/api/auth/refresh-token', { accessToken: s.accessToken }),
      'refreshToken',
      'Refresh token is required',
    );
    expectValidation(
      await post(t, '/api/auth/refresh-token', { refreshToken: s.refreshToken }),
      'accessToken',
      'Access token is required',
    );
    expectValidation(
      await post(t, '/api/auth/refresh-token', { accessToken: s.accessToken, refreshToken: '' }),
      'refreshToken',
      'Refresh token is required',
    );
    for (const bad of [42, null, [s.refreshToken], { token: s.refreshToken }]) {
      expectValidation(
        await post(t, '/api/auth/refresh-token', { accessToken: s.accessToken, refreshToken: bad }),
        'refreshToken',
      );
      expectValidation(
        await post(t, '/api/auth/refresh-token', { accessToken: bad, refreshToken: s.refreshToken }),
        'accessToken',
      );
    }
    expectValidation(
      await post(t, '/api/auth/refresh-token', { accessToken: s.accessToken, refreshToken: 'x'.repeat(5000) }),
      'refreshToken',
    );
    expectError(await post(t, '/api/auth/refresh-token', s.refreshToken), 400, 'VALIDATION');
    // none of that used the refresh token
    expect((await refresh(t, s.accessToken, s.refreshToken)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/heartbeat', () => {
  it('re-issues an access token for the same session with a later expiry; the refresh token is untouched', async () => {
    const user = await createUser(t, { roles: ['ProjectManager'] });
    const s = await signIn(t, user);
    const sid = claimsOf(s.accessToken).sid;
    const seenBefore = (await sessionRow(t, sid)).lastSeenAt;

    jumpClock(60_000);
    const res = await post(t, '/api/auth/heartbeat', { accessToken: s.accessToken });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'expiresAt']);
    expect(body.accessToken).not.toBe(s.accessToken);
    expect(Date.parse(body.expiresAt)).toBeGreaterThanOrEqual(Date.parse(s.expiresAt) + 60_000);
    expect(claimsOf(body.accessToken)).toMatchObject({ sub: user.id, sid, role: 'ProjectManager' });
    expect((await me(t, body.accessToken)).statusCode).toBe(200);
    expect((await sessionRow(t, sid)).lastSeenAt.getTime()).toBeGreaterThan(seenBefore.getTime());
    vi.useRealTimers();

    const [token] = await refreshTokensOf(t, sid);
    expect(token!.usedAt).toBeNull();
    expect((await refresh(t, body.accessToken, s.refreshToken)).statusCode).toBe(200);
  });

  it('extends the session like a refresh: an active user is not cut off 14 days after the last refresh', async () => {
    const DAY = 24 * 3600_000;
    const user = await createUser(t);
    const s = await signIn(t, user);
    const sid = claimsOf(s.accessToken).sid;
    // signed in 13 days ago, never refreshed since: one day left on the sliding lifetime
    await t.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 13 * DAY), expiresAt: new Date(Date.now() + DAY) })
      .where(eq(sessions.id, sid));
    const res = await post(t, '/api/auth/heartbeat', { accessToken: s.accessToken });
    expect(res.statusCode, res.body).toBe(200);
    expect((await sessionRow(t, sid)).expiresAt.getTime()).toBeGreaterThan(Date.now() + 13.9 * DAY);
  });

  it('never extends a session past 90 days from sign-in, and a session past that is over', async () => {
    const DAY = 24 * 3600_000;
    const user = await createUser(t);
    const s = await signIn(t, user);
    const sid = claimsOf(s.accessToken).sid;
    const createdAt = new Date(Date.now() - 89 * DAY);
    await t.db
      .update(sessions)
      .set({ createdAt, expiresAt: new Date(Date.now() + 3600_000) })
      .where(eq(sessions.id, sid));
    expect((await post(t, '/api/auth/heartbeat', { accessToken: s.accessToken })).statusCode).toBe(200);
    const capped = (await sessionRow(t, sid)).expiresAt.getTime();
    expect(capped).toBeLessThanOrEqual(createdAt.getTime() + 90 * DAY);
    expect(capped).toBeGreaterThan(Date.now() + 0.9 * DAY);

    await t.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 91 * DAY), expiresAt: new Date(Date.now() - DAY) })
      .where(eq(sessions.id, sid));
    expectError(await post(t, '/api/auth/heartbeat', { accessToken: s.accessToken }), 401, 'TOKEN_INVALID');
  });

  it('answers 401 TOKEN_EXPIRED for an expired access token', async () => {
    const user = await createUser(t);
    const s = await signIn(t, user);
    jumpClock(15 * 60_000 + 1000);
    expectError(
      await post(t, '/api/auth/heartbeat', { accessToken: s.accessToken }),
      401,
      'TOKEN_EXPIRED',
      SESSION_EXPIRED,
    );
  });

  it('answers 401 TOKEN_INVALID for the access token of a revoked session', async () => {
    const user = await createUser(t);
    const s = await signIn(t, user);
    expect((await post(t, '/api/auth/revoke-token', s.refreshToken)).statusCode).toBe(200);
    expectError(await post(t, '/api/auth/heartbeat', { accessToken: s.accessToken }), 401, 'TOKEN_INVALID');
  });

  it('answers 401 when the session expired in the database', async () => {
    const user = await createUser(t);
    const s = await signIn(t, user);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, claimsOf(s.accessToken).sid));
    expectError(await post(t, '/api/auth/heartbeat', { accessToken: s.accessToken }), 401, 'TOKEN_INVALID');
  });

  it('rejects forged and garbage tokens with 401 and bad input with 400', async () => {
    const user = await createUser(t);
    const s = await signIn(t, user);
    const c = claimsOf(s.accessToken);
    const wrongSecret = await signAccessToken({ sub: c.sub, role: c.role, sid: c.sid }, { secret: 'x'.repeat(48) });
    expectError(await post(t, '/api/auth/heartbeat', { accessToken: wrongSecret }), 401, 'TOKEN_INVALID');
    expectError(await post(t, '/api/auth/heartbeat', { accessToken: 'garbage' }), 401, 'TOKEN_INVALID');
    expectValidation(await post(t, '/api/auth/heartbeat', {}), 'accessToken', 'Access token is required');
    expectValidation(
      await post(t, '/api/auth/heartbeat', { accessToken: '' }),
      'accessToken',
      'Access token is required',
    );
    for (const bad of [42, null, [s.accessToken], {}])
      expectValidation(await post(t, '/api/auth/heartbeat', { accessToken: bad }), 'accessToken');
    expectError(await post(t, '/api/auth/heartbeat', '{', { 'content-type': 'application/json' }), 400, 'VALIDATION');
  });
});

describe('POST /api/auth/revoke-token', () => {
  it('takes the refresh token as a JSON string and ends that session at once', async () => {
    const user = await createUser(t);
    const s = await signIn(t, user);
    const other = await signIn(t, user);
    const res = await post(t, '/api/auth/revoke-token', s.refreshToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out successfully' });

    const session = await sessionRow(t, claimsOf(s.accessToken).sid);
    expect(session.revokedAt).not.toBeNull();
    expect(session.revokedReason).toBe('signed out');
    expectError(await me(t, s.accessToken), 401, 'TOKEN_INVALID');
    expectError(await refresh(t, s.accessToken, s.refreshToken), 401, 'TOKEN_INVALID');
    // the user's other session is not affected
    expect((await me(t, other.accessToken)).statusCode).toBe(200);
    expect((await refresh(t, other.accessToken, other.refreshToken)).statusCode).toBe(200);
  });

  it('with an already rotated token of the family still ends the session', async () => {
    const user = await createUser(t);
    const s = await signIn(t, user);
    const next = (await refresh(t, s.accessToken, s.refreshToken)).json();
    expect((await post(t, '/api/auth/revoke-token', s.refreshToken)).statusCode).toBe(200);
    expectError(await me(t, next.accessToken), 401, 'TOKEN_INVALID');
    expect((await refresh(t, next.accessToken, next.refreshToken)).statusCode).toBe(401);
  });

  it('answers the same 200 for an unknown token', async () => {
    const res = await post(t, '/api/auth/revoke-token', 'no-such-token');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out successfully' });
  });

  it('is idempotent', async () => {
    const user = await createUser(t);
    const s = await signIn(t, user);
    const sid = claimsOf(s.accessToken).sid;
    expect((await post(t, '/api/auth/revoke-token', s.refreshToken)).statusCode).toBe(200);
    const first = (await sessionRow(t, sid)).revokedAt;
    expect((await post(t, '/api/auth/revoke-token', s.refreshToken)).statusCode).toBe(200);
    expect((await sessionRow(t, sid)).revokedAt).toEqual(first);
  });

  it('answers 400 for a body that is not a non-empty string, and revokes nothing', async () => {
    const user = await createUser(t);
    const s = await signIn(t, user);
    const before = await accountSnapshot(t, user.id);
    for (const body of [{ refreshToken: s.refreshToken }, [s.refreshToken], 42, null, true, '', 'x'.repeat(5000)]) {
      const res = await post(t, '/api/auth/revoke-token', body);
      expectError(res, 400, 'VALIDATION');
    }
    expectError(
      await post(t, '/api/auth/revoke-token', `"${s.refreshToken}`, { 'content-type': 'application/json' }),
      400,
      'VALIDATION',
    );
    expect(await accountSnapshot(t, user.id)).toEqual(before);
    expect((await me(t, s.accessToken)).statusCode).toBe(200);
  });
});
