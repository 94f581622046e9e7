import { PRELOAD_DELAY_MS } from '@talentpath/contracts/constants';
import { routeModules } from './route-modules';

/** Fetches the screens most visitors open next, 2 s after start (spec §2), without blocking anything. */
export function schedulePreload(): () => void {
  const timer = setTimeout(() => {
    for (const load of [routeModules.learnerDashboard, routeModules.courseCategories, routeModules.learnerProfile]) {
      load().catch(() => undefined);
    }
  }, PRELOAD_DELAY_MS);
  return () => clearTimeout(timer);
}
