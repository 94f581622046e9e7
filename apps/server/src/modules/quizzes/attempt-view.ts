import { isDeepStrictEqual } from 'node:util';
import type { Attempt, AttemptQuestion, AttemptSummary } from '@talentpath/contracts/attempts';
import { substituteText } from '@talentpath/contracts/calculated';
import { GAP_MARK, gapsOf, reusableChoice } from '@talentpath/contracts/questions';
import type { Db, Tx } from '../../platform/db.ts';
import * as repo from './attempts.repository.ts';
import type { AttemptQuestionRow, AttemptRow, Learner } from './attempts.repository.ts';
import { clozeView } from './cloze-grading.ts';
import { answerFeedback, fullMarksResponse, grade, partStates, stateFeedback } from './grading.ts';
import type { QuizRow } from './quizzes.repository.ts';
import { reviewOpen } from './quizzes.policy.ts';

// How an attempt is answered (contracts' `attempt`): while in progress, prompts and options only; once closed, the
// marks, right answers and feedback as far as the review is open to the caller (quizzes.policy's reviewOpen).

type Conn = Db | Tx;

/** The questions of an attempt just made or closed (with their marks): its view is answered without reading them again. */
const knownRows = new WeakMap<AttemptRow, AttemptQuestionRow[]>();
export const remember = (attempt: AttemptRow, rows: AttemptQuestionRow[]) => void knownRows.set(attempt, rows);

/**
 * A text of the question as the learner reads it: a calculated question's (its text, feedback) with the attempt's
 * values in place of its wildcards and its `{=…}` formulas computed; any other's as written.
 */
function textOf(row: AttemptQuestionRow): (text: string) => string {
  const q = row.definition;
  if (q.type !== 'calculated') return (text) => text;
  const decimals = Object.fromEntries(q.wildcards.map((w) => [w.name, w.decimals]));
  return (text) => substituteText(text, row.display.values ?? {}, decimals);
}

/** The feedback of the options a choice response chose, in the options' order. */
function chosenFeedback(q: AttemptQuestionRow['definition'], response: unknown): string[] {
  if ((q.type !== 'single-choice' && q.type !== 'multiple-choice') || !response) return [];
  const r = response as { optionId?: string; optionIds?: string[] };
  const chosen = q.type === 'single-choice' ? [r.optionId] : (r.optionIds ?? []);
  return q.options.filter((o) => chosen.includes(o.id)).map((o) => o.feedback);
}

/**
 * An interactive question during its attempt: its tries left and, after a check whose response still stands (or
 * once finished), how that response was marked — the feedback for it, the hint for the next try; once finished, its
 * mark with the penalties, and the right answer and general feedback where the quiz shows them after submitting.
 */
function interactiveView(
  row: AttemptQuestionRow,
  showAnswers: boolean,
  shown: (text: string) => string,
): AttemptQuestion['interactive'] {
  const q = row.definition;
  const values = row.display.values;
  const hints = q.hints ?? [];
  const triesLeft = row.finished ? 0 : Math.max(0, hints.length + 1 - row.tries);
  const checked = row.checkedResponse;
  if (checked === null || (!row.finished && !isDeepStrictEqual(checked, row.response)))
    return { triesLeft, finished: row.finished, last: null };
  const state = (row.finished ? row.state : grade(q, checked, values).state) as 'correct' | 'partial' | 'incorrect';
  const answers = row.finished && showAnswers;
  return {
    triesLeft,
    finished: row.finished,
    last: {
      state,
      score: row.finished ? row.score : null,
      feedback: [
        ...chosenFeedback(q, checked),
        ...answerFeedback(q, checked, values),
        stateFeedback(q, state),
        answers ? q.generalFeedback : '',
      ]
        .filter(Boolean)
        .map(shown)
        .join('\n\n'),
      hint: row.finished ? null : shown(hints[row.tries - 1] ?? '') || null,
      rightAnswer: answers ? fullMarksResponse(q, values) : null,
    },
  };
}

/**
 * How a question is seen: `open`, its review (a closed attempt whose review the caller may see); `interactive`, an
 * interactive attempt under way, where `showAnswers` says whether a finished question shows its right answer.
 */
export type ViewContext = { open: boolean; interactive: boolean; showAnswers: boolean };

export function questionView(row: AttemptQuestionRow, ctx: ViewContext): AttemptQuestion {
  const q = row.definition;
  const values = row.display.values;
  const shown = textOf(row);
  const view: AttemptQuestion = {
    position: row.position,
    type: q.type,
    // The wildcards' names and the formulas of a calculated question stay on the server.
    prompt: shown(q.prompt),
    points: q.points,
    response: row.response ?? null,
    flagged: row.flagged,
    review: null,
  };
  if (q.type === 'single-choice' || q.type === 'multiple-choice') {
    const order = row.display.optionIds ?? q.options.map((o) => o.id);
    view.options = order.flatMap((id) => q.options.filter((o) => o.id === id).map((o) => ({ id: o.id, text: o.text })));
  } else if (q.type === 'ordering') {
    const order = row.display.optionIds ?? q.items.map((i) => i.id);
    view.options = order.flatMap((id) => q.items.filter((i) => i.id === id).map((i) => ({ id: i.id, text: i.text })));
  } else if (q.type === 'matching') {
    view.pairs = q.pairs.map((p) => ({ id: p.id, prompt: p.prompt }));
    view.choices = row.display.choices ?? [];
  } else if (q.type === 'select-missing-words' || q.type === 'drag-drop-text') {
    // The gaps numbered in reading order: [[n]] names the right choice, which the learner must not read.
    let k = 0;
    view.prompt = q.prompt.replace(GAP_MARK, () => `[[${++k}]]`);
    view.gaps = gapsOf(q.prompt).map((n) => ({ group: q.choices[n - 1]!.group }));
    const order = row.display.optionIds ?? q.choices.map((c) => c.id);
    view.gapChoices = order.flatMap((id) =>
      q.choices
        .filter((c) => c.id === id)
        .map((c) => ({ id: c.id, text: c.text, group: c.group, unlimited: reusableChoice(c) })),
    );
  } else if (q.type === 'cloze') {
    view.cloze = clozeView(q.prompt, row.display.partOrders);
    // Where a screen shows the text alone, each part a blank.
    view.prompt = view.cloze!.pieces.join('_____');
  }
  if ((q.type === 'numerical' || q.type === 'calculated') && q.units.length > 0)
    view.units = q.units.map((u) => u.unit);
  if (ctx.open && row.state) {
    view.review = {
      state: row.state,
      score: row.score,
      rightAnswer: fullMarksResponse(q, values),
      feedback: [
        ...chosenFeedback(q, row.response),
        ...answerFeedback(q, row.response, values),
        stateFeedback(q, row.state),
        q.generalFeedback,
      ]
        .filter(Boolean)
        .map(shown)
        .join('\n\n'),
      graderComment: row.graderComment,
    };
    const parts = partStates(q, row.response);
    if (parts) view.review.parts = parts;
  }
  if (ctx.interactive && q.type !== 'essay') view.interactive = interactiveView(row, ctx.showAnswers, shown);
  return view;
}

async function summaryOf(
  db: Conn,
  attempt: AttemptRow,
  quiz: QuizRow,
  courseId: string,
  party: 'learner' | 'owner',
  known?: Learner,
) {
  const now = new Date();
  const learner = known ?? (await repo.learnerOf(db, attempt.userId));
  return {
    id: attempt.id,
    quizId: quiz.id,
    quizTitle: quiz.title,
    courseId,
    lessonId: quiz.lessonId,
    learner: learner!,
    number: attempt.number,
    state: attempt.state,
    layout: quiz.layout,
    behaviour: quiz.behaviour,
    startedAt: attempt.startedAt.toISOString(),
    deadline: attempt.deadline?.toISOString() ?? null,
    now: now.toISOString(),
    submittedAt: attempt.submittedAt?.toISOString() ?? null,
    closedBy: attempt.closedBy,
    maxScore: attempt.maxScore,
    score: attempt.state === 'in-progress' ? null : attempt.score,
    percent: attempt.percent,
    passed: attempt.passed,
    reviewOpen: reviewOpen(attempt, quiz, party, now),
  } satisfies AttemptSummary;
}

/** The learner's attempts as their list shows them (no questions). */
export function summariesOf(db: Conn, rows: readonly AttemptRow[], quiz: QuizRow, courseId: string, me?: Learner) {
  return Promise.all(rows.map((r) => summaryOf(db, r, quiz, courseId, 'learner', me)));
}

/** The attempt as `party` gets it, with its questions. */
export async function attemptView(
  db: Conn,
  attempt: AttemptRow,
  quiz: QuizRow,
  courseId: string,
  party: 'learner' | 'owner',
  learner?: Learner,
) {
  const summary = await summaryOf(db, attempt, quiz, courseId, party, learner);
  const known = knownRows.get(attempt);
  const rows = known
    ? [...known].sort((a, b) => a.position - b.position)
    : await repo.questionsOf(db, attempt.id, true);
  const ctx = {
    open: summary.reviewOpen,
    interactive: quiz.behaviour === 'interactive' && attempt.state === 'in-progress',
    showAnswers: quiz.review === 'after-submit',
  };
  return { ...summary, questions: rows.map((r) => questionView(r, ctx)) } satisfies Attempt;
}
