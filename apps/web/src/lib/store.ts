import { useSyncExternalStore } from 'react';

/** A value kept outside React that components follow with `useStore` (module-level state: a count, a session). */
export type Store<T> = { get: () => T; set: (next: T) => void; subscribe: (listener: () => void) => () => void };

export function createStore<T>(initial: T): Store<T> {
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

type UseStoreOptions<T, S> = {
  /** The part of the value the component reads; it re-renders only when that part changes. */
  select?: (value: T) => S;
  /** What to render while rendering to HTML and while hydrating, when that must differ from the live value. */
  serverValue?: S;
};

export function useStore<T>(store: Store<T>, options?: { serverValue?: T }): T;
export function useStore<T, S>(store: Store<T>, options: UseStoreOptions<T, S> & { select: (value: T) => S }): S;
export function useStore<T, S>(store: Store<T>, { select, serverValue }: UseStoreOptions<T, S> = {}): T | S {
  const read = (): T | S => (select ? select(store.get()) : store.get());
  return useSyncExternalStore<T | S>(store.subscribe, read, serverValue === undefined ? read : () => serverValue);
}
