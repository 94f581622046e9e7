import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { holdBuild, publishBuild, stagingFolder } from '../../src/platform/build-folders.ts';
import { eventually } from '../support/api.ts';
import { killAll, removeTempFolders, spawnTs, tempFolder as makeTempFolder } from '../support/processes.ts';

// ADR 0045: builds are published as builds/<content hash> behind the pointer `dist`, and removed only when no
// running process uses them. The processes here are real ones; "running" is what /proc says.
afterAll(async () => {
  await killAll();
  removeTempFolders();
});

/** A checkout's package folder, with its `dist` pointer (not there yet). */
const packageFolder = () => path.join(makeTempFolder('talentpath-builds-'), 'dist');

/** Builds `files` as a build process would (into a staging folder) and publishes them. */
function publish(pointer: string, files: Record<string, string>) {
  const staging = stagingFolder(pointer);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(staging, name)), { recursive: true });
    writeFileSync(path.join(staging, name), content);
  }
  return path.basename(publishBuild(staging, pointer));
}

const builds = (pointer: string) =>
  readdirSync(path.join(path.dirname(pointer), 'builds')).filter((n) => !n.startsWith('.'));
const version = (n: number) => ({
  'index.html': `<script src="/assets/app-${n}.js"></script>`,
  [`assets/app-${n}.js`]: `${n}`,
});

/** A process holding the build the pointer leads to now, as a server does from its start until it exits. */
async function holder(pointer: string) {
  const child = spawnTs('test/process/build-holder.ts', [], { POINTER: pointer });
  await eventually(async () => child.stdout().includes('\n'), 30_000, 'the holder names its folder');
  return { ...child, folder: child.stdout().trim() };
}

describe('publishing a build', () => {
  it('publishes builds/<content hash> and points dist at it; the same build again adds nothing and moves nothing', () => {
    const pointer = packageFolder();
    const first = publish(pointer, version(1));
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(readlinkSync(pointer)).toBe(path.join('builds', first));
    expect(readFileSync(path.join(pointer, 'assets/app-1.js'), 'utf8')).toBe('1');

    expect(publish(pointer, version(1))).toBe(first);
    expect(builds(pointer)).toEqual([first]);
    // No staging folder, lock or link left behind.
    expect(readdirSync(path.dirname(pointer)).sort()).toEqual(['builds', 'dist']);
    expect(readdirSync(path.join(path.dirname(pointer), 'builds'))).toEqual([first]);
  });

  it('replaces a dist folder written in place (a build from before ADR 0045)', () => {
    const pointer = packageFolder();
    mkdirSync(path.join(pointer, 'assets'), { recursive: true });
    writeFileSync(path.join(pointer, 'index.html'), 'old');
    const published = publish(pointer, version(1));
    expect(readlinkSync(pointer)).toBe(path.join('builds', published));
  });

  it('keeps the build a running process holds, whatever is published after it, and removes it once that process is gone', async () => {
    const pointer = packageFolder();
    const v1 = publish(pointer, version(1));
    const server = await holder(pointer);
    expect(server.folder).toBe(realpathSync(path.join(path.dirname(pointer), 'builds', v1)));

    const v2 = publish(pointer, version(2));
    const v3 = publish(pointer, version(3));
    // The build just replaced stays until the next publish: a process may have resolved dist to it a moment ago.
    expect(builds(pointer).sort()).toEqual([v1, v2, v3].sort());
    const v4 = publish(pointer, version(4));
    // v2 is neither held nor just replaced; v1 is held.
    expect(builds(pointer).sort()).toEqual([v1, v3, v4].sort());
    expect(readFileSync(path.join(server.folder, 'assets/app-1.js'), 'utf8')).toBe('1');
    expect(realpathSync(pointer)).toBe(realpathSync(path.join(path.dirname(pointer), 'builds', v4)));

    // Killed: it could not say it stopped. Its note names a process that no longer runs.
    server.child.kill('SIGKILL');
    await server.exited;
    const v5 = publish(pointer, version(5));
    expect(builds(pointer).sort()).toEqual([v4, v5].sort());
    expect(readdirSync(path.join(path.dirname(pointer), 'builds', '.users'))).toEqual([]);
  });

  it('removes what a killed build left, never the folder of a build still running', async () => {
    const pointer = packageFolder();
    const building = stagingFolder(pointer);
    const killed = spawnTs('-e', [
      `import('./src/platform/build-folders.ts').then((m) => console.log(m.stagingFolder(${JSON.stringify(pointer)})))`,
    ]);
    expect(await killed.exited).toEqual({ code: 0, signal: null });
    const left = killed.stdout().trim();
    expect(existsSync(left)).toBe(true);

    publish(pointer, version(1));
    expect(existsSync(left)).toBe(false);
    expect(existsSync(building)).toBe(true);
  });

  it('holds nothing outside a builds folder: a plain folder is served as it is, a missing one is left to the caller', () => {
    const folder = makeTempFolder('talentpath-plain-');
    expect(holdBuild(folder)).toBe(realpathSync(folder));
    expect(holdBuild(path.join(folder, 'missing'))).toBe(path.join(folder, 'missing'));
    expect(readdirSync(folder)).toEqual([]);
  });
});
