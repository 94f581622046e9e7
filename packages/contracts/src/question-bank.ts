import { z } from 'zod';
import { idParams } from './catalog-fields.ts';
import { pageOf, pageQuery, queryEnum, queryText } from './paging.ts';
import { QUESTION_TYPES, questionDefinition } from './questions.ts';
import { plainText } from './text.ts';

// A course's question bank (issue 12): the questions its quizzes draw from, in categories of the bank's own
// (a quiz may take N random questions from one), with tags. Only the course's owner sees or changes it.

export const QUESTION_NOT_FOUND = 'Question not found';
export const QUESTION_CATEGORY_NOT_FOUND = 'Question category not found';
export const QUESTION_CATEGORY_NAME_MAX = 100;
export const QUESTION_CATEGORIES_MAX = 100;
export const QUESTIONS_PER_COURSE_MAX = 5000;
export const TAGS_MAX = 10;
export const TAG_MAX = 40;

export const QUESTION_CATEGORY_NAME_REQUIRED = 'Category name is required';
export const QUESTION_CATEGORY_NAME_TOO_LONG = `Category name must be at most ${QUESTION_CATEGORY_NAME_MAX} characters`;
export const QUESTION_CATEGORIES_TOO_MANY = `A question bank has at most ${QUESTION_CATEGORIES_MAX} categories`;
export const QUESTIONS_TOO_MANY = `A question bank has at most ${QUESTIONS_PER_COURSE_MAX} questions`;
export const TAG_INVALID = `A tag is 1 to ${TAG_MAX} letters, digits, spaces, - or _`;
export const TAGS_TOO_MANY = `At most ${TAGS_MAX} tags`;

export const questionIdParams = idParams(QUESTION_NOT_FOUND);
export const questionCategoryIdParams = idParams(QUESTION_CATEGORY_NOT_FOUND);

/** POST /courses/{id}/question-bank/categories, PUT /question-categories/{id}. */
export const questionCategoryInput = z.object({
  name: z
    .string({ error: QUESTION_CATEGORY_NAME_REQUIRED })
    .trim()
    .min(1, { error: QUESTION_CATEGORY_NAME_REQUIRED, abort: true })
    .max(QUESTION_CATEGORY_NAME_MAX, QUESTION_CATEGORY_NAME_TOO_LONG)
    .check(plainText('Category name contains characters that are not allowed', 'single')),
});
export type QuestionCategoryInput = z.input<typeof questionCategoryInput>;

export const questionCategory = z.object({
  id: z.uuid(),
  name: z.string(),
  questionCount: z.int().min(0),
});
export type QuestionCategory = z.infer<typeof questionCategory>;

/** Tags: trimmed, one space for many, compared without letter case (kept as first written), each once. */
const tags = z
  .array(
    z
      .string({ error: TAG_INVALID })
      .trim()
      .transform((t) => t.replace(/\s+/gu, ' '))
      .pipe(z.string().regex(new RegExp(`^[\\p{L}\\p{N} _-]{1,${TAG_MAX}}$`, 'u'), TAG_INVALID)),
    { error: TAGS_TOO_MANY },
  )
  .max(TAGS_MAX, TAGS_TOO_MANY)
  .transform((list) => list.filter((t, i) => list.findIndex((u) => u.toLowerCase() === t.toLowerCase()) === i))
  .default([]);

/** POST /courses/{id}/question-bank, PUT /questions/{id}: the question with its place in the bank. */
export const bankQuestionInput = z.object({
  categoryId: z.uuid({ error: QUESTION_CATEGORY_NOT_FOUND }).nullable().default(null),
  tags,
  question: questionDefinition,
});
export type BankQuestionInput = z.input<typeof bankQuestionInput>;
export type BankQuestionFields = z.output<typeof bankQuestionInput>;

export const bankQuestion = z.object({
  id: z.uuid(),
  courseId: z.uuid(),
  categoryId: z.uuid().nullable(),
  tags: z.array(z.string()),
  /** Goes up by one on every change; an attempt keeps the version it was given. */
  version: z.int().min(1),
  question: questionDefinition,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type BankQuestion = z.infer<typeof bankQuestion>;

export const QUESTION_SORTS = ['updatedAt', 'type', 'points'] as const;

/** GET /courses/{id}/question-bank. */
export const questionBankQuery = pageQuery({
  sort: QUESTION_SORTS,
  defaultSort: '-updatedAt',
  maxPageSize: 100,
  defaultPageSize: 20,
  filters: z.object({
    /** The question's text contains it. */
    searchTerm: queryText('Search term', 100),
    type: queryEnum(QUESTION_TYPES, 'Type'),
    /** A category's id, or `none` for questions in no category. */
    categoryId: z.preprocess(
      (v) => (typeof v === 'string' && !v.trim() ? undefined : v),
      z.union([z.literal('none'), z.uuid({ error: QUESTION_CATEGORY_NOT_FOUND })]).optional(),
    ),
    tag: queryText('Tag', TAG_MAX),
  }),
});
export type QuestionBankQuery = z.output<typeof questionBankQuery>;

export const questionBankPage = pageOf(bankQuestion).extend({
  /** Every category of the bank with its number of questions (the filter's choices). */
  categories: z.array(questionCategory),
  /** How many questions are in no category. */
  uncategorised: z.int().min(0),
});
export type QuestionBankPage = z.infer<typeof questionBankPage>;
