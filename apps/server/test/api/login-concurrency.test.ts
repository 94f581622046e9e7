import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fileTestApp, createUser, type TestApp } from '../support/test-app.ts';
import { expectError, failuresFor, login, sessionsOf } from '../support/api.ts';
import { loginFailures } from '../../src/db/schema/auth.ts';

// Concurrent bursts at the sign-in limits (issue 7, item 2). The limits are counted before the password is
// checked, so a burst cannot get more checks than the limit allows, whatever the interleaving.
// Per-IP limit of the default (50), no per-call cap in the way, and room in the hashing queue for everyone.
const burst = await fileTestApp({ LOGIN_IP_FAILURES_PER_15_MIN: '50', PASSWORD_HASH_QUEUE_LIMIT: '100000' });
// A hashing queue of two: the rest of a burst is refused at once.
const tiny = await fileTestApp({ PASSWORD_HASH_QUEUE_LIMIT: '2' });
// The same queue, and an address limit high enough that a long burst keeps it full.
const flood = await fileTestApp({ PASSWORD_HASH_QUEUE_LIMIT: '2', LOGIN_IP_FAILURES_PER_15_MIN: '1000' });

function tally(codes: number[]) {
  const counts: Record<number, number> = {};
  for (const c of codes) counts[c] = (counts[c] ?? 0) + 1;
  return counts;
}
const failuresFromIp = (t: TestApp, ip: string) => t.db.select().from(loginFailures).where(eq(loginFailures.ip, ip));

describe('sign-in limits under concurrency', () => {
  it('checks at most 50 passwords of 250 concurrent wrong guesses from one address; the rest get 429 with Retry-After', async () => {
    const ip = '198.51.100.10';
    const results = await Promise.all(
      Array.from({ length: 250 }, (_, i) => login(burst, `guess-${i}-${Date.now()}@example.test`, 'Wrong!Pass1', ip)),
    );
    expect(tally(results.map((r) => r.statusCode))).toEqual({ 401: 50, 429: 200 });
    for (const res of results.filter((r) => r.statusCode === 429)) {
      expectError(res, 429, 'RATE_LIMITED');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await failuresFromIp(burst, ip)).toHaveLength(50);
  });

  it('checks at most 100 guesses at one account from three addresses at once, then locks it — for its owner too', async () => {
    const user = await createUser(burst);
    const ips = ['198.51.100.21', '198.51.100.22', '198.51.100.23'];
    // 40 from each address stays under the per-address limit; together they pass the per-account one.
    const results = await Promise.all(
      Array.from({ length: 120 }, (_, i) => login(burst, user.email, `Wrong!Guess${i}`, ips[i % 3])),
    );
    expect(tally(results.map((r) => r.statusCode))).toEqual({ 401: 100, 429: 20 });
    for (const res of results.filter((r) => r.statusCode === 429)) expectError(res, 429, 'ACCOUNT_LOCKED');
    expect(await failuresFor(burst, user.email.toLowerCase())).toHaveLength(100);

    const owner = await login(burst, user.email, user.password, '198.51.100.99');
    expectError(owner, 429, 'ACCOUNT_LOCKED');
    const retryAfter = Number(owner.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(59 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    expect(await sessionsOf(burst, user.id)).toHaveLength(0);
  });

  it('a correct password in a burst of wrong ones at the same account is still checked and signs in', async () => {
    const user = await createUser(burst);
    const results = await Promise.all([
      ...Array.from({ length: 30 }, (_, i) => login(burst, user.email, `Wrong!Guess${i}`, `198.51.100.${100 + i}`)),
      login(burst, user.email, user.password, '198.51.100.200'),
    ]);
    expect(results.at(-1)!.statusCode).toBe(200);
    // a success clears the failures before it, not the attempts still being checked after it
    expect((await failuresFor(burst, user.email.toLowerCase())).length).toBeLessThanOrEqual(30);
  });
});

describe('the bounded hashing queue', () => {
  it('answers 503 SERVER_BUSY with Retry-After when the queue is full, counts nothing for those, and serves again after', async () => {
    const users = await Promise.all(Array.from({ length: 24 }, () => createUser(tiny)));
    const results = await Promise.all(
      users.map((u, i) => login(tiny, u.email, i % 2 ? u.password : 'Wrong!Pass1', `203.0.113.${i + 1}`)),
    );
    const codes = tally(results.map((r) => r.statusCode));
    expect(codes[503], JSON.stringify(codes)).toBeGreaterThan(0);
    for (const res of results) expect([200, 401, 503]).toContain(res.statusCode);
    for (const res of results.filter((r) => r.statusCode === 503)) {
      expectError(res, 503, 'SERVER_BUSY', 'The server is busy. Please try again in a moment.');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // only the passwords actually checked and wrong are counted
    const counted = (await Promise.all(users.map((u) => failuresFor(tiny, u.email.toLowerCase())))).flat().length;
    expect(counted).toBe(codes[401] ?? 0);

    const later = await login(tiny, users[1]!.email, users[1]!.password, '203.0.113.200');
    expect(later.statusCode).toBe(200);
  });

  it('a sign-in from an address the account has used goes ahead of a full queue of guesses from that address', async () => {
    const ip = '203.0.113.77';
    const user = await createUser(flood);
    expect((await login(flood, user.email, user.password, ip)).statusCode).toBe(200);
    // A steady stream of guesses, faster than passwords are checked, keeps the queue of two full; most are refused.
    const sent: Promise<Awaited<ReturnType<typeof login>>>[] = [];
    const stream = (async () => {
      for (let i = 0; i < 120; i++) {
        sent.push(login(flood, `guess-${i}-${Date.now()}@example.test`, 'Wrong!Pass1', ip));
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    await new Promise((r) => setTimeout(r, 250));
    const real = await login(flood, user.email, user.password, ip);
    await stream;
    const guesses = Promise.all(sent);
    const codes = tally((await guesses).map((r) => r.statusCode));
    expect(codes[503], JSON.stringify(codes)).toBeGreaterThan(60);
    expect(real.statusCode, real.body).toBe(200);
  });
});
