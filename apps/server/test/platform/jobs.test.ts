import { and, eq, inArray, lt } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs as jobsTable } from '../../src/db/schema/jobs.ts';
import { loginFailures } from '../../src/db/schema/auth.ts';
import type { Db } from '../../src/platform/db.ts';
import { createJobs, type Jobs } from '../../src/platform/jobs.ts';
import { createEvents } from '../../src/platform/events.ts';
import { eventually } from '../support/api.ts';
import { createTestApp, openTestDatabase } from '../support/test-app.ts';

// Test-only event kinds: modules declare theirs the same way.
declare module '../../src/platform/events.ts' {
  interface DomainEvents {
    'test.thing-happened': { thing: string };
    'test.other-thing': { n: number };
  }
}

let db: Db;
let closeDatabase: () => Promise<void>;
const opened: Jobs[] = [];
const lines: string[] = [];
const log = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });

beforeAll(async () => {
  const { database, drop } = await openTestDatabase();
  db = database.db;
  closeDatabase = async () => (await database.close(), await drop());
});
afterAll(async () => {
  for (const jobs of opened) await jobs.close();
  await closeDatabase();
});

/** A jobs instance that is not started: the test drives it with flush(), so nothing runs behind its back. */
function jobsOn(options: { shutdownGraceMs?: number; concurrency?: number; pollMs?: number } = {}) {
  const jobs = createJobs({ db, log, ...options });
  opened.push(jobs);
  return jobs;
}
const rowsOf = (kind: string) =>
  db.select().from(jobsTable).where(eq(jobsTable.kind, kind)).orderBy(jobsTable.createdAt);
const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('jobs', () => {
  it('runs a job once, with its payload, and marks it done', async () => {
    const jobs = jobsOn();
    const seen: unknown[] = [];
    jobs.register<{ to: string }>('test.once', async (payload, { attempt }) => void seen.push({ payload, attempt }));
    const id = await jobs.enqueue('test.once', { to: 'ada' });
    expect(await jobs.flush()).toBe(1);
    expect(await jobs.flush()).toBe(0);
    expect(seen).toEqual([{ payload: { to: 'ada' }, attempt: 1 }]);
    const [row] = await rowsOf('test.once');
    expect(row).toMatchObject({ id, status: 'done', attempts: 1, lockedUntil: null, lastError: null });
    expect(row!.finishedAt).toBeInstanceOf(Date);
  });

  it('keeps of a done job only what its scrub leaves of the payload; a failed or retried one keeps it whole', async () => {
    const jobs = jobsOn();
    jobs.register<{ to: string; secret: string }>(
      'test.scrubbed',
      async ({ to }) => {
        if (to === 'bob') throw new Error('refused');
      },
      { scrub: ({ to }) => ({ to }), maxAttempts: 1 },
    );
    jobs.register(
      'test.scrubbed-retry',
      async () => {
        throw new Error('later');
      },
      { scrub: () => ({}) },
    );
    await jobs.enqueue('test.scrubbed', { to: 'ada', secret: 's3cret' });
    await jobs.enqueue('test.scrubbed', { to: 'bob', secret: 'failed-for-good' });
    await jobs.enqueue('test.scrubbed-retry', { secret: 'to-retry' });
    expect(await jobs.flush()).toBe(3);
    const rows = await rowsOf('test.scrubbed');
    expect(rows.map((r) => [r.status, r.payload])).toEqual(
      expect.arrayContaining([
        ['done', { to: 'ada' }],
        ['failed', { to: 'bob', secret: 'failed-for-good' }],
      ]),
    );
    const [retry] = await rowsOf('test.scrubbed-retry');
    expect([retry!.status, retry!.payload]).toEqual(['pending', { secret: 'to-retry' }]);
  });

  it('retries a failing job after its backoff, then marks it failed with the last error', async () => {
    const jobs = jobsOn();
    let calls = 0;
    jobs.register(
      'test.failing',
      async () => {
        calls += 1;
        throw new Error(`boom ${calls}`);
      },
      { maxAttempts: 3, backoff: (attempts) => attempts * 60_000 },
    );
    await jobs.enqueue('test.failing', {});
    // The backoff is a minute, so "not due yet" holds however slow the machine; the test then moves run_at to now
    // instead of waiting (a timed wait here failed under load: the flushes took longer than a short backoff).
    const dueNow = () =>
      db
        .update(jobsTable)
        .set({ runAt: new Date(Date.now() - 1000) })
        .where(eq(jobsTable.kind, 'test.failing'));

    const before = Date.now();
    expect(await jobs.flush()).toBe(1);
    let [row] = await rowsOf('test.failing');
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'boom 1', lockedUntil: null });
    expect(row!.runAt.getTime() - before).toBeGreaterThanOrEqual(59_000);
    expect(await jobs.flush()).toBe(0); // not due before its backoff
    await dueNow();
    expect(await jobs.flush()).toBe(1);
    [row] = await rowsOf('test.failing');
    expect(row).toMatchObject({ status: 'pending', attempts: 2, lastError: 'boom 2' });
    expect(row!.runAt.getTime() - before).toBeGreaterThanOrEqual(119_000);
    expect(await jobs.flush()).toBe(0);
    await dueNow();
    expect(await jobs.flush()).toBe(1);
    [row] = await rowsOf('test.failing');
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'boom 3' });
    expect(row!.finishedAt).toBeInstanceOf(Date);
    await dueNow();
    expect(await jobs.flush()).toBe(0); // failed for good: due or not, never run again
    expect(calls).toBe(3);
  });

  it('backs off 15 s after a first failure by default, and counts a run past its timeout as a failure', async () => {
    const jobs = jobsOn();
    jobs.register('test.default-backoff', async () => Promise.reject(new Error('no')));
    jobs.register('test.overrun', (_p, { signal }) => new Promise((r) => signal.addEventListener('abort', r)), {
      timeoutMs: 100,
    });
    await jobs.enqueue('test.default-backoff', {});
    await jobs.enqueue('test.overrun', {});
    const before = Date.now();
    expect(await jobs.flush()).toBe(2);
    const [failed] = await rowsOf('test.default-backoff');
    expect(failed!.runAt.getTime() - before).toBeGreaterThan(14_000);
    expect(failed!.runAt.getTime() - before).toBeLessThan(20_000);
    const [overrun] = await rowsOf('test.overrun');
    expect(overrun).toMatchObject({ status: 'pending', attempts: 1, lastError: 'timed out after 100 ms' });
  });

  it('never runs a job enqueued in a transaction that rolled back; one enqueued in a committed one runs after wake', async () => {
    const jobs = jobsOn();
    let calls = 0;
    jobs.register('test.tx', async () => void (calls += 1));
    await expect(
      db.transaction(async (tx) => {
        await jobs.enqueue('test.tx', { n: 1 }, { tx });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await jobs.flush()).toBe(0);
    expect(await rowsOf('test.tx')).toEqual([]);

    await db.transaction(async (tx) => void (await jobs.enqueue('test.tx', { n: 2 }, { tx })));
    expect(await jobs.flush()).toBe(1);
    expect(calls).toBe(1);
  });

  it('stores one job per dedupe key', async () => {
    const jobs = jobsOn();
    const first = await jobs.enqueue('test.dedupe', { n: 1 }, { dedupeKey: 'test.dedupe:42' });
    const second = await jobs.enqueue('test.dedupe', { n: 2 }, { dedupeKey: 'test.dedupe:42' });
    const other = await jobs.enqueue('test.dedupe', { n: 3 }, { dedupeKey: 'test.dedupe:43' });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(other).toEqual(expect.any(String));
    expect((await rowsOf('test.dedupe')).map((r) => r.payload)).toEqual([{ n: 1 }, { n: 3 }]);
  });

  it('once started, runs what is enqueued at once, and drains a backlog larger than its concurrency without waiting for the poll', async () => {
    const jobs = jobsOn({ concurrency: 2, pollMs: 60_000 });
    let running = 0;
    let most = 0;
    const done: number[] = [];
    jobs.register<{ n: number }>('test.backlog', async ({ n }) => {
      most = Math.max(most, ++running);
      await new Promise((r) => setTimeout(r, 30));
      running -= 1;
      done.push(n);
    });
    await jobs.start();
    for (let n = 1; n <= 7; n++) await jobs.enqueue('test.backlog', { n });
    await eventually(async () => done.length === 7, 5_000, 'the backlog done');
    expect(most).toBeLessThanOrEqual(2);
    expect(done.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    await jobs.close();
  });

  it('claims a running job again once its lease has expired (its process died), but not before', async () => {
    const jobs = jobsOn();
    const seen: number[] = [];
    jobs.register('test.lease', async (_p, { attempt }) => void seen.push(attempt));
    const past = new Date(Date.now() - 1_000);
    const future = new Date(Date.now() + 60_000);
    await db.insert(jobsTable).values([
      {
        kind: 'test.lease',
        payload: { which: 'expired' },
        status: 'running',
        attempts: 1,
        maxAttempts: 3,
        lockedUntil: past,
      },
      {
        kind: 'test.lease',
        payload: { which: 'held' },
        status: 'running',
        attempts: 1,
        maxAttempts: 3,
        lockedUntil: future,
      },
      {
        kind: 'test.lease',
        payload: { which: 'last' },
        status: 'running',
        attempts: 3,
        maxAttempts: 3,
        lockedUntil: past,
      },
    ]);
    expect(await jobs.flush()).toBe(2);
    expect(seen).toEqual([2]); // the one whose last attempt died is not run a fourth time
    const byWhich = Object.fromEntries(
      (await rowsOf('test.lease')).map((r) => [(r.payload as { which: string }).which, r]),
    );
    expect(byWhich.expired).toMatchObject({ status: 'done', attempts: 2 });
    expect(byWhich.held).toMatchObject({ status: 'running', attempts: 1 });
    expect(byWhich.last).toMatchObject({ status: 'failed', attempts: 4, lastError: 'the process running it stopped' });
  });

  it('a stale run whose lease was taken over does not settle the row', async () => {
    const jobs = jobsOn();
    const gate = deferred();
    const started = deferred();
    jobs.register('test.stale', async () => (started.resolve(), await gate.promise));
    await jobs.enqueue('test.stale', {});
    const run = jobs.flush();
    await started.promise;
    // Another process took it over after the lease ran out (attempt 2) and is still running it.
    await db.update(jobsTable).set({ attempts: 2 }).where(eq(jobsTable.kind, 'test.stale'));
    gate.resolve();
    await run;
    expect(await rowsOf('test.stale')).toMatchObject([{ status: 'running', attempts: 2 }]);
  });
});

describe('jobs.close()', () => {
  it('waits for a running handler, which completes; jobs enqueued meanwhile stay pending', async () => {
    const jobs = jobsOn();
    const gate = deferred();
    const started = deferred();
    jobs.register('test.slow', async () => (started.resolve(), await gate.promise));
    await jobs.enqueue('test.slow', { n: 1 });
    void jobs.flush();
    await started.promise;

    let closed = false;
    const closing = jobs.close().then(() => (closed = true));
    await jobs.enqueue('test.slow', { n: 2 });
    expect(await jobs.flush()).toBe(0);
    await new Promise((r) => setTimeout(r, 200));
    expect(closed).toBe(false);
    gate.resolve();
    await closing;
    const rows = await rowsOf('test.slow');
    expect(rows.map((r) => [r.payload, r.status, r.attempts])).toEqual([
      [{ n: 1 }, 'done', 1],
      [{ n: 2 }, 'pending', 0],
    ]);
  });

  it('gives back rows claimed while it began, unattempted and due now', async () => {
    const jobs = jobsOn();
    let calls = 0;
    jobs.register('test.released', async () => void (calls += 1));
    await jobs.enqueue('test.released', { n: 1 });
    await jobs.enqueue('test.released', { n: 2 });
    const flushed = jobs.flush(); // its claim is in flight when close() begins
    await jobs.close();
    expect(await flushed).toBe(0);
    expect(calls).toBe(0);
    const rows = await rowsOf('test.released');
    expect(rows.map((r) => [r.status, r.attempts, r.lockedUntil])).toEqual([
      ['pending', 0, null],
      ['pending', 0, null],
    ]);
    expect(rows.every((r) => r.runAt.getTime() <= Date.now())).toBe(true);
  });

  it('aborts a handler still running after the grace period; its job goes back to the queue', async () => {
    const jobs = jobsOn({ shutdownGraceMs: 200 });
    const started = deferred();
    let aborted: AbortSignal | null = null;
    jobs.register(
      'test.hung',
      (_p, { signal }) => (
        started.resolve(), new Promise((r) => signal.addEventListener('abort', () => r((aborted = signal))))
      ),
    );
    await jobs.enqueue('test.hung', {});
    void jobs.flush();
    await started.promise;
    // The handler ends only when its signal aborts: close() returning at all means the grace period cut it short
    // (without it, close would wait for ever and the test time out), whatever the machine's speed.
    await jobs.close();
    expect(aborted).not.toBeNull();
    expect(await rowsOf('test.hung')).toMatchObject([
      { status: 'pending', attempts: 0, lastError: null, lockedUntil: null },
    ]);
    expect(lines.some((l) => l.includes('interrupted by shutdown'))).toBe(true);
  });
});

describe('jobs.schedule()', () => {
  it('queues one occurrence per due time however many processes schedule it, and runs it once', async () => {
    const a = jobsOn();
    const b = jobsOn();
    const runs: string[] = [];
    a.schedule('test.tick', { everyMs: 60_000 }, async () => void runs.push('a'));
    b.schedule('test.tick', { everyMs: 60_000 }, async () => void runs.push('b'));
    await Promise.all([a.start(), b.start()]);
    const [next, ...others] = await rowsOf('test.tick');
    expect(others).toEqual([]);
    expect(next!.runAt.getTime() % 60_000).toBe(0);
    expect(next!.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(next!.dedupeKey).toBe(`test.tick@${next!.runAt.toISOString()}`);

    await db
      .update(jobsTable)
      .set({ runAt: new Date(Date.now() - 1) })
      .where(eq(jobsTable.id, next!.id));
    await Promise.all([a.flush(), b.flush()]);
    expect(runs).toHaveLength(1);
    await Promise.all([a.close(), b.close()]);
  });
});

describe('events', () => {
  it('runs in-process subscribers after the commit, and never after a rollback', async () => {
    const jobs = jobsOn();
    const events = createEvents({ db, jobs, log });
    const seen: string[] = [];
    events.on('test.thing-happened', ({ thing }) => void seen.push(thing));
    events.on('test.thing-happened', () => {
      throw new Error('a failing subscriber does not fail the service');
    });

    const result = await events.transaction(async (_tx, record) => {
      await record('test.thing-happened', { thing: 'committed' });
      expect(seen).toEqual([]); // not before the commit
      return 'ok';
    });
    expect(result).toBe('ok');
    expect(seen).toEqual(['committed']);
    expect(lines.some((l) => l.includes('event subscriber failed'))).toBe(true);

    await expect(
      events.transaction(async (_tx, record) => {
        await record('test.thing-happened', { thing: 'rolled back' });
        throw new Error('rule broken');
      }),
    ).rejects.toThrow('rule broken');
    expect(seen).toEqual(['committed']);
  });

  it("stores a durable subscriber's job in the recording transaction: gone with a rollback, run after a commit", async () => {
    const jobs = jobsOn();
    const events = createEvents({ db, jobs, log });
    const handled: number[] = [];
    events.durable('test.other-thing', 'count', async ({ n }) => void handled.push(n));
    const kind = 'test.other-thing>count';

    await expect(
      events.transaction(async (_tx, record) => {
        await record('test.other-thing', { n: 1 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await rowsOf(kind)).toEqual([]);

    await events.transaction(async (_tx, record) => record('test.other-thing', { n: 2 }));
    expect(await rowsOf(kind)).toMatchObject([{ payload: { n: 2 }, status: 'pending' }]);
    expect(await jobs.flush()).toBe(1);
    expect(handled).toEqual([2]);
  });

  it('stores a job only for the events a durable subscriber’s `when` accepts', async () => {
    const jobs = jobsOn();
    const events = createEvents({ db, jobs, log });
    const handled: number[] = [];
    events.durable('test.other-thing', 'odd', async ({ n }) => void handled.push(n), { when: ({ n }) => n % 2 === 1 });
    await events.transaction(async (_tx, record) => {
      for (const n of [10, 11, 12, 13]) await record('test.other-thing', { n });
    });
    expect((await rowsOf('test.other-thing>odd')).map((r) => r.payload)).toEqual([{ n: 11 }, { n: 13 }]);
    // A job stored before the subscriber had `when` (as it is after an upgrade) is checked as it runs.
    await jobs.enqueue('test.other-thing>odd', { n: 14 });
    expect(await jobs.flush()).toBe(3);
    expect(handled.sort()).toEqual([11, 13]);
  });
});

describe('the login-failure pruning schedule', () => {
  it('is queued when the app is ready and deletes sign-in failures older than a day', async () => {
    const t = await createTestApp();
    try {
      await t.app.ready();
      const kind = 'auth.prune-login-failures';
      const [next] = await t.db
        .select()
        .from(jobsTable)
        .where(and(eq(jobsTable.kind, kind), eq(jobsTable.status, 'pending')));
      expect(next!.runAt.getTime() % 3600_000).toBe(0);
      const email = 'pruned@example.test';
      await t.db.insert(loginFailures).values([
        { email, ip: '10.0.0.1', at: new Date(Date.now() - 25 * 3600_000) },
        { email, ip: '10.0.0.2', at: new Date(Date.now() - 3600_000) },
      ]);

      await t.db
        .update(jobsTable)
        .set({ runAt: new Date(Date.now() - 1) })
        .where(eq(jobsTable.id, next!.id));
      t.app.platform.jobs.wake();
      await eventually(
        async () =>
          (
            await t.db
              .select()
              .from(jobsTable)
              .where(and(eq(jobsTable.id, next!.id), eq(jobsTable.status, 'done')))
          ).length === 1,
        10_000,
        'prune done',
      );
      const left = await t.db.select().from(loginFailures).where(eq(loginFailures.email, email));
      expect(left.map((r) => r.ip)).toEqual(['10.0.0.2']);
      expect(
        await t.db
          .select()
          .from(loginFailures)
          .where(and(eq(loginFailures.email, email), lt(loginFailures.at, new Date(Date.now() - 24 * 3600_000)))),
      ).toEqual([]);
      const kinds = await t.db
        .select({ kind: jobsTable.kind })
        .from(jobsTable)
        .where(inArray(jobsTable.kind, [kind, 'platform.prune-jobs']));
      expect(new Set(kinds.map((k) => k.kind))).toEqual(new Set([kind, 'platform.prune-jobs']));
    } finally {
      await t.close();
    }
  });
});
