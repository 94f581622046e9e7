import { ATTEMPT_GRACE_SECONDS } from '@talentpath/contracts/attempts';
import type { Tx } from '../../platform/db.ts';
import type { RecordEvent } from '../../platform/events.ts';
import { remember } from './attempt-view.ts';
import * as repo from './attempts.repository.ts';
import type { AttemptQuestionRow, AttemptRow } from './attempts.repository.ts';
import { type Grade, gradeWithTries } from './grading.ts';
import type { QuizRow } from './quizzes.repository.ts';

// Closing and grading an attempt (ADR 0036): once, under its row's lock — by the learner's submit, or by its
// deadline with what was saved by then — and its events when it has its final marks.

declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** A learner started an attempt (a new one, not one resumed): the analytics count it as activity. */
    'quiz.attempt-started': { attemptId: string; quizId: string; courseId: string; userId: string; at: string };
    /** An attempt got its final marks (at close, or when its last essay was marked). */
    'quiz.graded': {
      attemptId: string;
      quizId: string;
      quizTitle: string;
      learnerId: string;
      percent: number;
      passed: boolean;
      /** Graded at the learner's own submit (they see the result there), not later by a grader or a deadline. */
      atSubmit: boolean;
    };
    /** An attempt closed with answers only a person can mark (an essay): the course owner has work. */
    'quiz.needs-grading': { attemptId: string; quizId: string; quizTitle: string; courseId: string; learnerId: string };
    /**
     * An attempt passed its quiz, once (certificates and notifications subscribe). A quiz its lesson requires
     * (`requiredToCompleteLesson`) completes the lesson for the learner: the enrolments module does so within.
     */
    'quiz.passed': {
      attemptId: string;
      /** The attempt's number: 1 when passed at the first try (points' first-try bonus). */
      attemptNumber: number;
      quizId: string;
      quizTitle: string;
      learnerId: string;
      percent: number;
      courseId: string;
      lessonId: string;
      requiredToCompleteLesson: boolean;
    };
  }
}

const GRACE_MS = ATTEMPT_GRACE_SECONDS * 1000;
/**
 * To the hundredth, half up, as PostgreSQL's numeric rounds: the product is cut to 12 significant digits first, so
 * that binary fractions do not tip a half down (50.115 × 100 is 5011.499… in floating point).
 */
const hundredths = (n: number) => Math.round(Number((n * 100).toPrecision(12))) / 100;

export function totalsOf(
  rows: readonly Pick<AttemptQuestionRow, 'state' | 'score'>[],
  maxScore: number,
  passMark: number,
) {
  // A negative mark (ADR 0051) takes from the other questions' marks, never the attempt below 0.
  const score = Math.max(0, hundredths(rows.reduce((sum, r) => sum + (r.score ?? 0), 0)));
  if (rows.some((r) => r.state === 'needs-grading'))
    return { state: 'needs-grading' as const, score, percent: null, passed: null };
  const percent = maxScore > 0 ? hundredths((100 * score) / maxScore) : 100;
  return { state: 'graded' as const, score, percent, passed: percent >= passMark };
}

/** The quiz's grade for a learner over their graded attempts, by its grading method (percent). */
export function gradeOf(
  quiz: Pick<QuizRow, 'gradingMethod'>,
  graded: readonly Pick<AttemptRow, 'number' | 'percent'>[],
) {
  const percents = [...graded].sort((a, b) => a.number - b.number).map((a) => a.percent!);
  if (!percents.length) return null;
  if (quiz.gradingMethod === 'highest') return Math.max(...percents);
  if (quiz.gradingMethod === 'last') return percents.at(-1)!;
  return hundredths(percents.reduce((s, x) => s + x, 0) / percents.length);
}

/**
 * After the final marks (again, after a re-mark or a regrade): the events — a required quiz passed completes its
 * lesson, in this transaction, by `quiz.passed`. `passedBefore`: it had passed already — its pass was recorded
 * then, only the new grade is now.
 */
export async function afterGraded(
  record: RecordEvent,
  attempt: AttemptRow,
  quiz: QuizRow,
  courseId: string,
  passedBefore = false,
) {
  if (attempt.state !== 'graded' || attempt.percent === null || attempt.passed === null) return;
  await record('quiz.graded', {
    attemptId: attempt.id,
    quizId: quiz.id,
    quizTitle: quiz.title,
    learnerId: attempt.userId,
    percent: attempt.percent,
    passed: attempt.passed,
    atSubmit: attempt.closedBy === 'learner' && attempt.gradings === 1,
  });
  if (!attempt.passed || passedBefore) return;
  await record('quiz.passed', {
    attemptId: attempt.id,
    attemptNumber: attempt.number,
    quizId: quiz.id,
    quizTitle: quiz.title,
    learnerId: attempt.userId,
    percent: attempt.percent,
    courseId,
    lessonId: quiz.lessonId,
    requiredToCompleteLesson: quiz.requiredToCompleteLesson,
  });
}

/** Grades every question of the attempt from its stored response and closes it. The attempt row must be locked. */
export async function close(
  tx: Tx,
  record: RecordEvent,
  attempt: AttemptRow,
  quiz: QuizRow,
  courseId: string,
  closedBy: 'learner' | 'deadline',
  at: Date,
) {
  const rows = await repo.questionsOf(tx, attempt.id);
  const grades = new Map<number, Grade>(
    rows.map((r) => [
      r.position,
      gradeWithTries(r.definition, r.response ?? undefined, r.display.values ?? {}, r.tries),
    ]),
  );
  const closed = await repo.closeWithMarks(
    tx,
    attempt,
    rows.map((r) => ({ position: r.position, ...grades.get(r.position)! })),
    {
      ...totalsOf([...grades.values()], attempt.maxScore, quiz.passMark),
      submittedAt: at,
      closedBy,
      gradings: attempt.gradings + 1,
    },
  );
  if (closed.state === 'needs-grading')
    await record('quiz.needs-grading', {
      attemptId: attempt.id,
      quizId: quiz.id,
      quizTitle: quiz.title,
      courseId,
      learnerId: attempt.userId,
    });
  await afterGraded(record, closed, quiz, courseId);
  remember(
    closed,
    rows.map((r) => ({ ...r, ...grades.get(r.position)! })),
  );
  return closed;
}

export const overdue = (attempt: AttemptRow, now: Date) =>
  attempt.state === 'in-progress' && attempt.deadline !== null && now.getTime() > attempt.deadline.getTime() + GRACE_MS;

/** Closes the (locked) attempt if its deadline and grace have passed, with the answers saved by then. */
export async function closeIfOverdue(
  tx: Tx,
  record: RecordEvent,
  attempt: AttemptRow,
  quiz: QuizRow,
  courseId: string,
) {
  return overdue(attempt, new Date())
    ? close(tx, record, attempt, quiz, courseId, 'deadline', attempt.deadline!)
    : attempt;
}
