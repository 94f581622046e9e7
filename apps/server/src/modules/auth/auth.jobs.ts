import type { Platform } from '../../platform/context.ts';
import { pruneLoginFailures } from './auth.service.ts';

/** The auth module's schedules: failed sign-ins older than a day no longer count for anything, so they go. */
export function registerAuthJobs(p: Platform) {
  p.jobs.schedule('auth.prune-login-failures', { everyMs: 3600_000 }, () => pruneLoginFailures(p));
}
