import { z } from 'zod';
import { idParams } from './catalog-fields.ts';
import { plainText } from './text.ts';

// Quizzes (issue 12): a quiz belongs to a lesson and takes fixed questions of the course's bank and/or N random
// ones from a bank category. Its settings are Moodle's: time limit, opening and closing, attempts, grading
// method, pass mark, review, shuffling and layout.

export const QUIZ_NOT_FOUND = 'Quiz not found';
export const QUIZ_TITLE_MAX = 150;
export const QUIZ_DESCRIPTION_MAX = 5000;
export const QUIZZES_PER_LESSON_MAX = 20;
export const QUIZ_SLOTS_MAX = 100;
export const RANDOM_DRAW_MAX = 50;
/** Minutes: up to 24 hours. */
export const TIME_LIMIT_MAX = 1440;
export const ATTEMPTS_MAX = 20;

export const GRADING_METHODS = ['highest', 'last', 'average'] as const;
export type GradingMethod = (typeof GRADING_METHODS)[number];
export const REVIEW_POLICIES = ['never', 'after-submit', 'after-close'] as const;
export type ReviewPolicy = (typeof REVIEW_POLICIES)[number];
export const QUIZ_LAYOUTS = ['one-per-page', 'all-on-one-page'] as const;
/**
 * How questions behave (Moodle's question behaviours, ADR 0056): deferred feedback, everything marked when the
 * attempt is submitted; or interactive with multiple tries, each question checked on its own, a hint after each wrong
 * try, each wrong try costing the question's penalty.
 */
export const QUESTION_BEHAVIOURS = ['deferred', 'interactive'] as const;
export type QuestionBehaviour = (typeof QUESTION_BEHAVIOURS)[number];
export type QuizLayout = (typeof QUIZ_LAYOUTS)[number];

export const QUIZ_TITLE_REQUIRED = 'Title is required';
export const QUIZ_TITLE_TOO_LONG = `Title must be at most ${QUIZ_TITLE_MAX} characters`;
export const QUIZ_DESCRIPTION_TOO_LONG = `Description must be at most ${QUIZ_DESCRIPTION_MAX} characters`;
export const TIME_LIMIT_INVALID = `Time limit must be a whole number of minutes from 1 to ${TIME_LIMIT_MAX}, or none`;
export const ATTEMPTS_INVALID = `Attempts allowed must be a whole number from 1 to ${ATTEMPTS_MAX}, or unlimited`;
export const PASS_MARK_INVALID = 'Pass mark must be a percentage from 0 to 100';
export const CLOSES_BEFORE_OPENS = 'The quiz must close after it opens';
export const DATE_INVALID = 'Give a date and time with its time zone';
export const SLOTS_TOO_MANY = `A quiz has at most ${QUIZ_SLOTS_MAX} question slots`;
export const RANDOM_COUNT_INVALID = `Draw from 1 to ${RANDOM_DRAW_MAX} questions`;
export const SLOT_QUESTION_DUPLICATE = 'A question may be in a quiz only once';
export const QUIZZES_TOO_MANY = `A lesson has at most ${QUIZZES_PER_LESSON_MAX} quizzes`;
export const BEHAVIOUR_REQUIRED = 'Choose how questions behave';
export const NOT_ENOUGH_QUESTIONS = 'The category has fewer questions than the quiz draws';

export const quizIdParams = idParams(QUIZ_NOT_FOUND);

const when = z.iso.datetime({ offset: true, error: DATE_INVALID }).nullable().default(null);

/** A place in the quiz: one question of the bank, or `count` questions drawn at random from a category. */
export const quizSlot = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), questionId: z.uuid({ error: 'Question not found' }) }),
  z.object({
    kind: z.literal('random'),
    categoryId: z.uuid({ error: 'Question category not found' }),
    count: z
      .int({ error: RANDOM_COUNT_INVALID })
      .min(1, RANDOM_COUNT_INVALID)
      .max(RANDOM_DRAW_MAX, RANDOM_COUNT_INVALID),
  }),
]);
export type QuizSlot = z.infer<typeof quizSlot>;

/** POST /lessons/{id}/quizzes, PUT /quizzes/{id}: the whole quiz. */
export const quizInput = z
  .object({
    title: z
      .string({ error: QUIZ_TITLE_REQUIRED })
      .trim()
      .min(1, { error: QUIZ_TITLE_REQUIRED, abort: true })
      .max(QUIZ_TITLE_MAX, QUIZ_TITLE_TOO_LONG)
      .check(plainText('Title contains characters that are not allowed', 'single')),
    description: z
      .string({ error: 'Description must be text' })
      .trim()
      .max(QUIZ_DESCRIPTION_MAX, QUIZ_DESCRIPTION_TOO_LONG)
      .check(plainText('Description contains characters that are not allowed', 'multi'))
      .default(''),
    /** Minutes; null: no limit. */
    timeLimitMinutes: z
      .int({ error: TIME_LIMIT_INVALID })
      .min(1, TIME_LIMIT_INVALID)
      .max(TIME_LIMIT_MAX, TIME_LIMIT_INVALID)
      .nullable()
      .default(null),
    opensAt: when,
    closesAt: when,
    /** Null: unlimited. */
    attemptsAllowed: z
      .int({ error: ATTEMPTS_INVALID })
      .min(1, ATTEMPTS_INVALID)
      .max(ATTEMPTS_MAX, ATTEMPTS_INVALID)
      .nullable()
      .default(1),
    gradingMethod: z.enum(GRADING_METHODS).default('highest'),
    /** Percent of the quiz's points. */
    passMark: z.number({ error: PASS_MARK_INVALID }).min(0, PASS_MARK_INVALID).max(100, PASS_MARK_INVALID).default(50),
    review: z.enum(REVIEW_POLICIES).default('after-submit'),
    shuffleQuestions: z.boolean().default(false),
    shuffleOptions: z.boolean().default(true),
    layout: z.enum(QUIZ_LAYOUTS).default('one-per-page'),
    behaviour: z.enum(QUESTION_BEHAVIOURS, { error: BEHAVIOUR_REQUIRED }).default('deferred'),
    /** Passing it completes the lesson in the course player. */
    requiredToCompleteLesson: z.boolean().default(false),
    slots: z.array(quizSlot).max(QUIZ_SLOTS_MAX, SLOTS_TOO_MANY).default([]),
  })
  .refine((q) => !q.opensAt || !q.closesAt || Date.parse(q.closesAt) > Date.parse(q.opensAt), {
    error: CLOSES_BEFORE_OPENS,
    path: ['closesAt'],
  })
  .refine(
    (q) => {
      const fixed = q.slots.flatMap((s) => (s.kind === 'fixed' ? [s.questionId.toLowerCase()] : []));
      return new Set(fixed).size === fixed.length;
    },
    { error: SLOT_QUESTION_DUPLICATE, path: ['slots'] },
  );
export type QuizInput = z.input<typeof quizInput>;
export type QuizFields = z.output<typeof quizInput>;

export const quiz = z.object({
  id: z.uuid(),
  lessonId: z.uuid(),
  courseId: z.uuid(),
  title: z.string(),
  description: z.string(),
  timeLimitMinutes: z.int().nullable(),
  opensAt: z.iso.datetime({ offset: true }).nullable(),
  closesAt: z.iso.datetime({ offset: true }).nullable(),
  attemptsAllowed: z.int().nullable(),
  gradingMethod: z.enum(GRADING_METHODS),
  passMark: z.number(),
  review: z.enum(REVIEW_POLICIES),
  shuffleQuestions: z.boolean(),
  shuffleOptions: z.boolean(),
  layout: z.enum(QUIZ_LAYOUTS),
  behaviour: z.enum(QUESTION_BEHAVIOURS),
  requiredToCompleteLesson: z.boolean(),
  /** The course owner's view only: learners get the number of questions, not which. */
  slots: z.array(quizSlot).nullable(),
  questionCount: z.int().min(0),
  /** Sum of the points of the questions an attempt gets (random draws counted at their category's lowest). */
  totalPoints: z.number().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Quiz = z.infer<typeof quiz>;

export const quizList = z.object({ items: z.array(quiz) });
export type QuizList = z.infer<typeof quizList>;
