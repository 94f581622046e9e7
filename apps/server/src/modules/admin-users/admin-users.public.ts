// The admin-users module's doorway (ADR 0038): what other modules and the app may use of it. Nothing else in this
// folder is imported from outside it.
import type { ServerModule } from '../../platform/context.ts';
import { adminUsersRoutes } from './admin-users.routes.ts';

export const adminUsersModule: ServerModule = {
  name: 'admin-users',
  routes: [adminUsersRoutes],
  prefix: '/api/admin',
};
