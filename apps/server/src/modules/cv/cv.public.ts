// The cv module's doorway (ADR 0038, ADR 0063): what the app may use of it. Nothing else in this folder is imported
// from outside it. It reads the profile, skills, completed courses and work through their modules' public files and
// owns no table.
import type { ServerModule } from '../../platform/context.ts';
import { cvRoutes } from './cv.routes.ts';

export const cvModule: ServerModule = {
  name: 'cv',
  routes: [cvRoutes],
};
