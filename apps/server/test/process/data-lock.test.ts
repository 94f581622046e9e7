import { existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, type LockHolder } from '../../src/platform/data-lock.ts';
import { eventually } from '../support/api.ts';
import { writeMigratedDataDir } from '../support/pglite-snapshot.ts';
import {
  killAll,
  removeTempFolders,
  spawnTs,
  startServer,
  tempFolder as makeTempFolder,
  waitHealthy,
  type NodeProcess,
} from '../support/processes.ts';

const tempFolder = () => makeTempFolder('talentpath-lock-');
afterAll(async () => {
  await killAll();
  removeTempFolders();
});

const lockFile = (dir: string) => path.join(dir, 'server.lock');
const readHolder = (dir: string) => JSON.parse(readFileSync(lockFile(dir), 'utf8')) as LockHolder;
const startTicks = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
};
const writeHolder = (dir: string, holder: Partial<LockHolder>) =>
  writeFileSync(
    lockFile(dir),
    JSON.stringify({
      pid: 1,
      startedAt: '2026-11-23T06:30:00.000Z',
      processStartTicks: null,
      hostname: os.hostname(),
      port: 3000,
      ...holder,
    }),
  );

/** A pid that no process has: one of a process that has just exited. */
async function deadPid() {
  const child = spawnTs('-e', ['']);
  await child.exited;
  return child.pid;
}

describe('lockDataDir', () => {
  it('creates DATA_DIR/server.lock naming this process, and release removes it', () => {
    const dir = tempFolder();
    const before = Date.now();
    const release = lockDataDir(dir, { port: 3456, command: 'npm start' });
    const holder = readHolder(dir);
    expect(holder).toMatchObject({
      pid: process.pid,
      port: 3456,
      hostname: os.hostname(),
      processStartTicks: startTicks(process.pid),
    });
    expect(Date.parse(holder.startedAt)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(Date.parse(holder.startedAt)).toBeLessThanOrEqual(Date.now());
    release();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it('refuses while a live process holds the folder, naming the absolute folder and that process', () => {
    const dir = tempFolder();
    // The test runner's own parent is alive, and its start ticks match: a real holder.
    const holder = {
      pid: process.ppid,
      processStartTicks: startTicks(process.ppid),
      port: 3000,
      startedAt: '2026-11-23T06:30:00.000Z',
    };
    writeHolder(dir, holder);
    const relative = path.relative(process.cwd(), dir);
    expect(() => lockDataDir(relative, { command: 'npm start' })).toThrow(DataDirLockedError);
    expect(() => lockDataDir(relative, { command: 'npm start' })).toThrow(
      `Another TalentPath process (pid ${process.ppid}, started 2026-11-23T06:30:00.000Z, port 3000) is using the data folder ${dir}. ` +
        'Stop it first, or give this one its own folder: DATA_DIR=./data-2 npm start',
    );
    expect(readHolder(dir).pid).toBe(process.ppid); // left alone
  });

  it('takes over at once a lock left by a process that is gone (kill -9)', async () => {
    const dir = tempFolder();
    writeHolder(dir, { pid: await deadPid() });
    // At once: the lock names a process that is gone, so nothing waits (a wait would end in an error after 15 s).
    const release = lockDataDir(dir, { command: 'npm start' });
    expect(readHolder(dir).pid).toBe(process.pid);
    release();
  });

  it('takes over a lock whose pid now belongs to another process (start ticks differ)', () => {
    const dir = tempFolder();
    writeHolder(dir, { pid: process.ppid, processStartTicks: startTicks(process.ppid) + 1 });
    const release = lockDataDir(dir, { command: 'npm start' });
    expect(readHolder(dir).pid).toBe(process.pid);
    release();
  });

  it('takes over an unreadable lock file only once it is old', () => {
    const dir = tempFolder();
    writeFileSync(lockFile(dir), '{"pid": 12');
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockFile(dir), old, old);
    const release = lockDataDir(dir, { command: 'npm start' });
    expect(readHolder(dir).pid).toBe(process.pid);
    release();
  });

  it('waits for a young, half-written lock file and then respects its holder', { timeout: 60_000 }, async () => {
    const dir = tempFolder();
    const go = path.join(tempFolder(), 'go');
    const starter = spawnTs('test/process/lock-holder.ts', [], { LOCK_DIR: dir, GO_FILE: go });
    await eventually(async () => starter.stdout().includes('ready'), 40_000, 'starter ready');
    writeFileSync(lockFile(dir), ''); // just created by "another starter", not yet written
    writeFileSync(go, '');
    await new Promise((r) => setTimeout(r, 300));
    // The "other starter" finishes writing: this test's process, alive.
    writeHolder(dir, { pid: process.pid, processStartTicks: startTicks(process.pid) });
    const exit = await starter.exitWithin(20_000);
    expect(exit?.code, starter.stdout() + starter.stderr()).toBe(3);
    expect(starter.stderr()).toContain(`Another TalentPath process (pid ${process.pid}`);
  });

  const holdersOutput = (holders: NodeProcess[]) =>
    holders.map((h) => `${h.pid}: ${h.stdout()} ${h.stderr()}`).join('\n');

  /** Starts `n` holders on `dir` at the same moment; returns the one that locked and the refused ones. */
  async function race(dir: string, n: number) {
    const go = path.join(tempFolder(), 'go');
    const holders = Array.from({ length: n }, () =>
      spawnTs('test/process/lock-holder.ts', [], { LOCK_DIR: dir, GO_FILE: go }),
    );
    await eventually(async () => holders.every((h) => h.stdout().includes('ready')), 60_000, 'every holder ready');
    writeFileSync(go, '');
    const isSettled = (h: NodeProcess) => h.stdout().includes('locked') || h.child.exitCode !== null;
    await eventually(async () => holders.every(isSettled), 20_000, 'every holder locked or refused');
    const winners = holders.filter((h) => h.stdout().includes('locked'));
    const losers = holders.filter((h) => !winners.includes(h));
    return { winners, losers };
  }

  it.each([
    ['a free folder', (_dir: string) => Promise.resolve()],
    ['a folder whose lock is stale', async (dir: string) => writeHolder(dir, { pid: await deadPid() })],
  ])(
    'with several processes starting at once on %s, exactly one gets it',
    async (_name, prepare) => {
      const dir = tempFolder();
      await prepare(dir);
      const { winners, losers } = await race(dir, 6);
      expect(winners.length, holdersOutput([...winners, ...losers])).toBe(1);
      const winner = winners[0]!;
      expect(readHolder(dir).pid).toBe(winner.pid);
      for (const loser of losers) {
        expect((await loser.exited).code, loser.stderr()).toBe(3);
        expect(loser.stderr()).toContain(`Another TalentPath process (pid ${winner.pid}, started `);
      }
      winner.child.kill('SIGTERM');
      expect((await winner.exited).code).toBe(0);
      expect(existsSync(lockFile(dir))).toBe(false);
    },
    120_000,
  );
});

describe('two servers on one data folder', () => {
  it('refuses a second server and db:seed at once, keeps the first serving, and a kill -9 leaves no lock that blocks the next start', async () => {
    const dir = tempFolder();
    await writeMigratedDataDir(dir);
    const first = await startServer(dir);
    await waitHealthy(first);

    const second = await startServer(dir);
    const refused = await second.exitWithin(20_000);
    expect(refused?.code, second.stdout() + second.stderr()).toBe(1);
    expect(second.stderr()).toContain(
      `Another TalentPath process (pid ${first.pid}, started ${readHolder(dir).startedAt}, port ${first.port}) is using the data folder ${dir}. ` +
        'Stop it first, or give this one its own folder: DATA_DIR=./data-2 npm start',
    );
    expect(second.stdout()).not.toContain('TalentPath is running');

    const seed = spawnTs('src/db/seed-cli.ts', [], { DATA_DIR: dir });
    const seedExit = await seed.exitWithin(20_000);
    expect(seedExit?.code, seed.stdout() + seed.stderr()).toBe(1);
    expect(seed.stderr()).toContain(`(pid ${first.pid}, started `);
    expect(seed.stderr()).toContain(
      `is using the data folder ${dir}. Stop it first, or give this one its own folder: DATA_DIR=./data-2 npm run db:seed`,
    );
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

    first.child.kill('SIGKILL');
    await first.exited;
    expect(readHolder(dir).pid).toBe(first.pid); // left behind

    const third = await startServer(dir);
    await waitHealthy(third);
    expect(readHolder(dir)).toMatchObject({ pid: third.pid, port: third.port });
    third.child.kill('SIGTERM');
    expect((await third.exited).code, third.stdout() + third.stderr()).toBe(0);
    expect(existsSync(lockFile(dir))).toBe(false);
  }, 150_000);
});
