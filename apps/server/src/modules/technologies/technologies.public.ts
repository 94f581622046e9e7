// The technologies module's doorway (ADR 0038): what other modules and the app may use of it. Nothing else in this
// folder is imported from outside it.
import type { ServerModule } from '../../platform/context.ts';
import { technologiesRoutes } from './technologies.routes.ts';

export { technologyStatuses } from './technologies.service.ts';

export const technologiesModule: ServerModule = {
  name: 'technologies',
  routes: [technologiesRoutes],
};
