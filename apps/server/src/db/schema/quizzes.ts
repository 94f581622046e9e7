import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { QUESTION_TYPES, type QuestionDefinition } from '@talentpath/contracts/questions';
import { courses } from './learning.ts';
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
  ],
);
