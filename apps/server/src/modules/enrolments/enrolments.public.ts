// The enrolments module's doorway (ADR 0038): what other modules and the app may use of it. Nothing else in this
// folder is imported from outside it.
import type { ServerModule } from '../../platform/context.ts';
import { enrolmentsJobs } from './enrolments.jobs.ts';
import { enrolmentsRoutes } from './enrolments.routes.ts';
import { enrolmentsSubscribers } from './enrolments.subscribers.ts';

export { completedCourses, enrolmentSummaries, learnerEnrolments } from './enrolments.service.ts';
export { recomputeProgress } from './progress.ts';

export const enrolmentsModule: ServerModule = {
  name: 'enrolments',
  routes: [enrolmentsRoutes],
  subscribers: enrolmentsSubscribers,
  jobs: enrolmentsJobs,
};
