import { readFileSync } from 'node:fs';

/** A process as files record it: its pid and, where /proc tells, when it started (a reused pid starts later). */
export type ProcessIdentity = { pid: number; processStartTicks: number | null };

/** This process, as another process will look for it. */
export const thisProcess = (): ProcessIdentity => ({
  pid: process.pid,
  processStartTicks: processStartTicks(process.pid),
});

/** The process still runs: its pid exists and, where /proc tells, it is the same process (not a reused pid). */
export function isRunning(identity: ProcessIdentity): boolean {
  try {
    process.kill(identity.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false; // EPERM: alive, another user's
  }
  const ticks = processStartTicks(identity.pid);
  return ticks === null || identity.processStartTicks === null || ticks === identity.processStartTicks;
}

/** Field 22 of /proc/<pid>/stat (start time in clock ticks since boot), or null where /proc is not readable. */
export function processStartTicks(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2 (the command name) may hold spaces and parentheses: count from the last ')', which ends it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[22 - 3]);
    return Number.isFinite(ticks) ? ticks : null;
  } catch {
    return null;
  }
}

/** Blocks this thread for `ms` (for the short waits of start-up and build steps, where nothing else runs). */
export function sleep(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
