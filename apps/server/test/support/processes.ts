import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server: the working directory of its npm scripts, and of the processes spawned here. */
export const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export type Exit = { code: number | null; signal: NodeJS.Signals | null };
export type NodeProcess = {
  child: ChildProcess;
  pid: number;
  stdout: () => string;
  stderr: () => string;
  /** Resolves when the process has exited. */
  exited: Promise<Exit>;
  /** Resolves with the exit, or null if it is still running after `ms`. */
  exitWithin: (ms: number) => Promise<Exit | null>;
};

const children = new Set<ChildProcess>();

/**
 * Runs a TypeScript file of apps/server as its npm scripts do in development (`node --import tsx`), with only
 * PATH and HOME from this environment: no DATABASE_URL, SMTP_URL … leaks in from the test run.
 */
export function spawnTs(file: string, args: string[] = [], env: Record<string, string> = {}): NodeProcess {
  return spawnNode(['--import', 'tsx', file, ...args], env);
}

/** Runs `node <args>` in apps/server (the production build: `spawnNode(['dist/server.js'])`), as spawnTs does. */
export function spawnNode(args: string[], env: Record<string, string> = {}): NodeProcess {
  return spawnProcess(process.execPath, args, env);
}

/**
 * Runs any program in apps/server (or in `cwd`) with only PATH and HOME of this environment, and `env`; killAll()
 * ends it.
 */
export function spawnProcess(
  command: string,
  args: string[],
  env: Record<string, string> = {},
  { cwd = serverDir } = {},
): NodeProcess {
  const child = spawn(command, args, {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let out = '';
  let err = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  // 'close', not 'exit': every byte of stdout and stderr has been read by then.
  const exited = new Promise<Exit>((resolve) =>
    child.on('close', (code, signal) => (children.delete(child), resolve({ code, signal }))),
  );
  const exitWithin = (ms: number) => Promise.race([exited, new Promise<null>((r) => setTimeout(() => r(null), ms))]);
  return { child, pid: child.pid!, stdout: () => out, stderr: () => err, exited, exitWithin };
}

/** SIGKILLs every process spawned here that still runs (for afterAll, whatever the tests left behind). */
export async function killAll() {
  const left = [...children];
  await Promise.all(
    left.map(
      (child) =>
        new Promise<void>((resolve) =>
          child.exitCode !== null || child.signalCode !== null
            ? resolve()
            : (child.once('close', () => resolve()), child.kill('SIGKILL')),
        ),
    ),
  );
}

const folders = new Set<string>();

/** A fresh folder under the system's temporary directory, removed by removeTempFolders(). */
export function tempFolder(prefix = 'talentpath-') {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.add(dir);
  return dir;
}

/** Removes every folder tempFolder() made (for afterAll, after the processes using them are gone). */
export function removeTempFolders() {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  folders.clear();
}

/** A TCP port free right now on loopback (the server is given a real port: its messages name it). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export type ServerProcess = NodeProcess & { port: number; url: string };

/**
 * Starts the real server, its production build `dist/server.js` (which the process tests' global setup makes:
 * build-server.ts), on the embedded database in `dataDir`, without demo data; with `web`, serving the web app's
 * published build.
 */
export async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  { web = false } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const server = spawnNode(['--enable-source-maps', 'dist/server.js'], {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...(web ? {} : { WEB_DIST: path.join(dataDir, 'no-web-build') }),
    ...env,
  });
  return { ...server, port, url: `http://127.0.0.1:${port}` };
}

/** Waits until the server answers GET /api/health with 200; fails at once (with its output) if it exits. */
// A fresh embedded database runs initdb and the migrations first: seconds, or much more on a loaded machine.
export async function waitHealthy(server: ServerProcess, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  let stopped: Exit | null = null;
  void server.exited.then((exit) => (stopped = exit));
  for (;;) {
    if (stopped)
      throw new Error(
        `server exited (${JSON.stringify(stopped)}) before it was healthy:\n${server.stdout()}\n${server.stderr()}`,
      );
    const status = await fetch(`${server.url}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > until)
      throw new Error(`server not healthy within ${timeoutMs} ms:\n${server.stdout()}\n${server.stderr()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
