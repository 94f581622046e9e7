import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { SignJWT, decodeJwt } from 'jose';
import { demo } from './support/accounts.ts';
import { apiAs, type Call } from './support/api-as.ts';
import {
  expect,
  expectNoSeriousAxeViolations,
  holdRequests,
  refuse500,
  signInByApi,
  test,
  type Lang,
} from './support/fixtures.ts';
import { journeyLanguages } from './support/languages.ts';
import { tr } from './support/i18n.ts';

// Issue 13, the web side: the bell in every signed-in layout with the Learner's live unread count (the hub), the
// learner's feed at /learner/notifications (infinite scroll, filters, mark read, mark all read, delete, a failed
// change put back without a word) and the other roles' feeds. Leah (the demo learner) is told of a course the
// demo coordinator assigns her through the API: each language assigns the same course again with due dates of
// its own, so every call writes a notification ('updated'), and nothing else of hers changes.

const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 375, height: 812 };
const SHOTS = process.env.E2E_SHOTS ? 'test-results/shots' : null;
const COURSE = 'Agile estimation and planning'; // a published course of the demo coordinator no journey assigns
const MARK_READ = '**/api/v1/learner/notifications/*/mark-read';
const DELETE_ONE = /\/api\/v1\/learner\/notifications\/[0-9a-f-]{36}$/;
/** Due dates far ahead, different for each language and call: the same date again would change nothing. */
const dueDate = (lang: Lang, n: number) =>
  new Date(Date.UTC(2030, 0, 1) + ((lang === 'en' ? 0 : 200) + n) * 86_400_000).toISOString().slice(0, 10);

test.describe.configure({ mode: 'serial' });

const n = (lang: Lang, key: string, vars?: Record<string, string>) => tr(lang, `notifications:${key}`, vars);
/** The bell's name for a count, with i18next's plural forms (zero, one, other). */
const bellName = (lang: Lang, count: number) =>
  tr(lang, `shell:bell.label_${count === 0 ? 'zero' : count === 1 ? 'one' : 'other'}`, { count: String(count) });
const bellOf = (page: Page, lang: Lang) =>
  page.getByRole('banner').getByRole('link', { name: new RegExp(`^${tr(lang, 'shell:bell.loading')},`) });
/** The count the bell's name says. */
async function bellCount(page: Page, lang: Lang): Promise<number> {
  const bell = bellOf(page, lang);
  await expect(bell).toHaveAccessibleName(/\d|ingen|none/);
  const name = (await bell.getAttribute('aria-label')) ?? '';
  return Number(name.match(/\d+/)?.[0] ?? 0);
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-1440.png`, fullPage: true });
  await page.setViewportSize(NARROW);
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
  await page.setViewportSize(WIDE);
}

/** At a phone's width: nothing wider than the screen, no serious axe violation. */
async function expectFitsAPhone(page: Page) {
  await page.setViewportSize(NARROW);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW.width);
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize(WIDE);
}

async function signIn(page: Page, lang: Lang, email: string, home: RegExp) {
  await page.setViewportSize(WIDE);
  await signInByApi(page, lang, email);
  await expect(page).toHaveURL(home);
}

/** The demo coordinator assigning COURSE to Leah, as the assign-learners screen does. */
async function assigner(): Promise<(due: string) => Promise<void>> {
  const coordinator = await apiAs(demo.coordinator.email);
  const courses = await coordinator<{ items: { id: string; title: string }[] }>(
    'GET',
    `/courses?mine=true&status=published&searchTerm=${encodeURIComponent(COURSE)}`,
  );
  const course = courses.items.find((c) => c.title === COURSE)!;
  const learners = await coordinator<{ items: { id: string; email: string }[] }>(
    'GET',
    `/learners?searchTerm=${encodeURIComponent(demo.learner.email)}`,
  );
  const leah = learners.items.find((l) => l.email === demo.learner.email)!;
  return async (due) => {
    const result = await coordinator<{ created: number; updated: number }>('POST', `/courses/${course.id}/enrolments`, {
      learnerIds: [leah.id],
      dueDate: due,
    });
    expect(result.created + result.updated).toBe(1);
  };
}

/** A second tab of the same browser (the same session), on the learner's dashboard. */
async function secondTab(page: Page) {
  const tab = await page.context().newPage();
  await tab.setViewportSize(WIDE);
  await tab.goto('/learner/dashboard');
  return tab;
}

const feedOf = (page: Page, lang: Lang) => page.getByRole('list', { name: n(lang, 'list.label') });
const unreadIn = (lang: Lang, item: Locator) => item.getByText(`${n(lang, 'list.unread')}:`, { exact: false });

/** When a notification came (its <time datetime>): what tells two apart, unlike the relative time shown. */
const momentOf = (item: Locator) => item.locator('time').getAttribute('datetime');

for (const lang of journeyLanguages()) {
  test(`${lang}: a coordinator assigns a course and the learner's bell counts up live in every tab; the feed's changes`, async ({
    page,
  }) => {
    test.slow(); // a long journey: three times the timeout that ends a hung one
    await signIn(page, lang, demo.learner.email, /\/learner\/dashboard$/);
    const assign = await assigner();
    const learner: Call = await apiAs(demo.learner.email);
    const summary = () =>
      learner<{ unreadCount: number; totalCount: number }>('GET', '/v1/learner/notifications/summary');

    // By keyboard from the bell to the feed; its hub connected.
    const bell = bellOf(page, lang);
    const before = await bellCount(page, lang);
    await expect(bell).toHaveAccessibleName(bellName(lang, before));
    await bell.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/learner\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: n(lang, 'title') })).toBeVisible();
    await expect(page.getByText(n(lang, 'intro.learner'))).toBeVisible();
    await expect(page.locator('[data-hub-state="Connected"]')).toContainText(n(lang, 'live.Connected'));
    const other = await secondTab(page);
    await expect(other.locator('[data-testid="notification-bell"]')).toHaveAttribute(
      'aria-label',
      bellName(lang, before),
    );
    await expectNoSeriousAxeViolations(page);

    // The coordinator assigns: both tabs count up without a reload, the new one is at the top of the feed, and a
    // screen reader hears the new count.
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    await assign(dueDate(lang, 0));
    await expect(bell).toHaveAccessibleName(bellName(lang, before + 1));
    await expect(bell).toContainText(String(before + 1));
    await expect(other.locator('[data-testid="notification-bell"]')).toHaveAttribute(
      'aria-label',
      bellName(lang, before + 1),
    );
    const items = feedOf(page, lang).getByRole('listitem');
    await expect(items.first()).toContainText(COURSE);
    await expect(unreadIn(lang, items.first())).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: new RegExp(`^${before + 1}\\b`) })).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await other.close();
    await shoot(page, `learner-notifications-${lang}`);

    // More than a page (15): the next loads as the end of the list scrolls into view, once.
    for (let i = 1; i <= 12; i++) await assign(dueDate(lang, i));
    // The notifications are written by jobs after each assignment's answer: wait for them as the bell shows them.
    await expect(bell).toHaveAccessibleName(bellName(lang, before + 13));
    await expect.poll(async () => (await summary()).totalCount).toBeGreaterThan(15);
    await expect(items).toHaveCount(15);
    const page2 = page.waitForRequest(
      (r) => r.url().includes('/v1/learner/notifications?') && r.url().includes('pageNumber=2'),
    );
    // The feed may still be refetching after the last counts (an item replaced under the scroll): try again then.
    await expect(async () => {
      await items.last().scrollIntoViewIfNeeded({ timeout: 2_000 });
      await page.mouse.wheel(0, 4000);
    }).toPass();
    await page2;
    // Page 2 (and more pages while the end stays in view, as in the second language's longer feed).
    await expect.poll(() => items.count()).toBeGreaterThan(15);
    await expectNoSeriousAxeViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));

    // A mark read the server refuses: read at once, then unread again with the count as it was, and no toast.
    const newest = items.first();
    const count = await bellCount(page, lang);
    const markRead = await holdRequests(page, MARK_READ, refuse500);
    await newest.getByRole('button', { name: n(lang, 'actions.markRead') }).click();
    await expect(bell).toHaveAccessibleName(bellName(lang, count - 1));
    await expect(unreadIn(lang, newest)).toHaveCount(0);
    markRead.release();
    await expect(bell).toHaveAccessibleName(bellName(lang, count));
    await expect(unreadIn(lang, newest)).toHaveCount(1);
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
    await markRead.unroute();

    // A delete the server refuses: gone at once, then back, without a word.
    const listed = await items.count();
    const deleting = await holdRequests(page, DELETE_ONE, refuse500, { method: 'DELETE' });
    // Told apart by what it says and when it came, not by its text as a whole: "10 seconds ago" moves on.
    const second = { text: await items.nth(1).getByRole('link').textContent(), at: await momentOf(items.nth(1)) };
    await items
      .nth(1)
      .getByRole('button', { name: n(lang, 'actions.delete') })
      .click();
    await expect(items).toHaveCount(listed - 1);
    deleting.release();
    await expect(items).toHaveCount(listed);
    await expect(items.nth(1).getByRole('link')).toHaveText(second.text ?? '');
    expect(await momentOf(items.nth(1))).toBe(second.at);
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
    await deleting.unroute();

    // Keyboard: the text links to the course, then mark read, then delete. Mark read: not bold, one fewer.
    await newest.getByRole('link').focus();
    await expect(newest.getByRole('link')).toHaveAttribute('href', /\/learner\/course-view\//);
    await page.keyboard.press('Tab');
    await expect(newest.getByRole('button', { name: n(lang, 'actions.markRead') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(unreadIn(lang, newest)).toHaveCount(0);
    await expect(bell).toHaveAccessibleName(bellName(lang, count - 1));
    await expect.poll(async () => (await summary()).unreadCount).toBe(count - 1);

    // Delete (a read one): gone, the unread count as it was, and so on the server.
    const deleted = await momentOf(items.nth(0));
    const totalBefore = (await summary()).totalCount;
    await newest.getByRole('link').focus();
    await page.keyboard.press('Tab');
    await expect(newest.getByRole('button', { name: n(lang, 'actions.delete') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => momentOf(items.first())).not.toBe(deleted);
    await expect.poll(async () => (await summary()).totalCount).toBe(totalBefore - 1);
    await expect(bell).toHaveAccessibleName(bellName(lang, count - 1));

    // Filters in the address: only unread, then only courses assigned.
    await page.getByText(n(lang, 'filter.unread'), { exact: true }).click();
    await expect(page).toHaveURL(/status=unread/);
    await expect(feedOf(page, lang).getByText(`${n(lang, 'list.unread')}:`, { exact: false })).toHaveCount(
      Math.min(count - 1, 15),
    );
    await page.getByText(n(lang, 'filter.all'), { exact: true }).click();
    const type = page.getByRole('combobox', { name: n(lang, 'filter.type') });
    await expect(type.locator('option')).toHaveText([
      n(lang, 'filter.allTypes'),
      ...[
        'course-assigned',
        'course-due-soon',
        'course-overdue',
        'quiz-graded',
        'assignment-created',
        'assignment-removed',
        'password-changed',
        'course-recommended',
        'endorsement-requested',
        'certificate-issued',
        'certificate-expiring',
        'badge-earned',
        'level-reached',
        'redemption-fulfilled',
        'redemption-rejected',
        'forum-reply',
        'forum-mention',
      ].map((t) => n(lang, `types.${t}.filter`)),
    ]);
    await type.selectOption({ label: n(lang, 'types.password-changed.filter') });
    await expect(items).toHaveCount(1);
    await expect(items.first()).toHaveAttribute('data-type', 'password-changed');
    // A password change is about nothing to open: no link.
    await expect(items.first().getByRole('link')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await type.selectOption({ label: n(lang, 'filter.allTypes') });

    // Mark all read: none unread anywhere, the button off.
    const markAll = page.getByRole('button', { name: n(lang, 'markAllRead') });
    await markAll.click();
    await expect(bell).toHaveAccessibleName(bellName(lang, 0));
    await expect(bell).not.toContainText(/\d/);
    await expect(markAll).toBeDisabled();
    await expect(feedOf(page, lang).getByText(`${n(lang, 'list.unread')}:`, { exact: false })).toHaveCount(0);
    await expect.poll(async () => (await summary()).unreadCount).toBe(0);
    await expectNoSeriousAxeViolations(page);
    await expectFitsAPhone(page);
    await shoot(page, `learner-notifications-read-${lang}`);

    // The settings link.
    await page.getByRole('link', { name: n(lang, 'settings') }).click();
    await expect(page).toHaveURL(/\/learner\/notifications\/preferences$/);
  });
}

/** A role's own page through its bell: its heading, its area's intro and types, axe clean, wide and narrow. */
async function expectRolePage(page: Page, lang: Lang, area: string, types: string[]) {
  const bell = bellOf(page, lang);
  const unread = await bellCount(page, lang);
  await bell.click();
  await expect(page).toHaveURL(new RegExp(`/${area}/notifications$`));
  await expect(page.getByRole('heading', { level: 1, name: n(lang, 'title') })).toBeVisible();
  await expect(page.getByText(n(lang, `intro.${area}`))).toBeVisible();
  await expect(page.getByTestId('notifications-unread-count')).toHaveText(
    n(lang, 'unreadCount', { count: String(unread) }),
  );
  await expect(page.locator('[data-hub-state]')).toHaveCount(0); // no live count but the Learner's (spec §6)
  await expect(page.getByRole('combobox', { name: n(lang, 'filter.type') }).locator('option')).toHaveText([
    n(lang, 'filter.allTypes'),
    ...types.map((t) => n(lang, `types.${t}.filter`)),
  ]);
  await expect(feedOf(page, lang).getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expectFitsAPhone(page);
  await shoot(page, `${area}-notifications-${lang}`);
  await expect(page.getByRole('link', { name: n(lang, 'settings') })).toHaveAttribute(
    'href',
    `/${area}/notifications/preferences`,
  );
}

for (const lang of journeyLanguages()) {
  test(`${lang}: a project manager's and a coordinator's notifications, through their bells`, async ({ page }) => {
    await signIn(page, lang, demo.pm.email, /\/project-manager\/dashboard$/);
    await expectRolePage(page, lang, 'project-manager', [
      'project-overdue',
      'password-changed',
      'endorsement-requested',
      'forum-reply',
      'forum-mention',
    ]);
    // An overdue project leads to it on the assignment screen.
    await expect(
      feedOf(page, lang).locator('li[data-type="project-overdue"]').first().getByRole('link'),
    ).toHaveAttribute('href', /\/project-manager\/employee-assign\?projectId=/);

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, lang, demo.coordinator.email, /\/coordinator\/dashboard$/);
    await expectRolePage(page, lang, 'coordinator', [
      'course-completed',
      'quiz-needs-grading',
      'password-changed',
      'endorsement-requested',
      'forum-reply',
      'forum-mention',
    ]);
  });
}

for (const lang of journeyLanguages()) {
  test(`${lang}: the learner's feed fails to load: the server's message (its translation), then Try again`, async ({
    page,
  }) => {
    await signIn(page, lang, demo.learner.email, /\/learner\/dashboard$/);
    let fail = true;
    await page.route('**/api/v1/learner/notifications?*', (route) =>
      fail
        ? route.fulfill({ status: 503, json: { code: 'SERVER_BUSY', message: 'The server is busy.' } })
        : route.continue(),
    );
    await page.goto('/learner/notifications');
    const retry = page.getByRole('button', { name: tr(lang, 'common:list.retry') });
    await expect(retry).toBeVisible();
    const said = lang === 'en' ? 'The server is busy.' : tr(lang, 'errors:SERVER_BUSY');
    await expect(page.getByRole('alert').filter({ hasText: said })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    fail = false;
    await retry.click();
    await expect(feedOf(page, lang).getByRole('listitem').first()).toBeVisible();
  });
}

test('the hub is a WebSocket while the Learner role is current, and closed by a switch to another role', async ({
  page,
}) => {
  // The page's clock, so that the reconnect delays below are passed by a jump of its timers, not a wait.
  await page.clock.install();
  const sockets: { url: string; closed: boolean }[] = [];
  page.on('websocket', (ws) => {
    if (!ws.url().includes('/notificationHub/')) return;
    const socket = { url: ws.url(), closed: false };
    sockets.push(socket);
    ws.on('close', () => {
      socket.closed = true;
    });
  });
  const card = (role: string) =>
    page.getByRole('button', { name: new RegExp(`^${tr('en', `common:roles.${role}.title`)}`) });
  await signIn(page, 'en', demo.multi.email, /\/role-selection$/);
  await card('Learner').click();
  await expect(page).toHaveURL(/\/learner\/dashboard$/);
  await expect.poll(() => sockets.filter((s) => !s.closed).length).toBe(1);
  // The token goes in the handshake, not in a WebSocket's address (spec §7: the query parameter is for polling).
  expect(sockets[0]!.url).not.toContain('access_token');
  await expect(bellOf(page, 'en')).toHaveAttribute('href', '/learner/notifications');

  // Switched in the app (no page load, which would close the socket with the page).
  await page.getByRole('button', { name: tr('en', 'common:userMenu.label', { name: demo.multi.name }) }).click();
  await page.getByRole('menuitem', { name: tr('en', 'common:userMenu.switchRole') }).click();
  await expect(page).toHaveURL(/\/role-selection$/);
  await card('ProjectManager').click();
  await expect(page).toHaveURL(/\/project-manager\/dashboard$/);
  await expect(bellOf(page, 'en')).toHaveAttribute('href', '/project-manager/notifications');
  await expect.poll(() => sockets.every((s) => s.closed)).toBe(true);
  await page.clock.runFor(2_500); // past the first two reconnect delays (0 and 2 s): nothing opens again
  expect(sockets).toHaveLength(1);
});

test('where WebSockets are dropped the hub falls back to long polling with the token in access_token, and stays live', async ({
  page,
}) => {
  // A proxy that takes the WebSocket and drops it at once.
  await page.routeWebSocket(/\/notificationHub\//, (ws) => ws.close());
  const polls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/notificationHub/') && request.url().includes('transport=polling'))
      polls.push(request.url());
  });
  await signIn(page, 'en', demo.learner.email, /\/learner\/dashboard$/);
  await page.goto('/learner/notifications');
  // At once, not after Socket.IO's 30 s connection timeout.
  await expect(page.locator('[data-hub-state="Connected"]')).toBeVisible();
  expect(polls.length).toBeGreaterThan(0);
  expect(new URL(polls[0]!).searchParams.get('access_token')).toBeTruthy();
  const before = await bellCount(page, 'en');
  await (await assigner())(dueDate('en', 100));
  await expect(bellOf(page, 'en')).toHaveAccessibleName(bellName('en', before + 1));
});

test('a hub token that expires is disconnected by the server; the hub reconnects with a refreshed one and stays live', async ({
  page,
}) => {
  const sockets: string[] = [];
  page.on('websocket', (ws) => {
    if (ws.url().includes('/notificationHub/')) sockets.push(ws.url());
  });
  await signIn(page, 'en', demo.learner.email, /\/learner\/dashboard$/);
  // The same session's token, signed by the server's key, running out in 6 s; the stored expiry says 15 min, so
  // the client does not refresh it before the server ends the connection.
  const current = (await page.evaluate(() => localStorage.getItem('access_token')))!;
  const claims = decodeJwt(current);
  const secret = new TextEncoder().encode(
    readFileSync(`test-results/e2e-data-${new URL(page.url()).port}/jwt-secret`, 'utf8').trim(),
  );
  const now = Math.floor(Date.now() / 1000);
  const short = await new SignJWT({ role: claims.role, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub!)
    .setAudience('talentpath')
    .setIssuer('talentpath')
    .setIssuedAt(now)
    .setExpirationTime(now + 6)
    .sign(secret);
  await page.evaluate(
    ({ token, expiry }) => {
      localStorage.setItem('access_token', token);
      localStorage.setItem('token_expiry', expiry);
    },
    { token: short, expiry: new Date(Date.now() + 15 * 60_000).toISOString() },
  );
  await page.goto('/learner/notifications');
  const live = page.locator('[data-hub-state="Connected"]');
  await expect(live).toBeVisible();
  const opened = sockets.length;
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh-token') && r.status() === 200, {
    timeout: 60_000,
  });
  await refreshed;
  await expect.poll(() => sockets.length).toBe(opened + 1);
  await expect(live).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).not.toBe(short);
  const before = await bellCount(page, 'en');
  await (await assigner())(dueDate('en', 101));
  await expect(bellOf(page, 'en')).toHaveAccessibleName(bellName('en', before + 1));
});
