// The projects module's doorway (ADR 0038): what other modules and the app may use of it. Nothing else in this
// folder is imported from outside it.
import type { ServerModule } from '../../platform/context.ts';
import { registerProjectsJobs } from './projects.jobs.ts';
import { projectsRoutes } from './projects.routes.ts';

export { getProject, lockManagedProject, recordAssignment } from './projects.service.ts';

export const projectsModule: ServerModule = {
  name: 'projects',
  routes: [projectsRoutes],
  jobs: registerProjectsJobs,
};
