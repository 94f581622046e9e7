import { existsSync } from 'node:fs';
import { openDatabase } from '../../src/platform/db.ts';

// A process that opens DATABASE_URL (applying the migrations, as a starting server does) and closes it. It says
// "ready", then waits for GO_FILE to appear, so that several processes migrate at the same moment.
console.log('ready');
while (!existsSync(process.env.GO_FILE!)) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, dataDir: null });
await database.close();
console.log('migrated');
