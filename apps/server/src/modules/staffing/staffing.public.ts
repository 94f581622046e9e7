// The staffing module's doorway (ADR 0038): what other modules and the app may use of it. Nothing else in this
// folder is imported from outside it. Staffing depends on projects, never the reverse: a project's new dates reach
// it as `project.schedule-changed` (staffing.subscribers.ts).
import type { ServerModule } from '../../platform/context.ts';
import { assignmentsRoutes } from './assignments.routes.ts';
import { registerStaffingSubscribers } from './staffing.subscribers.ts';
import { staffingRoutes } from './staffing.routes.ts';

export { skillsOf } from './employees.service.ts';
export { freeWithinWhere, peaksWithin, staffableWhere } from './capacity.service.ts';
export { personWork } from './assignments.service.ts';

export const staffingModule: ServerModule = {
  name: 'staffing',
  // The team's routes first: /api/docs lists them where they stood when projects served them.
  routes: [assignmentsRoutes, staffingRoutes],
  subscribers: registerStaffingSubscribers,
};
