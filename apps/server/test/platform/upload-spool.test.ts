import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { processStartTicks } from '../../src/platform/live-process.ts';
import {
  newSpoolFile,
  removeLeftOverSpools,
  type SpoolOwner,
  spoolFolderOf,
  thisProcess,
} from '../../src/platform/upload-spool.ts';

// Upload spools left by a process killed mid-upload are removed at the next start — only those whose process is
// gone: processes sharing a machine and its temporary directory never lose each other's uploads (issue 22, ADR 0044).

const base = mkdtempSync(path.join(os.tmpdir(), 'talentpath-spool-test-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

/** A spool folder of `owner` in the test's base, holding a half-received upload. */
function spoolOf(owner: SpoolOwner) {
  const dir = spoolFolderOf(owner, base);
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'half-an-upload'), 'bytes so far');
  return path.basename(dir);
}

/** The pid of a process that has run and ended. */
async function deadPid() {
  const child = spawn(process.execPath, ['-e', '']);
  await once(child, 'exit');
  return child.pid!;
}

describe('removeLeftOverSpools', () => {
  it('removes the spool of a dead process and keeps those of live ones, this one and other machines’', async () => {
    const me = thisProcess();
    const live = { machine: me.machine, pid: process.ppid, startTicks: processStartTicks(process.ppid) };
    const dead = { machine: me.machine, pid: await deadPid(), startTicks: 12345 };
    const folders = {
      dead: spoolOf(dead),
      deadWithoutProc: spoolOf({ ...dead, startTicks: null }),
      live: spoolOf(live),
      // The live pid, but another start time: an earlier process that had the pid (the pid was reused).
      reusedPid: spoolOf({ ...live, startTicks: (live.startTicks ?? 0) + 1 }),
      mine: spoolOf(me),
      // This process's pid with another start time: an earlier life of this pid (pid 1 in a restarted container).
      myPidEarlier: spoolOf({ ...me, startTicks: (me.startTicks ?? 0) + 1 }),
      // Another machine (host, or pid namespace) sharing the directory: its pids cannot be checked from here.
      otherMachine: spoolOf({ ...dead, machine: 'abcdef012345' }),
    };
    // Earlier versions' folders (one per upload, named by mkdtemp): removed once a day old.
    const legacyOld = path.join(base, 'talentpath-upload-Ab12Cd');
    const legacyNew = path.join(base, 'talentpath-upload-Zz98Yx');
    for (const dir of [legacyOld, legacyNew]) mkdirSync(dir), writeFileSync(path.join(dir, 'upload'), 'x');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600_000);
    utimesSync(legacyOld, twoDaysAgo, twoDaysAgo);
    // Not spools: another program's folder, and a file under a spool's name.
    mkdirSync(path.join(base, 'talentpath-test-data-x1'));
    writeFileSync(path.join(base, `talentpath-upload-${me.machine}-${dead.pid}-1`), 'a file, not a folder');

    const removed = await removeLeftOverSpools(base);

    expect(removed.sort()).toEqual(
      [
        folders.dead,
        folders.deadWithoutProc,
        folders.reusedPid,
        folders.myPidEarlier,
        'talentpath-upload-Ab12Cd',
      ].sort(),
    );
    expect(readdirSync(base).sort()).toEqual(
      [
        folders.live,
        folders.mine,
        folders.otherMachine,
        'talentpath-upload-Zz98Yx',
        'talentpath-test-data-x1',
        `talentpath-upload-${me.machine}-${dead.pid}-1`,
      ].sort(),
    );
    // What is kept is kept whole: the live process's upload is still there.
    expect(readdirSync(path.join(base, folders.live))).toEqual(['half-an-upload']);
  });

  it('keeps a live process’s spool whose start time /proc does not tell', async () => {
    const me = thisProcess();
    const name = spoolOf({ machine: me.machine, pid: process.ppid, startTicks: null });
    expect(await removeLeftOverSpools(base)).toEqual([]);
    expect(existsSync(path.join(base, name))).toBe(true);
  });
});

describe('newSpoolFile', () => {
  it('is a fresh path in this process’s own spool folder, made when missing', async () => {
    const [a, b] = [await newSpoolFile(), await newSpoolFile()];
    expect(a).not.toBe(b);
    expect(path.dirname(a)).toBe(spoolFolderOf(thisProcess()));
    expect(existsSync(path.dirname(a))).toBe(true);
    expect(existsSync(a)).toBe(false);
  });
});
