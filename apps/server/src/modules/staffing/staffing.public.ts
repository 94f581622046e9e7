// The staffing module's doorway (ADR 0038): what other modules and the app may use of it. Nothing else in this
// folder is imported from outside it.
import type { ServerModule } from '../../platform/context.ts';
import { staffingRoutes } from './staffing.routes.ts';

export {
  assign,
  changeWorkload,
  learnerProjects,
  listProjectAssignments,
  removeAssignment,
} from './assignments.service.ts';
export { assertWithinCap } from './cap.ts';
export { skillsOf } from './employees.service.ts';

export const staffingModule: ServerModule = {
  name: 'staffing',
  routes: [staffingRoutes],
};
