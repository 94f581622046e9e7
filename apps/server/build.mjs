// `npm run build -w @talentpath/server`: bundles the server and its command-line tools into dist/ as plain
// JavaScript, so production runs on `node` alone (ADR 0011). Only our own code and @talentpath/contracts (shipped
// as TypeScript source) are bundled; every other package, native and WebAssembly ones included, is loaded from
// node_modules at run time as it is in development.
import { rmSync } from 'node:fs';
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

rmSync(`${root}dist`, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    server: 'src/server.ts',
    'seed-cli': 'src/db/seed-cli.ts',
    'mail-outbox-cli': 'src/platform/mail-outbox-cli.ts',
    'files-to-s3-cli': 'src/platform/files-to-s3-cli.ts',
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
