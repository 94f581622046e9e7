import { randomUUID } from 'node:crypto';
import { like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { userRoles, users } from '../../src/db/schema/users.ts';
import { jobs } from '../../src/db/schema/jobs.ts';
import { openDatabase, type Database } from '../../src/platform/db.ts';
import { hashPassword } from '../../src/platform/auth/hashing.ts';
import { eventually } from '../support/api.ts';
import { adminQuery, dropDatabase } from '../support/pg-admin.ts';
import {
  killAll,
  removeTempFolders,
  startServer,
  tempFolder,
  waitHealthy,
  type ServerProcess,
} from '../support/processes.ts';

// Two real server processes on one PostgreSQL and one Redis, as a scaled deployment runs them (issue 8): what one
// revokes, the other refuses, and a schedule both keep runs once. PostgreSQL and Redis only (CI's second run).
const url = process.env.TEST_DATABASE_URL;
const redis = process.env.TEST_REDIS_URL;
const name = `tp_two_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
let database: Database | undefined;

afterAll(async () => {
  await killAll();
  await database?.close();
  if (url) await dropDatabase(name);
  removeTempFolders();
});

const PASSWORD = 'Welcome!2026';
const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const me = (server: ServerProcess, accessToken: string) =>
  fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${accessToken}` } }).then(async (r) => ({
    status: r.status,
    body: (await r.json()) as { code?: string; currentRole?: string },
  }));

describe.skipIf(!url || !redis)('two server processes on one PostgreSQL and Redis', () => {
  it('a session revoked or switched through one is refused by the other at once; the shared schedule is queued once', {
    timeout: 180_000,
  }, async () => {
    await adminQuery(`create database ${name}`);
    const target = new URL(url!);
    target.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: target.toString(), dataDir: null });
    const [user] = await database.db
      .insert(users)
      .values({ name: 'Two Servers', email: 'two-servers@example.test', passwordHash: await hashPassword(PASSWORD) })
      .returning();
    await database.db.insert(userRoles).values([
      { userId: user!.id, role: 'Admin' },
      { userId: user!.id, role: 'Learner' },
    ]);

    const env = {
      DATABASE_URL: target.toString(),
      REDIS_URL: redis!,
      JWT_SECRET: 'two-servers-share-this-signing-secret-0123456789',
      RATE_LIMIT_NAMESPACE: `tp-two-${randomUUID()}-`,
    };
    const start = () => {
      return startServer(tempFolder('tp-two-'), env);
    };
    const [a, b] = await Promise.all([start(), start()]);
    await Promise.all([waitHealthy(a, 120_000), waitHealthy(b, 120_000)]);

    // Signed in through A, the session works on B.
    const signIn = async () =>
      (await (await fetch(`${a.url}/api/auth/login`, json({ email: user!.email, password: PASSWORD }))).json()) as {
        userId: string;
        token: { accessToken: string; refreshToken: string };
      };
    const first = await signIn();
    expect((await me(b, first.token.accessToken)).status).toBe(200);

    // Signed out through A: B refuses the access token as soon as the bus delivers, not when it expires.
    expect((await fetch(`${a.url}/api/auth/revoke-token`, json(first.token.refreshToken))).status).toBe(200);
    const refused = await eventually(
      async () => {
        const res = await me(b, first.token.accessToken);
        return res.status === 401 ? res : null;
      },
      5_000,
      'B refuses the revoked session',
    );
    expect(refused.body.code).toBe('TOKEN_INVALID');

    // A role switch through A retires the previous role's token on B too.
    const second = await signIn();
    expect((await me(b, second.token.accessToken)).status).toBe(200);
    const switched = await fetch(
      `${a.url}/api/auth/select-role`,
      json({ userId: second.userId, role: 'Learner', accessToken: second.token.accessToken }),
    );
    expect(switched.status).toBe(200);
    const next = (await switched.json()) as { accessToken: string };
    await eventually(
      async () => (await me(b, second.token.accessToken)).status === 401,
      5_000,
      'B refuses the previous role',
    );
    expect((await me(b, next.accessToken)).body.currentRole).toBe('Learner');

    // Both servers keep the hourly prune; its next occurrence is queued once, not once per server.
    const queued = await database.db.select().from(jobs).where(like(jobs.dedupeKey, 'auth.prune-login-failures@%'));
    expect(queued.filter((j) => j.status === 'pending')).toHaveLength(1);

    // PostgreSQL drops every connection to the database (a restart, an operator's pg_terminate_backend): both
    // servers go on — the pools replace the idle connections they held rather than the process dying of an
    // unhandled 'error' event — and a sign-in through each reaches the database again.
    await adminQuery(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
    );
    await eventually(
      async () => (a.stderr() + b.stderr()).includes('PostgreSQL closed an idle pooled connection'),
      10_000,
      'a server told of the dropped idle connection',
    );
    for (const server of [a, b]) {
      const res = await fetch(`${server.url}/api/auth/login`, json({ email: user!.email, password: PASSWORD }));
      expect(res.status, server.stderr()).toBe(200);
    }
    expect(await a.exitWithin(0)).toBeNull();
    expect(await b.exitWithin(0)).toBeNull();

    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    expect((await a.exited).code).toBe(0);
    expect((await b.exited).code).toBe(0);
  });
});
