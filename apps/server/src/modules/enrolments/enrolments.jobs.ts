import type { Platform } from '../../platform/context.ts';
import { recordDueSoon } from './enrolments.service.ts';

/** The enrolments module's scheduled work (ADR 0038: jobs are wired here, through the module's ServerModule). */
export function enrolmentsJobs(p: Platform) {
  // Reminders of due dates (notifications subscribe): each hour, in one process; once per due date.
  p.jobs.schedule('enrolments.record-due-soon', { everyMs: 3600_000 }, async () => recordDueSoon(p));
}
