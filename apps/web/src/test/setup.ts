import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, afterEach, vi } from 'vitest';

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
  vi.unstubAllGlobals();
  vi.useRealTimers();
  if (i18next.isInitialized && i18next.language !== 'en') await i18next.changeLanguage('en');
});
