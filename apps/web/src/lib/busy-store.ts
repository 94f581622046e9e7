import { createStore, useStore } from './store';

/**
 * The operations that block the whole screen (login, logout, refresh-token, switch-role, spec §9), and how many
 * of them show their progress in place — the Sign in button's loader in the open login dialog — rather than
 * through the global busy overlay. The overlay itself waits LOADING_INDICATOR_DELAY_MS before it shows, so quick
 * calls never flash it.
 */
const active = createStore({ all: 0, inPlace: 0 });

type BusyOptions = {
  /** The control that started the work shows a loader itself, so the global overlay stays away (one indicator per action). */
  shownInPlace?: boolean;
};

export async function trackBusy<T>(
  work: Promise<T> | (() => Promise<T>),
  { shownInPlace = false }: BusyOptions = {},
): Promise<T> {
  const change = (by: number) => {
    const { all, inPlace } = active.get();
    active.set({ all: all + by, inPlace: inPlace + (shownInPlace ? by : 0) });
  };
  change(1);
  try {
    return await (typeof work === 'function' ? work() : work);
  } finally {
    change(-1);
  }
}

export const useIsBusy = () => useStore(active, { select: (count) => count.all > 0 });
/** Whether a blocking operation runs that nothing but the global overlay shows. */
export const useNeedsBusyOverlay = () => useStore(active, { select: (count) => count.all > count.inPlace });
