import { and, asc, between, count, eq, gt, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import { addDays } from '@talentpath/contracts/calendar-days';
import {
  ANALYTICS_INTERVALS,
  type AnalyticsInterval,
  type activePeopleQuery,
  type learningEventsQuery,
} from '@talentpath/contracts/analytics';
import type { z } from 'zod';
import {
  type ActivityKind,
  type ActivityPeriod,
  activityCounts,
  activityDays,
  activityEvents,
  activityPeople,
  type CountedKind,
  NOT_OWN_ACTIVITY,
} from '../../db/schema/analytics.ts';
import { users } from '../../db/schema/users.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { orderByOf, paginate, sortKeys } from '../../platform/paging.ts';
import { type ActiveDays, anyActive, periodEnd, periodStart, withDay } from './active-days.ts';

export type ActivityRow = {
  at: Date;
  userId: string;
  kind: ActivityKind;
  courseId: string | null;
  subjectId: string | null;
};

/** Adds to counts, one statement, in key order (two batches adding to the same counts take their locks in one order). */
async function addCounts(tx: Tx, counts: Map<string, { day: string; kind: CountedKind; n: number }>) {
  if (counts.size === 0) return;
  const rows = [...counts.values()].sort((a, b) => a.day.localeCompare(b.day) || a.kind.localeCompare(b.kind));
  await tx
    .insert(activityCounts)
    .values(rows)
    .onConflictDoUpdate({
      target: [activityCounts.day, activityCounts.kind],
      set: { n: sql`${activityCounts.n} + excluded.n` },
    });
}

const bump = <K extends string, V extends { n: number }>(map: Map<K, V>, key: K, fresh: () => V) => {
  const row = map.get(key);
  if (row) row.n += 1;
  else map.set(key, fresh());
};

/**
 * Sets the days new to `activity_days` in their people's bits, and tells `newToPeriod` of each week and month (by its
 * first day) that one of them is active in for the first time. The rows are made first where missing, then locked
 * in one order: two batches setting the same person's days take turns, and the second reads what the first wrote.
 */
async function setActiveDays(
  tx: Tx,
  newDays: { day: string; userId: string }[],
  newToPeriod: (start: string, unit: ActivityPeriod) => void,
) {
  if (newDays.length === 0) return;
  const daysOf = new Map<string, string[]>();
  for (const { day, userId } of newDays) daysOf.set(userId, [...(daysOf.get(userId) ?? []), day]);
  const ids = [...daysOf.keys()].sort();
  await tx
    .insert(activityPeople)
    .values(ids.map((userId) => ({ userId, origin: daysOf.get(userId)![0]!, days: '' })))
    .onConflictDoNothing();
  const rows = await tx
    .select()
    .from(activityPeople)
    .where(inArray(activityPeople.userId, ids))
    .orderBy(asc(activityPeople.userId))
    .for('update');
  const changed = rows.map((row) => {
    let bits: ActiveDays = row;
    for (const day of daysOf.get(row.userId)!) {
      for (const unit of ['week', 'month'] as const)
        if (!anyActive(bits, periodStart(day, unit), periodEnd(day, unit))) newToPeriod(periodStart(day, unit), unit);
      bits = withDay(bits, day);
    }
    return { userId: row.userId, ...bits };
  });
  // Every row exists and is locked: the upsert only updates, in one statement.
  await tx
    .insert(activityPeople)
    .values(changed)
    .onConflictDoUpdate({
      target: activityPeople.userId,
      set: { origin: sql`excluded.origin`, days: sql`excluded.days` },
    });
}

/**
 * Appends the rows and keeps the roll-ups with them, in one transaction (ADR 0071): each person's day as active (once
 * a day), the counts per day and kind, and, for the days new to them, their bits and the counts of people active per
 * day, week and month. Only what this batch inserted is counted (`returning` tells), so two processes writing the same
 * person's day count it once. Rows of people deleted since are left out, so they cannot fail the others.
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
  const counts = new Map<string, { day: string; kind: CountedKind; n: number }>();
  for (const row of rows) {
    const day = row.at.toISOString().slice(0, 10);
    if (!NOT_OWN_ACTIVITY.includes(row.kind)) days.set(`${day} ${row.userId}`, { day, userId: row.userId });
    bump(counts, `${day} ${row.kind}`, () => ({ day, kind: row.kind, n: 1 }));
  }
  await db.transaction(async (tx) => {
    await tx.insert(activityEvents).values(rows);
    const newDays =
      days.size === 0
        ? []
        : await tx
            .insert(activityDays)
            .values([...days.values()].sort((a, b) => a.day.localeCompare(b.day) || a.userId.localeCompare(b.userId)))
            .onConflictDoNothing()
            .returning({ day: activityDays.day, userId: activityDays.userId });
    for (const { day } of newDays)
      bump(counts, `${day} active-day`, () => ({ day, kind: 'active-day' as const, n: 1 }));
    await setActiveDays(tx, newDays, (day, unit) =>
      bump(counts, `${day} active-${unit}`, () => ({ day, kind: `active-${unit}` as const, n: 1 })),
    );
    await addCounts(tx, counts);
  });
}

/**
 * Each person active in the range, from their bits: `user_id`, the days of the range they were active on
 * (`active_days`) and the last one (`last_active`). One row a person, whatever the range's length.
 */
function activeInRange(from: string, to: string) {
  // The range's bits: from the range's first day (position 1 is `origin`), as many as it has days. A range that
  // starts before `origin` starts at position 1, with as many fewer.
  const offset = sql`(${from}::date - ${activityPeople.origin})`;
  const window = sql`substring(${activityPeople.days} from ${offset} + 1 for ${to}::date - ${from}::date + 1)`;
  const first = sql`${activityPeople.origin} + greatest(${offset}, 0)`;
  return sql`(select ${activityPeople.userId} as user_id, bit_count(${window})::int as active_days,
                to_char(${first} + length(rtrim(${window}::text, '0')) - 1, 'YYYY-MM-DD') as last_active
              from ${activityPeople}
              where ${and(lte(activityPeople.origin, to), gt(sql`${activityPeople.origin} + length(${activityPeople.days})`, sql`${from}::date`))}
                and bit_count(${window}) > 0) as active`;
}

/** People active at least once in the range. */
export async function activePeopleIn(db: Db | Tx, from: string, to: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(activeInRange(from, to));
  return row?.n ?? 0;
}

/**
 * date_trunc's unit written into the statement, not bound: the select and its GROUP BY must be the same expression,
 * which two parameters are not. Only the three units reach here (the query's enum), and they are checked again.
 */
export const unitOf = (unit: AnalyticsInterval) => {
  if (!ANALYTICS_INTERVALS.includes(unit)) throw new Error(`not an interval: ${unit}`);
  return sql.raw(`'${unit}'`);
};

/**
 * The counts of the range's days per interval (the interval each day falls in: its week from Monday, its month):
 * events of each kind, and people active per day summed (the day's own figure when the interval is a day).
 */
export async function countsBy(db: Db, unit: AnalyticsInterval, from: string, to: string) {
  const bucket = sql<string>`to_char(date_trunc(${unitOf(unit)}, ${activityCounts.day}::timestamp), 'YYYY-MM-DD')`;
  const of = (kind: CountedKind) =>
    sql<number>`coalesce(sum(${activityCounts.n}) filter (where ${activityCounts.kind} = ${kind}), 0)`.mapWith(Number);
  return db
    .select({
      bucket,
      activeDays: of('active-day'),
      signIns: of('sign-in'),
      lessonsOpened: of('lesson-opened'),
      attemptsStarted: of('attempt-started'),
      enrolled: of('enrolled'),
      assigned: of('assigned'),
      coursesCompleted: of('course-completed'),
    })
    .from(activityCounts)
    .where(between(activityCounts.day, from, to))
    .groupBy(bucket);
}

/** People active in each week or month that starts in the range: the counts kept with the batches. */
export async function activePeoplePer(db: Db, unit: ActivityPeriod, from: string, to: string) {
  return db
    .select({ start: activityCounts.day, people: activityCounts.n })
    .from(activityCounts)
    .where(and(eq(activityCounts.kind, `active-${unit}`), between(activityCounts.day, from, to)));
}

type ActivePeopleQuery = z.infer<typeof activePeopleQuery>;
type ActivePeopleOrder = Pick<ActivePeopleQuery, 'from' | 'to' | 'sort'>;

const activeDays = sql<number>`active.active_days`;
const lastActive = sql<string>`active.last_active`;
const SORT_COLUMNS = { name: users.name, activeDays, lastActive };

/** The people active in the range, with their active days and last one, in the list's order (then by id). */
function activePeopleInOrder(db: Db | Tx, { from, to, sort }: ActivePeopleOrder, where?: SQL) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, activeDays, lastActive })
    .from(activeInRange(from, to))
    .innerJoin(users, sql`${users.id} = active.user_id`)
    .where(where)
    .orderBy(...orderByOf(sortKeys(sort, SORT_COLUMNS, users.id)));
}

/** The people active in the range, with their active days and last one: a numbered page. */
export function activePeoplePage(db: Db, query: ActivePeopleQuery) {
  return paginate(db, query, {
    count: (tx) => activePeopleIn(tx, query.from, query.to),
    items: (tx, { limit, offset }) => activePeopleInOrder(tx, query).limit(limit).offset(offset),
  });
}

export type ActivePersonRow = Awaited<ReturnType<typeof activePeopleInOrder>>[number];

/**
 * The next `limit` people of the list after `after` (a row the chunk before ended on; null for the first): a keyset
 * on the sort's key and the id, in one direction, so one row value compares them — `(key, id) > (…)`, or `<` when
 * descending — with the collation the ORDER BY uses.
 */
export function activePeopleAfter(db: Db, query: ActivePeopleOrder, after: ActivePersonRow | null, limit: number) {
  const { key, direction } = query.sort;
  const beyond =
    after &&
    sql`(${SORT_COLUMNS[key]}, ${users.id}) ${sql.raw(direction === 'asc' ? '>' : '<')} (${after[key]}, ${after.id})`;
  return activePeopleInOrder(db, query, beyond ?? undefined).limit(limit);
}

type LearningEventsQuery = z.infer<typeof learningEventsQuery>;
type LearningEventsOrder = Pick<LearningEventsQuery, 'from' | 'to' | 'kind' | 'sort'>;

/** The records of the list: the kind's, on the range's UTC days (as the counts have them). */
const learningEventsOf = (query: LearningEventsOrder) =>
  and(
    eq(activityEvents.kind, query.kind),
    gte(activityEvents.at, new Date(`${query.from}T00:00:00Z`)),
    lt(activityEvents.at, new Date(`${addDays(query.to, 1)}T00:00:00Z`)),
  );
const LEARNING_SORT_COLUMNS = { at: activityEvents.at, name: users.name };

/** The list's records with who, in its order (then by id); the course is its id (its title is the courses module's). */
function learningEventsInOrder(db: Db | Tx, query: LearningEventsOrder, where?: SQL) {
  return db
    .select({
      id: activityEvents.id,
      at: activityEvents.at,
      userId: users.id,
      name: users.name,
      email: users.email,
      courseId: activityEvents.courseId,
      /** The time to the microsecond, as PostgreSQL writes it (a Date keeps milliseconds): a keyset's position. */
      atExact: sql<string>`${activityEvents.at}::text`,
    })
    .from(activityEvents)
    .innerJoin(users, eq(users.id, activityEvents.userId))
    .where(and(learningEventsOf(query), where))
    .orderBy(...orderByOf(sortKeys(query.sort, LEARNING_SORT_COLUMNS, activityEvents.id)));
}

export type LearningEventRow = Awaited<ReturnType<typeof learningEventsInOrder>>[number];

/** The enrolments, assignments or completions of the range, with who: a numbered page. */
export function learningEventsPage(db: Db, query: LearningEventsQuery) {
  return paginate(db, query, {
    count: async (tx) =>
      (
        await tx
          .select({ n: count() })
          .from(activityEvents)
          .innerJoin(users, eq(users.id, activityEvents.userId))
          .where(learningEventsOf(query))
      )[0]?.n ?? 0,
    items: (tx, { limit, offset }) => learningEventsInOrder(tx, query).limit(limit).offset(offset),
  });
}

/** The next `limit` records of the list after `after` (null for the first): a keyset on the sort's key and the id. */
export function learningEventsAfter(db: Db, query: LearningEventsOrder, after: LearningEventRow | null, limit: number) {
  const { key, direction } = query.sort;
  const last = after && (key === 'at' ? sql`${after.atExact}::timestamptz` : sql`${after.name}`);
  const beyond =
    after &&
    sql`(${LEARNING_SORT_COLUMNS[key]}, ${activityEvents.id}) ${sql.raw(direction === 'asc' ? '>' : '<')} (${last}, ${after.id})`;
  return learningEventsInOrder(db, query, beyond ?? undefined).limit(limit);
}
