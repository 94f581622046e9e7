// `npm run build -w @talentpath/server`: bundles the server and its command-line tools into dist/ as plain
// JavaScript, so production runs on `node` alone (ADR 0011). Only our own code and @talentpath/contracts (shipped
// as TypeScript source) are bundled; every other package, native and WebAssembly ones included, is loaded from
// node_modules at run time as it is in development.
import { readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('.', import.meta.url));
const bundled = '@talentpath/';

/** Bare imports stay imports, except those of the workspace's own TypeScript packages. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith(bundled) ? undefined : { path: args.path, external: true },
    );
  },
};

// Each worker thread's file, `<name>.worker.ts` anywhere in src/, becomes `dist/<name>.worker.js`, where
// platform/worker-pool.ts looks for it (ADR 0043).
const workers = Object.fromEntries(
  readdirSync(`${root}src`, { recursive: true })
    .filter((file) => file.endsWith('.worker.ts'))
    .map((file) => [file.split('/').pop().replace(/\.ts$/, ''), `src/${file}`]),
);

rmSync(`${root}dist`, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    server: 'src/server.ts',
    'seed-cli': 'src/db/seed-cli.ts',
    'mail-outbox-cli': 'src/platform/mail-outbox-cli.ts',
    'files-to-s3-cli': 'src/platform/files-to-s3-cli.ts',
    ...workers,
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // The demo data (and the packages only it needs) in chunks of their own, loaded only when seeding.
  splitting: true,
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
