import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { ReportDashboard, ReportFrequency } from '@talentpath/contracts/report-subscriptions';
import type { Role } from '@talentpath/contracts/roles';
import { reportSubscriptions } from '../../db/schema/analytics.ts';
import { userRoles, users } from '../../db/schema/users.ts';
import type { Db, Tx } from '../../platform/db.ts';

// Scheduled reports (issue 27): who gets which dashboard by e-mail, and when next.

type Conn = Db | Tx;
export type SubscriptionRow = typeof reportSubscriptions.$inferSelect;

export const subscriptionsOf = (db: Conn, userId: string) =>
  db
    .select()
    .from(reportSubscriptions)
    .where(eq(reportSubscriptions.userId, userId))
    .orderBy(asc(reportSubscriptions.dashboard), asc(reportSubscriptions.frequency));

/** The new subscription, or undefined when the person has that one already (the unique key). */
export async function insertSubscription(
  db: Conn,
  row: { userId: string; dashboard: ReportDashboard; frequency: ReportFrequency; nextRunAt: Date },
) {
  const [created] = await db.insert(reportSubscriptions).values(row).onConflictDoNothing().returning();
  return created;
}

/** Removes one of the person's subscriptions; whether there was one. */
export async function deleteSubscription(db: Conn, userId: string, id: string) {
  const gone = await db
    .delete(reportSubscriptions)
    .where(and(eq(reportSubscriptions.id, id), eq(reportSubscriptions.userId, userId)))
    .returning({ id: reportSubscriptions.id });
  return gone.length > 0;
}

/**
 * Up to `limit` subscriptions due at `now`, soonest first, with their person (name, e-mail, language, whether the
 * account may still sign in, and their roles).
 */
export function dueSubscriptions(db: Conn, now: Date, limit: number) {
  return db
    .select({
      subscription: reportSubscriptions,
      name: users.name,
      email: users.email,
      language: users.language,
      active: sql<boolean>`${users.status} = 'active' and ${users.deletedAt} is null`,
      roles: sql<
        Role[]
      >`coalesce((select array_agg(${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`,
    })
    .from(reportSubscriptions)
    .innerJoin(users, eq(users.id, reportSubscriptions.userId))
    .where(lte(reportSubscriptions.nextRunAt, now))
    .orderBy(asc(reportSubscriptions.nextRunAt), asc(reportSubscriptions.id))
    .limit(limit);
}

/**
 * Locks the subscription until the transaction ends if it is still due for the run it was read for (another
 * process may have sent it meanwhile, or its person ended it): whether it did.
 */
export async function lockIfDue(tx: Tx, id: string, nextRunAt: Date) {
  const rows = await tx
    .select({ id: reportSubscriptions.id })
    .from(reportSubscriptions)
    .where(and(eq(reportSubscriptions.id, id), eq(reportSubscriptions.nextRunAt, nextRunAt)))
    .for('update', { skipLocked: true });
  return rows.length > 0;
}

export const markSent = (tx: Tx, id: string, sentAt: Date, nextRunAt: Date) =>
  tx.update(reportSubscriptions).set({ lastSentAt: sentAt, nextRunAt }).where(eq(reportSubscriptions.id, id));

export const dropSubscription = (tx: Tx, id: string) =>
  tx.delete(reportSubscriptions).where(eq(reportSubscriptions.id, id));
