import { and, asc, count, desc, eq, gt, sql, sum } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { windowTotal } from '../../platform/paging.ts';
import { pointsAccounts, pointsLedger, pointsLevels, pointsRules, pointsTallies } from '../../db/schema/recognition.ts';

// The points' queries: rules, levels, accounts, the ledger and the leaderboard's tallies. Only reads and writes.

type Conn = Db | Tx;
export type AccountRow = typeof pointsAccounts.$inferSelect;
export type NewLedgerEntry = typeof pointsLedger.$inferInsert;

export const storedRules = (db: Conn) => db.select().from(pointsRules);

export async function replaceRules(tx: Tx, rules: (typeof pointsRules.$inferInsert)[]) {
  await tx.delete(pointsRules);
  if (rules.length) await tx.insert(pointsRules).values(rules);
}

export const storedLevels = (db: Conn) => db.select().from(pointsLevels).orderBy(asc(pointsLevels.number));

export async function replaceLevels(tx: Tx, levels: { name: string; threshold: number }[]) {
  await tx.delete(pointsLevels);
  await tx.insert(pointsLevels).values(levels.map((l, i) => ({ number: i + 1, ...l })));
}

/** The person's account, made on first need and locked until the transaction ends (awards are serialised). */
export async function lockAccount(tx: Tx, userId: string, ranked: () => Promise<boolean>): Promise<AccountRow> {
  const [found] = await tx.select().from(pointsAccounts).where(eq(pointsAccounts.userId, userId)).for('update');
  if (found) return found;
  await tx
    .insert(pointsAccounts)
    .values({ userId, ranked: await ranked() })
    .onConflictDoNothing();
  const [made] = await tx.select().from(pointsAccounts).where(eq(pointsAccounts.userId, userId)).for('update');
  return made!;
}

export const findAccount = async (db: Conn, userId: string) =>
  (await db.select().from(pointsAccounts).where(eq(pointsAccounts.userId, userId)))[0];

export async function updateAccount(tx: Tx, userId: string, set: Partial<Omit<AccountRow, 'userId'>>) {
  await tx.update(pointsAccounts).set(set).where(eq(pointsAccounts.userId, userId));
}

/** Adds to the balance (and to what was earned, for an award); false when the balance would go below 0. */
export async function addPoints(tx: Tx, userId: string, points: number, earned: boolean): Promise<boolean> {
  const rows = await tx
    .update(pointsAccounts)
    .set({
      balance: sql`${pointsAccounts.balance} + ${points}`,
      ...(earned ? { earned: sql`${pointsAccounts.earned} + ${points}` } : {}),
    })
    .where(and(eq(pointsAccounts.userId, userId), sql`${pointsAccounts.balance} + ${points} >= 0`))
    .returning({ userId: pointsAccounts.userId });
  return rows.length > 0;
}

/** Appends the entry unless its source already paid (the person's key): its id when written. */
export async function appendOnce(tx: Tx, entry: NewLedgerEntry): Promise<number | undefined> {
  const [row] = await tx
    .insert(pointsLedger)
    .values(entry)
    .onConflictDoNothing({ target: [pointsLedger.userId, pointsLedger.sourceKey] })
    .returning({ id: pointsLedger.id });
  return row?.id;
}

/** What the rule of `kind` paid the person since `since`, and when it last paid something. */
export async function paidSince(tx: Tx, userId: string, kind: string, since: Date) {
  const [row] = await tx
    .select({ paid: sum(pointsLedger.points).mapWith(Number) })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.kind, kind), gt(pointsLedger.createdAt, since)));
  return row?.paid ?? 0;
}

export async function lastPaidAt(tx: Tx, userId: string, kind: string): Promise<Date | null> {
  const [row] = await tx
    .select({ at: pointsLedger.createdAt })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.kind, kind), gt(pointsLedger.points, 0)))
    .orderBy(desc(pointsLedger.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/** Adds the points to the person's tallies of each period and scope given. */
export async function addToTallies(
  tx: Tx,
  userId: string,
  points: number,
  ranked: boolean,
  keys: { period: string; scope: string }[],
) {
  await tx
    .insert(pointsTallies)
    .values(keys.map((k) => ({ ...k, userId, points, ranked })))
    .onConflictDoUpdate({
      target: [pointsTallies.period, pointsTallies.scope, pointsTallies.userId],
      set: { points: sql`${pointsTallies.points} + excluded.points` },
    });
}

/** Whether the person is shown on the boards, in every tally of theirs. */
export async function setRanked(tx: Tx, userId: string, ranked: boolean) {
  await tx.update(pointsAccounts).set({ ranked }).where(eq(pointsAccounts.userId, userId));
  await tx.update(pointsTallies).set({ ranked }).where(eq(pointsTallies.userId, userId));
}

/** One page of the person's history in the order given, each row with the total beside it. */
export const ledgerRows = (db: Conn, userId: string, direction: 'asc' | 'desc', limit: number, offset: number) =>
  db
    .select({ item: pointsLedger, total: windowTotal })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
    .orderBy(
      ...(direction === 'asc'
        ? [asc(pointsLedger.createdAt), asc(pointsLedger.id)]
        : [desc(pointsLedger.createdAt), desc(pointsLedger.id)]),
    )
    .limit(limit)
    .offset(offset);

export const ledgerCount = (db: Conn, userId: string) => db.$count(pointsLedger, eq(pointsLedger.userId, userId));

/**
 * What the person's badges are judged on, from their ledger: courses completed (in all and per category), quizzes
 * passed at 100%, and (from the account) their best streak and points earned.
 */
export async function learningTotals(db: Conn, userId: string) {
  const rows = await db
    .select({ kind: pointsLedger.kind, categoryId: pointsLedger.categoryId, n: count() })
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.userId, userId),
        sql`(${pointsLedger.kind} = 'course-completed' or (${pointsLedger.kind} = 'quiz-passed' and ${pointsLedger.amount} >= 100))`,
      ),
    )
    .groupBy(pointsLedger.kind, pointsLedger.categoryId);
  const byCategory = new Map<string, number>();
  let courses = 0;
  let perfectQuizzes = 0;
  for (const r of rows) {
    if (r.kind === 'quiz-passed') perfectQuizzes += r.n;
    else {
      courses += r.n;
      if (r.categoryId) byCategory.set(r.categoryId, (byCategory.get(r.categoryId) ?? 0) + r.n);
    }
  }
  return { courses, byCategory, perfectQuizzes };
}
