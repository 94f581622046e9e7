import { lazy, type ComponentType } from 'react';
import { loadNamespaces } from '../lib/i18n';
import { createStore, useStore } from '../lib/store';
import { routeModules, type RouteModuleName } from './route-modules';

// How many screens are being fetched right now; the loading bar shows once a fetch lasts long enough.
const pending = createStore(0);

/** True while a screen's code or text is loading. */
export const useScreenLoading = (): boolean => useStore(pending, { serverValue: 0 }) > 0;

/** A screen fetched on first use (see `lazyScreen`). */
export type LazyScreen<P extends object = object> = ComponentType<P> & {
  /** Fetches the screen's code and translations; resolves once it can render without suspending. */
  preload: () => Promise<void>;
};

/** A screen of `routeModules`: public, prerendered or preloaded. */
export type LazyPage<P extends object = object> = LazyScreen<P> & {
  /** Which of `routeModules` it is (the prerender links its style sheets). */
  module: RouteModuleName;
};

type ModuleOf<N extends RouteModuleName> = Awaited<ReturnType<(typeof routeModules)[N]>>;

/**
 * A screen fetched on first use: its module and its translation namespaces load together, so it never
 * suspends on text. Once loaded it renders directly, so a page that was loaded before hydration renders
 * the same markup the prerendered HTML has.
 *
 * Signed-in screens pass their own `import()` from their area's file (`app/shell/<area>-area.ts`), so the
 * list of files each one needs ships with the shell, not with the first page every visitor loads.
 */
export function lazyScreen<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  ...namespaces: string[]
): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;

  const fetchScreen = () => {
    loading ??= (async () => {
      pending.set(pending.get() + 1);
      try {
        const [module] = await Promise.all([load(), loadNamespaces(...namespaces)]);
        loaded = pick(module);
        return loaded;
      } catch (error) {
        loading = null; // a later visit may try again (e.g. after a network blip)
        throw error;
      } finally {
        pending.set(pending.get() - 1);
      }
    })();
    return loading;
  };

  const Suspending = lazy(async () => ({ default: await fetchScreen() }));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen at module load, like React.lazy itself
  function Page(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  }
  return Object.assign(Page, { preload: async () => void (await fetchScreen()) });
}

/** A screen of `routeModules` (public, prerendered or preloaded), by name. */
export function lazyPage<N extends RouteModuleName, P extends object = object>(
  name: N,
  pick: (module: ModuleOf<N>) => ComponentType<P>,
  ...namespaces: string[]
): LazyPage<P> {
  const load = routeModules[name] as () => Promise<ModuleOf<N>>;
  return Object.assign(lazyScreen(load, pick, ...namespaces), { module: name });
}
