import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from './support/processes.ts';

// Issue 3: the JavaScript a first visit to `/` loads, gzipped, against a 170 KB ceiling. Measured in Chromium:
// every script requested until the page is idle, before the 2 s preload of signed-in screens begins.
const CEILING_KB = 170;
const PORT = 3203;
const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

const gzippedSize = (urlPath: string) => {
  const file = `${dist}${urlPath}`;
  return existsSync(`${file}.gz`)
    ? readFileSync(`${file}.gz`).length
    : gzipSync(readFileSync(file), { level: 9 }).length;
};

const server = await startServer('./app-server.ts', PORT);
let failed = false;
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    let counting = true;
    page.on('request', (request) => {
      if (counting && request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    const started = Date.now();
    await page.goto(`http://127.0.0.1:${PORT}/`, { waitUntil: 'networkidle' });
    counting = false;
    if (Date.now() - started > 1_900)
      console.log('note: the page took longer than the preload delay to settle; preloaded chunks may be counted');
    const sizes = [...scripts].map((p) => ({ path: p, bytes: gzippedSize(p) })).sort((a, b) => b.bytes - a.bytes);
    const total = sizes.reduce((sum, s) => sum + s.bytes, 0) / 1024;
    for (const s of sizes.slice(0, 8)) console.log(`  ${(s.bytes / 1024).toFixed(1).padStart(6)} KB  ${s.path}`);
    console.log(`initial JS for /: ${total.toFixed(1)} KB gzipped in ${sizes.length} files (ceiling ${CEILING_KB} KB)`);
    console.log(`  ratio ${(total / CEILING_KB).toFixed(3)} of the ceiling ${total <= CEILING_KB ? 'PASS' : 'FAIL'}`);
    failed = total > CEILING_KB;
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
