import { demo, fixtures } from './support/accounts.ts';
import { apiAs } from './support/api-as.ts';
import { expect, expectNoSeriousAxeViolations, signInByApi, test, type Lang } from './support/fixtures.ts';
import { tr } from './support/i18n.ts';
import { journeyLanguages } from './support/languages.ts';

// Closing a skill gap by learning (issue 24), in Norwegian (both with E2E_LANGUAGES=all; ADR 0041): the project's manager finds a course that grants a
// technology the team lacks, recommends it to a team member from the screen, and the member finds it on their
// dashboard, for that project, from that manager, and in their notifications.

const WIDE = { width: 1440, height: 900 };
const MEMBERS: Record<Lang, { email: string; name: string }> = {
  en: fixtures.recommendedEn,
  no: fixtures.recommendedNo,
};
const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const w = (lang: Lang, key: string, vars: Record<string, string> = {}) => tr(lang, `workforce:${key}`, vars);

type Named = { id: string; name: string };

/** A project of the demo manager's with the member on its team, needing a technology a published course grants. */
async function gap(lang: Lang, memberEmail: string) {
  const pm = await apiAs(demo.pm.email);
  const technology = await pm<Named>('POST', '/technologies', { name: unique(lang === 'en' ? 'Rust' : 'Zig') });
  const coordinator = await apiAs(fixtures.skillsCoordinator.email);
  const categories = await coordinator<{ items: Named[] }>('GET', '/course-categories?status=active&pageSize=100');
  const title = unique(lang === 'en' ? 'Systems programming' : 'Systemprogrammering');
  const course = await coordinator<{ id: string }>('POST', '/courses', {
    title,
    description: lang === 'en' ? 'Memory without fear.' : 'Minne uten frykt.',
    estimatedTime: 45,
    categoryId: categories.items[0]!.id,
    technologyIds: [technology.id],
  });
  const lesson = await coordinator<{ id: string }>('POST', `/courses/${course.id}/lessons`, { title: 'Ownership' });
  await coordinator('POST', `/lessons/${lesson.id}/materials`, { kind: 'text', title: 'Borrowing', body: '<p>Hi</p>' });
  await coordinator('POST', `/courses/${course.id}/publish`);
  await coordinator('PUT', `/courses/${course.id}/outcomes`, { outcomes: [{ technologyId: technology.id, level: 3 }] });
  const role = await pm<Named>('POST', '/project-roles', { name: unique('Engineer') });
  const project = await pm<Named>('POST', '/projects', {
    name: unique(lang === 'en' ? 'Edge gateway' : 'Kantportal'),
    status: 'planned',
    startDate: day(5),
    deadline: day(90),
    technologyIds: [technology.id],
  });
  const member = (
    await pm<{ items: { id: string; email: string }[] }>(
      'GET',
      `/employees?searchTerm=${encodeURIComponent(memberEmail)}&pageSize=5`,
    )
  ).items.find((e) => e.email === memberEmail)!;
  await pm('POST', `/projects/${project.id}/assignments`, { employeeId: member.id, roleId: role.id, workload: 20 });
  return { course: { id: course.id, title }, project, technology };
}

for (const lang of journeyLanguages()) {
  test(`a project manager recommends a gap's course to a team member, who finds it on their dashboard (${lang})`, async ({
    page,
  }) => {
    const member = MEMBERS[lang];
    const { course, project } = await gap(lang, member.email);

    await page.setViewportSize(WIDE);
    await signInByApi(page, lang, demo.pm.email, { path: `/project-manager/employee-assign?projectId=${project.id}` });
    const gaps = page.getByRole('region', { name: w(lang, 'gaps.title') });
    await gaps.getByRole('button', { name: w(lang, 'recommend.open', { title: course.title }) }).click();
    const dialog = page.getByRole('dialog', { name: w(lang, 'recommend.title', { title: course.title }) });
    await dialog.getByRole('button', { name: w(lang, 'recommend.submit') }).click();
    await expect(dialog.getByText(w(lang, 'recommend.choose'))).toBeVisible();
    await dialog.getByRole('combobox', { name: w(lang, 'recommend.people') }).click();
    await page.getByRole('option', { name: member.name }).click();
    await page.keyboard.press('Escape'); // closes the list, not the dialog
    await expect(dialog).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: w(lang, 'recommend.submit') }).click();
    await expect(page.getByText(w(lang, 'recommend.told_one', { title: course.title, count: '1' }))).toBeVisible();
    await expect(dialog).toBeHidden();

    // The member: their dashboard lists it for the project, from the manager; the course preview is a click away.
    await signInByApi(page, lang, member.email, { path: '/learner/dashboard' });
    const recommended = page.getByRole('region', { name: tr(lang, 'learning:dashboard.recommended') });
    const item = recommended.getByRole('listitem').filter({ hasText: course.title });
    await expect(item).toContainText(
      tr(lang, 'learning:dashboard.recommendedBy', { project: project.name, name: demo.pm.name }),
    );
    await expectNoSeriousAxeViolations(page);
    await item.getByRole('link', { name: course.title }).click();
    await expect(page).toHaveURL(new RegExp(`/learner/course-preview/${course.id}$`));
    // And they were told (the notification is written by a job after the recommendation).
    await expect(async () => {
      await page.goto('/learner/notifications');
      await expect(
        page.getByText(
          tr(lang, 'notifications:types.course-recommended.text', {
            manager: demo.pm.name,
            course: course.title,
            project: project.name,
          }),
        ),
      ).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  });
}
