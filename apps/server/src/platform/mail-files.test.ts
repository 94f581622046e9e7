import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listMailFiles, saveMailFile } from './mail-files.ts';

const DAY = 24 * 3600_000;
const dirs: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mail-files-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('saveMailFile', () => {
  it('keeps a week: older files go when a mail is saved, at most once an hour, judged by the time in their names', () => {
    const dir = folder();
    const at = (ms: number) => new Date(Date.parse('2026-11-01T10:00:00.000Z') + ms);
    const HOUR = 3600_000;
    const names = () => listMailFiles(dir).map((f) => path.basename(f).slice(-6));
    saveMailFile(dir, 'a', Buffer.from('a'), at(0));
    saveMailFile(dir, 'b', Buffer.from('b'), at(HOUR));
    // A week and half an hour on: "a" is over a week old, "b" not yet.
    saveMailFile(dir, 'c', Buffer.from('c'), at(7 * DAY + HOUR / 2));
    expect(names()).toEqual(['-b.eml', '-c.eml']);
    // 45 minutes later "b" is over a week old too, but the folder was read less than an hour ago.
    saveMailFile(dir, 'd', Buffer.from('d'), at(7 * DAY + HOUR + HOUR / 4));
    expect(readdirSync(dir)).toHaveLength(3);
    // Past the hour: "b" goes.
    saveMailFile(dir, 'e', Buffer.from('e'), at(7 * DAY + 2 * HOUR));
    expect(names()).toEqual(['-c.eml', '-d.eml', '-e.eml']);
  });
});
