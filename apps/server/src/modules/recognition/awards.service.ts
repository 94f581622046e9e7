import type { Platform } from '../../platform/context.ts';
import { courseRow } from '../courses/courses.public.ts';
import { awardPoints, noteLearningDay, ruleOf } from './points.service.ts';

// What pays points (issue 25, ADR 0066), each by a durable subscriber: the key of each award names what caused it,
// so a job run again pays nothing. Learning only — nothing is paid for signing in or for viewing a page.

/**
 * A course completed: the course's points, in its category — once per enrolment: retaking the course to renew its
 * certificate (a later round, ADR 0068) pays nothing again, as a quiz passed again pays nothing (no farm).
 */
export async function awardCourseCompleted(
  p: Platform,
  e: { enrolmentId: string; cycle?: number; courseId: string; courseTitle: string; learnerId: string },
) {
  if ((e.cycle ?? 1) > 1) return;
  const course = await courseRow(p.db, e.courseId);
  await p.events.transaction((tx, record) =>
    awardPoints(tx, record, {
      userId: e.learnerId,
      kind: 'course-completed',
      sourceKey: `course-completed:${e.enrolmentId}`,
      categoryId: course?.categoryId ?? null,
      subject: e.courseTitle,
    }),
  );
}

/**
 * A quiz passed (once per quiz and learner): its points, a bonus at the first try and one for a high score (the
 * rule's percent). The pass's percent is kept: badges count quizzes passed at 100%.
 */
export async function awardQuizPassed(
  p: Platform,
  e: {
    quizId: string;
    quizTitle?: string;
    learnerId: string;
    percent: number;
    courseId: string;
    attemptNumber?: number;
  },
) {
  const course = await courseRow(p.db, e.courseId);
  const base = { userId: e.learnerId, categoryId: course?.categoryId ?? null, subject: e.quizTitle ?? null };
  await p.events.transaction(async (tx, record) => {
    await awardPoints(tx, record, {
      ...base,
      kind: 'quiz-passed',
      sourceKey: `quiz-passed:${e.quizId}`,
      amount: Math.floor(e.percent),
    });
    if (e.attemptNumber === 1)
      await awardPoints(tx, record, { ...base, kind: 'quiz-first-try', sourceKey: `quiz-first-try:${e.quizId}` });
    const highScore = await ruleOf(tx, 'quiz-high-score');
    if (highScore.threshold !== null && e.percent >= highScore.threshold)
      await awardPoints(tx, record, {
        ...base,
        kind: 'quiz-high-score',
        sourceKey: `quiz-high-score:${e.quizId}`,
        amount: Math.floor(e.percent),
      });
  });
}

/**
 * A forum answer accepted (its asker or the forum's staff chose it): the answerer's points, once per answer — taken
 * back and accepted again, or another answer accepted and then this one again, pays nothing more.
 */
export async function awardAnswerAccepted(
  p: Platform,
  e: { postId: string; answererId: string; threadTitle?: string },
) {
  await p.events.transaction((tx, record) =>
    awardPoints(tx, record, {
      userId: e.answererId,
      kind: 'forum-answer-accepted',
      sourceKey: `forum-answer-accepted:${e.postId}`,
      categoryId: null,
      subject: e.threadTitle ?? null,
    }),
  );
}

/** A day of learning (a lesson completed, a quiz graded): the streak. */
export async function noteLearning(p: Platform, userId: string, at: Date) {
  await p.events.transaction((tx, record) => noteLearningDay(tx, record, userId, at.toISOString().slice(0, 10)));
}
