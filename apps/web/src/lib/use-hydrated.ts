import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while rendering to HTML and while the browser takes prerendered HTML over, true from then on; for
 * controls that must not take input the app cannot see yet (typing into a field before the app runs would
 * leave text on screen that the form does not know about).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
