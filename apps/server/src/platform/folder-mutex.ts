import { mkdirSync, rmSync, statSync } from 'node:fs';
import { sleep } from './live-process.ts';

/**
 * Takes the mutex `dir` (mkdir is atomic), or says it is taken. One older than `staleMs` was left by a holder killed
 * while holding it: it is removed, for the next try.
 */
export function tryTakeMutex(dir: string, staleMs: number): boolean {
  try {
    mkdirSync(dir);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const age = Date.now() - (statSync(dir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > staleMs) rmSync(dir, { recursive: true, force: true });
    return false;
  }
}

/** Runs `work` holding the mutex `dir`, waiting for it while another process holds it. */
export function withMutex<T>(
  dir: string,
  { staleMs, giveUpMs }: { staleMs: number; giveUpMs: number },
  work: () => T,
): T {
  const giveUpAt = Date.now() + giveUpMs;
  while (!tryTakeMutex(dir, staleMs)) {
    if (Date.now() > giveUpAt) throw new Error(`${dir} stays taken: remove it if no other process is using it.`);
    sleep(10);
  }
  try {
    return work();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
