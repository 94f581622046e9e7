// The project-roles module's doorway (ADR 0038): what other modules and the app may use of it. Nothing else in this
// folder is imported from outside it.
import type { ServerModule } from '../../platform/context.ts';
import { projectRolesRoutes } from './project-roles.routes.ts';

export { existingRoleIds } from './project-roles.service.ts';

export const projectRolesModule: ServerModule = {
  name: 'project-roles',
  routes: [projectRolesRoutes],
};
