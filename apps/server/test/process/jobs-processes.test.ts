import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { jobs as jobsTable } from '../../src/db/schema/jobs.ts';
import { openDatabase, type Database } from '../../src/platform/db.ts';
import { createJobs } from '../../src/platform/jobs.ts';
import { eventually } from '../support/api.ts';
import { adminQuery, dropDatabase } from '../support/pg-admin.ts';
import { killAll, spawnTs, type NodeProcess } from '../support/processes.ts';

// PostgreSQL only (CI's second run): several processes on one database. PGlite serves one process per folder.
const url = process.env.TEST_DATABASE_URL;
const name = `tp_jobs_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
let database: Database | undefined;
let pool: pg.Pool | undefined;

afterAll(async () => {
  await killAll();
  await pool?.end();
  await database?.close();
  if (url) await dropDatabase(name);
});

type Run = { n: number; pid: number; attempt: number; phase: string };

describe.skipIf(!url)('jobs shared by server processes on one PostgreSQL', () => {
  let db: Database['db'];
  let jobs: ReturnType<typeof createJobs>;
  const runs = async (where = 'true') =>
    (
      await pool!.query<Run>(
        `select n, pid, attempt, phase from job_runs where ${where} order by n, attempt, phase desc`,
      )
    ).rows;
  async function worker(env: Record<string, string> = {}): Promise<NodeProcess> {
    const target = new URL(url!);
    target.pathname = `/${name}`;
    const child = spawnTs('test/process/job-worker.ts', [], { DATABASE_URL: target.toString(), ...env });
    await eventually(
      async () => {
        if (child.child.exitCode !== null) throw new Error(`worker exited:\n${child.stdout()}\n${child.stderr()}`);
        return child.stdout().includes('ready');
      },
      60_000,
      'worker ready',
    );
    return child;
  }

  it('two processes: 50 jobs, each done exactly once', { timeout: 120_000 }, async () => {
    await adminQuery(`create database ${name}`);
    const target = new URL(url!);
    target.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: target.toString(), dataDir: null });
    db = database.db;
    pool = new pg.Pool({ connectionString: target.toString(), max: 2 });
    await pool.query(
      'create table job_runs (n int not null, pid int not null, attempt int not null, phase text not null)',
    );
    // Only enqueues: not started, and no kinds of its own to claim.
    jobs = createJobs({ db, log: pino({ level: 'silent' }) });

    const [a, b] = await Promise.all([worker(), worker()]);
    for (let n = 1; n <= 50; n++) await jobs.enqueue('test.count', { n });
    await eventually(
      async () =>
        (await db.select().from(jobsTable).where(eq(jobsTable.status, 'done'))).filter((j) => j.kind === 'test.count')
          .length === 50,
      60_000,
      '50 jobs done',
    );

    const done = await runs(`phase = 'done'`);
    expect(done.map((r) => r.n)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1)); // each once, none twice
    expect(done.every((r) => r.attempt === 1 && [a!.pid, b!.pid].includes(r.pid))).toBe(true);
    const counted = await db.select().from(jobsTable).where(eq(jobsTable.kind, 'test.count'));
    expect(counted.every((j) => j.status === 'done' && j.attempts === 1)).toBe(true);
    console.log(
      `jobs per process: ${a!.pid}: ${done.filter((r) => r.pid === a!.pid).length}, ${b!.pid}: ${done.filter((r) => r.pid === b!.pid).length}`,
    );

    for (const child of [a!, b!]) child.child.kill('SIGTERM');
    for (const child of [a!, b!]) {
      expect(await child.exitWithin(15_000), child.stdout() + child.stderr()).toEqual({ code: 0, signal: null });
      expect(child.stderr()).not.toMatch(/"level":(50|60)/);
    }
  });

  it('a process killed mid-job: the job is done by the next process once the lease has expired', {
    timeout: 120_000,
  }, async () => {
    expect(db, 'the first test creates the database').toBeDefined();
    await killAll(); // whatever the first test left running
    const first = await worker({ HANG_TIMEOUT_MS: '3000' });
    const id = await jobs.enqueue('test.hang-once', { n: 1000 });
    await eventually(async () => (await runs('n = 1000')).length === 1, 30_000, 'the first worker starting the job');
    expect(await runs('n = 1000')).toEqual([{ n: 1000, pid: first.pid, attempt: 1, phase: 'started' }]);
    first.child.kill('SIGKILL');
    expect(await first.exitWithin(10_000)).toEqual({ code: null, signal: 'SIGKILL' });
    const [held] = await db.select().from(jobsTable).where(eq(jobsTable.id, id!));
    expect(held).toMatchObject({ status: 'running', attempts: 1 });

    const second = await worker({ HANG_TIMEOUT_MS: '3000' });
    const done = await eventually(
      async () => {
        const [row] = await db.select().from(jobsTable).where(eq(jobsTable.id, id!));
        return row!.status === 'done' ? row : null;
      },
      30_000,
      'the job done after the restart',
    );
    expect(done).toMatchObject({ attempts: 2, lockedUntil: null });
    expect(done!.finishedAt!.getTime()).toBeGreaterThanOrEqual(held!.lockedUntil!.getTime());
    expect(await runs('n = 1000')).toEqual([
      { n: 1000, pid: first.pid, attempt: 1, phase: 'started' },
      { n: 1000, pid: second.pid, attempt: 2, phase: 'started' },
      { n: 1000, pid: second.pid, attempt: 2, phase: 'done' },
    ]);
    second.child.kill('SIGTERM');
    expect(await second.exitWithin(15_000), second.stdout() + second.stderr()).toEqual({ code: 0, signal: null });
  });
});
