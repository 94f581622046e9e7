import type { CourseProgress, LessonCompletion } from '@talentpath/contracts/enrolments';
import { LESSON_NOT_FOUND } from '@talentpath/contracts/learning-messages';
import type { Platform } from '../../platform/context.ts';
import { type Db, readTogether, type Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { RecordEvent } from '../../platform/events.ts';
import {
  lessonAccess,
  lockForLearner,
  lockLearnerCourse,
  lockLearnerLesson,
  mayProgress,
  type Viewer,
  visibleCourse,
} from '../courses/courses.public.ts';
import { renewableByRetake } from '../certificates/certificates.public.ts';
import { completedLessons, courseLessons } from '../lessons/lessons.public.ts';
import { lessonNeedsQuiz } from '../quizzes/quizzes.public.ts';
import { readEnrolment } from './enrolment-view.ts';
import { recomputeProgress } from './progress.ts';
import * as repo from './progress.repository.ts';

// A learner's progress in a course (ADR 0032): read lesson by lesson, the resume point moved as the player opens a
// lesson, and lessons completed — forward only, each once, the course completed exactly once.

/** The enrolment with its completed lessons in course order, the next lesson and where the player resumes. */
async function progressOf(p: Platform, db: Db | Tx, viewer: Viewer, enrolmentId: string, courseId: string) {
  const [enrolment, order, done] = await readTogether(db, [
    () => readEnrolment(p, db, viewer, enrolmentId),
    () => courseLessons(db, courseId),
    () => completedLessons(db, enrolmentId),
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
  return p.events.transaction(async (tx, record) => {
    const { course, enrolment } = await lockLearnerCourse(tx, courseId, viewer);
    if (!enrolment) throw new AppError('NOT_ENROLLED');
    const id = lessonId.toLowerCase();
    // Under the course's share lock: its lessons are as they stay until the commit.
    if (!(await courseLessons(tx, course.id)).some((l) => l.id === id))
      throw new AppError('VALIDATION', {
        message: LESSON_NOT_FOUND,
        details: [{ path: 'lessonId', message: LESSON_NOT_FOUND }],
      });
    const done = await completedLessons(tx, enrolment.id);
    const access = lessonAccess(viewer, course, enrolment, done.has(id));
    if (access === 'locked') throw new AppError('LESSON_LOCKED');
    if (access !== 'open') throw new AppError('NOT_ENROLLED');
    await repo.touch(tx, enrolment.id, id);
    await record('lesson.opened', {
      learnerId: viewer.userId,
      courseId: course.id,
      lessonId: id,
      at: new Date().toISOString(),
    });
    return progressOf(p, tx, viewer, enrolment.id, course.id);
  });
}

/**
 * POST /lessons/{id}/complete: idempotent. The course is share-locked (its lessons stay as they are) and then the
 * enrolment locked, so concurrent completions of one learner are counted one after the other and the course is
 * completed by exactly one of them (`courseCompleted` true on that call only).
 */
export async function completeLesson(p: Platform, viewer: Viewer, lessonId: string): Promise<LessonCompletion> {
  return p.events.transaction(async (tx, record) => {
    const { course, enrolment, lesson } = await lockLearnerLesson(tx, lessonId, viewer);
    const verdict = mayProgress(viewer, course, enrolment);
    if (verdict !== 'ok') throw new AppError(verdict);
    // A lesson with a required quiz is completed by passing it (issue 12), not by hand.
    if (!(await completedLessons(tx, enrolment!.id)).has(lesson.id) && (await lessonNeedsQuiz(tx, lesson.id)))
      throw new AppError('LESSON_NEEDS_QUIZ');
    if (await repo.insertCompletion(tx, enrolment!.id, lesson.id))
      await record('lesson.completed', {
        learnerId: viewer.userId,
        courseId: course.id,
        lessonId: lesson.id,
        completedAt: new Date().toISOString(),
      });
    await repo.touch(tx, enrolment!.id);
    const { completed } = await recomputeProgress(tx, record, course.id, enrolment!.id);
    return {
      ...(await progressOf(p, tx, viewer, enrolment!.id, course.id)),
      courseCompleted: completed.includes(enrolment!.id),
    };
  });
}

/**
 * POST /courses/{id}/retake (ADR 0068): the learner takes the completed course again to renew its certificate, once
 * that has ended or ends within 90 days (409 RETAKE_NOT_DUE before, and for a revoked one). The round closes — its
 * completion and lessons kept in the history — and the course starts again from its first lesson, its quizzes with
 * their attempts afresh; completing it issues a new certificate that renews the old one (which keeps its own end).
 * Under the enrolment's lock: two retakes at once close one round.
 */
export async function retakeCourse(p: Platform, viewer: Viewer, courseId: string): Promise<CourseProgress> {
  return p.events.transaction(async (tx) => {
    const { course, enrolment } = await lockLearnerCourse(tx, courseId, viewer);
    if (!enrolment) throw new AppError('NOT_ENROLLED');
    const verdict = mayProgress(viewer, course, enrolment);
    if (verdict !== 'ok') throw new AppError(verdict);
    if (!enrolment.completedAt || !(await renewableByRetake(tx, enrolment.id, enrolment.cycle)))
      throw new AppError('RETAKE_NOT_DUE');
    await repo.closeRound(tx, { ...enrolment, completedAt: enrolment.completedAt });
    return progressOf(p, tx, viewer, enrolment.id, course.id);
  });
}

/**
 * A quiz passed that its lesson requires (`quiz.passed`, within the grading's transaction) completes the lesson
 * for the learner, and maybe the course — in a published course they are enrolled in (an archived one is closed
 * to progress).
 */
export async function completeLessonByQuiz(
  tx: Tx,
  record: RecordEvent,
  passed: { learnerId: string; courseId: string; lessonId: string },
) {
  const learner: Viewer = { userId: passed.learnerId, role: 'Learner' };
  const { course, enrolment } = await lockForLearner(tx, passed.courseId, learner);
  if (!course || !enrolment || mayProgress(learner, course, enrolment) !== 'ok') return;
  if (await repo.insertCompletion(tx, enrolment.id, passed.lessonId))
    await record('lesson.completed', {
      learnerId: passed.learnerId,
      courseId: course.id,
      lessonId: passed.lessonId,
      completedAt: new Date().toISOString(),
    });
  await recomputeProgress(tx, record, course.id, enrolment.id);
}
