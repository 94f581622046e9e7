import type { Locator, Page } from '@playwright/test';
import { E2E } from '../playwright.config.ts';
import { demo, fixtures } from './support/accounts.ts';
import { apiAs } from './support/api-as.ts';
import {
  expect,
  expectNoSeriousAxeViolations,
  settleAfterResize,
  signInByApi,
  test,
  waitForMail,
  type Lang,
} from './support/fixtures.ts';
import { journeyLanguages } from './support/languages.ts';
import { exact, tr } from './support/i18n.ts';

// Issue 13: /{area}/notifications/preferences, per notification type in the app, by e-mail or both, and the
// language of the e-mails. Each language has its own fixture learner, who changes their settings and is then
// assigned a demo course; the demo project manager only reads.

const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 375, height: 812 };
const SHOTS = process.env.E2E_SHOTS ? 'test-results/shots' : null;
const PREFERENCES = '**/api/v1/notifications/preferences';
const COURSE = 'React fundamentals'; // a published demo course of the demo coordinator
const LEARNERS: Record<Lang, { email: string }> = { en: fixtures.prefsLearnerEn, no: fixtures.prefsLearnerNo };
const OTHER: Record<Lang, Lang> = { en: 'no', no: 'en' };
/** The server's e-mail of a course assigned, in each language (apps/server/…/notifications.mails.ts). */
const SUBJECT: Record<Lang, (course: string) => string> = {
  en: (course) => `New course assigned: ${course}`,
  no: (course) => `Nytt kurs tildelt: ${course}`,
};

const p = (lang: Lang, key: string, vars?: Record<string, string>) => tr(lang, `notification-preferences:${key}`, vars);

/** Nothing wider than a phone's screen (once the shell has settled at that width). */
const expectNoOverflow = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW.width);

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-1440.png`, fullPage: true });
  await page.setViewportSize(NARROW);
  await expectNoOverflow(page);
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
  await page.setViewportSize(WIDE);
}

/** At a phone's width: nothing wider than the screen, no serious axe violation. */
async function expectFitsAPhone(page: Page) {
  await page.setViewportSize(NARROW);
  await settleAfterResize(page);
  await expectNoOverflow(page);
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize(WIDE);
}

async function signIn(page: Page, lang: Lang, email: string, home: RegExp) {
  await page.setViewportSize(WIDE);
  await signInByApi(page, lang, email);
  await expect(page).toHaveURL(home);
}

/** The settings page of an area, ready: its heading and the first choice shown. */
async function openSettings(page: Page, lang: Lang, area: string) {
  await page.goto(`/${area}/notifications/preferences`);
  await expect(page.getByRole('heading', { level: 1, name: exact(p(lang, 'title')) })).toBeVisible();
  await expect(page.getByRole('radiogroup').first()).toBeVisible();
}

const choice = (page: Page, lang: Lang, type: string) =>
  page.getByRole('radiogroup', { name: exact(p(lang, `types.${type}.label`)) });
const languageChoice = (page: Page, lang: Lang) =>
  page.getByRole('radiogroup', { name: exact(p(lang, 'language.label')) });
/** Picks an option as a pointer does: on its label (the radio itself is drawn by the label). */
const pick = (group: Locator, label: string) =>
  group
    .locator('label')
    .filter({ hasText: exact(label) })
    .click();
const option = (group: Locator, label: string) => group.getByRole('radio', { name: exact(label) });
const saveButton = (page: Page, lang: Lang) => page.getByRole('button', { name: exact(p(lang, 'save')) });
const savedToast = (page: Page, lang: Lang) =>
  page.locator('.mantine-Notification-root').filter({ hasText: p(lang, 'saved') });

for (const lang of ['en', 'no'] as const) {
  test(`${lang}: a learner takes "Course assigned" by e-mail only in the other language, kept after a reload; the next assignment arrives by e-mail in that language and not in the app`, async ({
    page,
  }) => {
    const learner = LEARNERS[lang];
    const other = OTHER[lang];
    const channel = (key: string) => p(lang, `channels.${key}`);
    await signIn(page, lang, learner.email, /\/learner\/dashboard$/);
    await openSettings(page, lang, 'learner');

    // Learning and projects first (the learner's own area), then Account; each type with its line.
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      p(lang, 'areas.learner'),
      p(lang, 'areas.signed-in'),
    ]);
    for (const type of [
      'course-assigned',
      'course-due-soon',
      'quiz-graded',
      'assignment-created',
      'assignment-removed',
      'course-recommended',
      'password-changed',
      'endorsement-requested',
      'certificate-issued',
      'certificate-expiring',
      'badge-earned',
      'level-reached',
      'redemption-fulfilled',
      'redemption-rejected',
      'forum-reply',
      'forum-mention',
    ])
      await expect(choice(page, lang, type)).toBeVisible();
    await expect(choice(page, lang, 'project-overdue')).toHaveCount(0);
    await expect(page.getByText(p(lang, 'types.course-due-soon.description', { days: '3' }))).toBeVisible();
    // Until chosen: the defaults, and the language the app is used in.
    const assigned = choice(page, lang, 'course-assigned');
    await expect(option(assigned, channel('both'))).toBeChecked();
    await expect(option(choice(page, lang, 'quiz-graded'), channel('app'))).toBeChecked();
    await expect(option(languageChoice(page, lang), tr(lang, `common:language.${lang}`))).toBeChecked();
    await expect(saveButton(page, lang)).toBeDisabled();
    await expectNoSeriousAxeViolations(page);
    await shoot(page, `notification-preferences-${lang}`);

    // By e-mail only, and e-mails in the other language: Save is enabled, says there are changes, and saves.
    await pick(assigned, channel('email'));
    await pick(languageChoice(page, lang), tr(lang, `common:language.${other}`));
    await expect(page.getByRole('status').filter({ hasText: p(lang, 'unsaved') })).toBeVisible();
    await expect(saveButton(page, lang)).toBeEnabled();
    await expectNoSeriousAxeViolations(page);
    const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/notifications/preferences'));
    await saveButton(page, lang).click();
    expect((await put).postDataJSON()).toEqual({ language: other, channels: { 'course-assigned': 'email' } });
    await expect(savedToast(page, lang)).toBeVisible();
    await expect(saveButton(page, lang)).toBeDisabled();

    await page.reload();
    await expect(option(choice(page, lang, 'course-assigned'), channel('email'))).toBeChecked();
    await expect(option(languageChoice(page, lang), tr(lang, `common:language.${other}`))).toBeChecked();
    await expect(saveButton(page, lang)).toBeDisabled();

    // Keyboard only: into "Quiz graded", an arrow to "By e-mail", Tab on to Save, Enter.
    const quiz = choice(page, lang, 'quiz-graded');
    await option(quiz, channel('app')).focus();
    await page.keyboard.press('ArrowRight');
    await expect(option(quiz, channel('email'))).toBeChecked();
    await expect(option(quiz, channel('email'))).toBeFocused();
    for (let i = 0; i < 30 && !(await saveButton(page, lang).evaluate((b) => b === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(saveButton(page, lang)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(savedToast(page, lang)).toBeVisible();
    await page.reload();
    await expect(option(choice(page, lang, 'quiz-graded'), channel('email'))).toBeChecked();

    // A refusal of one type (the server's answer for a type the user does not receive, intercepted): said next to
    // that type in the page's language, the focus on it, nothing saved, Save still there to try again.
    const dueSoon = choice(page, lang, 'course-due-soon');
    await pick(dueSoon, channel('app'));
    await page.route(PREFERENCES, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 400,
            json: {
              code: 'VALIDATION',
              message: 'You do not receive notifications of this type',
              details: [{ path: 'channels.course-due-soon', message: 'You do not receive notifications of this type' }],
            },
          })
        : route.fallback(),
    );
    await saveButton(page, lang).click();
    await expect(dueSoon).toHaveAttribute('aria-invalid', 'true');
    await expect(dueSoon).toHaveAccessibleDescription(
      `${p(lang, 'types.course-due-soon.description', { days: '3' })} ${tr(lang, 'validation:preferenceTypeNotYours')}`,
    );
    await expect(dueSoon).toBeFocused();
    await expect(saveButton(page, lang)).toBeEnabled();
    await expectNoSeriousAxeViolations(page);
    await shoot(page, `notification-preferences-refused-${lang}`);
    await page.unroute(PREFERENCES);

    // Leaving with the change unsaved asks first; leaving anyway drops it.
    const asked = page.waitForEvent('dialog').then(async (dialog) => {
      const type = dialog.type();
      await dialog.accept();
      return type;
    });
    await page.reload();
    expect(await asked).toBe('beforeunload');
    await expect(option(choice(page, lang, 'course-due-soon'), channel('both'))).toBeChecked();
    await expectFitsAPhone(page);

    // The coordinator assigns a demo course: the learner is told by e-mail, in the language chosen, and not in
    // the app.
    const coordinator = await apiAs(demo.coordinator.email);
    const courses = await coordinator<{ items: { id: string; title: string }[] }>(
      'GET',
      `/courses?mine=true&status=published&searchTerm=${encodeURIComponent(COURSE)}`,
    );
    const course = courses.items.find((c) => c.title === COURSE)!;
    // The learner's id from the coordinator's list: a sign-in as the learner would note the language of its request.
    const found = await coordinator<{ items: { id: string }[] }>(
      'GET',
      `/learners?searchTerm=${encodeURIComponent(learner.email)}`,
    );
    await coordinator('POST', `/courses/${course.id}/enrolments`, { learnerIds: [found.items[0]!.id] });
    const mail = await waitForMail(learner.email);
    expect(mail.subject).toBe(SUBJECT[other](COURSE));
    expect(mail.text).toContain(`${E2E.baseURL}/learner/notifications/preferences`);
    const asLearner = await apiAs(learner.email);
    const feed = await asLearner<{ items: { type: string }[] }>(
      'GET',
      '/v1/learner/notifications?type=course-assigned',
    );
    expect(feed.items).toEqual([]);
  });
}

for (const lang of journeyLanguages()) {
  test(`${lang}: a project manager sees the project types and the account's, and the way back`, async ({ page }) => {
    await signIn(page, lang, demo.pm.email, /\/project-manager\/dashboard$/);
    await openSettings(page, lang, 'project-manager');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      p(lang, 'areas.project-manager'),
      p(lang, 'areas.signed-in'),
    ]);
    // Five types (the project's, and every account's four) and the e-mail language.
    await expect(page.getByRole('radiogroup')).toHaveCount(6);
    await expect(option(choice(page, lang, 'project-overdue'), p(lang, 'channels.both'))).toBeChecked();
    await expect(choice(page, lang, 'password-changed')).toBeVisible();
    await expect(option(choice(page, lang, 'endorsement-requested'), p(lang, 'channels.app'))).toBeChecked();
    await expect(choice(page, lang, 'course-assigned')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await expectFitsAPhone(page);
    await shoot(page, `notification-preferences-pm-${lang}`);
    await page.getByRole('link', { name: exact(p(lang, 'back')) }).click();
    await expect(page).toHaveURL(/\/project-manager\/notifications$/);
  });
}

// The app's language (tp_lang) is noted at sign-in and at each heartbeat only until the user chooses the e-mails'
// language here (ADR 0037): the choice outlasts a heartbeat in the app's own language.
test('en: an e-mail language chosen here outlasts a heartbeat in the app’s own language', async ({ page }) => {
  const lang = 'en';
  await signIn(page, lang, LEARNERS[lang].email, /\/learner\/dashboard$/);
  await openSettings(page, lang, 'learner');
  const norsk = option(languageChoice(page, lang), tr(lang, 'common:language.no'));
  if (!(await norsk.isChecked())) {
    await pick(languageChoice(page, lang), tr(lang, 'common:language.no'));
    await saveButton(page, lang).click();
    await expect(savedToast(page, lang)).toBeVisible();
  }
  // The heartbeat the app sends each minute while in use, now.
  const status = await page.evaluate(async () => {
    const accessToken = localStorage.getItem('access_token');
    const answer = await fetch('/api/auth/heartbeat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ accessToken }),
    });
    return answer.status;
  });
  expect(status).toBe(200);
  await page.reload();
  await expect(norsk).toBeChecked();
});
