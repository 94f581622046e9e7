import type { Page } from '@playwright/test';
import type { AuditEntry } from '@talentpath/contracts/audit';
import type { CursorPage } from '@talentpath/contracts/paging';
import type { SystemSettings } from '@talentpath/contracts/settings';
import { gradient, makePng } from '../apps/server/src/db/seed/media.ts';
import { demo } from './support/accounts.ts';
import { apiAs, type Call } from './support/api-as.ts';
import {
  expect,
  expectNoSeriousAxeViolations,
  openLanding,
  settleAfterResize,
  signInByApi,
  test,
} from './support/fixtures.ts';
import { journeyLanguages } from './support/languages.ts';
import { exact, tr } from './support/i18n.ts';
import { holdingSiteSettings } from './support/locks.ts';

// Issue 22: /admin/settings. An admin changes the contact details, the office hours and the logo; a visitor then
// sees them on the public contact page. The settings are one for the whole site: the journey holds them (another
// journey reads the defaults on the contact page) and puts them back as it found them.

const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 375, height: 812 };
const SHOTS = process.env.E2E_SHOTS ? 'test-results/shots' : null;
// A real PNG, made as the demo data makes its pictures: the server judges an upload by its bytes.
const LOGO = Buffer.from(makePng({ width: 160, height: 64, paint: gradient([20, 60, 160], [240, 180, 40]) }));

const expectNoOverflow = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW.width);

/** What the form sends of saved settings: every field but the logo, and the version. */
const fieldsOf = ({ logoUrl: _l, updatedAt: _a, updatedBy: _b, ...fields }: SystemSettings) => fields;

/** Back to what the journey found: every field, and no logo if there was none. */
async function putBack(admin: Call, before: SystemSettings) {
  const now = await admin<SystemSettings>('GET', '/admin/settings');
  await admin('PUT', '/admin/settings', { ...fieldsOf(before), version: now.version });
  if (!before.logoUrl && now.logoUrl) await admin('DELETE', '/admin/settings/logo');
}

for (const lang of journeyLanguages()) {
  test.describe(`system settings (${lang})`, () => {
    const s = (key: string, vars?: Record<string, string>) => tr(lang, `settings:${key}`, vars);
    const field = (page: Page, key: string) => page.getByRole('textbox', { name: s(`fields.${key}`), exact: true });

    test('an admin changes the contact details, hours and logo; a visitor sees them on the contact page', async ({
      page,
      browser,
    }) => {
      await holdingSiteSettings(async () => {
        const admin = await apiAs(demo.admin.email);
        const before = await admin<SystemSettings>('GET', '/admin/settings');
        const email = `kontakt-${Date.now()}@nordlys.example`;
        try {
          // The dashboard's quick action leads there (the role selection card promises "system settings").
          await page.setViewportSize(WIDE);
          await signInByApi(page, lang, demo.admin.email);
          await expect(page).toHaveURL(/\/admin\/dashboard$/);
          await page
            .getByRole('region', { name: tr(lang, 'admin:dashboard.quickActions') })
            .getByRole('link', { name: exact(tr(lang, 'admin:dashboard.actions.settings')) })
            .click();
          await expect(page).toHaveURL(/\/admin\/settings$/);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(s('title'));
          await expect(field(page, 'contactEmail')).toHaveValue(before.contactEmail);
          await expectNoSeriousAxeViolations(page);

          // Nothing is saved on bad input: the message is on the field, which gets the focus.
          const name = field(page, 'organizationName');
          await name.fill('   ');
          await field(page, 'contactEmail').fill('not an email');
          await page.getByRole('button', { name: exact(s('save')) }).click();
          await expect(page.getByText(tr(lang, 'validation:settings.organizationNameRequired'))).toBeVisible();
          await expect(page.getByText(tr(lang, 'validation:emailInvalid'))).toBeVisible();
          await expect(name).toBeFocused();
          await expect(name).toHaveAttribute('aria-invalid', 'true');
          await expectNoSeriousAxeViolations(page);

          await name.fill('Nordlys Læring AS');
          await field(page, 'contactEmail').fill(email);
          await field(page, 'phone').fill('+47 22 33 44 55');
          await field(page, 'secondPhone').fill('');
          await field(page, 'address').fill('Storgata 1\n0155 Oslo\nNorge');
          const saturday = page.getByRole('group', { name: s('days.sat'), exact: true });
          await saturday.getByLabel(s('fields.closes'), { exact: true }).fill('15:00');
          // By keyboard: Sunday opens with Space, and the form is sent with Enter from a field.
          const sunday = page.getByRole('group', { name: s('days.sun'), exact: true });
          await sunday.getByRole('switch', { name: s('fields.open') }).focus();
          await page.keyboard.press('Space');
          await expect(sunday.getByLabel(s('fields.opens'), { exact: true })).toBeEnabled();
          await sunday.getByLabel(s('fields.opens'), { exact: true }).fill('11:00');
          await sunday.getByLabel(s('fields.closes'), { exact: true }).fill('14:00');
          await expect(page.getByRole('status').filter({ hasText: s('unsaved') })).toBeVisible();
          await field(page, 'contactEmail').focus();
          await page.keyboard.press('Enter');
          await expect(page.getByText(s('saved'), { exact: true })).toBeVisible();
          await expect(page.getByText(s('lastSaved', { name: demo.admin.name, at: '' }).trim())).toBeVisible();

          // The logo is saved as it is chosen, and shown.
          await page
            .locator('input[type="file"]')
            .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
          await expect(page.getByText(s('logo.saved'), { exact: true })).toBeVisible();
          await expect(page.getByRole('img', { name: s('logo.preview', { name: 'Nordlys Læring AS' }) })).toBeVisible();
          await expectNoSeriousAxeViolations(page);
          if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings-1440.png`, fullPage: true });

          // It fits a phone.
          await page.setViewportSize(NARROW);
          await settleAfterResize(page);
          await expectNoOverflow(page);
          await expectNoSeriousAxeViolations(page);
          if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings-375.png`, fullPage: true });

          // Who changed what is in the audit log.
          const superadmin = await apiAs(demo.superadmin.email);
          const log = await superadmin<CursorPage<AuditEntry>>('GET', '/admin/audit-log?action=settings.updated');
          const change = log.items.find((entry) => entry.details.contactEmail !== undefined);
          expect(change).toMatchObject({
            actorName: demo.admin.name,
            targetLabel: 'Nordlys Læring AS',
            details: {
              contactEmail: { from: before.contactEmail, to: email },
              'officeHours.sat.closes': { from: before.officeHours.sat.closes, to: '15:00' },
            },
          });

          // A visitor (signed out, in a browser of their own) sees them on the contact page and in the footer.
          const visitor = await browser.newPage();
          try {
            await visitor.setViewportSize(WIDE);
            await openLanding(visitor, lang, '/contact-us');
            const main = visitor.getByRole('main');
            await expect(main.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
            await expect(main.getByRole('link', { name: '+47 22 33 44 55' })).toHaveAttribute(
              'href',
              'tel:+4722334455',
            );
            await expect(main.locator('address')).toHaveText(/Storgata 1\s*0155 Oslo\s*Norge/);
            await expect(main.getByText('Nordlys Læring AS', { exact: true })).toBeVisible();
            await expect(main.locator('img[src^="/api/settings/logo"]')).toBeVisible();
            const hours = main.getByRole('table');
            const row = (day: string) => hours.getByRole('row', { name: new RegExp(`^${day}`) });
            const time = lang === 'en' ? ['10:00 AM-3:00 PM', '11:00 AM-2:00 PM'] : ['10.00–15.00', '11.00–14.00'];
            await expect(row(tr(lang, 'contact:info.days.sat'))).toContainText(time[0]!);
            await expect(row(tr(lang, 'contact:info.days.sun'))).toContainText(time[1]!);
            // The footer loads its contact lines as it comes near the screen.
            const footer = visitor.getByRole('contentinfo');
            await footer.scrollIntoViewIfNeeded();
            await expect(footer.getByRole('link', { name: email })).toBeVisible();
            await expectNoSeriousAxeViolations(visitor);
            if (SHOTS) await visitor.screenshot({ path: `${SHOTS}/settings-contact-page.png`, fullPage: true });
          } finally {
            await visitor.close();
          }
        } finally {
          await putBack(admin, before);
        }
      });
    });

    test('a visitor who chose no language, with a browser in neither, gets the default language', async ({
      browser,
    }) => {
      await holdingSiteSettings(async () => {
        const admin = await apiAs(demo.admin.email);
        const before = await admin<SystemSettings>('GET', '/admin/settings');
        const chosen = before.defaultLanguage === 'no' ? 'en' : 'no';
        try {
          await admin('PUT', '/admin/settings', { ...fieldsOf(before), defaultLanguage: chosen });
          // A German browser: no tp_lang cookie, nothing stored, Accept-Language and navigator.languages de-DE.
          const context = await browser.newContext({ locale: 'de-DE' });
          const visitor = await context.newPage();
          const errors: string[] = [];
          visitor.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
          await visitor.goto('/about');
          await expect(visitor.getByRole('heading', { level: 1 })).toHaveAccessibleName(tr(chosen, 'site:about.title'));
          await expect(visitor.locator('html')).toHaveAttribute('lang', chosen);
          expect(errors, 'the page is taken over as it arrived, without a mismatch').toEqual([]);
          await context.close();
        } finally {
          await putBack(admin, before);
        }
      });
    });
  });
}
