import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db.ts';
import type { RecordEvent } from '../../platform/events.ts';
import { courses, enrolments, lessons } from '../../db/schema/learning.ts';

declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** A learner completed every lesson of a course (certificates and notifications subscribe). Once per enrolment. */
    'course.completed': {
      enrolmentId: string;
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
  const [course] = await tx.select({ title: courses.title }).from(courses).where(eq(courses.id, courseId));
  if (!course) return { completed: [] };
  const total = await tx.$count(lessons, eq(lessons.courseId, courseId));
  const scope = and(eq(enrolments.courseId, courseId), enrolmentId ? eq(enrolments.id, enrolmentId) : undefined);
  // Written out: drizzle leaves a one-table query's columns unqualified, and inside this subquery they must not be.
  const done = sql<number>`(select count(*)::int from lesson_completions lc where lc.enrolment_id = "enrolments"."id")`;

  // Who completes now: open enrolments that hold every lesson (a course with no lessons completes nobody).
  const finishing =
    total > 0
      ? await tx
          .select({ id: enrolments.id, userId: enrolments.userId })
          .from(enrolments)
          .where(and(scope, isNull(enrolments.completedAt), sql`${done} >= ${total}::int`))
      : [];
  const now = new Date();
  await tx
    .update(enrolments)
    .set({
      completedLessons: done,
      // A completed enrolment stays at 100; the others are the share of lessons done, rounded down.
      progress: sql`case when ${enrolments.completedAt} is not null then 100 when ${total}::int = 0 then 0 else least(100, floor(100.0 * ${done} / ${total}::int))::smallint end`,
    })
    .where(scope);
  for (const e of finishing) {
    await tx.update(enrolments).set({ completedAt: now, progress: 100 }).where(eq(enrolments.id, e.id));
    await record('course.completed', {
      enrolmentId: e.id,
      courseId,
      courseTitle: course.title,
      learnerId: e.userId,
      completedAt: now.toISOString(),
    });
  }
  return { completed: finishing.map((e) => e.id) };
}
