import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type BenchServer = {
  child: ChildProcess;
  cpuMicros: () => Promise<number>;
  /** The server's memory after a full garbage collection (started with `--expose-gc`). */
  memory: () => Promise<Memory>;
  stop: () => Promise<void>;
};
export type Memory = { heapUsed: number; external: number; arrayBuffers: number; rss: number; connections?: number };

// With taskset, every server gets the same one core and the load generator keeps the other: the figures then
// measure the server, not the scheduler.
const pin = existsSync('/usr/bin/taskset') ? ['/usr/bin/taskset', '-c', '1'] : [];

// BENCH_CPU_PROF_DIR=dir: each bench server writes a CPU profile there when it stops (open it in Chrome's DevTools).
const profile = process.env.BENCH_CPU_PROF_DIR
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
  : [];

/** Starts a bench server in its own process and resolves when it listens; `nodeFlags` go to its node. */
export function startServer(
  script: string,
  port: number,
  env: Record<string, string> = {},
  nodeFlags: string[] = [],
): Promise<BenchServer> {
  const file = fileURLToPath(new URL(script, import.meta.url));
  const [command, ...args] = [...pin, process.execPath, ...profile, ...nodeFlags, '--import', 'tsx', file];
  const child = spawn(command!, args, {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const server: BenchServer = {
    child,
    /** CPU time (user + system) the server has used so far. */
    cpuMicros: () =>
      new Promise((resolve) => {
        child.once('message', (m) => resolve((m as { cpu: number }).cpu));
        child.send('cpu');
      }),
    memory: () =>
      new Promise((resolve) => {
        child.once('message', (m) => resolve((m as { memory: Memory }).memory));
        child.send('memory');
      }),
    stop: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }),
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start`)), 60_000);
    child.once('message', () => (clearTimeout(timer), resolve(server)));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

/** Answers the bench's CPU and memory questions; call in each server once it listens. */
export function answerCpuQueries(options: { connections?: () => number } = {}) {
  process.on('message', (m) => {
    if (m === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send?.({ cpu: user + system });
    }
    if (m === 'memory') {
      // Twice: the first full collection may leave objects with finalizers for the second.
      globalThis.gc?.();
      globalThis.gc?.();
      const { heapUsed, external, arrayBuffers, rss } = process.memoryUsage();
      process.send?.({ memory: { heapUsed, external, arrayBuffers, rss, connections: options.connections?.() } });
    }
  });
  process.send?.('ready');
}
