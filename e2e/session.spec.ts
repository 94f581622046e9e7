import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { SignJWT, decodeJwt } from 'jose';
import { demo, fixtures, PASSWORD } from './support/accounts.ts';
import { expect, expectNoSeriousAxeViolations, openLanding, test, type Lang } from './support/fixtures.ts';
import { exact, tr } from './support/i18n.ts';

async function signIn(page: Page, email: string, lang: Lang = 'en') {
  await page
    .getByRole('banner')
    .getByRole('button', { name: exact(tr(lang, 'common:nav.login')) })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: tr(lang, 'auth:login.email') }).fill(email);
  await dialog.getByLabel(tr(lang, 'auth:login.password'), { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: exact(tr(lang, 'auth:login.submit')) }).click();
}

test('signing out in one tab signs out the others', async ({ context }) => {
  const first = await context.newPage();
  await openLanding(first, 'en');
  await signIn(first, demo.coordinator.email);
  await expect(first).toHaveURL(/\/coordinator\/dashboard$/);
  const second = await context.newPage();
  await second.goto('/coordinator/dashboard');
  await expect(second.getByRole('heading', { level: 1 })).toContainText(demo.coordinator.name);

  await first.getByRole('button', { name: `User menu for ${demo.coordinator.name}` }).click();
  await first.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(first).toHaveURL(/\/$/);
  await expect(second).toHaveURL(/\/$/);
});

test('when the refresh fails the session expires: message, toast, back to /', async ({ page, request }) => {
  await openLanding(page, 'en');
  await signIn(page, fixtures.expiring.email);
  await expect(page).toHaveURL(/\/learner\/dashboard$/);
  // The session is revoked elsewhere (as sign-out on another device would), and the access token is stale.
  const refreshToken = await page.evaluate(() => localStorage.getItem('refresh_token'));
  const revoked = await request.post('/api/auth/revoke-token', {
    data: JSON.stringify(refreshToken),
    headers: { 'content-type': 'application/json' },
  });
  expect(revoked.status()).toBe(200);
  // A Learner's hub is closed by the server at once and asks for a refresh, which is refused: she is sent out
  // without doing anything (a navigation now could reload the page after the message and hide it).
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your session has expired. Please login again.' }).first(),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});

test('an expired access token is refreshed once and the request replayed', async ({ page }) => {
  await openLanding(page, 'en');
  await signIn(page, demo.multi.email);
  await expect(page).toHaveURL(/\/role-selection$/);
  const before = await page.evaluate(() => localStorage.getItem('refresh_token'));
  // The same session's token, signed by the server's key but expired a minute ago: the client must refresh,
  // then replay /auth/me.
  const current = (await page.evaluate(() => localStorage.getItem('access_token')))!;
  const claims = decodeJwt(current);
  const secret = new TextEncoder().encode(
    readFileSync(`test-results/e2e-data-${new URL(page.url()).port}/jwt-secret`, 'utf8').trim(),
  );
  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT({ role: claims.role, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub!)
    .setAudience('talentpath')
    .setIssuer('talentpath')
    .setIssuedAt(now - 960)
    .setExpirationTime(now - 60)
    .sign(secret);
  await page.evaluate((t) => localStorage.setItem('access_token', t), expired);
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh-token') && r.status() === 200);
  await page.reload();
  await refreshed;
  await expect(page.getByRole('button', { name: /^Learner/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).not.toBe(before);
});

test('keep-alive sends a heartbeat every minute while the user is active', async ({ page }) => {
  await page.clock.install();
  await openLanding(page, 'en');
  await signIn(page, demo.learner.email);
  await expect(page).toHaveURL(/\/learner\/dashboard$/);
  const heartbeat = page.waitForRequest((r) => r.url().endsWith('/api/auth/heartbeat'));
  await page.mouse.move(200, 200);
  await page.clock.runFor(61_000);
  const request = await heartbeat;
  expect(request.postDataJSON()).toHaveProperty('accessToken');
});

test('the language choice persists across a reload and sets the page language', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page
    .getByRole('banner')
    .getByRole('button', { name: exact(tr('en', 'common:nav.login')) })
    .waitFor();
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Norsk' });
  await expect(page.locator('html')).toHaveAttribute('lang', /^(no|nb)$/);
  await expect(
    page.getByRole('banner').getByRole('button', { name: exact(tr('no', 'common:nav.login')) }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('no');
  await page.reload();
  await expect(
    page.getByRole('banner').getByRole('button', { name: exact(tr('no', 'common:nav.login')) }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /^(no|nb)$/);
});

test('the learner screens are preloaded two seconds after start', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  // The page's clock: "two seconds after start" is then a jump of its timers, not a wait on the machine's.
  await page.clock.install();
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const before = scripts.length;
  await page.clock.runFor(2_500);
  await expect.poll(() => scripts.length).toBeGreaterThan(before);
});

test('unknown pages, /cv and /search-results render and pass axe', async ({ page }) => {
  await openLanding(page, 'en', '/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expectNoSeriousAxeViolations(page);
  await page.goto('/');
  await signIn(page, demo.learner.email);
  await expect(page).toHaveURL(/\/learner\/dashboard$/);
  for (const path of ['/cv', '/search-results', '/learner/profile', '/learner/course-categories']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  }
});

test('the public pages pass axe in both languages', async ({ page }) => {
  for (const lang of ['en', 'no'] as Lang[]) {
    await openLanding(page, lang, '/about');
    await page.evaluate((l) => localStorage.setItem('i18nextLng', l), lang);
    for (const path of ['/about', '/contact-us', '/login']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'no' ? /^(no|nb)$/ : 'en');
      await expectNoSeriousAxeViolations(page);
    }
  }
});

test('a reset link that is not valid says so', async ({ page }) => {
  for (const lang of ['en', 'no'] as Lang[]) {
    await page.context().clearCookies();
    await openLanding(page, lang, '/reset-password?token=not-a-real-token');
    await page.evaluate((l) => localStorage.setItem('i18nextLng', l), lang);
    await page.reload();
    await expect(page.getByText(tr(lang, 'auth:resetPage.invalid'))).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  }
});

test('the fatal-start page offers a reload when the application cannot start', async ({ page }) => {
  // The entry chunk fails to load: the page must not stay blank.
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("boom")' }),
  );
  await page.goto('/');
  await expect(
    page.getByText('Unable to load application. Please refresh the page or contact support if the problem persists.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible();
});
