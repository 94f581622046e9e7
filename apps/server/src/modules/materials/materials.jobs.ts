import type { Platform } from '../../platform/context.ts';
import { removeOrphans } from './file-access.service.ts';

const DAY_MS = 24 * 3600_000;

/** The materials module's scheduled work (ADR 0038: jobs are wired here, through the module's ServerModule). */
export function materialsJobs(p: Platform) {
  // Once a day: files that nothing points to any more (a lesson or course deleted with its materials).
  p.jobs.schedule('files.remove-orphans', { everyMs: DAY_MS }, async () => {
    await removeOrphans(p);
  });
}
