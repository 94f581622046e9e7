// The lessons module's doorway (ADR 0038): what other modules and the app may use of it. Nothing else in this
// folder is imported from outside it.
import type { ServerModule } from '../../platform/context.ts';
import { lessonsRoutes } from './lessons.routes.ts';

export { completedLessons, courseLessons } from './lessons.service.ts';

export const lessonsModule: ServerModule = {
  name: 'lessons',
  routes: [lessonsRoutes],
};
