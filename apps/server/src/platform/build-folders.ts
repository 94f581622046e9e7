import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { withMutex } from './folder-mutex.ts';
import { isRunning, thisProcess, type ProcessIdentity } from './live-process.ts';

// Builds of the web app and of the server (ADR 0045). Each is published once, as `builds/<content hash>/` beside its
// pointer (`dist`, a symbolic link), and never changed after; publishing a new one moves the pointer by one rename.
// A process running a build notes it in `builds/.users/`, so a later publish removes only the folders no running
// process uses: a second `npm start` never changes the files a first one serves.

const BUILDS = 'builds';
const USERS = '.users';
const STAGING = '.staging-';
// Held for a rename and a few removals: a lock this old was left by a process killed while holding it.
const LOCK = { staleMs: 10_000, giveUpMs: 30_000 };

const buildsOf = (pointer: string) => path.join(path.dirname(pointer), BUILDS);
const locked = <T>(builds: string, work: () => T) => withMutex(path.join(builds, '.lock'), LOCK, work);

/** A new empty folder to build into, in the builds of `pointer`: publishing it is then one rename. */
export function stagingFolder(pointer: string): string {
  const builds = buildsOf(pointer);
  mkdirSync(builds, { recursive: true });
  const { pid, processStartTicks } = thisProcess();
  const folder = path.join(builds, `${STAGING}${pid}-${processStartTicks ?? 'x'}-${randomBytes(4).toString('hex')}`);
  mkdirSync(folder);
  return folder;
}

/**
 * Publishes the finished build in `staging` as `builds/<content hash>` (dropping it when that build is there already),
 * points `pointer` at it, and removes the builds no running process uses. Returns the published folder.
 */
export function publishBuild(staging: string, pointer: string): string {
  const builds = buildsOf(pointer);
  const name = contentHash(staging);
  const folder = path.join(builds, name);
  locked(builds, () => {
    if (existsSync(folder)) rmSync(staging, { recursive: true, force: true });
    else renameSync(staging, folder);
    const replaced = pointedAt(pointer);
    if (replaced !== name) pointAt(pointer, name);
    // The build just replaced stays until the next publish: a process that resolved the pointer a moment ago may not
    // have noted yet that it uses it.
    removeUnused(builds, new Set([name, replaced]));
  });
  return folder;
}

/**
 * The folder `folder` (a pointer, or a build's own folder) leads to now, which this process uses until it exits: no
 * publish removes it meanwhile. A folder outside a builds folder is returned unnoted, a missing one as given.
 */
export function holdBuild(folder: string): string {
  for (let attempt = 0; attempt < 3; attempt++) {
    let real: string;
    try {
      real = realpathSync(folder);
    } catch {
      return folder;
    }
    const builds = path.dirname(real);
    if (path.basename(builds) !== BUILDS) return real;
    // Under the lock, a publish cannot remove the build between this look and the note; one removed just before the
    // lock was taken is no longer where the pointer leads: look again.
    if (locked(builds, () => existsSync(real) && noteUse(builds, path.basename(real)))) return real;
  }
  return folder;
}

function noteUse(builds: string, name: string): true {
  const users = path.join(builds, USERS);
  mkdirSync(users, { recursive: true });
  const note = path.join(users, `${name}.${process.pid}`);
  writeFileSync(note, JSON.stringify(thisProcess()));
  process.on('exit', () => rmSync(note, { force: true }));
  return true;
}

/** Removes every build but those in `keep` and those a running process uses, and what killed builds left. */
function removeUnused(builds: string, keep: Set<string | null>) {
  const used = new Set<string>();
  const users = path.join(builds, USERS);
  for (const note of existsSync(users) ? readdirSync(users) : []) {
    const user = readIdentity(path.join(users, note));
    if (user && isRunning(user)) used.add(note.slice(0, note.lastIndexOf('.')));
    else rmSync(path.join(users, note), { force: true });
  }
  for (const name of readdirSync(builds)) {
    const unused = name.startsWith(STAGING)
      ? !isBuilding(name.slice(STAGING.length))
      : !name.startsWith('.') && !keep.has(name) && !used.has(name);
    if (unused) rmSync(path.join(builds, name), { recursive: true, force: true });
  }
}

/** The process that named a staging folder `<pid>-<start ticks>-<random>` is still building into it. */
function isBuilding(staging: string): boolean {
  const [pid, ticks] = staging.split('-');
  return Number.isInteger(Number(pid)) && isRunning({ pid: Number(pid), processStartTicks: Number(ticks) || null });
}

function readIdentity(file: string): ProcessIdentity | null {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as ProcessIdentity;
    return Number.isInteger(value.pid) && value.pid > 0 ? value : null;
  } catch {
    return null;
  }
}

/** The build the pointer leads to, or null (no pointer yet, or a folder from before builds were published). */
function pointedAt(pointer: string): string | null {
  try {
    return path.basename(readlinkSync(pointer));
  } catch {
    return null;
  }
}

/** Moves the pointer in one step: a new link renamed over the old one. */
function pointAt(pointer: string, name: string) {
  const link = `${pointer}.${process.pid}.new`;
  rmSync(link, { force: true });
  symlinkSync(path.join(BUILDS, name), link, 'dir');
  // Before ADR 0045 the build was written into `dist` itself: a folder, which a rename cannot replace.
  if (lstatSync(pointer, { throwIfNoEntry: false })?.isDirectory()) rmSync(pointer, { recursive: true });
  renameSync(link, pointer);
}

/** Names a build by what it holds: the same build twice is one folder. */
function contentHash(folder: string): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(folder, file);
    if (statSync(full).isFile()) hash.update(`${file}\0`).update(readFileSync(full)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}
