import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// Every core runs a worker (Vitest's default leaves one idle, which on a 2-core CI machine is half of it).
const workers = Math.max(2, availableParallelism());

// A limit only ends a test that hangs: a CPU-bound test (a property with fast-check, a first use that builds a table)
// on a loaded or slow machine must not fail for taking longer than Vitest's default 5 s.
const testTimeout = 60_000;

const read = (file: string) => readFileSync(file, 'utf8');

const WEB_TESTS = ['apps/web/src/**/*.test.{ts,tsx}'];
/** The web test files that use vi.mock (found, not listed: a new one is isolated without anyone remembering to). */
const WEB_MOCKING = (readdirSync('apps/web/src', { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => join('apps/web/src', file))
  .filter((file) => read(file).includes('vi.mock('));

const SERVER_TEST_DIRS = ['apps/server/src', 'apps/server/test/api', 'apps/server/test/platform'];
const SERVER_SUPPORT = 'apps/server/test/support';
/**
 * The server's support files that open the database the suite is given (TEST_DATABASE_URL: PostgreSQL, or PGlite
 * without it), with every support file that imports one of them.
 */
const databaseSupport = new Set<string>();
for (let grew = true; grew; ) {
  grew = false;
  for (const file of readdirSync(SERVER_SUPPORT).filter((f) => f.endsWith('.ts'))) {
    const name = file.replace(/\.ts$/, '');
    const text = read(join(SERVER_SUPPORT, file));
    if (databaseSupport.has(name)) continue;
    if (text.includes('TEST_DATABASE_URL') || [...databaseSupport].some((d) => text.includes(`./${d}.ts`))) {
      databaseSupport.add(name);
      grew = true;
    }
  }
}
/**
 * The server's test files that never touch that database (rules, formats, grading, policies; PGlite opened by hand):
 * their answers are the same on either database, so they run once, with the README's command, and CI's PostgreSQL
 * pass (`--project server --project process`) leaves them out. Found, not listed, as WEB_MOCKING is.
 */
const SERVER_WITHOUT_DATABASE = SERVER_TEST_DIRS.flatMap((dir) =>
  (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => join(dir, file)),
).filter((file) => {
  const text = read(file);
  return !text.includes('TEST_DATABASE_URL') && ![...databaseSupport].some((d) => text.includes(`support/${d}.ts`));
});

const server = {
  environment: 'node',
  testTimeout,
  hookTimeout: 60_000,
  pool: 'forks',
  // A worker runs its files one after another in one module graph: the server's code, PGlite's compiled
  // WebAssembly and the snapshot are loaded once per worker instead of once per file. Each file still gets its own
  // app and database (test/support/test-app.ts).
  isolate: false,
} as const;

export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      {
        test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node', testTimeout },
      },
      { test: { name: 'tools', include: ['tools/**/*.test.ts'], environment: 'node', testTimeout } },
      {
        test: {
          name: 'server',
          include: SERVER_TEST_DIRS.map((dir) => `${dir}/**/*.test.ts`),
          exclude: SERVER_WITHOUT_DATABASE,
          ...server,
        },
      },
      { test: { name: 'server-units', include: SERVER_WITHOUT_DATABASE, ...server } },
      // Tests that start server processes (production build, crashes, several processes on one PostgreSQL and
      // Redis, nginx in front of three). CI runs them once, in its PostgreSQL pass, where every one of them can run.
      // Their servers run the production build, made once before them.
      {
        test: {
          name: 'process',
          include: ['apps/server/test/process/**/*.test.ts'],
          globalSetup: ['apps/server/test/support/build-server.ts'],
          ...server,
        },
      },
      // The web's files share a worker's jsdom and module graph (each set up once, not 60 times: three minutes of CPU
      // to half of one); a file that replaces modules with vi.mock gets a graph of its own, or its stand-ins would
      // meet modules another file has already loaded.
      {
        test: {
          name: 'web',
          include: WEB_TESTS,
          exclude: WEB_MOCKING,
          environment: 'jsdom',
          testTimeout,
          isolate: false,
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      { test: { name: 'web-mocks', include: WEB_MOCKING, environment: 'jsdom', testTimeout } },
    ],
  },
});
