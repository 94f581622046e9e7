import { randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach } from 'vitest';
import type { Role } from '@talentpath/contracts/roles';
import { buildApp } from '../../src/app.ts';
import { startSmtpPeer } from './smtp-peer.ts';
import { checkResponses } from './response-check.ts';
import { loadEnv } from '../../src/env.ts';
import { openDatabase, type Database } from '../../src/platform/db.ts';
import argon2 from 'argon2';
import { userRoles, users } from '../../src/db/schema/users.ts';
import { openSeededPglite, openSnapshotPglite, seededKey, snapshotKey } from './pglite-snapshot.ts';
import { dropDatabase } from './pg-admin.ts';

export const TEST_PASSWORD = 'Welcome!2026';

/**
 * A real app on a real, empty database: PGlite in memory by default, or — when TEST_DATABASE_URL is set — a
 * fresh PostgreSQL database of its own (created here, dropped on close), so test files never share state.
 * `withoutSmtp` leaves SMTP_URL unset (mail goes to DATA_DIR/outbox, a temporary folder removed on close);
 * `log` receives the app's log lines (at LOG_LEVEL, which the test then sets). `seeded` starts the database with the
 * demo data, from a snapshot the seed made once (pglite-snapshot.ts), not by seeding it again.
 */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  options: { withoutSmtp?: boolean; log?: { write: (line: string) => void }; seeded?: boolean } = {},
) {
  const { database, drop } = await openTestDatabase({ seeded: options.seeded ?? false });
  // Every app mails a real SMTP peer of its own on loopback, unless the test names another.
  const smtp = await startSmtpPeer();
  const dataDir = options.withoutSmtp ? mkdtempSync(path.join(os.tmpdir(), 'talentpath-test-data-')) : null;
  const env = loadEnv({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    LOGIN_IP_FAILURES_PER_15_MIN: '100000',
    // The forums' throttle is proved by its own test app; elsewhere a test posts as fast as it likes.
    FORUM_POST_INTERVAL_SECONDS: '0',
    FORUM_POSTS_PER_HOUR: '100000',
    APP_URL: 'http://localhost:3000',
    ...(dataDir ? { DATA_DIR: dataDir } : { SMTP_URL: smtp.url }),
    // In CI the suite runs again with Redis (revocation bus, rate-limit store); each app gets its own keys.
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    RATE_LIMIT_NAMESPACE: `tp-test-${randomUUID()}-`,
    ...envOverrides,
  });
  const statements = countStatements(database);
  const app = await buildApp({ env, database, logger: options.log ?? false });
  // Every response is checked against the OpenAPI document: a mismatch fails the inject that received it.
  const responses = checkResponses(app);
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  app.inject = (async (options: InjectOptions | string) => {
    const res = await inject(options);
    const problem = responses.takeProblem(res.raw.req);
    if (problem) throw new Error(`The response does not match the OpenAPI document: ${problem}`);
    return res;
  }) as unknown as typeof app.inject;
  /** Mismatches of responses sent over a real socket (app.listen), which no inject reported. */
  const unreported = () => {
    const problems = responses.untaken();
    if (problems.length) throw new Error(`Responses that do not match the OpenAPI document:\n${problems.join('\n')}`);
  };
  return {
    app,
    unreported,
    db: database.db,
    kind: database.kind,
    /** SQL statements the database has been sent so far (to prove work is done in a few, not one per row). */
    statements,
    smtp,
    env,
    async close() {
      await app.close();
      unreported();
      await database.close();
      await drop();
      await smtp.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The app a test file shares: created when the file loads (`const t = await fileTestApp()`), closed after the
 * file's last test. One line instead of the same `let t` / beforeAll / afterAll in every file.
 */
export async function fileTestApp(...args: Parameters<typeof createTestApp>): Promise<TestApp> {
  const t = await createTestApp(...args);
  afterEach(() => t.unreported());
  afterAll(() => t.close());
  return t;
}

/** The database createTestApp uses (in-memory PGlite, or a fresh PostgreSQL database with TEST_DATABASE_URL); drop() removes it. */
export async function openTestDatabase(
  options: { seeded?: boolean } = {},
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    // TEST_PGLITE_SNAPSHOT=0 opens each database through openDatabase itself (initdb + migrations every time).
    const database = options.seeded
      ? await openSeededPglite()
      : process.env.TEST_PGLITE_SNAPSHOT === '0'
        ? await openDatabase({ dataDir: null })
        : await openSnapshotPglite();
    return { database, drop: async () => {} };
  }
  const name = `tp_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const template = options.seeded ? await seededTemplate(url) : await migratedTemplate(url);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await whileInUse(() => admin.query(`create database ${name} template ${template}`));
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString(), dataDir: null });
  return {
    database,
    drop: () => dropDatabase(name, url),
  };
}

type Query = (...args: never[]) => unknown;
type Queryable = { query: Query; __counted?: boolean };

/**
 * Refuses a statement sent on a PostgreSQL connection while another runs on it: a transaction's reads sent together
 * (`Promise.all` on one `tx`). pg queues them, warns once per process (deprecated, refused from pg 9), and nothing
 * names the caller; here the request fails with this error and its stack instead. `readTogether` is the way.
 */
function oneStatementAtATime<T extends Queryable & { __guarded?: boolean }>(connection: T): T {
  if (connection.__guarded) return connection;
  const query = connection.query.bind(connection);
  let running = 0;
  connection.query = ((...args: unknown[]) => {
    if (running > 0)
      throw new Error('a statement sent while another runs on the same connection: use readTogether in a transaction');
    running += 1;
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        running -= 1;
        return (last as (...r: unknown[]) => unknown)(...results);
      };
      return (query as (...a: unknown[]) => unknown)(...args);
    }
    const result = (query as (...a: unknown[]) => unknown)(...args);
    if (result && typeof (result as Promise<unknown>).finally === 'function')
      return (result as Promise<unknown>).finally(() => {
        running -= 1;
      });
    running -= 1;
    return result;
  }) as Query;
  connection.__guarded = true;
  return connection;
}

/**
 * Counts the statements sent through the database's client: PGlite's query (and its transactions'), or the query
 * of each of the PostgreSQL pool's connections (drizzle sends every statement through one of those; the pool's own
 * query takes a connection and calls its query, so it is not wrapped again). The pool's connect is left as it is:
 * its query calls connect with a callback, which a promise-only stand-in would never call (every query would hang).
 */
function countStatements(database: Database): () => number {
  let count = 0;
  const wrap = <T extends Queryable>(target: T): T => {
    if (target.__counted) return target;
    const query = target.query.bind(target);
    target.query = ((...args: never[]) => {
      count += 1;
      return query(...args);
    }) as Query;
    target.__counted = true;
    return target;
  };
  const client = (database.db as unknown as { $client: Queryable & Record<string, unknown> }).$client;
  if (database.kind === 'pglite') {
    wrap(client);
    const transaction = (client.transaction as (fn: (tx: Queryable) => unknown) => unknown).bind(client);
    client.transaction = (fn: (tx: Queryable) => unknown) => transaction((tx) => fn(wrap(tx)));
  } else {
    const pool = client as unknown as pg.Pool & { _clients?: Queryable[] };
    const guarded = (connection: Queryable) => wrap(oneStatementAtATime(connection));
    for (const connection of pool._clients ?? []) guarded(connection);
    pool.on('connect', (connection) => {
      guarded(connection as unknown as Queryable);
    });
  }
  return () => count;
}

/**
 * A database at the latest migration on the server TEST_DATABASE_URL names, made once per migration set (its name
 * carries their hash) and copied by CREATE DATABASE … TEMPLATE for each test file instead of migrating each. Made
 * under an advisory lock and published by a rename, so parallel workers and runs wait for one and never see half.
 */
const templates = new Map<string, Promise<string>>();

/**
 * Runs a statement that needs a database nobody is connected to, again while someone still is (55006): a pool's
 * end() resolves before its sockets have closed, so the server may still count a session that is leaving.
 */
async function whileInUse<T>(statement: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await statement();
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 200) throw error;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}
const migratedTemplate = (url: string) => templateOf(url, `tp_template_${snapshotKey()}`);
/** The same for the demo data: a copy of the migrated template, seeded once per seededKey. */
const seededTemplate = (url: string) =>
  templateOf(url, `tp_seeded_${seededKey()}`, async (db) => {
    const { seedDemoData } = await import('../../src/db/seed.ts');
    await seedDemoData(db);
  });

function templateOf(url: string, name: string, fill?: (db: Database['db']) => Promise<void>): Promise<string> {
  let made = templates.get(name);
  if (made) return made;
  made = (async () => {
    // The seeded template is a copy of the migrated one: that one first, outside this one's lock.
    const base = fill ? await migratedTemplate(url) : null;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const exists = async () =>
        (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
      if (await exists()) return name;
      await admin.query('select pg_advisory_lock(hashtextextended($1, 0))', [name]);
      if (!(await exists())) {
        const building = `${name}_building`;
        await admin.query(`drop database if exists ${building}`);
        await admin.query(`create database ${building}${base ? ` template ${base}` : ''}`);
        const target = new URL(url);
        target.pathname = `/${building}`;
        const database = await openDatabase({ databaseUrl: target.toString(), dataDir: null });
        await fill?.(database.db);
        await database.close();
        await whileInUse(() => admin.query(`alter database ${building} rename to ${name}`));
      }
      return name;
    } finally {
      await admin.end(); // ends the session, and with it the advisory lock
    }
  })();
  templates.set(name, made);
  return made;
}

let counter = 0;
const fixtureHashes = new Map<string, Promise<string>>();
/**
 * A fixture password's argon2id hash, made once per password and process, at argon2's lowest cost (1 MiB, one
 * pass): a fixture user's sign-in then costs about a millisecond to verify instead of the 50 ms the server's own
 * parameters take — some 550 sign-ins a suite run. The sign-in is the server's code, unchanged: argon2.verify reads
 * the cost from the hash. Passwords set through the API (reset, change, import) and the demo seed are hashed by the
 * server at OWASP's parameters, as in production.
 */
export function fixturePasswordHash(password: string): Promise<string> {
  let hash = fixtureHashes.get(password);
  if (!hash)
    fixtureHashes.set(
      password,
      (hash = argon2.hash(password, { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 })),
    );
  return hash;
}

/** Inserts a user straight into the database (a fixture, not the code under test). */
export async function createUser(
  t: TestApp,
  options: {
    roles?: Role[];
    password?: string;
    status?: 'active' | 'disabled';
    requirePasswordChange?: boolean;
    name?: string;
    email?: string;
  } = {},
) {
  counter += 1;
  // The suffix keeps e-mails unique across files sharing a database; digits only, so that no search term of
  // letters (a name like "ada") can meet it by chance, as hex once did.
  const email = options.email ?? `user${counter}-${randomInt(1e9, 1e10)}@example.test`;
  const password = options.password ?? TEST_PASSWORD;
  const [user] = await t.db
    .insert(users)
    .values({
      name: options.name ?? `Test User ${counter}`,
      email,
      passwordHash: await fixturePasswordHash(password),
      status: options.status ?? 'active',
      requirePasswordChange: options.requirePasswordChange ?? false,
    })
    .returning();
  const roles = options.roles ?? ['Learner'];
  if (roles.length) await t.db.insert(userRoles).values(roles.map((role) => ({ userId: user!.id, role })));
  return { id: user!.id, email, password, roles, name: user!.name };
}

/** Signs in through the API; with `role`, also selects it. Returns the tokens and headers to call as that role. */
export async function signIn(t: TestApp, user: { email: string; password: string }, role?: Role) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const login = res.json();
  let token = login.token as { accessToken: string; refreshToken: string; currentRole: Role; expiresAt: string };
  if (role && role !== token.currentRole) {
    const sel = await t.app.inject({
      method: 'POST',
      url: '/api/auth/select-role',
      payload: { userId: login.userId, role, accessToken: token.accessToken },
    });
    if (sel.statusCode !== 200) throw new Error(`select-role failed: ${sel.statusCode} ${sel.body}`);
    token = sel.json();
  }
  return {
    userId: login.userId as string,
    login,
    ...token,
    headers: { authorization: `Bearer ${token.accessToken}`, 'x-active-role': token.currentRole },
  };
}
