import type { Platform } from '../../platform/context.ts';
import { deriveExpired } from './skills.service.ts';

/** The skills module's scheduled work: each hour, skills whose claim has passed its last day are derived again. */
export function skillsJobs(p: Platform) {
  p.jobs.schedule('skills.derive-expired', { everyMs: 3600_000 }, async () => {
    await deriveExpired(p);
  });
}
