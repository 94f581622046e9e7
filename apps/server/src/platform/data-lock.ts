import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tryTakeMutex } from './folder-mutex.ts';
import { isRunning, sleep, thisProcess } from './live-process.ts';

/** What the lock file records about the process that holds the data folder. */
export type LockHolder = {
  pid: number;
  startedAt: string;
  processStartTicks: number | null;
  hostname: string;
  port: number | null;
};

/** Another live process holds the data folder: the message says which one and what to do. */
export class DataDirLockedError extends Error {}

// A file or takeover mutex this old cannot be a starter that is still writing it: it is left over.
const STALE_AFTER_MS = 5_000;
// How long a starter keeps retrying (half-written files, a takeover in progress) before it gives up.
const GIVE_UP_AFTER_MS = 15_000;

/**
 * Takes the data folder for this process, as PostgreSQL does with postmaster.pid (ADR 0008): creates
 * `<dataDir>/server.lock` with O_EXCL, or takes over a lock whose process is gone. Throws DataDirLockedError
 * when a live process holds it. Returns the release function (also run at process exit).
 */
export function lockDataDir(dataDir: string, info: { port?: number | null; command: string }): () => void {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.lock');
  const mine: LockHolder = {
    ...thisProcess(),
    startedAt: new Date().toISOString(),
    hostname: os.hostname(),
    port: info.port || null,
  };
  const content = `${JSON.stringify(mine)}\n`;
  const giveUpAt = Date.now() + GIVE_UP_AFTER_MS;
  while (!createExclusive(file, content)) {
    const seen = readLock(file);
    if (seen === null) continue; // released between our attempt and the read: try again
    const holder = parseHolder(seen.raw);
    if (holder && isAlive(holder)) throw new DataDirLockedError(lockedMessage(dir, holder, info.command));
    // Unreadable and young: its writer is between creating and writing it.
    const leftOver = holder !== null || Date.now() - seen.mtimeMs > STALE_AFTER_MS;
    if (leftOver && takeOver(file, seen.raw, content)) break;
    if (Date.now() > giveUpAt)
      throw new Error(
        `Could not lock the data folder ${dir}: ${file} stays unreadable or busy; remove it if no TalentPath process runs.`,
      );
    sleep(25);
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    try {
      // Only our own file: never remove a lock another process took over.
      if (readLock(file)?.raw === content) rmSync(file, { force: true });
    } catch {
      // Left in place, it is stale once this process is gone: the next start takes it over.
    }
  };
  process.on('exit', release);
  return release;
}

/** lockDataDir for a command's entry point: when another process holds the folder, says so and exits 1. */
export function lockDataDirOrExit(dataDir: string, info: { port?: number | null; command: string }): () => void {
  try {
    return lockDataDir(dataDir, info);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

function lockedMessage(dir: string, holder: LockHolder, command: string): string {
  const facts = [`pid ${holder.pid}`, `started ${holder.startedAt}`, holder.port ? `port ${holder.port}` : null];
  if (holder.hostname !== os.hostname()) facts.push(`host ${holder.hostname}`);
  return (
    `Another TalentPath process (${facts.filter(Boolean).join(', ')}) is using the data folder ${dir}. ` +
    `Stop it first, or give this one its own folder: DATA_DIR=./data-2 ${command}`
  );
}

function createExclusive(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

function readLock(file: string): { raw: string; mtimeMs: number } | null {
  try {
    return { mtimeMs: statSync(file).mtimeMs, raw: readFileSync(file, 'utf8') };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function parseHolder(raw: string): LockHolder | null {
  try {
    const value = JSON.parse(raw) as LockHolder;
    return Number.isInteger(value.pid) && value.pid > 0 ? value : null;
  } catch {
    return null;
  }
}

/** The holder's process still runs (a previous life of this very pid, e.g. pid 1 in a container, does not). */
function isAlive(holder: LockHolder): boolean {
  return holder.pid !== process.pid && isRunning(holder);
}

/**
 * Replaces a left-over lock, one starter at a time: the takeover mutex is a directory (mkdir is atomic). The
 * holder re-reads the file, so a lock another starter has just taken is never removed.
 */
function takeOver(file: string, staleRaw: string, content: string): boolean {
  const mutex = `${file}.takeover`;
  if (!tryTakeMutex(mutex, STALE_AFTER_MS)) return false;
  try {
    if (readLock(file)?.raw !== staleRaw) return false;
    rmSync(file, { force: true });
    return createExclusive(file, content);
  } finally {
    rmSync(mutex, { recursive: true, force: true });
  }
}
