// The settings module's doorway (ADR 0038): what other modules and the app may use of it. Nothing else in this folder
// is imported from outside it.
import type { ServerModule } from '../../platform/context.ts';
import { settingsRoutes } from './settings.routes.ts';

/** The language a visitor's page is sent in when neither their choice nor their browser names one (app.ts). */
export { defaultLanguage } from './settings.service.ts';
/** Who issues the organisation's certificates. */
export { organizationName } from './settings.service.ts';
/** The organisation's logo (a stored image) if it has one: a certificate's logo when its course has none. */
export { organizationLogo } from './settings.service.ts';
/** Whether a feature an admin may switch off (the leaderboard) is on. */
export { featureSwitches } from './settings.service.ts';

export const settingsModule: ServerModule = {
  name: 'settings',
  routes: [settingsRoutes],
};
