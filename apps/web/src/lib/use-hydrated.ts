import { createStore, useStore } from './store';

// Always true in the browser; useStore answers false while rendering to HTML and while hydrating.
const inBrowser = createStore(true);

/**
 * False while rendering to HTML and while the browser takes prerendered HTML over, true from then on; for
 * controls that must not take input the app cannot see yet (typing into a field before the app runs would
 * leave text on screen that the form does not know about).
 */
export const useHydrated = (): boolean => useStore(inBrowser, { serverValue: false });
