import { useSyncExternalStore } from 'react';

/**
 * Counts the operations that block the whole screen (login, logout, refresh-token, switch-role, spec §9).
 * The overlay itself waits LOADING_INDICATOR_DELAY_MS before it shows, so quick calls never flash it.
 */
let active = 0;
const listeners = new Set<() => void>();

function set(next: number) {
  active = next;
  for (const listener of [...listeners]) listener();
}

export async function trackBusy<T>(work: Promise<T> | (() => Promise<T>)): Promise<T> {
  set(active + 1);
  try {
    return await (typeof work === 'function' ? work() : work);
  } finally {
    set(active - 1);
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const isBusy = () => active > 0;
export const useIsBusy = () => useSyncExternalStore(subscribe, isBusy, isBusy);
