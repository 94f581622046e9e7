import { ROOT_ELEMENT_MISSING, renderFatalFallback } from './lib/fatal-fallback';

const root = document.getElementById('root');
if (!root) throw new Error(ROOT_ELEMENT_MISSING);

// The app loads as a separate chunk so that a failure anywhere in it — a chunk that will not load, a module
// that throws, a provider that crashes — still ends on the fatal-start page instead of a blank screen.
import('./app/bootstrap')
  .then(({ bootstrap }) => bootstrap(root))
  .catch((error: unknown) => {
    console.error(error);
    renderFatalFallback(root);
  });
