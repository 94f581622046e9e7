import { spawnSync } from 'node:child_process';
import { serverDir } from './processes.ts';

/**
 * The process tests' global setup: builds the server once (`build.ts`, esbuild: about a second), so the servers they
 * start run the production build, as `npm start` does, without compiling the TypeScript again in every one
 * (`--import tsx`: about 2 s more CPU a start, some 20 starts a run).
 */
export default function buildServer() {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'build.ts'], { cwd: serverDir, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the server's build failed:\n${build.stdout}\n${build.stderr}`);
}
