import { pino } from 'pino';
import { loadEnv } from '../env.ts';
import { openDatabase } from '../platform/db.ts';
import { configureFileStorage } from '../platform/files.ts';
import { createJobs } from '../platform/jobs.ts';
import { lockDataDirOrExit } from '../platform/data-lock.ts';
import { demoAccountsTable, seedDemoData } from './seed.ts';

// `npm run db:seed`: loads demo data on request, into DATABASE_URL or the embedded database.
const env = loadEnv();
// The embedded database must not be opened while a server runs on it (ADR 0008).
const releaseDataDir = env.DATABASE_URL ? () => {} : lockDataDirOrExit(env.DATA_DIR, { command: 'npm run db:seed' });
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
// The demo files go where the server keeps files (a bucket, when FILES_S3_BUCKET names one). No job runs here.
const jobs = createJobs({ db: database.db, log: pino({ level: 'silent' }), concurrency: 0 });
const closeFileStorage = configureFileStorage(env, { db: database.db, jobs });
await seedDemoData(database.db);
closeFileStorage();
await database.close();
releaseDataDir();
console.log(demoAccountsTable());
