import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { demo, fixtures } from './support/accounts.ts';
import { apiAs } from './support/api-as.ts';
import { expect, expectNoSeriousAxeViolations, signInByApi, test, type Lang } from './support/fixtures.ts';
import { typeDay, typedDay } from './support/dates.ts';
import { journeyLanguages } from './support/languages.ts';
import { exact, tr } from './support/i18n.ts';

// The coordinator's enrolment screens (issue 11): the demo coordinator assigns one of her published demo courses
// to a learner of the journeys with a due date, then finds that learner in the learner list (Not started, the due
// date), in the CSV export, on the dashboard and on the learner's profile; the row's dialogs; the guard. Each
// language assigns its own fixture learner, so the two runs never look at each other's rows, and no demo
// learner's enrolments change.

const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 375, height: 812 };
const COURSE = 'React fundamentals'; // a published demo course of the demo coordinator
const ASSIGNEES: Record<Lang, { email: string; name: string }> = { en: fixtures.assigneeEn, no: fixtures.assigneeNo };
const LOCALES: Record<Lang, string> = { en: 'en-US', no: 'nb-NO' };
const e = (lang: Lang, key: string, vars: Record<string, string> = {}) => tr(lang, `course-enrolments:${key}`, vars);
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** A day as the app writes it (lib/format-date-time.ts formatDay). */
const shownDay = (lang: Lang, iso: string) =>
  new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

type Named = { id: string; title: string };
type Dashboard = { enrolments: number; completions: number; learners: number; behind: { count: number } };

async function signIn(page: Page, lang: Lang, email: string, home: RegExp) {
  await page.setViewportSize(WIDE);
  await signInByApi(page, lang, email);
  await expect(page).toHaveURL(home);
}

async function expectNoOverflow(page: Page) {
  await page.setViewportSize(NARROW);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW.width);
  await page.setViewportSize(WIDE);
}

async function demoCourse(): Promise<Named> {
  const coordinator = await apiAs(demo.coordinator.email);
  const page = await coordinator<{ items: Named[] }>(
    'GET',
    `/courses?mine=true&status=published&searchTerm=${encodeURIComponent(COURSE)}`,
  );
  return page.items.find((c) => c.title === COURSE)!;
}

/** The dashboard's figure with that label shows that number. */
async function expectFigure(page: Page, lang: Lang, label: string, value: number) {
  const figures = page.getByRole('region', { name: e(lang, 'dashboard.figures') });
  const figure = figures.getByText(exact(label)).locator('xpath=..');
  await expect(figure).toContainText(String(value));
}

for (const lang of journeyLanguages()) {
  test.describe(`course enrolments (${lang})`, () => {
    test('a coordinator assigns a demo course with a due date, then follows the learner in the list, the CSV, the profile and the dashboard', async ({
      page,
    }) => {
      test.slow(); // a long journey: three times the timeout that ends a hung one
      const learner = ASSIGNEES[lang];
      const course = await demoCourse();
      const due = day(12);
      await signIn(page, lang, demo.coordinator.email, /\/coordinator\/dashboard$/);

      // Assign: the course comes from the address; a loader until it is loaded, then the learners to choose from.
      await page.goto(`/coordinator/assign-learners?courseId=${course.id}`);
      await expect(page.getByRole('heading', { level: 2, name: course.title })).toBeVisible();
      await page.getByLabel(e(lang, 'assign.search')).fill(learner.name);
      const row = page.getByRole('row').filter({ hasText: learner.name });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(e(lang, 'assign.notEnrolled'));
      await row.getByRole('checkbox', { name: e(lang, 'assign.selectLearner', { name: learner.name }) }).check();
      await typeDay(page.getByLabel(e(lang, 'assign.dueDate')), lang, due);
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: e(lang, 'assign.submit_one', { count: '1' }) }).click();
      await expect(page.getByText(e(lang, 'assign.resultTitle'))).toBeVisible();
      await expect(row).toContainText(tr(lang, 'learning:enrolmentStatus.not-started'));
      await expectNoOverflow(page);

      // The learner list: the learner, Not started, with the due date; sorted and filtered in the address.
      await page.goto('/coordinator/learner-list');
      await expect(h1(page)).toHaveText(e(lang, 'list.title'));
      await page.getByLabel(e(lang, 'list.search')).fill(learner.name);
      await expect(page).toHaveURL(/[?&]q=/);
      const listed = page.getByRole('row').filter({ hasText: learner.name });
      await expect(listed).toHaveCount(1);
      await expect(listed).toContainText(course.title);
      await expect(listed).toContainText(tr(lang, 'learning:enrolmentStatus.not-started'));
      await expect(listed).toContainText(shownDay(lang, due));
      await expect(listed).toContainText(e(lang, 'list.never'));
      await expectNoSeriousAxeViolations(page);
      const progressHeader = page.getByRole('columnheader', { name: e(lang, 'list.columns.progress') });
      await progressHeader.getByRole('button').click();
      await expect(progressHeader).toHaveAttribute('aria-sort', 'ascending');
      await expect(page).toHaveURL(/sort=progress/);
      await page.getByLabel(e(lang, 'list.status'), { exact: true }).selectOption('not-started');
      await expect(page).toHaveURL(/status=not-started/);
      await expect(listed).toHaveCount(1);
      await page.getByRole('combobox', { name: e(lang, 'list.course'), exact: true }).click();
      // (No axe while the list is open: its scrolled options are reached with the arrow keys from the field, which
      // axe's scrollable-region rule does not know.)
      await page.getByRole('option', { name: course.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`courseId=${course.id}`));
      await expect(listed).toHaveCount(1);

      // The CSV export: the rows on screen, filters and all, in a dated file.
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: e(lang, 'list.export') }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^enrolments-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = readFileSync((await download.path())!, 'utf8');
      const lines = csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(learner.name);
      expect(lines[1]).toContain(learner.email);
      expect(lines[1]).toContain(course.title);
      expect(lines[1]).toContain('Not started');
      expect(lines[1]).toContain(due);

      // The row's menu, by keyboard: change the due date (a day in the past is refused), then ask to remove.
      const actions = listed.getByRole('button', {
        name: e(lang, 'list.actionsFor', { learner: learner.name, course: course.title }),
      });
      await actions.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menuitem', { name: e(lang, 'list.changeDueDate') })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('menuitem', { name: e(lang, 'list.changeDueDate') }).click();
      const dialog = page.getByRole('dialog', { name: e(lang, 'dueDialog.title') });
      const field = dialog.getByLabel(e(lang, 'dueDialog.dueDate'));
      await expect(field).toHaveValue(typedDay(lang, due));
      await typeDay(field, lang, day(-3));
      await dialog.getByRole('button', { name: e(lang, 'dueDialog.save') }).click();
      await expect(dialog.getByText(tr(lang, 'validation:dueDatePast'))).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      const later = day(20);
      await typeDay(field, lang, later);
      await dialog.getByRole('button', { name: e(lang, 'dueDialog.save') }).click();
      await expect(dialog).toBeHidden();
      await expect(listed).toContainText(shownDay(lang, later));
      await actions.click();
      await page.getByRole('menuitem', { name: e(lang, 'list.remove') }).click();
      const confirm = page.getByRole('dialog', { name: e(lang, 'remove.title') });
      await expect(confirm).toContainText(learner.name);
      await expectNoSeriousAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(confirm).toBeHidden();
      await expect(listed).toHaveCount(1);
      await expectNoOverflow(page);

      // The learner's profile: the enrolment with its status and due date.
      await listed.getByRole('link', { name: learner.name }).click();
      await expect(page).toHaveURL(/\/coordinator\/view-profile\/[0-9a-f-]{36}$/);
      await expect(h1(page)).toHaveText(learner.name);
      const enrolment = page.getByRole('article').filter({ hasText: course.title });
      await expect(enrolment).toContainText(tr(lang, 'learning:enrolmentStatus.not-started'));
      await expect(enrolment).toContainText(shownDay(lang, later));
      await expectNoSeriousAxeViolations(page);
      await expectNoOverflow(page);

      // The dashboard: the figures the server counts, and the assignment among the recent activity.
      await page.goto('/coordinator/dashboard');
      const recent = page.getByRole('region', { name: e(lang, 'dashboard.recent') });
      await expect(recent).toContainText(learner.name);
      await expect(recent).toContainText(e(lang, 'dashboard.activity.assigned', { course: course.title }));
      const counts = await (await apiAs(demo.coordinator.email))<Dashboard>('GET', '/coordinator/dashboard');
      await expectFigure(page, lang, e(lang, 'dashboard.enrolments'), counts.enrolments);
      await expectFigure(page, lang, e(lang, 'dashboard.learners'), counts.learners);
      await expectFigure(page, lang, e(lang, 'dashboard.completions'), counts.completions);
      await expectNoSeriousAxeViolations(page);
      await expectNoOverflow(page);
    });

    test('an address naming no learner shows the in-app not found', async ({ page }) => {
      await signIn(page, lang, demo.coordinator.email, /\/coordinator\/dashboard$/);
      await page.goto('/coordinator/view-profile/00000000-0000-4000-8000-000000000000');
      await expect(h1(page)).toHaveText(tr(lang, 'common:notFound.title'));
      await expect(page.getByText(e(lang, 'profile.notFound'))).toBeVisible();
      await page.getByRole('link', { name: e(lang, 'profile.toList') }).click();
      await expect(h1(page)).toHaveText(e(lang, 'list.title'));
    });
  });
}

test('a learner without the coordinator role cannot open the coordinator’s enrolment screens', async ({ page }) => {
  await signIn(page, 'en', demo.learner.email, /\/learner\/dashboard$/);
  for (const path of [
    '/coordinator/dashboard',
    '/coordinator/assign-learners',
    '/coordinator/learner-list',
    '/coordinator/view-profile/00000000-0000-4000-8000-000000000000',
  ]) {
    await page.goto(path);
    // To / (the guard), and from there on to the learner's own home (spec §4).
    await expect(page).toHaveURL(/\/learner\/dashboard$/);
    await expect(h1(page)).not.toHaveText(e('en', 'list.title'));
  }
});
