import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import './global.css';
import { initI18n, syncHtmlLang } from '../lib/i18n';
import { initialiseSession } from '../lib/session-store';
import { AppErrorBoundary } from './app-error-boundary';
import { Providers } from './providers';
import { createRouter } from './router';

/** Starts the app: session restore, translations, router (whose first lazy routes load meanwhile), render. */
export async function bootstrap(root: HTMLElement): Promise<void> {
  initialiseSession();
  const translations = initI18n();
  const router = createRouter();
  await translations;
  syncHtmlLang();
  createRoot(root).render(
    <StrictMode>
      <AppErrorBoundary root={root}>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </AppErrorBoundary>
    </StrictMode>,
  );
}
