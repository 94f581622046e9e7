import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startServer } from './support/processes.ts';

// Issue 3: Lighthouse with its default mobile settings on the public pages, against the floors.
const PORT = 3204;
const FLOORS = { performance: 90, accessibility: 95, 'best-practices': 95 } as const;
const PAGES = ['/', '/contact-us'];

const server = await startServer('./app-server.ts', PORT);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
let failed = false;
try {
  for (const page of PAGES) {
    const result = await lighthouse(`http://127.0.0.1:${PORT}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(FLOORS),
    });
    const categories = result!.lhr.categories;
    const scores = Object.entries(FLOORS).map(([id, floor]) => {
      const score = Math.round((categories[id]?.score ?? 0) * 100);
      failed ||= score < floor;
      return `${id} ${score} (floor ${floor}, ratio ${(score / floor).toFixed(3)}) ${score >= floor ? 'PASS' : 'FAIL'}`;
    });
    console.log(`lighthouse ${page}: ${scores.join('; ')}`);
    const audit = (id: string) => result!.lhr.audits[id]?.displayValue ?? '?';
    console.log(`  FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}, SI ${audit('speed-index')}`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}
process.exit(failed ? 1 : 0);
