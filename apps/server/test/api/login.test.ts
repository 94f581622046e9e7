import { describe, expect, it } from 'vitest';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { fileTestApp, createUser, TEST_PASSWORD } from '../support/test-app.ts';
import {
  TEST_JWT_SECRET,
  accountSnapshot,
  expectError,
  expectValidation,
  failuresFor,
  login,
  me,
  post,
  sessionsOf,
} from '../support/api.ts';

const t = await fileTestApp();

const INVALID = { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' };

describe('POST /api/auth/login — success', () => {
  it('answers exactly the spec §3 login response and creates one session', async () => {
    const user = await createUser(t, { roles: ['Learner', 'CourseCoordinator'], name: 'Ada Lovelace' });
    const before = Date.now();
    const res = await login(t, user.email, user.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      'avatar',
      'email',
      'name',
      'requirePasswordChange',
      'roles',
      'token',
      'userId',
    ]);
    expect(Object.keys(body.token).sort()).toEqual(['accessToken', 'currentRole', 'expiresAt', 'refreshToken']);
    expect(body).toMatchObject({
      userId: user.id,
      name: 'Ada Lovelace',
      email: user.email,
      // roles in the catalogue order (ROLES), the first of them is the session's role
      roles: ['CourseCoordinator', 'Learner'],
      avatar: null,
      requirePasswordChange: false,
      token: { currentRole: 'CourseCoordinator' },
    });
    expect(typeof body.token.accessToken).toBe('string');
    expect(body.token.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    const expiresAt = Date.parse(body.token.expiresAt);
    expect(new Date(expiresAt).toISOString()).toBe(body.token.expiresAt);
    // 15 minutes (900 s) from now, to the second
    expect(expiresAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 900_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 900_000 + 1000);

    const rows = await sessionsOf(t, user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ currentRole: 'CourseCoordinator', revokedAt: null });
  });

  it('reports requirePasswordChange from the account', async () => {
    const user = await createUser(t, { requirePasswordChange: true });
    const res = await login(t, user.email, user.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().requirePasswordChange).toBe(true);
  });

  it('issues an HS256 JWT with aud/iss talentpath and sub, role, sid, iat, exp', async () => {
    const user = await createUser(t, { roles: ['ProjectManager'] });
    const body = (await login(t, user.email, user.password)).json();
    const token = body.token.accessToken as string;
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'HS256' });
    const { payload } = await jwtVerify(token, new TextEncoder().encode(TEST_JWT_SECRET), {
      algorithms: ['HS256'],
      audience: 'talentpath',
      issuer: 'talentpath',
    });
    const [session] = await sessionsOf(t, user.id);
    expect(payload).toMatchObject({
      sub: user.id,
      role: 'ProjectManager',
      sid: session!.id,
      aud: 'talentpath',
      iss: 'talentpath',
    });
    expect(payload.exp! - payload.iat!).toBe(900);
    expect(new Date(payload.exp! * 1000).toISOString()).toBe(body.token.expiresAt);
  });

  it('matches the e-mail case-insensitively and ignores surrounding spaces', async () => {
    const user = await createUser(t, { email: `Mixed.Case-${Date.now()}@Example.TEST` });
    for (const typed of [user.email.toUpperCase(), `  ${user.email.toLowerCase()}  `, `\t${user.email}\n`]) {
      const res = await login(t, typed, user.password);
      expect(res.statusCode, `${JSON.stringify(typed)}: ${res.body}`).toBe(200);
      expect(res.json().userId).toBe(user.id);
      expect(res.json().email).toBe(user.email); // as stored
    }
  });

  it('does not trim or case-fold the password', async () => {
    const user = await createUser(t);
    for (const typed of [
      ` ${user.password}`,
      `${user.password} `,
      user.password.toUpperCase(),
      user.password.toLowerCase(),
    ]) {
      expectError(await login(t, user.email, typed), 401, INVALID.code, INVALID.message);
    }
    expect(await sessionsOf(t, user.id)).toHaveLength(0);
  });

  it('lets every sign-in be its own session', async () => {
    const user = await createUser(t);
    const a = (await login(t, user.email, user.password)).json();
    const b = (await login(t, user.email, user.password)).json();
    expect(a.token.refreshToken).not.toBe(b.token.refreshToken);
    expect(await sessionsOf(t, user.id)).toHaveLength(2);
    expect((await me(t, a.token.accessToken)).statusCode).toBe(200);
    expect((await me(t, b.token.accessToken)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/login — wrong credentials', () => {
  it('answers the same 401 for unknown e-mail, wrong password, disabled account and an account without roles', async () => {
    const active = await createUser(t);
    const disabled = await createUser(t, { status: 'disabled' });
    const roleless = await createUser(t, { roles: [] });
    const cases = [
      ['unknown e-mail', `nobody-${Date.now()}@example.test`, TEST_PASSWORD],
      ['wrong password', active.email, 'Wrong!Password1'],
      ['disabled account (right password)', disabled.email, disabled.password],
      ['no roles (right password)', roleless.email, roleless.password],
    ] as const;
    const bodies: string[] = [];
    for (const [label, email, password] of cases) {
      const res = await login(t, email, password);
      expect(res.statusCode, label).toBe(401);
      expect(res.json(), label).toEqual(INVALID);
      bodies.push(res.body);
    }
    expect(new Set(bodies).size).toBe(1);
    for (const u of [active, disabled, roleless]) expect(await sessionsOf(t, u.id)).toHaveLength(0);
  });

  it('records each failure against the (normalised) e-mail and leaves the account alone', async () => {
    const user = await createUser(t);
    const before = await accountSnapshot(t, user.id);
    await login(t, user.email, 'Wrong!Password1');
    await login(t, `  ${user.email.toUpperCase()} `, 'Wrong!Password2');
    const rows = await failuresFor(t, user.email.toLowerCase());
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.ip === '127.0.0.1')).toBe(true);
    expect(await accountSnapshot(t, user.id)).toEqual(before);
  });

  it('records failures for unknown e-mails too', async () => {
    const email = `ghost-${Date.now()}@example.test`;
    await login(t, email, 'Whatever!1');
    expect(await failuresFor(t, email)).toHaveLength(1);
  });

  it('clears the failure count of the e-mail on a successful sign-in', async () => {
    const user = await createUser(t);
    await login(t, user.email, 'Wrong!Password1');
    await login(t, user.email, 'Wrong!Password1');
    expect(await failuresFor(t, user.email)).toHaveLength(2);
    expect((await login(t, user.email, user.password)).statusCode).toBe(200);
    expect(await failuresFor(t, user.email)).toHaveLength(0);
  });
});

describe('POST /api/auth/login — bad input', () => {
  const good = () => ({ email: 'someone@example.test', password: 'Welcome!2026' });

  it('names a missing e-mail / password', async () => {
    expectValidation(await post(t, '/api/auth/login', { password: 'x' }), 'email', 'Email is required');
    expectValidation(await post(t, '/api/auth/login', { email: 'a@example.test' }), 'password', 'Password is required');
    expectValidation(await post(t, '/api/auth/login', { email: '', password: 'x' }), 'email', 'Email is required');
    expectValidation(await post(t, '/api/auth/login', { email: '   ', password: 'x' }), 'email', 'Email is required');
    expectValidation(
      await post(t, '/api/auth/login', { email: 'a@example.test', password: '' }),
      'password',
      'Password is required',
    );
    const both = expectError(await post(t, '/api/auth/login', {}), 400, 'VALIDATION');
    expect(both.details!.map((d) => d.path).sort()).toEqual(['email', 'password']);
  });

  it('rejects an e-mail that is not an e-mail', async () => {
    for (const email of ['not-an-email', 'a@b', 'a b@example.test', `${'x'.repeat(250)}@example.test`]) {
      expectValidation(
        await post(t, '/api/auth/login', { ...good(), email }),
        'email',
        'Please enter a valid email address',
      );
    }
  });

  it('rejects wrong types (number, array, object, null, boolean) with 400, never 500', async () => {
    for (const bad of [42, ['a@example.test'], { value: 'a@example.test' }, null, true]) {
      expectValidation(await post(t, '/api/auth/login', { ...good(), email: bad }), 'email');
      expectValidation(await post(t, '/api/auth/login', { ...good(), password: bad }), 'password');
    }
  });

  it('rejects a body that is not an object', async () => {
    for (const body of [null, [], 'a string', 42, true]) {
      expectError(await post(t, '/api/auth/login', body), 400, 'VALIDATION');
    }
  });

  it('rejects an over-long password with 400 (argon2 is never fed megabytes)', async () => {
    expectValidation(await post(t, '/api/auth/login', { ...good(), password: 'A!a1'.repeat(300) }), 'password');
  });

  it('answers 413 for a 10 MB field or body, never 500', async () => {
    const big = 'x'.repeat(10 * 1024 * 1024);
    expectError(await post(t, '/api/auth/login', { ...good(), password: big }), 413, 'PAYLOAD_TOO_LARGE');
    expectError(await post(t, '/api/auth/login', { ...good(), email: big }), 413, 'PAYLOAD_TOO_LARGE');
    // just over the 256 KiB body limit
    expectError(
      await post(t, '/api/auth/login', { ...good(), password: 'x'.repeat(256 * 1024) }),
      413,
      'PAYLOAD_TOO_LARGE',
    );
  });

  it('answers 400 for malformed or empty JSON', async () => {
    for (const raw of ['{"email": "a@example.test", "password": ', '{email: 1}', "{'a':1}", '']) {
      const res = await post(t, '/api/auth/login', raw, { 'content-type': 'application/json' });
      expectError(res, 400, 'VALIDATION');
    }
  });

  it('refuses a prototype-poisoning body', async () => {
    const raw = '{"email":"a@example.test","password":"Welcome!2026","__proto__":{"admin":true}}';
    expectError(await post(t, '/api/auth/login', raw, { 'content-type': 'application/json' }), 400, 'VALIDATION');
  });

  it('refuses any content type but JSON with 415 UNSUPPORTED_MEDIA_TYPE: form posts and text bodies too', async () => {
    const json = JSON.stringify(good());
    const unsupported = [415, 'UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json'] as const;
    expectError(await post(t, '/api/auth/login', json, { 'content-type': 'application/xml' }), ...unsupported);
    expectError(
      await post(t, '/api/auth/login', 'email=a%40example.test&password=x', {
        'content-type': 'application/x-www-form-urlencoded',
      }),
      ...unsupported,
    );
    expectError(await post(t, '/api/auth/login', json, { 'content-type': 'text/plain' }), ...unsupported);
  });

  it('is not reachable with GET', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/login' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('records no failure for input that never reached the credentials check', async () => {
    const email = `badinput-${Date.now()}@example.test`;
    await post(t, '/api/auth/login', { email, password: '' });
    await post(t, '/api/auth/login', { email, password: 42 });
    expect(await failuresFor(t, email)).toHaveLength(0);
  });
});
