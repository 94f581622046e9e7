import { mkdirSync, rmSync, statSync } from 'node:fs';
import { E2E } from '../../playwright.config.ts';

// The contact inbox is one for every admin, and every contact message also notifies every admin: a journey that
// counts either while another (in the other worker) sends a message would see one more than it expects. Those
// journeys hold this lock (a directory: mkdir is atomic) for as long as they send or count.
const LOCK = `test-results/e2e-lock-${new URL(E2E.baseURL).port}-contact-inbox`;
const STALE_MS = 120_000;

export async function holdingInbox<T>(work: () => Promise<T>): Promise<T> {
  const until = Date.now() + 90_000;
  mkdirSync('test-results', { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK, { recursive: false });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Left by a run that was killed: older than any journey takes.
      const held = statSync(LOCK, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > STALE_MS) rmSync(LOCK, { force: true, recursive: true });
      if (Date.now() > until) throw new Error(`${LOCK} held for too long`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(LOCK, { force: true, recursive: true });
  }
}
