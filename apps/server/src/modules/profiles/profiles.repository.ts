import { eq, sql } from 'drizzle-orm';
import type { ProfileFields } from '@talentpath/contracts/profiles';
import type { Db, Tx } from '../../platform/db.ts';
import { userProfiles } from '../../db/schema/profiles.ts';

type Conn = Db | Tx;

export async function findProfile(db: Conn, userId: string) {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  return row;
}

/** The person's profile, written whole (made on first save). */
export async function saveProfile(tx: Tx, userId: string, fields: ProfileFields) {
  await tx
    .insert(userProfiles)
    .values({ userId, ...fields })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { ...fields, updatedAt: sql`now()` } });
}
