import type { Tx } from '../../platform/db.ts';
import type { RecordEvent } from '../../platform/events.ts';
import * as repo from './progress.repository.ts';

declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** A learner completed a lesson (by hand, or by passing its quiz): a day of learning (points' streaks). Once. */
    'lesson.completed': { learnerId: string; courseId: string; lessonId: string; completedAt: string };
    /** A learner opened a lesson in the player (it became their resume point): the analytics count it. */
    'lesson.opened': { learnerId: string; courseId: string; lessonId: string; at: string };
    /**
     * A learner completed every lesson of a course (certificates and notifications subscribe). Once per enrolment
     * and round: a retake to renew its certificate (ADR 0068) completes the next round.
     */
    'course.completed': {
      enrolmentId: string;
      /** The enrolment's round: 1, and more for a retake (absent from jobs stored before rounds existed). */
      cycle?: number;
      courseId: string;
      courseTitle: string;
      learnerId: string;
      completedAt: string;
    };
  }
}

/**
 * Recomputes `completed_lessons` and `progress` of a course's enrolments (or of one of them) from the completions
 * and the course's lessons, and completes those that now hold every lesson, recording `course.completed` for each
 * (ADR 0032). Call it in the transaction that changed the lessons or the completions, after locking the course
 * row (FOR UPDATE when the lessons changed, FOR SHARE when a completion did): completions and lesson changes of
 * one course are then serialised, and no count is taken from a stale snapshot. A completion, once set, stays.
 */
export async function recomputeProgress(
  tx: Tx,
  record: RecordEvent,
  courseId: string,
  enrolmentId?: string,
): Promise<{ completed: string[] }> {
  const course = await repo.courseFill(tx, courseId);
  if (!course) return { completed: [] };
  // Who completes now: open enrolments that hold every lesson (a course with no lessons completes nobody).
  const finishing = course.lessons > 0 ? await repo.openHoldingAll(tx, course.lessons, courseId, enrolmentId) : [];
  const now = new Date();
  await repo.writeProgress(tx, course.lessons, courseId, enrolmentId);
  for (const e of finishing) {
    await repo.markCompleted(tx, e.id, now);
    await record('course.completed', {
      enrolmentId: e.id,
      cycle: e.cycle,
      courseId,
      courseTitle: course.title,
      learnerId: e.userId,
      completedAt: now.toISOString(),
    });
  }
  return { completed: finishing.map((e) => e.id) };
}
