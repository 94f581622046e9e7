import type { Page } from '@playwright/test';
import { expect, openLanding, test, type Lang } from './support/fixtures.ts';
import { exact, tr } from './support/i18n.ts';

// Issue 8: what a new visitor meets in the first seconds, on a desktop and on a phone, in both languages.

const loginButton = (page: Page, lang: Lang) =>
  page.getByRole('banner').getByRole('button', { name: exact(tr(lang, 'common:nav.login')) });
const getStarted = (page: Page, lang: Lang) => page.getByRole('button', { name: exact(tr(lang, 'landing:hero.getStarted')) });
const appReady = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.appReady !== undefined);

for (const lang of ['en', 'no'] as Lang[]) {
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
