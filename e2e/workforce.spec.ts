import type { Locator, Page } from '@playwright/test';
import { demo } from './support/accounts.ts';
import { expect, expectNoSeriousAxeViolations, signInByApi, test, type Lang } from './support/fixtures.ts';
import { journeyLanguages } from './support/languages.ts';
import { typeDay, typedDay } from './support/dates.ts';
import { exact, tr } from './support/i18n.ts';

// Workforce planning (issue 10): projects, roles, staffing with the spec's warnings, suggest a team, capacity, the
// dashboard and the learner's projects. Each language works on projects and people of its own, so the two runs
// never staff the same person past what the other expects.

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 800 };
const PEOPLE: Record<Lang, string> = { en: 'Aisha Bello', no: 'Chiara Romano' };
const FULL = 'Priya Sharma'; // 100% on the data platform migration for months (demo data)
const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const w = (lang: Lang, key: string, vars: Record<string, string> = {}) => tr(lang, `workforce:${key}`, vars);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function signIn(page: Page, lang: Lang, email: string, home: RegExp) {
  await page.setViewportSize(WIDE);
  await signInByApi(page, lang, email);
  await expect(page).toHaveURL(home);
}

/** A call to the API as the signed-in user, with the tokens the app stored. */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/api${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${localStorage.getItem('access_token')}`,
          'X-Active-Role': localStorage.getItem('current_role') ?? '',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res.status === 204 ? null : res.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

type Named = { id: string; name: string };

/** The texts among these labels that do not fit their box (cut, with an ellipsis). */
const cutLabels = (labels: Locator) =>
  labels.evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent));
const roleNamed = async (page: Page, name: string) =>
  (await api<{ items: Named[] }>(page, 'GET', `/project-roles?searchTerm=${encodeURIComponent(name)}`)).items.find(
    (r) => r.name === name,
  )!;

for (const lang of journeyLanguages()) {
  test.describe(`workforce planning (${lang})`, () => {
    test('a project manager creates a project: each of the spec’s messages first, then the project in the list', async ({
      page,
    }) => {
      await signIn(page, lang, demo.pm.email, /\/project-manager\/dashboard$/);
      await page.goto('/project-manager/project-cruds');
      await expect(page.getByRole('heading', { level: 1, name: w(lang, 'projects.title') })).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      await page
        .getByRole('button', { name: w(lang, 'projects.add') })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: w(lang, 'projects.form.createTitle') });
      await dialog.getByRole('button', { name: w(lang, 'projects.form.create') }).click();
      for (const message of ['nameRequired', 'startDateRequired', 'deadlineRequired'])
        await expect(dialog.getByText(tr(lang, `validation:project.${message}`))).toBeVisible();
      const name = unique(lang === 'en' ? 'Website refresh' : 'Nettsideløft');
      await dialog.getByLabel(w(lang, 'projects.form.name')).fill(name);
      // Days are typed and shown as the page's language writes them (dd.mm.yyyy in Norwegian), not the browser's.
      const startDate = dialog.getByLabel(w(lang, 'projects.form.startDate'));
      const deadline = dialog.getByLabel(w(lang, 'projects.form.deadline'));
      await typeDay(startDate, lang, day(10));
      await typeDay(deadline, lang, day(5));
      await expect(startDate).toHaveValue(typedDay(lang, day(10)));
      if (lang === 'no') await expect(startDate).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/);
      await dialog.getByRole('button', { name: w(lang, 'projects.form.create') }).click();
      const afterStart = dialog.getByText(tr(lang, 'validation:project.deadlineAfterStart'));
      await expect(afterStart).toBeVisible();
      // Set right by moving the start date back: the message goes at once.
      await typeDay(startDate, lang, day(1));
      await expect(afterStart).toHaveCount(0);
      await typeDay(deadline, lang, day(60));
      await dialog.getByRole('button', { name: w(lang, 'projects.form.addRole') }).click();
      await dialog
        .getByLabel(w(lang, 'projects.form.role', { n: '1' }))
        .first()
        .click();
      await page.getByRole('option', { name: 'Developer', exact: true }).click();
      await expectNoSeriousAxeViolations(page);
      await dialog.getByRole('button', { name: w(lang, 'projects.form.create') }).click();
      await expect(dialog).toBeHidden();
      const row = page.getByRole('row').filter({ hasText: name });
      await expect(row).toContainText(w(lang, 'status.planned'));

      // Edit it: the status offers only the moves allowed from planned.
      await row.getByRole('button', { name: w(lang, 'projects.actionsFor', { name }) }).click();
      await page.getByRole('menuitem', { name: w(lang, 'edit') }).click();
      const edit = page.getByRole('dialog', { name: w(lang, 'projects.form.editTitle') });
      await expect(edit.getByLabel(w(lang, 'projects.form.startDate'))).toHaveValue(typedDay(lang, day(1)));
      await expect(edit.getByLabel(w(lang, 'projects.form.deadline'))).toHaveValue(typedDay(lang, day(60)));
      await edit.getByLabel(w(lang, 'projects.form.status')).first().click();
      await expect(page.getByRole('option', { name: w(lang, 'status.completed') })).toHaveCount(0);
      await page.getByRole('option', { name: w(lang, 'status.in-progress') }).click();
      await edit.getByRole('button', { name: w(lang, 'save') }).click();
      await expect(edit).toBeHidden();
      await expect(row).toContainText(w(lang, 'status.in-progress'));

      // And delete it.
      await row.getByRole('button', { name: w(lang, 'projects.actionsFor', { name }) }).click();
      await page.getByRole('menuitem', { name: w(lang, 'delete') }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: w(lang, 'delete') })
        .click();
      await expect(row).toHaveCount(0);
    });

    test('staffing through the dialog, with each warning of the spec, and the filters', async ({ page }) => {
      await signIn(page, lang, demo.pm.email, /\/project-manager\/dashboard$/);
      const developer = await roleNamed(page, 'Developer');
      const project = await api<Named>(page, 'POST', '/projects', {
        name: unique('Staffing'),
        startDate: day(1),
        deadline: day(40),
        roles: [{ roleId: developer.id, count: 2 }],
      });
      await page.goto('/project-manager/employee-assign');
      await expect(page.getByRole('heading', { level: 1, name: w(lang, 'assign.pageTitle') })).toBeVisible();
      const person = PEOPLE[lang];
      const search = page.getByLabel(w(lang, 'assign.searchEmployees'));
      await search.fill(person);
      const card = page.getByRole('listitem').filter({ hasText: person });
      await expect(card).toHaveCount(1);
      // No project yet: the spec's warning.
      await card.getByRole('button', { name: w(lang, 'assign.assignLabel', { name: person }) }).click();
      await expect(
        page.getByText(w(lang, 'messages.Please select a project first before selecting employees')).first(),
      ).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      // Select the project (as the projects page links here).
      await page.goto(`/project-manager/employee-assign?projectId=${project.id}`);
      await expect(
        page.getByRole('region', { name: w(lang, 'assign.selected', { name: project.name }) }),
      ).toBeVisible();
      // Match technologies and the custom filter block each other.
      const technologies = page.getByLabel(w(lang, 'assign.technologies'), { exact: true }).first();
      await page.getByRole('switch', { name: w(lang, 'assign.matchTechnologies') }).click({ force: true });
      await expect(technologies).toBeDisabled();
      await page.getByRole('switch', { name: w(lang, 'assign.matchTechnologies') }).click({ force: true });
      await expect(technologies).toBeEnabled();
      // Availability: the full one is listed only under fully allocated.
      await search.fill(FULL);
      await expect(page.getByRole('listitem').filter({ hasText: FULL })).toHaveCount(1);
      await page.getByLabel(w(lang, 'assign.availability')).first().click();
      await page.getByRole('option', { name: w(lang, 'assign.availableOnly') }).click();
      await expect(page.getByText(w(lang, 'messages.No matching employees found'))).toBeVisible();
      await page.getByLabel(w(lang, 'assign.availability')).first().click();
      await page.getByRole('option', { name: w(lang, 'assign.fullyAllocated'), exact: true }).click();
      const full = page.getByRole('listitem').filter({ hasText: FULL });
      await expect(full).toHaveCount(1);
      // Over 100%: the dialog warns and will not send it. Opened and closed by keyboard: Escape gives focus back
      // to the Assign button.
      const assignFull = full.getByRole('button', { name: w(lang, 'assign.assignLabel', { name: FULL }) });
      await assignFull.focus();
      await page.keyboard.press('Enter');
      let dialog = page.getByRole('dialog', { name: w(lang, 'assign.title', { name: FULL }) });
      await expect(dialog.getByText(w(lang, 'messages.Workload exceeds 100%!'))).toBeVisible();
      await expect(dialog.getByRole('button', { name: w(lang, 'assign.submit') })).toBeDisabled();
      await expectNoSeriousAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(assignFull).toBeFocused();

      // Assign someone free, then try the same role again: the duplicate warning.
      await page.getByLabel(w(lang, 'assign.availability')).first().click();
      await page
        .getByRole('option', { name: w(lang, 'filter.all'), exact: true })
        .filter({ visible: true })
        .click();
      await search.fill(person);
      await card.getByRole('button', { name: w(lang, 'assign.assignLabel', { name: person }) }).click();
      dialog = page.getByRole('dialog', { name: w(lang, 'assign.title', { name: person }) });
      await dialog.getByRole('textbox', { name: w(lang, 'assign.workload') }).fill('40');
      await dialog.getByRole('button', { name: w(lang, 'assign.submit') }).click();
      await expect(dialog).toBeHidden();
      const team = page.getByRole('region', { name: w(lang, 'assign.selected', { name: project.name }) });
      await expect(team).toContainText(person);
      await expect(card).toContainText('40%');
      await card.getByRole('button', { name: w(lang, 'assign.assignLabel', { name: person }) }).click();
      dialog = page.getByRole('dialog', { name: w(lang, 'assign.title', { name: person }) });
      // The only role is the one they hold: the dialog opens on none, and warns only once it is picked.
      await expect(dialog.getByRole('textbox', { name: w(lang, 'assign.workload') })).toBeVisible();
      await expect(dialog.getByLabel(w(lang, 'assign.role')).first()).toHaveValue('');
      await expect(
        dialog.getByText(w(lang, 'messages.This employee already has this role on this project')),
      ).toHaveCount(0);
      await dialog.getByLabel(w(lang, 'assign.role')).first().click();
      await page.getByRole('option', { name: /^Developer/ }).click();
      await expect(
        dialog.getByText(w(lang, 'messages.This employee already has this role on this project')),
      ).toBeVisible();
      await dialog.getByRole('button', { name: w(lang, 'cancel') }).click();

      // Remove the assignment again from the team panel.
      await team
        .getByRole('button', { name: w(lang, 'projects.removeFromTeam', { name: person, role: 'Developer' }) })
        .click();
      await expect(team).not.toContainText(person);
      await api(page, 'DELETE', `/projects/${project.id}`);
    });

    test('suggest a team proposes people for the open slots, and accepting assigns them', async ({ page }) => {
      await signIn(page, lang, demo.pm.email, /\/project-manager\/dashboard$/);
      const tester = await roleNamed(page, 'Tester');
      const techs = (await api<{ items: Named[] }>(page, 'GET', '/technologies?searchTerm=Playwright')).items;
      const project = await api<Named>(page, 'POST', '/projects', {
        name: unique('Suggest'),
        startDate: day(200),
        deadline: day(230),
        technologyIds: techs.map((x) => x.id),
        roles: [{ roleId: tester.id, count: 1 }],
      });
      await page.goto(`/project-manager/employee-assign?projectId=${project.id}`);
      await page.getByRole('button', { name: w(lang, 'suggest.button') }).click();
      const dialog = page.getByRole('dialog', { name: w(lang, 'suggest.title', { name: project.name }) });
      await dialog.getByRole('textbox', { name: w(lang, 'suggest.workload') }).fill('30');
      await expect(dialog.getByText(w(lang, 'suggest.summary', { filled: '1', open: '1' }))).toBeVisible();
      const slot = dialog.getByLabel(w(lang, 'suggest.slot', { role: 'Tester', n: '1' })).first();
      const proposed = (await slot.inputValue()).split(' · ')[0]!;
      expect(proposed.length).toBeGreaterThan(0);
      await expectNoSeriousAxeViolations(page);
      await dialog.getByRole('button', { name: /^(Accept|Godta)/ }).click();
      await expect(dialog).toBeHidden();
      await expect(
        page.getByRole('region', { name: w(lang, 'assign.selected', { name: project.name }) }),
      ).toContainText(proposed);
      await api(page, 'DELETE', `/projects/${project.id}`);
    });

    test('at 375 px the Assign buttons and status badges show whole, and a wide table shows that it scrolls', async ({
      page,
    }) => {
      await signIn(page, lang, demo.pm.email, /\/project-manager\/dashboard$/);
      await page.setViewportSize(PHONE);
      await page.goto('/project-manager/employee-assign');
      await expect(page.getByRole('heading', { level: 1, name: w(lang, 'assign.pageTitle') })).toBeVisible();
      const person = PEOPLE[lang];
      await page.getByLabel(w(lang, 'assign.searchEmployees')).fill(person);
      const card = page.getByRole('listitem').filter({ hasText: person });
      await expect(card).toHaveCount(1);
      const assign = card.getByRole('button', { name: w(lang, 'assign.assignLabel', { name: person }) });
      const box = (await assign.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      // Whole words: a button or badge that is squeezed cuts its label (Norwegian 'Tildel' showed as 'Tilde').
      expect(await cutLabels(assign.locator('.mantine-Button-label'))).toEqual([]);
      await expect(page.locator('button[aria-pressed] .mantine-Badge-label').first()).toBeVisible();
      expect(await cutLabels(page.locator('.mantine-Badge-label'))).toEqual([]);
      await expectNoSeriousAxeViolations(page);

      // The projects table is wider than the phone: a named region to scroll by keyboard, a shadow at the edge
      // with more behind it, and the page itself never scrolls sideways.
      await page.goto('/project-manager/project-cruds');
      const table = page.getByRole('region', { name: w(lang, 'projects.title') });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      expect(await cutLabels(page.locator('.mantine-Badge-label'))).toEqual([]);
      const frame = table.locator('xpath=..');
      await expect(frame).toHaveAttribute('data-more-end', 'true');
      await expect(frame).not.toHaveAttribute('data-more-start', 'true');
      expect(await frame.evaluate((el) => getComputedStyle(el, '::after').opacity)).toBe('1');
      await table.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => table.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      await expect(frame).toHaveAttribute('data-more-start', 'true');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await expectNoSeriousAxeViolations(page);
    });

    test('the dashboard: figures from the API, the error state with Try Again; capacity filtered by technology', async ({
      page,
    }) => {
      await signIn(page, lang, demo.pm.email, /\/project-manager\/dashboard$/);
      // The figures the page was given, read from its own response: journeys beside this one add projects and
      // people, so a figure asked for separately may already differ from the one the page shows.
      type Figures = { projects: { total: number }; employees: { total: number } };
      const figures = async (act: () => Promise<unknown>) => {
        const response = page.waitForResponse(
          (r) => new URL(r.url()).pathname === '/api/project-manager/dashboard' && r.ok(),
        );
        await act();
        return (await (await response).json()) as Figures;
      };
      const d = await figures(() => page.reload());
      await expect(page.getByText(String(d.employees.total), { exact: true })).toBeVisible();
      // The overdue demo project (its notification among the recent ones links there too).
      await expect(page.getByRole('link', { name: 'Billing API hardening', exact: true })).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      await page.route('**/api/project-manager/dashboard', (route) =>
        route.fulfill({ status: 500, body: '{"code":"INTERNAL","message":"x"}' }),
      );
      await page.reload();
      await expect(page.getByText(w(lang, 'dashboard.errorTitle'))).toBeVisible();
      await page.unroute('**/api/project-manager/dashboard');
      const again = await figures(() => page.getByRole('button', { name: w(lang, 'dashboard.tryAgain') }).click());
      await expect(page.getByText(w(lang, 'dashboard.errorTitle'))).toBeHidden();
      await expect(page.getByText(String(again.projects.total), { exact: true }).first()).toBeVisible();

      await page.goto('/project-manager/capacity');
      const table = page.getByRole('table');
      // Searched for, not found on page one: other journeys add people whose names sort before hers.
      await page.getByLabel(w(lang, 'assign.searchEmployees')).fill(FULL);
      await expect(table.getByRole('rowheader', { name: FULL })).toBeVisible();
      await page.getByLabel(w(lang, 'capacity.technologies')).first().click();
      await page.getByRole('option', { name: 'Figma', exact: true }).click();
      await expect(table.getByRole('rowheader', { name: FULL })).toHaveCount(0);
      await page.getByLabel(w(lang, 'assign.searchEmployees')).fill('Eirik Kristiansen');
      await expect(table.getByRole('rowheader', { name: 'Eirik Kristiansen' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expectNoSeriousAxeViolations(page);
    });

    test('roles: add and delete; a role in use cannot be deleted; technologies show a project manager’s limits', async ({
      page,
    }) => {
      // The roles are a catalogue like technologies and course categories: the same table, menu and dialogs.
      const r = (key: string, vars: Record<string, string> = {}) => tr(lang, `project-roles:${key}`, vars);
      await signIn(page, lang, demo.pm.email, /\/project-manager\/dashboard$/);
      await page.goto('/project-manager/project-cruds/roles');
      await expect(page.getByRole('heading', { level: 1, name: r('title') })).toBeVisible();
      const name = unique(lang === 'en' ? 'Scrum master' : 'Smidig leder');
      await page
        .getByRole('button', { name: exact(r('add')) })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: r('form.addTitle') });
      await dialog.getByRole('button', { name: exact(r('form.add')) }).click();
      await expect(dialog.getByText(tr(lang, 'validation:roleNameRequired'))).toBeVisible();
      await dialog.getByLabel(r('form.name')).fill(name);
      await dialog.getByRole('button', { name: exact(r('form.add')) }).click();
      await expect(dialog).toBeHidden();
      const search = page.getByRole('searchbox', { name: r('search.label') });
      await search.fill(name);
      const row = page.getByRole('row').filter({ hasText: name });
      await expect(row).toBeVisible();
      await expect(page.getByRole('row')).toHaveCount(2);
      await expectNoSeriousAxeViolations(page);
      await row.getByRole('button', { name: r('actions.menu', { name }) }).click();
      await page.getByRole('menuitem', { name: exact(r('actions.delete')) }).click();
      await page
        .getByRole('dialog', { name: r('delete.title') })
        .getByRole('button', { name: exact(r('delete.confirm')) })
        .click();
      await expect(row).toHaveCount(0);
      // A role in use: its menu says why, and offers no delete.
      await search.fill('Developer');
      await page.getByRole('button', { name: r('actions.menu', { name: 'Developer' }), exact: true }).click();
      await expect(page.getByRole('menuitem', { name: exact(r('actions.delete')) })).toBeDisabled();
      await expect(page.getByText(tr(lang, 'errors:PROJECT_ROLE_IN_USE'))).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.keyboard.press('Escape');

      await page.goto('/project-manager/project-cruds/technologies');
      await page.getByLabel(tr(lang, 'technologies:search.label'), { exact: true }).fill('TypeScript');
      await page.getByRole('button', { name: tr(lang, 'technologies:actions.menu', { name: 'TypeScript' }) }).click();
      await expect(page.getByRole('menuitem', { name: exact(tr(lang, 'technologies:actions.rename')) })).toBeDisabled();
      await expect(
        page.getByText(tr(lang, 'errors:TECHNOLOGY_ADMIN_CREATED_NOT_EDITABLE'), { exact: false }),
      ).toBeVisible();
      await page.keyboard.press('Escape');
      await expectNoSeriousAxeViolations(page);
    });

    test('a learner sees their own projects, their role, workload and teammates', async ({ page }) => {
      await signIn(page, lang, demo.learner.email, /\/learner\/dashboard$/);
      await page.goto('/learner/projects');
      await expect(page.getByRole('heading', { level: 1, name: w(lang, 'mine.title') })).toBeVisible();
      const portal = page.getByRole('article', { name: 'Customer portal relaunch' });
      await expect(portal).toContainText('Developer');
      await expect(portal).toContainText('Kari Nordmann');
      await expect(page.getByRole('article', { name: 'Learning paths pilot' })).toContainText('Tester');
      await expectNoSeriousAxeViolations(page);
    });
  });
}
