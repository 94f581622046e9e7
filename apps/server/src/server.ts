import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { type Env, loadEnv } from './env.ts';
import { holdBuild } from './platform/build-folders.ts';
import { openDatabase } from './platform/db.ts';
import { lockDataDirOrExit } from './platform/data-lock.ts';
import { serverRoot, webDist } from './platform/server-root.ts';
import { releaseSpoolFolder } from './platform/upload-spool.ts';

async function loadDemoData() {
  try {
    return await import('./db/seed.ts');
  } catch (error) {
    console.error(
      'SEED_DEMO asks for demo data, but its packages are not installed (a production install leaves out ' +
        'development dependencies): run npm install, or set SEED_DEMO=false.',
    );
    throw error;
  }
}

/** Where `npm start` kept the embedded data before it ran in the repository root (issue 22), if there and unused. */
function formerDataDir(env: Env): string | null {
  const former = path.join(serverRoot, 'data');
  const unused = !process.env.DATA_DIR && !env.DATABASE_URL && path.resolve(env.DATA_DIR) !== former;
  return unused && existsSync(path.join(former, 'db')) ? former : null;
}

async function main() {
  const env = loadEnv();
  // The build this process runs and the web app it serves stay as they are now, whatever later builds publish: a
  // second `npm start` in this checkout never changes them (ADR 0045).
  holdBuild(path.dirname(fileURLToPath(import.meta.url)));
  const webRoot = holdBuild(env.WEB_DIST ?? webDist);
  // PGlite does not lock its folder: a second server on it would corrupt the database (ADR 0008).
  const releaseDataDir = env.DATABASE_URL
    ? () => {}
    : lockDataDirOrExit(env.DATA_DIR, { port: env.PORT, command: 'npm start' });
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  // The embedded default seeds an empty database; a production DATABASE_URL never seeds by itself.
  const seed = env.SEED_DEMO ?? !env.DATABASE_URL;
  // Loaded only to seed: the demo data's packages (PDF, image and video makers) are development dependencies,
  // absent from a production install (npm ci --omit=dev).
  const demo = seed ? await loadDemoData() : null;
  // Built first, so the demo files go where the app keeps files (a bucket, when FILES_S3_BUCKET names one).
  const app = await buildApp({ env: { ...env, WEB_DIST: webRoot }, database });
  const seeded = demo !== null && (await demo.isEmpty(database.db));
  if (seeded) await demo.seedDemoData(database.db);
  await app.listen({ port: env.PORT, host: env.HOST });
  const port = (app.server.address() as AddressInfo).port;
  const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.resolve(env.DATA_DIR, 'db')}`;
  console.log(`\nTalentPath is running on http://localhost:${port} (database: ${where}).`);
  const former = formerDataDir(env);
  if (former) {
    const current = path.resolve(env.DATA_DIR);
    console.log(
      `Earlier versions of npm start kept the embedded data in ${former}. To go on with it: stop TalentPath, move ` +
        `${current} aside, then move ${former} to ${current}.`,
    );
  }
  if (demo) console.log(`${seeded ? 'Loaded demo data. ' : ''}${demo.demoAccountsTable()}\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      // In this order (ADR 0005): requests in flight finish and background work drains (app's onClose hooks),
      // then the database closes. An onClose hook here would run before the app's (avvio runs them last-in first).
      await app.close();
      await database.close();
      releaseDataDir();
      await releaseSpoolFolder();
      console.log('TalentPath stopped.');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: Error) => {
  console.error(error.message.startsWith('Invalid configuration') ? error.message : error);
  process.exit(1);
});
