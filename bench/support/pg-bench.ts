import { execFileSync } from 'node:child_process';
import { type BenchServer, startServer } from './processes.ts';

// What the PostgreSQL benches share: where the server is (PGHOST, PGPORT, PGUSER; trust auth), psql, percentiles.
export const PG = {
  host: process.env.PGHOST ?? '127.0.0.1',
  port: process.env.PGPORT ?? '5432',
  user: process.env.PGUSER ?? 'postgres',
};

/** Runs SQL through psql in `database`, stopping at the first error; answers its unaligned output. */
export const psql = (database: string, sql: string) =>
  execFileSync('psql', ['-h', PG.host, '-p', PG.port, '-U', PG.user, '-d', database, '-v', 'ON_ERROR_STOP=1', '-qAt'], {
    input: sql,
    encoding: 'utf8',
  });

export const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1]!;
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The address of a database on the bench's PostgreSQL. */
export const pgUrl = (database: string) => `postgres://${PG.user}@${PG.host}:${PG.port}/${database}`;

/**
 * Runs a bench on a PostgreSQL database of its own (`talentpath_bench_<name>_…`) with the app server
 * (bench/support/app-server.ts) started on it, which applies the migrations: `measure` seeds, measures and prints,
 * and answers whether every figure is within its ceiling. Afterwards the server stops and the database is dropped
 * (kept with BENCH_KEEP=1); the process exits 0, or 1 on a figure over its ceiling or an error. BENCH_DATABASE names a
 * database a run kept: the bench runs on it again (`measure` then finds its data there) and keeps it.
 */
export async function benchOnOwnDatabase(
  name: string,
  port: number,
  measure: (dbName: string) => Promise<boolean>,
): Promise<never> {
  const kept = process.env.BENCH_DATABASE;
  const dbName = kept ?? `talentpath_bench_${name}_${Date.now()}_${process.pid}`;
  let passed = false;
  let app: BenchServer | undefined;
  if (!kept) psql('postgres', `create database ${dbName}`);
  try {
    app = await startServer('./app-server.ts', port, {
      DATABASE_URL: pgUrl(dbName),
      JWT_SECRET: 'bench-only-secret-that-is-long-enough-0123456789',
      LOG_LEVEL: 'warn',
    });
    passed = await measure(dbName);
  } catch (error) {
    console.error(error);
  } finally {
    await app?.stop();
    if (process.env.BENCH_KEEP || kept) console.log(`kept database ${dbName}`);
    else psql('postgres', `drop database if exists ${dbName} with (force)`);
  }
  process.exit(passed ? 0 : 1);
}

/**
 * Prints one figure against its ceiling and beside the primary-key read of the same run — "label: p95 x ms (median
 * y ms), ratio r of the c ms ceiling, k× the primary-key lookup PASS" — and answers whether it passed.
 */
export function reportP95(label: string, ms: number[], ceilingMs: number, lookupP95: number, word = 'ceiling') {
  const at95 = p95(ms);
  const ok = at95 < ceilingMs;
  console.log(
    `${label}: p95 ${at95.toFixed(1)} ms (median ${median(ms).toFixed(1)} ms), ratio ${(at95 / ceilingMs).toFixed(3)} of the ${ceilingMs} ms ${word}, ${(at95 / lookupP95).toFixed(1)}× the primary-key lookup ${ok ? 'PASS' : 'FAIL'}`,
  );
  return ok;
}
