import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './db.ts';
import { jobs } from '../db/schema/jobs.ts';

export type Job = typeof jobs.$inferSelect;
/** What a handler knows of its run. `signal` aborts when the run times out or shutdown cuts it short. */
export type JobContext = { id: string; attempt: number; signal: AbortSignal };
export type JobHandler<P = unknown> = (payload: P, context: JobContext) => Promise<unknown>;
export type JobOptions<P = unknown> = {
  /** Runs before the job is `failed` for good (default 8). */
  maxAttempts?: number;
  /** Delay before the next attempt, given the attempts made so far (default 15 s doubling, at most 1 h). */
  backoff?: (attempts: number) => number;
  /** How long a run may take (default 5 min); also the lease: past it a killed process's job is claimable again. */
  timeoutMs?: number;
  /** What the row keeps of its payload once the job is done: a secret it carried (a mail's body) goes then. */
  scrub?: (payload: P) => unknown;
};
export type EnqueueOptions = {
  runAt?: Date;
  /** At most one job per key: enqueueing the same key again does nothing (and returns null). */
  dedupeKey?: string;
  /** Enqueue in the caller's transaction: call wake() after the commit (or the poll picks it up). */
  tx?: Tx;
};

export type Jobs = {
  register: <P>(kind: string, handler: JobHandler<P>, options?: JobOptions<P>) => void;
  /** Stores a job; returns its id, or null when its dedupe key was taken. */
  enqueue: <P>(kind: string, payload: P, options?: EnqueueOptions) => Promise<string | null>;
  /** Stores many jobs due now in the caller's transaction, in a few statements (no dedupe keys). */
  enqueueMany: (entries: readonly { kind: string; payload: unknown }[], tx: Tx) => Promise<void>;
  /** A recurring job: every process keeps the next occurrence queued (one row per due time), so it runs once per period. */
  schedule: (
    name: string,
    every: { everyMs: number },
    handler: JobHandler<Record<string, never>>,
    options?: JobOptions,
  ) => void;
  /** Starts polling (and keeping the schedules' next occurrences queued). */
  start: () => Promise<void>;
  /** Claims now what is due rather than at the next poll (after a commit that enqueued); only once started. */
  wake: () => void;
  /** Claims what is due now and resolves, with how many it claimed, when their handlers have finished. */
  flush: () => Promise<number>;
  /** No new claims; waits for running handlers (cut short after the grace period) and gives back claimed rows. */
  close: () => Promise<void>;
};

type Registration = {
  handler: JobHandler;
  maxAttempts: number;
  backoff: (attempts: number) => number;
  timeoutMs: number;
  scrub: ((payload: unknown) => unknown) | undefined;
};

const DEFAULT_MAX_ATTEMPTS = 8;
/** Rows per insert when many jobs are stored at once (well under PostgreSQL's 65,535 parameters). */
const ENQUEUE_BATCH = 1_000;
const DEFAULT_TIMEOUT_MS = 5 * 60_000;
export const defaultBackoff = (attempts: number) => Math.min(60 * 60_000, 15_000 * 2 ** (attempts - 1));
const DONE_KEPT = sql`interval '7 days'`;
const FAILED_KEPT = sql`interval '30 days'`;
const ms = (value: number) => sql`${sql.raw(String(Math.max(0, Math.round(value))))} * interval '1 millisecond'`;
const errorText = (error: unknown) => String((error as Error)?.message ?? error).slice(0, 500);

/**
 * Durable jobs in the `jobs` table (ADR 0013): claimed with FOR UPDATE SKIP LOCKED under a lease, so several
 * processes on one PostgreSQL run each job once, and a job whose process died runs again once its lease ends.
 * A job runs at least once: a handler must be safe to run again after a crash or a timeout.
 */
export function createJobs(options: {
  db: Db;
  log: FastifyBaseLogger;
  pollMs?: number;
  /** Handlers running at once in this process. */
  concurrency?: number;
  /** How long close() lets running handlers finish before it aborts their signals. */
  shutdownGraceMs?: number;
}): Jobs {
  const { db, log } = options;
  const pollMs = options.pollMs ?? 5_000;
  const concurrency = options.concurrency ?? 5;
  const registry = new Map<string, Registration>();
  const schedules: { name: string; everyMs: number; queuedFor: number }[] = [];
  const active = new Set<Promise<void>>();
  const shutdown = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let closing = false;
  // The claim in flight; `finished` settles when the handlers it started have finished.
  let claiming: Promise<{ finished: Promise<number> }> | null = null;
  let again = false;
  let lastClaimFull = false;

  function register<P>(kind: string, handler: JobHandler<P>, opts: JobOptions<P> = {}) {
    if (registry.has(kind)) throw new Error(`job kind ${kind} is registered twice`);
    registry.set(kind, {
      handler: handler as JobHandler,
      maxAttempts: opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      backoff: opts.backoff ?? defaultBackoff,
      timeoutMs: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      scrub: opts.scrub as Registration['scrub'],
    });
  }

  async function claim(limit: number): Promise<Job[]> {
    const kinds = [...registry.keys()];
    if (kinds.length === 0 || limit <= 0) return [];
    // Each kind's lease is its timeout: the row is claimed for as long as its handler may run.
    const lease = sql`case ${jobs.kind} ${sql.join(
      kinds.map((k) => sql`when ${k} then ${ms(registry.get(k)!.timeoutMs)}`),
      sql` `,
    )} end`;
    const due = or(
      and(eq(jobs.status, 'pending'), lte(jobs.runAt, sql`now()`)),
      and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, sql`now()`)),
    );
    return db
      .update(jobs)
      .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, lockedUntil: sql`now() + ${lease}` })
      .where(
        inArray(
          jobs.id,
          db
            .select({ id: jobs.id })
            .from(jobs)
            .where(and(inArray(jobs.kind, kinds), due))
            .orderBy(jobs.runAt)
            .limit(limit)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning();
  }

  /** Only the claim that holds the row may settle it: a stale run (its lease expired and taken over) changes nothing. */
  const held = (job: Job) => and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts));
  const settle = (job: Job, values: PgUpdateSetSource<typeof jobs>) =>
    db
      .update(jobs)
      .set({ lockedUntil: null, ...values })
      .where(held(job));

  /** Gives claimed rows back unattempted: due now, the claim's attempt not counted. */
  async function release(claimed: Job[]) {
    if (claimed.length === 0) return;
    await db
      .update(jobs)
      .set({ status: 'pending', attempts: sql`${jobs.attempts} - 1`, runAt: sql`now()`, lockedUntil: null })
      .where(
        and(
          inArray(
            jobs.id,
            claimed.map((j) => j.id),
          ),
          eq(jobs.status, 'running'),
        ),
      );
  }

  async function run(job: Job) {
    const registration = registry.get(job.kind)!;
    if (job.attempts > job.maxAttempts) {
      // Its last attempt's process died mid-run (a job that kills its process must not run forever).
      await settle(job, {
        status: 'failed',
        finishedAt: sql`now()`,
        lastError: job.lastError ?? 'the process running it stopped',
      });
      log.error({ jobId: job.id, kind: job.kind }, 'job failed for good: its last attempt never finished');
      return;
    }
    const signal = AbortSignal.any([shutdown.signal, AbortSignal.timeout(registration.timeoutMs)]);
    const aborted = new Promise<never>((_, reject) =>
      signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
    );
    try {
      await Promise.race([registration.handler(job.payload, { id: job.id, attempt: job.attempts, signal }), aborted]);
      const kept = registration.scrub ? { payload: registration.scrub(job.payload) } : {};
      await settle(job, { status: 'done', finishedAt: sql`now()`, lastError: null, ...kept });
    } catch (error) {
      if (shutdown.signal.aborted) {
        log.warn({ jobId: job.id, kind: job.kind }, 'job interrupted by shutdown; it runs again after the next start');
        await release([job]);
        return;
      }
      const failed = job.attempts >= job.maxAttempts;
      const reason = signal.aborted ? `timed out after ${registration.timeoutMs} ms` : errorText(error);
      log.warn(
        { err: error, jobId: job.id, kind: job.kind, attempts: job.attempts },
        failed ? 'job failed for good' : 'job failed; will retry',
      );
      await settle(
        job,
        failed
          ? { status: 'failed', finishedAt: sql`now()`, lastError: reason }
          : { status: 'pending', lastError: reason, runAt: sql`now() + ${ms(registration.backoff(job.attempts))}` },
      );
    }
  }

  function track(job: Job): Promise<void> {
    const task = run(job)
      .catch((error) => log.error({ err: error, jobId: job.id }, 'job bookkeeping failed'))
      .finally(() => {
        active.delete(task);
        if (lastClaimFull) wake();
      });
    active.add(task);
    return task;
  }

  /** Claims (one claim at a time) and starts the handlers; the inner promise settles when they have finished. */
  async function claimAndStart(): Promise<{ finished: Promise<number> }> {
    const free = concurrency - active.size;
    const claimed = await claim(free);
    // Every slot taken (or none free): more may be due, so the next handler to finish claims again.
    lastClaimFull = claimed.length === free;
    // Shutting down: what was claimed meanwhile goes back to the queue for the next start (or another process).
    if (closing) {
      await release(claimed);
      return { finished: Promise.resolve(0) };
    }
    return { finished: Promise.all(claimed.map(track)).then(() => claimed.length) };
  }

  function flush(): Promise<number> {
    if (closing) return Promise.resolve(0);
    if (claiming) {
      again = true;
      return claiming.then((c) => c.finished);
    }
    claiming = claimAndStart()
      .catch((error) => {
        log.error({ err: error }, 'job claim failed');
        return { finished: Promise.resolve(0) };
      })
      .finally(() => {
        claiming = null;
        if (again) {
          again = false;
          void flush();
        }
      });
    return claiming.then((c) => c.finished);
  }

  function wake() {
    if (started && !closing) void flush();
  }

  /** Keeps each schedule's next occurrence queued: its due time is a multiple of the period, the same in every process. */
  async function queueOccurrences() {
    for (const s of schedules) {
      const due = Math.ceil((Date.now() + 1) / s.everyMs) * s.everyMs;
      if (due === s.queuedFor) continue;
      await enqueue(s.name, {}, { runAt: new Date(due), dedupeKey: `${s.name}@${new Date(due).toISOString()}` });
      s.queuedFor = due;
    }
  }

  async function enqueue<P>(kind: string, payload: P, opts: EnqueueOptions = {}): Promise<string | null> {
    const maxAttempts = registry.get(kind)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    const rows = await (opts.tx ?? db)
      .insert(jobs)
      .values({ kind, payload: payload ?? {}, maxAttempts, runAt: opts.runAt, dedupeKey: opts.dedupeKey })
      .onConflictDoNothing()
      .returning({ id: jobs.id });
    // Inside a transaction the row is visible only after commit: the caller wakes the worker then.
    if (!opts.tx && rows.length > 0 && (!opts.runAt || opts.runAt.getTime() <= Date.now())) setImmediate(wake);
    return rows[0]?.id ?? null;
  }

  async function enqueueMany(entries: readonly { kind: string; payload: unknown }[], tx: Tx): Promise<void> {
    for (let start = 0; start < entries.length; start += ENQUEUE_BATCH) {
      await tx.insert(jobs).values(
        entries.slice(start, start + ENQUEUE_BATCH).map(({ kind, payload }) => ({
          kind,
          payload: payload ?? {},
          maxAttempts: registry.get(kind)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        })),
      );
    }
  }

  let queueing: Promise<void> | null = null;
  /** Queues the schedules' next occurrences (once at a time), then claims what is due. */
  async function tick() {
    if (closing) return;
    queueing ??= queueOccurrences()
      .catch((error) => log.error({ err: error }, 'queueing scheduled jobs failed'))
      .finally(() => (queueing = null));
    await queueing;
    wake();
  }

  return {
    register,
    enqueue,
    enqueueMany,
    schedule(name, { everyMs }, handler, opts) {
      register(name, handler, { maxAttempts: 3, ...opts });
      schedules.push({ name, everyMs, queuedFor: 0 });
    },
    async start() {
      if (started || closing) return;
      started = true;
      register('platform.prune-jobs', pruneFinished, { maxAttempts: 3 });
      schedules.push({ name: 'platform.prune-jobs', everyMs: 24 * 3600_000, queuedFor: 0 });
      await tick();
      timer = setInterval(() => void tick(), pollMs);
      timer.unref();
    },
    wake,
    flush,
    async close() {
      closing = true;
      clearInterval(timer);
      await queueing;
      await claiming?.catch(() => {});
      if (active.size === 0) return;
      // The database closes after this: each running job must be marked done, or given back, before then.
      const cut = setTimeout(() => shutdown.abort(new Error('jobs closing')), options.shutdownGraceMs ?? 3_000);
      await Promise.allSettled([...active]);
      clearTimeout(cut);
    },
  };

  /** Finished jobs are kept a while for inspection, then deleted (their dedupe keys become free again). */
  async function pruneFinished() {
    await db
      .delete(jobs)
      .where(
        or(
          and(eq(jobs.status, 'done'), lte(jobs.finishedAt, sql`now() - ${DONE_KEPT}`)),
          and(eq(jobs.status, 'failed'), lte(jobs.finishedAt, sql`now() - ${FAILED_KEPT}`)),
        ),
      );
  }
}
