import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { openDatabase } from '../../src/platform/db.ts';
import { createJobs } from '../../src/platform/jobs.ts';

// A worker process for jobs-processes.test.ts: the jobs platform on DATABASE_URL, with two test kinds that write
// to the test's `job_runs` table, until SIGTERM (a clean close, exit 0) or SIGKILL.
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, dataDir: null });
const log = pino({ level: 'warn' }, pino.destination(2));
const jobs = createJobs({ db: database.db, log, pollMs: 100 });
const ran = (n: number, attempt: number, phase: string) =>
  database.db.execute(
    sql`insert into job_runs (n, pid, attempt, phase) values (${n}, ${process.pid}, ${attempt}, ${phase})`,
  );

jobs.register<{ n: number }>('test.count', async ({ n }, { attempt }) => {
  await new Promise((r) => setTimeout(r, 10)); // long enough for the other worker to be claiming too
  await ran(n, attempt, 'done');
});
// Hangs on its first attempt (the test kills this process then); finishes on the next.
jobs.register<{ n: number }>(
  'test.hang-once',
  async ({ n }, { attempt }) => {
    await ran(n, attempt, 'started');
    if (attempt === 1) await new Promise(() => {});
    await ran(n, attempt, 'done');
  },
  { timeoutMs: Number(process.env.HANG_TIMEOUT_MS ?? 3_000) },
);

await jobs.start();
console.log('ready');
process.on('SIGTERM', async () => {
  await jobs.close();
  await database.close();
  console.log('stopped');
  process.exit(0);
});
