import type { Platform } from '../../platform/context.ts';
import { type ActivityRow, appendActivity } from './analytics.repository.ts';

/** Rows written in one statement at most; more wait for the next. */
const BATCH_MAX = 1_000;
/** Rows waiting at most: past it, the oldest are dropped (and counted in the log) rather than the process's memory. */
const WAITING_MAX = 50_000;

export type ActivityRecorder = {
  /** Notes activity; it is written after the request has answered, with what else came meanwhile. */
  note: (row: ActivityRow) => void;
  /** Resolves when everything noted so far is written (tests; shutdown drains the platform's tasks). */
  flushed: () => Promise<void>;
};

/**
 * Activity written off the request's path (ADR 0071): noted in memory, written by one background task at a time in
 * batches, so a burst of sign-ins is a few inserts, not one per sign-in, and no request waits for them. A batch that
 * fails is logged and dropped: the analytics lose those rows, the product nothing. Shutdown waits for the task
 * (platform tasks are drained on close); what is noted after that is dropped with a warning.
 */
export function activityRecorder(p: Platform): ActivityRecorder {
  let waiting: ActivityRow[] = [];
  let writing: Promise<void> | null = null;
  let dropped = 0;

  const writeAll = async () => {
    while (waiting.length > 0) {
      const batch = waiting.slice(0, BATCH_MAX);
      waiting = waiting.slice(batch.length);
      try {
        await appendActivity(p.db, batch);
      } catch (error) {
        p.log.error({ err: error, rows: batch.length }, 'activity not recorded');
      }
    }
    if (dropped > 0) {
      p.log.warn({ rows: dropped }, 'activity dropped: more was waiting than WAITING_MAX');
      dropped = 0;
    }
  };

  const start = () => {
    let finished!: () => void;
    const done = new Promise<void>((resolve) => (finished = resolve));
    const started = p.tasks.run('analytics.activity', () => writeAll().finally(finished));
    if (!started) {
      // Shutting down: what waits is dropped (the task refusing it said so in the log).
      waiting = [];
      return;
    }
    writing = done.then(() => {
      writing = null;
      // Noted while the last batch was being written, after the loop looked.
      if (waiting.length > 0) start();
    });
  };

  return {
    note(row) {
      waiting.push(row);
      if (waiting.length > WAITING_MAX) {
        waiting.shift();
        dropped += 1;
      }
      if (!writing) start();
    },
    async flushed() {
      while (writing) await writing;
    },
  };
}
