import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { Piscina } from 'piscina';

// Work too heavy for the event loop, in worker threads (ADR 0047). From source (tsx: `npm run dev`, the tests) a
// worker is its `*.worker.ts` file, run through tsx; in the bundle (ADR 0011) build.ts writes each one as
// `*.worker.js` beside this code.
const bundled = !import.meta.url.endsWith('.ts');

function workerFile(source: URL): string {
  const file = fileURLToPath(source);
  if (!bundled) return file;
  return path.join(path.dirname(fileURLToPath(import.meta.url)), path.basename(file).replace(/\.ts$/, '.js'));
}

export type WorkerPool<In, Out> = {
  /** How many tasks run at once; more wait in order. */
  threads: number;
  /** The worker's default export run on `input` in a thread. */
  run: (input: In) => Promise<Out>;
  /** Ends the threads; tasks still waiting are refused. */
  close: () => Promise<void>;
};

/**
 * Worker threads running the default export of `source` (a `*.worker.ts` file): at most `threads` tasks at once
 * (default: the cores but one, at least one, so that a burst leaves a core to the event loop), the rest waiting in
 * order. Threads start with the first task and end after a minute unused. Bound the waiting where the work is asked.
 */
export function createWorkerPool<In, Out>(options: {
  source: URL;
  threads?: number | undefined;
  log: FastifyBaseLogger;
}): WorkerPool<In, Out> {
  const threads = options.threads ?? Math.max(1, availableParallelism() - 1);
  let pool: Piscina | undefined;
  const start = () => {
    const started = new Piscina({
      filename: workerFile(options.source),
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: 60_000,
      // From source a thread needs tsx to load TypeScript (the parent's own flags, such as --watch, are not a thread's).
      ...(bundled ? {} : { execArgv: ['--import', 'tsx'] }),
    });
    // A thread that cannot start (its file missing from a build) would otherwise end the process, and the tasks
    // waiting for it would wait for ever: they fail (a 500), and the next task starts a new pool.
    started.on('error', (error: unknown) => {
      options.log.error({ err: error, worker: options.source.pathname }, 'worker thread failed');
      if (pool === started) pool = undefined;
      void started.destroy();
    });
    return started;
  };
  return {
    threads,
    run: async (input) => {
      pool ??= start();
      return (await pool.run(input)) as Out;
    },
    close: async () => {
      await pool?.destroy();
    },
  };
}
