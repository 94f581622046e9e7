import { cpSync, existsSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishBuild, stagingFolder } from '../../src/platform/build-folders.ts';
import type { LockHolder } from '../../src/platform/data-lock.ts';
import { writeMigratedDataDir } from '../support/pglite-snapshot.ts';
import {
  freePort,
  killAll,
  removeTempFolders,
  serverDir,
  spawnProcess,
  startServer,
  tempFolder,
  waitHealthy,
  type NodeProcess,
} from '../support/processes.ts';

// Issue 22: the README's `npm start`, and its two copies side by side in one checkout. A second `npm start` builds
// again while the first server serves; the first must go on serving the build it started with (ADR 0045). The root's
// npm scripts run in the repository root, so `./data` and a relative DATA_DIR are the root's.
const root = path.resolve(serverDir, '../..');
const webDist = path.join(root, 'apps/web/dist');
const secondData = tempFolder('talentpath-second-');
const npm = (args: string[], env: Record<string, string> = {}) => spawnProcess('npm', args, env, { cwd: root });

async function succeeds(run: NodeProcess, ms: number) {
  expect(await run.exitWithin(ms), run.stdout() + run.stderr()).toEqual({ code: 0, signal: null });
}

afterAll(async () => {
  // npm does not pass a signal on to the server it started (ADR 0011): a second server left running is ended here.
  const lock = path.join(secondData, 'server.lock');
  if (existsSync(lock)) process.kill((JSON.parse(readFileSync(lock, 'utf8')) as LockHolder).pid, 'SIGKILL');
  await killAll();
  removeTempFolders();
});

beforeAll(async () => {
  // The server's build, and the web app's when this checkout has none yet (`npm start` would make both).
  await succeeds(npm(['run', 'build', '-w', '@talentpath/server']), 60_000);
  if (!existsSync(path.join(webDist, 'index.html')))
    await succeeds(npm(['run', 'build', '-w', '@talentpath/web']), 600_000);
}, 700_000);

describe('npm start', () => {
  it('a second npm start builds and starts beside the first, which serves its own pages and assets with 200 throughout', {
    timeout: 720_000,
  }, async () => {
    // The first server serves a build the second start replaces: this checkout's web build and one file more.
    const staging = stagingFolder(webDist);
    cpSync(realpathSync(webDist), staging, { recursive: true });
    writeFileSync(path.join(staging, 'first-build.txt'), 'the first server serves this build');
    const firstBuild = publishBuild(staging, webDist);
    // The first server only serves (a pre-migrated folder); the second is the README's npm start on an empty one.
    const firstData = tempFolder('talentpath-first-');
    await writeMigratedDataDir(firstData);
    const first = await startServer(firstData, {}, { web: true });
    await waitHealthy(first);

    // Its pages (the prerendered landing page, and index.html for a screen of the app), and every script and style
    // sheet the app may load, lazily loaded screens included.
    const assets = readdirSync(path.join(firstBuild, 'assets')).filter((f) => /\.(js|css)$/.test(f));
    expect(assets.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(5);
    const urls = ['/', '/dashboard', '/first-build.txt', ...assets.map((f) => `/assets/${f}`)];
    const index = await (await fetch(`${first.url}/dashboard`)).text();
    for (const [, src] of index.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) expect(urls).toContain(src);

    const failures = new Set<string>();
    let rounds = 0;
    let polling = true;
    const poller = (async () => {
      while (polling) {
        for (const url of urls) {
          const response = await fetch(`${first.url}${url}`).catch(() => null);
          if (response?.status !== 200) failures.add(`${url}: ${response?.status ?? 'no answer'}`);
          await response?.arrayBuffer();
        }
        rounds++;
        await new Promise((r) => setTimeout(r, 200)); // the build beside it needs the machine's cores
      }
    })();

    // The README's recipe, with a DATA_DIR relative to where npm start runs (the repository root).
    const port = await freePort();
    const second = npm(['start'], {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.relative(root, secondData),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    });
    await waitHealthy({ ...second, port, url: `http://127.0.0.1:${port}` }, 600_000);
    polling = false;
    await poller;

    expect([...failures]).toEqual([]);
    expect(rounds).toBeGreaterThan(2);
    expect(await (await fetch(`${first.url}/dashboard`)).text()).toBe(index);
    // The second start published its own build and serves it; the first server's build is still there, unchanged.
    expect(realpathSync(webDist)).not.toBe(firstBuild);
    expect((await fetch(`http://127.0.0.1:${port}/first-build.txt`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/dashboard`)).status).toBe(200);
    expect(readFileSync(path.join(firstBuild, 'first-build.txt'), 'utf8')).toBe('the first server serves this build');

    // Its data went to DATA_DIR taken from the repository root (not from apps/server, where npm used to run it).
    expect(second.stdout()).toContain(`PGlite in ${path.join(secondData, 'db')}`);
    const holder = JSON.parse(readFileSync(path.join(secondData, 'server.lock'), 'utf8')) as LockHolder;
    process.kill(holder.pid, 'SIGTERM');
    await succeeds(second, 30_000);
    first.child.kill('SIGTERM');
    expect(await first.exitWithin(15_000), first.stderr()).toEqual({ code: 0, signal: null });
  });

  it('npm run mail:outbox reads ./data of the repository root, where npm start keeps its data', async () => {
    const outbox = npm(['run', 'mail:outbox']);
    await succeeds(outbox, 60_000);
    expect(outbox.stdout()).toContain(` in ${path.join(root, 'data', 'outbox')}`);
  });
});
