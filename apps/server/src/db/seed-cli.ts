import { loadEnv } from '../env.ts';
import { openDatabase } from '../platform/db.ts';
import { demoAccountsTable, seedDemoData } from './seed.ts';

// `npm run db:seed`: loads demo data on request, into DATABASE_URL or the embedded database.
const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await seedDemoData(database.db);
await database.close();
console.log(demoAccountsTable());
