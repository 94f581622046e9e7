import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { fixtures } from './support/accounts.ts';
import { apiAs } from './support/api-as.ts';
import {
  expect,
  expectNoSeriousAxeViolations,
  openLanding,
  signInThroughModal,
  test,
  type Lang,
} from './support/fixtures.ts';
import { typeDay } from './support/dates.ts';
import { journeyLanguages } from './support/languages.ts';
import { tr } from './support/i18n.ts';

// The learning core across roles (issue 11), in one run per language: a coordinator has a draft course with two
// lessons, uploads a PDF handout to the second in the screens, publishes it from the checklist and assigns it with
// a due date; the learner finds it on the dashboard as assigned to them, takes both lessons in the player (the
// PDF is served to them, seekable by range), completes the course; the coordinator's learner list then shows
// the learner at 100%, Completed. Each language has a learner of its own; the coordinator's courses are unique.

const WIDE = { width: 1440, height: 900 };
const COORDINATOR = fixtures.journeyCoordinator;
const LEARNERS: Record<Lang, { email: string; name: string }> = {
  en: fixtures.journeyLearnerEn,
  no: fixtures.journeyLearnerNo,
};
const LOCALES: Record<Lang, string> = { en: 'en-US', no: 'nb-NO' };
const a = (lang: Lang, key: string, vars: Record<string, string> = {}) => tr(lang, `course-authoring:${key}`, vars);
const e = (lang: Lang, key: string, vars: Record<string, string> = {}) => tr(lang, `course-enrolments:${key}`, vars);
const l = (lang: Lang, key: string, vars: Record<string, string> = {}) => tr(lang, `learning:${key}`, vars);
const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** A day as the app writes it (lib/format-date-time.ts formatDay). */
const shownDay = (lang: Lang, iso: string) =>
  new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
const lessonHeading = (page: Page) => page.locator('#player-lesson-title');

type Named = { id: string; name: string };
type Draft = { id: string; title: string; lessons: string[] };

/** A real PDF with a page of text and some incompressible bytes, so a range in its middle means something. */
async function handout(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawText('Journey handout', { x: 60, y: 760, size: 24, font: await pdf.embedFont(StandardFonts.Helvetica) });
  await pdf.attach(randomBytes(256 * 1024), 'data.bin', { mimeType: 'application/octet-stream' });
  return Buffer.from(await pdf.save());
}

/** The coordinator's draft: a category, a technology, a first lesson with a text and a second one still empty. */
async function draftCourse(lang: Lang): Promise<Draft> {
  const coordinator = await apiAs(COORDINATOR.email);
  const categories = await coordinator<{ items: Named[] }>('GET', '/course-categories?status=active&pageSize=100');
  const technologies = await coordinator<{ items: Named[] }>('GET', '/technologies?status=active&pageSize=100');
  const title = unique(lang === 'en' ? 'Safe lifting' : 'Trygge løft');
  const course = await coordinator<{ id: string }>('POST', '/courses', {
    title,
    description: lang === 'en' ? 'Lifting without hurting your back.' : 'Løft uten å skade ryggen.',
    estimatedTime: 40,
    categoryId: categories.items[0]!.id,
    technologyIds: [technologies.items[0]!.id],
  });
  const lessons = [
    lang === 'en' ? 'Before you lift' : 'Før du løfter',
    lang === 'en' ? 'The handout' : 'Utdelingsarket',
  ];
  const first = await coordinator<{ id: string }>('POST', `/courses/${course.id}/lessons`, { title: lessons[0] });
  await coordinator('POST', `/lessons/${first.id}/materials`, {
    kind: 'text',
    title: lang === 'en' ? 'Plan the lift' : 'Planlegg løftet',
    body: '<p>Look at the load, the route and where it goes down.</p>',
  });
  await coordinator('POST', `/courses/${course.id}/lessons`, { title: lessons[1] });
  return { id: course.id, title, lessons };
}

async function signedIn(browser: Browser, lang: Lang, email: string, home: RegExp): Promise<Page> {
  const page = await (await browser.newContext({ viewport: WIDE })).newPage();
  await openLanding(page, lang);
  await signInThroughModal(page, email);
  await expect(page).toHaveURL(home);
  return page;
}

for (const lang of journeyLanguages()) {
  test(`a coordinator publishes and assigns a course with a PDF; the learner completes it; the coordinator sees it (${lang})`, async ({
    browser,
  }) => {
    test.slow(); // a long journey: three times the timeout that ends a hung one
    const learner = LEARNERS[lang];
    const course = await draftCourse(lang);
    const due = day(10);

    // The coordinator: the PDF into the empty lesson, then the checklist is ready and the course is published.
    const coordinator = await signedIn(browser, lang, COORDINATOR.email, /\/coordinator\/dashboard$/);
    await coordinator.goto(`/coordinator/upload-materials/${course.id}`);
    const second = coordinator.getByRole('region', { name: `2. ${course.lessons[1]}` });
    await second
      .locator('input[type=file]')
      .setInputFiles({ name: 'handout.pdf', mimeType: 'application/pdf', buffer: await handout() });
    await expect(second.getByText('handout', { exact: true })).toBeVisible();
    await coordinator.getByRole('link', { name: a(lang, 'steps.publish') }).click();
    await expect(coordinator.getByText(a(lang, 'publish.readyTitle'))).toBeVisible();
    await coordinator.getByRole('button', { name: a(lang, 'publish.publish'), exact: true }).click();
    await expect(coordinator.getByText(a(lang, 'publish.publishedTitle'))).toBeVisible();

    // Assign, from the published course's own link: the learner, a due date.
    await coordinator
      .locator('#main')
      .getByRole('link', { name: a(lang, 'actions.assign') })
      .click();
    await expect(coordinator).toHaveURL(new RegExp(`/coordinator/assign-learners\\?courseId=${course.id}$`));
    await expect(coordinator.getByRole('heading', { level: 2, name: course.title })).toBeVisible();
    await coordinator.getByLabel(e(lang, 'assign.search')).fill(learner.name);
    const candidate = coordinator.getByRole('row').filter({ hasText: learner.name });
    await expect(candidate).toHaveCount(1);
    await candidate.getByRole('checkbox', { name: e(lang, 'assign.selectLearner', { name: learner.name }) }).check();
    await typeDay(coordinator.getByLabel(e(lang, 'assign.dueDate')), lang, due);
    await coordinator.getByRole('button', { name: e(lang, 'assign.submit_one', { count: '1' }) }).click();
    await expect(coordinator.getByText(e(lang, 'assign.resultTitle'))).toBeVisible();
    await expect(candidate).toContainText(tr(lang, 'learning:enrolmentStatus.not-started'));

    // The learner: the course on the dashboard, assigned by the coordinator, with its due date.
    const page = await signedIn(browser, lang, learner.email, /\/learner\/dashboard$/);
    const assigned = page.getByRole('region', { name: l(lang, 'dashboard.assigned') });
    const item = assigned.getByRole('listitem').filter({ hasText: course.title });
    await expect(item).toContainText(l(lang, 'card.assignedBy', { name: COORDINATOR.name }));
    await expect(item).toContainText(shownDay(lang, due));
    await expectNoSeriousAxeViolations(page);
    await item.getByRole('link', { name: course.title }).click();

    // The player: the first lesson's text, complete; the next lesson's PDF, served whole and by range.
    await expect(lessonHeading(page)).toHaveText(course.lessons[0]!);
    await expect(page.getByText('Look at the load, the route and where it goes down.')).toBeVisible();
    await page.getByRole('button', { name: l(lang, 'player.markComplete') }).click();
    await expect(page.getByRole('button', { name: l(lang, 'player.completed') })).toBeVisible();
    await page.getByRole('link', { name: l(lang, 'player.next') }).click();
    await expect(lessonHeading(page)).toHaveText(course.lessons[1]!);
    const frame = page.locator(`iframe[title="${l(lang, 'player.pdfFrame', { title: 'handout' })}"]`);
    await expect(frame).toBeVisible();
    const src = new URL((await frame.getAttribute('src'))!, page.url()).toString();
    const whole = await page.request.get(src);
    expect(whole.status()).toBe(200);
    expect(whole.headers()['content-type']).toBe('application/pdf');
    const bytes = await whole.body();
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const part = await page.request.get(src, { headers: { Range: 'bytes=1000-1999' } });
    expect(part.status()).toBe(206);
    expect(part.headers()['content-range']).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(Buffer.compare(await part.body(), bytes.subarray(1000, 2000))).toBe(0);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: l(lang, 'player.markComplete') }).click();
    const celebration = page.getByRole('dialog', { name: l(lang, 'player.completedTitle') });
    await expect(celebration).toBeVisible();
    await celebration.getByRole('link', { name: l(lang, 'player.toCompleted') }).click();
    await expect(page).toHaveURL(/\/learner\/my-learning\?tab=completed$/);
    await expect(page.getByRole('article').filter({ hasText: course.title })).toContainText('100%');

    // The coordinator again: the learner completed the course, at 100%.
    await coordinator.goto('/coordinator/learner-list');
    await coordinator.getByLabel(e(lang, 'list.search')).fill(learner.name);
    const listed = coordinator.getByRole('row').filter({ hasText: course.title });
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText(tr(lang, 'learning:enrolmentStatus.completed'));
    await expect(listed).toContainText('100');
    await expectNoSeriousAxeViolations(coordinator);
  });
}
