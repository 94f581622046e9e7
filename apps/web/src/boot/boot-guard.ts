import { catchEarlyLoginClicks } from './early-login';
import { APP_STARTED_EVENT, renderFatalFallback } from './fatal-fallback';

/**
 * Loaded as its own entry, before the app's: if the app's entry cannot load or throws before it has
 * started, the visitor still gets the fatal-start page instead of a blank screen (spec §2/§8).
 */
let started = false;
window.addEventListener(APP_STARTED_EVENT, () => {
  started = true;
});

const ours = (url: string | undefined) => !!url && url.startsWith(window.location.origin);

function fail() {
  const root = document.getElementById('root');
  if (started || !root) return;
  started = true;
  renderFatalFallback(root);
}

window.addEventListener(
  'error',
  (event) => {
    if (started) return;
    const target = event.target;
    // A script of the app that failed to load, or an error thrown by one while starting.
    if (target instanceof HTMLScriptElement && ours(target.src)) fail();
    else if (event instanceof ErrorEvent && ours(event.filename)) fail();
  },
  true,
);

// The first script to run also keeps a login click made before the app runs (early-login.ts).
catchEarlyLoginClicks();
