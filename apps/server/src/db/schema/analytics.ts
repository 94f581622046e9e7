import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { REPORT_DASHBOARDS, REPORT_FREQUENCIES } from '@talentpath/contracts/report-subscriptions';
import { users } from './users.ts';

/**
 * What the analytics record (ADR 0071): what a person did, and what happened to their learning — a course they
 * enrolled in, were assigned or completed.
 */
export const ACTIVITY_KINDS = [
  'sign-in',
  'lesson-opened',
  'lesson-completed',
  'attempt-started',
  'forum-posted',
  'enrolled',
  'assigned',
  'course-completed',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
/** The kinds done by someone else to the person, which do not make them active that day: an assignment. */
export const NOT_OWN_ACTIVITY: readonly ActivityKind[] = ['assigned'];

/** The periods people are counted in beside days: a week from Monday, a calendar month (UTC). */
export type ActivityPeriod = 'week' | 'month';
/** What `activity_counts` counts: events of a kind, or people active in the day, week or month it starts. */
export type CountedKind = ActivityKind | 'active-day' | `active-${ActivityPeriod}`;

/**
 * Activity as it happened, appended and never changed (ADR 0071): the time series of the dashboards (issue 27) read
 * it. Written in batches after the request that caused it has answered. `courseId` and `subjectId` (the attempt,
 * the lesson, the post) have no foreign key: the history outlives what it names.
 */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ActivityKind>().notNull(),
    courseId: uuid('course_id'),
    subjectId: uuid('subject_id'),
  },
  (t) => [
    index('activity_events_at_idx').on(t.at),
    index('activity_events_kind_at_idx').on(t.kind, t.at),
    // A course's activity over time (the coordinator's dashboard).
    index('activity_events_course_at_idx').on(t.courseId, t.at).where(sql`${t.courseId} is not null`),
  ],
);

/**
 * Who was active on which day (UTC), once however much they did: active people per day are its rows, per week or
 * month its distinct people — a count over days, not over every event (ADR 0071).
 */
export const activityDays = pgTable(
  'activity_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.day, t.userId] }), index('activity_days_user_idx').on(t.userId, t.day)],
);

/** A bit string, written and read as text of 0s and 1s. */
const varbit = customType<{ data: string }>({ dataType: () => 'bit varying' });

/**
 * Each person's active days as one bit string (ADR 0071, addendum of stop 48): bit i is the day `origin` + i, set if
 * they were active on it. Kept with each batch (only a day new to `activity_days` sets a bit). The people active in
 * any range, their active days in it and their last one are read from one row a person — twenty thousand rows for
 * any range at the issue's scale, not a row per active day.
 */
export const activityPeople = pgTable('activity_people', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  origin: date('origin', { mode: 'string' }).notNull(),
  days: varbit('days').notNull(),
});

/**
 * Counts kept with each batch (ADR 0071, addendum of stop 48): events per day and kind, and people active per day,
 * per week (`day` its Monday) and per month (`day` its first). A year's series reads a few thousand of these rows.
 */
export const activityCounts = pgTable(
  'activity_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').$type<CountedKind>().notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind] })],
);

/**
 * A person's subscription to a dashboard's figures by e-mail (issue 27): weekly or monthly, sent by the analytics
 * module's job when `next_run_at` has come (ADR 0071, addendum of stop 50).
 */
export const reportSubscriptions = pgTable(
  'report_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dashboard: text('dashboard', { enum: REPORT_DASHBOARDS }).notNull(),
    frequency: text('frequency', { enum: REPORT_FREQUENCIES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('report_subscriptions_user_key').on(t.userId, t.dashboard, t.frequency),
    index('report_subscriptions_due_idx').on(t.nextRunAt),
    check(
      'report_subscriptions_dashboard_check',
      sql.raw(`dashboard in (${REPORT_DASHBOARDS.map((d) => `'${d}'`).join(', ')})`),
    ),
    check(
      'report_subscriptions_frequency_check',
      sql.raw(`frequency in (${REPORT_FREQUENCIES.map((d) => `'${d}'`).join(', ')})`),
    ),
  ],
);
