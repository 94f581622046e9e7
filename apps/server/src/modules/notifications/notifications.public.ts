// The notifications module's doorway (ADR 0038): what other modules and the app may use of it. Nothing else in this
// folder is imported from outside it.
import type { ServerModule } from '../../platform/context.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { registerNotificationSubscribers } from './notifications.subscribers.ts';

export const notificationsModule: ServerModule = {
  name: 'notifications',
  routes: [notificationsRoutes],
  subscribers: registerNotificationSubscribers,
};
