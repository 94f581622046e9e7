import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Saved e-mails older than this are removed when a new one is saved. */
const KEEP_MS = 7 * 24 * 3600_000;

/**
 * Saves a composed e-mail (RFC 822) as `<ISO time>-<id>.eml`, readable by its owner only: it can hold a reset
 * link or a temporary password. Returns the file's path (under `dir` as given).
 */
export function saveMailFile(dir: string, id: string, message: Buffer, now = new Date()): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  pruneMailFiles(dir, now.getTime() - KEEP_MS);
  // No ':' in the name: the folder may be copied to a file system that forbids it.
  const file = path.join(dir, `${now.toISOString().replace(/:/g, '-')}-${id}.eml`);
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

function pruneMailFiles(dir: string, before: number) {
  for (const file of listMailFiles(dir)) {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (stat && stat.mtimeMs < before) rmSync(file, { force: true });
  }
}
