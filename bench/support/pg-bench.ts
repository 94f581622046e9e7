import { execFileSync } from 'node:child_process';

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
