import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Frame, type Page, type Route } from '@playwright/test';
import type axe from 'axe-core';
import { E2E } from '../../playwright.config.ts';
import { STORAGE_KEYS } from '@talentpath/contracts/constants';
import type { LoginResponse, SelectRoleResponse } from '@talentpath/contracts/auth';
import { roleHome, type Role } from '@talentpath/contracts/roles';
import { PASSWORD } from './accounts.ts';

export type Lang = 'en' | 'no';

/**
 * Resolves once the page has laid itself out again after a change of the window's size: a ResizeObserver made now
 * reports in the next rendering step, after the page's own observers (e.g. a segmented control moving its
 * highlight under the chosen label, whose white text is unreadable until it has).
 */
export async function settleAfterResize(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new ResizeObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(document.documentElement);
      }),
  );
}

/** Fails on serious or critical axe violations on what the page shows now. */
export async function expectNoSeriousAxeViolations(page: Page) {
  // A modal or menu still fading in has text at part opacity: axe would measure a contrast no one ever reads.
  // (Spinners and skeletons run for ever, so only animations that end are waited for.)
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    null,
    { timeout: 60_000 },
  );
  const results = await runAxe(page);
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** The WCAG 2.1 A and AA rules, the tags the checks have always run. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's minified build: the package's `source` is its unminified one, twice the size for the page to parse each
 * time axe is put in (on a page just loaded, putting it in took about as long as the check; minified, a third less).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core run in the page, put in each frame once. (@axe-core/playwright put the 600 kB script in twice per call
 * and finished every run in a new blank page: about 4 s a check against about 1 s here, 155 checks a suite run.)
 * Frames axe cannot enter (another origin, the PDF viewer) are left out, as axe's same-origin default does.
 */
async function runAxe(page: Page): Promise<axe.AxeResults> {
  const put = (frame: Frame) => frame.evaluate(AXE_SOURCE).catch(() => undefined);
  const lacking = async (frame: Frame) => !(await frame.evaluate('typeof window.axe === "object"').catch(() => false));
  const [main, ...inner] = page.frames();
  const newInner = [];
  for (const frame of inner) if (await lacking(frame)) newInner.push(frame);
  await Promise.all(newInner.map(put));
  // The top frame's axe is put in again when a frame is new to it (a page written anew by setContent has lost the
  // listener that hears its frames).
  if (newInner.length > 0 || (await lacking(main!))) await put(main!);
  return page.evaluate((options) => (window as unknown as { axe: typeof axe }).axe.run(document, options), {
    runOnly: { type: 'tag', values: AXE_TAGS },
    resultTypes: ['violations'],
  } satisfies axe.RunOptions);
}

/** E-mails the SMTP peer received for an address, newest last. */
export async function mailsTo(address: string): Promise<{ subject: string; text: string }[]> {
  const res = await fetch(`http://127.0.0.1:${E2E.mailApiPort}/messages?to=${encodeURIComponent(address)}`);
  return (await res.json()) as { subject: string; text: string }[];
}

export async function waitForMail(address: string, count = 1) {
  let mails: { subject: string; text: string }[] = [];
  await expect
    .poll(async () => (mails = await mailsTo(address)).length, { timeout: 60_000, message: `e-mail to ${address}` })
    .toBeGreaterThanOrEqual(count);
  return mails[count - 1]!;
}

/**
 * Opens a page in a language, stored as the app keeps a choice: in localStorage, and in the cookie that lets
 * the server send the page in that language.
 */
export async function openLanding(page: Page, lang: Lang, path = '/') {
  await page.addInitScript((l) => {
    if (!window.localStorage.getItem('i18nextLng')) window.localStorage.setItem('i18nextLng', l);
  }, lang);
  await page.context().addCookies([{ name: 'tp_lang', value: lang, url: E2E.baseURL }]);
  await page.goto(path);
}

export const text = {
  en: {
    login: 'Sign in',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    forgot: 'Forgot password?',
    sendReset: 'Send Reset Link',
    checkEmail: 'Check Your Email',
    selectRole: 'Select your role to access the dashboard',
    signOut: 'Sign out',
    switchRole: 'Switch role',
    loggedOut: 'Logged out successfully',
    invalid: 'Invalid email or password',
    loginOk: 'Login successful!',
  },
} as const;

/** Signs in through the login modal on the landing page. */
export async function signInThroughModal(page: Page, email: string, password = PASSWORD) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(Sign in|Logg inn)$/ })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^(Email|E-post)/).fill(email);
  await dialog
    .getByLabel(/^(Password|Passord)/, { exact: false })
    .first()
    .fill(password);
  await dialog.getByRole('button', { name: /^(Sign in|Logg inn)$/ }).click();
}

/**
 * Holds the requests `url` matches until the test calls release(): what the page shows while it waits (a loader,
 * an optimistic change) is checked for as long as it takes, on a machine of any speed, and not against a timer.
 * `answer` decides what a held request then gets (default: it goes on to the server). `arrived` resolves with
 * the first one. Ends with unroute().
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
  options: { method?: string } = {},
) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const handler = async (route: Route) => {
    if (options.method && route.request().method() !== options.method) return route.continue();
    arrive();
    await released;
    await answer(route);
  };
  await page.route(url, handler);
  return { arrived, release, unroute: () => page.unroute(url, handler) };
}

/** What holdRequests answers with a refusal: the server's 500. */
export const refuse500 = (route: Route) =>
  route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'Something went wrong.' } });

/**
 * Signs in through the API and leaves the browser signed in as the app would after the sign-in dialog (the
 * stored session of spec §3), in `lang`, on `path` (the role's home by default). For journeys about what comes after
 * signing in: sign-in itself is journeyed through the dialog (sign-in.spec.ts, signInThroughModal).
 */
export async function signInByApi(
  page: Page,
  lang: Lang,
  email: string,
  options: { role?: Role; path?: string; password?: string } = {},
) {
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await page.request.post(`${E2E.baseURL}/api/auth/${path}`, { data: body });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    return (await res.json()) as T;
  };
  // The language cookie first: sign-in notes it as the language of the user's e-mails, as the dialog's would.
  await page.context().addCookies([{ name: 'tp_lang', value: lang, url: E2E.baseURL }]);
  const login = await post<LoginResponse>('login', { email, password: options.password ?? PASSWORD });
  let tokens: LoginResponse['token'] = login.token;
  let requirePasswordChange = login.requirePasswordChange;
  if (options.role && options.role !== tokens.currentRole) {
    const selected = await post<SelectRoleResponse>('select-role', {
      userId: login.userId,
      role: options.role,
      accessToken: tokens.accessToken,
    });
    tokens = selected;
    requirePasswordChange = selected.requirePasswordChange;
  }
  // Any page of the origin gives its storage; the health answer is the lightest.
  await page.goto('/api/health');
  const user = { id: login.userId, name: login.name, email: login.email, roles: login.roles, avatar: login.avatar };
  const entries: [string, string][] = [
    [STORAGE_KEYS.user, JSON.stringify(user)],
    [STORAGE_KEYS.userId, login.userId],
    [STORAGE_KEYS.accessToken, tokens.accessToken],
    [STORAGE_KEYS.refreshToken, tokens.refreshToken],
    [STORAGE_KEYS.tokenExpiry, tokens.expiresAt],
    [STORAGE_KEYS.currentRole, tokens.currentRole],
    [STORAGE_KEYS.requirePasswordChange, String(requirePasswordChange)],
    [STORAGE_KEYS.language, lang],
  ];
  await page.evaluate((pairs) => {
    for (const [key, value] of pairs) localStorage.setItem(key, value);
  }, entries);
  // Someone with several roles chooses one after signing in, as the dialog sends them to (spec §4).
  const home = login.roles.length > 1 && !options.role ? '/role-selection' : roleHome(tokens.currentRole);
  await page.goto(options.path ?? home);
}

/**
 * Every journey fails when React reports that a prerendered page's HTML and the first render in the browser
 * differ (the page would then be thrown away and rendered again, flashing), when the page breaks its own
 * Content-Security-Policy (even a violation that is caught, like a library probing for eval), or when a text it
 * showed is missing from the locale files (i18next logs it: lib/i18n.ts).
 */
// biome-ignore lint/suspicious/noConfusingVoidType: Playwright's type for an automatic fixture that gives no value (its use() takes none)
export const test = base.extend<{ pageGuards: void }>({
  pageGuards: [
    async ({ page }, use) => {
      const mismatches: string[] = [];
      const missingTexts: string[] = [];
      const check = (text: string) => {
        if (/hydrat/i.test(text)) mismatches.push(text.slice(0, 500));
        if (text.startsWith('i18n: no text for')) missingTexts.push(text);
      };
      page.on('console', (message) => {
        if (message.type() === 'error') check(message.text());
      });
      page.on('pageerror', (error) => check(error.message));
      const violations: string[] = [];
      await page.exposeBinding('reportCspViolation', (_source, text: string) => void violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
          report(`${event.effectiveDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      await use();
      expect(mismatches, 'hydration mismatches').toEqual([]);
      expect(missingTexts, 'texts missing in the locale files (the page showed their keys)').toEqual([]);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
