import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Saved e-mails older than this are removed when a new one is saved (at most once an hour per folder). */
const KEEP_MS = 7 * 24 * 3600_000;
const PRUNE_EVERY_MS = 3600_000;
const lastPruned = new Map<string, number>();
/** A file's name starts with the time it was saved: `2026-11-24T23-11-06.123Z` (no ':', see saveMailFile). */
const stamp = (at: Date) => at.toISOString().replace(/:/g, '-');

/**
 * Saves a composed e-mail (RFC 822) as `<ISO time>-<id>.eml`, readable by its owner only: it can hold a reset
 * link or a temporary password. Returns the file's path (under `dir` as given).
 */
export function saveMailFile(dir: string, id: string, message: Buffer, now = new Date()): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // Reading the folder is synchronous work on the event loop: not for every mail (a burst of notifications).
  if (now.getTime() - (lastPruned.get(dir) ?? 0) >= PRUNE_EVERY_MS) {
    lastPruned.set(dir, now.getTime());
    pruneMailFiles(dir, new Date(now.getTime() - KEEP_MS));
  }
  // No ':' in the name: the folder may be copied to a file system that forbids it.
  const file = path.join(dir, `${stamp(now)}-${id}.eml`);
  writeFileSync(file, message, { mode: 0o600, flag: 'wx' });
  return file;
}

/** The saved e-mails' paths, oldest first (the names start with the time). */
export function listMailFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Removes the files saved before `before`, by the time their names start with (oldest first: no stat per file). */
function pruneMailFiles(dir: string, before: Date) {
  const cutoff = stamp(before);
  for (const file of listMailFiles(dir)) {
    if (path.basename(file).slice(0, cutoff.length) >= cutoff) break;
    rmSync(file, { force: true });
  }
}
