import type { Db, Tx } from '../../platform/db.ts';
import { contactMessages } from '../../db/schema/contact.ts';

type Conn = Db | Tx;

export async function insertMessage(db: Conn, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row!;
}
