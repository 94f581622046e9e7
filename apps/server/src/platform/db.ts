import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, type PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from '../db/schema/index.ts';
import { serverRoot } from './server-root.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Database = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

type Reads = readonly (() => PromiseLike<unknown>)[];

/**
 * Reads that do not depend on each other: at once on the pool (each on a connection of its own), one after another
 * in a transaction, whose one connection runs one statement at a time (pg queues one sent while another runs, a use
 * it deprecates and pg 9 refuses).
 */
export async function readTogether<const T extends Reads>(
  conn: Db | Tx,
  reads: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  if (!(conn instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as never;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as never;
}

const migrationsFolder = path.join(serverRoot, 'drizzle');
// The advisory lock's key, hashed as the auth locks' keys are.
const MIGRATIONS_LOCK = 'talentpath:migrations';

/**
 * The extensions the schema's indexes use (pg_trgm: the admin user search, ADR 0020), created before the
 * migrations run — outside them, so a regenerated migration cannot lose the statement. PGlite loads them from
 * its contrib bundle; PostgreSQL needs its contrib package (pg_trgm is a trusted extension: the database owner
 * may create it).
 */
export const EXTENSIONS_SQL = 'create extension if not exists pg_trgm';
export const pgliteExtensions = { pg_trgm };

/** PostgreSQL when a URL is given, otherwise PGlite in `<dataDir>/db` (or in memory when dataDir is null). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string | null;
  /** Told when PostgreSQL drops a connection the pool holds idle (a restart, a terminated backend, a network cut). */
  onIdleConnectionLost?: (error: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // The pool removes such a connection and opens a new one when next needed; without a listener its 'error'
    // event would be an uncaught exception that ends the process (node-postgres: "always attach an error listener").
    pool.on('error', options.onIdleConnectionLost ?? warnIdleConnectionLost);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migrateUnderLock(pool);
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let dir: string | undefined;
  if (options.dataDir) {
    dir = path.resolve(options.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
  }
  const client = new PGlite({ ...(dir ? { dataDir: dir } : {}), extensions: pgliteExtensions });
  await client.exec(EXTENSIONS_SQL);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}

function warnIdleConnectionLost(error: Error) {
  console.warn(`PostgreSQL closed an idle pooled connection (${error.message}); the pool opens a new one when needed.`);
}

/**
 * Applies the migrations holding a session advisory lock, so that processes starting together on one empty
 * database take turns: drizzle's migrator reads the last applied migration outside its transaction and takes no
 * lock, so two starters would both apply the first one.
 */
async function migrateUnderLock(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [MIGRATIONS_LOCK]);
    await client.query(EXTENSIONS_SQL);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [MIGRATIONS_LOCK]);
    client.release();
  } catch (error) {
    // Destroyed, not returned to the pool: ending its session is what releases the lock it may hold.
    client.release(error as Error);
    throw error;
  }
}
