import { createStore, useStore } from './store';

/**
 * Counts the operations that block the whole screen (login, logout, refresh-token, switch-role, spec §9).
 * The overlay itself waits LOADING_INDICATOR_DELAY_MS before it shows, so quick calls never flash it.
 */
const active = createStore(0);

export async function trackBusy<T>(work: Promise<T> | (() => Promise<T>)): Promise<T> {
  active.set(active.get() + 1);
  try {
    return await (typeof work === 'function' ? work() : work);
  } finally {
    active.set(active.get() - 1);
  }
}

export const isBusy = () => active.get() > 0;
export const useIsBusy = () => useStore(active, { select: (count) => count > 0 });
