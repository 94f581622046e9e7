import { APP_STARTED_EVENT, ROOT_ELEMENT_MISSING, renderFatalFallback } from './boot/fatal-fallback';

const root = document.getElementById('root');
if (!root) throw new Error(ROOT_ELEMENT_MISSING);

// The app loads as a separate chunk so that a failure anywhere in it — a chunk that will not load, a module
// that throws, a provider that crashes — still ends on the fatal-start page instead of a blank screen.
// (boot-guard, a separate entry, covers this file itself failing to load.)
import('./app/bootstrap')
  .then(({ bootstrap }) => bootstrap(root))
  .then(() => window.dispatchEvent(new Event(APP_STARTED_EVENT)))
  .catch((error: unknown) => {
    console.error(error);
    renderFatalFallback(root);
  });
