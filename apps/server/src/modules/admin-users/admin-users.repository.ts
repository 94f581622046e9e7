import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { users } from '../../db/schema/users.ts';

/** Flips active ↔ disabled in one statement, so two racing toggles cannot both read the old value. */
export async function flipStatus(db: Db | Tx, userId: string) {
  const [row] = await db
    .update(users)
    .set({ status: sql`case when ${users.status} = 'active' then 'disabled' else 'active' end`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id, status: users.status });
  return row!;
}
