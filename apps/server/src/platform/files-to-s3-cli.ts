import { parseArgs } from 'node:util';
import { loadEnv } from '../env.ts';
import { lockDataDirOrExit } from './data-lock.ts';
import { openDatabase } from './db.ts';
import { filesInDatabase, moveFilesToBucket } from './files-to-bucket.ts';
import { createObjectStorage, objectStorageSettings } from './object-storage.ts';

// `npm run files:to-s3 [-- --limit <n>]`: moves the files kept in the database to the bucket of FILES_S3_BUCKET
// (ADR 0039), with the servers' own settings. Stop it at any time and run it again: it goes on where it stopped.
const usage = 'Usage: npm run files:to-s3 [-- --limit <count>]   (default: every file still in the database)';
let args: { limit?: string; help?: boolean };
try {
  args = parseArgs({ options: { limit: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }).values;
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(1);
}
if (args.help) {
  console.log(usage);
  process.exit(0);
}
const limit = args.limit === undefined ? undefined : Number(args.limit);
if (limit !== undefined && (!Number.isInteger(limit) || limit < 1)) {
  console.error(`--limit wants a whole number of files, at least 1.\n${usage}`);
  process.exit(1);
}

const env = loadEnv();
const settings = objectStorageSettings(env);
if (!settings) {
  console.error('FILES_S3_BUCKET is not set: give this command the settings the servers have (docs/deploy.md).');
  process.exit(1);
}
// The embedded database must not be opened while a server runs on it (ADR 0008).
const releaseDataDir = env.DATABASE_URL
  ? () => {}
  : lockDataDirOrExit(env.DATA_DIR, { command: 'npm run files:to-s3' });
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const storage = createObjectStorage(settings);
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
try {
  const before = await filesInDatabase(database.db);
  console.log(
    `${before.files} files (${mib(before.bytes)}) in the database; moving them to bucket ${settings.bucket}.`,
  );
  let shown = Date.now();
  const done = await moveFilesToBucket(database.db, storage, {
    limit,
    onProgress: ({ moved, bytes }) => {
      if (Date.now() - shown < 5_000) return;
      shown = Date.now();
      console.log(`  ${moved} moved (${mib(bytes)})`);
    },
    onFailed: (id, error) => console.error(`  file ${id} not moved: ${error.message}`),
  });
  const after = await filesInDatabase(database.db);
  console.log(
    `Moved ${done.moved} files (${mib(done.bytes)}); ${done.failed} failed; ${after.files} left in the database.`,
  );
  process.exitCode = done.failed > 0 ? 1 : 0;
} finally {
  storage.close();
  await database.close();
  releaseDataDir();
}
