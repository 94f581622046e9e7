import { lazy, type ComponentType } from 'react';
import { loadNamespaces } from '../lib/i18n';
import { createStore, useStore } from '../lib/store';
import { routeModules, type RouteModuleName } from './route-modules';

// How many screens are being fetched right now; the loading bar shows once a fetch lasts long enough.
const pending = createStore(0);

/** True while a screen's code or text is loading. */
export const useScreenLoading = (): boolean => useStore(pending, { serverValue: 0 }) > 0;

export type LazyPage<P extends object = object> = ComponentType<P> & {
  /** Fetches the screen's code and translations; resolves once it can render without suspending. */
  preload: () => Promise<void>;
  /** Which of `routeModules` it is (the prerender links its style sheets). */
  module: RouteModuleName;
};

type ModuleOf<N extends RouteModuleName> = Awaited<ReturnType<(typeof routeModules)[N]>>;

/**
 * A screen fetched on first use: its module and its translation namespaces load together, so it never
 * suspends on text. Once loaded it renders directly, so a page that was loaded before hydration renders
 * the same markup the prerendered HTML has.
 */
export function lazyPage<N extends RouteModuleName, P extends object = object>(
  name: N,
  pick: (module: ModuleOf<N>) => ComponentType<P>,
  ...namespaces: string[]
): LazyPage<P> {
  const load = routeModules[name] as () => Promise<ModuleOf<N>>;
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
  return Object.assign(Page, { preload: async () => void (await fetchScreen()), module: name });
}
