import { and, eq } from 'drizzle-orm';
import type { CourseProgress, LessonCompletion } from '@talentpath/contracts/enrolments';
import { LESSON_NOT_FOUND } from '@talentpath/contracts/learning-messages';
import type { Platform } from '../../platform/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { courses, lessons } from '../../db/schema/learning.ts';
import { quizzes } from '../../db/schema/quizzes.ts';
import { courseNotFound, lessonNotFound, visibleCourse } from '../courses/courses.public.ts';
import { lessonAccess, mayProgress, maySeeCourse, type Viewer } from '../courses/courses.public.ts';
import { completedLessonIds, lessonsOfCourse } from '../lessons/lessons.public.ts';
import { readEnrolment } from './enrolment-view.ts';
import * as repo from './enrolments.repository.ts';
import { recomputeProgress } from './progress.ts';

// A learner's progress in a course (ADR 0032): read lesson by lesson, the resume point moved as the player opens a
// lesson, and lessons completed — forward only, each once, the course completed exactly once.

/** The enrolment with its completed lessons in course order, the next lesson and where the player resumes. */
async function progressOf(p: Platform, db: Db | Tx, viewer: Viewer, enrolmentId: string, courseId: string) {
  const [enrolment, order, done] = await Promise.all([
    readEnrolment(p, db, viewer, enrolmentId),
    lessonsOfCourse(db, courseId),
    completedLessonIds(db, enrolmentId),
  ]);
  const nextLessonId = order.find((l) => !done.has(l.id))?.id ?? null;
  return {
    enrolment: enrolment!,
    completedLessonIds: order.filter((l) => done.has(l.id)).map((l) => l.id),
    nextLessonId,
    // last_lesson_id is set null when its lesson goes, so a value here is a lesson that still exists.
    resumeLessonId: enrolment!.lastLesson?.id ?? nextLessonId ?? order[0]?.id ?? null,
  } satisfies CourseProgress;
}

/** GET /courses/{id}/progress: the caller's (404 if they may not see the course, 403 NOT_ENROLLED if not enrolled). */
export async function getProgress(p: Platform, viewer: Viewer, courseId: string): Promise<CourseProgress> {
  const { course, enrolment } = await visibleCourse(p.db, courseId, viewer);
  if (!enrolment) throw new AppError('NOT_ENROLLED');
  return progressOf(p, p.db, viewer, enrolment.id, course.id);
}

/** The course share-locked: its lessons cannot change (nor the course be deleted) until the commit. */
async function shareLockCourse(tx: Tx, courseId: string) {
  const [course] = await tx.select().from(courses).where(eq(courses.id, courseId)).for('share');
  return course;
}

/**
 * PUT /courses/{id}/progress: the lesson the player opened becomes the resume point (and the course counts as
 * started). It must be a lesson of the course the learner may open: in an archived course only a completed one.
 */
export async function setPosition(
  p: Platform,
  viewer: Viewer,
  courseId: string,
  lessonId: string,
): Promise<CourseProgress> {
  return p.events.transaction(async (tx) => {
    const course = await shareLockCourse(tx, courseId);
    if (!course) throw courseNotFound();
    const enrolment = (await repo.lockOf(tx, course.id, viewer.userId)) ?? null;
    if (!maySeeCourse(viewer, course, enrolment)) throw courseNotFound();
    if (!enrolment) throw new AppError('NOT_ENROLLED');
    const id = lessonId.toLowerCase();
    const [lesson] = await tx.select({ courseId: lessons.courseId }).from(lessons).where(eq(lessons.id, id));
    if (lesson?.courseId !== course.id)
      throw new AppError('VALIDATION', {
        message: LESSON_NOT_FOUND,
        details: [{ path: 'lessonId', message: LESSON_NOT_FOUND }],
      });
    const done = await completedLessonIds(tx, enrolment.id);
    const access = lessonAccess(viewer, course, enrolment, done.has(id));
    if (access === 'locked') throw new AppError('LESSON_LOCKED');
    if (access !== 'open') throw new AppError('NOT_ENROLLED');
    await repo.touch(tx, enrolment.id, id);
    return progressOf(p, tx, viewer, enrolment.id, course.id);
  });
}

/**
 * POST /lessons/{id}/complete: idempotent. The course is share-locked (its lessons stay as they are) and then the
 * enrolment locked, so concurrent completions of one learner are counted one after the other and the course is
 * completed by exactly one of them (`courseCompleted` true on that call only).
 */
export async function completeLesson(p: Platform, viewer: Viewer, lessonId: string): Promise<LessonCompletion> {
  const [found] = await p.db.select({ courseId: lessons.courseId }).from(lessons).where(eq(lessons.id, lessonId));
  if (!found) throw lessonNotFound();
  return p.events.transaction(async (tx, record) => {
    const course = await shareLockCourse(tx, found.courseId);
    // Read again under the course's lock: a concurrent delete may have removed it meanwhile.
    const [lesson] = course ? await tx.select().from(lessons).where(eq(lessons.id, lessonId)) : [];
    if (!course || !lesson) throw lessonNotFound();
    const enrolment = (await repo.lockOf(tx, course.id, viewer.userId)) ?? null;
    if (!maySeeCourse(viewer, course, enrolment)) throw lessonNotFound();
    const verdict = mayProgress(viewer, course, enrolment);
    if (verdict !== 'ok') throw new AppError(verdict);
    // A lesson with a required quiz is completed by passing it (issue 12), not by hand.
    if (!(await completedLessonIds(tx, enrolment!.id)).has(lesson.id)) {
      const required = await tx.$count(
        quizzes,
        and(eq(quizzes.lessonId, lesson.id), eq(quizzes.requiredToCompleteLesson, true)),
      );
      if (required > 0) throw new AppError('LESSON_NEEDS_QUIZ');
    }
    await repo.insertCompletion(tx, enrolment!.id, lesson.id);
    await repo.touch(tx, enrolment!.id);
    const { completed } = await recomputeProgress(tx, record, course.id, enrolment!.id);
    return {
      ...(await progressOf(p, tx, viewer, enrolment!.id, course.id)),
      courseCompleted: completed.includes(enrolment!.id),
    };
  });
}
