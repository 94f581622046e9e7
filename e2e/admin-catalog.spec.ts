import type { Page } from '@playwright/test';
import { demo } from './support/accounts.ts';
import {
  expect,
  expectNoSeriousAxeViolations,
  openLanding,
  signInThroughModal,
  signInByApi,
  test,
  type Lang,
} from './support/fixtures.ts';
import { journeyLanguages } from './support/languages.ts';
import { exact, tr } from './support/i18n.ts';

const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 375, height: 812 };

async function signInAsAdmin(page: Page, lang: Lang, viewport = WIDE) {
  await page.setViewportSize(viewport);
  await signInByApi(page, lang, demo.admin.email);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** A GET as the signed-in admin, with the tokens the app stored. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const res = await fetch(`/api${p}`, {
      headers: {
        Authorization: `Bearer ${localStorage.getItem('access_token')}`,
        'X-Active-Role': localStorage.getItem('current_role') ?? '',
      },
    });
    return res.json();
  }, path);
}

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function openRowAction(page: Page, lang: Lang, ns: string, name: string, action: string) {
  await page.getByRole('button', { name: tr(lang, `${ns}:actions.menu`, { name }) }).click();
  await page.getByRole('menuitem', { name: exact(tr(lang, `${ns}:actions.${action}`)) }).click();
}

type Counts = {
  courseCategories: { total: number; active: number };
  users: { total: number; active: number };
  technologies: { total: number; active: number };
  contactMessages: { unread: number };
};

for (const lang of journeyLanguages()) {
  test.describe(`admin catalog (${lang})`, () => {
    test('the dashboard shows the counts the API gives, and its quick actions lead to the screens', async ({
      page,
    }) => {
      await signInAsAdmin(page, lang);
      const counts = await apiGet<Counts>(page, '/admin/dashboard');
      const card = (key: string) => page.getByRole('article', { name: tr(lang, `admin:dashboard.stats.${key}`) });
      const expectCard = async (key: string, total: number, active?: number) => {
        await expect(card(key).getByTestId('stat-value')).toHaveText(String(total));
        if (active !== undefined)
          await expect(card(key).getByTestId('stat-detail')).toHaveText(
            tr(lang, 'admin:dashboard.active', { count: String(active) }),
          );
      };
      await expectCard('users', counts.users.total, counts.users.active);
      await expectCard('technologies', counts.technologies.total, counts.technologies.active);
      await expectCard('courseCategories', counts.courseCategories.total, counts.courseCategories.active);
      await expectCard('unreadMessages', counts.contactMessages.unread);
      await expectNoSeriousAxeViolations(page);

      const actions = page.getByRole('region', { name: tr(lang, 'admin:dashboard.quickActions') });
      await actions.getByRole('link', { name: tr(lang, 'admin:dashboard.actions.manageTech') }).click();
      await expect(page).toHaveURL(/\/admin\/manage-tech$/);
      await expect(h1(page)).toHaveText(tr(lang, 'technologies:title'));
    });

    test('technologies: add, a duplicate name on the field, rename, deactivate, a refused delete, delete', async ({
      page,
    }) => {
      await signInAsAdmin(page, lang);
      await page.goto('/admin/manage-tech');
      await expect(h1(page)).toHaveText(tr(lang, 'technologies:title'));
      await expect(page.getByRole('row')).not.toHaveCount(1);
      await expectNoSeriousAxeViolations(page);

      // Add.
      const name = unique(`E2E tech ${lang}`);
      await page
        .getByRole('button', { name: exact(tr(lang, 'technologies:add')) })
        .first()
        .click();
      let dialog = page.getByRole('dialog', { name: tr(lang, 'technologies:form.addTitle') });
      await expect(dialog).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await dialog.getByRole('button', { name: exact(tr(lang, 'technologies:form.add')) }).click();
      await expect(dialog.getByText(tr(lang, 'validation:technologyNameRequired'))).toBeVisible();
      await dialog.getByLabel(tr(lang, 'technologies:form.name')).fill(name);
      await dialog.getByRole('button', { name: exact(tr(lang, 'technologies:form.add')) }).click();
      await expect(dialog).toBeHidden();
      await page.getByLabel(tr(lang, 'technologies:search.label'), { exact: true }).fill(name);
      await expect(rowOf(page, name)).toBeVisible();
      await expect(rowOf(page, name)).toContainText(tr(lang, 'technologies:status.active'));
      await expect(rowOf(page, name)).toContainText(tr(lang, 'technologies:table.adminCreated'));
      await expect(page.getByRole('row')).toHaveCount(2);

      // The same name in other letters: the server's 409 on the field.
      await page
        .getByRole('button', { name: exact(tr(lang, 'technologies:add')) })
        .first()
        .click();
      dialog = page.getByRole('dialog', { name: tr(lang, 'technologies:form.addTitle') });
      await dialog.getByLabel(tr(lang, 'technologies:form.name')).fill(name.toUpperCase());
      await dialog.getByRole('button', { name: exact(tr(lang, 'technologies:form.add')) }).click();
      await expect(dialog.getByText(tr(lang, 'errors:TECHNOLOGY_NAME_TAKEN'))).toBeVisible();
      await expect(dialog.getByLabel(tr(lang, 'technologies:form.name'))).toBeFocused();
      await expectNoSeriousAxeViolations(page);
      await dialog.getByRole('button', { name: exact(tr(lang, 'technologies:form.cancel')) }).click();
      await expect(dialog).toBeHidden();

      // Rename.
      const renamed = `${name} v2`;
      await openRowAction(page, lang, 'technologies', name, 'rename');
      dialog = page.getByRole('dialog', { name: tr(lang, 'technologies:form.editTitle') });
      await expect(dialog.getByLabel(tr(lang, 'technologies:form.name'))).toHaveValue(name);
      await dialog.getByLabel(tr(lang, 'technologies:form.name')).fill(renamed);
      await dialog.getByRole('button', { name: exact(tr(lang, 'technologies:form.save')) }).click();
      await expect(dialog).toBeHidden();
      await expect(rowOf(page, renamed)).toBeVisible();

      // Deactivate.
      await openRowAction(page, lang, 'technologies', renamed, 'deactivate');
      await expect(rowOf(page, renamed)).toContainText(tr(lang, 'technologies:status.inactive'));

      // A refusal shows the server's reason (spec §8): nothing is in use by projects yet, so the answer is staged.
      await page.route('**/api/technologies/*', (route) =>
        route.request().method() === 'DELETE'
          ? route.fulfill({
              status: 409,
              contentType: 'application/json',
              body: JSON.stringify({
                code: 'TECHNOLOGY_IN_USE',
                message: 'Cannot delete technology that is in use by projects',
              }),
            })
          : route.fallback(),
      );
      await openRowAction(page, lang, 'technologies', renamed, 'delete');
      dialog = page.getByRole('dialog', { name: tr(lang, 'technologies:delete.title') });
      await expect(dialog).toContainText(renamed);
      await expectNoSeriousAxeViolations(page);
      await dialog.getByRole('button', { name: exact(tr(lang, 'technologies:delete.confirm')) }).click();
      await expect(dialog.getByRole('alert')).toHaveText(tr(lang, 'errors:TECHNOLOGY_IN_USE'));
      if (lang === 'en')
        await expect(dialog.getByRole('alert')).toHaveText('Cannot delete technology that is in use by projects');
      await dialog.getByRole('button', { name: exact(tr(lang, 'technologies:form.cancel')) }).click();
      await page.unroute('**/api/technologies/*');

      // Delete.
      await openRowAction(page, lang, 'technologies', renamed, 'delete');
      dialog = page.getByRole('dialog', { name: tr(lang, 'technologies:delete.title') });
      await dialog.getByRole('button', { name: exact(tr(lang, 'technologies:delete.confirm')) }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { name: tr(lang, 'technologies:empty.noMatchTitle') })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });

    test('course categories: add, move up, its page with no courses, delete; an unknown id is not found', async ({
      page,
    }) => {
      await signInAsAdmin(page, lang);
      await page.goto('/admin/course-categories');
      await expect(h1(page)).toHaveText(tr(lang, 'course-categories:title'));
      await expect(page.getByRole('row')).not.toHaveCount(1);
      await expectNoSeriousAxeViolations(page);

      const name = unique(`E2E category ${lang}`);
      await page
        .getByRole('button', { name: exact(tr(lang, 'course-categories:add')) })
        .first()
        .click();
      let dialog = page.getByRole('dialog', { name: tr(lang, 'course-categories:form.addTitle') });
      await expect(dialog).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await dialog.getByLabel(tr(lang, 'course-categories:form.name')).fill(name);
      await dialog.getByLabel(tr(lang, 'course-categories:form.description')).fill('Made by a journey.');
      await dialog.getByRole('button', { name: exact(tr(lang, 'course-categories:form.add')) }).click();
      await expect(dialog).toBeHidden();

      // It goes last; moving it up swaps it with the one before (by keyboard).
      const all = await apiGet<{ items: { id: string; name: string; sortOrder: number }[] }>(
        page,
        '/course-categories?pageSize=100&sort=sortOrder',
      );
      const last = all.items.at(-1)!;
      const before = all.items.at(-2)!;
      expect(last.name).toBe(name);
      await page.goto(`/admin/course-categories`);
      const pages = Math.ceil(all.items.length / 10);
      if (pages > 1)
        await page
          .getByRole('button', { name: tr(lang, 'course-categories:pagination.page', { page: String(pages) }) })
          .click();
      const up = page.getByRole('button', { name: tr(lang, 'course-categories:actions.moveUp', { name }) });
      await up.focus();
      await page.keyboard.press('Enter');
      // A reorder numbers the categories 1..n: it is now the one before last.
      await expect(rowOf(page, name).getByRole('cell').first()).toHaveText(String(all.items.length - 1));
      await expect(up).toBeFocused();
      const after = await apiGet<{ items: { name: string }[] }>(page, '/course-categories?pageSize=100&sort=sortOrder');
      expect(after.items.map((c) => c.name).slice(-2)).toEqual([name, before.name]);

      // Its page: details and the empty course list.
      await rowOf(page, name).getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/categories/${last.id}$`));
      await expect(h1(page)).toHaveText(name);
      await expect(page.getByText(tr(lang, 'course-categories:detail.noCourses'))).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('link', { name: tr(lang, 'course-categories:detail.back') }).click();
      await expect(page).toHaveURL(/\/admin\/course-categories$/);

      // Delete.
      await page.getByLabel(tr(lang, 'course-categories:search.label'), { exact: true }).fill(name);
      await expect(page.getByRole('row')).toHaveCount(2);
      await openRowAction(page, lang, 'course-categories', name, 'delete');
      dialog = page.getByRole('dialog', { name: tr(lang, 'course-categories:delete.title') });
      await expectNoSeriousAxeViolations(page);
      await dialog.getByRole('button', { name: exact(tr(lang, 'course-categories:delete.confirm')) }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { name: tr(lang, 'course-categories:empty.noMatchTitle') })).toBeVisible();

      // An id that names nothing: the in-app not-found state.
      await page.goto(`/admin/categories/${last.id}`);
      await expect(h1(page)).toHaveText(tr(lang, 'course-categories:detail.notFoundTitle'));
      await expectNoSeriousAxeViolations(page);
    });
  });
}

test('a Learner who opens /admin/manage-tech is sent away to their own home (spec §4)', async ({ page }) => {
  await openLanding(page, 'en');
  await signInThroughModal(page, demo.learner.email);
  await expect(page).toHaveURL(/\/learner\/dashboard$/);
  await page.goto('/admin/manage-tech');
  await expect(page).toHaveURL(/\/learner\/dashboard$/);
  await expect(page.getByRole('heading', { name: tr('en', 'technologies:title') })).toHaveCount(0);
});

test('screenshots of every screen at 1440 and 375 px', async ({ page }) => {
  for (const viewport of [WIDE, NARROW]) {
    await signInAsAdmin(page, 'en', viewport);
    const shot = (name: string) =>
      page.screenshot({ path: `test-results/screens/${name}-${viewport.width}.png`, fullPage: true });
    await expect(page.getByRole('article').first().getByTestId('stat-value')).toBeVisible();
    await shot('dashboard');
    await page.goto('/admin/manage-tech');
    await expect(page.getByRole('row')).toHaveCount(11);
    await shot('manage-tech');
    await page
      .getByRole('button', { name: exact('Add technology') })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot('manage-tech-add');
    await page.keyboard.press('Escape');
    await page.goto('/admin/course-categories');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await shot('course-categories');
    await page.getByRole('row').nth(1).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await shot('category');
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
  }
});
