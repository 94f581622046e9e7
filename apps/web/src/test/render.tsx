import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { theme } from '../app/theme';

const bundles = import.meta.glob<Record<string, unknown>>('../locales/en/*.json', { eager: true, import: 'default' });

/** English translations loaded synchronously, for component tests. */
export async function setupI18n(): Promise<void> {
  if (i18next.isInitialized) return;
  const resources: Record<string, Record<string, unknown>> = {};
  for (const [path, bundle] of Object.entries(bundles)) resources[/\/(\w[\w-]*)\.json$/.exec(path)?.[1] ?? ''] = bundle;
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: 'common',
    resources: { en: resources },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** jsdom lacks what Mantine measures with. */
function polyfillDom() {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => undefined;
  // Textarea's autosize listens for web fonts loading.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
      configurable: true,
    });
}

/** `client`: a query cache the test reads or writes itself. */
export async function renderWithProviders(
  ui: ReactNode,
  { path = '/', client = testQueryClient() }: { path?: string; client?: QueryClient } = {},
) {
  polyfillDom();
  await setupI18n();
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
