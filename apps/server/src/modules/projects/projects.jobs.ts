import type { Platform } from '../../platform/context.ts';
import { recordOverdueProjects } from './projects.service.ts';

const DAY_MS = 24 * 3600_000;

/** The projects module's schedules: once a day, `project.overdue` for active projects past their deadline (once per deadline). */
export function registerProjectsJobs(p: Platform) {
  p.jobs.schedule('projects.record-overdue', { everyMs: DAY_MS }, async () => recordOverdueProjects(p));
}
