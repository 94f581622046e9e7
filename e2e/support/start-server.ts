import { rmSync } from 'node:fs';
import { openDatabase } from '../../apps/server/src/platform/db.ts';
import { writeSeededDataDir } from '../../apps/server/test/support/pglite-snapshot.ts';
import { hashPassword } from '../../apps/server/src/platform/auth/hashing.ts';
import { userRoles, users } from '../../apps/server/src/db/schema/users.ts';
import { PASSWORD, fixtures } from './accounts.ts';

// A fresh embedded database for each run: the product's demo data plus the accounts journeys may change. The demo
// data comes from the snapshot the seed made once for this code and day (the API suite's seed tests share it).
const dataDir = process.env.DATA_DIR!;
rmSync(dataDir, { recursive: true, force: true });
await writeSeededDataDir(dataDir);
const database = await openDatabase({ dataDir });
const passwordHash = await hashPassword(PASSWORD);
for (const f of Object.values(fixtures)) {
  const [u] = await database.db
    .insert(users)
    .values({
      name: f.name,
      email: f.email,
      passwordHash,
      requirePasswordChange: 'requirePasswordChange' in f && f.requirePasswordChange === true,
    })
    .returning();
  await database.db.insert(userRoles).values(f.roles.map((role) => ({ userId: u!.id, role })));
}
await database.close();
// The production build, as `npm start` runs it (`npm run build` makes it before the journeys, ADR 0011). `dist` links
// to the build's own folder: the import resolves the link, so this server keeps that build whatever is built after
// it (ADR 0045). Built, not type-checked here: the specifier is a variable so the typecheck does not need the build.
const entry = '../../apps/server/dist/server.js';
await import(entry);
