import { demo, PASSWORD } from './support/accounts.ts';
import { expect, expectNoSeriousAxeViolations, openLanding, test } from './support/fixtures.ts';
import { exact, tr } from './support/i18n.ts';
import { journeyLanguages } from './support/languages.ts';

for (const lang of journeyLanguages()) {
  test.describe(`sign-in journeys (${lang})`, () => {
    const dialog = (page: import('@playwright/test').Page) => page.getByRole('dialog');

    async function signIn(page: import('@playwright/test').Page, email: string, password = PASSWORD) {
      await page
        .getByRole('banner')
        .getByRole('button', { name: exact(tr(lang, 'common:nav.login')) })
        .click();
      await dialog(page)
        .getByRole('textbox', { name: tr(lang, 'auth:login.email') })
        .fill(email);
      await dialog(page).getByLabel(tr(lang, 'auth:login.password'), { exact: true }).fill(password);
      await dialog(page)
        .getByRole('button', { name: exact(tr(lang, 'auth:login.submit')) })
        .click();
    }

    test('the landing page opens the sign-in dialog from Get started and from Login, and closing hides it', async ({
      page,
    }) => {
      await openLanding(page, lang);
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'no' ? /^(no|nb)$/ : 'en');
      await expectNoSeriousAxeViolations(page);
      await page
        .getByRole('button', { name: exact(tr(lang, 'landing:hero.getStarted')) })
        .first()
        .click();
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page).getByRole('button', { name: exact(tr(lang, 'auth:login.submit')) })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
    });

    test('/login has the dialog with the page: the first frame that shows the heading shows the dialog too', async ({
      page,
    }) => {
      // Noted in the page itself, frame by frame from the first one: no wall clock, whatever the machine's speed.
      await page.addInitScript(() => {
        const shown = (element: Element | null) => !!element && element.getBoundingClientRect().width > 0;
        const look = () => {
          if (!shown(document.querySelector('h1'))) return requestAnimationFrame(look);
          (window as unknown as { firstFrame: object }).firstFrame = {
            dialog: shown(document.querySelector('[role="dialog"]')),
          };
        };
        requestAnimationFrame(look);
      });
      await openLanding(page, lang, '/login');
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { firstFrame?: object }).firstFrame))
        .toEqual({ dialog: true });
      // The stand-in becomes the dialog itself, ready for input.
      const email = dialog(page).getByRole('textbox', { name: tr(lang, 'auth:login.email') });
      await email.fill(demo.learner.email);
      await expect(email).toHaveValue(demo.learner.email);
      await expect(dialog(page)).toHaveCount(1);
      await expectNoSeriousAxeViolations(page);
    });

    test('a wrong password is answered with the spec message and nothing else happens', async ({ page }) => {
      await openLanding(page, lang);
      await signIn(page, demo.learner.email, 'Wrong!Password1');
      const message = tr(lang, 'auth:login.invalidCredentials');
      await expect(dialog(page).getByText(message)).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    });

    test('the reset view validates, sends and shows Check Your Email with Try Again and Back to Login', async ({
      page,
    }) => {
      await openLanding(page, lang, '/login');
      await expect(dialog(page)).toBeVisible();
      await dialog(page)
        .getByRole('button', { name: exact(tr(lang, 'auth:login.forgotPassword')) })
        .click();
      const send = dialog(page).getByRole('button', { name: exact(tr(lang, 'auth:reset.submit')) });
      await send.click();
      await expect(dialog(page).getByText(tr(lang, 'validation:emailRequired'))).toBeVisible();
      await dialog(page)
        .getByRole('textbox', { name: tr(lang, 'auth:login.email') })
        .fill('nobody-here@talentpath.test');
      await send.click();
      await expect(dialog(page).getByText(tr(lang, 'auth:reset.sentTitle'))).toBeVisible();
      await expect(dialog(page).getByText('nobody-here@talentpath.test')).toBeVisible();
      await expect(dialog(page).getByText(tr(lang, 'auth:reset.spamAdvice'))).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await dialog(page)
        .getByRole('button', { name: exact(tr(lang, 'auth:reset.tryAgain')) })
        .click();
      await expect(send).toBeVisible();
      await dialog(page)
        .getByRole('button', { name: exact(tr(lang, 'auth:reset.back')) })
        .click();
      await expect(dialog(page).getByRole('button', { name: exact(tr(lang, 'auth:login.submit')) })).toBeVisible();
    });

    test('a one-role user lands on their home, keeps the session on reload and signs out', async ({ page }) => {
      await openLanding(page, lang);
      await signIn(page, demo.learner.email);
      await expect(page).toHaveURL(/\/learner\/dashboard$/);
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: tr(lang, 'auth:login.success') })
          .first(),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(demo.learner.name);
      await expect(page.getByRole('main')).toContainText(tr(lang, 'common:roles.Learner.title'));
      await expectNoSeriousAxeViolations(page);
      for (const key of [
        'access_token',
        'refresh_token',
        'token_expiry',
        'current_role',
        'user',
        'userId',
        'require_password_change',
      ]) {
        expect(await page.evaluate((k) => localStorage.getItem(k), key), key).not.toBeNull();
      }

      await page.reload();
      await expect(page).toHaveURL(/\/learner\/dashboard$/);
      await page.goto('/');
      await expect(page).toHaveURL(/\/learner\/dashboard$/);
      // A one-role user outside their area goes to '/', and from there home.
      await page.goto('/admin/dashboard');
      await expect(page).toHaveURL(/\/learner\/dashboard$/);

      await page.getByRole('button', { name: tr(lang, 'common:userMenu.label', { name: demo.learner.name }) }).click();
      await page.getByRole('menuitem', { name: exact(tr(lang, 'common:userMenu.signOut')) }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: tr(lang, 'auth:logout.success') })
          .first(),
      ).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();
      await page.goto('/learner/dashboard');
      await expect(page).toHaveURL(/\/$/);
    });

    test('a several-role user chooses a role, lands on its home and switches role', async ({ page }) => {
      await openLanding(page, lang);
      await signIn(page, demo.multi.email);
      await expect(page).toHaveURL(/\/role-selection$/);
      await expect(page.getByText(tr(lang, 'auth:roleSelection.subtitle'))).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(demo.multi.name);
      const card = (role: string) =>
        page.getByRole('button', { name: new RegExp(`^${tr(lang, `common:roles.${role}.title`)}`) });
      await expect(card('Learner')).toBeVisible();
      await expect(card('CourseCoordinator')).toBeVisible();
      await expect(card('ProjectManager')).toBeVisible();
      await expect(card('Admin')).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);

      await card('ProjectManager').click();
      await expect(page).toHaveURL(/\/project-manager\/dashboard$/);
      const pmTitle = tr(lang, 'common:roles.ProjectManager.title');
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: tr(lang, 'auth:roleSelection.switched', { role: pmTitle }) })
          .first(),
      ).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('current_role'))).toBe('ProjectManager');
      // The toast sits where the user menu opens: the open menu is above it, each item clickable at once.
      const userMenu = page.getByRole('button', { name: tr(lang, 'common:userMenu.label', { name: demo.multi.name }) });
      await userMenu.click();
      await expect(page.getByRole('alert').filter({ hasText: pmTitle }).first()).toBeVisible();
      // Read in one step: the menu's items and which of them another element (a toast) covers at its centre.
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      const items = await menu.evaluate((element) =>
        [...element.querySelectorAll('[role="menuitem"]')].map((item) => {
          const box = item.getBoundingClientRect();
          return {
            name: item.textContent ?? '',
            onTop: item.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)),
          };
        }),
      );
      expect(items.length).toBeGreaterThan(2);
      expect(items.filter((item) => !item.onTop).map((item) => item.name)).toEqual([]);
      await page.keyboard.press('Escape');

      // Another area's page sends a several-role user to role selection.
      await page.goto('/coordinator/dashboard');
      await expect(page).toHaveURL(/\/role-selection$/);
      await card('CourseCoordinator').click();
      await expect(page).toHaveURL(/\/coordinator\/dashboard$/);
      await expectNoSeriousAxeViolations(page);

      await page.getByRole('button', { name: tr(lang, 'common:userMenu.label', { name: demo.multi.name }) }).click();
      await page.getByRole('menuitem', { name: exact(tr(lang, 'common:userMenu.switchRole')) }).click();
      await expect(page).toHaveURL(/\/role-selection$/);
      await card('Learner').click();
      await expect(page).toHaveURL(/\/learner\/dashboard$/);
    });
  });
}

test.describe('every role reaches its home', () => {
  const homes = [
    [demo.superadmin, '/admin/dashboard', 'Super Admin'],
    [demo.admin, '/admin/dashboard', 'Admin'],
    [demo.coordinator, '/coordinator/dashboard', 'Course Coordinator'],
    [demo.pm, '/project-manager/dashboard', 'Project Manager'],
  ] as const;
  for (const [account, home, roleTitle] of homes) {
    test(`${roleTitle} → ${home}`, async ({ page }) => {
      await openLanding(page, 'en');
      await page
        .getByRole('banner')
        .getByRole('button', { name: exact(tr('en', 'common:nav.login')) })
        .click();
      await page.getByRole('dialog').getByRole('textbox', { name: 'Email' }).fill(account.email);
      await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('dialog').getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${home}$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(account.name);
      await expect(page.getByRole('main')).toContainText(roleTitle);
      await expectNoSeriousAxeViolations(page);
    });
  }

  test('a one-role user on role selection has the role chosen for them', async ({ page }) => {
    await openLanding(page, 'en');
    await page
      .getByRole('banner')
      .getByRole('button', { name: exact(tr('en', 'common:nav.login')) })
      .click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Email' }).fill(demo.pm.email);
    await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('dialog').getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/project-manager\/dashboard$/);
    const selected = page.waitForRequest((r) => r.url().endsWith('/api/auth/select-role'));
    await page.goto('/role-selection');
    expect((await selected).postDataJSON()).toMatchObject({ role: 'ProjectManager' });
    await expect(page).toHaveURL(/\/project-manager\/dashboard$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Switched to Project Manager role' }).first()).toBeVisible();
  });

  test('role selection says so when the user cannot be loaded, and offers to sign in again', async ({ page }) => {
    await openLanding(page, 'en');
    await page
      .getByRole('banner')
      .getByRole('button', { name: exact(tr('en', 'common:nav.login')) })
      .click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Email' }).fill(demo.multi.email);
    await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.route('**/api/auth/me', (route) =>
      route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } }),
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Sign in', exact: true }).click();
    // A 5xx is retried twice (1 s, then 2 s: lib/query-client.ts) before the page gives up: allow for that on a
    // loaded machine (it missed the default 7 s once in CI).
    await expect(page.getByRole('heading', { name: 'Authentication Error' })).toBeVisible();
    await expect(page.getByText('Unable to load user data. Please try logging in again.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Go to Login' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  test('signing in works by keyboard alone', async ({ page }) => {
    await openLanding(page, 'en', '/login');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
    await page.keyboard.type(demo.learner.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/learner\/dashboard$/);
  });
});
