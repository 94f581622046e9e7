import { COURSE_NOT_FOUND, LESSON_NOT_FOUND, MATERIAL_NOT_FOUND } from '@talentpath/contracts/learning-messages';
import type { Db, Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { editAccess, maySeeCourse, type Viewer } from './courses.policy.ts';
import * as repo from './courses.repository.ts';
import type { CourseRow, EnrolmentRow } from './courses.repository.ts';

// Load, lock and decide (ADR 0032): the one way the learning modules find out whether a caller may see or change a
// course, a lesson or a material. The rows come from courses.repository (locked where a change follows), the
// decision from courses.policy. Not seeing it is a 404, as if it did not exist; seeing but not owning it is 403
// COURSE_NOT_OWNER. `notFound`: the 404 to answer when the course is what the caller may not see (the message of
// the lesson, material, quiz… that was asked for).

type Conn = Db | Tx;
type NotFound = () => AppError;

export const courseNotFound = () => new AppError('NOT_FOUND', { message: COURSE_NOT_FOUND });
export const lessonNotFound = () => new AppError('NOT_FOUND', { message: LESSON_NOT_FOUND });
export const materialNotFound = () => new AppError('NOT_FOUND', { message: MATERIAL_NOT_FOUND });

/** The viewer's enrolment in a course (a learner's: only the Learner role enrols), or null. */
export function enrolmentOf(db: Conn, courseId: string, viewer: Viewer, lock = false): Promise<EnrolmentRow | null> {
  return viewer.role === 'Learner' ? repo.enrolmentIn(db, courseId, viewer.userId, lock) : Promise.resolve(null);
}

/** The course and the viewer's enrolment in it, if the viewer may see it; 404 otherwise. */
export async function visibleCourse(db: Conn, courseId: string, viewer: Viewer, notFound: NotFound = courseNotFound) {
  const course = await repo.findCourse(db, courseId);
  if (!course) throw notFound();
  const enrolment = await enrolmentOf(db, courseId, viewer);
  if (!maySeeCourse(viewer, course, enrolment)) throw notFound();
  return { course, enrolment };
}

/** The lesson's course and the viewer's enrolment in it, if the viewer may see the course; 404 otherwise. */
export async function visibleLessonCourse(
  db: Conn,
  lessonId: string,
  viewer: Viewer,
  notFound: NotFound = lessonNotFound,
) {
  const lesson = await repo.findLesson(db, lessonId);
  if (!lesson) throw notFound();
  return visibleCourse(db, lesson.courseId, viewer, notFound);
}

/** 404 when the viewer may not see the course, 403 COURSE_NOT_OWNER when they may see but not change it. */
function assertEditable(viewer: Viewer, course: CourseRow, notFound: NotFound) {
  const access = editAccess(viewer, course);
  if (access === 'hidden') throw notFound();
  if (access === 'not-owner') throw new AppError('COURSE_NOT_OWNER');
}

/** The course, if the viewer owns it (404 / 403 otherwise): for reads only its owner may make. */
export async function ownedCourse(
  db: Conn,
  courseId: string,
  viewer: Viewer,
  notFound: NotFound = courseNotFound,
): Promise<CourseRow> {
  const course = await repo.findCourse(db, courseId);
  if (!course) throw notFound();
  assertEditable(viewer, course, notFound);
  return course;
}

/** The course, locked until the transaction ends, if the viewer owns it (404 / 403 otherwise). */
export async function lockEditableCourse(
  tx: Tx,
  courseId: string,
  viewer: Viewer,
  notFound: NotFound = courseNotFound,
): Promise<CourseRow> {
  const course = await repo.lockCourse(tx, courseId);
  if (!course) throw notFound();
  assertEditable(viewer, course, notFound);
  return course;
}

/** The lesson and its course (the course locked), if the viewer owns the course. */
export async function lockEditableLesson(tx: Tx, lessonId: string, viewer: Viewer, notFound = lessonNotFound) {
  const found = await repo.findLesson(tx, lessonId);
  if (!found) throw notFound();
  const course = await lockEditableCourse(tx, found.courseId, viewer, notFound);
  // Read again under the course's lock: a concurrent delete may have removed it meanwhile.
  const lesson = await repo.findLesson(tx, lessonId);
  if (!lesson) throw notFound();
  return { lesson, course };
}

/** The material, its lesson and course (the course locked), if the viewer owns the course. */
export async function lockEditableMaterial(tx: Tx, materialId: string, viewer: Viewer) {
  const found = await repo.findMaterial(tx, materialId);
  if (!found) throw materialNotFound();
  const { lesson, course } = await lockEditableLesson(tx, found.lessonId, viewer, materialNotFound);
  const material = await repo.findMaterial(tx, materialId);
  if (!material) throw materialNotFound();
  return { material, lesson, course };
}

/**
 * The course share-locked (its lessons stay as they are; it is neither archived nor deleted) and the learner's
 * enrolment in it locked, until the transaction ends, if the viewer may see the course (404 otherwise): a learner's
 * enrolling, completions and attempts in one course are taken one after the other. The caller decides with the
 * policy what the viewer may do (mayEnrol, mayProgress).
 */
export async function lockLearnerCourse(tx: Tx, courseId: string, viewer: Viewer, notFound = courseNotFound) {
  const { course, enrolment } = await lockForLearner(tx, courseId, viewer);
  if (!course || !maySeeCourse(viewer, course, enrolment)) throw notFound();
  return { course, enrolment };
}

/** What lockLearnerCourse locks, without deciding anything: the course (undefined if gone) and the enrolment. */
export async function lockForLearner(tx: Tx, courseId: string, viewer: Viewer) {
  const course = await repo.lockCourse(tx, courseId, 'share');
  const enrolment = course ? await enrolmentOf(tx, courseId, viewer, true) : null;
  return { course, enrolment };
}

/** lockLearnerCourse for the lesson's course, with the lesson (read again under the course's lock). */
export async function lockLearnerLesson(tx: Tx, lessonId: string, viewer: Viewer) {
  const found = await repo.findLesson(tx, lessonId);
  if (!found) throw lessonNotFound();
  const { course, enrolment } = await lockLearnerCourse(tx, found.courseId, viewer, lessonNotFound);
  // A concurrent delete may have removed it before the course was locked.
  const lesson = await repo.findLesson(tx, lessonId);
  if (!lesson) throw lessonNotFound();
  return { course, enrolment, lesson };
}
