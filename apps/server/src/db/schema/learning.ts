import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { COURSE_STATUSES } from '@talentpath/contracts/courses';
import { ENROLMENT_SOURCES } from '@talentpath/contracts/enrolments';
import { MATERIAL_KINDS } from '@talentpath/contracts/lessons';
import { ESTIMATED_TIME_MAX } from '@talentpath/contracts/learning-messages';
import { courseCategories } from './course-categories.ts';
import { files } from './files.ts';
import { technologies } from './technologies.ts';
import { users } from './users.ts';

// The learning core (issue 11, ADR 0032): courses with ordered lessons holding materials, enrolments with the
// lessons each learner completed. Due dates are `date` columns read as 'YYYY-MM-DD' (calendar days, UTC).

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Minutes. */
    estimatedTime: integer('estimated_time').notNull(),
    status: text('status', { enum: COURSE_STATUSES }).notNull().default('draft'),
    /** Required to publish; a category with courses cannot be deleted (the key restricts). */
    categoryId: uuid('category_id').references(() => courseCategories.id, { onDelete: 'restrict' }),
    /** The coordinator who authors it (its creator, unless an admin handed it on); null if the account went. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    thumbnailFileId: uuid('thumbnail_file_id').references(() => files.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The catalogue: published courses of a category in title order.
    index('courses_catalog_idx').on(t.status, t.categoryId, sql`lower(${t.title})`, t.id),
    index('courses_title_idx').on(sql`lower(${t.title})`, t.id),
    index('courses_owner_idx').on(t.ownerId, t.status),
    index('courses_category_idx').on(t.categoryId),
    // Global search (ADR 0062): the words of title and description, and the title's trigrams (prefixes, typos).
    index('courses_search_fts_idx')
      .using('gin', sql`to_tsvector('simple', ${t.title} || ' ' || ${t.description})`)
      .with({ fastupdate: false }),
    index('courses_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`).with({ fastupdate: false }),
    check('courses_status_check', inList('status', COURSE_STATUSES)),
    check('courses_estimated_time_check', sql.raw(`estimated_time between 1 and ${ESTIMATED_TIME_MAX}`)),
  ],
);

/** The technologies (skills) a course teaches: the same records workforce planning staffs by. */
export const courseTechnologies = pgTable(
  'course_technologies',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    // A technology removed from the organisation leaves the courses that taught it (as it leaves people's skills).
    technologyId: uuid('technology_id')
      .notNull()
      .references(() => technologies.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.technologyId] }),
    index('course_technologies_tech_idx').on(t.technologyId),
  ],
);

export const lessons = pgTable(
  'lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Order in the course, ascending; not necessarily consecutive. */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lessons_course_idx').on(t.courseId, t.position)],
);

export const materials = pgTable(
  'materials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MATERIAL_KINDS }).notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    /** text: sanitised HTML. */
    body: text('body'),
    /** link, video: the address given. */
    url: text('url'),
    /** file: its content; removed with the material by the service. */
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('materials_lesson_idx').on(t.lessonId, t.position),
    index('materials_file_idx').on(t.fileId),
    check('materials_kind_check', inList('kind', MATERIAL_KINDS)),
    check(
      'materials_content_check',
      sql`(kind = 'text' and body is not null) or (kind = 'file' and file_id is not null) or (kind in ('link', 'video') and url is not null)`,
    ),
  ],
);

/**
 * A learner in a course: self-enrolled or assigned (with an optional due date). `progress` (0..100) and
 * `completedLessons` are kept by the service from `lesson_completions` and the course's lessons; `completedAt`,
 * once set, stays (a lesson added later does not take a completion back).
 */
export const enrolments = pgTable(
  'enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // A course with enrolments cannot be deleted (archive it): the key restricts.
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ENROLMENT_SOURCES }).notNull(),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    dueDate: date('due_date', { mode: 'string' }),
    /** The due date whose reminder was recorded (course.due-soon): a new due date is reminded of again. */
    dueSoonRecordedFor: date('due_soon_recorded_for', { mode: 'string' }),
    /** When the course's owner (or an admin) last reminded the learner that it is overdue: at most once a day. */
    overdueRemindedAt: timestamp('overdue_reminded_at', { withTimezone: true }),
    progress: smallint('progress').notNull().default(0),
    completedLessons: integer('completed_lessons').notNull().default(0),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    lastAccessedAt: timestamp('last_accessed_at', { withTimezone: true }),
    lastLessonId: uuid('last_lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    /**
     * The round the learner is in (ADR 0068): 1, and one more each time they retake the course to renew its
     * certificate. The rounds before are in `enrolment_cycles`, their lesson completions in
     * `lesson_completion_history`; the columns above describe this round.
     */
    cycle: integer('cycle').notNull().default(1),
  },
  (t) => [
    uniqueIndex('enrolments_course_user_key').on(t.courseId, t.userId),
    // My learning and the learner dashboard: one learner's enrolments, the most recently opened first.
    index('enrolments_user_recent_idx').on(t.userId, sql`coalesce(${t.lastAccessedAt}, ${t.enrolledAt}) desc`),
    // Who is behind: open enrolments by due date.
    index('enrolments_due_idx').on(t.dueDate).where(sql`${t.completedAt} is null and ${t.dueDate} is not null`),
    index('enrolments_last_lesson_idx').on(t.lastLessonId),
    check('enrolments_source_check', inList('source', ENROLMENT_SOURCES)),
    check('enrolments_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);

export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    enrolmentId: uuid('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.enrolmentId, t.lessonId] }), index('lesson_completions_lesson_idx').on(t.lessonId)],
);

/**
 * A finished round of an enrolment (ADR 0068): closed when the learner retook the course to renew its certificate.
 * Kept for ever, as its lesson completions are.
 */
export const enrolmentCycles = pgTable(
  'enrolment_cycles',
  {
    enrolmentId: uuid('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    cycle: integer('cycle').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    /** When the learner began the next round. */
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.enrolmentId, t.cycle] })],
);

/** The lesson completions of finished rounds, moved here when the learner retook the course (ADR 0068). */
export const lessonCompletionHistory = pgTable(
  'lesson_completion_history',
  {
    enrolmentId: uuid('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    cycle: integer('cycle').notNull(),
    // A lesson deleted later leaves its history without it.
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.enrolmentId, t.cycle, t.lessonId] }),
    index('lesson_completion_history_lesson_idx').on(t.lessonId),
  ],
);
