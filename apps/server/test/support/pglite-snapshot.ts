import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from '../../src/db/schema/index.ts';
import { EXTENSIONS_SQL, pgliteExtensions, type Database, type Db } from '../../src/platform/db.ts';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
const require = (await import('node:module')).createRequire(import.meta.url);

/** Every migration file and the PGlite version: a new migration or upgrade makes a new snapshot. */
function snapshotKey(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  try {
    hash.update(String((require('@electric-sql/pglite/package.json') as { version: string }).version));
  } catch {
    hash.update('unknown-pglite');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A fresh in-memory PGlite database at the latest migration — the same thing openDatabase({ dataDir: null })
 * gives — but started from a data-directory snapshot taken once (per migration set) after running the real
 * migrations, instead of running initdb in every test file (~2–4 s each). The migrator still runs on every
 * database (a no-op on the snapshot), so a stale snapshot cannot hide a migration.
 */
export async function openSnapshotPglite(): Promise<Database> {
  const file = path.join(os.tmpdir(), `talentpath-test-pglite-${snapshotKey()}.tar.gz`);
  let client: PGlite | null = null;
  if (existsSync(file)) {
    try {
      client = new PGlite({ loadDataDir: new Blob([readFileSync(file)]), extensions: pgliteExtensions });
      await client.waitReady;
    } catch {
      rmSync(file, { force: true });
      client = null;
    }
  }
  const fromSnapshot = client !== null;
  client ??= new PGlite({ extensions: pgliteExtensions });
  await client.exec(EXTENSIONS_SQL);
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder });
  if (!fromSnapshot) {
    const dump = await client.dumpDataDir('gzip');
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file); // atomic: parallel workers never read a half-written snapshot
  }
  const pglite = client;
  return { db, kind: 'pglite', close: () => pglite.close() };
}
