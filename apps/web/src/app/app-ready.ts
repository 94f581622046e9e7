import { useEffect } from 'react';

/**
 * `<html data-app-ready>`: the app has taken the page over, so prerendered controls take input from now on
 * (global.css) and a login click is the app's to handle (boot/early-login).
 *
 * When React hydrates a prerendered page it commits the root first and hydrates the Suspense boundaries inside
 * it afterwards, at a lower priority: until then the page's buttons have no handlers (a form would submit
 * natively, a button do nothing). So a hydrated page is marked ready from inside its innermost boundary (the
 * public layout's page), and a page rendered afresh from the root layout.
 */
let hydrating = false;

/** Called before `hydrateRoot`: the mark then waits for the page itself (`PageHydrated`). */
export function expectHydration(): void {
  hydrating = true;
}

const READY_EVENT = 'talentpath:app-ready';

function markAppReady(): void {
  document.documentElement.dataset.appReady = '';
  document.dispatchEvent(new Event(READY_EVENT));
}

/** Runs `then` once the app has taken the page over (now, if it has); returns what cancels the wait. */
export function whenAppReady(then: () => void): () => void {
  if ('appReady' in document.documentElement.dataset) {
    then();
    return () => undefined;
  }
  document.addEventListener(READY_EVENT, then, { once: true });
  return () => document.removeEventListener(READY_EVENT, then);
}

/** In the root layout: marks a page rendered afresh, whose whole tree commits together. */
export function useAppReadyAtRoot(): void {
  useEffect(() => {
    if (!hydrating) markAppReady();
  }, []);
}

/** Rendered beside the page inside the public layout's Suspense boundary: runs once the page has hydrated. */
export function PageHydrated(): null {
  useEffect(markAppReady, []);
  return null;
}
