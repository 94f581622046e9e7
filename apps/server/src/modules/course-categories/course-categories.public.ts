// The course-categories module's doorway (ADR 0038): what other modules and the app may use of it. Nothing else in this
// folder is imported from outside it.
import type { ServerModule } from '../../platform/context.ts';
import { courseCategoriesRoutes } from './course-categories.routes.ts';

export const courseCategoriesModule: ServerModule = {
  name: 'course-categories',
  routes: [courseCategoriesRoutes],
};
