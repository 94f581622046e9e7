import { PRELOAD_DELAY_MS } from '@talentpath/contracts/constants';
import { routeModules } from './route-modules';

/**
 * Fetches the screens most visitors open next, 2 s after start (spec §2), without blocking anything: the signed-in
 * shell's code, which names them (shell/signed-in-screens.ts), then theirs.
 */
export function schedulePreload(): () => void {
  const timer = setTimeout(() => {
    routeModules
      .appLayout()
      .then((shell) => shell.preloadNextScreens())
      .catch(() => undefined);
  }, PRELOAD_DELAY_MS);
  return () => clearTimeout(timer);
}
