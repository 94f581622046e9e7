import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import '@mantine/core/styles.css';
import '@mantine/nprogress/styles.css';
import './global.css';
import '../lib/zod-config';
import { currentLanguage, initI18n, syncHtmlLang } from '../lib/i18n';
import { getSession, initialiseSession } from '../lib/session-store';
import { AppErrorBoundary } from './app-error-boundary';
import { Providers } from './providers';
import { expectHydration } from './app-ready';
import { AppRoutes, preloadPrerenderedPage } from './router';

/**
 * Whether the page arrived as prerendered HTML that the app can take over as is: the HTML's language is the
 * visitor's, and nobody is signed in (a signed-in visitor sees other things, e.g. is sent to their home).
 */
async function canHydrate(root: HTMLElement): Promise<boolean> {
  const prerendered = document.documentElement.dataset.prerendered;
  if (!prerendered || !root.firstElementChild) return false;
  const session = getSession();
  if (session.status !== 'signed-out' || session.notice) return false;
  if (prerendered !== currentLanguage()) return false;
  // If the screen cannot load, render afresh: the route then shows its error page.
  return preloadPrerenderedPage(window.location.pathname).catch(() => false);
}

/** Starts the app: session restore, translations, then hydrates the prerendered page or renders afresh. */
export async function bootstrap(root: HTMLElement): Promise<void> {
  initialiseSession();
  await initI18n();
  syncHtmlLang();
  const app = (
    <StrictMode>
      <AppErrorBoundary root={root}>
        <Providers>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Providers>
      </AppErrorBoundary>
    </StrictMode>
  );
  if (await canHydrate(root)) {
    expectHydration();
    hydrateRoot(root, app);
  } else {
    // React replaces whatever HTML is there when its first render commits, so the page never goes blank.
    createRoot(root).render(app);
  }
}
