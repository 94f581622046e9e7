import type { Page } from '@playwright/test';
import { demo } from './support/accounts.ts';
import { expect, expectNoSeriousAxeViolations, openLanding, signInThroughModal, test } from './support/fixtures.ts';
import { exact, tr } from './support/i18n.ts';
import { journeyLanguages } from './support/languages.ts';

/** Every public page, with the keys of its h1 and meta description. */
const PAGES = [
  { path: '/', h1: 'common:app.name', title: 'landing:pageTitle', description: 'landing:description' },
  { path: '/about', h1: 'site:about.title', title: 'site:about.title', description: 'site:about.description' },
  {
    path: '/services',
    h1: 'site:services.title',
    title: 'site:services.title',
    description: 'site:services.description',
  },
  {
    path: '/privacy-policy',
    h1: 'legal:privacy.title',
    title: 'legal:privacy.title',
    description: 'legal:privacy.description',
  },
  {
    path: '/terms-of-service',
    h1: 'legal:terms.title',
    title: 'legal:terms.title',
    description: 'legal:terms.description',
  },
  { path: '/contact-us', h1: 'contact:title', title: 'contact:title', description: 'contact:description' },
] as const;

const FEATURES = [
  'learningPaths',
  'workforcePlanning',
  'analytics',
  'certification',
  'talentProfiles',
  'collaboration',
  'gamification',
  'cloud',
];

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

for (const lang of journeyLanguages()) {
  test.describe(`public site (${lang})`, () => {
    for (const p of PAGES) {
      test(`${p.path}: one h1, title, description, lang, no serious axe violations`, async ({ page }) => {
        await openLanding(page, lang, p.path);
        await expect(h1(page)).toHaveCount(1);
        await expect(h1(page)).toHaveAccessibleName(tr(lang, p.h1));
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page).toHaveTitle(tr(lang, 'common:app.pageTitle', { page: tr(lang, p.title) }));
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', tr(lang, p.description));
        await expectNoSeriousAxeViolations(page);
        await page.setViewportSize({ width: 375, height: 800 });
        await expect(h1(page)).toBeVisible();
        // Nothing wider than a phone's screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        await expectNoSeriousAxeViolations(page);
      });
    }

    test('the landing shows the animated name (10 letters), the hero and the eight feature cards', async ({ page }) => {
      await openLanding(page, lang);
      const letters = h1(page).locator('[aria-hidden] > span');
      await expect(letters).toHaveCount(10);
      expect((await letters.allTextContents()).join('')).toBe('TalentPath');
      for (const key of FEATURES) {
        await expect(
          page.getByRole('heading', { level: 3, name: tr(lang, `landing:features.${key}.title`) }),
        ).toBeVisible();
        await expect(page.getByText(tr(lang, `landing:features.${key}.text`))).toBeVisible();
      }
      await page.getByRole('button', { name: exact(tr(lang, 'landing:hero.getStarted')) }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: tr(lang, 'common:close') })
        .click();
      await expect(page.getByRole('dialog')).toBeHidden();
    });

    test('the navigation bar reaches every page it links to, and its Sign in button opens the dialog', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await openLanding(page, lang);
      const nav = page.getByRole('navigation', { name: tr(lang, 'common:nav.main') });
      await nav.getByRole('link', { name: exact(tr(lang, 'common:nav.about')) }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(h1(page)).toHaveAccessibleName(tr(lang, 'site:about.title'));
      await nav.getByRole('link', { name: exact(tr(lang, 'common:nav.contact')) }).click();
      await expect(page).toHaveURL(/\/contact-us$/);
      await expect(h1(page)).toHaveAccessibleName(tr(lang, 'contact:title'));
      await nav.getByRole('link', { name: exact(tr(lang, 'common:nav.home')) }).click();
      await expect(page).toHaveURL(/\/$/);
      // The contact-us button sits outside the nav, in the banner.
      await page
        .getByRole('banner')
        .getByRole('link', { name: exact(tr(lang, 'common:nav.contactButton')) })
        .last()
        .click();
      await expect(page).toHaveURL(/\/contact-us$/);
      await page
        .getByRole('banner')
        .getByRole('button', { name: exact(tr(lang, 'common:nav.login')) })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    });

    test('on a phone the menu button opens the navigation drawer', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await openLanding(page, lang);
      await page.getByRole('button', { name: tr(lang, 'common:nav.openMenu') }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('link', { name: exact(tr(lang, 'common:nav.about')) }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(h1(page)).toHaveAccessibleName(tr(lang, 'site:about.title'));
    });

    test('the footer has its four sections and links to every page and the social profiles', async ({ page }) => {
      await openLanding(page, lang);
      const footer = page.getByRole('contentinfo');
      for (const key of ['quickLinks', 'services', 'contact', 'followUs']) {
        await expect(footer.getByRole('heading', { name: tr(lang, `common:footer.${key}`) })).toBeVisible();
      }
      const targets = [
        ['about', '/about', 'site:about.title'],
        ['contact', '/contact-us', 'contact:title'],
        ['privacy', '/privacy-policy', 'legal:privacy.title'],
        ['terms', '/terms-of-service', 'legal:terms.title'],
        ['home', '/', 'common:app.name'],
      ] as const;
      for (const [key, path, heading] of targets) {
        await footer
          .getByRole('link', { name: exact(tr(lang, `common:footer.links.${key}`)) })
          .first()
          .click();
        await expect(page).toHaveURL(new RegExp(`${path.replace('/', '\\/')}$`));
        await expect(h1(page)).toHaveAccessibleName(tr(lang, heading));
      }
      await footer.getByRole('link', { name: exact(tr(lang, 'common:footer.serviceItems.workforce')) }).click();
      await expect(page).toHaveURL(/\/services$/);
      await expect(h1(page)).toHaveAccessibleName(tr(lang, 'site:services.title'));
      for (const [key, host] of [
        ['linkedin', 'linkedin.com'],
        ['x', 'x.com'],
        ['facebook', 'facebook.com'],
        ['youtube', 'youtube.com'],
      ] as const) {
        const link = footer.getByRole('link', { name: new RegExp(`^${tr(lang, `common:footer.social.${key}`)}`) });
        await expect(link).toHaveAttribute('href', new RegExp(`^https://(www\\.)?${host.replace('.', '\\.')}/`));
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      }
    });

    test('the privacy policy names what is stored and every GDPR right, Datatilsynet included', async ({ page }) => {
      await openLanding(page, lang, '/privacy-policy');
      const main = page.getByRole('main');
      await expect(main).toContainText('argon2id');
      await expect(main).toContainText('Datatilsynet');
      for (let n = 1; n <= 7; n += 1) {
        await expect(main.getByText(tr(lang, `legal:privacy.sections.data.item${n}`))).toBeVisible();
        await expect(main.getByText(tr(lang, `legal:privacy.sections.rights.item${n}`))).toBeVisible();
      }
    });
  });
}

test('the language choice switches every text, lang and title, and survives a reload', async ({ page }) => {
  await openLanding(page, 'en', '/about');
  await expect(h1(page)).toHaveAccessibleName(tr('en', 'site:about.title'));
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Norsk' });
  await expect(h1(page)).toHaveAccessibleName(tr('no', 'site:about.title'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'no');
  await expect(page).toHaveTitle(tr('no', 'common:app.pageTitle', { page: tr('no', 'site:about.title') }));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', tr('no', 'site:about.description'));
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('no');
  await page.reload();
  await expect(h1(page)).toHaveAccessibleName(tr('no', 'site:about.title'));
  await expect(page.getByRole('contentinfo')).toContainText(tr('no', 'common:footer.followUs'));
  await page.getByRole('banner').getByRole('combobox', { name: 'Språk' }).selectOption({ label: 'English' });
  await expect(h1(page)).toHaveAccessibleName(tr('en', 'site:about.title'));
});

test('a signed-in visitor of / or /login goes to their role home', async ({ page }) => {
  await openLanding(page, 'en');
  await signInThroughModal(page, demo.learner.email);
  await expect(page).toHaveURL(/\/learner\/dashboard$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/learner\/dashboard$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/learner\/dashboard$/);
});
