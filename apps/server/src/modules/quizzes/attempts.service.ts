import { isDeepStrictEqual } from 'node:util';
import {
  ATTEMPT_NOT_FOUND,
  type Attempt,
  type AttemptCheck,
  CHECK_EMPTY,
  ESSAY_NOT_CHECKED,
  type AttemptGrade,
  type AttemptSave,
  MARK_INVALID,
  type MyAttempts,
  QUESTION_POSITION_UNKNOWN,
  RESPONSE_WRONG_TYPE,
} from '@talentpath/contracts/attempts';
import {
  gapsOf,
  type QuestionDefinition,
  type QuestionResponse,
  responseSchemas,
  reusableChoice,
} from '@talentpath/contracts/questions';
import { QUIZ_NOT_FOUND } from '@talentpath/contracts/quizzes';
import type { Platform } from '../../platform/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { enrolmentOf, lockForLearner, type Viewer } from '../courses/courses.public.ts';
import { displayOf, draw } from './attempt-draw.ts';
import { afterGraded, close, closeIfOverdue, gradeOf, overdue, totalsOf } from './attempt-closing.service.ts';
import { attemptView, remember, summariesOf } from './attempt-view.ts';
import * as repo from './attempts.repository.ts';
import { clozeFits } from './cloze-grading.ts';
import { grade, gradeByHand, gradeWithTries } from './grading.ts';
import {
  attemptParty,
  mayAnswerAttempt,
  mayGradeAttempt,
  mayReadAttempt,
  mayStartAttempt,
  startRefusal,
} from './quizzes.policy.ts';
import { quizWithCourse } from './quizzes.repository.ts';

// Taking a quiz (issue 12, ADR 0034): an attempt is drawn and frozen when it starts, its answers are saved as they
// are given, and it is graded once, on the server, when it closes — by the learner's submit, or by its deadline
// (time limit or the quiz's closing) with what was saved by then. Every change locks the attempt's row, so two
// submits grade once and a save cannot slip in after the close. Who may do what: quizzes.policy.

type Conn = Db | Tx;

const attemptNotFound = () => new AppError('NOT_FOUND', { message: ATTEMPT_NOT_FOUND });
const quizNotFound = () => new AppError('NOT_FOUND', { message: QUIZ_NOT_FOUND });
const invalid = (path: string, message: string) =>
  new AppError('VALIDATION', { message, details: [{ path, message }] });
const hundredths = (n: number) => Math.round(n * 100) / 100;

/** The attempt locked (or not), its quiz and course, and whether the caller is its learner or the course's owner. */
async function attemptFor(db: Conn, id: string, viewer: Viewer, lock: boolean) {
  const found = await repo.attemptWithContext(db, id, lock);
  if (!found) throw attemptNotFound();
  const party = attemptParty(viewer, found.attempt, found.course);
  if (!party || mayReadAttempt(party) !== 'ok') throw attemptNotFound();
  return { ...found, party };
}

/** Only the attempt's learner saves and submits (the course's owner: 403). */
function assertMayAnswer(party: 'learner' | 'owner') {
  const verdict = mayAnswerAttempt(party);
  if (verdict === 'NOT_FOUND') throw attemptNotFound();
  if (verdict !== 'ok') throw new AppError(verdict);
}

/**
 * POST /quizzes/{id}/attempts: the learner's attempt in progress (an overdue one is closed first), or a new one if
 * the quiz is open and attempts are left. `created` tells which. The course is share-locked and the learner's
 * enrolment locked, so two starts at once resume the same attempt.
 */
export async function startOrResume(p: Platform, viewer: Viewer, quizId: string) {
  const found = await quizWithCourse(p.db, quizId);
  if (!found) throw quizNotFound();
  return p.events.transaction(async (tx, record) => {
    const { quiz } = found;
    const { course, enrolment } = await lockForLearner(tx, found.course.id, viewer);
    if (!course) throw quizNotFound();
    const verdict = mayStartAttempt(viewer, course, enrolment);
    if (verdict === 'NOT_FOUND') throw quizNotFound();
    if (verdict !== 'ok') throw new AppError(verdict);
    const open = await repo.lockOpen(tx, quiz.id, viewer.userId);
    if (open) {
      const current = await closeIfOverdue(tx, record, open, quiz, course.id);
      if (current.state === 'in-progress')
        return { attempt: await attemptView(tx, current, quiz, course.id, 'learner'), created: false };
    }
    const now = new Date();
    // The attempt limit counts this round of the enrolment: a retake to renew the certificate starts afresh.
    const cycle = enrolment?.cycle ?? 1;
    const { taken, next } = await repo.countOf(tx, quiz.id, viewer.userId, cycle);
    const refusal = startRefusal(quiz, taken, now);
    if (refusal) throw new AppError(refusal);
    const picked = await draw(tx, quiz);
    if (!picked.length) throw new AppError('QUIZ_EMPTY');
    const limitEnds = quiz.timeLimitMinutes ? new Date(now.getTime() + quiz.timeLimitMinutes * 60_000) : null;
    const ends = [limitEnds, quiz.closesAt].filter((d): d is Date => d !== null);
    const attempt = await repo.insertAttempt(tx, {
      quizId: quiz.id,
      userId: viewer.userId,
      number: next,
      cycle,
      startedAt: now,
      deadline: ends.length ? new Date(Math.min(...ends.map((d) => d.getTime()))) : null,
      maxScore: hundredths(picked.reduce((sum, q) => sum + q.points, 0)),
    });
    const given = await repo.insertQuestions(
      tx,
      picked.map((q, i) => ({
        attemptId: attempt.id,
        position: i + 1,
        questionId: q.id,
        questionVersion: q.version,
        definition: q.definition,
        display: displayOf(q.definition, quiz.shuffleOptions),
      })),
    );
    remember(attempt, given);
    await record('quiz.attempt-started', {
      attemptId: attempt.id,
      quizId: quiz.id,
      courseId: course.id,
      userId: viewer.userId,
      at: now.toISOString(),
    });
    return { attempt: await attemptView(tx, attempt, quiz, course.id, 'learner'), created: true };
  });
}

/** GET /attempts/{id}: its learner, or the course's owner. An overdue attempt is closed first. */
export async function readAttempt(p: Platform, viewer: Viewer, id: string): Promise<Attempt> {
  const peek = await attemptFor(p.db, id, viewer, false);
  if (!overdue(peek.attempt, new Date()))
    return attemptView(p.db, peek.attempt, peek.quiz, peek.course.id, peek.party, peek.learner);
  return p.events.transaction(async (tx, record) => {
    const { attempt, quiz, course, party, learner } = await attemptFor(tx, id, viewer, true);
    const current = await closeIfOverdue(tx, record, attempt, quiz, course.id);
    return attemptView(tx, current, quiz, course.id, party, learner);
  });
}

/**
 * The response as its type's schema reads it (properties it does not name left out, so what is stored is what the
 * API may send back), when it names only parts of its question (options, pairs, items), each once; else null.
 */
function fitted(q: QuestionDefinition, response: unknown): QuestionResponse | null {
  const parsed = responseSchemas[q.type].safeParse(response);
  if (!parsed.success) return null;
  const r = parsed.data as Record<string, unknown>;
  const distinct = (ids: string[], known: string[]) =>
    new Set(ids).size === ids.length && ids.every((id) => known.includes(id));
  const fits = (() => {
    switch (q.type) {
      case 'single-choice':
        return r.optionId === null || q.options.some((o) => o.id === r.optionId);
      case 'multiple-choice':
        return distinct(
          r.optionIds as string[],
          q.options.map((o) => o.id),
        );
      case 'ordering':
        return distinct(
          r.itemIds as string[],
          q.items.map((i) => i.id),
        );
      case 'matching':
        return Object.keys(r.matches as object).every((id) => q.pairs.some((p) => p.id === id));
      case 'cloze':
        return clozeFits(q.prompt, r.parts as (string | string[] | null)[]);
      case 'select-missing-words':
      case 'drag-drop-text': {
        // A choice of the gap's own group in each gap, as many gaps as the text has; a once-only choice in one gap.
        const gaps = gapsOf(q.prompt);
        const given = r.gaps as (string | null)[];
        const placed = given.filter((id) => id !== null);
        const once = placed.filter((id) => !q.choices.some((c) => c.id === id && reusableChoice(c)));
        return (
          given.length <= gaps.length &&
          given.every(
            (id, i) => id === null || q.choices.some((c) => c.id === id && c.group === q.choices[gaps[i]! - 1]!.group),
          ) &&
          (q.type === 'select-missing-words' || new Set(once).size === once.length)
        );
      }
      default:
        return true;
    }
  })();
  return fits ? parsed.data : null;
}

/**
 * PUT /attempts/{id}: the learner's responses and flags, checked against each question's type and parts. After
 * the deadline and its grace the attempt closes with what was saved before, and the save is 409 ATTEMPT_CLOSED.
 */
export async function saveAnswers(p: Platform, viewer: Viewer, id: string, input: AttemptSave): Promise<Attempt> {
  const result = await p.events.transaction(async (tx, record) => {
    const { attempt, quiz, course, party, learner } = await attemptFor(tx, id, viewer, true);
    assertMayAnswer(party);
    const current = await closeIfOverdue(tx, record, attempt, quiz, course.id);
    if (current.state !== 'in-progress') return { view: null };
    const rows = await repo.questionsOf(tx, attempt.id);
    const byPosition = new Map(rows.map((r) => [r.position, r]));
    const answers = input.answers.map((a, i) => {
      const row = byPosition.get(a.position);
      if (!row) throw invalid(`answers.${i}.position`, QUESTION_POSITION_UNKNOWN);
      if (a.response === undefined) return a;
      // An interactive question once finished keeps the answer it was marked on.
      if (row.finished) throw new AppError('QUESTION_FINISHED');
      const response = fitted(row.definition, a.response);
      if (!response) throw invalid(`answers.${i}.response`, RESPONSE_WRONG_TYPE);
      return { ...a, response };
    });
    // One statement for the whole save; the last answer for a position wins.
    const latest = new Map(answers.map((a) => [a.position, a]));
    await repo.saveResponses(
      tx,
      attempt.id,
      [...latest.values()].map((a) => ({
        position: a.position,
        response: a.response,
        answered: a.response !== undefined,
        flagged: a.flagged ?? null,
      })),
    );
    return { view: await attemptView(tx, current, quiz, course.id, party, learner) };
  });
  if (result.view) return result.view;
  // Closed here by its deadline (committed with its marks), or closed before: nothing was saved.
  throw new AppError('ATTEMPT_CLOSED');
}

/**
 * POST /attempts/{id}/check (an interactive quiz, ADR 0056): one question's response saved and marked now, Moodle's
 * qbehaviour_interactive way. Right, or its last try: the question is finished, marked less its penalty for each
 * wrong try before, and its answer can no longer change. Else a try is used and the next hint shown. An empty
 * response uses no try (400); the same response checked again uses none either. The attempt's row is locked, so two
 * checks at once use one try each, in turn.
 */
export async function checkAnswer(p: Platform, viewer: Viewer, id: string, input: AttemptCheck): Promise<Attempt> {
  const result = await p.events.transaction(async (tx, record) => {
    const { attempt, quiz, course, party, learner } = await attemptFor(tx, id, viewer, true);
    assertMayAnswer(party);
    const current = await closeIfOverdue(tx, record, attempt, quiz, course.id);
    if (current.state !== 'in-progress') return { view: null };
    if (quiz.behaviour !== 'interactive') throw new AppError('QUIZ_NOT_INTERACTIVE');
    const row = (await repo.questionsOf(tx, attempt.id)).find((r) => r.position === input.position);
    if (!row) throw invalid('position', QUESTION_POSITION_UNKNOWN);
    if (row.definition.type === 'essay') throw invalid('position', ESSAY_NOT_CHECKED);
    if (row.finished) throw new AppError('QUESTION_FINISHED');
    const response = fitted(row.definition, input.response);
    if (!response) throw invalid('response', RESPONSE_WRONG_TYPE);
    const values = row.display.values ?? {};
    const g = grade(row.definition, response, values);
    if (g.state === 'unanswered') throw invalid('response', CHECK_EMPTY);
    const again = row.checkedResponse !== null && isDeepStrictEqual(row.checkedResponse, response);
    if (!again) {
      const triesLeft = (row.definition.hints ?? []).length + 1 - row.tries;
      const finished = g.state === 'correct' || triesLeft <= 1;
      const marked = finished ? gradeWithTries(row.definition, response, values, row.tries) : null;
      await repo.updateQuestion(tx, attempt.id, row.position, {
        response,
        checkedResponse: response,
        savedAt: new Date(),
        tries: finished ? row.tries : row.tries + 1,
        finished,
        ...(marked ? { state: marked.state, score: marked.score } : {}),
      });
    }
    return { view: await attemptView(tx, current, quiz, course.id, party, learner) };
  });
  if (result.view) return result.view;
  throw new AppError('ATTEMPT_CLOSED');
}

/**
 * POST /attempts/{id}/submit: closes and grades the attempt, once — a second submit, even at the same moment, is
 * 409 ATTEMPT_CLOSED. Past its deadline and grace, it closes as the deadline closed it, with what was saved.
 */
export async function submitAttempt(p: Platform, viewer: Viewer, id: string): Promise<Attempt> {
  return p.events.transaction(async (tx, record) => {
    const { attempt, quiz, course, party, learner } = await attemptFor(tx, id, viewer, true);
    assertMayAnswer(party);
    if (attempt.state !== 'in-progress') throw new AppError('ATTEMPT_CLOSED');
    const closed = overdue(attempt, new Date())
      ? await close(tx, record, attempt, quiz, course.id, 'deadline', attempt.deadline!)
      : await close(tx, record, attempt, quiz, course.id, 'learner', new Date());
    return attemptView(tx, closed, quiz, course.id, party, learner);
  });
}

/** GET /quizzes/{id}/attempts: the learner's own attempts, their grade, and whether they may start one now. */
export async function myAttempts(p: Platform, viewer: Viewer, quizId: string): Promise<MyAttempts> {
  const found = await quizWithCourse(p.db, quizId);
  if (!found) throw quizNotFound();
  const { quiz, course } = found;
  const enrolment = await enrolmentOf(p.db, course.id, viewer);
  const verdict = mayStartAttempt(viewer, course, enrolment);
  if (verdict === 'NOT_FOUND') throw quizNotFound();
  const rows = await repo.attemptsOf(p.db, quiz.id, viewer.userId);
  // Every attempt is listed; the limit and the grade are this round's (a retake starts afresh, ADR 0068).
  const round = rows.filter((r) => r.cycle === (enrolment?.cycle ?? 1));
  const inProgress = round.some((r) => r.state === 'in-progress' && !overdue(r, new Date()));
  const refusal = verdict !== 'ok' ? verdict : inProgress ? null : startRefusal(quiz, round.length, new Date());
  const grade = gradeOf(
    quiz,
    round.filter((r) => r.state === 'graded'),
  );
  const me = await repo.learnerOf(p.db, viewer.userId);
  return {
    items: await summariesOf(p.db, rows, quiz, course.id, me),
    attemptsAllowed: quiz.attemptsAllowed,
    canStart: refusal === null,
    refusal,
    grade,
    passed: grade === null ? null : grade >= quiz.passMark,
  };
}

/**
 * POST /attempts/{id}/grade: the course owner marks essay answers (again, if they change their mind). When no essay
 * waits any more, the attempt gets its final marks and its events.
 */
export async function gradeAttempt(p: Platform, viewer: Viewer, id: string, input: AttemptGrade): Promise<Attempt> {
  return p.events.transaction(async (tx, record) => {
    const { attempt, quiz, course, party, learner } = await attemptFor(tx, id, viewer, true);
    if (mayGradeAttempt(party) !== 'ok') throw attemptNotFound();
    if (attempt.state === 'in-progress')
      throw new AppError('CONFLICT', { message: 'The attempt is still in progress' });
    const rows = await repo.questionsOf(tx, attempt.id);
    const byPosition = new Map(rows.map((r) => [r.position, r]));
    const now = new Date();
    for (const [i, mark] of input.marks.entries()) {
      const row = byPosition.get(mark.position);
      if (!row || row.definition.type !== 'essay') throw invalid(`marks.${i}.position`, QUESTION_POSITION_UNKNOWN);
      const points = row.definition.points;
      if (mark.score > points || Math.abs(Math.round(mark.score * 100) - mark.score * 100) > 1e-9)
        throw invalid(`marks.${i}.score`, MARK_INVALID);
      const g = gradeByHand(points, mark.score);
      row.state = g.state;
      row.score = g.score;
      await repo.updateQuestion(tx, attempt.id, mark.position, {
        state: g.state,
        score: g.score,
        graderComment: mark.comment || null,
        gradedBy: viewer.userId,
        gradedAt: now,
      });
    }
    const passedBefore = attempt.state === 'graded' && attempt.passed === true;
    const totals = totalsOf(rows, attempt.maxScore, quiz.passMark);
    const updated = await repo.updateAttempt(tx, attempt.id, { ...totals, gradings: attempt.gradings + 1 });
    // Passing is recorded once: a re-mark of a passed attempt that still passes records only its new grade.
    await afterGraded(record, updated, quiz, course.id, passedBefore);
    return attemptView(tx, updated, quiz, course.id, party, learner);
  });
}
