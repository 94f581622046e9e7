import { bigint, date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** What a person did that the analytics count as activity (ADR 0071). */
const ACTIVITY_KINDS = ['sign-in', 'lesson-opened', 'lesson-completed', 'attempt-started', 'forum-posted'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

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
  (t) => [index('activity_events_at_idx').on(t.at), index('activity_events_kind_at_idx').on(t.kind, t.at)],
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
