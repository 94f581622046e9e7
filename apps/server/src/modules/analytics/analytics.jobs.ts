import type { Platform } from '../../platform/context.ts';
import { sendDueReports } from './reports.service.ts';

/** The analytics module's scheduled work (ADR 0038: jobs are wired here, through the module's ServerModule). */
export function analyticsJobs(p: Platform) {
  // Scheduled reports: every quarter of an hour, once across processes, the subscriptions that are due.
  p.jobs.schedule('analytics.send-reports', { everyMs: 15 * 60_000 }, async () => sendDueReports(p));
}
