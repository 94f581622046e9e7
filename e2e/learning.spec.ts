import type { Page } from '@playwright/test';
import { fixtures } from './support/accounts.ts';
import { apiAs } from './support/api-as.ts';
import { expect, expectNoSeriousAxeViolations, signInByApi, test, type Lang } from './support/fixtures.ts';
import { journeyLanguages } from './support/languages.ts';
import { exact, tr } from './support/i18n.ts';

// The learner's side of issue 11: the catalog's search and technology filter, enrolling, the course player
// (completing lessons, resuming after a reload, the keyboard, the phone's lesson drawer), 100% and Completed,
// the dashboard's continue learning and recently opened, an archived course's locked lessons. Each language
// has a learner of its own, and every course is made here by a coordinator of the journeys: nothing of the
// shared demo data changes.

const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 375, height: 812 };
type Learner = { email: string; name: string };
const LEARNERS: Record<Lang, Learner> = { en: fixtures.learnerEn, no: fixtures.learnerNo };
/** The first journey's: the dashboard's "continue" shows the course a learner last opened, which no other may change. */
const RESUMING: Record<Lang, Learner> = { en: fixtures.resumingLearnerEn, no: fixtures.resumingLearnerNo };
const l = (lang: Lang, key: string, vars: Record<string, string> = {}) => tr(lang, `learning:${key}`, vars);
const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const lessonHeading = (page: Page) => page.locator('#player-lesson-title');

type Named = { id: string; name: string };
type Made = { id: string; title: string; category: Named; technology: Named; lessons: { id: string; title: string }[] };

/** A published course of the journeys' coordinator: a category, one technology, lessons each with a text. */
async function publishedCourse(lang: Lang, lessons: number): Promise<Made> {
  const coordinator = await apiAs(fixtures.learningCoordinator.email);
  const categories = await coordinator<{ items: Named[] }>('GET', '/course-categories?status=active&pageSize=100');
  const technologies = await coordinator<{ items: Named[] }>('GET', '/technologies?status=active&pageSize=100');
  const category = categories.items[0]!;
  const technology = technologies.items.at(-1)!;
  const title = unique(lang === 'en' ? 'Journey course' : 'Reisekurs');
  const course = await coordinator<{ id: string }>('POST', '/courses', {
    title,
    description: lang === 'en' ? 'Made by the learner journey.' : 'Laget av deltakerreisen.',
    estimatedTime: 45,
    categoryId: category.id,
    technologyIds: [technology.id],
  });
  const made: Made = { id: course.id, title, category, technology, lessons: [] };
  for (let n = 1; n <= lessons; n++) {
    const lesson = await coordinator<{ id: string; title: string }>('POST', `/courses/${course.id}/lessons`, {
      title: `${lang === 'en' ? 'Lesson' : 'Leksjon'} ${n}: ${unique('part')}`,
    });
    await coordinator('POST', `/lessons/${lesson.id}/materials`, {
      kind: 'text',
      title: `Reading ${n}`,
      body: `<p>Paragraph of lesson ${n}.</p>`,
    });
    made.lessons.push({ id: lesson.id, title: lesson.title });
  }
  await coordinator('POST', `/courses/${course.id}/publish`);
  return made;
}

async function signIn(page: Page, lang: Lang, viewport = WIDE, learner = LEARNERS[lang]) {
  await page.setViewportSize(viewport);
  await signInByApi(page, lang, learner.email);
  await expect(page).toHaveURL(/\/learner\/dashboard$/);
}

async function expectNoOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW.width);
}

for (const lang of journeyLanguages()) {
  test.describe(`learning (${lang})`, () => {
    test('a learner finds a course through search and the technology filter, enrolls, completes it with resume after a reload, and sees it completed', async ({
      page,
    }) => {
      test.slow(); // a long journey: three times the timeout that ends a hung one
      const course = await publishedCourse(lang, 3);
      await signIn(page, lang, WIDE, RESUMING[lang]);
      await expect(h1(page)).toContainText(RESUMING[lang].name);
      await expectNoSeriousAxeViolations(page);

      // The catalog: the category's card, then search and the technology filter narrow the list to the course.
      await page.goto('/learner/course-categories');
      await expect(h1(page)).toHaveText(l(lang, 'catalog.categoriesTitle'));
      await page.getByLabel(l(lang, 'catalog.searchCategories')).fill(course.category.name);
      await page.getByRole('link', { name: exact(course.category.name) }).click();
      await expect(h1(page)).toHaveText(course.category.name);
      await page.getByLabel(l(lang, 'catalog.search')).fill(course.title);
      await page.getByLabel(l(lang, 'catalog.technologies'), { exact: true }).first().click();
      await page.getByRole('option', { name: course.technology.name, exact: true }).click();
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(new RegExp(`tech=${course.technology.id}`));
      await expect(page).toHaveURL(/[?&]q=/);
      const card = page.getByRole('article').filter({ hasText: course.title });
      await expect(card).toHaveCount(1);
      await expect(page.getByRole('article')).toHaveCount(1);
      await expectNoSeriousAxeViolations(page);

      // The preview: outline, then Enroll opens the player on the first lesson.
      await card.getByRole('link', { name: course.title }).click();
      await expect(h1(page)).toHaveText(course.title);
      for (const lesson of course.lessons) await expect(page.getByText(lesson.title)).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: l(lang, 'preview.enrol') }).click();
      await expect(page).toHaveURL(new RegExp(`/learner/course-view/${course.id}\\?lesson=${course.lessons[0]!.id}`));
      await expect(lessonHeading(page)).toHaveText(course.lessons[0]!.title);
      await expect(page.getByText('Paragraph of lesson 1.')).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      // By keyboard: mark the lesson complete (the button keeps the focus, in its done state), then the next one;
      // the new lesson's heading takes the focus.
      const complete = page.getByRole('button', { name: l(lang, 'player.markComplete') });
      await complete.focus();
      await page.keyboard.press('Enter');
      const done = page.getByRole('button', { name: l(lang, 'player.completed') });
      await expect(done).toBeFocused();
      await expect(
        page.getByRole('progressbar', { name: l(lang, 'progress.of', { title: course.title }) }),
      ).toHaveAttribute('aria-valuenow', '33');
      await page.getByRole('link', { name: l(lang, 'player.next') }).focus();
      await page.keyboard.press('Enter');
      await expect(lessonHeading(page)).toHaveText(course.lessons[1]!.title);
      await expect(lessonHeading(page)).toBeFocused();

      // A reload stays on the lesson; so does opening the course again without one (the resume point).
      await page.reload();
      await expect(lessonHeading(page)).toHaveText(course.lessons[1]!.title);
      await page.goto(`/learner/course-view/${course.id}`);
      await expect(page).toHaveURL(new RegExp(`lesson=${course.lessons[1]!.id}`));
      await expect(lessonHeading(page)).toHaveText(course.lessons[1]!.title);

      // The dashboard: continue learning with the next lesson, and the course among the recently opened.
      await page.goto('/learner/dashboard');
      const continueSection = page.getByRole('region', { name: l(lang, 'dashboard.continue') });
      await expect(continueSection).toContainText(course.title);
      await expect(continueSection).toContainText(course.lessons[1]!.title);
      await expect(page.getByRole('region', { name: l(lang, 'dashboard.recent') })).toContainText(course.title);
      await expectNoSeriousAxeViolations(page);
      await continueSection.getByRole('link', { name: l(lang, 'action.resume') }).click();
      await expect(lessonHeading(page)).toHaveText(course.lessons[1]!.title);

      // The other lessons, chosen from the lesson list; the last completes the course: 100% and the celebration.
      await page.getByRole('button', { name: l(lang, 'player.markComplete') }).click();
      await expect(page.getByRole('button', { name: l(lang, 'player.completed') })).toBeVisible();
      await page
        .getByRole('navigation', { name: l(lang, 'player.lessonsNav') })
        .getByRole('link', { name: course.lessons[2]!.title })
        .click();
      await expect(lessonHeading(page)).toHaveText(course.lessons[2]!.title);
      await page.getByRole('button', { name: l(lang, 'player.markComplete') }).click();
      const celebration = page.getByRole('dialog', { name: l(lang, 'player.completedTitle') });
      await expect(celebration).toBeVisible();
      // Behind the dialog (hidden from the accessibility tree while it is open).
      await expect(
        page.getByRole('progressbar', { name: l(lang, 'progress.of', { title: course.title }), includeHidden: true }),
      ).toHaveAttribute('aria-valuenow', '100');
      await expectNoSeriousAxeViolations(page);
      await celebration.getByRole('link', { name: l(lang, 'player.toCompleted') }).click();

      // My learning: the course under Completed, at 100%.
      await expect(page).toHaveURL(/\/learner\/my-learning\?tab=completed$/);
      await expect(page.getByRole('tab', { name: l(lang, 'myLearning.tabs.completed') })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const row = page.getByRole('article').filter({ hasText: course.title });
      await expect(row).toContainText('100%');
      await expect(row).toContainText(tr(lang, 'learning:enrolmentStatus.completed'));
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('tab', { name: l(lang, 'myLearning.tabs.in-progress') }).click();
      await expect(page.getByRole('article').filter({ hasText: course.title })).toHaveCount(0);
    });

    test('at 375 px: every learner screen without horizontal overflow, the lesson list in a drawer', async ({
      page,
    }) => {
      const course = await publishedCourse(lang, 2);
      await (await apiAs(LEARNERS[lang].email))('POST', `/courses/${course.id}/enrol`);
      await signIn(page, lang, NARROW);
      for (const path of [
        '/learner/dashboard',
        '/learner/course-categories',
        '/learner/courses/all',
        `/learner/course-preview/${course.id}`,
        '/learner/my-learning',
        `/learner/course-view/${course.id}`,
      ]) {
        await page.goto(path);
        await expect(h1(page)).toBeVisible();
        await expectNoOverflow(page);
        await expectNoSeriousAxeViolations(page);
      }
      await expect(lessonHeading(page)).toHaveText(course.lessons[0]!.title);
      await page.getByRole('button', { name: l(lang, 'player.lessonsButton', { done: '0', count: '2' }) }).click();
      const drawer = page.getByRole('dialog', { name: l(lang, 'player.lessonsNav') });
      await expect(drawer).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await drawer.getByRole('link', { name: course.lessons[1]!.title }).click();
      await expect(drawer).toBeHidden();
      await expect(lessonHeading(page)).toHaveText(course.lessons[1]!.title);
      await expect(lessonHeading(page)).toBeFocused();
      await expectNoOverflow(page);
    });

    test('Recently opened comes from the server: a browser that never opened the course lists it as its card does', async ({
      page,
    }) => {
      const course = await publishedCourse(lang, 1);
      const learner = await apiAs(LEARNERS[lang].email);
      await learner('POST', `/courses/${course.id}/enrol`);
      // Opened somewhere else: the server knows when, this browser's storage knows nothing.
      await learner('PUT', `/courses/${course.id}/progress`, { lessonId: course.lessons[0]!.id });
      await signIn(page, lang);
      const recent = page.getByRole('region', { name: l(lang, 'dashboard.recent') });
      const entry = recent.getByRole('listitem').filter({ hasText: course.title });
      await expect(entry.getByRole('link', { name: course.title })).toBeVisible();
      await expect(entry).toContainText(l(lang, 'card.lastVisit', { when: '' }).trim());
      await expect(recent.getByText(l(lang, 'dashboard.noRecent'))).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
    });

    test('an archived course opens only the lessons completed; one not enrolled goes to the preview; unknown ones are not found', async ({
      page,
    }) => {
      const course = await publishedCourse(lang, 2);
      const learner = await apiAs(LEARNERS[lang].email);
      await learner('POST', `/courses/${course.id}/enrol`);
      await learner('POST', `/lessons/${course.lessons[0]!.id}/complete`);
      await (await apiAs(fixtures.learningCoordinator.email))('POST', `/courses/${course.id}/archive`);
      const other = await publishedCourse(lang, 1);
      await signIn(page, lang);

      await page.goto(`/learner/course-view/${course.id}?lesson=${course.lessons[1]!.id}`);
      await expect(page.getByText(l(lang, 'player.archivedNote'))).toBeVisible();
      await expect(page.getByText(l(lang, 'player.lockedTitle'))).toBeVisible();
      await expect(page.getByRole('button', { name: l(lang, 'player.markComplete') })).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
      await page
        .getByRole('navigation', { name: l(lang, 'player.lessonsNav') })
        .getByRole('link', { name: course.lessons[0]!.title })
        .click();
      await expect(page.getByText('Paragraph of lesson 1.')).toBeVisible();

      await page.goto(`/learner/course-view/${other.id}`);
      await expect(page).toHaveURL(new RegExp(`/learner/course-preview/${other.id}$`));
      await expect(page.getByText(l(lang, 'preview.notEnrolled'))).toBeVisible();

      for (const path of [
        '/learner/course-view/00000000-0000-4000-8000-000000000000',
        '/learner/course-preview/not-a-course',
        '/learner/courses/00000000-0000-4000-8000-000000000000',
      ]) {
        await page.goto(path);
        await expect(h1(page)).toHaveText(tr(lang, 'common:notFound.title'));
      }
      await expectNoSeriousAxeViolations(page);
    });

    test('the coordinator previews the course in the learner’s player: materials open, nothing is recorded', async ({
      page,
    }) => {
      const course = await publishedCourse(lang, 2);
      await page.setViewportSize(WIDE);
      await signInByApi(page, lang, fixtures.learningCoordinator.email);
      await expect(page).toHaveURL(/\/coordinator\/dashboard$/);
      await page.goto(`/coordinator/course-view/${course.id}`);
      await expect(h1(page)).toHaveText(course.title);
      await expect(page.getByText(l(lang, 'preview.bannerText'))).toBeVisible();
      await expect(lessonHeading(page)).toHaveText(course.lessons[0]!.title);
      await expect(page.getByText('Paragraph of lesson 1.')).toBeVisible();
      await expect(page.getByRole('button', { name: l(lang, 'player.markComplete') })).toBeDisabled();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('link', { name: l(lang, 'player.next') }).click();
      await expect(lessonHeading(page)).toHaveText(course.lessons[1]!.title);
      await expect(lessonHeading(page)).toBeFocused();
      const after = await (await apiAs(fixtures.learningCoordinator.email))<{ enrolmentCount: number }>(
        'GET',
        `/courses/${course.id}`,
      );
      expect(after.enrolmentCount).toBe(0);
    });
  });
}
