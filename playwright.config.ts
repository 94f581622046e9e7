import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/**
 * Debian's Chromium. Its headless shell (package chromium-headless-shell, the engine Playwright itself runs headless)
 * when installed: the same Blink and V8 without the full browser around them, a quarter less CPU a journey.
 */
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

export const E2E = { baseURL: `http://localhost:${PORT}`, smtpPort: PORT + 426, mailApiPort: PORT + 427 };

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // Journeys wait for what a user waits for (a response, a heading), never a fixed time, so these limits only end a
  // journey that hangs: generous, because a loaded or slow machine must not fail a journey that would pass.
  timeout: 240_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E.baseURL,
    // An action (a click, a fill) waits until its element can take it; with no limit of its own, one that never can
    // (covered by another element, detached, never enabled) held a journey until the test's limit, 12 minutes, and
    // failed it without a word of why. Now it fails after a minute, naming the element and what stood in its way.
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
    reducedMotion: 'reduce',
    // A trace records every step of every journey (a fifth of the suite's CPU); E2E_TRACE=1 keeps one per failure.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // V8 without its top tier (TurboFan): a journey's pages live seconds, too short for its optimised code to pay
        // back compiling it on the same two cores. The same journeys took 5% less CPU (153 against 162 and 169 s).
        '--js-flags=--max-opt=2',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `node --import tsx e2e/support/mail-catcher.ts`,
      url: `http://127.0.0.1:${E2E.mailApiPort}/health`,
      env: { SMTP_PORT: String(E2E.smtpPort), MAIL_API_PORT: String(E2E.mailApiPort) },
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: `node --import tsx e2e/support/start-server.ts`,
      url: `${E2E.baseURL}/api/health`,
      timeout: 120_000,
      env: {
        PORT: String(PORT),
        DATA_DIR: `test-results/e2e-data-${PORT}`,
        SMTP_URL: `smtp://127.0.0.1:${E2E.smtpPort}`,
        APP_URL: E2E.baseURL,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        CONTACT_RATE_LIMIT_PER_HOUR: '1000',
        // A journey asks, answers and comments in seconds; the throttle itself is proved by the API tests.
        FORUM_POST_INTERVAL_SECONDS: '0',
        FORUM_POSTS_PER_HOUR: '1000',
      },
      reuseExistingServer: false,
      stdout: 'pipe',
    },
  ],
});
