// The materials module's doorway (ADR 0038): what other modules and the app may use of it. Nothing else in this
// folder is imported from outside it.
import type { ServerModule } from '../../platform/context.ts';
import { materialsJobs } from './materials.jobs.ts';
import { materialsRoutes } from './materials.routes.ts';

export { toMaterial } from './material-view.ts';

export const materialsModule: ServerModule = {
  name: 'materials',
  routes: [materialsRoutes],
  jobs: materialsJobs,
};
