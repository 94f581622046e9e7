// The audit module's doorway (ADR 0038): what other modules and the app may use of it. Nothing else in this
// folder is imported from outside it.
import type { ServerModule } from '../../platform/context.ts';
import { auditRoutes } from './audit.routes.ts';

export { hasEntrySince, insertEntry, insertUserEntry } from './audit.repository.ts';

export const auditModule: ServerModule = {
  name: 'audit',
  routes: [auditRoutes],
  prefix: '/api/admin',
};
