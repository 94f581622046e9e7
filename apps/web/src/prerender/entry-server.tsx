import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { ResourceKey } from 'i18next';
import type { Language } from '@talentpath/contracts/constants';
import { Providers } from '../app/providers';
import { AppRoutes, PRERENDERED_PAGES, preloadPrerenderedPage, prerenderedScreens } from '../app/router';
import { collectPageHead, type PageHead } from '../components/ui/use-page-title';
import { initI18nForPrerender } from '../lib/i18n';
import { startSignedOutForPrerender } from '../lib/session-store';

// Every translation, read at build time (this module never ships to the browser).
const bundles = import.meta.glob<ResourceKey>('../locales/*/*.json', { import: 'default' });

async function resourcesOf(language: Language): Promise<Record<string, ResourceKey>> {
  const resources: Record<string, ResourceKey> = {};
  for (const [file, load] of Object.entries(bundles)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (match?.[1] === language) resources[match[2]!] = await load();
  }
  return resources;
}

/** Each prerendered page: its path, its file, and the route modules the browser loads to hydrate it. */
export const prerenderedPages = Object.entries(PRERENDERED_PAGES).map(([path, { file }]) => ({
  path,
  file,
  modules: prerenderedScreens(path).map((screen) => screen.module),
}));

export type RenderedPage = { html: string; head: PageHead };

/** Renders one public page, in one language, as a signed-out visitor's first view of it. */
export async function renderPage(path: string, language: Language): Promise<RenderedPage> {
  startSignedOutForPrerender();
  await initI18nForPrerender(language, await resourcesOf(language));
  if (!(await preloadPrerenderedPage(path))) throw new Error(`${path} is not a prerendered page`);
  const { result: html, head } = collectPageHead(() =>
    renderToString(
      <Providers>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </Providers>,
    ),
  );
  if (!head) throw new Error(`${path} set no page title`);
  return { html, head };
}
