import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// Every core runs a worker (Vitest's default leaves one idle, which on a 2-core CI machine is half of it).
const workers = Math.max(2, availableParallelism());

// A limit only ends a test that hangs: a CPU-bound test (a property with fast-check, a first use that builds a table)
// on a loaded or slow machine must not fail for taking longer than Vitest's default 5 s.
const testTimeout = 60_000;

const WEB_TESTS = ['apps/web/src/**/*.test.{ts,tsx}'];
/** The web test files that use vi.mock (found, not listed: a new one is isolated without anyone remembering to). */
const WEB_MOCKING = (readdirSync('apps/web/src', { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => join('apps/web/src', file))
  .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));

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
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/{api,platform}/**/*.test.ts'],
          ...server,
        },
      },
      // Tests that start server processes (production build, crashes, several processes on one PostgreSQL and
      // Redis, nginx in front of three). CI runs them once, in its PostgreSQL pass, where every one of them can run.
      { test: { name: 'process', include: ['apps/server/test/process/**/*.test.ts'], ...server } },
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
