import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Every core runs a worker (Vitest's default leaves one idle, which on a 2-core CI machine is half of it).
const workers = Math.max(2, availableParallelism());

export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // A worker runs its files one after another in one module graph: the server's code, PGlite's compiled
          // WebAssembly and the fixtures' password hash are loaded once per worker instead of once per file.
          // Each file still gets its own app and database (test/support/test-app.ts).
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
