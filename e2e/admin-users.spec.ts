import type { Page, Request } from '@playwright/test';
import { demo, fixtures } from './support/accounts.ts';
import {
  expect,
  expectNoSeriousAxeViolations,
  openLanding,
  signInThroughModal,
  test,
  waitForMail,
  type Lang,
} from './support/fixtures.ts';
import { journeyLanguages } from './support/languages.ts';
import { exact, tr } from './support/i18n.ts';

// Issue 9: the users screens under /admin, as an Admin (admin@talentpath.test).

/** Signs in and opens the users screen; answers the screen's first users call. */
async function openUsers(page: Page, lang: Lang, email: string = demo.admin.email) {
  await openLanding(page, lang);
  await signInThroughModal(page, email);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const first = page.waitForRequest(usersCall);
  await page.goto('/admin/manage-users');
  // The first visit loads the screen's code on a busy machine: more than the default 7 s at times.
  await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'admin-users:title') })).toBeVisible({
    timeout: 60_000,
  });
  return first;
}

const usersCall = (request: Request) => /\/api\/admin\/users(\/search)?\?/.test(request.url());
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url()).searchParams);
const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function shoot(page: Page, name: string) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `test-results/admin-users/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function chooseStatus(page: Page, lang: Lang, status: 'all' | 'active' | 'disabled') {
  await page
    .getByRole('radio', { name: tr(lang, `admin-users:status.${status}`) })
    .locator('xpath=..')
    .click();
}

for (const lang of journeyLanguages()) {
  test(`${lang}: the list shows the demo users; search and the status filter call §5's search`, async ({ page }) => {
    // Neither a term nor a status: the plain list.
    const plain = await openUsers(page, lang);
    expect(new URL(plain.url()).pathname).toBe('/api/admin/users');
    expect(queryOf(plain)).toEqual({ pageNumber: '1', pageSize: '20', sort: 'name' });
    await expect(row(page, demo.admin.name)).toBeVisible();
    await expect(row(page, 'Aisha Bello')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shoot(page, `list-${lang}`);

    // A term only: the search, with searchTerm and no status.
    let call = page.waitForRequest(usersCall);
    await page.getByRole('searchbox', { name: tr(lang, 'admin-users:search.label') }).fill('okafor');
    let query = queryOf(await call);
    expect(new URL((await call).url()).pathname).toBe('/api/admin/users/search');
    expect(query.searchTerm).toBe('okafor');
    expect(query).not.toHaveProperty('status');
    await expect(row(page, demo.learner.name)).toBeVisible();
    await expect(row(page, demo.coordinator.name)).toHaveCount(0);
    await expect(page).toHaveURL(/[?&]q=okafor/);

    // The term and a status: both sent; an active learner is not among the disabled.
    call = page.waitForRequest(usersCall);
    await chooseStatus(page, lang, 'disabled');
    query = queryOf(await call);
    expect(query).toMatchObject({ searchTerm: 'okafor', status: 'disabled' });
    await expect(page.getByText(tr(lang, 'admin-users:empty.filtered'))).toBeVisible();

    // A status only: the search without searchTerm; the disabled demo users are listed.
    call = page.waitForRequest(usersCall);
    await page.getByRole('searchbox', { name: tr(lang, 'admin-users:search.label') }).fill('');
    const statusOnly = await call;
    expect(new URL(statusOnly.url()).pathname).toBe('/api/admin/users/search');
    expect(queryOf(statusOnly)).not.toHaveProperty('searchTerm');
    expect(queryOf(statusOnly).status).toBe('disabled');
    await expect(row(page, 'Henrik Andersen')).toBeVisible();
    await expect(row(page, demo.learner.name)).toHaveCount(0);

    // Back to neither: the whole list again (from the cache, spec §7's 30 s).
    await chooseStatus(page, lang, 'all');
    await expect(row(page, demo.admin.name)).toBeVisible();
    await expect(page).not.toHaveURL(/status=/);

    // Sorting and the page live in the address, so a reload keeps them.
    await page.getByRole('button', { name: tr(lang, 'admin-users:table.email') }).click();
    await expect(page).toHaveURL(/sort=email/);
    await expect(page.getByRole('columnheader', { name: tr(lang, 'admin-users:table.email') })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await page.reload();
    await expect(page.getByRole('columnheader', { name: tr(lang, 'admin-users:table.email') })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });
}

test('create a user: the temporary password is e-mailed, and the first sign-in forces a new password', async ({
  page,
  browser,
}) => {
  const email = 'e2e-created-user@talentpath.test';
  await openUsers(page, 'en');
  await page.getByRole('button', { name: exact(tr('en', 'admin-users:create.open')) }).click();
  const dialog = page.getByRole('dialog', { name: tr('en', 'admin-users:create.title') });
  await expect(dialog).toBeVisible();
  // Admin and SuperAdmin are not offered to an Admin.
  await expect(dialog.getByRole('checkbox', { name: 'Super Admin' })).toHaveCount(0);
  await dialog.getByRole('button', { name: exact(tr('en', 'admin-users:create.submit')) }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Select at least one role')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'create-dialog');

  // An address already taken is refused on the e-mail field.
  await dialog.getByRole('textbox', { name: tr('en', 'admin-users:form.name') }).fill('Cora Created');
  await dialog.getByRole('textbox', { name: tr('en', 'admin-users:form.email') }).fill(demo.learner.email);
  await dialog.getByRole('checkbox', { name: 'Learner' }).check();
  await dialog.getByRole('button', { name: exact(tr('en', 'admin-users:create.submit')) }).click();
  await expect(dialog.getByText('A user with this email already exists')).toBeVisible();

  await dialog.getByRole('textbox', { name: tr('en', 'admin-users:form.email') }).fill(email);
  await dialog.getByRole('button', { name: exact(tr('en', 'admin-users:create.submit')) }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(tr('en', 'admin-users:create.success', { email }))).toBeVisible();

  const mail = await waitForMail(email);
  const lines = mail.text.split('\n');
  const password =
    lines[lines.indexOf('An administrator has set a temporary password for your TalentPath account:') + 1]!;
  expect(password.length).toBeGreaterThanOrEqual(8);

  const context = await browser.newContext();
  const newcomer = await context.newPage();
  await openLanding(newcomer, 'en');
  await signInThroughModal(newcomer, email, password);
  await expect(newcomer.getByRole('dialog', { name: 'Change Your Password' })).toBeVisible();
  await context.close();
});

test('deactivating a signed-in learner ends their session at once (the hub closes it and the refresh is refused)', async ({
  page,
  browser,
}) => {
  const user = fixtures.usersToggle;
  const context = await browser.newContext();
  const other = await context.newPage();
  await openLanding(other, 'en');
  await signInThroughModal(other, user.email);
  await expect(other).toHaveURL(/\/learner\/dashboard$/);

  await openUsers(page, 'en');
  await page.getByRole('searchbox', { name: tr('en', 'admin-users:search.label') }).fill('toggle');
  await row(page, user.name)
    .getByRole('button', { name: tr('en', 'admin-users:actions.menu', { name: user.name }) })
    .click();
  await page.getByRole('menuitem', { name: tr('en', 'admin-users:actions.deactivate') }).click();
  const confirm = page.getByRole('dialog', { name: tr('en', 'admin-users:deactivate.title') });
  await expect(confirm).toContainText('their sessions end at once');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await confirm.getByRole('button', { name: exact(tr('en', 'admin-users:deactivate.confirm')) }).click();
  await expect(confirm).toBeHidden();
  await expect(row(page, user.name)).toContainText(tr('en', 'admin-users:status.disabled'));

  // A Learner's live connection is closed by the server when the session ends; the refresh it then asks for is
  // refused: the page is sent out at once, without a call of its own.
  await expect(other).toHaveURL(/\/$/);
  await expect(
    other.getByRole('alert').filter({ hasText: 'Your session has expired. Please login again.' }).first(),
  ).toBeVisible();
  // And its next call would be refused too: nothing is left of the session.
  await other.goto('/role-selection');
  await expect(other).toHaveURL(/\/$/);
  await context.close();
});

test('import a CSV with a good and a bad row: the report shows both; then delete the imported user', async ({
  page,
}) => {
  await openUsers(page, 'en');
  await page.getByRole('button', { name: exact(tr('en', 'admin-users:import.open')) }).click();
  const dialog = page.getByRole('dialog', { name: tr('en', 'admin-users:import.title') });
  await expect(dialog.getByRole('link', { name: tr('en', 'admin-users:import.sample') })).toHaveAttribute(
    'href',
    '/samples/users-import.csv',
  );
  const sample = await page.request.get('/samples/users-import.csv');
  expect(await sample.text()).toContain('name,email,roles');
  await expectNoSeriousAxeViolations(page);

  const csv =
    'name,email,roles\nIda Imported,e2e-imported@talentpath.test,Learner\nWally Wizard,e2e-wizard@talentpath.test,Wizard\n';
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: tr('en', 'admin-users:import.file') }).click();
  await (await chooser).setFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: exact(tr('en', 'admin-users:import.submit')) }).click();
  const report = dialog.getByRole('table', { name: tr('en', 'admin-users:import.reportLabel') });
  await expect(report.getByRole('row').filter({ hasText: 'e2e-imported@talentpath.test' })).toContainText('Created');
  const rejected = report.getByRole('row').filter({ hasText: 'e2e-wizard@talentpath.test' });
  await expect(rejected).toContainText('Rejected');
  await expect(rejected).toContainText('Unknown role: Wizard');
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'import-report');
  await dialog.getByRole('button', { name: exact(tr('en', 'admin-users:import.done')) }).click();

  // Delete, confirmed: the account is anonymised, and leaves the list.
  await page.getByRole('searchbox', { name: tr('en', 'admin-users:search.label') }).fill('ida imported');
  await row(page, 'Ida Imported').getByRole('button', { name: 'Actions for Ida Imported' }).click();
  await page.getByRole('menuitem', { name: tr('en', 'admin-users:actions.delete') }).click();
  const confirm = page.getByRole('dialog', { name: tr('en', 'admin-users:delete.title') });
  await expect(confirm).toContainText('anonymized and disabled');
  await expect(page.getByRole('menu')).toHaveCount(0); // the row's menu has finished closing
  await expectNoSeriousAxeViolations(page);
  await confirm.getByRole('button', { name: exact(tr('en', 'admin-users:delete.confirm')) }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(tr('en', 'admin-users:empty.filtered'))).toBeVisible();
});

test('no one is offered delete or deactivate on their own row; the profile page and a missing user', async ({
  page,
}) => {
  await openUsers(page, 'en');
  await page.getByRole('searchbox', { name: tr('en', 'admin-users:search.label') }).fill('haddad');
  await row(page, demo.admin.name)
    .getByRole('button', { name: `Actions for ${demo.admin.name}` })
    .click();
  await expect(page.getByRole('menuitem', { name: tr('en', 'admin-users:actions.view') })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: tr('en', 'admin-users:actions.delete') })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: tr('en', 'admin-users:actions.deactivate') })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.getByRole('searchbox', { name: tr('en', 'admin-users:search.label') }).fill('okafor');
  await row(page, demo.learner.name).getByRole('link', { name: demo.learner.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: demo.learner.name })).toBeVisible();
  await expect(page.getByText(demo.learner.email).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'profile');

  await page.goto('/admin/view-profile/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: tr('en', 'admin-users:profile.notFound') })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('a Learner who opens /admin/manage-users is sent away (spec §4: one role, to /)', async ({ page }) => {
  await openLanding(page, 'en');
  await signInThroughModal(page, demo.learner.email);
  await expect(page).toHaveURL(/\/learner\/dashboard$/);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  let listCalls = 0;
  page.on('request', (request) => {
    if (usersCall(request)) listCalls += 1;
  });
  await page.goto('/admin/manage-users');
  // To / (the guard), and from there a signed-in visitor goes on to their role's home (spec §4).
  await expect(page).toHaveURL(/\/learner\/dashboard$/);
  expect(visited).toContain('/');
  await expect(page.getByRole('heading', { level: 1, name: tr('en', 'admin-users:title') })).toHaveCount(0);
  expect(listCalls).toBe(0);
});
