// The audit module's doorway (ADR 0038): what other modules and the app may use of it. Nothing else in this
// folder is imported from outside it. Others write no entry: they record domain events (audit.subscribers.ts).
import type { ServerModule } from '../../platform/context.ts';
import { auditRoutes } from './audit.routes.ts';
import { registerAuditSubscribers } from './audit.subscribers.ts';

export const auditModule: ServerModule = {
  name: 'audit',
  routes: [auditRoutes],
  prefix: '/api/admin',
  subscribers: registerAuditSubscribers,
};
