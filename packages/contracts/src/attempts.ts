import { z } from 'zod';
import { idParams } from './catalog-fields.ts';
import { QUESTION_TYPES, questionResponse } from './questions.ts';

// Attempts at a quiz (issue 12, ADR 0034). An attempt holds the questions it was given (a copy of each, so a
// later edit of the bank changes no attempt under way), the learner's responses saved as they are given, and,
// once closed, the marks. Until the quiz's review setting allows it, nothing a learner receives tells which
// answer is right.

export const ATTEMPT_NOT_FOUND = 'Attempt not found';
/** Seconds after the deadline in which a save or submit still counts (the network's delay, not extra time). */
export const ATTEMPT_GRACE_SECONDS = 30;
export const ANSWERS_PER_SAVE_MAX = 100;

export const ATTEMPT_STATES = ['in-progress', 'needs-grading', 'graded'] as const;
export type AttemptState = (typeof ATTEMPT_STATES)[number];
export const QUESTION_STATES = ['correct', 'partial', 'incorrect', 'unanswered', 'needs-grading'] as const;

export const QUESTION_POSITION_UNKNOWN = 'The attempt has no question at this position';
export const RESPONSE_WRONG_TYPE = "The answer does not fit the question's type";
export const MARK_INVALID = "The mark must be from 0 to the question's points, in hundredths";
export const MARK_POSITION_TWICE = 'Each question can be marked only once in a request';
export const COMMENT_MAX = 2000;
// Interactive behaviour (ADR 0056); its 409s, QUIZ_NOT_INTERACTIVE and QUESTION_FINISHED, are in errors.ts.
export const ESSAY_NOT_CHECKED = 'An essay is marked by a person: it cannot be checked';
export const CHECK_EMPTY = 'Give an answer before you check it';

export const attemptIdParams = idParams(ATTEMPT_NOT_FOUND);

/** A question as a learner taking the quiz sees it: no answer, no feedback. Options in the attempt's order. */
export const attemptQuestion = z
  .object({
    position: z.int().min(1),
    type: z.enum(QUESTION_TYPES),
    prompt: z.string(),
    points: z.number(),
    /** single-choice, multiple-choice: the options to choose from. ordering: the items, in their starting order. */
    options: z.array(z.object({ id: z.string(), text: z.string() })).optional(),
    /** matching: the prompts to match, and the matches offered (with distractors), in the attempt's order. */
    pairs: z.array(z.object({ id: z.string(), prompt: z.string() })).optional(),
    choices: z.array(z.string()).optional(),
    /**
     * select-missing-words, drag-drop-text: the gaps in the prompt's order (the prompt marks them [[1]], [[2]] … in
     * that order, not by their right choice), each with the group whose choices it takes, and the choices offered, in
     * the attempt's order. `unlimited`: a drag-and-drop choice that may fill more than one gap.
     */
    gaps: z.array(z.object({ group: z.int() })).optional(),
    gapChoices: z
      .array(z.object({ id: z.string(), text: z.string(), group: z.int(), unlimited: z.boolean() }))
      .optional(),
    /**
     * cloze: the text around the embedded answers (one piece more than parts) and each part as the learner answers it
     * — typed text, a number, or a choice (one or several; a drop-down, or a list down or across) of options in the
     * attempt's order. Nothing tells which is right.
     */
    cloze: z
      .object({
        pieces: z.array(z.string()),
        parts: z.array(
          z.object({
            kind: z.enum(['text', 'number', 'choice']),
            multiple: z.boolean(),
            layout: z.enum(['inline', 'dropdown', 'vertical', 'horizontal']),
            options: z.array(z.object({ id: z.string(), text: z.string() })),
          }),
        ),
      })
      .optional(),
    /** numerical, calculated: the units a response may carry (typed after the number, 150 cm), the answers' own first. */
    units: z.array(z.string()).optional(),
    /** The saved response, in the shape of its type; null until one is saved. */
    response: questionResponse.nullable(),
    /**
     * An interactive quiz's question while the attempt is under way: the tries it has left and, after a check, how that
     * response was marked — its state, what its author says of it, the hint for the next try; once finished (right, or
     * no tries left: the answer can no longer change) its mark too, and the right answer and general feedback where the
     * quiz's review setting shows them after submitting. `last` is null before a check and once the response changes.
     */
    interactive: z
      .object({
        triesLeft: z.int().min(0),
        finished: z.boolean(),
        last: z
          .object({
            state: z.enum(['correct', 'partial', 'incorrect']),
            score: z.number().nullable(),
            feedback: z.string(),
            hint: z.string().nullable(),
            rightAnswer: questionResponse.nullable(),
          })
          .nullable(),
      })
      .optional(),
    flagged: z.boolean(),
    /** After the review setting allows it: the marks, the right answer and the feedback. */
    review: z
      .object({
        state: z.enum(QUESTION_STATES),
        score: z.number().nullable(),
        /** A response that earns full marks; null for an essay. */
        rightAnswer: questionResponse.nullable(),
        feedback: z.string(),
        graderComment: z.string().nullable(),
        /** Gap and Cloze questions: each gap's or part's state as graded, in the text's order. */
        parts: z.array(z.enum(['correct', 'partial', 'incorrect', 'unanswered'])).optional(),
      })
      .nullable(),
  })
  .meta({ id: 'AttemptQuestion' });
export type AttemptQuestion = z.infer<typeof attemptQuestion>;

export const attempt = z.object({
  id: z.uuid(),
  quizId: z.uuid(),
  quizTitle: z.string(),
  courseId: z.uuid(),
  lessonId: z.uuid(),
  learner: z.object({ id: z.uuid(), name: z.string() }),
  number: z.int().min(1),
  state: z.enum(ATTEMPT_STATES),
  layout: z.enum(['one-per-page', 'all-on-one-page']),
  /** How its questions behave: `interactive`, each checked on its own during the attempt. */
  behaviour: z.enum(['deferred', 'interactive']),
  startedAt: z.iso.datetime(),
  /** When the time limit (or the quiz's closing) ends the attempt; null: no limit. */
  deadline: z.iso.datetime().nullable(),
  /** The server's clock when this was read: the countdown runs from it, not from the device's clock. */
  now: z.iso.datetime(),
  submittedAt: z.iso.datetime().nullable(),
  /** Closed by the learner, or by the deadline with the answers saved by then. */
  closedBy: z.enum(['learner', 'deadline']).nullable(),
  maxScore: z.number(),
  /** Points and percent once graded; while an essay waits, the points so far (essays counted 0). */
  score: z.number().nullable(),
  percent: z.number().nullable(),
  passed: z.boolean().nullable(),
  /** Whether the answers, marks per question and feedback are open to the learner now. */
  reviewOpen: z.boolean(),
  questions: z.array(attemptQuestion),
});
export type Attempt = z.infer<typeof attempt>;

/** PUT /attempts/{id}: responses given since the last save (by position), and flags. */
export const attemptSave = z.object({
  answers: z
    .array(
      z.object({
        position: z.int({ error: QUESTION_POSITION_UNKNOWN }).min(1, QUESTION_POSITION_UNKNOWN),
        response: z.unknown().optional(),
        flagged: z.boolean().optional(),
      }),
    )
    .min(1, 'Send at least one answer')
    .max(ANSWERS_PER_SAVE_MAX, `At most ${ANSWERS_PER_SAVE_MAX} answers at once`),
});
export type AttemptSave = z.infer<typeof attemptSave>;

/** POST /attempts/{id}/check (an interactive quiz): one question's response, saved and marked now. */
export const attemptCheck = z.object({
  position: z.int({ error: QUESTION_POSITION_UNKNOWN }).min(1, QUESTION_POSITION_UNKNOWN),
  response: z.unknown(),
});
export type AttemptCheck = z.infer<typeof attemptCheck>;

/** An attempt in a list: no questions. */
export const attemptSummary = attempt.omit({ questions: true });
export type AttemptSummary = z.infer<typeof attemptSummary>;

/** GET /quizzes/{id}/attempts: the caller's own attempts and where they stand. */
export const myAttempts = z.object({
  items: z.array(attemptSummary),
  attemptsAllowed: z.int().nullable(),
  /** Whether the caller may start (or resume) an attempt now, and if not, why (an error code). */
  canStart: z.boolean(),
  refusal: z.string().nullable(),
  /** The quiz's grade by its grading method over graded attempts (percent), and whether it passes. */
  grade: z.number().nullable(),
  passed: z.boolean().nullable(),
});
export type MyAttempts = z.infer<typeof myAttempts>;

/** POST /attempts/{id}/grade: marks for essay answers, by position. */
export const attemptGrade = z.object({
  marks: z
    .array(
      z.object({
        position: z.int().min(1, QUESTION_POSITION_UNKNOWN),
        score: z.number({ error: MARK_INVALID }).min(0, MARK_INVALID),
        comment: z.string().trim().max(COMMENT_MAX, `A comment must be at most ${COMMENT_MAX} characters`).default(''),
      }),
    )
    .min(1, 'Give at least one mark')
    .max(ANSWERS_PER_SAVE_MAX)
    // Two marks for one question would leave only the last (issue 22): refused, on the second one's position.
    .superRefine((marks, ctx) => {
      const seen = new Set<number>();
      marks.forEach((mark, i) => {
        if (seen.has(mark.position))
          ctx.addIssue({ code: 'custom', message: MARK_POSITION_TWICE, path: [i, 'position'] });
        seen.add(mark.position);
      });
    }),
});
export type AttemptGrade = z.infer<typeof attemptGrade>;

// --- The course owner's view of a quiz's results ---

export const resultAttempt = attemptSummary.pick({
  id: true,
  number: true,
  state: true,
  startedAt: true,
  submittedAt: true,
  closedBy: true,
  score: true,
  maxScore: true,
  percent: true,
  passed: true,
});

/** GET /quizzes/{id}/results: every learner who attempted it, the essays waiting, and how each question did. */
export const quizResults = z.object({
  quiz: z.object({
    id: z.uuid(),
    title: z.string(),
    passMark: z.number(),
    gradingMethod: z.enum(['highest', 'last', 'average']),
  }),
  learners: z.array(
    z.object({
      learner: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
      /** Oldest first, with the time each took (seconds; null while in progress). */
      attempts: z.array(resultAttempt.extend({ durationSeconds: z.int().nullable() })),
      /** By the quiz's grading method over graded attempts (percent). */
      grade: z.number().nullable(),
      passed: z.boolean().nullable(),
    }),
  ),
  /** Essay answers waiting for a mark, oldest submission first. */
  gradingQueue: z.array(
    z.object({
      attemptId: z.uuid(),
      learner: z.object({ id: z.uuid(), name: z.string() }),
      position: z.int(),
      prompt: z.string(),
      points: z.number(),
      answer: z.string(),
      submittedAt: z.iso.datetime(),
    }),
  ),
  /**
   * Per question of the bank, over closed attempts: how many answered it, the share fully right, facility (mean
   * share of its points earned) and discrimination (correlation of its marks with the rest of the attempt's; null
   * under 3 attempts or no spread).
   */
  questions: z.array(
    z.object({
      questionId: z.uuid().nullable(),
      prompt: z.string(),
      type: z.enum(QUESTION_TYPES),
      attempts: z.int(),
      shareCorrect: z.number().nullable(),
      facility: z.number().nullable(),
      discrimination: z.number().nullable(),
    }),
  ),
});
export type QuizResults = z.infer<typeof quizResults>;

/** POST /quizzes/{id}/regrade: closed attempts graded again against each question's current version. */
export const regradeResult = z.object({ attempts: z.int(), changed: z.int() });
export type RegradeResult = z.infer<typeof regradeResult>;
