import type { Locator, Page } from '@playwright/test';
import { demo } from './support/accounts.ts';
import {
  expect,
  expectNoSeriousAxeViolations,
  holdRequests,
  openLanding,
  test,
  type Lang,
} from './support/fixtures.ts';
import { exact, tr } from './support/i18n.ts';
import { journeyLanguages } from './support/languages.ts';

// Issue 8: what a new visitor meets in the first seconds, on a desktop and on a phone, in both languages.

const loginButton = (page: Page, lang: Lang) =>
  page.getByRole('banner').getByRole('button', { name: exact(tr(lang, 'common:nav.login')) });
const getStarted = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: exact(tr(lang, 'landing:hero.getStarted')) });
const appReady = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.appReady !== undefined);

for (const lang of journeyLanguages()) {
  test(`Escape gives focus back to what opened the dialog or menu (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openLanding(page, lang);
    await appReady(page);
    // The first opening, while the dialog's code is still being fetched, is the one that used to lose focus.
    for (const opener of [loginButton(page, lang), getStarted(page, lang)]) {
      await opener.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(opener).toBeFocused();
    }
    await page.setViewportSize({ width: 375, height: 800 });
    const burger = page.getByRole('button', { name: tr(lang, 'common:nav.openMenu') });
    await burger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: tr(lang, 'common:nav.openMenu') })).toBeFocused();
  });
}

/** Opens the dialog from the header and sends a wrong password (English); returns the dialog. */
async function signInWithWrongPassword(page: Page) {
  await loginButton(page, 'en').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Email/).fill(demo.learner.email);
  await dialog
    .getByLabel(/^Password/)
    .first()
    .fill('Wrong!Password1');
  await dialog.getByRole('button', { name: exact(tr('en', 'auth:login.submit')) }).click();
  return dialog;
}

test('a toast sits below the header, top-right, covering none of its controls', async ({ page }) => {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await openLanding(page, 'en');
    await appReady(page);
    await signInWithWrongPassword(page);
    const toast = page
      .locator('.mantine-Notification-root')
      .filter({ hasText: tr('en', 'auth:login.invalidCredentials') });
    await expect(toast).toBeVisible();
    const header = (await page.getByRole('banner').boundingBox())!;
    const box = (await toast.boundingBox())!;
    expect(box.y, 'below the header').toBeGreaterThanOrEqual(header.y + header.height);
    expect(width - (box.x + box.width), 'at the right edge').toBeLessThanOrEqual(24);
  }
});

/** Every locator's elements, each at least 44 × 44 px. */
async function expectTouchSize(locators: Locator[], min = 44) {
  for (const locator of locators) {
    for (const element of await locator.all()) {
      const box = await element.boundingBox();
      const label = (await element.getAttribute('aria-label')) ?? (await element.textContent())?.trim() ?? '';
      expect(box, `${label} is on screen`).not.toBeNull();
      expect(Math.round(box!.width), `${label} width`).toBeGreaterThanOrEqual(min);
      expect(Math.round(box!.height), `${label} height`).toBeGreaterThanOrEqual(min);
    }
  }
}

test('on a phone every control a thumb needs is at least 44 × 44 px; the desktop keeps compact sizes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openLanding(page, 'no');
  await appReady(page);
  const footer = page.getByRole('contentinfo');
  await expectTouchSize([
    loginButton(page, 'no'),
    page.getByRole('button', { name: tr('no', 'common:nav.openMenu') }),
    footer.getByRole('link'),
  ]);

  await page.getByRole('button', { name: tr('no', 'common:nav.openMenu') }).click();
  const menu = page.getByRole('dialog');
  await expect(menu).toBeVisible();
  await expectTouchSize([menu.getByRole('link'), menu.getByRole('button'), menu.getByRole('combobox')]);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await loginButton(page, 'no').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectTouchSize([
    dialog.getByRole('button', { name: tr('no', 'common:close') }),
    dialog.getByRole('button', { name: tr('no', 'common:password.show') }),
  ]);
  await expectNoSeriousAxeViolations(page);

  await page.setViewportSize({ width: 1440, height: 900 });
  const close = await dialog.getByRole('button', { name: tr('no', 'common:close') }).boundingBox();
  expect(close!.height, 'the desktop close button keeps its size').toBeLessThan(44);
});

test('a slow sign-in shows one loading indicator, and the loading badge covers no control', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The page's clock, so that "past 1 s" is a jump of its timers rather than a wait on the machine's.
  await page.clock.install();
  await openLanding(page, 'en');
  await appReady(page);
  const login = await holdRequests(page, '**/api/auth/login');
  const dialog = await signInWithWrongPassword(page);
  await login.arrived;

  const indicators = async () => ({
    loaders: await page.locator('.mantine-Loader-root:visible').count(),
    badge: await page.getByText(tr('en', 'common:loading.badge')).count(),
    bar: await page.locator('.mantine-Progress-root[data-mounted]').count(),
    overlay: await page.getByText(tr('en', 'common:loading.busy')).count(),
  });
  // Past the overlay's 300 ms and the bar's 1 s: only the Sign in button's own loader.
  await page.clock.runFor(1_600);
  expect(await indicators()).toEqual({ loaders: 1, badge: 0, bar: 0, overlay: 0 });
  await expect(
    dialog.getByRole('button', { name: exact(tr('en', 'auth:login.submit')) }).locator('.mantine-Loader-root'),
  ).toBeVisible();
  login.release();
  await expect(dialog.getByRole('alert')).toHaveText(tr('en', 'auth:login.invalidCredentials'));
  await page.keyboard.press('Escape');

  // A screen that takes long to load: the bar and its badge, and the badge clear of every control.
  const aboutPage = await holdRequests(page, /\/assets\/about-page-[^/]+\.js$/);
  await page
    .getByRole('navigation', { name: tr('en', 'common:nav.main') })
    .getByRole('link', { name: exact(tr('en', 'common:nav.about')) })
    .click();
  const badge = page.getByText(tr('en', 'common:loading.badge'));
  await aboutPage.arrived;
  await page.clock.runFor(1_100); // past the bar's 1 s
  await expect(badge).toBeVisible();
  expect((await indicators()).loaders, 'no spinner beside the bar').toBe(0);
  const overlaps = await badge.evaluate((node) => {
    const b = node.getBoundingClientRect();
    return [...document.querySelectorAll('a, button, input, select, textarea, [role="button"]')]
      .filter((control) => {
        const c = control.getBoundingClientRect();
        return (
          c.width > 0 && c.height > 0 && c.left < b.right && b.left < c.right && c.top < b.bottom && b.top < c.bottom
        );
      })
      .map((control) => control.textContent);
  });
  expect(overlaps, 'controls under the loading badge').toEqual([]);
  aboutPage.release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(tr('en', 'site:about.title'));
});

/** Holds back the app's main chunk, as a slow phone does: the prerendered page is on screen, the app is not yet. */
const holdApp = (page: Page) => holdRequests(page, /\/assets\/bootstrap-[^/]+\.js$/);

test.describe('a click before the app has taken the page over counts', () => {
  for (const [name, control, path] of [
    ['the header Sign in button', loginButton, '/about'],
    ['Get started', getStarted, '/'],
  ] as const) {
    test(`${name} on ${path} opens the sign-in dialog there`, async ({ page }) => {
      const app = await holdApp(page);
      await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await control(page, 'en').click();
      expect(
        await page.evaluate(() => document.documentElement.dataset.appReady),
        'the app is not running yet',
      ).toBeUndefined();
      app.release();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }

  // React commits a hydrated root before the Suspense boundaries inside it: marked ready then, the page's buttons
  // took input with no handlers yet (an empty contact form submitted natively, Visit FAQ did nothing).
  test('once the app is marked ready, every control of the prerendered page has its handlers', async ({ page }) => {
    for (const path of ['/', '/contact-us', '/about']) {
      await openLanding(page, 'en', path);
      await appReady(page);
      const inert = await page.evaluate(() =>
        [...document.querySelectorAll('#root :is(button, select, [role="tab"])')]
          .filter((control) => !Object.keys(control).some((key) => key.startsWith('__reactProps$')))
          .map((control) => control.textContent?.trim() || control.getAttribute('aria-label')),
      );
      expect(inert, `controls of ${path} without handlers when the app was marked ready`).toEqual([]);
    }
  });

  test('without scripts the controls are links to /login', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/about');
    await loginButton(page, 'en').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(getStarted(page, 'en')).toHaveAttribute('href', '/login');
    await context.close();
  });

  test('the dialog code is fetched when the pointer reaches the button, before the click', async ({ page }) => {
    await openLanding(page, 'en');
    await appReady(page);
    const fetched = page.waitForRequest(/\/assets\/login-modal-[^/]+\.js$/);
    await loginButton(page, 'en').hover();
    await fetched;
  });
});

for (const lang of ['en', 'no'] as Lang[]) {
  test(`the landing's eyebrow label is whole on a phone, not cut off (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openLanding(page, lang);
    const eyebrow = page.getByText(tr(lang, 'landing:hero.eyebrow'), { exact: true });
    await expect(eyebrow).toBeVisible();
    expect(
      await eyebrow.evaluate((node) => node.scrollWidth <= node.clientWidth),
      'no text hidden behind an ellipsis',
    ).toBe(true);
  });
}
