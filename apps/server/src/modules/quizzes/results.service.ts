import { randomUUID } from 'node:crypto';
import {
  ATTEMPT_GRACE_SECONDS,
  type Attempt,
  type QuizResults,
  type RegradeResult,
} from '@talentpath/contracts/attempts';
import { valuesGiveNumbers, wildcardsUsed } from '@talentpath/contracts/calculated';
import type { QuestionDefinition } from '@talentpath/contracts/questions';
import { QUIZ_NOT_FOUND } from '@talentpath/contracts/quizzes';
import type { Platform } from '../../platform/context.ts';
import type { Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { writeCsv } from '../../platform/csv.ts';
import type { Viewer } from '../courses/courses.public.ts';
import { afterGraded, close, gradeOf, overdue, totalsOf } from './attempt-closing.service.ts';
import { displayOf, draw } from './attempt-draw.ts';
import { questionView } from './attempt-view.ts';
import * as repo from './attempts.repository.ts';
import { gradeWithTries } from './grading.ts';
import { mayReadResults } from './quizzes.policy.ts';
import { quizWithCourse } from './quizzes.repository.ts';

// A quiz's results for its course's owner (issue 12, ADR 0034): attempts per learner, essays waiting for a mark,
// per-question statistics, a CSV export, regrading after a question was corrected, and a preview of an attempt.

const quizNotFound = () => new AppError('NOT_FOUND', { message: QUIZ_NOT_FOUND });
const hundredths = (n: number) => Math.round(n * 100) / 100;

/** The quiz and its course if the viewer owns the course (404 if they may not see it, 403 if not theirs). */
async function ownedQuiz(p: Platform, viewer: Viewer, quizId: string) {
  const found = await quizWithCourse(p.db, quizId);
  if (!found) throw quizNotFound();
  const verdict = mayReadResults(viewer, found.course);
  if (verdict === 'NOT_FOUND') throw quizNotFound();
  if (verdict !== 'ok') throw new AppError(verdict);
  return found;
}

/** Closes the quiz's attempts whose deadline and grace have passed (nobody came back to them). */
async function closeOverdue(p: Platform, found: NonNullable<Awaited<ReturnType<typeof quizWithCourse>>>) {
  const { quiz, course } = found;
  const cutoff = new Date(Date.now() - ATTEMPT_GRACE_SECONDS * 1000);
  await p.events.transaction(async (tx, record) => {
    const late = await repo.lockOverdue(tx, quiz.id, cutoff);
    for (const attempt of late)
      if (overdue(attempt, new Date()))
        await close(tx, record, attempt, quiz, course.id, 'deadline', attempt.deadline!);
  });
}

/** Pearson's correlation, or null without 3 pairs or without spread on either side. */
function correlation(xs: readonly number[], ys: readonly number[]): number | null {
  const n = xs.length;
  if (n < 3) return null;
  const mx = xs.reduce((s, x) => s + x, 0) / n;
  const my = ys.reduce((s, y) => s + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  }
  return sxx === 0 || syy === 0 ? null : hundredths(sxy / Math.sqrt(sxx * syy));
}

/** GET /quizzes/{id}/results. */
export async function quizResults(p: Platform, viewer: Viewer, quizId: string): Promise<QuizResults> {
  const found = await ownedQuiz(p, viewer, quizId);
  await closeOverdue(p, found);
  const { quiz } = found;
  const attempts = await repo.attemptsWithLearners(p.db, quiz.id);
  const closedIds = attempts.filter((a) => a.attempt.state !== 'in-progress').map((a) => a.attempt.id);
  const answered = await repo.questionsOfAttempts(p.db, closedIds);

  const learners = new Map<string, QuizResults['learners'][number]>();
  for (const { attempt, learner } of attempts) {
    const entry = learners.get(learner.id) ?? { learner, attempts: [], grade: null, passed: null };
    entry.attempts.push({
      id: attempt.id,
      number: attempt.number,
      state: attempt.state,
      startedAt: attempt.startedAt.toISOString(),
      submittedAt: attempt.submittedAt?.toISOString() ?? null,
      closedBy: attempt.closedBy,
      score: attempt.state === 'in-progress' ? null : attempt.score,
      maxScore: attempt.maxScore,
      percent: attempt.percent,
      passed: attempt.passed,
      durationSeconds: attempt.submittedAt
        ? Math.round((attempt.submittedAt.getTime() - attempt.startedAt.getTime()) / 1000)
        : null,
    });
    learners.set(learner.id, entry);
  }
  for (const entry of learners.values()) {
    entry.grade = gradeOf(
      quiz,
      attempts.filter((a) => a.learner.id === entry.learner.id && a.attempt.state === 'graded').map((a) => a.attempt),
    );
    entry.passed = entry.grade === null ? null : entry.grade >= quiz.passMark;
  }

  const byAttempt = new Map(attempts.map((a) => [a.attempt.id, a]));
  const gradingQueue = answered
    .filter((r) => r.state === 'needs-grading')
    .map((r) => {
      const { attempt, learner } = byAttempt.get(r.attemptId)!;
      return {
        attemptId: r.attemptId,
        learner: { id: learner.id, name: learner.name },
        position: r.position,
        prompt: r.definition.prompt,
        points: r.definition.points,
        answer: String((r.response as { text?: unknown } | null)?.text ?? ''),
        submittedAt: attempt.submittedAt!.toISOString(),
      };
    })
    .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt) || a.position - b.position);

  // Per question: its share of points earned, beside the rest of the attempt's score.
  const stats = new Map<
    string,
    { row: (typeof answered)[number]; fractions: number[]; rest: number[]; correct: number }
  >();
  for (const r of answered) {
    if (r.score === null || r.state === null) continue;
    const key = r.questionId ?? `${r.definition.type}:${r.definition.prompt}`;
    const entry = stats.get(key) ?? { row: r, fractions: [], rest: [], correct: 0 };
    entry.fractions.push(r.definition.points > 0 ? r.score / r.definition.points : 0);
    entry.rest.push((byAttempt.get(r.attemptId)!.attempt.score ?? 0) - r.score);
    if (r.state === 'correct') entry.correct++;
    stats.set(key, entry);
  }
  const questionStats = [...stats.values()].map(({ row, fractions, rest, correct }) => ({
    questionId: row.questionId,
    prompt: row.definition.prompt,
    type: row.definition.type,
    attempts: fractions.length,
    shareCorrect: fractions.length ? hundredths(correct / fractions.length) : null,
    facility: fractions.length ? hundredths(fractions.reduce((s, f) => s + f, 0) / fractions.length) : null,
    discrimination: correlation(fractions, rest),
  }));

  return {
    quiz: { id: quiz.id, title: quiz.title, passMark: quiz.passMark, gradingMethod: quiz.gradingMethod },
    learners: [...learners.values()],
    gradingQueue,
    questions: questionStats,
  };
}

const CSV_COLUMNS: readonly string[] = [
  'Learner',
  'Email',
  'Attempt',
  'State',
  'Started',
  'Submitted',
  'Duration (s)',
  'Score',
  'Max score',
  'Percent',
  'Passed',
];
const moment = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '');

/** GET /quizzes/{id}/results/export: one line per attempt (UTF-8 with BOM, CRLF, times UTC; platform/csv's rule). */
export async function exportResults(p: Platform, viewer: Viewer, quizId: string) {
  const results = await quizResults(p, viewer, quizId);
  const rows = results.learners.flatMap(({ learner, attempts }) =>
    attempts.map((a) => [
      learner.name,
      learner.email,
      String(a.number),
      a.state,
      moment(a.startedAt),
      moment(a.submittedAt),
      a.durationSeconds === null ? '' : String(a.durationSeconds),
      a.score === null ? '' : String(a.score),
      String(a.maxScore),
      a.percent === null ? '' : String(a.percent),
      a.passed === null ? '' : a.passed ? 'yes' : 'no',
    ]),
  );
  const day = new Date().toISOString().slice(0, 10);
  return { fileName: `quiz-results-${day}.csv`, csv: writeCsv([CSV_COLUMNS, ...rows]) };
}

/** Whether an attempt's question can be graded again against this definition of it. */
function regradable(row: repo.AttemptQuestionRow, definition: QuestionDefinition): boolean {
  if (definition.type !== row.definition.type) return false;
  if (definition.type !== 'calculated') return true;
  const values = row.display.values ?? {};
  const used = wildcardsUsed(
    definition.prompt,
    definition.answers.map((a) => a.formula),
  );
  return used.every((name) => Object.hasOwn(values, name)) && valuesGiveNumbers(definition, values);
}

/**
 * POST /quizzes/{id}/regrade: every closed attempt graded again against the current version of its questions (a
 * corrected answer, changed points); essays keep their hand marks. A newly passed attempt records its events.
 */
export async function regrade(p: Platform, viewer: Viewer, quizId: string): Promise<RegradeResult> {
  const { quiz, course } = await ownedQuiz(p, viewer, quizId);
  return p.events.transaction(async (tx: Tx, record) => {
    const closed = await repo.lockClosed(tx, quiz.id);
    let changed = 0;
    for (const attempt of closed) {
      const rows = await repo.questionsOf(tx, attempt.id);
      const current = await repo.bankQuestions(
        tx,
        rows.flatMap((r) => (r.questionId ? [r.questionId] : [])),
      );
      for (const r of rows) {
        const q = current.find((c) => c.id === r.questionId);
        // A deleted question keeps the copy the attempt was given; one whose type changed cannot be regraded, nor
        // a calculated one that now uses a wildcard the attempt drew no value for (its values are the attempt's).
        const definition = q && regradable(r, q.definition) ? q.definition : r.definition;
        let { state, score } = r;
        if (definition.type !== 'essay')
          ({ state, score } = gradeWithTries(definition, r.response ?? undefined, r.display.values ?? {}, r.tries));
        else if (r.score !== null && r.score > definition.points) score = definition.points;
        r.state = state;
        r.score = score;
        r.definition = definition;
        await repo.updateQuestion(tx, attempt.id, r.position, {
          definition,
          questionVersion: q?.version ?? r.questionVersion,
          state,
          score,
        });
      }
      const maxScore = hundredths(rows.reduce((s, r) => s + r.definition.points, 0));
      const totals = totalsOf(rows, maxScore, quiz.passMark);
      if (totals.score === attempt.score && totals.percent === attempt.percent && maxScore === attempt.maxScore)
        continue;
      changed++;
      const updated = await repo.updateAttempt(tx, attempt.id, { ...totals, maxScore, gradings: attempt.gradings + 1 });
      await afterGraded(record, updated, quiz, course.id, attempt.passed === true);
    }
    return { attempts: closed.length, changed };
  });
}

/** GET /quizzes/{id}/preview: an attempt as a learner would get one now — drawn, not stored, nothing recorded. */
export async function previewQuiz(p: Platform, viewer: Viewer, quizId: string): Promise<Attempt> {
  const { quiz, course } = await ownedQuiz(p, viewer, quizId);
  const picked = await p.db.transaction((tx) => draw(tx, quiz), { accessMode: 'read only' });
  const me = await repo.learnerOf(p.db, viewer.userId);
  const now = new Date();
  return {
    id: randomUUID(),
    quizId: quiz.id,
    quizTitle: quiz.title,
    courseId: course.id,
    lessonId: quiz.lessonId,
    learner: me!,
    number: 1,
    state: 'in-progress',
    layout: quiz.layout,
    behaviour: quiz.behaviour,
    startedAt: now.toISOString(),
    deadline: quiz.timeLimitMinutes ? new Date(now.getTime() + quiz.timeLimitMinutes * 60_000).toISOString() : null,
    now: now.toISOString(),
    submittedAt: null,
    closedBy: null,
    maxScore: hundredths(picked.reduce((s, q) => s + q.points, 0)),
    score: null,
    percent: null,
    passed: null,
    reviewOpen: false,
    questions: picked.map((q, i) =>
      questionView(
        {
          attemptId: '',
          position: i + 1,
          questionId: q.id,
          questionVersion: q.version,
          definition: q.definition,
          display: displayOf(q.definition, quiz.shuffleOptions),
          response: null,
          flagged: false,
          savedAt: null,
          state: null,
          score: null,
          graderComment: null,
          gradedBy: null,
          gradedAt: null,
          tries: 0,
          checkedResponse: null,
          finished: false,
        },
        { open: false, interactive: quiz.behaviour === 'interactive', showAnswers: false },
      ),
    ),
  };
}
