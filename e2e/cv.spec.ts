import { wordsOf } from '@talentpath/contracts/cv-words';
import { demo } from './support/accounts.ts';
import { expect, expectNoSeriousAxeViolations, settleAfterResize, signInByApi, test } from './support/fixtures.ts';
import { tr } from './support/i18n.ts';
import { downloaded, pdfText } from './support/downloads.ts';

// The CV (issue 24), in both languages: the demo learner opens /cv, leaves out the completed courses, sees the
// preview follow, and downloads the PDF (its text read back) and the JSON Resume; the page passes axe, also at
// 375 px, and prints only the CV.

for (const lang of ['en', 'no'] as const)
  test(`a learner makes their CV, leaves out a section and downloads it as PDF and JSON Resume (${lang})`, async ({
    page,
  }) => {
    const c = (key: string) => tr(lang, `cv:${key}`);
    const words = wordsOf(lang);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signInByApi(page, lang, demo.learner.email, { path: '/cv' });
    await expect(page.getByRole('heading', { level: 1, name: c('page.title') })).toBeVisible();
    const preview = page.getByRole('article', { name: c('preview.label') });
    await expect(preview.getByRole('heading', { name: demo.learner.name })).toBeVisible();
    await expect(preview.getByRole('heading', { name: words.courses })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('checkbox', { name: c('sections.courses') }).uncheck();
    await expect(preview.getByRole('heading', { name: words.courses })).toHaveCount(0);
    await expect(preview.getByRole('heading', { name: words.skills })).toBeVisible();

    const pdf = await downloaded(page, c('download.pdf'));
    expect(pdf.name).toMatch(/^cv-leah-okafor-\d{4}-\d{2}-\d{2}\.pdf$/);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain(demo.learner.name);
    expect(text).toContain(words.skills.toUpperCase());
    expect(text).not.toContain(words.courses.toUpperCase());

    const json = await downloaded(page, c('download.json'));
    expect(json.name).toMatch(/^cv-leah-okafor-\d{4}-\d{2}-\d{2}\.json$/);
    const resume = JSON.parse(new TextDecoder().decode(json.bytes)) as {
      basics: { name: string; email: string };
      certificates: unknown[];
      skills: unknown[];
    };
    expect(resume.basics).toMatchObject({ name: demo.learner.name, email: demo.learner.email });
    expect(resume.certificates).toEqual([]);
    expect(resume.skills.length).toBeGreaterThan(0);

    // Printed: only the CV.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: c('download.pdf') })).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(preview).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // Anonymised at 375 px: no name in the preview.
    await page.setViewportSize({ width: 375, height: 800 });
    await settleAfterResize(page);
    await page.getByRole('switch', { name: new RegExp(c('choices.anonymous')) }).check();
    await expect(preview.getByRole('heading', { name: words.candidate })).toBeVisible();
    await expect(preview.getByText(demo.learner.name)).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });
