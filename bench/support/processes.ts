import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type BenchServer = { child: ChildProcess; cpuMicros: () => Promise<number>; stop: () => Promise<void> };

// With taskset, every server gets the same one core and the load generator keeps the other: the figures then
// measure the server, not the scheduler.
const pin = existsSync('/usr/bin/taskset') ? ['/usr/bin/taskset', '-c', '1'] : [];

/** Starts a bench server in its own process and resolves when it listens. */
export function startServer(script: string, port: number, env: Record<string, string> = {}): Promise<BenchServer> {
  const file = fileURLToPath(new URL(script, import.meta.url));
  const [command, ...args] = [...pin, process.execPath, '--import', 'tsx', file];
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

/** Answers the bench's CPU question; call in each server once it listens. */
export function answerCpuQueries() {
  process.on('message', (m) => {
    if (m === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send?.({ cpu: user + system });
    }
  });
  process.send?.('ready');
}
