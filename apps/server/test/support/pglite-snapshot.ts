import { createHash } from 'node:crypto';
import {
  closeSync,
  cpSync,
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
/**
 * The PGlite version installed, from its package.json — found by walking up from its entry point, since the
 * package's exports do not name package.json (a `require` of it throws, and the key once never saw an upgrade).
 */
export function pgliteVersion(): string {
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const found = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (found.name === '@electric-sql/pglite' && found.version) return found.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("PGlite's package.json was not found above its entry point");
    dir = parent;
  }
}

let key: string | null = null;

export function snapshotKey(): string {
  // The same for the whole process: migrations and PGlite do not change under a running test worker.
  if (key) return key;
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  hash.update(pgliteVersion());
  key = hash.digest('hex').slice(0, 16);
  return key;
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

let started = 0;
/** How many instances of the migrated snapshot this process has started (the rest of its databases reused one). */
export const snapshotInstancesStarted = () => started;

/** Instances of the migrated snapshot that closed test databases gave back emptied, per snapshot key. */
const idle = new Map<string, PGlite[]>();
/** How many emptied instances wait for a test file's database. */
export const snapshotInstancesIdle = () => [...idle.values()].reduce((sum, list) => sum + list.length, 0);

/**
 * A fresh in-memory PGlite database at the latest migration — the same thing openDatabase({ dataDir: null })
 * gives — but started from a data-directory snapshot taken once (per migration set) after running the real
 * migrations, instead of running initdb in every test file (~2–4 s each). The migrator runs on every instance (a
 * no-op on the snapshot), so a stale snapshot cannot hide a migration.
 *
 * Starting an instance still costs about a second of CPU (PostgreSQL's start inside WebAssembly), some 85 times a
 * run. So a closed test database gives its instance back, emptied (emptyForNextFile), and the next file of the same
 * worker starts from it: every table empty, every sequence where the snapshot had it, the session reset, and the
 * catalogue checked to be the snapshot's. An instance that cannot be brought back to that is closed, not reused.
 */
export async function openSnapshotPglite(): Promise<Database> {
  const key = snapshotKey();
  let client = idle.get(key)?.pop();
  if (!client) {
    started += 1;
    const file = snapshotFile('pglite', key);
    const fromFile = await fromSnapshot(file);
    client = fromFile ?? new PGlite({ extensions: pgliteExtensions, ...(await pgliteRuntime()) });
    await migrated(client);
    if (!fromFile) await saveSnapshot(client, file);
    // Taken before any test has used an instance: the state every later file must find.
    if (!references.has(key))
      references.set(
        key,
        referenceOf(client).catch(() => null),
      );
    await references.get(key);
  }
  return leased(client, key);
}

/** What an instance of a snapshot looks like freshly started: its catalogue, and how to empty it back to that. */
type Reference = { catalogue: string; empty: string };
const references = new Map<string, Promise<Reference | null>>();

/**
 * Everything in the catalogue a test could change by DDL or by a setting of the database — relations (with their
 * storage: a TRUNCATE gives a table new files), functions, triggers, constraints, types, columns, roles, extensions,
 * policies, stored settings — and the rows of the migrator's journal.
 */
const CATALOGUE = `select md5(string_agg(x, ',' order by x)) as catalogue from (
  select 'c' || c.oid::text || ':' || c.relname::text || ':' || c.relkind::text || ':' || c.relfilenode::text x from pg_class c
  union all select 'p' || count(*)::text from pg_proc union all select 't' || count(*)::text from pg_trigger
  union all select 'k' || count(*)::text from pg_constraint union all select 'y' || count(*)::text from pg_type
  union all select 'a' || count(*)::text from pg_attribute union all select 'r' || count(*)::text from pg_roles
  union all select 'e' || count(*)::text from pg_extension union all select 'g' || count(*)::text from pg_policy
  union all select 's' || count(*)::text from pg_db_role_setting
  union all select 'j' || count(*)::text || max(id)::text from drizzle.__drizzle_migrations) s`;

async function referenceOf(client: PGlite): Promise<Reference> {
  // The tables the migrations made (the migrator's own journal stays), and the sequences' values as they are now.
  const tables = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema', 'drizzle') order by 1`,
  );
  const sequences = await client.query<{ name: string; value: string; called: boolean }>(
    `select format('%I.%I', schemaname, sequencename) as name, coalesce(last_value, start_value)::text as value,
       last_value is not null as called
     from pg_sequences where schemaname not in ('pg_catalog', 'information_schema', 'drizzle') order by 1`,
  );
  const empty = [
    // Foreign keys are triggers, which the replica role does not fire: every table is emptied in any order.
    'set session_replication_role = replica;',
    ...tables.rows.map((t) => `delete from ${t.name};`),
    ...sequences.rows.map((q) => `select setval('${q.name}', ${q.value}, ${q.called});`),
  ].join('\n');
  const { rows } = await client.query<{ catalogue: string }>(CATALOGUE);
  return { catalogue: rows[0]!.catalogue, empty };
}

/** Empties an instance back to its snapshot's state; false when it cannot be (it is then closed, not reused). */
async function emptyForNextFile(client: PGlite, key: string): Promise<boolean> {
  const reference = await references.get(key);
  if (!reference || client.closed) return false;
  try {
    await client.exec(reference.empty);
    // Settings, prepared statements, temporary tables, advisory locks, LISTENs: the session as it started. (On its
    // own: statements sent together run as one transaction, where DISCARD refuses to run — as it does inside a
    // transaction a test left open, and then the instance is not reused.)
    await client.exec('discard all');
    const { rows } = await client.query<{ catalogue: string }>(CATALOGUE);
    return rows[0]!.catalogue === reference.catalogue;
  } catch {
    return false;
  }
}

/**
 * A test file's database on a pooled instance: its own drizzle over a lease of the instance that refuses every
 * statement once the database is closed — something of a closed app still running (a timer, a promise no one
 * awaited) then fails as it would on a closed database, instead of writing into the next file's.
 */
function leased(client: PGlite, key: string): Database {
  let open = true;
  const live = () => {
    if (!open) throw new Error('this test database was closed (its instance now serves another test file)');
  };
  const lease = {
    query: (...args: Parameters<PGlite['query']>) => (live(), client.query(...args)),
    exec: (...args: Parameters<PGlite['exec']>) => (live(), client.exec(...args)),
    transaction: <T>(fn: Parameters<PGlite['transaction']>[0]) => (live(), client.transaction(fn)) as Promise<T>,
  };
  const db = drizzle(lease as unknown as PGlite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    close: async () => {
      if (!open) return;
      open = false;
      if (await emptyForNextFile(client, key)) {
        const list = idle.get(key) ?? [];
        idle.set(key, list);
        list.push(client);
      } else if (!client.closed) await client.close();
    },
  };
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

/** Writes a snapshot file into `dataDir`'s embedded database folder (`<dataDir>/db`, as the server opens it). */
async function writeDataDir(dataDir: string, file: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({
    dataDir: path.join(dataDir, 'db'),
    loadDataDir: new Blob([readFileSync(file)]),
    extensions: pgliteExtensions,
    ...(await pgliteRuntime()),
  });
  await client.close();
}

/** Writes the demo data into `dataDir`'s embedded database folder. */
export async function writeSeededDataDir(dataDir: string): Promise<void> {
  await writeDataDir(dataDir, await seededSnapshotFile());
}

/**
 * Writes an empty database at the latest migration into `dataDir`'s embedded database folder. A server started on
 * an empty data folder first runs initdb and every migration (about 13 s of CPU); on a folder copied from here it
 * does not (a copy of files: the folder is written from the snapshot once per key, on disk beside it). The tests of
 * what a fresh folder does (npm start, the production build's first start) keep starting on an empty one.
 */
export async function writeMigratedDataDir(dataDir: string): Promise<void> {
  const key = snapshotKey();
  const template = path.join(os.tmpdir(), `talentpath-test-datadir-${key}`);
  if (!existsSync(template)) {
    const file = snapshotFile('pglite', key);
    if (!existsSync(file)) await (await openSnapshotPglite()).close(); // makes the snapshot file
    const tmp = `${template}.${process.pid}.tmp`;
    rmSync(tmp, { recursive: true, force: true });
    await writeDataDir(tmp, file);
    try {
      renameSync(tmp, template); // atomic: a process beside this one never copies a half-written folder
    } catch {
      rmSync(tmp, { recursive: true, force: true }); // another process wrote it first
    }
  }
  mkdirSync(dataDir, { recursive: true });
  cpSync(path.join(template, 'db'), path.join(dataDir, 'db'), { recursive: true });
}
