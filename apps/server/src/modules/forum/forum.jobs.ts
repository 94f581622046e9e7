import type { Platform } from '../../platform/context.ts';
import { removeUnpostedImages } from './forum-images.service.ts';

const DAY_MS = 24 * 3600_000;

/** The forum module's scheduled work (ADR 0038: jobs are wired here, through the module's ServerModule). */
export function forumJobs(p: Platform) {
  // Once a day: pictures uploaded for a post that was never sent.
  p.jobs.schedule('forum.remove-unposted-images', { everyMs: DAY_MS }, async () => {
    await removeUnpostedImages(p);
  });
}
