import type { Browser, Page } from '@playwright/test';
import { E2E } from '../playwright.config.ts';
import { expect, openLanding, test, type Lang } from './support/fixtures.ts';
import { exact, tr } from './support/i18n.ts';

// The public pages arrive as HTML in the visitor's language (ADR 0007) and the app takes that HTML over.

const PAGES = [
  { path: '/', h1: 'common:app.name', title: 'landing:pageTitle' },
  { path: '/login', h1: 'common:app.name', title: 'landing:pageTitle' },
  { path: '/about', h1: 'site:about.title', title: 'site:about.title' },
  { path: '/services', h1: 'site:services.title', title: 'site:services.title' },
  { path: '/privacy-policy', h1: 'legal:privacy.title', title: 'legal:privacy.title' },
  { path: '/terms-of-service', h1: 'legal:terms.title', title: 'legal:terms.title' },
  { path: '/contact-us', h1: 'contact:title', title: 'contact:title' },
] as const;

/** The browser's language, which it sends as Accept-Language. */
const LOCALE: Record<Lang, string> = { en: 'en-US', no: 'nb-NO' };

/** A page with scripting off: what a crawler, a slow phone before the scripts, or a no-JS visitor gets. */
async function withoutScripts(
  browser: Browser,
  locale: string,
  cookie: Lang | null,
  run: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ javaScriptEnabled: false, locale });
  if (cookie) await context.addCookies([{ name: 'tp_lang', value: cookie, url: E2E.baseURL }]);
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

for (const lang of ['en', 'no'] as Lang[]) {
  test(`every public page arrives as HTML in ${lang} (by Accept-Language), titled and readable without scripts`, async ({
    browser,
  }) => {
    await withoutScripts(browser, LOCALE[lang], null, async (page) => {
      for (const p of PAGES) {
        const response = await page.goto(p.path);
        expect(response?.headers()['content-language']).toBe(lang);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page).toHaveTitle(tr(lang, 'common:app.pageTitle', { page: tr(lang, p.title) }));
        await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(tr(lang, p.h1));
        await expect(page.getByRole('contentinfo')).toContainText(tr(lang, 'common:footer.followUs'));
      }
    });
  });
}

test('the language cookie the app writes beats the browser language', async ({ browser }) => {
  await withoutScripts(browser, LOCALE.en, 'no', async (page) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(tr('no', 'site:about.title'));
  });
});

for (const p of PAGES.filter((page) => page.path !== '/login')) {
  test(`${p.path} is hydrated: the app keeps the HTML it arrived with and answers clicks`, async ({ page }) => {
    // Remember the header the HTML brought, before any script of the app has run.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          (window as unknown as { prerenderedHeader: Element | null }).prerenderedHeader =
            document.querySelector('#root header');
        }
      });
      window.addEventListener('talentpath:started', () => {
        (window as unknown as { appStarted: boolean }).appStarted = true;
      });
    });
    await page.goto(p.path);
    await page.waitForFunction(() => (window as unknown as { appStarted?: boolean }).appStarted === true);
    const login = page.getByRole('banner').getByRole('button', { name: exact(tr('en', 'common:nav.login')) });
    await login.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const kept = await page.evaluate(() => {
      const remembered = (window as unknown as { prerenderedHeader: Element | null }).prerenderedHeader;
      return remembered !== null && remembered === document.querySelector('#root header');
    });
    expect(kept, 'the header element from the HTML is the one on screen').toBe(true);
  });
}

test('choosing a language stores it for the server too, so the next page load arrives in it', async ({ page }) => {
  await openLanding(page, 'en', '/about');
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Norsk' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(tr('no', 'site:about.title'));
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'tp_lang')?.value).toBe('no');
  const response = await page.request.get('/contact-us');
  expect(response.headers()['content-language']).toBe('no');
  expect(await response.text()).toContain(`<html lang="no"`);
});

test('a visitor whose stored language differs from the HTML gets their language without errors', async ({
  browser,
}) => {
  // An older visit stored Norwegian but left no cookie; the browser asks for English.
  const context = await browser.newContext({ locale: LOCALE.en });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'no'));
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(tr('no', 'site:services.title'));
  await expect(
    page.getByRole('banner').getByRole('button', { name: exact(tr('no', 'common:nav.login')) }),
  ).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
