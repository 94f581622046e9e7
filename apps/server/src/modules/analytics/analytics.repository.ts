import { and, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { ANALYTICS_INTERVALS, type AnalyticsInterval, type activePeopleQuery } from '@talentpath/contracts/analytics';
import type { z } from 'zod';
import { activityDays, activityEvents, type ActivityKind } from '../../db/schema/analytics.ts';
import { users } from '../../db/schema/users.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { orderByOf, paginate, sortKeys } from '../../platform/paging.ts';

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

/** The first and the day after the last of a range of UTC days, as the instants `activity_events.at` is compared to. */
const instants = (from: string, to: string) => ({
  start: new Date(`${from}T00:00:00Z`),
  end: new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000),
});

/**
 * date_trunc's unit written into the statement, not bound: the select and its GROUP BY must be the same expression,
 * which two parameters are not. Only the three units reach here (the query's enum), and they are checked again.
 */
const unitOf = (unit: AnalyticsInterval) => {
  if (!ANALYTICS_INTERVALS.includes(unit)) throw new Error(`not an interval: ${unit}`);
  return sql.raw(`'${unit}'`);
};

/** Active people per interval of the range (the interval each day falls in: its week from Monday, its month). */
export async function activePeopleBy(db: Db, unit: AnalyticsInterval, from: string, to: string) {
  const bucket = sql<string>`to_char(date_trunc(${unitOf(unit)}, ${activityDays.day}::timestamp), 'YYYY-MM-DD')`;
  return db
    .select({ bucket, people: sql<number>`count(distinct ${activityDays.userId})`.mapWith(Number) })
    .from(activityDays)
    .where(and(gte(activityDays.day, from), lte(activityDays.day, to)))
    .groupBy(bucket);
}

/** People active at least once in the range. */
export async function activePeopleIn(db: Db | Tx, from: string, to: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${activityDays.userId})`.mapWith(Number) })
    .from(activityDays)
    .where(and(gte(activityDays.day, from), lte(activityDays.day, to)));
  return row?.n ?? 0;
}

/** Sign-ins, lessons opened and attempts started per interval of the range (UTC days). */
export async function eventsBy(db: Db, unit: AnalyticsInterval, from: string, to: string) {
  const { start, end } = instants(from, to);
  const bucket = sql<string>`to_char(date_trunc(${unitOf(unit)}, ${activityEvents.at} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const of = (kind: ActivityKind) =>
    sql<number>`count(*) filter (where ${activityEvents.kind} = ${kind})`.mapWith(Number);
  return db
    .select({
      bucket,
      signIns: of('sign-in'),
      lessonsOpened: of('lesson-opened'),
      attemptsStarted: of('attempt-started'),
    })
    .from(activityEvents)
    .where(and(gte(activityEvents.at, start), lt(activityEvents.at, end)))
    .groupBy(bucket);
}

const ACTIVE_DAYS = sql<number>`count(*)`.mapWith(Number);
const LAST_ACTIVE = sql<string>`max(${activityDays.day})`;

type ActivePeopleQuery = z.infer<typeof activePeopleQuery>;

/** The people active in the range, with their active days and last one: a numbered page. */
export function activePeoplePage(db: Db, query: ActivePeopleQuery) {
  const { from, to } = query;
  const inRange = and(gte(activityDays.day, from), lte(activityDays.day, to));
  const order = sortKeys(query.sort, { name: users.name, activeDays: ACTIVE_DAYS, lastActive: LAST_ACTIVE }, users.id);
  return paginate(db, query, {
    count: (tx) => activePeopleIn(tx, from, to),
    items: async (tx, { limit, offset }) =>
      (
        await tx
          .select({
            id: users.id,
            name: users.name,
            email: users.email,
            activeDays: ACTIVE_DAYS,
            lastActive: LAST_ACTIVE,
          })
          .from(activityDays)
          .innerJoin(users, eq(users.id, activityDays.userId))
          .where(inRange)
          .groupBy(users.id)
          .orderBy(...orderByOf(order))
          .limit(limit)
          .offset(offset)
      ).map((row) => ({ ...row, lastActive: String(row.lastActive) })),
  });
}
