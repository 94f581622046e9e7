import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for (e.g. a reset request answers before it looks the account up).
 * Every task is tracked so that shutdown can wait for it before the database closes; a failure is logged.
 */
export type BackgroundTasks = {
  /** Starts `work` in the background; false (and not started) once shutdown has begun. */
  run: (name: string, work: () => Promise<unknown>) => boolean;
  /** Resolves when every task started so far has settled; tasks started later are refused. */
  drain: () => Promise<void>;
  pending: () => number;
};

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const running = new Set<Promise<unknown>>();
  let draining = false;
  return {
    run(name, work) {
      if (draining) {
        log.warn({ task: name }, 'background task refused: shutting down');
        return false;
      }
      const task = Promise.resolve()
        .then(work)
        .catch((error: unknown) => log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => running.delete(task));
      running.add(task);
      return true;
    },
    async drain() {
      draining = true;
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    pending: () => running.size,
  };
}
