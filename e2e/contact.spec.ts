import type { Page, Route } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, holdRequests, mailsTo, openLanding, test } from './support/fixtures.ts';
import { journeyLanguages } from './support/languages.ts';
import { exact, tr } from './support/i18n.ts';
import { holdingInbox, holdingSiteSettings } from './support/locks.ts';

const SUPPORT = 'support@talentpath.test';
const SEND = '**/api/contact/send-message';

for (const lang of journeyLanguages()) {
  test.describe(`contact page (${lang})`, () => {
    const c = (key: string) => tr(lang, `contact:${key}`);
    const field = (page: Page, name: 'name' | 'email' | 'subject' | 'message') =>
      page.getByRole('textbox', { name: c(`form.${name}`), exact: true });
    const submitButton = (page: Page) => page.getByRole('button', { name: exact(c('form.submit')) });
    const form = (page: Page) => page.locator('form');
    const inlineAlert = (page: Page) => form(page).getByRole('alert');
    const toastWith = (page: Page, text: string) =>
      page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

    async function fillValid(page: Page, subject = 'Demo for our school') {
      await field(page, 'name').fill('  Ada Lovelace  ');
      await field(page, 'email').fill(' ada@example.com ');
      await field(page, 'subject').fill(subject);
      await field(page, 'message').fill('  We would like a demo of TalentPath for 300 pupils.  ');
    }

    test('validates on submit with the spec messages, sends nothing, and editing clears a field error', async ({
      page,
    }) => {
      const calls: string[] = [];
      page.on('request', (r) => r.url().includes('/contact/') && calls.push(r.url()));
      await openLanding(page, lang, '/contact-us');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c('title'));
      await expect(page).toHaveTitle(new RegExp(`^${c('title')}`));

      await submitButton(page).click();
      for (const key of ['nameRequired', 'emailRequired', 'subjectRequired', 'messageRequired']) {
        await expect(form(page).getByText(tr(lang, `validation:${key}`), { exact: true })).toBeVisible();
      }
      await expect(field(page, 'name')).toBeFocused();
      await expect(field(page, 'name')).toHaveAttribute('aria-invalid', 'true');
      await expectNoSeriousAxeViolations(page);

      // Editing a field clears its error only.
      await field(page, 'subject').fill('Hello');
      await expect(form(page).getByText(tr(lang, 'validation:subjectRequired'))).toBeHidden();
      await expect(form(page).getByText(tr(lang, 'validation:nameRequired'))).toBeVisible();

      // Blank after trimming, e-mail without "@" or with a space, a message under 10 trimmed characters.
      await field(page, 'name').fill('   ');
      await field(page, 'message').fill('   123456789    ');
      for (const email of ['not-an-email', 'ada @example.com']) {
        await field(page, 'email').fill(email);
        await submitButton(page).click();
        await expect(form(page).getByText(tr(lang, 'validation:emailInvalid'), { exact: true })).toBeVisible();
      }
      await expect(form(page).getByText(tr(lang, 'validation:nameRequired'), { exact: true })).toBeVisible();
      await expect(form(page).getByText(tr(lang, 'validation:messageTooShort'), { exact: true })).toBeVisible();
      expect(calls).toEqual([]);
    });

    test('a valid message is sent trimmed, reaches support by e-mail, shows the success view and starts over', async ({
      page,
    }) => {
      // It adds to the inbox every admin shares (and notifies them): not while a journey counts it.
      await holdingInbox(async () => {
        const subject = `E2E ${lang} ${Date.now()}`;
        let body: unknown;
        // Hold the real request until the submitting state has been seen, then let it reach the server.
        const sent = await holdRequests(page, SEND, async (route) => {
          body = route.request().postDataJSON();
          await route.continue();
        });
        await openLanding(page, lang, '/contact-us');
        await fillValid(page, `  ${subject} `);
        await submitButton(page).click();
        const sending = page.getByRole('button', { name: exact(c('form.submitting')) });
        await expect(sending).toBeVisible();
        await expect(sending).toBeDisabled();
        sent.release();

        await expect(page.getByRole('heading', { name: c('form.successTitle') })).toBeVisible();
        await expect(page.getByText(c('form.successText'))).toBeVisible();
        await expect(toastWith(page, c('form.successToast'))).toBeVisible();
        expect(body).toEqual({
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          subject,
          message: 'We would like a demo of TalentPath for 300 pupils.',
        });
        await expectNoSeriousAxeViolations(page);

        // The server e-mails the message to SUPPORT_EMAIL (the SMTP peer of the run).
        await expect
          .poll(async () => (await mailsTo(SUPPORT)).filter((m) => m.subject.includes(subject)).length, {
            timeout: 60_000,
          })
          .toBe(1);
        const mail = (await mailsTo(SUPPORT)).find((m) => m.subject.includes(subject))!;
        expect(mail.text).toContain('ada@example.com');
        expect(mail.text).toContain('We would like a demo of TalentPath for 300 pupils.');

        await page.getByRole('button', { name: exact(c('form.sendAnother')) }).click();
        for (const name of ['name', 'email', 'subject', 'message'] as const)
          await expect(field(page, name)).toHaveValue('');
        await expect(submitButton(page)).toBeEnabled();
      });
    });

    const failures: { title: string; handle: (route: Route) => Promise<void>; expected: () => string }[] = [
      {
        title: 'a 500 with a message shows that message',
        handle: (route) => route.fulfill({ status: 500, json: { message: 'Mail relay is down' } }),
        expected: () => 'Mail relay is down',
      },
      {
        title: "a 500 without a message shows 'Failed to send message'",
        handle: (route) => route.fulfill({ status: 500, body: '' }),
        expected: () => c('errors.failed'),
      },
      {
        // Documented mapping: a 400 that is not JSON has no message field, so it is a server error without one.
        title: "a 400 that is not JSON shows 'Failed to send message'",
        handle: (route) => route.fulfill({ status: 400, contentType: 'text/plain', body: 'Bad Request' }),
        expected: () => c('errors.failed'),
      },
      {
        title: 'a 429 shows the translated rate-limit text',
        handle: (route) =>
          route.fulfill({
            status: 429,
            json: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' },
          }),
        expected: () => tr(lang, 'errors:RATE_LIMITED'),
      },
      {
        title: 'no response shows the connection message',
        handle: (route) => route.abort('connectionrefused'),
        expected: () => c('errors.network'),
      },
    ];

    for (const failure of failures) {
      test(`${failure.title}, inline and as an error toast; editing clears it`, async ({ page }) => {
        await page.route(SEND, failure.handle);
        await openLanding(page, lang, '/contact-us');
        await fillValid(page);
        await submitButton(page).click();
        const expected = failure.expected();
        await expect(inlineAlert(page)).toHaveText(expected);
        await expect(toastWith(page, expected)).toBeVisible();
        // The form keeps what was typed, so the visitor can try again.
        await expect(field(page, 'subject')).toHaveValue('Demo for our school');
        await expect(submitButton(page)).toBeEnabled();
        await field(page, 'subject').fill('Demo for our university');
        await expect(inlineAlert(page)).toBeHidden();
      });
    }

    test('a 400 VALIDATION answer puts the server details on the fields', async ({ page }) => {
      await page.route(SEND, (route) =>
        route.fulfill({
          status: 400,
          json: {
            code: 'VALIDATION',
            message: 'Invalid body',
            details: [{ path: 'email', message: 'Please enter a valid email address' }],
          },
        }),
      );
      await openLanding(page, lang, '/contact-us');
      await fillValid(page);
      await submitButton(page).click();
      await expect(inlineAlert(page)).toHaveText(tr(lang, 'errors:VALIDATION'));
      await expect(form(page).getByText(tr(lang, 'validation:emailInvalid'), { exact: true })).toBeVisible();
    });

    test('shows the contact information, office hours and emergency line of the settings (their defaults)', async ({
      page,
    }) => {
      // The defaults are the texts this page always had; no journey may change the settings meanwhile.
      await holdingSiteSettings(async () => {
        await openLanding(page, lang, '/contact-us');
        const main = page.getByRole('main');
        await expect(main.getByRole('link', { name: 'support@talentpath.example' })).toHaveAttribute(
          'href',
          'mailto:support@talentpath.example',
        );
        await expect(main.locator('a[href^="tel:"]')).toHaveCount(3);
        await expect(main.locator('address')).toContainText('Austin, TX');
        await expect(main.locator('address')).toContainText('United States');
        const week =
          lang === 'en'
            ? ['Mon-Fri', '9:00 AM-6:00 PM', 'Saturday', '10:00 AM-4:00 PM', 'Sunday', 'Closed']
            : ['Man–fre', '09.00–18.00', 'Lørdag', '10.00–16.00', 'Søndag', 'Stengt'];
        for (const text of [...week, c('info.emergencyText')])
          await expect(main.getByText(text, { exact: true })).toBeVisible();
        // The footer loads its contact lines as it comes near the screen.
        const footer = page.getByRole('contentinfo');
        await footer.scrollIntoViewIfNeeded();
        await expect(footer.getByRole('link', { name: 'support@talentpath.example' })).toBeVisible();
      });
    });

    test('Visit FAQ scrolls to the FAQ; tabs show counts and filter; one answer open at a time; keyboard works', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 720 });
      await openLanding(page, lang, '/contact-us');
      const faqHeading = page.getByRole('heading', { level: 2, name: c('faq.title') });
      await expect(faqHeading).not.toBeInViewport();
      await page.getByRole('button', { name: exact(c('info.visitFaq')) }).click();
      await expect(faqHeading).toBeInViewport();
      await expect(faqHeading).toBeFocused();

      const tablist = page.getByRole('tablist', { name: c('faq.tabsLabel') });
      const tab = (key: string, count: number) =>
        tablist.getByRole('tab', { name: new RegExp(`^${c(`faq.tabs.${key}`)}\\s*${count}$`) });
      const panel = page.getByRole('tabpanel');
      const questions = panel.getByRole('button');
      for (const [key, count] of [
        ['all', 7],
        ['general', 2],
        ['technical', 3],
        ['learning', 2],
      ] as const) {
        await expect(tab(key, count)).toBeVisible();
      }
      await expect(tab('all', 7)).toHaveAttribute('aria-selected', 'true');
      await expect(questions).toHaveCount(7);

      await tab('technical', 3).click();
      await expect(tab('technical', 3)).toHaveAttribute('aria-selected', 'true');
      await expect(questions).toHaveCount(3);
      await expect(questions.first()).toHaveText(c('faq.items.forgot-password.question'));

      // One answer at a time.
      await questions.nth(0).click();
      await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
      await expect(panel.getByText(c('faq.items.forgot-password.answer'))).toBeVisible();
      await questions.nth(1).click();
      await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
      await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
      await expect(panel.getByText(c('faq.items.forgot-password.answer'))).toBeHidden();
      await expectNoSeriousAxeViolations(page);

      // Keyboard: arrows move between tabs, Enter opens a question.
      await tab('technical', 3).focus();
      await page.keyboard.press('ArrowRight');
      await expect(tab('learning', 2)).toBeFocused();
      await expect(tab('learning', 2)).toHaveAttribute('aria-selected', 'true');
      await expect(questions).toHaveCount(2);
      await questions.first().focus();
      await page.keyboard.press('Enter');
      await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
      await expect(panel.getByText(c('faq.items.learning-paths.answer'))).toBeVisible();
    });
  });
}
