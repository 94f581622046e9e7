import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/api.ts';
import { killAll, serverDir, spawnTs } from '../support/processes.ts';
import { dropDatabase } from '../support/pg-admin.ts';

// PostgreSQL only (CI's second run): PGlite serves one process per folder, which the DATA_DIR lock enforces.
const url = process.env.TEST_DATABASE_URL;
const name = `tp_migrate_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
const folder = mkdtempSync(path.join(os.tmpdir(), 'talentpath-migrations-'));

async function withClient<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  await killAll();
  rmSync(folder, { recursive: true, force: true });
  if (url) await dropDatabase(name);
});

describe.skipIf(!url)('migrations on one empty PostgreSQL database', () => {
  it('4 processes starting at the same moment all succeed, and each migration is applied exactly once', {
    timeout: 120_000,
  }, async () => {
    await withClient(url!, (c) => c.query(`create database ${name}`));
    const target = new URL(url!);
    target.pathname = `/${name}`;
    const go = path.join(folder, 'go');
    const starters = Array.from({ length: 4 }, () =>
      spawnTs('test/process/open-database.ts', [], { DATABASE_URL: target.toString(), GO_FILE: go }),
    );
    await eventually(async () => starters.every((s) => s.stdout().includes('ready')), 60_000, 'every starter ready');
    writeFileSync(go, '');

    for (const starter of starters) {
      const exit = await starter.exitWithin(60_000);
      expect(exit, starter.stdout() + starter.stderr()).toEqual({ code: 0, signal: null });
      expect(starter.stdout()).toContain('migrated');
    }
    const journal = JSON.parse(readFileSync(path.join(serverDir, 'drizzle/meta/_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    const applied = await withClient(target.toString(), (c) =>
      c.query<{ created_at: string }>('select created_at from drizzle.__drizzle_migrations order by id'),
    );
    expect(applied.rows.map((r) => Number(r.created_at))).toEqual(journal.entries.map((e) => e.when));
  });
});
