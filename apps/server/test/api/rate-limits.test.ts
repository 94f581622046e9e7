import { describe, expect, it } from 'vitest';
import { fileTestApp, createUser, type TestApp } from '../support/test-app.ts';
import { eventually, expectError, failuresFor, login, mailsTo, post, sessionsOf } from '../support/api.ts';
import { loginFailures } from '../../src/db/schema/auth.ts';

// Two apps in this file: `t` with the default (test) limits for the per-account lock, and `limited` with tiny
// per-IP limits. The second one is cheap: PGlite is already compiled in this worker.
const t = await fileTestApp();
const limited = await fileTestApp({ LOGIN_IP_FAILURES_PER_15_MIN: '3', AUTH_RATE_LIMIT_PER_MINUTE: '5' });

const LOCKED = {
  code: 'ACCOUNT_LOCKED',
  message: 'Too many failed sign-in attempts. Try again later or reset your password.',
};
const RATE_LIMITED = { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' };

const addFailures = (app: TestApp, email: string, n: number, at = new Date(), ip: string | null = null) =>
  app.db.insert(loginFailures).values(Array.from({ length: n }, () => ({ email, ip, at })));

describe('per-account lock (100 failures an hour)', () => {
  it('counts failed sign-ins made through the API, and locks at the 100th — even for the right password', async () => {
    const user = await createUser(t);
    const email = user.email.toLowerCase();
    await addFailures(t, email, 97);
    for (let i = 0; i < 2; i++) expectError(await login(t, user.email, 'Wrong!Pass1'), 401, 'INVALID_CREDENTIALS');
    expect(await failuresFor(t, email)).toHaveLength(99);
    // a 99th failure is not yet a lock
    expectError(await login(t, ` ${user.email.toUpperCase()}`, 'Wrong!Pass1'), 401, 'INVALID_CREDENTIALS');
    expect(await failuresFor(t, email)).toHaveLength(100);

    const res = await login(t, user.email, user.password);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(LOCKED);
    // it says when to come back: when the oldest counted failure leaves the hour
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(await sessionsOf(t, user.id)).toHaveLength(0);
    // any spelling of the e-mail is the same account
    expect((await login(t, user.email.toUpperCase(), user.password)).json()).toEqual(LOCKED);
    // refused attempts while locked are not stacked up
    expect(await failuresFor(t, email)).toHaveLength(100);
  });

  it('answers the same 429 for an e-mail without an account (no enumeration)', async () => {
    const known = await createUser(t);
    const unknown = `ghost-${Date.now()}@example.test`;
    await addFailures(t, known.email.toLowerCase(), 100);
    await addFailures(t, unknown, 99);
    expectError(await login(t, unknown, 'Any!Pass1'), 401, 'INVALID_CREDENTIALS');
    const a = await login(t, unknown, 'Any!Pass1');
    const b = await login(t, known.email, 'Any!Pass1');
    expect([a.statusCode, b.statusCode]).toEqual([429, 429]);
    expect(a.body).toBe(b.body);
    expect(a.json()).toEqual(LOCKED);
  });

  it('locks only that e-mail', async () => {
    const locked = await createUser(t);
    const other = await createUser(t);
    await addFailures(t, locked.email.toLowerCase(), 100);
    expect((await login(t, other.email, other.password)).statusCode).toBe(200);
  });

  it('forgets failures older than an hour', async () => {
    const user = await createUser(t);
    await addFailures(t, user.email.toLowerCase(), 150, new Date(Date.now() - 61 * 60_000));
    await addFailures(t, user.email.toLowerCase(), 99);
    expect((await login(t, user.email, user.password)).statusCode).toBe(200);
  });

  it('never locks reset-password, and confirming a reset lifts the lock', async () => {
    const user = await createUser(t);
    await addFailures(t, user.email.toLowerCase(), 100);
    expect((await login(t, user.email, user.password)).json()).toEqual(LOCKED);

    const res = await post(t, '/api/auth/reset-password', { email: user.email });
    expect(res.statusCode).toBe(200);
    const mail = await t.smtp.waitFor(user.email);
    const token = decodeURIComponent(/reset-password\?token=(\S+)/.exec(mail.text)![1]!);
    expect(
      (await post(t, '/api/auth/reset-password/confirm', { token, newPassword: 'Unlocked!2026' })).statusCode,
    ).toBe(200);

    expect(await failuresFor(t, user.email.toLowerCase())).toHaveLength(0);
    expect((await login(t, user.email, 'Unlocked!2026')).statusCode).toBe(200);
  });
});

describe('per-IP limits', () => {
  it('refuses sign-in from an IP after LOGIN_IP_FAILURES_PER_15_MIN failures (429 RATE_LIMITED), also for the right password', async () => {
    const user = await createUser(limited);
    const ip = '10.1.1.1';
    for (let i = 0; i < 3; i++) {
      expectError(
        await login(limited, `stranger${i}-${Date.now()}@example.test`, 'Wrong!Pass1', ip),
        401,
        'INVALID_CREDENTIALS',
      );
    }
    const res = await login(limited, user.email, user.password, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(RATE_LIMITED);
    expect(await sessionsOf(limited, user.id)).toHaveLength(0);
    // X-Forwarded-For is not trusted (TRUST_PROXY is off), so it is no way around the limit
    const spoofed = await limited.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
      headers: { 'x-forwarded-for': '203.0.113.7' },
      remoteAddress: ip,
    });
    expect(spoofed.statusCode).toBe(429);
    // another address is not affected
    expect((await login(limited, user.email, user.password, '10.1.1.2')).statusCode).toBe(200);
  });

  it('forgets IP failures older than 15 minutes', async () => {
    const user = await createUser(limited);
    const ip = '10.1.1.3';
    await addFailures(limited, 'someone@example.test', 10, new Date(Date.now() - 16 * 60_000), ip);
    expect((await login(limited, user.email, user.password, ip)).statusCode).toBe(200);
    await addFailures(limited, 'someone@example.test', 3, new Date(), ip);
    const newcomer = await createUser(limited);
    expect((await login(limited, newcomer.email, 'Wrong!Pass1', ip)).json()).toEqual(RATE_LIMITED);
    expect((await login(limited, newcomer.email, newcomer.password, ip)).json()).toEqual(RATE_LIMITED);
  });

  it('does not lock out an account that has signed in from that address before (one attacker, shared address)', async () => {
    const colleague = await createUser(limited);
    const newcomer = await createUser(limited);
    const ip = '10.1.1.4';
    expect((await login(limited, colleague.email, colleague.password, ip)).statusCode).toBe(200);
    await addFailures(limited, 'victim@example.test', 3, new Date(), ip);
    // the address is over its limit: a stranger to it is held, with the time to come back
    const held = await login(limited, newcomer.email, newcomer.password, ip);
    expect(held.json()).toEqual(RATE_LIMITED);
    const retryAfter = Number(held.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // someone who signed in from here lately still gets in; a wrong password still counts against the account
    expect((await login(limited, colleague.email, colleague.password, ip)).statusCode).toBe(200);
    expectError(await login(limited, colleague.email, 'Wrong!Pass1', ip), 401, 'INVALID_CREDENTIALS');
    expect(await failuresFor(limited, colleague.email.toLowerCase())).toHaveLength(1);
  });

  it('caps auth calls per IP at AUTH_RATE_LIMIT_PER_MINUTE with a 429 RATE_LIMITED in the one error shape', async () => {
    const user = await createUser(limited);
    const ip = '10.2.2.2';
    for (let i = 0; i < 5; i++) {
      const ok = await login(limited, user.email, user.password, ip);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.headers['x-ratelimit-limit']).toBe('5');
    }
    const res = await login(limited, user.email, user.password, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(RATE_LIMITED);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await sessionsOf(limited, user.id)).toHaveLength(5);
    // per IP: another address still signs in
    expect((await login(limited, user.email, user.password, '10.2.2.3')).statusCode).toBe(200);
  });

  it('caps the reset-password mail call harder (AUTH_RATE_LIMIT_PER_MINUTE / 15, at least 1)', async () => {
    const user = await createUser(limited);
    const ip = '10.3.3.3';
    expect((await post(limited, '/api/auth/reset-password', { email: user.email }, {}, ip)).statusCode).toBe(200);
    await eventually(async () => (await mailsTo(limited, user.email)).length === 1, 10_000, 'the first reset mail');
    const res = await post(limited, '/api/auth/reset-password', { email: user.email }, {}, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(RATE_LIMITED);
    expect(limited.app.platform.tasks.pending()).toBe(0);
    expect(await mailsTo(limited, user.email)).toHaveLength(1);
  });

  it('also caps refresh-token attempts (token guessing)', async () => {
    const ip = '10.4.4.4';
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push(
        (await post(limited, '/api/auth/refresh-token', { accessToken: 'a.b.c', refreshToken: `guess-${i}` }, {}, ip))
          .statusCode,
      );
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
