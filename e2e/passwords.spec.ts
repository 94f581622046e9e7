import type { Page } from '@playwright/test';
import { fixtures, PASSWORD } from './support/accounts.ts';
import { expect, expectNoSeriousAxeViolations, openLanding, test, waitForMail, type Lang } from './support/fixtures.ts';
import { exact, tr } from './support/i18n.ts';

async function signIn(page: Page, lang: Lang, email: string, password = PASSWORD) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: exact(tr(lang, 'common:nav.login')) })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: tr(lang, 'auth:login.email') }).fill(email);
  await dialog.getByLabel(tr(lang, 'auth:login.password'), { exact: true }).fill(password);
  await dialog.getByRole('button', { name: exact(tr(lang, 'auth:login.submit')) }).click();
}

async function signOut(page: Page, lang: Lang, name: string) {
  await page.getByRole('button', { name: tr(lang, 'common:userMenu.label', { name }) }).click();
  await page.getByRole('menuitem', { name: exact(tr(lang, 'common:userMenu.signOut')) }).click();
  await expect(page).toHaveURL(/\/$/);
}

const field = (page: Page, lang: Lang, key: 'current' | 'new' | 'confirm') =>
  page.getByRole('dialog').getByLabel(tr(lang, `auth:password.${key}`), { exact: true });

const temporaryCases = [
  { lang: 'en' as Lang, account: fixtures.tempEn, next: /\/role-selection$/ },
  { lang: 'no' as Lang, account: fixtures.tempNo, next: /\/learner\/dashboard$/ },
];

for (const { lang, account, next } of temporaryCases) {
  test(`a temporary password must be changed at first sign-in (${lang})`, async ({ page }) => {
    await openLanding(page, lang);
    await signIn(page, lang, account.email);
    const dialog = page.getByRole('dialog', { name: tr(lang, 'auth:changePassword.title') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(tr(lang, 'auth:changePassword.requiredNotice'))).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Not closable while the change is required: no close button, Escape and the backdrop do nothing.
    await expect(dialog.getByRole('button', { name: tr(lang, 'common:close') })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();

    const submit = dialog.getByRole('button', { name: exact(tr(lang, 'auth:changePassword.submit')) });
    await submit.click();
    await expect(dialog.getByText(tr(lang, 'validation:currentPasswordRequired'))).toBeVisible();
    await expect(dialog.getByText(tr(lang, 'validation:newPasswordRequired'))).toBeVisible();

    await field(page, lang, 'current').fill(PASSWORD);
    await field(page, lang, 'new').fill('short');
    await field(page, lang, 'confirm').fill('different');
    await submit.click();
    await expect(dialog.getByText(tr(lang, 'validation:rules.minLength')).first()).toBeVisible();
    await expect(dialog.getByText(tr(lang, 'validation:passwordsDoNotMatch'))).toBeVisible();

    // The show/hide toggle reveals what was typed.
    const newField = field(page, lang, 'new');
    await expect(newField).toHaveAttribute('type', 'password');
    await dialog
      .getByRole('button', { name: tr(lang, 'common:password.show') })
      .nth(1)
      .click();
    await expect(newField).toHaveAttribute('type', 'text');

    // A wrong current password: the server's answer, the failure toast, and the modal stays.
    await field(page, lang, 'current').fill('Not!TheRight1');
    await newField.fill('Brand!New2026');
    await field(page, lang, 'confirm').fill('Brand!New2026');
    await submit.click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: tr(lang, 'auth:changePassword.failed') })
        .first(),
    ).toBeVisible();
    await expect(dialog).toBeVisible();

    await field(page, lang, 'current').fill(PASSWORD);
    await submit.click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: tr(lang, 'auth:changePassword.success') })
        .first(),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(next);
    expect(await page.evaluate(() => localStorage.getItem('require_password_change'))).toBe('false');

    await signOut(page, lang, account.name);
    await signIn(page, lang, account.email, 'Brand!New2026');
    await expect(page).toHaveURL(next);
    await expect(page.getByRole('dialog', { name: tr(lang, 'auth:changePassword.title') })).toHaveCount(0);
  });
}

const resetCases = [
  { lang: 'en' as Lang, account: fixtures.resetEn, home: /\/learner\/dashboard$/, newPassword: 'Reset!Pass2026' },
  {
    lang: 'no' as Lang,
    account: fixtures.resetNo,
    home: /\/project-manager\/dashboard$/,
    newPassword: 'Nytt!Passord2026',
  },
];

for (const { lang, account, home, newPassword } of resetCases) {
  test(`a forgotten password is reset through the e-mailed link, and other sessions end (${lang})`, async ({
    page,
    browser,
  }) => {
    // A session on another device, which the reset must end.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await openLanding(otherPage, lang);
    await signIn(otherPage, lang, account.email);
    await expect(otherPage).toHaveURL(home);

    await openLanding(page, lang, '/login');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: exact(tr(lang, 'auth:login.forgotPassword')) }).click();
    await dialog.getByRole('textbox', { name: tr(lang, 'auth:login.email') }).fill(account.email);
    await dialog.getByRole('button', { name: exact(tr(lang, 'auth:reset.submit')) }).click();
    await expect(dialog.getByText(tr(lang, 'auth:reset.sentTitle'))).toBeVisible();

    const mail = await waitForMail(account.email);
    // The e-mail speaks the language chosen in the app.
    expect(mail.subject).toBe(
      lang === 'no' ? 'Tilbakestill passordet ditt i TalentPath' : 'Reset your TalentPath password',
    );
    const link = /https?:\/\/\S+\/reset-password\?token=[\w%-]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();
    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(lang, 'auth:resetPage.title'));
    await expectNoSeriousAxeViolations(page);
    await page.getByLabel(tr(lang, 'auth:password.new'), { exact: true }).fill(newPassword);
    await page.getByLabel(tr(lang, 'auth:password.confirm'), { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: exact(tr(lang, 'auth:resetPage.submit')) }).click();
    await expect(page.getByText(tr(lang, 'auth:resetPage.done'))).toBeVisible();

    // The other device's session has ended. A Learner's is sent out at once (the server closes its live connection
    // and the refresh it asks for is refused); any other role's at its next call to the server.
    if (home.source.includes('learner')) await expect(otherPage).toHaveURL(/\/$/);
    else {
      await otherPage.goto('/role-selection');
      await expect(otherPage).toHaveURL(/\/$/);
    }
    await expect(
      otherPage
        .getByRole('alert')
        .filter({ hasText: tr(lang, 'common:session.expiredToast') })
        .first(),
    ).toBeVisible();
    await other.close();

    // The link works once.
    await page.goto(link!);
    await expect(page.getByText(tr(lang, 'auth:resetPage.invalid'))).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.goto('/');
    await signIn(page, lang, account.email, PASSWORD);
    await expect(page.getByRole('dialog').getByText(tr(lang, 'auth:login.invalidCredentials'))).toBeVisible();
    await page.getByRole('dialog').getByLabel(tr(lang, 'auth:login.password'), { exact: true }).fill(newPassword);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: exact(tr(lang, 'auth:login.submit')) })
      .click();
    await expect(page).toHaveURL(home);
  });
}

test('a signed-in user changes their password from the user menu; the dialog can be closed', async ({ page }) => {
  const account = fixtures.voluntary;
  await openLanding(page, 'en');
  await signIn(page, 'en', account.email);
  await expect(page).toHaveURL(/\/coordinator\/dashboard$/);
  // The role home has settled (a menu opened while sign-in still redirects closed again once in CI).
  await expect(
    page.getByRole('heading', { level: 1, name: tr('en', 'common:welcome.greeting', { name: account.name }) }),
  ).toBeVisible();
  await page.getByRole('button', { name: tr('en', 'common:userMenu.label', { name: account.name }) }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Your Password' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: tr('en', 'common:userMenu.label', { name: account.name }) }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  await field(page, 'en', 'current').fill(PASSWORD);
  await field(page, 'en', 'new').fill('Voluntary!Change9');
  await field(page, 'en', 'confirm').fill('Voluntary!Change9');
  await dialog.getByRole('button', { name: 'Change Password', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Password changed successfully' }).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/coordinator\/dashboard$/);
});
