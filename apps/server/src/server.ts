import { buildApp } from './app.ts';
import { loadEnv } from './env.ts';
import { openDatabase } from './platform/db.ts';
import { demoAccountsTable, isEmpty, seedDemoData } from './db/seed.ts';

async function main() {
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  // The embedded default seeds an empty database; a production DATABASE_URL never seeds by itself.
  const seed = env.SEED_DEMO ?? !env.DATABASE_URL;
  const seeded = seed && (await isEmpty(database.db));
  if (seeded) await seedDemoData(database.db);

  const app = await buildApp({ env, database });
  app.addHook('onClose', () => database.close());
  await app.listen({ port: env.PORT, host: env.HOST });
  const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}/db`;
  console.log(`\nTalentPath is running on http://localhost:${env.PORT} (database: ${where}).`);
  if (seed) console.log(`${seeded ? 'Loaded demo data. ' : ''}${demoAccountsTable()}\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
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
