import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { fixtures } from './support/accounts.ts';
import { apiAs } from './support/api-as.ts';
import { expect, expectNoSeriousAxeViolations, signInByApi, test, type Lang } from './support/fixtures.ts';
import { journeyLanguages } from './support/languages.ts';
import { tr } from './support/i18n.ts';

// The coordinator's course authoring (issue 11): a course made from nothing in the screens — details with a
// thumbnail, two lessons put in order by keyboard, a rich text, an uploaded PDF with its progress bar, a link and
// a YouTube video — the checklist from blocked to ready, publishing, and the course in the list with its counts;
// then the list at 375 px: search, status filter, archive, delete refused while learners are enrolled. Each
// journey has a coordinator of its own (fixtures), who starts with no courses.

const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 375, height: 812 };
const AUTHORS: Record<Lang, { email: string; name: string }> = {
  en: fixtures.authoringEn,
  no: fixtures.authoringNo,
};
const LISTERS: Record<Lang, { email: string; name: string }> = {
  en: fixtures.authoringListEn,
  no: fixtures.authoringListNo,
};
const a = (lang: Lang, key: string, vars: Record<string, string> = {}) => tr(lang, `course-authoring:${key}`, vars);
const l = (lang: Lang, key: string, vars: Record<string, string> = {}) => tr(lang, `learning:${key}`, vars);
const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

// A 16x9 PNG (a real image, of the type its name says).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAJCAIAAAC0SDtlAAAAFklEQVR4nGNkYPjPQApgIkn1qIahqgEAPb0BEVbyzBQAAAAASUVORK5CYII=',
  'base64',
);

/** A real PDF of a few MB (a page of text and an attachment), so its upload takes long enough to be watched. */
async function handout(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawText('Course handout', { x: 60, y: 760, size: 24, font: await pdf.embedFont(StandardFonts.Helvetica) });
  // Random bytes: the PDF's compression cannot shrink them.
  await pdf.attach(randomBytes(3 * 1024 * 1024), 'data.bin', { mimeType: 'application/octet-stream' });
  return Buffer.from(await pdf.save());
}

async function signIn(page: Page, lang: Lang, email: string, viewport = WIDE) {
  await page.setViewportSize(viewport);
  await signInByApi(page, lang, email);
  await expect(page).toHaveURL(/\/coordinator\/dashboard$/);
}

async function expectNoOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW.width);
}

/** Adds a lesson through its dialog. */
async function addLesson(page: Page, lang: Lang, title: string, axe = false) {
  await page
    .getByRole('button', { name: a(lang, 'lesson.add') })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: a(lang, 'lesson.addTitle') });
  await dialog.getByLabel(a(lang, 'lesson.title')).fill(title);
  await dialog.getByLabel(a(lang, 'lesson.summary')).fill(`${title}: what it covers.`);
  if (axe) await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: a(lang, 'lesson.add') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`\\d\\. ${title}$`) })).toBeVisible();
}

const lessonSection = (page: Page, title: string) =>
  page.getByRole('region', { name: new RegExp(`^\\d+\\. ${title}$`) });

for (const lang of journeyLanguages()) {
  test.describe(`course authoring (${lang})`, () => {
    test('a coordinator makes a course from nothing, fills the checklist and publishes it', async ({ page }) => {
      test.slow(); // a long journey: three times the timeout that ends a hung one
      // The embedded video's player is not on this machine's network: a stand-in page answers for it.
      await page.route(/youtube-nocookie\.com/, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html lang="en"><title>Player</title></html>',
        }),
      );
      await signIn(page, lang, AUTHORS[lang].email);

      // No courses yet: the list says so and offers the first one.
      await page.goto('/coordinator/course-display-page');
      await expect(h1(page)).toHaveText(a(lang, 'list.title'));
      await expect(page.getByText(a(lang, 'list.empty'))).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page
        .getByRole('link', { name: a(lang, 'list.newCourse') })
        .last()
        .click();

      // Details: the contracts' messages first, on their fields, then the course with a thumbnail.
      await expect(page).toHaveURL(/\/coordinator\/course-details$/);
      await expect(h1(page)).toHaveText(a(lang, 'details.newTitle'));
      const create = page.getByRole('button', { name: a(lang, 'details.create') });
      await create.click();
      await expect(page.getByText(tr(lang, 'validation:titleRequired'))).toBeVisible();
      await expect(page.getByText(tr(lang, 'validation:estimatedTimeRequired'))).toBeVisible();
      await expect(page.getByLabel(a(lang, 'details.title'))).toBeFocused();
      await expectNoSeriousAxeViolations(page);
      const title = unique(lang === 'en' ? 'Accessible forms' : 'Tilgjengelige skjema');
      await page.getByLabel(a(lang, 'details.title')).fill(title);
      await page.getByLabel(a(lang, 'details.description')).fill('Labels, errors and focus, by example.');
      await page.getByLabel(a(lang, 'details.hours')).fill('1');
      await page.getByLabel(a(lang, 'details.minutes')).fill('30');
      await expect(
        page.getByText(a(lang, 'details.estimatedTimeTotal', { duration: `1 ${lang === 'en' ? 'h' : 't'} 30 min` })),
      ).toBeVisible();
      await page.getByRole('combobox', { name: a(lang, 'details.category') }).click();
      const category = (await page.getByRole('listbox').getByRole('option').first().textContent())!.trim();
      await page.getByRole('listbox').getByRole('option').first().click();
      await page.getByRole('combobox', { name: a(lang, 'details.technologies') }).click();
      await page.getByRole('listbox').getByRole('option').first().click();
      await page.keyboard.press('Escape');
      await page.locator('input[type=file]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByText(a(lang, 'thumbnail.pending', { name: 'cover.png' }))).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await create.click();

      // Materials: two lessons, a text in the editor, a link.
      await expect(page).toHaveURL(/\/coordinator\/upload-materials\/[0-9a-f-]{36}$/);
      const courseId = page.url().split('/').at(-1)!;
      await expect(h1(page)).toHaveText(title);
      await expect(page.getByText(a(lang, 'materials.empty'))).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      const [first, second] = lang === 'en' ? ['Labels', 'Errors'] : ['Ledetekster', 'Feilmeldinger'];
      await addLesson(page, lang, first, true);
      await addLesson(page, lang, second);

      await page.getByRole('button', { name: a(lang, 'material.add.textTo', { title: first }) }).click();
      let dialog = page.getByRole('dialog', { name: a(lang, 'material.dialog.text.add') });
      await dialog.getByLabel(a(lang, 'material.title')).fill('Why labels matter');
      await dialog.getByRole('textbox', { name: a(lang, 'material.body') }).click();
      await page.keyboard.type('Every field needs a ');
      await page.keyboard.press('Control+b');
      await page.keyboard.type('visible label');
      await expect(dialog.getByRole('button', { name: a(lang, 'editor.bold') })).toHaveAttribute('data-active', 'true');
      await expectNoSeriousAxeViolations(page);
      await dialog.getByRole('button', { name: a(lang, 'material.submit') }).click();
      await expect(dialog).toBeHidden();
      await expect(lessonSection(page, first).getByText('Why labels matter', { exact: true })).toBeVisible();

      await page.getByRole('button', { name: a(lang, 'material.add.linkTo', { title: first }) }).click();
      dialog = page.getByRole('dialog', { name: a(lang, 'material.dialog.link.add') });
      await dialog.getByLabel(a(lang, 'material.title')).fill('WAI forms tutorial');
      await dialog.getByLabel(a(lang, 'material.url')).fill('https://www.w3.org/WAI/tutorials/forms/');
      await expectNoSeriousAxeViolations(page);
      await dialog.getByRole('button', { name: a(lang, 'material.submit') }).click();
      await expect(dialog).toBeHidden();
      await expect(lessonSection(page, first).getByText('WAI forms tutorial', { exact: true })).toBeVisible();

      // The checklist: the second lesson is empty, so Publish waits; its fix leads to that lesson.
      await page.getByRole('link', { name: a(lang, 'steps.publish') }).click();
      await expect(page).toHaveURL(new RegExp(`/coordinator/publish-Course/${courseId}$`));
      await expect(page.getByText(l(lang, 'readiness.emptyLesson', { title: second }))).toBeVisible();
      const publish = page.getByRole('button', { name: a(lang, 'publish.publish'), exact: true });
      await expect(publish).toBeDisabled();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('link', { name: a(lang, 'fix.lesson') }).click();
      await expect(page).toHaveURL(new RegExp(`/coordinator/upload-materials/${courseId}#lesson-[0-9a-f-]{36}$`));
      await expect(page.getByRole('heading', { level: 2, name: `2. ${second}` })).toBeFocused();

      // Uploads: a PDF (sent slowly, so its progress bar shows), and a PNG named .pdf, refused by the server.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: 1024 * 1024,
      });
      const upload = lessonSection(page, second).locator('input[type=file]');
      await upload.setInputFiles({ name: 'handout.pdf', mimeType: 'application/pdf', buffer: await handout() });
      const progress = page.getByRole('progressbar', { name: a(lang, 'upload.progressOf', { name: 'handout.pdf' }) });
      await expect(progress).toBeVisible();
      await expect(progress).toBeHidden({ timeout: 60_000 });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await expect(lessonSection(page, second).getByText('handout', { exact: true })).toBeVisible();
      await expect(
        lessonSection(page, second).getByText(new RegExp(`^${l(lang, 'fileCategory.pdf')} · `)),
      ).toBeVisible();
      await upload.setInputFiles({ name: 'diagram.pdf', mimeType: 'application/pdf', buffer: PNG });
      await expect(lessonSection(page, second).getByText(tr(lang, 'errors:FILE_CONTENT_MISMATCH'))).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: a(lang, 'upload.dismiss', { name: 'diagram.pdf' }) }).click();

      // A YouTube video, previewed in its dialog.
      await page.getByRole('button', { name: a(lang, 'material.add.videoTo', { title: second }) }).click();
      dialog = page.getByRole('dialog', { name: a(lang, 'material.dialog.video.add') });
      await dialog.getByLabel(a(lang, 'material.title')).fill('Forms that work');
      await dialog.getByLabel(a(lang, 'material.videoUrl')).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
      await expect(dialog.locator('iframe[src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await dialog.getByRole('button', { name: a(lang, 'material.submit') }).click();
      await expect(dialog).toBeHidden();
      await expect(lessonSection(page, second).getByText('Forms that work', { exact: true })).toBeVisible();

      // The second lesson goes first, by keyboard: Space lifts its handle, the arrow moves it, Space drops it.
      const handle = page.getByRole('button', { name: tr(lang, 'common:sortable.handle', { name: second }) });
      // Each step waits for what screen readers are told (the drag library's live regions).
      const told = (text: string, timeout?: number) =>
        expect(page.locator('[id^="DndLiveRegion"]').filter({ hasText: text })).toHaveCount(1, { timeout });
      await handle.focus();
      await page.keyboard.press('Space');
      await told(tr(lang, 'common:sortable.over', { name: second, position: '2' }));
      // On a busy machine the first arrow may come before the drag is measured; place 1 is the top, so another
      // arrow cannot overshoot it.
      await expect(async () => {
        await page.keyboard.press('ArrowUp');
        await told(tr(lang, 'common:sortable.over', { name: second, position: '1' }), 1_500);
      }).toPass();
      await page.keyboard.press('Space');
      await told(tr(lang, 'common:sortable.dropped', { name: second, position: '1' }));
      const lessonHeadings = page.getByRole('heading', { level: 2, name: /^\d\. / });
      await expect(lessonHeadings).toHaveText([`1. ${second}`, `2. ${first}`]);
      await expect(handle).toBeFocused();
      await page.reload();
      // A reload loads the page's code and the lessons again: slower than a click on a busy machine.
      await expect(lessonHeadings).toHaveText([`1. ${second}`, `2. ${first}`]);

      // The checklist is ready now: publish.
      await page.getByRole('link', { name: a(lang, 'steps.publish') }).click();
      await expect(page.getByText(a(lang, 'publish.readyTitle'))).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await publish.click();
      await expect(page.getByText(a(lang, 'publish.publishedTitle'))).toBeVisible();
      const main = page.locator('#main');
      await expect(main.getByRole('link', { name: a(lang, 'actions.assign') })).toHaveAttribute(
        'href',
        `/coordinator/assign-learners?courseId=${courseId}`,
      );
      await expect(main.getByRole('link', { name: a(lang, 'actions.preview') })).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      // In the list: published, in its category, with its lessons and nobody enrolled yet.
      await page.goto('/coordinator/course-display-page');
      const card = page.getByRole('article').filter({ hasText: title });
      await expect(card).toContainText(l(lang, 'courseStatus.published'));
      await expect(card).toContainText(category);
      await expect(card).toContainText(a(lang, 'card.lessons_other', { count: '2' }));
      await expect(card).toContainText(a(lang, 'card.enrolments_other', { count: '0' }));
      await expect(card).toContainText(a(lang, 'card.completions_other', { count: '0' }));
      await expect(card.locator('img')).toHaveCount(1);
      await expect(page.getByRole('radio', { name: `${l(lang, 'courseStatus.published')} (1)` })).not.toBeChecked();
      await expectNoSeriousAxeViolations(page);
    });

    test('the course list at 375 px: search, status filter, archive, and delete refused while learners are enrolled', async ({
      page,
    }) => {
      test.slow(); // a long journey: three times the timeout that ends a hung one
      const coordinator = await apiAs(LISTERS[lang].email);
      const categories = await coordinator<{ items: { id: string }[] }>('GET', '/course-categories?status=active');
      const make = async (label: string) =>
        coordinator<{ id: string; title: string }>('POST', '/courses', {
          title: unique(label),
          estimatedTime: 20,
          categoryId: categories.items[0]!.id,
        });
      const taken = await make(lang === 'en' ? 'Taken course' : 'Tatt kurs');
      const lesson = await coordinator<{ id: string }>('POST', `/courses/${taken.id}/lessons`, {
        title: 'Only lesson',
      });
      await coordinator('POST', `/lessons/${lesson.id}/materials`, { kind: 'text', title: 'Read', body: '<p>Hi</p>' });
      await coordinator('POST', `/courses/${taken.id}/publish`);
      await (await apiAs(fixtures.authoringLearner.email))('POST', `/courses/${taken.id}/enrol`);
      const draft = await make(lang === 'en' ? 'Draft course' : 'Utkastkurs');

      await signIn(page, lang, LISTERS[lang].email, NARROW);
      await page.goto('/coordinator/course-display-page');
      await expect(page.getByRole('article')).toHaveCount(2);
      await expect(page.getByRole('radio', { name: `${a(lang, 'list.all')} (2)` })).toBeChecked();
      await expectNoOverflow(page);
      await expectNoSeriousAxeViolations(page);

      // The search (in the address), then the status filter.
      await page.getByLabel(a(lang, 'list.search')).fill(draft.title);
      await expect(page).toHaveURL(/[?&]q=/);
      await expect(page.getByRole('article')).toHaveCount(1);
      await expect(page.getByRole('article')).toContainText(draft.title);
      await page.getByLabel(a(lang, 'list.search')).fill('');
      await expect(page.getByRole('article')).toHaveCount(2);
      await page.getByText(`${l(lang, 'courseStatus.published')} (1)`).click();
      await expect(page).toHaveURL(/status=published/);
      await expect(page.getByRole('article')).toHaveCount(1);
      const card = page.getByRole('article').filter({ hasText: taken.title });
      await expect(card).toContainText(a(lang, 'card.enrolments_one', { count: '1' }));

      // Archive it (it asks first), then try to delete it: the server refuses while a learner is enrolled.
      const menu = () => page.getByRole('button', { name: a(lang, 'card.actionsFor', { title: taken.title }) });
      await menu().click();
      await expect(page.getByRole('menuitem', { name: a(lang, 'actions.assign') })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('menuitem', { name: a(lang, 'actions.archive') }).click();
      let dialog = page.getByRole('dialog', { name: a(lang, 'archive.title') });
      await expectNoSeriousAxeViolations(page);
      await dialog.getByRole('button', { name: a(lang, 'actions.archive') }).click();
      await expect(dialog).toBeHidden();
      await page.getByText(`${l(lang, 'courseStatus.archived')} (1)`).click();
      await expect(card).toContainText(l(lang, 'courseStatus.archived'));
      await menu().click();
      await expect(page.getByRole('menuitem', { name: a(lang, 'actions.publishAgain') })).toBeVisible();
      await page.getByRole('menuitem', { name: a(lang, 'actions.delete') }).click();
      dialog = page.getByRole('dialog', { name: a(lang, 'delete.title') });
      await dialog.getByRole('button', { name: a(lang, 'actions.delete') }).click();
      await expect(dialog.getByText(tr(lang, 'errors:COURSE_HAS_ENROLMENTS'))).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await dialog.getByRole('button', { name: a(lang, 'cancel') }).click();
      await expect(card).toBeVisible();

      // A draft without learners can be deleted (once the list shows both again, as someone would wait to see).
      await page.getByText(`${a(lang, 'list.all')} (2)`).click();
      await expect(page.getByRole('article')).toHaveCount(2);
      // The list may still be read again as the filter changes, closing a menu opened just before: opened again then.
      await expect(async () => {
        await page.getByRole('button', { name: a(lang, 'card.actionsFor', { title: draft.title }) }).click();
        await page.getByRole('menuitem', { name: a(lang, 'actions.delete') }).click({ timeout: 3_000 });
      }).toPass({ timeout: 30_000 });
      dialog = page.getByRole('dialog', { name: a(lang, 'delete.title') });
      await dialog.getByRole('button', { name: a(lang, 'actions.delete') }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('article')).toHaveCount(1);
      await expect(page.getByRole('radio', { name: `${a(lang, 'list.all')} (1)` })).toBeChecked();

      // The course pages fit a phone too.
      for (const path of [
        `/coordinator/course-details/${taken.id}`,
        `/coordinator/upload-materials/${taken.id}`,
        `/coordinator/publish-Course/${taken.id}`,
      ]) {
        await page.goto(path);
        await expect(h1(page)).toHaveText(taken.title);
        await expect(page.getByRole('navigation', { name: a(lang, 'steps.label') })).toBeVisible();
        await expectNoOverflow(page);
        await expectNoSeriousAxeViolations(page);
      }
      await expect(page.getByRole('button', { name: a(lang, 'actions.publishAgain') })).toBeEnabled();
    });
  });
}
