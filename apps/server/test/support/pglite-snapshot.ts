import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from '../../src/db/schema/index.ts';
import { EXTENSIONS_SQL, pgliteExtensions, type Database, type Db } from '../../src/platform/db.ts';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
const serverSource = fileURLToPath(new URL('../../src', import.meta.url));
const contractsSource = fileURLToPath(new URL('../../../../packages/contracts/src', import.meta.url));
const require = (await import('node:module')).createRequire(import.meta.url);

/** Every migration file and the PGlite version: a new migration or upgrade makes a new snapshot. */
export function snapshotKey(): string {
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
 * PGlite's WebAssembly modules compiled once per process, and its file-system bundle read once: every database a
 * test process opens shares them (a test worker runs many files one after another).
 */
type Runtime = Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>;
// WebAssembly is a global of Node's, but not in the types this package compiles with (ES2023, no DOM).
const wasm = (globalThis as unknown as { WebAssembly: { compile: (bytes: Buffer) => Promise<never> } }).WebAssembly;
let runtime: Promise<Runtime> | null = null;
function pgliteRuntime(): Promise<Runtime> {
  runtime ??= (async () => {
    const dist = path.dirname(require.resolve('@electric-sql/pglite'));
    const file = (name: string) => path.join(dist, name);
    if (![file('pglite.wasm'), file('initdb.wasm'), file('pglite.data')].every(existsSync)) return {};
    return {
      pgliteWasmModule: await wasm.compile(readFileSync(file('pglite.wasm'))),
      initdbWasmModule: await wasm.compile(readFileSync(file('initdb.wasm'))),
      fsBundle: new Blob([readFileSync(file('pglite.data'))]),
    };
  })();
  return runtime;
}

/** The snapshot's bytes, read once per process. */
const snapshots = new Map<string, Blob>();

/** A snapshot's file: made once per key by whoever needs it first, then read by every process that needs it. */
const snapshotFile = (kind: 'pglite' | 'seeded', key: string) =>
  path.join(os.tmpdir(), `talentpath-test-${kind}-${key}.tar.gz`);

/** An in-memory PGlite database started from a snapshot file (null when it cannot be read). */
async function fromSnapshot(file: string): Promise<PGlite | null> {
  if (!snapshots.has(file) && !existsSync(file)) return null;
  try {
    // Kept unpacked: PGlite takes a plain tar as it takes a gzipped one, without inflating it each time.
    const snapshot = snapshots.get(file) ?? new Blob([gunzipSync(readFileSync(file))]);
    const client = new PGlite({ loadDataDir: snapshot, extensions: pgliteExtensions, ...(await pgliteRuntime()) });
    await client.waitReady;
    snapshots.set(file, snapshot);
    return client;
  } catch {
    rmSync(file, { force: true });
    snapshots.delete(file);
    return null;
  }
}

async function saveSnapshot(client: PGlite, file: string) {
  const dump = await client.dumpDataDir('gzip');
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  renameSync(tmp, file); // atomic: parallel workers never read a half-written snapshot
}

async function migrated(client: PGlite): Promise<Database> {
  await client.exec(EXTENSIONS_SQL);
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}

/**
 * A fresh in-memory PGlite database at the latest migration — the same thing openDatabase({ dataDir: null })
 * gives — but started from a data-directory snapshot taken once (per migration set) after running the real
 * migrations, instead of running initdb in every test file (~2–4 s each). The migrator still runs on every
 * database (a no-op on the snapshot), so a stale snapshot cannot hide a migration.
 */
export async function openSnapshotPglite(): Promise<Database> {
  const file = snapshotFile('pglite', snapshotKey());
  const client = await fromSnapshot(file);
  if (client) return migrated(client);
  const fresh = new PGlite({ extensions: pgliteExtensions, ...(await pgliteRuntime()) });
  const database = await migrated(fresh);
  await saveSnapshot(fresh, file);
  return database;
}

/**
 * What the demo data depends on: the migrations, the server's code (the seed goes through its modules) and the
 * day (its dates are relative to the day it is loaded).
 */
export function seededKey(day = new Date().toISOString().slice(0, 10)): string {
  const hash = createHash('sha256').update(snapshotKey()).update(day);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!entry.name.endsWith('.test.ts')) hash.update(full).update(readFileSync(full));
    }
  };
  walk(serverSource);
  walk(contractsSource);
  return hash.digest('hex').slice(0, 16);
}

/**
 * The demo data (seedDemoData on a fresh database) as a snapshot file, made once per seededKey: the seed tests
 * start from it and the browser journeys' server loads it, instead of each running the seed (~6 s of CPU).
 * Whoever comes first makes it while holding a lock file; the others wait for it.
 */
export async function seededSnapshotFile(): Promise<string> {
  const file = snapshotFile('seeded', seededKey());
  const lock = `${file}.lock`;
  for (;;) {
    if (existsSync(file)) return file;
    try {
      closeSync(openSync(lock, 'wx'));
    } catch {
      // Someone is making it; a lock older than 10 minutes is left by a process that died.
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })!.mtimeMs > 600_000) rmSync(lock, { force: true });
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    try {
      const client = new PGlite({ extensions: pgliteExtensions, ...(await pgliteRuntime()) });
      const database = await migrated(client);
      const { seedDemoData } = await import('../../src/db/seed.ts');
      await seedDemoData(database.db);
      await saveSnapshot(client, file);
      await database.close();
      return file;
    } finally {
      rmSync(lock, { force: true });
    }
  }
}

/** A fresh in-memory PGlite database holding the demo data. */
export async function openSeededPglite(): Promise<Database> {
  const file = await seededSnapshotFile();
  const client = await fromSnapshot(file);
  if (!client) throw new Error(`the demo-data snapshot ${file} cannot be read`);
  return migrated(client);
}

/** Writes the demo data into `dataDir`'s embedded database folder (`<dataDir>/db`, as the server opens it). */
export async function writeSeededDataDir(dataDir: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  const file = await seededSnapshotFile();
  const client = new PGlite({
    dataDir: path.join(dataDir, 'db'),
    loadDataDir: new Blob([readFileSync(file)]),
    extensions: pgliteExtensions,
  });
  await client.close();
}
