// The search module's doorway (ADR 0038, ADR 0062): global search across people, courses and projects. It owns no
// table: it reads the others' in its queries, under the rules their modules give it through their public files.
import type { ServerModule } from '../../platform/context.ts';
import { searchRoutes } from './search.routes.ts';

export const searchModule: ServerModule = {
  name: 'search',
  routes: [searchRoutes],
};
