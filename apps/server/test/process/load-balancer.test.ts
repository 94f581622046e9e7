import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq, like } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_HUB_PATH, RECEIVE_UNREAD_COUNT } from '@talentpath/contracts/notifications';
import { courseCategories } from '../../src/db/schema/course-categories.ts';
import { jobs } from '../../src/db/schema/jobs.ts';
import { notifications } from '../../src/db/schema/notifications.ts';
import { type Database, openDatabase } from '../../src/platform/db.ts';
import { eventually } from '../support/api.ts';
import { findNginx, type Nginx, siteTemplatePath, startNginx } from '../support/nginx.ts';
import { adminQuery, dropDatabase } from '../support/pg-admin.ts';
import { SEED_PASSWORD, seedCourses } from '../support/process-seed.ts';
import {
  killAll,
  removeTempFolders,
  type ServerProcess,
  startServer,
  tempFolder,
  waitHealthy,
} from '../support/processes.ts';

// Scale-out, proven (issue 21): nginx, configured as docs/deploy.md shows (deploy/nginx/talentpath.conf.template),
// in front of three server processes on one PostgreSQL and one Redis. A session made through one process works on
// the others; the hub works by WebSocket and by long polling (sticky); a job recorded on one runs once; one
// process SIGKILLed mid-run: the others keep serving, no acknowledged write is lost, and sockets reconnect to a
// survivor. Needs nginx (Debian's package: .ci/run installs it), TEST_DATABASE_URL and TEST_REDIS_URL (CI's
// second run has them).
const url = process.env.TEST_DATABASE_URL;
const redis = process.env.TEST_REDIS_URL;
const nginxBinary = findNginx();
const missing = [
  nginxBinary ? null : 'nginx (apt-get install nginx)',
  url ? null : 'TEST_DATABASE_URL',
  redis ? null : 'TEST_REDIS_URL',
].filter(Boolean);
if (missing.length > 0) console.warn(`load-balancer.test.ts skipped: it needs ${missing.join(', ')}`);

const name = `tp_lb_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
const sockets: Socket[] = [];
let database: Database | undefined;
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await killAll();
  await database?.close();
  if (url) await dropDatabase(name);
  removeTempFolders();
});

const ASSIGNED_JOB = 'course.assigned>notify-learner';

type Headers = Record<string, string>;
/** One request to `base` (a process, or nginx); a refused connection is status 0. */
async function send(base: string, method: string, route: string, headers: Headers = {}, body?: unknown) {
  try {
    const res = await fetch(`${base}${route}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text };
  } catch {
    return { status: 0, body: null };
  }
}
async function signIn(base: string, who: string) {
  const res = await send(
    base,
    'POST',
    '/api/auth/login',
    {},
    { email: `${who}@example.test`, password: SEED_PASSWORD },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const token = res.body.token as { accessToken: string; refreshToken: string; currentRole: string };
  return { ...token, h: { authorization: `Bearer ${token.accessToken}`, 'x-active-role': token.currentRole } };
}

/** A learner's tab on the hub through nginx, by one transport, reconnecting as the web app does. */
function hubTab(nginx: Nginx, accessToken: string, transport: 'websocket' | 'polling') {
  const socket = io(nginx.url, {
    path: NOTIFICATION_HUB_PATH,
    auth: { token: accessToken },
    transports: [transport],
    forceNew: true,
    reconnectionDelay: 200,
    reconnectionDelayMax: 1_000,
  });
  sockets.push(socket);
  const tab = { socket, counts: [] as number[], connects: 0, disconnects: [] as string[] };
  socket.on(RECEIVE_UNREAD_COUNT, (count: number) => tab.counts.push(count));
  socket.on('connect', () => tab.connects++);
  socket.on('disconnect', (reason) => tab.disconnects.push(reason));
  return tab;
}

const address = (server: ServerProcess) => `127.0.0.1:${server.port}`;
/** The process that answered a request nginx logged (the last it tried). */
const answeredBy = (line: { upstreams: string[] }) => line.upstreams.at(-1)!;

describe.skipIf(missing.length > 0)('three server processes behind nginx on one PostgreSQL and Redis', () => {
  it('share sessions, the hub (WebSocket and sticky long polling) and jobs; one SIGKILLed, the others carry on', {
    timeout: 300_000,
  }, async () => {
    expect(readFileSync(new URL('../../../../docs/deploy.md', import.meta.url), 'utf8')).toContain(
      readFileSync(siteTemplatePath, 'utf8'),
    );
    await adminQuery(`create database ${name}`);
    const target = new URL(url!);
    target.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: target.toString(), dataDir: null });
    const { db } = database;
    const { learnerId, courseIds } = await seedCourses(db, 4, { admin: true });
    const env = {
      DATABASE_URL: target.toString(),
      REDIS_URL: redis!,
      JWT_SECRET: 'three-processes-behind-nginx-share-this-secret-0123',
      RATE_LIMIT_NAMESPACE: `tp-lb-${randomUUID()}-`,
      TRUST_PROXY: 'true',
    };
    const servers = await Promise.all([1, 2, 3].map(() => startServer(tempFolder('tp-lb-'), env)));
    await Promise.all(servers.map((server) => waitHealthy(server, 120_000)));
    const [a, b, c] = servers as [ServerProcess, ServerProcess, ServerProcess];
    const nginx = await startNginx(
      nginxBinary!,
      servers.map((s) => s.port),
    );

    // Sessions: signed in through A, used through B and C, refreshed through C, and used through nginx.
    const admin = await signIn(a.url, 'admin');
    for (const server of [b, c]) expect((await send(server.url, 'GET', '/api/auth/me', admin.h)).status).toBe(200);
    const refreshed = await send(
      c.url,
      'POST',
      '/api/auth/refresh-token',
      {},
      {
        accessToken: admin.accessToken,
        refreshToken: admin.refreshToken,
      },
    );
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    admin.h.authorization = `Bearer ${refreshed.body.accessToken}`;
    for (let n = 0; n < 6; n++) expect((await send(nginx.url, 'GET', '/api/auth/me', admin.h)).status).toBe(200);
    const meAnsweredBy = nginx
      .accessLog()
      .filter((line) => line.uri === '/api/auth/me')
      .map(answeredBy);
    expect(new Set(meAnsweredBy), 'nginx spreads requests over the three').toEqual(new Set(servers.map(address)));

    // The hub through nginx, one tab by WebSocket and one by long polling.
    const coordinator = await signIn(nginx.url, 'coordinator');
    const learner = await signIn(nginx.url, 'learner');
    const tabs = [hubTab(nginx, learner.accessToken, 'websocket'), hubTab(nginx, learner.accessToken, 'polling')];
    await eventually(async () => tabs.every((tab) => tab.socket.connected), 20_000, 'both tabs connected');
    const heard = (count: number) =>
      eventually(
        // Jobs on different processes may send their counts in either order: the count reached is what counts.
        async () => tabs.every((tab) => tab.counts.includes(count)),
        20_000,
        `the unread count ${count} on both tabs`,
      );

    // A job recorded on each process (each assignment's notification) runs once, wherever it is claimed.
    for (const [i, server] of [a, b, c].entries()) {
      const res = await send(server.url, 'POST', `/api/courses/${courseIds[i]}/enrolments`, coordinator.h, {
        learnerIds: [learnerId],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    await heard(3);
    // A job is marked done after its handler has sent the count: on a loaded machine the count comes first.
    const assigned = await eventually(
      async () => {
        const rows = await db.select().from(jobs).where(eq(jobs.kind, ASSIGNED_JOB));
        return rows.length === 3 && rows.every((job) => job.status !== 'pending' && job.status !== 'running') && rows;
      },
      20_000,
      'the three assignment jobs finished',
    );
    expect(assigned.map((job) => [job.status, job.attempts])).toEqual([
      ['done', 1],
      ['done', 1],
      ['done', 1],
    ]);
    const written = await db.select().from(notifications).where(eq(notifications.userId, learnerId));
    expect(written.map((n) => n.data.courseId).sort()).toEqual(courseIds.slice(0, 3).sort());

    // Long polling stays on one process (and the WebSocket with it: one client address, one process).
    const hubLines = () => nginx.accessLog().filter((line) => line.uri.startsWith(`${NOTIFICATION_HUB_PATH}/`));
    const polls = hubLines().filter((line) => line.uri.includes('transport=polling'));
    expect(polls.length, 'long-polling requests').toBeGreaterThan(3);
    expect(polls.every((line) => line.status === 200)).toBe(true);
    const holders = new Set(hubLines().map(answeredBy));
    expect(holders.size, [...holders].join(', ')).toBe(1);
    const hub = servers.find((server) => holders.has(address(server)))!;
    const survivors = servers.filter((server) => server !== hub);

    // Writes and reads through nginx, one after another, while the hub's process is SIGKILLed.
    type Attempt = { name: string; startedAt: number; status: number };
    const writes: Attempt[] = [];
    const reads: Attempt[] = [];
    let running = true;
    const pause = () => new Promise((r) => setTimeout(r, 20));
    const writer = (async () => {
      for (let n = 1; running; n++) {
        const category = `Written ${n}`;
        const startedAt = Date.now();
        const res = await send(nginx.url, 'POST', '/api/course-categories', admin.h, { name: category });
        writes.push({ name: category, startedAt, status: res.status });
        await pause();
      }
    })();
    const reader = (async () => {
      while (running) {
        const startedAt = Date.now();
        const res = await send(nginx.url, 'GET', '/api/auth/me', admin.h);
        reads.push({ name: 'me', startedAt, status: res.status });
        await pause();
      }
    })();
    const acknowledged = (after = 0) => writes.filter((w) => w.status === 201 && w.startedAt > after).length;
    await eventually(async () => acknowledged() >= 10, 30_000, 'ten writes before the kill');
    hub.child.kill('SIGKILL');
    expect(await hub.exitWithin(10_000)).toEqual({ code: null, signal: 'SIGKILL' });
    const killedAt = Date.now();
    await eventually(async () => acknowledged(killedAt) >= 20, 30_000, 'twenty writes after the kill');
    running = false;
    await Promise.all([writer, reader]);

    // At most the one write in flight at the kill failed (unacknowledged); every acknowledged one is stored.
    const failed = writes.filter((w) => w.status !== 201);
    expect(failed.length, JSON.stringify(failed)).toBeLessThanOrEqual(1);
    expect(failed.every((w) => w.startedAt < killedAt)).toBe(true);
    expect(reads.filter((r) => r.status !== 200)).toEqual([]);
    const stored = await db
      .select({ name: courseCategories.name })
      .from(courseCategories)
      .where(like(courseCategories.name, 'Written %'));
    const storedNames = new Set(stored.map((row) => row.name));
    expect(writes.filter((w) => w.status === 201 && !storedNames.has(w.name))).toEqual([]);
    console.log(
      `killed ${address(hub)}: ${writes.length} writes (${failed.length} unacknowledged), ${reads.length} reads, all through nginx`,
    );
    // Every write that came in after the kill was answered by a survivor (the one in flight at the kill, answered
    // 502 by the dying process, is logged after it: so by when the request came in, not when it was logged).
    const servedAfter = nginx
      .accessLog()
      .filter((line) => line.startedAt > killedAt && line.uri === '/api/course-categories');
    expect(new Set(servedAfter.map(answeredBy))).toEqual(new Set(survivors.map(address)));

    // The tabs reconnect through nginx to a survivor, and keep hearing counts (a job run there).
    await eventually(async () => tabs.every((tab) => tab.connects >= 2 && tab.socket.connected), 30_000, 'tabs back');
    const reconnectedAt = Date.now();
    const res = await send(nginx.url, 'POST', `/api/courses/${courseIds[3]}/enrolments`, coordinator.h, {
      learnerIds: [learnerId],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await heard(4);
    const lateHub = hubLines().filter((line) => line.at > reconnectedAt);
    expect(lateHub.length).toBeGreaterThan(0);
    expect(new Set(lateHub.map(answeredBy)).size).toBe(1);
    expect(survivors.map(address)).toContain(answeredBy(lateHub[0]!));
    expect(lateHub.every((line) => line.status === 200)).toBe(true);
    const notified = await db.select().from(notifications).where(eq(notifications.userId, learnerId));
    expect(notified).toHaveLength(4);

    for (const tab of tabs) tab.socket.disconnect();
    for (const server of survivors) server.child.kill('SIGTERM');
    for (const server of survivors)
      expect(await server.exitWithin(15_000), server.stdout() + server.stderr()).toEqual({ code: 0, signal: null });
    nginx.child.kill('SIGTERM');
    expect(await nginx.exitWithin(10_000), nginx.errorLog()).toMatchObject({ code: 0 });
  });
});
