import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { E2E } from '../../playwright.config.ts';

// The contact inbox is one for every admin, and every contact message also notifies every admin: a journey that
// counts either while another (in another worker) sends a message would see one more than it expects. Those
// journeys hold this lock (a directory: mkdir is atomic) for as long as they send or count. It is held until its
// holder lets go or dies — never taken over for being old, which on a slow machine would be a journey still at work.
const LOCK = `test-results/e2e-lock-${new URL(E2E.baseURL).port}-contact-inbox`;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

function holder(): number | null {
  try {
    return Number(readFileSync(`${LOCK}/pid`, 'utf8')) || null;
  } catch {
    return null; // taken a moment ago and not yet named, or let go
  }
}

export async function holdingInbox<T>(work: () => Promise<T>): Promise<T> {
  mkdirSync('test-results', { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK, { recursive: false });
      writeFileSync(`${LOCK}/pid`, String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Left by a worker that is gone (a run that was killed): take it. The test's own timeout bounds the wait.
      const pid = holder();
      if (pid !== null && !alive(pid)) rmSync(LOCK, { force: true, recursive: true });
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(LOCK, { force: true, recursive: true });
  }
}
