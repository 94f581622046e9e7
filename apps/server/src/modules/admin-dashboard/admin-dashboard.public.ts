// The admin-dashboard module's doorway (ADR 0038): what other modules and the app may use of it. Nothing else in this
// folder is imported from outside it.
import type { ServerModule } from '../../platform/context.ts';
import { adminDashboardRoutes } from './admin-dashboard.routes.ts';

export const adminDashboardModule: ServerModule = {
  name: 'admin-dashboard',
  routes: [adminDashboardRoutes],
};
