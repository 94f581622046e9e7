import type { Browser, Locator, Page } from '@playwright/test';
import { demo } from './support/accounts.ts';
import {
  expect,
  expectNoSeriousAxeViolations,
  holdRequests,
  openLanding,
  refuse500,
  signInThroughModal,
  test,
  type Lang,
} from './support/fixtures.ts';
import { journeyLanguages } from './support/languages.ts';
import { exact, tr } from './support/i18n.ts';
import { holdingInbox } from './support/locks.ts';

// Issue 9: /admin/notifications, what admins are told (ADR 0028).
const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 375, height: 812 };
const SHOTS = process.env.E2E_SHOTS ? 'test-results/shots' : null;
const MARK_READ = '**/api/v1/notifications/*/mark-read';

test.describe.configure({ mode: 'serial' });

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-1440.png`, fullPage: true });
  await page.setViewportSize(NARROW);
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
  await page.setViewportSize(WIDE);
}

/** Sends a message through the public contact form, in a browser context of its own (no one signed in). */
async function sendContactMessage(browser: Browser, lang: Lang, subject: string, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const c = (key: string) => tr(lang, `contact:${key}`);
  const field = (f: string) => page.getByRole('textbox', { name: c(`form.${f}`), exact: true });
  await openLanding(page, lang, '/contact-us');
  await field('name').fill(name);
  await field('email').fill('grace@example.com');
  await field('subject').fill(subject);
  await field('message').fill('Could you tell us more about the course catalogue?');
  await page.getByRole('button', { name: exact(c('form.submit')) }).click();
  await expect(page.getByRole('heading', { name: c('form.successTitle') })).toBeVisible();
  await context.close();
}

// Both languages sign in as the SuperAdmin, whom no other journey notifies but through contact messages (the
// Admin runs an import in admin-users.spec.ts); each changes only the message it sends, apart from mark all read.
for (const lang of journeyLanguages()) {
  test(`${lang}: an admin reads, marks and deletes notifications; a contact message adds one; a failed mark read rolls back`, async ({
    page,
    browser,
  }) => {
    const t = (key: string, vars?: Record<string, string>) => tr(lang, `notifications:${key}`, vars);
    const unreadLabel = t('list.unread');
    await page.setViewportSize(WIDE);
    await openLanding(page, lang);
    await signInThroughModal(page, demo.superadmin.email);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page
      .getByRole('navigation', {
        name: tr(lang, 'shell:nav.label', { role: tr(lang, 'common:roles.SuperAdmin.title') }),
      })
      .getByRole('link', { name: exact(tr(lang, 'shell:admin.notifications.title')) })
      .click();
    await expect(page).toHaveURL(/\/admin\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();

    // The seeded notifications, newest first: the contact messages of the demo inbox and an import.
    const list = page.getByRole('list', { name: t('list.label') });
    const items = list.getByRole('listitem');
    const item = (text: string): Locator => items.filter({ hasText: text });
    const count = page.getByTestId('notifications-unread-count');
    const unreadNow = async () => Number((await count.textContent())?.match(/\d+/)?.[0]);
    const password = t('types.contact-message.text', { name: 'Lucas Moreau', subject: 'Cannot reset my password' });
    const certificates = t('types.contact-message.text', {
      name: 'Priya Raman',
      subject: 'Certificates for completed courses',
    });
    const imported = t('types.user-import.text', { created: '9', rejected: '0' });
    await expect(item(password)).toHaveCount(1);
    await expect(item(certificates)).toHaveCount(1);
    await expect(item(imported)).toHaveCount(1);
    const order = await items.allTextContents();
    const at = (text: string) => order.findIndex((row) => row.includes(text));
    expect(at(password)).toBeLessThan(at(certificates));
    expect(at(certificates)).toBeLessThan(at(imported));
    await expect(item(imported)).not.toContainText(unreadLabel);
    await expectNoSeriousAxeViolations(page);
    await shoot(page, `notifications-${lang}`);

    await holdingInbox(async () => {
      // A message sent from /contact-us tells this admin: first after a reload, unread (said in words, drawn bold
      // with a dot: not by colour alone), and counted.
      const before = await unreadNow();
      const subject = `Notify ${lang} ${Date.now()}`;
      await sendContactMessage(browser, lang, subject, 'Grace Hopper');
      const fresh = t('types.contact-message.text', { name: 'Grace Hopper', subject });
      await expect
        .poll(
          async () => {
            await page.reload();
            await expect(items.first()).toBeVisible();
            return (await items.first().textContent()) ?? '';
          },
          { timeout: 60_000, message: 'the new notification at the top' },
        )
        .toContain(fresh);
      await expect(count).toHaveText(new RegExp(`\\b${before + 1}\\b`));
      await expect(item(fresh).getByText(unreadLabel, { exact: false })).toHaveCount(1);
      await expectNoSeriousAxeViolations(page);

      // A mark read the server refuses: shown read at once, then unread again with the count, and a toast.
      const markRead = await holdRequests(page, MARK_READ, refuse500);
      await item(fresh)
        .getByRole('button', { name: t('actions.markRead') })
        .click();
      await expect(count).toHaveText(new RegExp(`\\b${before}\\b`));
      markRead.release();
      await expect(page.locator('.mantine-Notification-root').filter({ hasText: t('failed.markRead') })).toBeVisible();
      await expect(count).toHaveText(new RegExp(`\\b${before + 1}\\b`));
      await expect(item(fresh).getByText(unreadLabel, { exact: false })).toHaveCount(1);
      await markRead.unroute();

      // Keyboard: the text is a link to what it is about, then mark read, then delete. Mark read: at once not
      // bold, the count one lower, and so after a reload.
      await item(fresh).getByRole('link').focus();
      await page.keyboard.press('Tab');
      await expect(item(fresh).getByRole('button', { name: t('actions.markRead') })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(item(fresh)).not.toContainText(unreadLabel);
      await expect(count).toHaveText(new RegExp(`\\b${before}\\b`));
      await page.reload();
      await expect(item(fresh)).toHaveCount(1);
      await expect(item(fresh)).not.toContainText(unreadLabel);

      // Delete: gone at once, and after a reload.
      const total = await items.count();
      await item(fresh).getByRole('link').focus();
      await page.keyboard.press('Tab');
      await expect(item(fresh).getByRole('button', { name: t('actions.delete') })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(item(fresh)).toHaveCount(0);
      await expect(items).toHaveCount(total - 1);
      await page.reload();
      await expect(items.first()).toBeVisible();
      await expect(item(fresh)).toHaveCount(0);
      await expect(count).toHaveText(new RegExp(`\\b${before}\\b`));

      // Filters: only imports; only unread (as many as the count says).
      const type = page.getByRole('combobox', { name: t('filter.type') });
      await type.selectOption({ label: t('types.user-import.filter') });
      await expect(list.locator('li[data-type="contact-message"]')).toHaveCount(0);
      await expect(item(imported)).toHaveCount(1);
      await type.selectOption({ label: t('filter.allTypes') });
      await page.getByText(t('filter.unread'), { exact: true }).click();
      if (before > 0) await expect(items).toHaveCount(before);
      else await expect(page.getByText(t('empty.filteredTitle'))).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      // Mark all read: none unread, the count 0, and with "Unread" on, the filtered empty state.
      const markAll = page.getByRole('button', { name: t('markAllRead') });
      if (before > 0) await markAll.click();
      await expect(count).toHaveText(/\b0\b/);
      await expect(markAll).toBeDisabled();
      await expect(page.getByText(t('empty.filteredTitle'))).toBeVisible();
      await page.getByText(t('filter.all'), { exact: true }).click();
      await expect(items.first()).toBeVisible();
      await expect(list.getByText(unreadLabel, { exact: false })).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
      await shoot(page, `notifications-read-${lang}`);
    });

    // Each one links to what it is about: a contact message to the inbox.
    await item(certificates).getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/contact-messages$/);
  });
}

test('en: the list fails to load: the error with Try again, which loads it', async ({ page }) => {
  const t = (key: string) => tr('en', `notifications:${key}`);
  await page.setViewportSize(WIDE);
  await openLanding(page, 'en');
  await signInThroughModal(page, demo.admin.email);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  let fail = true;
  await page.route('**/api/v1/notifications?*', (route) =>
    fail
      ? route.fulfill({ status: 503, json: { code: 'SERVER_BUSY', message: 'The server is busy.' } })
      : route.continue(),
  );
  await page.goto('/admin/notifications');
  const retry = page.getByRole('button', { name: tr('en', 'common:list.retry') });
  await expect(retry).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: tr('en', 'errors:SERVER_BUSY') })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  fail = false;
  await retry.click();
  await expect(
    page
      .getByRole('list', { name: t('list.label') })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
});

test('a Learner who opens /admin/notifications is sent away (spec §4: one role, to /)', async ({ page }) => {
  await openLanding(page, 'en');
  await signInThroughModal(page, demo.learner.email);
  await expect(page).toHaveURL(/\/learner\/dashboard$/);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  let feedCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/notifications')) feedCalls += 1;
  });
  await page.goto('/admin/notifications');
  await expect(page).toHaveURL(/\/learner\/dashboard$/);
  expect(visited).toContain('/');
  await expect(page.getByRole('heading', { level: 1, name: tr('en', 'notifications:title') })).toHaveCount(0);
  expect(feedCalls).toBe(0);
});
