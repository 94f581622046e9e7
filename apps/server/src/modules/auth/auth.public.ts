// The auth module's doorway (ADR 0038): what other modules and the app may use of it. Nothing else in this
// folder is imported from outside it.
import type { ServerModule } from '../../platform/context.ts';
import { registerAuthJobs } from './auth.jobs.ts';
import { authRoutes } from './auth.routes.ts';

export { tempPasswordMail } from './auth.mails.ts';
export { endAccess, endSessionsInRoles } from './auth.service.ts';
export { generateTemporaryPassword } from './passwords.service.ts';

export const authModule: ServerModule = {
  name: 'auth',
  routes: [authRoutes],
  prefix: '/api/auth',
  jobs: registerAuthJobs,
};
