import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db.ts';
import {
  courses,
  enrolmentCycles,
  enrolments,
  lessonCompletionHistory,
  lessonCompletions,
  lessons,
} from '../../db/schema/learning.ts';

// Queries of a learner's progress: the lessons each enrolment completed (read through the lessons module, which
// opens lessons by them), and the progress figures recomputed from them (ADR 0032). Only reads and writes, no rules.

/** Stores the completion (once: a second call changes nothing); true when it is new. */
export async function insertCompletion(tx: Tx, enrolmentId: string, lessonId: string): Promise<boolean> {
  const rows = await tx
    .insert(lessonCompletions)
    .values({ enrolmentId, lessonId })
    .onConflictDoNothing()
    .returning({ lessonId: lessonCompletions.lessonId });
  return rows.length > 0;
}

/** The course's title and how many lessons it holds; null when it is gone. */
export async function courseFill(tx: Tx, courseId: string): Promise<{ title: string; lessons: number } | null> {
  const [course] = await tx.select({ title: courses.title }).from(courses).where(eq(courses.id, courseId));
  if (!course) return null;
  return { title: course.title, lessons: await tx.$count(lessons, eq(lessons.courseId, courseId)) };
}

/** The course's enrolments, or one of them. */
const scopeOf = (courseId: string, enrolmentId?: string) =>
  and(eq(enrolments.courseId, courseId), enrolmentId ? eq(enrolments.id, enrolmentId) : undefined);

// Written out: drizzle leaves a one-table query's columns unqualified, and inside this subquery they must not be.
const done = sql<number>`(select count(*)::int from lesson_completions lc where lc.enrolment_id = "enrolments"."id")`;

/** Open enrolments (of the scope) that hold at least `total` lessons: those who complete now. */
export function openHoldingAll(tx: Tx, total: number, courseId: string, enrolmentId?: string) {
  return tx
    .select({ id: enrolments.id, userId: enrolments.userId, cycle: enrolments.cycle })
    .from(enrolments)
    .where(and(scopeOf(courseId, enrolmentId), isNull(enrolments.completedAt), sql`${done} >= ${total}::int`));
}

/**
 * `completed_lessons` and `progress` from the completions, for a course of `total` lessons: a completed enrolment
 * stays at 100; the others are the share of lessons done, rounded down.
 */
export async function writeProgress(tx: Tx, total: number, courseId: string, enrolmentId?: string) {
  await tx
    .update(enrolments)
    .set({
      completedLessons: done,
      progress: sql`case when ${enrolments.completedAt} is not null then 100 when ${total}::int = 0 then 0 else least(100, floor(100.0 * ${done} / ${total}::int))::smallint end`,
    })
    .where(scopeOf(courseId, enrolmentId));
}

export async function markCompleted(tx: Tx, id: string, at: Date) {
  await tx.update(enrolments).set({ completedAt: at, progress: 100 }).where(eq(enrolments.id, id));
}

/** The learner worked on the course now: started (if not yet) and last active now. */
export async function touch(tx: Tx, id: string, lastLessonId?: string) {
  await tx
    .update(enrolments)
    .set({
      startedAt: sql`coalesce(${enrolments.startedAt}, now())`,
      lastAccessedAt: sql`now()`,
      ...(lastLessonId ? { lastLessonId } : {}),
    })
    .where(eq(enrolments.id, id));
}

/**
 * Closes the enrolment's round (a retake, ADR 0068): the round and its lesson completions go to the history, and the
 * enrolment starts the next round — nothing done, not started, no due date (the one set was for the round before).
 */
export async function closeRound(
  tx: Tx,
  e: { id: string; cycle: number; startedAt: Date | null; completedAt: Date },
): Promise<void> {
  await tx
    .insert(enrolmentCycles)
    .values({ enrolmentId: e.id, cycle: e.cycle, startedAt: e.startedAt, completedAt: e.completedAt });
  await tx.execute(sql`
    with moved as (
      delete from ${lessonCompletions} where enrolment_id = ${e.id} returning lesson_id, completed_at
    )
    insert into ${lessonCompletionHistory} (enrolment_id, cycle, lesson_id, completed_at)
    select ${e.id}, ${e.cycle}::int, lesson_id, completed_at from moved`);
  await tx
    .update(enrolments)
    .set({
      cycle: e.cycle + 1,
      completedAt: null,
      startedAt: null,
      progress: 0,
      completedLessons: 0,
      lastLessonId: null,
      dueDate: null,
      dueSoonRecordedFor: null,
      overdueRemindedAt: null,
    })
    .where(eq(enrolments.id, e.id));
}
