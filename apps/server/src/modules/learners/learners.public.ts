// The learners module's doorway (ADR 0038): what other modules and the app may use of it. Nothing else in this
// folder is imported from outside it.
import type { ServerModule } from '../../platform/context.ts';
import { learnersRoutes } from './learners.routes.ts';

export const learnersModule: ServerModule = {
  name: 'learners',
  routes: [learnersRoutes],
};
