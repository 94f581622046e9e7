import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, afterEach, vi } from 'vitest';

// findBy… and waitFor wait for what the user waits for (a response, a render); their default of 1 s is a race on a
// 2-core machine that runs the type check and lint beside the suite (a profile photo's removal missed it once in CI).
configure({ asyncUtilTimeout: 5000 });

// The web's test files share a worker's jsdom and module graph (vitest.config.ts), so each leaves the page, the
// storage, the stubs and the language as it found them: what one file rendered must not be found by the next.
afterEach(() => cleanup());
afterAll(async () => {
  cleanup();
  document.body.innerHTML = '';
  // The app marks the page as taken over (root-layout.tsx); a file that renders the routes leaves that mark behind.
  delete document.documentElement.dataset.appReady;
  localStorage.clear();
  sessionStorage.clear();
  // Toasts wait in Mantine's store (a module shared by the worker's files): one left by this file would be shown by
  // the next file's toast host (a redemption's toast was once found by the providers test).
  notifications.clean();
  notifications.cleanQueue();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  if (i18next.isInitialized && i18next.language !== 'en') await i18next.changeLanguage('en');
});
