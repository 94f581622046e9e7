import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadEnv } from '../../apps/server/src/env.ts';
import { openDatabase } from '../../apps/server/src/platform/db.ts';
import { writeSeededDataDir } from '../../apps/server/test/support/pglite-snapshot.ts';
import { answerCpuQueries } from './processes.ts';

// TalentPath as `npm start` runs it (embedded database, demo data, info logging), on a throwaway data folder; with
// DATABASE_URL, on that PostgreSQL database instead (migrated on open, no demo data: the bench brings its rows).
const dataDir = mkdtempSync(path.join(tmpdir(), 'tp-bench-'));
const env = loadEnv({
  ...process.env,
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  // Off unless a bench sets them: most benches measure throughput, not the limits.
  AUTH_RATE_LIMIT_PER_MINUTE: process.env.AUTH_RATE_LIMIT_PER_MINUTE ?? '1000000',
  LOGIN_IP_FAILURES_PER_15_MIN: process.env.LOGIN_IP_FAILURES_PER_15_MIN ?? '1000000',
});
// The demo data from the snapshot the seed made once for this code and day (the journeys' server starts from it too):
// the data npm start seeds, without its initdb, migrations and seed (about 20 s of CPU) at every bench's start.
if (!env.DATABASE_URL) await writeSeededDataDir(dataDir);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
const app = await buildApp({ env, database });
await app.listen({ port: env.PORT, host: '127.0.0.1' });
answerCpuQueries({ connections: () => app.platform.realtime.localConnections() });
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
