// The enrolments module's doorway (ADR 0038): what other modules and the app may use of it. Nothing else in this
// folder is imported from outside it.
import type { ServerModule } from '../../platform/context.ts';
import { enrolmentsRoutes } from './enrolments.routes.ts';

export { readEnrolments, toEnrolmentSummary } from './enrolment-view.ts';
export { insertCompletion, lockOf, orderOf } from './enrolments.repository.ts';
export { recomputeProgress } from './progress.ts';

export const enrolmentsModule: ServerModule = {
  name: 'enrolments',
  routes: [enrolmentsRoutes],
};
