import { z } from 'zod';
import {
  ANSWER_LENGTH_INVALID,
  ANSWER_LENGTH_MAX,
  DECIMALS_INVALID,
  DECIMALS_MAX,
  DISTRIBUTION_REQUIRED,
  FORMULA_MAX,
  FORMULA_NO_NUMBER,
  FORMULA_REQUIRED,
  FORMULA_TOO_LONG,
  FORMULA_WILDCARD_UNKNOWN,
  readFormula,
  sampleValues,
  TOLERANCE_TYPE_REQUIRED,
  textPieces,
  VALUE_SET_INVALID,
  VALUE_SETS_MAX,
  VALUE_SETS_TOO_MANY,
  valuesGiveNumbers,
  valuesOf,
  validWildcardName,
  WILDCARD_LOG_RANGE,
  WILDCARD_NAME_INVALID,
  WILDCARD_RANGE_INVALID,
  WILDCARDS_DUPLICATE,
  WILDCARDS_MAX,
  WILDCARDS_REQUIRED,
  WILDCARDS_TOO_MANY,
  wildcardsUsed,
} from './calculated.ts';
import { CLOZE_ANSWERS_MAX, CLOZE_PARTS_MAX, readCloze } from './cloze.ts';
import { plainText } from './text.ts';

// Quiz questions (issue 12): what a coordinator writes (the definition, with its answers) and what a learner
// sends (the response). Eight types, as Moodle's quiz offers them. The server grades a response against its
// definition (apps/server/src/modules/quizzes/grading.ts); a definition never reaches a learner's browser before
// the quiz's review setting allows it. Issue 23 adds Moodle's gap types: select missing words (gapselect) and drag
// and drop into text (ddwtos), whose text marks each gap [[n]] with the number of its right choice; embedded answers
// (Cloze, cloze.ts); and calculated questions, whose answers are formulas of wildcards drawn per attempt (calculated.ts).

export const QUESTION_TYPES = [
  'single-choice',
  'multiple-choice',
  'true-false',
  'short-answer',
  'numerical',
  'matching',
  'ordering',
  'essay',
  'select-missing-words',
  'drag-drop-text',
  'cloze',
  'calculated',
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

// Moodle's depth (issue 23, ADR 0051): what an answer is worth, units, how an order is graded, Moodle's id number.
export const UNITS_MAX = 10;
export const UNIT_MAX = 30;
export const ID_NUMBER_MAX = 100;
export const WEIGHT_INVALID = 'A weight is a percentage from -100 to 100, with at most 5 decimals';
export const WEIGHTS_ALL_OR_NONE = 'Give every option a weight, or none';
export const WEIGHTS_CORRECT_SUM = "The correct options' weights must add up to 100%";
export const WEIGHT_CORRECT_POSITIVE = "A correct option's weight must be more than 0%";
export const WEIGHT_WRONG_NOT_POSITIVE = "A wrong option's weight must be 0% or less";
export const WEIGHT_CORRECT_FULL = 'The correct option is worth 100%';
export const WEIGHT_OTHER_BELOW_FULL = 'Only the correct option is worth 100%';
export const PARTIAL_WEIGHT_INVALID =
  'A partly right answer earns more than 0% and less than 100%, with at most 5 decimals';
export const NUMERICAL_WEIGHT_INVALID =
  'An accepted number earns more than 0% and at most 100%, with at most 5 decimals';
export const NUMERICAL_FULL_REQUIRED = 'At least one accepted number must earn 100%';
export const UNIT_REQUIRED = 'Each unit needs a name';
export const UNIT_TOO_LONG = `A unit must be at most ${UNIT_MAX} characters`;
export const UNIT_INVALID = 'A unit cannot start with a digit, a sign or a point';
export const UNITS_DUPLICATE = 'Each unit only once';
export const UNITS_TOO_MANY = `Give at most ${UNITS_MAX} units`;
export const MULTIPLIER_INVALID = 'A multiplier must be more than 0';
export const FIRST_UNIT_MULTIPLIER = 'The first unit is the one the answers are in: its multiplier is 1';
export const UNIT_PENALTY_INVALID = 'The unit penalty is a percentage from 0 to 100, with at most 5 decimals';
export const GAPS_MAX = 50;
export const GAP_CHOICES_MAX = 60;
export const GAP_GROUPS_MAX = 20;
export const GAP_CHOICE_MAX = 200;
export const GAPS_REQUIRED = 'Mark at least one gap in the text: [[1]] for a gap that choice 1 fills';
export const GAPS_TOO_MANY = `Mark at most ${GAPS_MAX} gaps`;
export const GAP_CHOICE_UNKNOWN = 'Each gap [[n]] needs a choice number n: add the choice or renumber the gap';
export const GAP_CHOICE_TWICE = 'A choice that fills two gaps must be allowed to be used more than once';
export const GAP_CHOICES_TOO_MANY = `Give at most ${GAP_CHOICES_MAX} choices`;
export const GAP_CHOICE_TOO_LONG = `A choice must be at most ${GAP_CHOICE_MAX} characters`;
export const GAP_GROUP_INVALID = `A group is a whole number from 1 to ${GAP_GROUPS_MAX}`;
export const ID_NUMBER_TOO_LONG = `An id number must be at most ${ID_NUMBER_MAX} characters`;
// Interactive behaviour (issue 23, ADR 0056): hints shown after wrong tries, what each wrong try costs.
export const HINTS_MAX = 10;
/** Moodle's default penalty for each wrong try: a third of the question's marks. */
export const PENALTY_DEFAULT = 33.33333;
export const HINT_REQUIRED = 'A hint needs a text';
export const HINT_TOO_LONG = `A hint must be at most ${FEEDBACK_MAX} characters`;
export const HINTS_TOO_MANY = `Give at most ${HINTS_MAX} hints`;
export const PENALTY_INVALID = 'The penalty for each wrong try is a percentage from 0 to 100, with at most 5 decimals';

/**
 * How an ordering question is graded (Moodle's qtype_ordering grading types): each earns a share for what is right,
 * 'relative-next-exclude-last' (each item followed by the one that should follow it) the default.
 */
export const ORDERING_GRADINGS = [
  'relative-next-exclude-last',
  'relative-next-include-last',
  'all-or-nothing',
  'absolute-position',
  'relative-to-correct',
  'relative-one-previous-and-next',
  'relative-all-previous-and-next',
  'longest-ordered-subset',
  'longest-contiguous-subset',
] as const;
export type OrderingGrading = (typeof ORDERING_GRADINGS)[number];

/** Moodle's answer grades (percent), as its editor offers them: the weights our editor offers too. */
export const WEIGHT_CHOICES = [
  100, 90, 83.33333, 80, 75, 70, 66.66667, 60, 50, 40, 33.33333, 30, 25, 20, 16.66667, 14.28571, 12.5, 11.11111, 10, 5,
  0,
] as const;

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

/** A percent as Moodle keeps one: a fraction of 7 decimals, so 5 in percent (33.33333). */
const fiveDecimals = (n: number) => Math.abs(Math.round(n * 1e5) - n * 1e5) < 1e-6;

/** What an answer is worth, in percent of the question's points: from -100 (a wrong guess costs) to 100. */
const weight = z
  .number({ error: WEIGHT_INVALID })
  .finite(WEIGHT_INVALID)
  .min(-100, WEIGHT_INVALID)
  .max(100, WEIGHT_INVALID)
  .refine(fiveDecimals, { error: WEIGHT_INVALID });

const option = z.object({
  id: localId,
  text: text(OPTION_TEXT_MAX, OPTION_TEXT_REQUIRED, OPTION_TEXT_TOO_LONG),
  feedback,
  /** Its weight (percent); absent: Moodle's defaults (see each type). */
  weight: weight.optional(),
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
  /** Shown by how the response was graded (Moodle's combined feedback): right, partly right, wrong. */
  correctFeedback: feedback,
  partialFeedback: feedback,
  incorrectFeedback: feedback,
  /**
   * In an interactive quiz: shown in turn after each wrong try; a question has one try more than it has hints
   * (Moodle's rule), so with none it has a single try.
   */
  hints: z
    .array(text(FEEDBACK_MAX, HINT_REQUIRED, HINT_TOO_LONG), { error: HINT_REQUIRED })
    .max(HINTS_MAX, HINTS_TOO_MANY)
    .default([]),
  /** In an interactive quiz: what each wrong try before the last costs, in percent of the question's marks. */
  penalty: z
    .number({ error: PENALTY_INVALID })
    .finite(PENALTY_INVALID)
    .min(0, PENALTY_INVALID)
    .max(100, PENALTY_INVALID)
    .refine(fiveDecimals, { error: PENALTY_INVALID })
    .default(PENALTY_DEFAULT),
  /** Moodle's id number (GIFT's [id:…]): the author's own reference, unique in the course's bank; '' for none. */
  idNumber: z
    .string({ error: ID_NUMBER_TOO_LONG })
    .trim()
    .max(ID_NUMBER_MAX, ID_NUMBER_TOO_LONG)
    .check(plainText(TEXT_NOT_ALLOWED, 'single'))
    .default(''),
};

const near = (a: number, b: number) => Math.abs(a - b) < 0.01;

const singleChoice = z
  .object({ ...common, type: z.literal('single-choice'), options, correctOptionId: localId })
  .refine((q) => q.options.some((o) => o.id === q.correctOptionId), {
    error: CORRECT_OPTION_UNKNOWN,
    path: ['correctOptionId'],
  })
  .superRefine((q, ctx) => {
    // The correct option earns 100%; another may earn part (50%) or cost (−25%: negative marking), never all.
    q.options.forEach((o, i) => {
      if (o.weight === undefined) return;
      if (o.id === q.correctOptionId && o.weight !== 100)
        ctx.addIssue({ code: 'custom', message: WEIGHT_CORRECT_FULL, path: ['options', i, 'weight'] });
      if (o.id !== q.correctOptionId && o.weight >= 100)
        ctx.addIssue({ code: 'custom', message: WEIGHT_OTHER_BELOW_FULL, path: ['options', i, 'weight'] });
    });
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
  })
  .superRefine((q, ctx) => {
    // Weights for every option or for none (none: the correct share +100%, the wrong ones −100%, evenly).
    const weighted = q.options.filter((o) => o.weight !== undefined).length;
    if (weighted === 0) return;
    if (weighted < q.options.length) {
      ctx.addIssue({ code: 'custom', message: WEIGHTS_ALL_OR_NONE, path: ['options'] });
      return;
    }
    const correct = new Set(q.correctOptionIds);
    let sum = 0;
    q.options.forEach((o, i) => {
      const w = o.weight!;
      if (correct.has(o.id)) {
        sum += w;
        if (w <= 0) ctx.addIssue({ code: 'custom', message: WEIGHT_CORRECT_POSITIVE, path: ['options', i, 'weight'] });
      } else if (w > 0) {
        ctx.addIssue({ code: 'custom', message: WEIGHT_WRONG_NOT_POSITIVE, path: ['options', i, 'weight'] });
      }
    });
    if (!near(sum, 100)) ctx.addIssue({ code: 'custom', message: WEIGHTS_CORRECT_SUM, path: ['correctOptionIds'] });
  });

const trueFalse = z.object({ ...common, type: z.literal('true-false'), correct: z.boolean() });

const partialWeight = z
  .number({ error: PARTIAL_WEIGHT_INVALID })
  .finite(PARTIAL_WEIGHT_INVALID)
  .gt(0, PARTIAL_WEIGHT_INVALID)
  .lt(100, PARTIAL_WEIGHT_INVALID)
  .refine(fiveDecimals, { error: PARTIAL_WEIGHT_INVALID });

/** A short answer: `*` in an answer stands for any characters (Moodle's wildcard), `\*` for a star itself. */
const shortAnswer = z.object({
  ...common,
  type: z.literal('short-answer'),
  /** Answers that earn full marks. */
  acceptedAnswers: z
    .array(text(SHORT_ANSWER_MAX, ACCEPTED_ANSWERS_REQUIRED, ANSWER_TOO_LONG, 'single'))
    .min(1, ACCEPTED_ANSWERS_REQUIRED)
    .max(ACCEPTED_ANSWERS_MAX),
  /** Answers that earn part of the marks, with what they are worth and what the learner is told. */
  partialAnswers: z
    .array(
      z.object({
        text: text(SHORT_ANSWER_MAX, ACCEPTED_ANSWERS_REQUIRED, ANSWER_TOO_LONG, 'single'),
        weight: partialWeight,
        feedback,
      }),
    )
    .max(ACCEPTED_ANSWERS_MAX)
    .default([]),
  caseSensitive: z.boolean().default(false),
});

const unit = z.object({
  unit: text(UNIT_MAX, UNIT_REQUIRED, UNIT_TOO_LONG, 'single').refine((u) => !/^[\d+\-.,\u2212]/u.test(u), {
    error: UNIT_INVALID,
  }),
  /** How many of this unit make one of the first unit (m: 1, cm: 100). */
  multiplier: z.number({ error: MULTIPLIER_INVALID }).finite(MULTIPLIER_INVALID).positive(MULTIPLIER_INVALID),
});

/** Units of a numerical or calculated question. */
const unitFields = {
  /** Units a response may carry, the first the answers' own (multiplier 1); none: a bare number. */
  units: z
    .array(unit)
    .max(UNITS_MAX, UNITS_TOO_MANY)
    .refine((units) => new Set(units.map((u) => u.unit)).size === units.length, { error: UNITS_DUPLICATE })
    .refine((units) => units.length === 0 || units[0]!.multiplier === 1, { error: FIRST_UNIT_MULTIPLIER })
    .default([]),
  /** 'optional': a unit converts when given; 'graded': a missing or wrong unit costs `unitPenalty`. */
  unitGrading: z.enum(['optional', 'graded']).default('optional'),
  /** Percent of the response's marks a missing or wrong unit costs, when units are graded (Moodle's default 10). */
  unitPenalty: z
    .number({ error: UNIT_PENALTY_INVALID })
    .finite(UNIT_PENALTY_INVALID)
    .min(0, UNIT_PENALTY_INVALID)
    .max(100, UNIT_PENALTY_INVALID)
    .refine(fiveDecimals, { error: UNIT_PENALTY_INVALID })
    .default(10),
};

const numericalWeight = z
  .number({ error: NUMERICAL_WEIGHT_INVALID })
  .finite(NUMERICAL_WEIGHT_INVALID)
  .gt(0, NUMERICAL_WEIGHT_INVALID)
  .max(100, NUMERICAL_WEIGHT_INVALID)
  .refine(fiveDecimals, { error: NUMERICAL_WEIGHT_INVALID })
  .default(100);

const numerical = z.object({
  ...common,
  type: z.literal('numerical'),
  /** Each with its own tolerance and worth; the first within tolerance, in this order, grades a response. */
  answers: z
    .array(
      z.object({
        value: z.number({ error: NUMERICAL_ANSWERS_REQUIRED }).finite(),
        tolerance: z.number({ error: TOLERANCE_INVALID }).finite().min(0, TOLERANCE_INVALID).default(0),
        weight: numericalWeight,
        feedback,
      }),
    )
    .min(1, NUMERICAL_ANSWERS_REQUIRED)
    .max(NUMERICAL_ANSWERS_MAX)
    .refine((answers) => answers.some((a) => a.weight === 100), { error: NUMERICAL_FULL_REQUIRED }),
  ...unitFields,
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
  grading: z.enum(ORDERING_GRADINGS, { error: 'Choose how the order is graded' }).default('relative-next-exclude-last'),
});

const essay = z.object({
  ...common,
  type: z.literal('essay'),
  /** What the grader should look for; never shown to learners. */
  graderInfo: feedback,
});

/** The gaps of a gap question's text, in reading order: the number n of each `[[n]]` (its right choice is the n-th). */
export function gapsOf(prompt: string): number[] {
  return [...prompt.matchAll(GAP_MARK)].map((m) => Number(m[1]));
}
/** `[[n]]` in a gap question's text: a gap its n-th choice fills. */
export const GAP_MARK = /\[\[([1-9]\d{0,2})\]\]/g;

/** Whether a gap question's choice may fill more than one gap (a drag-and-drop choice marked so). */
export const reusableChoice = (choice: object) => 'unlimited' in choice && choice.unlimited === true;

const gapChoice = {
  id: localId,
  text: text(GAP_CHOICE_MAX, OPTION_TEXT_REQUIRED, GAP_CHOICE_TOO_LONG, 'single'),
  /** Gaps of a group offer only that group's choices (Moodle's groups: nouns in one, verbs in another). */
  group: z
    .int({ error: GAP_GROUP_INVALID })
    .min(1, GAP_GROUP_INVALID)
    .max(GAP_GROUPS_MAX, GAP_GROUP_INVALID)
    .default(1),
};

/** What both gap types check: the text has gaps, each naming a choice there is; choices beyond them are distractors. */
function checkGaps(
  q: { prompt: string; choices: { id: string; unlimited?: boolean }[] },
  ctx: z.RefinementCtx<unknown>,
) {
  const gaps = gapsOf(q.prompt);
  if (gaps.length === 0) ctx.addIssue({ code: 'custom', message: GAPS_REQUIRED, path: ['prompt'] });
  else if (gaps.length > GAPS_MAX) ctx.addIssue({ code: 'custom', message: GAPS_TOO_MANY, path: ['prompt'] });
  else if (gaps.some((n) => n > q.choices.length))
    ctx.addIssue({ code: 'custom', message: GAP_CHOICE_UNKNOWN, path: ['prompt'] });
  else
    gaps.forEach((n, i) => {
      // Drag and drop: a choice placed once is gone from the tray, unless it may be used again.
      if (q.choices[n - 1]!.unlimited === false && gaps.indexOf(n) !== i)
        ctx.addIssue({ code: 'custom', message: GAP_CHOICE_TWICE, path: ['choices', n - 1, 'unlimited'] });
    });
}

const gapChoices = <T extends z.ZodType<{ id: string }>>(choice: T) =>
  z
    .array(choice, { error: OPTIONS_TOO_FEW })
    .min(1, OPTIONS_TOO_FEW)
    .max(GAP_CHOICES_MAX, GAP_CHOICES_TOO_MANY)
    .refine(distinctIds, { error: OPTION_IDS_DUPLICATE });

/** Moodle's gapselect: a drop-down in each gap, offering the choices of its group. */
const selectMissingWords = z
  .object({
    ...common,
    type: z.literal('select-missing-words'),
    choices: gapChoices(z.object(gapChoice)),
    /** Mix the choices in each attempt (else as written). */
    shuffleChoices: z.boolean().default(true),
  })
  .superRefine(checkGaps);

/** Moodle's ddwtos: choices dragged (or placed by keyboard) from a tray into the gaps of their group. */
const dragDropText = z
  .object({
    ...common,
    type: z.literal('drag-drop-text'),
    choices: gapChoices(z.object({ ...gapChoice, unlimited: z.boolean().default(false) })),
    shuffleChoices: z.boolean().default(true),
  })
  .superRefine(checkGaps);

/** Moodle's Cloze (multianswer): the prompt holds the embedded answers, read by cloze.ts; points are the whole's. */
const cloze = z.object({ ...common, type: z.literal('cloze') }).superRefine((q, ctx) => {
  const read = readCloze(q.prompt);
  if (typeof read === 'string') ctx.addIssue({ code: 'custom', message: read, path: ['prompt'] });
});

/** How far a calculated answer may be from the formula's result (Moodle's tolerance types). */
export const TOLERANCE_TYPES = ['relative', 'nominal', 'geometric'] as const;

const wildcard = z.object({
  name: z.string({ error: WILDCARD_NAME_INVALID }).trim().refine(validWildcardName, { error: WILDCARD_NAME_INVALID }),
  min: z.number({ error: WILDCARD_RANGE_INVALID }).finite(WILDCARD_RANGE_INVALID),
  max: z.number({ error: WILDCARD_RANGE_INVALID }).finite(WILDCARD_RANGE_INVALID),
  /** Decimals of each value drawn (and shown). */
  decimals: z.int({ error: DECIMALS_INVALID }).min(0, DECIMALS_INVALID).max(DECIMALS_MAX, DECIMALS_INVALID).default(1),
  /** Uniform over the range, or log-uniform (as many values from 1 to 10 as from 10 to 100). */
  distribution: z.enum(['uniform', 'loguniform'], { error: DISTRIBUTION_REQUIRED }).default('uniform'),
});

/** Moodle's calculated (and calculated simple): answers are formulas of wildcards whose values each attempt draws. */
const calculated = z
  .object({
    ...common,
    type: z.literal('calculated'),
    /** Each a formula with its tolerance and worth; the first within tolerance, in this order, grades a response. */
    answers: z
      .array(
        z.object({
          formula: z
            .string({ error: FORMULA_REQUIRED })
            .trim()
            .min(1, FORMULA_REQUIRED)
            .max(FORMULA_MAX, FORMULA_TOO_LONG)
            .check(plainText(TEXT_NOT_ALLOWED, 'single')),
          weight: numericalWeight,
          tolerance: z.number({ error: TOLERANCE_INVALID }).finite().min(0, TOLERANCE_INVALID).default(0.01),
          /** relative: ± tolerance × the result; nominal: ± tolerance; geometric: within a factor 1 + tolerance. */
          toleranceType: z.enum(TOLERANCE_TYPES, { error: TOLERANCE_TYPE_REQUIRED }).default('relative'),
          /** How the right answer is shown: with this many decimals, or significant figures. */
          answerLength: z
            .int({ error: ANSWER_LENGTH_INVALID })
            .min(0, ANSWER_LENGTH_INVALID)
            .max(ANSWER_LENGTH_MAX, ANSWER_LENGTH_INVALID)
            .default(2),
          answerFormat: z.enum(['decimals', 'significant'], { error: ANSWER_LENGTH_INVALID }).default('decimals'),
          feedback,
        }),
        { error: FORMULA_REQUIRED },
      )
      .min(1, FORMULA_REQUIRED)
      .max(NUMERICAL_ANSWERS_MAX)
      .refine((answers) => answers.some((a) => a.weight === 100), { error: NUMERICAL_FULL_REQUIRED }),
    wildcards: z
      .array(wildcard)
      .max(WILDCARDS_MAX, WILDCARDS_TOO_MANY)
      .refine((list) => new Set(list.map((w) => w.name)).size === list.length, { error: WILDCARDS_DUPLICATE }),
    /** Fixed sets of values (each in the wildcards' order), as a Moodle dataset brings them; none: drawn fresh. */
    valueSets: z
      .array(z.array(z.number({ error: VALUE_SET_INVALID }).finite(VALUE_SET_INVALID), { error: VALUE_SET_INVALID }), {
        error: VALUE_SET_INVALID,
      })
      .max(VALUE_SETS_MAX, VALUE_SETS_TOO_MANY)
      .default([]),
    ...unitFields,
  })
  .superRefine((q, ctx) => {
    const issue = (message: string, path: (string | number)[]) => ctx.addIssue({ code: 'custom', message, path });
    let readable = true;
    q.answers.forEach((a, i) => {
      const read = readFormula(a.formula);
      if (typeof read === 'string') {
        issue(read, ['answers', i, 'formula']);
        readable = false;
      }
      if (a.answerFormat === 'significant' && a.answerLength === 0)
        issue(ANSWER_LENGTH_INVALID, ['answers', i, 'answerLength']);
    });
    for (const piece of textPieces(q.prompt)) {
      if (!('formula' in piece)) continue;
      const read = readFormula(piece.formula);
      if (typeof read === 'string') {
        issue(read, ['prompt']);
        readable = false;
      }
    }
    q.wildcards.forEach((w, i) => {
      if (w.min > w.max) issue(WILDCARD_RANGE_INVALID, ['wildcards', i, 'max']);
      else if (w.distribution === 'loguniform' && w.min <= 0) issue(WILDCARD_LOG_RANGE, ['wildcards', i, 'min']);
    });
    if (!readable) return;
    const defined = new Set(q.wildcards.map((w) => w.name));
    const used = wildcardsUsed(
      q.prompt,
      q.answers.map((a) => a.formula),
    );
    if (used.length === 0) return issue(WILDCARDS_REQUIRED, ['prompt']);
    if (used.some((name) => !defined.has(name))) return issue(FORMULA_WILDCARD_UNKNOWN, ['wildcards']);
    const badSet = q.valueSets.findIndex((set) => set.length !== q.wildcards.length);
    if (badSet >= 0) return issue(VALUE_SET_INVALID, ['valueSets', badSet]);
    if (q.wildcards.some((w) => w.min > w.max)) return;
    const sets = q.valueSets.length ? q.valueSets.map((set) => valuesOf(q.wildcards, set)) : sampleValues(q.wildcards);
    const fits = sets.map((values) => valuesGiveNumbers(q, values));
    // Fixed sets must each give numbers; drawn values need one of the samples to (a draw tries again while not).
    if (q.valueSets.length ? fits.includes(false) : !fits.includes(true)) issue(FORMULA_NO_NUMBER, ['answers']);
  });

/** A question as its author writes it, answers included. */
export const questionDefinition = z
  .discriminatedUnion('type', [
    singleChoice,
    multipleChoice,
    trueFalse,
    shortAnswer,
    numerical,
    matching,
    ordering,
    essay,
    selectMissingWords,
    dragDropText,
    cloze,
    calculated,
  ])
  .meta({ id: 'QuestionDefinition' });
export type QuestionDefinitionInput = z.input<typeof questionDefinition>;
export type QuestionDefinition = z.output<typeof questionDefinition>;
export type QuestionOf<T extends QuestionType> = Extract<QuestionDefinition, { type: T }>;

// --- Responses: what a learner sends for a question, by type ---

const gapResponse = z.object({ gaps: z.array(localId.nullable()).max(GAPS_MAX) });
const clozeResponse = z.object({
  parts: z
    .array(
      z.union([z.string().max(SHORT_ANSWER_MAX, ANSWER_TOO_LONG), z.array(localId).max(CLOZE_ANSWERS_MAX), z.null()]),
    )
    .max(CLOZE_PARTS_MAX),
});

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
  /** The choice put in each gap, in the text's order (null: left empty). */
  'select-missing-words': gapResponse,
  'drag-drop-text': gapResponse,
  /** Each embedded answer in the text's order: the text typed, the choice's id, the ids ticked; null: none. */
  cloze: clozeResponse,
  /** As a numerical answer is typed, for the values the attempt drew. */
  calculated: z.object({ text: z.string().max(SHORT_ANSWER_MAX, ANSWER_TOO_LONG) }),
} satisfies Record<QuestionType, z.ZodType>;
/**
 * A response of any type, as the API sends it back: `{ text }` is short-answer's, numerical's and essay's, `{ gaps }`
 * both gap types'.
 */
export const questionResponse = z
  .union([
    responseSchemas['single-choice'],
    responseSchemas['multiple-choice'],
    responseSchemas['true-false'],
    responseSchemas.essay,
    responseSchemas.matching,
    responseSchemas.ordering,
    gapResponse,
    clozeResponse,
  ])
  .meta({ id: 'QuestionResponse' });
export type ResponseOf<T extends QuestionType> = z.output<(typeof responseSchemas)[T]>;
export type QuestionResponse = { [T in QuestionType]: ResponseOf<T> }[QuestionType];
