// `npm run build -w @talentpath/web`: the browser build, then the server-side rendering build that prerenders the
// public pages into it (ADR 0007), all in a new folder that `dist` then points at. A server already running keeps
// serving the folder it started with (ADR 0045).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { publishBuild, stagingFolder } from '../../server/src/platform/build-folders.ts';
import { prerender } from './prerender.ts';

const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
const staging = stagingFolder(dist);
const ssr = path.join(staging, '.ssr');
try {
  await build({ root: web, build: { outDir: staging } });
  await build({ root: web, build: { ssr: 'src/prerender/entry-server.tsx', outDir: ssr } });
  await prerender(staging, path.join(ssr, 'entry-server.js'));
  rmSync(ssr, { recursive: true });
  console.log(`web app: ${path.relative(web, publishBuild(staging, dist))}, served from dist`);
} catch (error) {
  rmSync(staging, { recursive: true, force: true });
  throw error;
}
