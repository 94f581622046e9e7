// The materials module's doorway (ADR 0038): what other modules and the app may use of it. Nothing else in this
// folder is imported from outside it.
import type { ServerModule } from '../../platform/context.ts';
import { materialsJobs } from './materials.jobs.ts';
import { materialsRoutes } from './materials.routes.ts';

export { toMaterial } from './material-view.ts';
/** Who asks for a stored file: the bearer token, or the signed ticket of `?t=` (the forum's pictures use it too). */
export { fileViewer } from './file-delivery.ts';

export const materialsModule: ServerModule = {
  name: 'materials',
  routes: [materialsRoutes],
  jobs: materialsJobs,
};
