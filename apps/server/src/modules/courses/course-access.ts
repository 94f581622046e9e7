import { and, eq } from 'drizzle-orm';
import { COURSE_NOT_FOUND, LESSON_NOT_FOUND, MATERIAL_NOT_FOUND } from '@talentpath/contracts/learning-messages';
import type { Db, Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { courses, enrolments, lessons, materials } from '../../db/schema/learning.ts';
import { mayEditCourse, maySeeCourse, type Viewer } from './courses.policy.ts';

// Loading a course, lesson or material together with what the policy needs to decide about it (ADR 0032): the one
// way the learning modules find out whether a caller may see or change something. Not seeing it is a 404, as if
// it did not exist; seeing but not owning it is 403 COURSE_NOT_OWNER.

type Conn = Db | Tx;
export type CourseRow = typeof courses.$inferSelect;
export type MaterialRow = typeof materials.$inferSelect;
export type EnrolmentRow = typeof enrolments.$inferSelect;

export const courseNotFound = () => new AppError('NOT_FOUND', { message: COURSE_NOT_FOUND });
export const lessonNotFound = () => new AppError('NOT_FOUND', { message: LESSON_NOT_FOUND });
export const materialNotFound = () => new AppError('NOT_FOUND', { message: MATERIAL_NOT_FOUND });

/** The viewer's enrolment in a course (a learner's), or null. */
export async function enrolmentOf(db: Conn, courseId: string, viewer: Viewer): Promise<EnrolmentRow | null> {
  if (viewer.role !== 'Learner') return null;
  const [row] = await db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.courseId, courseId), eq(enrolments.userId, viewer.userId)));
  return row ?? null;
}

/** The course and the viewer's enrolment in it, if the viewer may see it; 404 otherwise. */
export async function visibleCourse(db: Conn, courseId: string, viewer: Viewer) {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!course) throw courseNotFound();
  const enrolment = await enrolmentOf(db, courseId, viewer);
  if (!maySeeCourse(viewer, course, enrolment)) throw courseNotFound();
  return { course, enrolment };
}

/** 404 when the viewer may not see the course, 403 COURSE_NOT_OWNER when they may see but not change it. */
function assertEditable(viewer: Viewer, course: CourseRow, notFound: () => AppError) {
  if (mayEditCourse(viewer, course)) return;
  if (!maySeeCourse(viewer, course, null)) throw notFound();
  throw new AppError('COURSE_NOT_OWNER');
}

/** The course, if the viewer owns it (404 / 403 otherwise): for reads only its owner may make. */
export async function ownedCourse(db: Conn, courseId: string, viewer: Viewer): Promise<CourseRow> {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!course) throw courseNotFound();
  assertEditable(viewer, course, courseNotFound);
  return course;
}

/**
 * The course, locked until the transaction ends, if the viewer owns it (404 / 403 otherwise). `notFound`: the 404
 * to answer when the course is what the caller may not see (a lesson's or material's own message).
 */
export async function lockEditableCourse(
  tx: Tx,
  courseId: string,
  viewer: Viewer,
  notFound: () => AppError = courseNotFound,
): Promise<CourseRow> {
  const [course] = await tx.select().from(courses).where(eq(courses.id, courseId)).for('update');
  if (!course) throw notFound();
  assertEditable(viewer, course, notFound);
  return course;
}

/** The lesson and its course (the course locked), if the viewer owns the course. */
export async function lockEditableLesson(tx: Tx, lessonId: string, viewer: Viewer, notFound = lessonNotFound) {
  const [found] = await tx.select({ courseId: lessons.courseId }).from(lessons).where(eq(lessons.id, lessonId));
  if (!found) throw notFound();
  const course = await lockEditableCourse(tx, found.courseId, viewer, notFound);
  // Read again under the course's lock: a concurrent delete may have removed it meanwhile.
  const [lesson] = await tx.select().from(lessons).where(eq(lessons.id, lessonId));
  if (!lesson) throw notFound();
  return { lesson, course };
}

/** The material, its lesson and course (the course locked), if the viewer owns the course. */
export async function lockEditableMaterial(tx: Tx, materialId: string, viewer: Viewer) {
  const [found] = await tx.select({ lessonId: materials.lessonId }).from(materials).where(eq(materials.id, materialId));
  if (!found) throw materialNotFound();
  const { lesson, course } = await lockEditableLesson(tx, found.lessonId, viewer, materialNotFound);
  const [material] = await tx.select().from(materials).where(eq(materials.id, materialId));
  if (!material) throw materialNotFound();
  return { material, lesson, course };
}
