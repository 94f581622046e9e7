import type { Browser } from '@playwright/test';
import { fixtures } from './support/accounts.ts';
import { apiAs } from './support/api-as.ts';
import { publishedCourse } from './support/courses.ts';
import {
  type Lang,
  expect,
  expectNoSeriousAxeViolations,
  openLanding,
  settleAfterResize,
  signInByApi,
  test,
} from './support/fixtures.ts';
import { tr } from './support/i18n.ts';
import { downloaded, pdfText } from './support/downloads.ts';
import { journeyLanguages } from './support/languages.ts';

// Certificates (issue 25), in both languages: a learner completes a course and finds its certificate, opens it and
// downloads the PDF (its text read back); a visitor who is signed in nowhere verifies it by its code; the course's
// coordinator revokes it with a reason, and the verification then says it is revoked, and why.

const LEARNERS: Record<Lang, { email: string; name: string }> = {
  en: fixtures.certifiedEn,
  no: fixtures.certifiedNo,
};
const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const c = (lang: Lang, key: string, vars: Record<string, string> = {}) => tr(lang, `certificates:${key}`, vars);

/** A published course of one lesson with a text, owned by the journey's coordinator. */
const certifyingCourse = (lang: Lang) =>
  publishedCourse(
    fixtures.certifyingCoordinator.email,
    lang === 'en'
      ? {
          title: unique('Safe data handling'),
          description: 'Personal data, kept safe.',
          lesson: 'What counts as personal data',
          material: 'Names, numbers, places',
          body: '<p>Anything that points at a person.</p>',
        }
      : {
          title: unique('Trygg databehandling'),
          description: 'Personopplysninger, trygt tatt vare på.',
          lesson: 'Hva er personopplysninger',
          material: 'Navn, numre, steder',
          body: '<p>Anything that points at a person.</p>',
        },
  );

/** A visitor signed in nowhere (a browser context of its own) opens the verification page of a code. */
async function verifyAsVisitor(browser: Browser, lang: Lang, code: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openLanding(page, lang, `/verify/${code}`);
  return { page, close: () => context.close() };
}

for (const lang of ['en', 'no'] as const)
  test(`a completed course's certificate: found, downloaded, verified by a visitor, revoked with a reason (${lang})`, async ({
    page,
    browser,
  }) => {
    const course = await certifyingCourse(lang);
    const learner = LEARNERS[lang];
    // The learner completes the course (the player is journeyed in learning-journey.spec.ts).
    const asLearner = await apiAs(learner.email);
    await asLearner('POST', `/courses/${course.id}/enrol`);
    await asLearner('POST', `/lessons/${course.lessonId}/complete`);

    // Their certificates: the new one, valid (issued by a job after the completion: it shows once the job ran).
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInByApi(page, lang, learner.email, { path: '/learner/certificate' });
    await expect(page.getByRole('heading', { level: 1, name: c(lang, 'list.title') })).toBeVisible();
    const card = page.getByRole('article', { name: course.title });
    await expect(async () => {
      await page.reload();
      await expect(card).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(card.getByText(c(lang, 'status.valid'))).toBeVisible();
    await expect(card.getByText(c(lang, 'dates.noExpiry'))).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // The certificate itself, and its PDF.
    await card.getByRole('link', { name: `${c(lang, 'actions.open')}: ${course.title}` }).click();
    await expect(page).toHaveURL(/\/learner\/certificate\/[0-9a-f-]{36}$/);
    const sheet = page.getByRole('region', { name: c(lang, 'sheet.title') });
    await expect(sheet.getByText(learner.name)).toBeVisible();
    await expect(sheet.getByText(course.title)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    const pdf = await downloaded(page, c(lang, 'actions.download'));
    const { items } = await asLearner<{ items: { code: string; course: { id: string } }[] }>(
      'GET',
      '/learner/certificates',
    );
    const code = items.find((i) => i.course.id === course.id)!.code;
    expect(pdf.name).toBe(`certificate-${code}.pdf`);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain(learner.name);
    expect(text).toContain(course.title);
    expect(text).toContain(code);
    expect(text).toContain(lang === 'en' ? 'CERTIFICATE OF COMPLETION' : 'KURSBEVIS');
    await expect(sheet.getByText(code, { exact: true })).toBeVisible();

    // A visitor signed in nowhere verifies it by its code, typed loosely — also at 375 px.
    const visitor = await verifyAsVisitor(browser, lang, code.toLowerCase().replaceAll('-', ' '));
    await expect(visitor.page).toHaveURL(new RegExp(`/verify/${code}$`));
    await expect(visitor.page.getByRole('heading', { level: 2, name: c(lang, 'verify.valid') })).toBeVisible();
    await expect(visitor.page.getByText(learner.name)).toBeVisible();
    await expect(visitor.page.getByText(course.title)).toBeVisible();
    await expectNoSeriousAxeViolations(visitor.page);
    await visitor.page.setViewportSize({ width: 375, height: 800 });
    await settleAfterResize(visitor.page);
    await expectNoSeriousAxeViolations(visitor.page);

    // The course's coordinator revokes it, with a reason.
    const reason = lang === 'en' ? 'The final assignment was copied.' : 'Sluttoppgaven var kopiert.';
    await signInByApi(page, lang, fixtures.certifyingCoordinator.email, {
      path: `/coordinator/course-certificates/${course.id}`,
    });
    const row = page.getByRole('row').filter({ hasText: learner.name });
    await row.getByRole('button', { name: new RegExp(c(lang, 'course.revoke')) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: c(lang, 'revoke.reason') }).fill(reason);
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: c(lang, 'revoke.submit'), exact: true }).click();
    await expect(row.getByText(c(lang, 'status.revoked'), { exact: true })).toBeVisible();

    // The visitor checks again: revoked, and why.
    await visitor.page.reload();
    await expect(visitor.page.getByRole('heading', { level: 2, name: c(lang, 'verify.revoked') })).toBeVisible();
    await expect(visitor.page.getByText(reason)).toBeVisible();
    await visitor.close();
  });

// The renewal is a behaviour journey (ADR 0041): Norwegian, both with E2E_LANGUAGES=all; the first journey above
// runs in both languages, as issue 25 asks.
for (const lang of journeyLanguages())
  test(`a certificate that ends soon, renewed by retaking the course; the visitor follows the renewal (${lang})`, async ({
    page,
    browser,
  }) => {
    const course = await certifyingCourse(lang);
    // Valid for a month: it ends within the 90 days in which it may be renewed, from the day it is issued.
    const coordinator = await apiAs(fixtures.certifyingCoordinator.email);
    await coordinator('PUT', `/courses/${course.id}/certificate-settings`, { validMonths: 1 });
    const learner = LEARNERS[lang];
    const asLearner = await apiAs(learner.email);
    await asLearner('POST', `/courses/${course.id}/enrol`);
    await asLearner('POST', `/lessons/${course.lessonId}/complete`);
    type Listed = { id: string; code: string; course: { id: string }; renews: { id: string } | null };
    const ofCourse = async () =>
      (await asLearner<{ items: Listed[] }>('GET', '/learner/certificates')).items.filter(
        (i) => i.course.id === course.id,
      );
    await expect.poll(async () => (await ofCourse()).length, { timeout: 60_000 }).toBe(1);
    const [old] = await ofCourse();

    // The learner's list offers the renewal; the dialog says what a retake does, and the player opens at the start.
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInByApi(page, lang, learner.email, { path: '/learner/certificate' });
    const card = page.getByRole('article', { name: course.title });
    await card.getByRole('button', { name: `${c(lang, 'actions.renew')}: ${course.title}` }).click();
    const dialog = page.getByRole('dialog', { name: c(lang, 'renew.title', { course: course.title }) });
    await expect(dialog).toContainText(c(lang, 'renew.restart'));
    await expect(dialog).toContainText(c(lang, 'renew.newOne'));
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: c(lang, 'renew.confirm') }).click();
    await expect(page).toHaveURL(new RegExp(`/learner/course-view/${course.id}$`));

    // The course again (the player is journeyed in learning-journey.spec.ts): a new certificate, renewing the old.
    await asLearner('POST', `/lessons/${course.lessonId}/complete`);
    await expect.poll(async () => (await ofCourse()).length, { timeout: 60_000 }).toBe(2);
    const renewal = (await ofCourse()).find((i) => i.renews?.id === old!.id)!;
    await page.goto('/learner/certificate');
    const cards = page.getByRole('article', { name: course.title });
    await expect(cards).toHaveCount(2);
    await expect(page.getByRole('link', { name: new RegExp(old!.code) })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(renewal.code) })).toBeVisible();
    // The old one is renewed: not offered again (the new one, valid a month, is — it too ends within 90 days).
    const renewedCard = cards.filter({ has: page.getByRole('link', { name: new RegExp(renewal.code) }) });
    await expect(renewedCard.getByRole('button', { name: new RegExp(c(lang, 'actions.renew')) })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `${c(lang, 'actions.renew')}: ${course.title}` })).toHaveCount(1);
    await expectNoSeriousAxeViolations(page);

    // A visitor with the old code learns it was renewed, and follows the link to the new one, valid.
    const visitor = await verifyAsVisitor(browser, lang, old!.code);
    await expect(visitor.page.getByRole('heading', { level: 2, name: c(lang, 'verify.valid') })).toBeVisible();
    await visitor.page.getByRole('link', { name: new RegExp(renewal.code) }).click();
    await expect(visitor.page).toHaveURL(new RegExp(`/verify/${renewal.code}$`));
    await expect(visitor.page.getByRole('heading', { level: 2, name: c(lang, 'verify.valid') })).toBeVisible();
    await expect(visitor.page.getByRole('link', { name: new RegExp(old!.code) })).toBeVisible();
    await expectNoSeriousAxeViolations(visitor.page);
    await visitor.close();
  });
