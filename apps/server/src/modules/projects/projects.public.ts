// The projects module's doorway (ADR 0038): what other modules and the app may use of it. Nothing else in this
// folder is imported from outside it.
import type { ServerModule } from '../../platform/context.ts';
import { projectsRoutes } from './projects.routes.ts';

export { findProject } from './projects.repository.ts';
export { lockManagedProject, projectNotFound, recordAssignment } from './projects.service.ts';

export const projectsModule: ServerModule = {
  name: 'projects',
  routes: [projectsRoutes],
};
