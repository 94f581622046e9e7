import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { QUESTION_TYPES, type QuestionDefinition, type QuestionResponse } from '@talentpath/contracts/questions';
import { ATTEMPT_STATES, QUESTION_STATES } from '@talentpath/contracts/attempts';
import { GRADING_METHODS, QUESTION_BEHAVIOURS, QUIZ_LAYOUTS, REVIEW_POLICIES } from '@talentpath/contracts/quizzes';
import { courses, lessons } from './learning.ts';
import { users } from './users.ts';

// Quizzes (issue 12, ADR 0034). A course's question bank: categories of its own and questions, each a definition
// (answers included) kept as JSON that the contract's schema wrote, with the columns a list filters and sorts on.

export const questionCategories = pgTable(
  'question_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('question_categories_course_name_key').on(t.courseId, sql`lower(${t.name})`)],
);

export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => questionCategories.id, { onDelete: 'set null' }),
    type: text('type', { enum: QUESTION_TYPES }).notNull(),
    /** The definition's prompt, for search. */
    prompt: text('prompt').notNull(),
    points: numeric('points', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    definition: jsonb('definition').$type<QuestionDefinition>().notNull(),
    /** As written; compared without letter case. */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('questions_course_idx').on(t.courseId, t.updatedAt),
    index('questions_category_idx').on(t.categoryId),
    check('questions_points_check', sql`${t.points} > 0 and ${t.points} <= 100`),
    check('questions_type_matches', sql`${t.definition}->>'type' = ${t.type}`),
    // Moodle's id number (GIFT's [id:…]) names one question of the course's bank (ADR 0051).
    uniqueIndex('questions_id_number_key')
      .on(t.courseId, sql`(${t.definition}->>'idNumber')`)
      .where(sql`${t.definition}->>'idNumber' <> ''`),
  ],
);

/** A lesson's quiz with its settings (ADR 0034). */
export const quizzes = pgTable(
  'quizzes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    timeLimitMinutes: integer('time_limit_minutes'),
    opensAt: timestamp('opens_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    attemptsAllowed: smallint('attempts_allowed'),
    gradingMethod: text('grading_method', { enum: GRADING_METHODS }).notNull().default('highest'),
    passMark: numeric('pass_mark', { precision: 5, scale: 2, mode: 'number' }).notNull().default(50),
    review: text('review', { enum: REVIEW_POLICIES }).notNull().default('after-submit'),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    shuffleOptions: boolean('shuffle_options').notNull().default(true),
    behaviour: text('behaviour', { enum: QUESTION_BEHAVIOURS }).notNull().default('deferred'),
    layout: text('layout', { enum: QUIZ_LAYOUTS }).notNull().default('one-per-page'),
    requiredToCompleteLesson: boolean('required_to_complete_lesson').notNull().default(false),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quizzes_lesson_idx').on(t.lessonId, t.position),
    check('quizzes_window_check', sql`${t.closesAt} is null or ${t.opensAt} is null or ${t.closesAt} > ${t.opensAt}`),
    check('quizzes_pass_mark_check', sql`${t.passMark} between 0 and 100`),
  ],
);

/** A place in a quiz: one question of the bank, or `count` drawn at random from a bank category. */
export const quizSlots = pgTable(
  'quiz_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questionId: uuid('question_id').references(() => questions.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => questionCategories.id, { onDelete: 'cascade' }),
    count: smallint('count').notNull().default(1),
  },
  (t) => [
    uniqueIndex('quiz_slots_position_key').on(t.quizId, t.position),
    index('quiz_slots_question_idx').on(t.questionId),
    index('quiz_slots_category_idx').on(t.categoryId),
    check('quiz_slots_kind_check', sql`(${t.questionId} is null) <> (${t.categoryId} is null)`),
    check('quiz_slots_count_check', sql`${t.count} between 1 and 50`),
  ],
);

/**
 * A learner's attempt at a quiz. At most one in progress per learner and quiz (the partial unique index), numbered
 * from 1. `deadline`: the time limit or the quiz's closing, whichever comes first; past it (and the grace), the
 * attempt closes with what was saved.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    state: text('state', { enum: ATTEMPT_STATES }).notNull().default('in-progress'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadline: timestamp('deadline', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    closedBy: text('closed_by', { enum: ['learner', 'deadline'] }),
    maxScore: numeric('max_score', { precision: 9, scale: 2, mode: 'number' }).notNull(),
    score: numeric('score', { precision: 9, scale: 2, mode: 'number' }),
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }),
    passed: boolean('passed'),
    /** How many times it was graded (1 once closed; regrades add one): proves a submit grades once. */
    gradings: integer('gradings').notNull().default(0),
    /**
     * The round of the learner's enrolment it was taken in (ADR 0068): attempt limits and "passed every quiz" count
     * the current round only; a retake's attempts number on from the earlier ones.
     */
    cycle: integer('cycle').notNull().default(1),
  },
  (t) => [
    uniqueIndex('quiz_attempts_number_key').on(t.quizId, t.userId, t.number),
    uniqueIndex('quiz_attempts_open_key').on(t.quizId, t.userId).where(sql`${t.state} = 'in-progress'`),
    index('quiz_attempts_user_idx').on(t.userId),
  ],
);

/** A question as an attempt was given it: a copy of the definition, its display order, the response, the marks. */
export const attemptQuestions = pgTable(
  'attempt_questions',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questionId: uuid('question_id').references(() => questions.id, { onDelete: 'set null' }),
    questionVersion: integer('question_version').notNull(),
    definition: jsonb('definition').$type<QuestionDefinition>().notNull(),
    /** The order the learner sees options, matches or items in; a calculated question's values, drawn for it. */
    display: jsonb('display')
      .$type<{
        optionIds?: string[];
        choices?: string[];
        partOrders?: string[][];
        values?: Record<string, number>;
      }>()
      .notNull()
      .default({}),
    response: jsonb('response').$type<QuestionResponse>(),
    /** Interactive behaviour: wrong tries used, the response last checked, and whether the question is finished. */
    tries: integer('tries').notNull().default(0),
    checkedResponse: jsonb('checked_response').$type<QuestionResponse>(),
    finished: boolean('finished').notNull().default(false),
    flagged: boolean('flagged').notNull().default(false),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    state: text('state', { enum: QUESTION_STATES }),
    score: numeric('score', { precision: 7, scale: 2, mode: 'number' }),
    graderComment: text('grader_comment'),
    gradedBy: uuid('graded_by').references(() => users.id, { onDelete: 'set null' }),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.position] }), index('attempt_questions_question_idx').on(t.questionId)],
);
