import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from './db.ts';
import type { JobHandler, JobOptions, Jobs } from './jobs.ts';

/**
 * Every domain event by kind, with its payload. A module declares its own (an interface, not a type: only an
 * interface can be extended from another file):
 *
 *   declare module '../../platform/events.ts' { interface DomainEvents { 'auth.password-changed': { userId: string } } }
 */
// biome-ignore lint/suspicious/noEmptyInterface: modules add their events by declaration merging, which needs an interface
export interface DomainEvents {}
export type EventKind = keyof DomainEvents & string;
/** Records an event in the transaction it is given to (durable subscribers' jobs are stored in it). */
export type RecordEvent = <K extends EventKind>(kind: K, payload: DomainEvents[K]) => Promise<void>;

export type Events = {
  /**
   * Runs inside the recording transaction, when the event is recorded: what must commit or fail with the change
   * itself — an entry of the audit log, or another module's rule the change must keep (throw to refuse it). What it
   * records in turn (`record`) follows the event it handles, as if the recording service had recorded it next.
   */
  within: <K extends EventKind>(
    kind: K,
    handler: (tx: Tx, payload: DomainEvents[K], record: RecordEvent) => Promise<unknown>,
  ) => void;
  /** Runs after the commit of every transaction that recorded `kind`, in this process; a failure is logged, not thrown. */
  on: <K extends EventKind>(kind: K, subscriber: (payload: DomainEvents[K]) => unknown) => void;
  /**
   * Work that must survive a crash: a job (kind `<event>><name>`) stored in the recording transaction itself. With
   * `when`, only the events it accepts get a job: an event the subscriber has nothing to do for stores nothing (a
   * thousand submits at once are not a thousand jobs to store, claim and finish for nothing). A job stored before its
   * subscriber had `when` is checked as it runs, and does nothing if refused.
   */
  durable: <K extends EventKind>(
    kind: K,
    name: string,
    handler: JobHandler<DomainEvents[K]>,
    options?: JobOptions & { when?: (payload: DomainEvents[K]) => boolean },
  ) => void;
  /** Runs `work` in a transaction; after its commit, the in-process subscribers of what it recorded run (awaited). */
  transaction: <T>(work: (tx: Tx, record: RecordEvent) => Promise<T>) => Promise<T>;
};

type Recorded = { kind: EventKind; payload: unknown };

/**
 * Domain events (ADR 0013, ADR 0038): a service records them in its transaction; nothing is published if it rolls
 * back. Three kinds of subscriber: within the transaction, after its commit in this process, and durable (a job).
 */
export function createEvents({ db, jobs, log }: { db: Db; jobs: Jobs; log: FastifyBaseLogger }): Events {
  const subscribers = new Map<EventKind, ((payload: unknown) => unknown)[]>();
  type Within = (tx: Tx, payload: unknown, record: RecordEvent) => Promise<unknown>;
  const inTransaction = new Map<EventKind, Within[]>();
  type Durable = { jobKind: string; when: (payload: unknown) => boolean };
  const durables = new Map<EventKind, Durable[]>();
  const listOf = <V>(map: Map<EventKind, V[]>, kind: EventKind) => map.get(kind) ?? (map.set(kind, []), map.get(kind)!);

  return {
    within(kind, handler) {
      listOf(inTransaction, kind).push(handler as Within);
    },
    on(kind, subscriber) {
      listOf(subscribers, kind).push(subscriber as (payload: unknown) => unknown);
    },
    durable(kind, name, handler, { when = () => true, ...options } = {}) {
      const jobKind = `${kind}>${name}`;
      jobs.register<Parameters<typeof handler>[0]>(
        jobKind,
        async (payload, job) => (when(payload) ? handler(payload, job) : undefined),
        options,
      );
      listOf(durables, kind).push({ jobKind, when: when as Durable['when'] });
    },
    async transaction(work) {
      const recorded: Recorded[] = [];
      // The durable subscribers' jobs, stored together when the work is done (one insert for a bulk change of
      // hundreds of rows, not one per event), still in its transaction.
      const durableJobs: { kind: string; payload: unknown }[] = [];
      const result = await db.transaction(async (tx) => {
        const record: RecordEvent = async (kind, payload) => {
          // Listed first: what a `within` subscriber records in turn comes after it, for every kind of subscriber.
          recorded.push({ kind, payload });
          for (const { jobKind, when } of durables.get(kind) ?? [])
            if (when(payload)) durableJobs.push({ kind: jobKind, payload });
          for (const handler of inTransaction.get(kind) ?? []) await handler(tx, payload, record);
        };
        const done = await work(tx, record);
        if (durableJobs.length > 0) await jobs.enqueueMany(durableJobs, tx);
        return done;
      });
      // Committed: the durable jobs are visible now, and the in-process subscribers may act.
      if (durableJobs.length > 0) jobs.wake();
      for (const event of recorded) {
        for (const subscriber of subscribers.get(event.kind) ?? []) {
          try {
            await subscriber(event.payload);
          } catch (error) {
            log.error({ err: error, event: event.kind }, 'event subscriber failed');
          }
        }
      }
      return result;
    },
  };
}
