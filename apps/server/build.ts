// `npm run build -w @talentpath/server`: bundles the server and its command-line tools as plain JavaScript, so
// production runs on `node` alone (ADR 0011). Only our own code and @talentpath/contracts (shipped as TypeScript
// source) are bundled; every other package, native and WebAssembly ones included, is loaded from node_modules at run
// time as it is in development. The bundle goes to a new folder that `dist` then points at: a server already running
// keeps the folder it started from (ADR 0045).
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { publishBuild, stagingFolder } from './src/platform/build-folders.ts';

const root = import.meta.dirname;
const bundled = '@talentpath/';

/** Bare imports stay imports, except those of the workspace's own TypeScript packages. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith(bundled) ? undefined : { path: args.path, external: true },
    );
  },
};

// Each worker thread's file, `<name>.worker.ts` anywhere in src/, becomes `<name>.worker.js` beside the server,
// where platform/worker-pool.ts looks for it (ADR 0047).
const workers = Object.fromEntries(
  readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.worker.ts'))
    .map((file) => [path.basename(file).replace(/\.ts$/, ''), `src/${file}`]),
);

const dist = path.join(root, 'dist');
const staging = stagingFolder(dist);
try {
  await build({
    absWorkingDir: root,
    entryPoints: {
      server: 'src/server.ts',
      'seed-cli': 'src/db/seed-cli.ts',
      'mail-outbox-cli': 'src/platform/mail-outbox-cli.ts',
      'files-to-s3-cli': 'src/platform/files-to-s3-cli.ts',
      ...workers,
    },
    outdir: staging,
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
  publishBuild(staging, dist);
} catch (error) {
  rmSync(staging, { recursive: true, force: true });
  throw error;
}
