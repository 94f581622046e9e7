import { z } from 'zod';
import { plainText } from './text.ts';

// Quiz questions (issue 12): what a coordinator writes (the definition, with its answers) and what a learner
// sends (the response). Eight types, as Moodle's quiz offers them. The server grades a response against its
// definition (apps/server/src/modules/quizzes/grading.ts); a definition never reaches a learner's browser before
// the quiz's review setting allows it.

export const QUESTION_TYPES = [
  'single-choice',
  'multiple-choice',
  'true-false',
  'short-answer',
  'numerical',
  'matching',
  'ordering',
  'essay',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const QUESTION_PROMPT_MAX = 10_000;
export const OPTION_TEXT_MAX = 1000;
export const FEEDBACK_MAX = 2000;
export const OPTIONS_MIN = 2;
export const OPTIONS_MAX = 20;
export const ACCEPTED_ANSWERS_MAX = 20;
export const SHORT_ANSWER_MAX = 200;
export const NUMERICAL_ANSWERS_MAX = 10;
export const ESSAY_MAX = 20_000;
/** Points of one question: from 0.01 to 100, in hundredths. */
export const POINTS_MAX = 100;

export const PROMPT_REQUIRED = 'Question text is required';
export const PROMPT_TOO_LONG = `Question text must be at most ${QUESTION_PROMPT_MAX} characters`;
export const OPTION_TEXT_REQUIRED = 'Each option needs a text';
export const OPTION_TEXT_TOO_LONG = `An option must be at most ${OPTION_TEXT_MAX} characters`;
export const OPTIONS_TOO_FEW = `Give at least ${OPTIONS_MIN} options`;
export const OPTIONS_TOO_MANY = `Give at most ${OPTIONS_MAX} options`;
export const OPTION_IDS_DUPLICATE = 'Each option needs an id of its own';
export const CORRECT_OPTION_UNKNOWN = 'The correct answer must be one of the options';
export const CORRECT_OPTIONS_REQUIRED = 'Mark at least one option as correct';
export const ACCEPTED_ANSWERS_REQUIRED = 'Give at least one accepted answer';
export const NUMERICAL_ANSWERS_REQUIRED = 'Give at least one accepted number';
export const TOLERANCE_INVALID = 'Tolerance must be zero or more';
export const POINTS_INVALID = `Points must be more than 0 and at most ${POINTS_MAX}, in hundredths`;
export const FEEDBACK_TOO_LONG = `Feedback must be at most ${FEEDBACK_MAX} characters`;
export const ESSAY_TOO_LONG = `An answer must be at most ${ESSAY_MAX} characters`;
export const TEXT_NOT_ALLOWED = 'The text contains characters that are not allowed';
export const ANSWER_TOO_LONG = `An answer must be at most ${SHORT_ANSWER_MAX} characters`;

const text = (max: number, required: string, tooLong: string, lines: 'single' | 'multi' = 'multi') =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, tooLong)
    .check(plainText(TEXT_NOT_ALLOWED, lines));

const feedback = z
  .string({ error: 'Feedback must be text' })
  .trim()
  .max(FEEDBACK_MAX, FEEDBACK_TOO_LONG)
  .check(plainText('Feedback contains characters that are not allowed', 'multi'))
  .default('');

/** An id the author's screen makes for an option, a pair or an item: short, stable across edits. */
const localId = z
  .string({ error: 'An id must be text' })
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9_-]{0,35}$/,
    'An id is 1 to 36 letters, digits, - or _, starting with a letter or digit',
  );

const points = z
  .number({ error: POINTS_INVALID })
  .positive(POINTS_INVALID)
  .max(POINTS_MAX, POINTS_INVALID)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-9, { error: POINTS_INVALID });

const option = z.object({
  id: localId,
  text: text(OPTION_TEXT_MAX, OPTION_TEXT_REQUIRED, OPTION_TEXT_TOO_LONG),
  feedback,
});

const distinctIds = <T extends { id: string }>(list: T[]) => new Set(list.map((o) => o.id)).size === list.length;

const options = z
  .array(option, { error: OPTIONS_TOO_FEW })
  .min(OPTIONS_MIN, OPTIONS_TOO_FEW)
  .max(OPTIONS_MAX, OPTIONS_TOO_MANY)
  .refine(distinctIds, { error: OPTION_IDS_DUPLICATE });

const common = {
  prompt: text(QUESTION_PROMPT_MAX, PROMPT_REQUIRED, PROMPT_TOO_LONG),
  points,
  /** Shown to every learner after the question, whatever they answered (when the review setting allows). */
  generalFeedback: feedback,
};

const singleChoice = z
  .object({ ...common, type: z.literal('single-choice'), options, correctOptionId: localId })
  .refine((q) => q.options.some((o) => o.id === q.correctOptionId), {
    error: CORRECT_OPTION_UNKNOWN,
    path: ['correctOptionId'],
  });

const multipleChoice = z
  .object({
    ...common,
    type: z.literal('multiple-choice'),
    options,
    correctOptionIds: z.array(localId).min(1, CORRECT_OPTIONS_REQUIRED).max(OPTIONS_MAX),
  })
  .refine((q) => q.correctOptionIds.every((id) => q.options.some((o) => o.id === id)), {
    error: CORRECT_OPTION_UNKNOWN,
    path: ['correctOptionIds'],
  })
  .refine((q) => new Set(q.correctOptionIds).size === q.correctOptionIds.length, {
    error: OPTION_IDS_DUPLICATE,
    path: ['correctOptionIds'],
  });

const trueFalse = z.object({ ...common, type: z.literal('true-false'), correct: z.boolean() });

const shortAnswer = z.object({
  ...common,
  type: z.literal('short-answer'),
  acceptedAnswers: z
    .array(text(SHORT_ANSWER_MAX, ACCEPTED_ANSWERS_REQUIRED, ANSWER_TOO_LONG, 'single'))
    .min(1, ACCEPTED_ANSWERS_REQUIRED)
    .max(ACCEPTED_ANSWERS_MAX),
  caseSensitive: z.boolean().default(false),
});

const numerical = z.object({
  ...common,
  type: z.literal('numerical'),
  answers: z
    .array(
      z.object({
        value: z.number({ error: NUMERICAL_ANSWERS_REQUIRED }).finite(),
        tolerance: z.number({ error: TOLERANCE_INVALID }).finite().min(0, TOLERANCE_INVALID).default(0),
      }),
    )
    .min(1, NUMERICAL_ANSWERS_REQUIRED)
    .max(NUMERICAL_ANSWERS_MAX),
});

const matching = z.object({
  ...common,
  type: z.literal('matching'),
  pairs: z
    .array(
      z.object({
        id: localId,
        prompt: text(OPTION_TEXT_MAX, OPTION_TEXT_REQUIRED, OPTION_TEXT_TOO_LONG),
        match: text(OPTION_TEXT_MAX, OPTION_TEXT_REQUIRED, OPTION_TEXT_TOO_LONG, 'single'),
      }),
      { error: OPTIONS_TOO_FEW },
    )
    .min(OPTIONS_MIN, OPTIONS_TOO_FEW)
    .max(OPTIONS_MAX, OPTIONS_TOO_MANY)
    .refine(distinctIds, { error: OPTION_IDS_DUPLICATE }),
  /** Wrong matches offered beside the right ones. */
  distractors: z
    .array(text(OPTION_TEXT_MAX, OPTION_TEXT_REQUIRED, OPTION_TEXT_TOO_LONG, 'single'))
    .max(OPTIONS_MAX, OPTIONS_TOO_MANY)
    .default([]),
});

const ordering = z.object({
  ...common,
  type: z.literal('ordering'),
  /** In the right order. */
  items: z
    .array(z.object({ id: localId, text: text(OPTION_TEXT_MAX, OPTION_TEXT_REQUIRED, OPTION_TEXT_TOO_LONG) }), {
      error: OPTIONS_TOO_FEW,
    })
    .min(OPTIONS_MIN, OPTIONS_TOO_FEW)
    .max(OPTIONS_MAX, OPTIONS_TOO_MANY)
    .refine(distinctIds, { error: OPTION_IDS_DUPLICATE }),
});

const essay = z.object({
  ...common,
  type: z.literal('essay'),
  /** What the grader should look for; never shown to learners. */
  graderInfo: feedback,
});

/** A question as its author writes it, answers included. */
export const questionDefinition = z.discriminatedUnion('type', [
  singleChoice,
  multipleChoice,
  trueFalse,
  shortAnswer,
  numerical,
  matching,
  ordering,
  essay,
]);
export type QuestionDefinitionInput = z.input<typeof questionDefinition>;
export type QuestionDefinition = z.output<typeof questionDefinition>;
export type QuestionOf<T extends QuestionType> = Extract<QuestionDefinition, { type: T }>;

// --- Responses: what a learner sends for a question, by type ---

export const responseSchemas = {
  'single-choice': z.object({ optionId: localId.nullable() }),
  'multiple-choice': z.object({ optionIds: z.array(localId).max(OPTIONS_MAX) }),
  'true-false': z.object({ value: z.boolean().nullable() }),
  'short-answer': z.object({ text: z.string().max(SHORT_ANSWER_MAX, ANSWER_TOO_LONG) }),
  /** As typed: 3.5, 3,5 or -1e3; the server reads it. */
  numerical: z.object({ text: z.string().max(SHORT_ANSWER_MAX, ANSWER_TOO_LONG) }),
  /** A pair's id to the match chosen for it (its text, as offered). */
  matching: z.object({
    matches: z.record(localId, z.string().max(OPTION_TEXT_MAX, OPTION_TEXT_TOO_LONG)),
  }),
  ordering: z.object({ itemIds: z.array(localId).max(OPTIONS_MAX) }),
  essay: z.object({ text: z.string().max(ESSAY_MAX, ESSAY_TOO_LONG) }),
} satisfies Record<QuestionType, z.ZodType>;
/** A response of any type, as the API sends it back: `{ text }` is short-answer's, numerical's and essay's. */
export const questionResponse = z.union([
  responseSchemas['single-choice'],
  responseSchemas['multiple-choice'],
  responseSchemas['true-false'],
  responseSchemas.essay,
  responseSchemas.matching,
  responseSchemas.ordering,
]);
export type ResponseOf<T extends QuestionType> = z.output<(typeof responseSchemas)[T]>;
export type QuestionResponse = { [T in QuestionType]: ResponseOf<T> }[QuestionType];
