import { createHash, randomUUID } from 'node:crypto';
import { readlinkSync } from 'node:fs';
import { lstat, mkdir, readdir, rm, rmdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isRunning, processStartTicks } from './live-process.ts';

// Where an upload is spooled while it is received and checked (files.ts receiveUpload), and what a start removes
// (ADR 0044). Each process spools into a folder of its own in the temporary directory, named after the process:
// talentpath-upload-<machine>-<pid>-<start time>. A process killed mid-upload (kill -9, the OOM killer) leaves its
// folder behind; the next start removes the folders whose process is gone, and only those: several processes share
// a machine and its temporary directory (three behind nginx), and one that starts must never take another's upload.

const PREFIX = 'talentpath-upload-';
const OWNED = /^talentpath-upload-([0-9a-f]{12})-(\d+)-(\d+|x)$/;
/** Before ADR 0044 each upload had a folder (mkdtemp) that names no process: removed once a day old. */
const LEGACY = /^talentpath-upload-[A-Za-z0-9]{6}$/;
const LEGACY_AFTER_MS = 24 * 60 * 60 * 1000;

/** Who spools into a folder: the machine whose pids it names, its pid, and its start time where /proc tells. */
export type SpoolOwner = { machine: string; pid: number; startTicks: number | null };

/**
 * The machine a pid is a pid of: the host name and, where /proc tells, the pid namespace (two containers sharing a
 * temporary directory each have a pid 1). A folder of another machine is never removed: its pids cannot be checked.
 */
function machineTag(): string {
  let namespace = '';
  try {
    namespace = readlinkSync('/proc/self/ns/pid');
  } catch {
    // no /proc: the host name alone
  }
  return createHash('sha256').update(`${os.hostname()}\n${namespace}`).digest('hex').slice(0, 12);
}

let self: SpoolOwner | undefined;
/** This process, as the owner of its spool folder. */
export const thisProcess = (): SpoolOwner =>
  (self ??= { machine: machineTag(), pid: process.pid, startTicks: processStartTicks(process.pid) });

/** The spool folder of `owner` in `base` (the temporary directory unless given). */
export const spoolFolderOf = (owner: SpoolOwner, base = os.tmpdir()) =>
  path.join(base, `${PREFIX}${owner.machine}-${owner.pid}-${owner.startTicks ?? 'x'}`);

/**
 * A new path in this process's spool folder for one upload. The folder is made when missing, and must be a folder
 * of this process's user: not one another user made under the name in a shared /tmp to read the uploads.
 */
export async function newSpoolFile(): Promise<string> {
  const dir = spoolFolderOf(thisProcess());
  try {
    await mkdir(dir, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stats = await lstat(dir);
  if (!stats.isDirectory() || (process.getuid && stats.uid !== process.getuid()))
    throw new Error(`the upload spool ${dir} is not a folder of this process's user`);
  return path.join(dir, randomUUID());
}

/** The folder `name` in `base` is a spool no live process uses. */
async function isLeftOver(base: string, name: string, me: SpoolOwner, now: number): Promise<boolean> {
  const stats = await lstat(path.join(base, name));
  if (!stats.isDirectory()) return false;
  const owned = OWNED.exec(name);
  if (!owned) return LEGACY.test(name) && now - stats.mtimeMs > LEGACY_AFTER_MS;
  const [, machine, pid, ticks] = owned;
  if (machine !== me.machine) return false;
  const owner = { pid: Number(pid), processStartTicks: ticks === 'x' ? null : Number(ticks) };
  // This pid, another start time: an earlier process that had this pid (pid 1 in a container, restarted).
  if (owner.pid === me.pid) return owner.processStartTicks !== me.startTicks;
  return !isRunning(owner);
}

/**
 * Removes the spool folders in `base` (the temporary directory unless given) whose process is gone — of this
 * machine only — and those of earlier versions a day old. Answers the names removed; a folder it may not remove
 * (another user's) is left.
 */
export async function removeLeftOverSpools(base = os.tmpdir(), now = Date.now()): Promise<string[]> {
  const me = thisProcess();
  let names: string[];
  try {
    names = await readdir(base);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names.filter((n) => n.startsWith(PREFIX))) {
    try {
      if (!(await isLeftOver(base, name, me, now))) continue;
      await rm(path.join(base, name), { recursive: true, force: true });
      removed.push(name);
    } catch {
      // gone meanwhile, or not ours to remove
    }
  }
  return removed;
}

/** Removes this process's spool folder if it is empty (an app closing; another app of the process may be uploading). */
export async function releaseSpoolFolder(): Promise<void> {
  await rmdir(spoolFolderOf(thisProcess())).catch(() => {});
}
