import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_HUB_PATH, RECEIVE_UNREAD_COUNT } from '@talentpath/contracts/notifications';
import { jobs } from '../../src/db/schema/jobs.ts';
import { notifications } from '../../src/db/schema/notifications.ts';
import { openDatabase } from '../../src/platform/db.ts';
import { eventually } from '../support/api.ts';
import { adminQuery, dropDatabase } from '../support/pg-admin.ts';
import { SEED_PASSWORD, seedCourses } from '../support/process-seed.ts';
import {
  killAll,
  removeTempFolders,
  startServer,
  tempFolder,
  waitHealthy,
  type ServerProcess,
} from '../support/processes.ts';

// Notifications across real server processes (issue 13): one killed between an event and its notification, and
// two sharing the hub through Redis. The crash runs on the embedded database (one process after the other on one
// DATA_DIR) and, with TEST_DATABASE_URL, on PostgreSQL; the two processes need PostgreSQL and Redis (CI's second run).
const url = process.env.TEST_DATABASE_URL;
const redis = process.env.TEST_REDIS_URL;
const databases: string[] = [];
const sockets: Socket[] = [];

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await killAll();
  for (const name of databases) await dropDatabase(name);
  removeTempFolders();
});

const ASSIGNED_JOB = 'course.assigned>notify-learner';

/** A fresh PostgreSQL database of this file's own (dropped after it), as a DATABASE_URL. */
async function freshDatabase() {
  const name = `tp_notify_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await adminQuery(`create database ${name}`);
  databases.push(name);
  const target = new URL(url!);
  target.pathname = `/${name}`;
  return target.toString();
}

type Headers = Record<string, string>;
async function api(server: ServerProcess, method: string, route: string, headers: Headers = {}, body?: unknown) {
  const res = await fetch(`${server.url}${route}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}
async function signIn(server: ServerProcess, email: string) {
  const res = await api(server, 'POST', '/api/auth/login', {}, { email, password: SEED_PASSWORD });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const token = res.body.token as { accessToken: string; refreshToken: string; currentRole: string };
  return { ...token, h: { authorization: `Bearer ${token.accessToken}`, 'x-active-role': token.currentRole } };
}
async function assign(server: ServerProcess, coordinator: Headers, courseId: string, learnerId: string) {
  const res = await api(server, 'POST', `/api/courses/${courseId}/enrolments`, coordinator, {
    learnerIds: [learnerId],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
const learnerFeed = async (server: ServerProcess, learner: Headers) =>
  (await api(server, 'GET', '/api/v1/learner/notifications', learner)).body.items as {
    id: string;
    type: string;
    data: { courseId?: string };
  }[];
const lockHolder = (dir: string) =>
  existsSync(path.join(dir, 'server.lock'))
    ? (JSON.parse(readFileSync(path.join(dir, 'server.lock'), 'utf8')) as { pid: number }).pid
    : null;

const backends = [
  { name: 'the embedded database (one DATA_DIR, one process after the other)', postgres: false },
  ...(url ? [{ name: 'PostgreSQL', postgres: true }] : []),
];

describe.each(backends)('a server killed between the event and its notification, on $name', ({ postgres }) => {
  it('leaves the job stored with the event; the next process runs it and the learner finds the notification', {
    timeout: 180_000,
  }, async () => {
    const dir = tempFolder('tp-notify-crash-');
    const env: Record<string, string> = postgres ? { DATABASE_URL: await freshDatabase() } : {};
    const open = () => openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: dir });
    const seeding = await open();
    const { learnerId, courseIds } = await seedCourses(seeding.db, 3);
    await seeding.close();

    // A serves requests and runs no jobs: the notification job of the event it takes stays in the table.
    const a = await startServer(dir, { ...env, JOBS_CONCURRENCY: '0' });
    await waitHealthy(a, 120_000);
    const coordinator = await signIn(a, 'coordinator@example.test');
    const learner = await signIn(a, 'learner@example.test');
    await assign(a, coordinator.h, courseIds[0]!, learnerId);
    await new Promise((r) => setTimeout(r, 500));
    expect(await learnerFeed(a, learner.h)).toEqual([]);
    a.child.kill('SIGKILL');
    expect(await a.exitWithin(10_000)).toEqual({ code: null, signal: 'SIGKILL' });
    // A SIGKILL runs no exit handler: the embedded database's lock names the dead process until a start takes it over.
    if (!postgres) expect(lockHolder(dir)).toBe(a.pid);

    const between = await open();
    try {
      const stored = await between.db.select().from(jobs).where(eq(jobs.kind, ASSIGNED_JOB));
      expect(stored).toMatchObject([
        { status: 'pending', attempts: 0, payload: { learnerId, courseId: courseIds[0] } },
      ]);
      expect(await between.db.select().from(notifications).where(eq(notifications.userId, learnerId))).toEqual([]);
    } finally {
      await between.close();
    }

    // The next process on the same database (default workers) runs the job at start; the session still works.
    const b = await startServer(dir, env);
    await waitHealthy(b, 120_000);
    if (!postgres) expect(lockHolder(dir)).toBe(b.pid);
    const feed = await eventually(
      async () => {
        const items = await learnerFeed(b, learner.h);
        return items.length > 0 ? items : null;
      },
      20_000,
      'the notification written after the restart',
    );
    expect(feed).toMatchObject([{ type: 'course-assigned', data: { courseId: courseIds[0] } }]);
    expect((await api(b, 'GET', '/api/v1/learner/notifications/summary', learner.h)).body).toEqual({
      unreadCount: 1,
      totalCount: 1,
    });

    b.child.kill('SIGTERM');
    expect(await b.exitWithin(15_000), b.stdout() + b.stderr()).toEqual({ code: 0, signal: null });
    if (!postgres) expect(lockHolder(dir)).toBeNull();
    const after = await open();
    try {
      expect(await after.db.select().from(jobs).where(eq(jobs.kind, ASSIGNED_JOB))).toMatchObject([
        { status: 'done', attempts: 1 },
      ]);
    } finally {
      await after.close();
    }
  });
});

describe.skipIf(!url || !redis)('two server processes sharing the hub through Redis', () => {
  it('a change made through one reaches the learner’s tabs on both; the jobs run where there are workers', {
    timeout: 180_000,
  }, async () => {
    const databaseUrl = await freshDatabase();
    const seeding = await openDatabase({ databaseUrl, dataDir: null });
    const { learnerId, courseIds } = await seedCourses(seeding.db, 3);
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis!,
      JWT_SECRET: 'notification-processes-share-this-secret-0123456789',
      RATE_LIMIT_NAMESPACE: `tp-notify-${randomUUID()}-`,
    };
    // A runs the jobs; B serves requests and holds sockets only, so what B's socket hears came through Redis.
    const [a, b] = await Promise.all([
      startServer(tempFolder('tp-notify-a-'), env),
      startServer(tempFolder('tp-notify-b-'), { ...env, JOBS_CONCURRENCY: '0' }),
    ]);
    await Promise.all([waitHealthy(a, 120_000), waitHealthy(b, 120_000)]);
    const coordinator = await signIn(a, 'coordinator@example.test');
    const learner = await signIn(b, 'learner@example.test');
    const tab = async (server: ServerProcess) => {
      const socket = io(server.url, {
        path: NOTIFICATION_HUB_PATH,
        auth: { token: learner.accessToken },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      const counts: number[] = [];
      socket.on(RECEIVE_UNREAD_COUNT, (count: number) => counts.push(count));
      const closed = new Promise<string>((resolve) => socket.on('disconnect', resolve));
      await new Promise<void>(
        (resolve, reject) => (socket.once('connect', resolve), socket.once('connect_error', reject)),
      );
      return { counts, closed };
    };
    const [onA, onB] = [await tab(a), await tab(b)];
    const heard = (counts: number[]) =>
      eventually(
        async () => onA.counts.length >= counts.length && onB.counts.length >= counts.length,
        15_000,
        `counts ${counts.join(', ')} on both processes`,
      ).then(() => expect({ a: onA.counts, b: onB.counts }).toEqual({ a: counts, b: counts }));

    // The event through A; its job runs on A (B has no workers); the count reaches B's socket through Redis.
    const sent = Date.now();
    await assign(a, coordinator.h, courseIds[0]!, learnerId);
    await heard([1]);
    console.log(`assigned through A, counted on B after ${Date.now() - sent} ms`);
    // The job is marked done after its handler has told the sockets: on a slow machine the count comes first.
    const done = await eventually(
      async () =>
        (await seeding.db.select().from(jobs).where(eq(jobs.kind, ASSIGNED_JOB))).find((j) => j.status === 'done'),
      15_000,
      'the assignment job marked done',
    );
    expect(done).toMatchObject({ status: 'done', attempts: 1 });

    // A change answered by A itself (not a job) reaches B too.
    const [first] = await learnerFeed(a, learner.h);
    expect((await api(a, 'PUT', `/api/v1/learner/notifications/${first!.id}/mark-read`, learner.h)).status).toBe(200);
    await heard([1, 0]);

    // An event taken by B (no workers) is left to A, which claims it at its next poll.
    await assign(b, coordinator.h, courseIds[1]!, learnerId);
    await heard([1, 0, 1]);

    // Signed out through A: B's socket is closed at once (the revocation bus).
    expect((await api(a, 'POST', '/api/auth/revoke-token', {}, learner.refreshToken)).status).toBe(200);
    const reasons = await Promise.all([onA.closed, onB.closed]);
    expect(reasons).toEqual(['io server disconnect', 'io server disconnect']);

    await seeding.close();
    for (const server of [a, b]) server.child.kill('SIGTERM');
    for (const server of [a, b])
      expect(await server.exitWithin(15_000), server.stdout() + server.stderr()).toEqual({ code: 0, signal: null });
  });
});
