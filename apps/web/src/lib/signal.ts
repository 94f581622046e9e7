import { useSyncExternalStore } from 'react';

export type Signal<T> = { get: () => T; set: (next: T) => void; subscribe: (listener: () => void) => () => void };

/** A value kept outside React that components can follow (for module-level state such as a loading count). */
export function createSignal<T>(initial: T): Signal<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The signal's value; `serverValue` while rendering to HTML and while hydrating, so both render the same. */
export const useSignal = <T>(signal: Signal<T>, serverValue: T): T =>
  useSyncExternalStore(signal.subscribe, signal.get, () => serverValue);
