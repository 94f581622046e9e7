import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { E2E } from '../../playwright.config.ts';

// What every journey of a run shares, held by one journey (in any worker) at a time. Each lock is a directory (mkdir
// is atomic), held until its holder lets go or dies — never taken over for being old, which on a slow machine would
// be a journey still at work.
//
// - The contact inbox is one for every admin, and every contact message also notifies every admin: a journey that
//   counts either while another sends a message would see one more than it expects.
// - The system settings are one for the whole site: a journey that changes them (and puts them back) must not run
//   while another reads the contact details the public site shows.
const lockPath = (name: string) => `test-results/e2e-lock-${new URL(E2E.baseURL).port}-${name}`;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

function holder(lock: string): number | null {
  try {
    return Number(readFileSync(`${lock}/pid`, 'utf8')) || null;
  } catch {
    return null; // taken a moment ago and not yet named, or let go
  }
}

async function holding<T>(name: string, work: () => Promise<T>): Promise<T> {
  const lock = lockPath(name);
  mkdirSync('test-results', { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock, { recursive: false });
      writeFileSync(`${lock}/pid`, String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Left by a worker that is gone (a run that was killed): take it. The test's own timeout bounds the wait.
      const pid = holder(lock);
      if (pid !== null && !alive(pid)) rmSync(lock, { force: true, recursive: true });
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { force: true, recursive: true });
  }
}

export const holdingInbox = <T>(work: () => Promise<T>) => holding('contact-inbox', work);
export const holdingSiteSettings = <T>(work: () => Promise<T>) => holding('system-settings', work);
