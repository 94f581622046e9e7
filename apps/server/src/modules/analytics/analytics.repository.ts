import { inArray } from 'drizzle-orm';
import { activityDays, activityEvents, type ActivityKind } from '../../db/schema/analytics.ts';
import { users } from '../../db/schema/users.ts';
import type { Db } from '../../platform/db.ts';

export type ActivityRow = {
  at: Date;
  userId: string;
  kind: ActivityKind;
  courseId: string | null;
  subjectId: string | null;
};

/**
 * Appends the rows and notes each person's day as active (once a day: a day already noted is left as it is). Rows of
 * people deleted since are left out, so they cannot fail the others.
 */
export async function appendActivity(db: Db, all: readonly ActivityRow[]): Promise<void> {
  if (all.length === 0) return;
  const ids = [...new Set(all.map((row) => row.userId))];
  const existing = new Set(
    (await db.select({ id: users.id }).from(users).where(inArray(users.id, ids))).map((u) => u.id),
  );
  const rows = all.filter((row) => existing.has(row.userId));
  if (rows.length === 0) return;
  const days = new Map<string, { day: string; userId: string }>();
  for (const row of rows) {
    const day = row.at.toISOString().slice(0, 10);
    days.set(`${day} ${row.userId}`, { day, userId: row.userId });
  }
  await db.transaction(async (tx) => {
    await tx.insert(activityEvents).values(rows);
    await tx
      .insert(activityDays)
      .values([...days.values()])
      .onConflictDoNothing();
  });
}
