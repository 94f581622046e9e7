import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeMigratedDataDir } from '../support/pglite-snapshot.ts';
import {
  killAll,
  removeTempFolders,
  spawnNode,
  spawnTs,
  startServer,
  tempFolder as makeTempFolder,
  waitHealthy,
  type ServerProcess,
} from '../support/processes.ts';

// The production build (ADR 0011): `build.ts` bundles src/ into dist/ (ADR 0045), which runs on plain node.
const tempFolder = () => makeTempFolder('talentpath-build-');
afterAll(async () => {
  await killAll();
  removeTempFolders();
});

beforeAll(async () => {
  const build = spawnTs('build.ts');
  expect(await build.exitWithin(60_000), build.stdout() + build.stderr()).toEqual({ code: 0, signal: null });
}, 70_000);

async function stop(server: ServerProcess) {
  server.child.kill('SIGTERM');
  const exit = await server.exitWithin(15_000);
  expect(exit, server.stdout() + server.stderr()).toEqual({ code: 0, signal: null });
  expect(server.stdout()).toContain('TalentPath stopped.');
}

const serverDir = fileURLToPath(new URL('../../', import.meta.url));

/** The packages a built file needs before it runs: its static imports, following the build's own chunks. */
function staticPackages(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  const code = readFileSync(path.join(serverDir, 'dist', file), 'utf8');
  for (const [, from] of code.matchAll(/^import\s[^;]*?from\s*"([^"]+)"|^import\s*"([^"]+)"/gms)) {
    if (!from) continue;
    if (from.startsWith('./')) for (const p of staticPackages(from.slice(2), seen)) packages.add(p);
    else if (!from.startsWith('node:'))
      packages.add(
        from
          .split('/')
          .slice(0, from.startsWith('@') ? 2 : 1)
          .join('/'),
      );
  }
  return packages;
}

describe('the built server (node dist/server.js)', () => {
  it('needs only production dependencies to start: the demo data and its packages load only to seed', () => {
    // The server's production dependencies, and those of the workspace package the build bundles (contracts).
    const dependencies = ['package.json', '../../packages/contracts/package.json'].flatMap((file) =>
      Object.keys(
        (JSON.parse(readFileSync(path.join(serverDir, file), 'utf8')) as { dependencies: object }).dependencies,
      ),
    );
    const needed = [...staticPackages('server.js')].filter((p) => !p.startsWith('@talentpath/'));
    expect(needed.length).toBeGreaterThan(10);
    expect(needed.filter((p) => !dependencies.includes(p))).toEqual([]);
    for (const seedOnly of ['pdf-lib', 'pngjs', 'webm-wasm']) expect(needed).not.toContain(seedOnly);
  });

  it('starts on a fresh DATA_DIR: migrations found and applied, demo data loaded; JSON log lines on a pipe; exit 0 on SIGTERM', {
    timeout: 120_000,
  }, async () => {
    const server = await startServer(tempFolder(), { SEED_DEMO: 'true', LOG_LEVEL: 'info' });
    await waitHealthy(server);
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'learner@talentpath.test', password: 'Welcome!2026' }),
    });
    expect(login.status).toBe(200);
    // A question file is read in a worker thread, whose file the build writes beside the server (ADR 0047).
    const coordinator = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'coordinator@talentpath.test', password: 'Welcome!2026' }),
    });
    const auth = {
      authorization: `Bearer ${((await coordinator.json()) as { token: { accessToken: string } }).token.accessToken}`,
    };
    const courses = (await (await fetch(`${server.url}/api/courses`, { headers: auth })).json()) as {
      items: { id: string }[];
    };
    const imported = await fetch(`${server.url}/api/courses/${courses.items[0]!.id}/question-bank/import`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ format: 'gift', text: 'Read in a worker? {T}\n\nTwo plus two? {=4 ~5}', dryRun: true }),
    });
    expect(await imported.json()).toMatchObject({ dryRun: true, imported: 2, failed: 0 });
    await stop(server);

    expect(server.stdout()).toContain('Loaded demo data.');
    const logLines = server
      .stdout()
      .split('\n')
      .filter((line) => line.startsWith('{'));
    expect(logLines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toContain(
      'SIGTERM received: shutting down',
    );
  });

  it('runs db:seed and mail:outbox from the build, and writes readable log lines with LOG_FORMAT=pretty', {
    timeout: 150_000,
  }, async () => {
    // The test above starts on an empty folder; this one on a migrated one (initdb and migrations: about 13 s of CPU).
    const dir = tempFolder();
    await writeMigratedDataDir(dir);
    const seed = spawnNode(['--enable-source-maps', 'dist/seed-cli.js'], { DATA_DIR: dir });
    expect(await seed.exitWithin(90_000), seed.stdout() + seed.stderr()).toEqual({ code: 0, signal: null });
    expect(seed.stdout()).toContain('learner@talentpath.test');
    const outbox = spawnNode(['--enable-source-maps', 'dist/mail-outbox-cli.js'], { DATA_DIR: dir });
    expect(await outbox.exitWithin(30_000), outbox.stderr()).toEqual({ code: 0, signal: null });
    expect(outbox.stdout()).toContain(`No saved e-mails in ${path.join(dir, 'outbox')}.`);

    const server = await startServer(dir, { LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' });
    await waitHealthy(server);
    await stop(server);
    expect(server.stdout()).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: Server listening at http:\/\/127\.0\.0\.1:\d+$/m);
    expect(server.stdout()).toMatch(
      /^\[[\d:.]+\] INFO: request completed \{"reqId":"req-\d+","res":\{"statusCode":200\}/m,
    );
    expect(server.stdout()).not.toMatch(/^\{/m);
  });
});
