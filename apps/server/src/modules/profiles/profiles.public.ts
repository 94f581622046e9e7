// The profiles module's doorway (ADR 0038): what other modules and the app may use of it. Nothing else in this
// folder is imported from outside it. Other modules ask it whether a part of a person's profile is visible.
import type { ServerModule } from '../../platform/context.ts';
import { photoRoutes } from './photo.routes.ts';
import { profilesRoutes } from './profiles.routes.ts';

export { assertPartVisible, assertSectionVisible, readProfile, whoMaySee } from './profiles.service.ts';
export { audiencesSeenBy } from './profiles.policy.ts';

export const profilesModule: ServerModule = {
  name: 'profiles',
  routes: [profilesRoutes, photoRoutes],
};
