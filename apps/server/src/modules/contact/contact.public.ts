// The contact module's doorway (ADR 0038): what other modules and the app may use of it. Nothing else in this
// folder is imported from outside it.
import type { ServerModule } from '../../platform/context.ts';
import { contactRoutes } from './contact.routes.ts';

export const contactModule: ServerModule = {
  name: 'contact',
  routes: [contactRoutes],
};
