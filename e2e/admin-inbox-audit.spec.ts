import type { Page } from '@playwright/test';
import { demo } from './support/accounts.ts';
import { expect, expectNoSeriousAxeViolations, signInByApi, test, type Lang } from './support/fixtures.ts';
import { journeyLanguages } from './support/languages.ts';
import { exact, tr } from './support/i18n.ts';
import { typeDay } from './support/dates.ts';
import { holdingInbox } from './support/locks.ts';

// Issue 9: the contact inbox (Admin, SuperAdmin) and the audit log (SuperAdmin only).
const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 375, height: 812 };
const SHOTS = process.env.E2E_SHOTS ? 'test-results/shots' : null;

async function signIn(page: Page, lang: Lang, email: string) {
  await page.setViewportSize(WIDE);
  await signInByApi(page, lang, email);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-1440.png`, fullPage: true });
  await page.setViewportSize(NARROW);
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
  await page.setViewportSize(WIDE);
}

// The journeys share one inbox and one database: one at a time.
test.describe.configure({ mode: 'serial' });

const navOf = (page: Page, lang: Lang, role: 'Admin' | 'SuperAdmin') =>
  page.getByRole('navigation', { name: tr(lang, 'shell:nav.label', { role: tr(lang, `common:roles.${role}.title`) }) });

for (const lang of journeyLanguages()) {
  test(`${lang}: an admin reads the inbox: opening an unread message marks it read, mark unread again, reply by e-mail`, async ({
    page,
  }) => {
    // Counts the shared inbox: no other journey sends a message meanwhile.
    await holdingInbox(async () => {
      const t = (key: string, vars?: Record<string, string>) => tr(lang, `contact-inbox:${key}`, vars);
      await signIn(page, lang, demo.admin.email);
      await navOf(page, lang, 'Admin')
        .getByRole('link', { name: exact(tr(lang, 'shell:admin.contactMessages.title')) })
        .click();
      await expect(page).toHaveURL(/\/admin\/contact-messages$/);
      await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();

      const list = page.getByRole('list', { name: t('list.label') });
      const items = list.getByRole('listitem');
      await expect(items.first()).toBeVisible();
      const count = page.getByTestId('inbox-unread-count');
      const unreadBefore = Number((await count.textContent())?.match(/\d+/)?.[0]);
      expect(unreadBefore).toBeGreaterThan(0);
      await expectNoSeriousAxeViolations(page);
      await shoot(page, `inbox-${lang}`);

      // Newest first: the seeded password question (5 hours old) comes before the certificates one (26 hours).
      const order = await items.allTextContents();
      const at = (subject: string) => order.findIndex((row) => row.includes(subject));
      expect(at('Cannot reset my password')).toBeGreaterThanOrEqual(0);
      expect(at('Cannot reset my password')).toBeLessThan(at('Certificates for completed courses'));
      expect(at('Certificates for completed courses')).toBeLessThan(at('Single sign-on'));
      const unreadItem = items.filter({ hasText: 'Cannot reset my password' });
      await expect(unreadItem.getByText(t('list.unread'), { exact: false })).toHaveCount(1);

      // Only unread messages with the filter on.
      await page.getByText(t('filter.unread'), { exact: true }).click();
      await expect(items).toHaveCount(unreadBefore);
      await page.getByText(t('filter.all'), { exact: true }).click();

      // Opening it shows it in full and marks it read: the count drops by one, the row is no longer bold.
      await unreadItem.getByRole('button').click();
      const drawer = page.getByRole('dialog', { name: 'Cannot reset my password' });
      await expect(drawer.getByTestId('inbox-message-body')).toHaveText(/nothing arrived, not even in the spam folder/);
      await expect(count).toHaveText(new RegExp(`\\b${unreadBefore - 1}\\b`));
      await expect(drawer.getByTestId('inbox-read-at')).toHaveText(
        new RegExp(`^${t('detail.readAt', { when: '' }).trim()} `),
      );
      const reply = drawer.getByRole('link', { name: t('detail.reply') });
      await expect(reply).toHaveAttribute(
        'href',
        'mailto:lucas.moreau%40example.com?subject=Re%3A%20Cannot%20reset%20my%20password',
      );
      await expectNoSeriousAxeViolations(page);
      await shoot(page, `inbox-message-${lang}`);

      // Mark as unread: the drawer closes, the count and the row's mark come back.
      await drawer.getByRole('button', { name: t('detail.markUnread') }).click();
      await expect(drawer).toBeHidden();
      await expect(count).toHaveText(new RegExp(`\\b${unreadBefore}\\b`));
      await expect(unreadItem.getByText(t('list.unread'), { exact: false })).toHaveCount(1);

      // Search narrows the list (debounced), and a search that finds nothing shows the empty state.
      await page.getByRole('searchbox', { name: t('search.label') }).fill('single sign');
      await expect(items).toHaveCount(1);
      await expect(items.first()).toContainText('Single sign-on');
      await page.getByRole('searchbox', { name: t('search.label') }).fill('no such message anywhere');
      await expect(page.getByText(t('empty.filteredTitle'))).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  });
}

test('en: a SuperAdmin reads the audit log: entries newest first, filtering by action narrows it', async ({ page }) => {
  const lang = 'en';
  const t = (key: string) => tr(lang, `audit-log:${key}`);
  await signIn(page, lang, demo.superadmin.email);
  await navOf(page, lang, 'SuperAdmin')
    .getByRole('link', { name: exact(tr(lang, 'shell:admin.auditLog.title')) })
    .click();
  await expect(page).toHaveURL(/\/admin\/audit-log$/);
  await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
  const rows = page.getByTestId('audit-table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const all = await rows.count();
  expect(all).toBeGreaterThan(1);
  // Newest first.
  const times = await rows.locator('time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime')!));
  expect([...times].sort().reverse()).toEqual(times);
  const actions = await rows
    .locator('td[data-action]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-action')));
  expect(new Set(actions).size).toBeGreaterThan(1);
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'audit-en');

  // Filter by action: only status changes remain, fewer rows than before.
  await page
    .getByRole('combobox', { name: t('filters.action') })
    .selectOption({ label: t('actions.user.status-changed') });
  await expect(rows.locator('td[data-action="user.created"]')).toHaveCount(0);
  await expect(rows.first().locator('td[data-action]')).toHaveAttribute('data-action', 'user.status-changed');
  const narrowed = await rows.count();
  expect(narrowed).toBeGreaterThan(0);
  expect(narrowed).toBeLessThan(all);
  await expect(rows.locator('td[data-action]')).toHaveCount(narrowed);
  for (const action of await rows
    .locator('td[data-action]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-action'))))
    expect(action).toBe('user.status-changed');

  // A date range that ends before it starts is refused in place; one in the future finds nothing.
  await typeDay(page.getByRole('textbox', { name: t('filters.from'), exact: true }), lang, '2099-01-02');
  await typeDay(page.getByRole('textbox', { name: t('filters.to'), exact: true }), lang, '2099-01-01');
  await expect(page.getByText(t('filters.rangeInvalid'))).toBeVisible();
  await typeDay(page.getByRole('textbox', { name: t('filters.to'), exact: true }), lang, '2099-12-31');
  await expect(page.getByText(t('empty.filteredTitle'))).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: t('filters.clear') }).click();
  await expect(rows).toHaveCount(all);
});

test('no: an Admin has no audit log: no navigation entry, and the address shows no entries', async ({ page }) => {
  const lang = 'no';
  await signIn(page, lang, demo.admin.email);
  const nav = navOf(page, lang, 'Admin');
  await expect(nav.getByRole('link', { name: exact(tr(lang, 'shell:admin.contactMessages.title')) })).toBeVisible();
  await expect(nav.getByRole('link', { name: exact(tr(lang, 'shell:admin.auditLog.title')) })).toHaveCount(0);
  await expect(page.locator('a[href="/admin/audit-log"]')).toHaveCount(0);

  const refused: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/admin/audit-log')) refused.push(request.url());
  });
  await page.goto('/admin/audit-log');
  await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'shell:notAllowed.title') })).toBeVisible();
  await expect(page.getByTestId('audit-table')).toHaveCount(0);
  expect(refused).toEqual([]);
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'audit-admin-no');
});
