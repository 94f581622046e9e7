import { demo, fixtures } from './support/accounts.ts';
import { apiAs } from './support/api-as.ts';
import { expect, expectNoSeriousAxeViolations, signInByApi, test, type Lang } from './support/fixtures.ts';
import { tr } from './support/i18n.ts';

// Where learning meets staffing (issue 24), in both languages (the journey per language): a coordinator
// says in the screens what their course grants; a learner completes the course; the project manager staffing a
// project that needs the technology finds the learner ranked with the skill verified, and the learner's profile
// says by which course.

const WIDE = { width: 1440, height: 900 };
const LEARNERS: Record<Lang, { email: string; name: string }> = {
  en: fixtures.skillsLearnerEn,
  no: fixtures.skillsLearnerNo,
};
const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const a = (lang: Lang, key: string, vars: Record<string, string> = {}) => tr(lang, `course-authoring:${key}`, vars);
const w = (lang: Lang, key: string, vars: Record<string, string> = {}) => tr(lang, `workforce:${key}`, vars);

type Named = { id: string; name: string };

/** A published course of one lesson with a text, teaching a technology of its own (unique: the ranking is clean). */
async function publishedCourse(lang: Lang) {
  const pm = await apiAs(demo.pm.email);
  const technology = await pm<Named>('POST', '/technologies', { name: unique(lang === 'en' ? 'Elixir' : 'Gleam') });
  const coordinator = await apiAs(fixtures.skillsCoordinator.email);
  const categories = await coordinator<{ items: Named[] }>('GET', '/course-categories?status=active&pageSize=100');
  const title = unique(lang === 'en' ? 'Functional services' : 'Funksjonelle tjenester');
  const course = await coordinator<{ id: string }>('POST', '/courses', {
    title,
    description: lang === 'en' ? 'Services that keep running.' : 'Tjenester som holder seg oppe.',
    estimatedTime: 30,
    categoryId: categories.items[0]!.id,
    technologyIds: [technology.id],
  });
  const lesson = await coordinator<{ id: string }>('POST', `/courses/${course.id}/lessons`, {
    title: lang === 'en' ? 'Processes' : 'Prosesser',
  });
  await coordinator('POST', `/lessons/${lesson.id}/materials`, {
    kind: 'text',
    title: lang === 'en' ? 'Let it crash' : 'La det krasje',
    body: '<p>Supervisors restart what fails.</p>',
  });
  await coordinator('POST', `/courses/${course.id}/publish`);
  return { id: course.id, title, lessonId: lesson.id, technology };
}

for (const lang of ['en', 'no'] as const) {
  test(`a course grants a skill; the learner who completes it is ranked verified for a project that needs it (${lang})`, async ({
    page,
  }) => {
    const course = await publishedCourse(lang);
    const learner = LEARNERS[lang];

    // The coordinator: the course's details, the skill it grants, saved.
    await page.setViewportSize(WIDE);
    await signInByApi(page, lang, fixtures.skillsCoordinator.email, {
      path: `/coordinator/course-details/${course.id}`,
    });
    const section = page.getByRole('region', { name: a(lang, 'outcomes.title') });
    await expect(section.getByText(a(lang, 'outcomes.none'))).toBeVisible();
    await section.getByRole('button', { name: a(lang, 'outcomes.add') }).click();
    // Chosen by keyboard: a click on the option failed once on a loaded machine, when the page moved the field below
    // the window's edge after it was filled and the list (which hides with a field out of view) could not be clicked.
    const technology = section.getByRole('combobox', { name: a(lang, 'outcomes.technology', { n: '1' }) });
    await technology.fill(course.technology.name);
    await expect(page.getByRole('option', { name: course.technology.name })).toBeAttached();
    await technology.press('ArrowDown');
    await technology.press('Enter');
    await expect(technology).toHaveValue(course.technology.name);
    await section.getByRole('combobox', { name: a(lang, 'outcomes.level') }).click();
    await page.getByRole('option', { name: a(lang, 'outcomes.levels.4') }).click();
    await expectNoSeriousAxeViolations(page);
    await section.getByRole('button', { name: a(lang, 'outcomes.save') }).click();
    await expect(page.getByText(a(lang, 'outcomes.saved'))).toBeVisible();

    // The learner completes the course (the player is journeyed in learning-journey.spec.ts).
    const asLearner = await apiAs(learner.email);
    await asLearner('POST', `/courses/${course.id}/enrol`);
    await asLearner('POST', `/lessons/${course.lessonId}/complete`);

    // The project manager: a project needing the technology, ranked by match — the learner first, verified.
    const pm = await apiAs(demo.pm.email);
    const project = await pm<Named>('POST', '/projects', {
      name: unique(lang === 'en' ? 'Payments rewrite' : 'Ny betalingsløsning'),
      status: 'planned',
      startDate: day(7),
      deadline: day(60),
      technologyIds: [course.technology.id],
    });
    await signInByApi(page, lang, demo.pm.email, {
      path: `/project-manager/employee-assign?projectId=${project.id}`,
    });
    const matching = page.getByRole('switch', { name: w(lang, 'assign.matchTechnologies') });
    await matching.click({ force: true });
    await expect(matching).toBeChecked();
    const card = page.getByRole('listitem').filter({ hasText: learner.name });
    // The claim is written by a job after the completion: the list shows it once the job has run.
    await expect(async () => {
      await page.getByLabel(w(lang, 'assign.searchEmployees')).fill(learner.name);
      await expect(card.getByText(w(lang, 'skill.verified', { name: course.technology.name, level: '4' }))).toBeVisible(
        {
          timeout: 2_000,
        },
      );
    }).toPass({ timeout: 60_000 });
    // The project's skill gaps: nobody on the team has it yet, one person could be staffed with it, and the course.
    const gaps = page.getByRole('region', { name: w(lang, 'gaps.title') });
    await expect(gaps).toContainText(w(lang, 'gaps.team_one', { name: course.technology.name, count: '1' }));
    await expect(gaps).toContainText(w(lang, 'gaps.course', { title: course.title, level: '4' }));
    await expectNoSeriousAxeViolations(page);

    // The learner's profile from the card: the level, and where it comes from — the course, by its title.
    await card.getByRole('link', { name: w(lang, 'skill.profile', { name: learner.name }) }).click();
    await expect(page).toHaveURL(/\/learner\/profile\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: learner.name })).toBeVisible();
    const skill = page.getByRole('listitem').filter({ hasText: course.technology.name });
    await expect(skill).toContainText(tr(lang, 'talent:verified'));
    await expect(skill).toContainText(
      tr(lang, 'talent:from.course-completed', { label: course.title, date: '' }).replace(/,\s*$/, ''),
    );
    await expectNoSeriousAxeViolations(page);
    // The project manager rates it lower, with a note: the course's evidence still decides the level.
    await skill
      .getByRole('button', { name: tr(lang, 'talent:actions.rateLabel', { skill: course.technology.name }) })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: /^2 / }).check();
    await dialog
      .getByRole('textbox')
      .fill(lang === 'en' ? 'New to it on our projects' : 'Ny på dette i prosjektene våre');
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: tr(lang, 'talent:rate.submit') }).click();
    await expect(dialog).toBeHidden();
    await expect(skill).toContainText(
      tr(lang, 'talent:from.course-completed', { label: course.title, date: '' }).replace(/,\s*$/, ''),
    );

    // The learner finds the same on their own profile, from the user menu.
    await signInByApi(page, lang, learner.email);
    await page.getByRole('button', { name: tr(lang, 'common:userMenu.label', { name: learner.name }) }).click();
    await page.getByRole('menuitem', { name: tr(lang, 'common:userMenu.profile') }).click();
    await expect(page).toHaveURL(/\/learner\/profile$/);
    await expect(page.getByRole('listitem').filter({ hasText: course.technology.name })).toContainText(
      tr(lang, 'talent:verified'),
    );
  });
}
