import { mayEnter } from '@talentpath/contracts/access';
import type { CourseStatus } from '@talentpath/contracts/courses';
import type { Role } from '@talentpath/contracts/roles';

// Who may do what with a course (ADR 0032): pure decisions on what is known of the course and the caller, the
// one place the learning modules ask. Tested allow and deny per role (courses.policy.test.ts).

export type Viewer = { userId: string; role: Role };
export type CourseTarget = { status: CourseStatus; ownerId: string | null };
/** The viewer's enrolment in the course, if any. */
export type EnrolmentTarget = { completedAt: Date | string | null } | null;

/** Admins and SuperAdmins: they see every course and every enrolment, and hand courses on. */
export const isAdmin = (viewer: Viewer) => mayEnter('admin', viewer.role);
const isOwner = (viewer: Viewer, course: CourseTarget) =>
  viewer.role === 'CourseCoordinator' && course.ownerId !== null && course.ownerId === viewer.userId;

/**
 * May the viewer know the course exists? A draft: its owner and admins. Published: every signed-in role.
 * Archived: its owner, admins, and the learners enrolled in it. (Anyone else is answered 404.)
 */
export function maySeeCourse(viewer: Viewer, course: CourseTarget, enrolment: EnrolmentTarget): boolean {
  if (isAdmin(viewer) || isOwner(viewer, course)) return true;
  if (course.status === 'published') return true;
  return course.status === 'archived' && viewer.role === 'Learner' && enrolment !== null;
}

/** May the viewer change the course, its lessons, materials and enrolments? Its owner, as a CourseCoordinator. */
export const mayEditCourse = (viewer: Viewer, course: CourseTarget): boolean => isOwner(viewer, course);

/**
 * How a change by the viewer is answered: `ok` (the owner), `not-owner` (may see it but not change it: 403
 * COURSE_NOT_OWNER) or `hidden` (may not even see it: 404, as if it did not exist).
 */
export function editAccess(viewer: Viewer, course: CourseTarget): 'ok' | 'not-owner' | 'hidden' {
  if (mayEditCourse(viewer, course)) return 'ok';
  return maySeeCourse(viewer, course, null) ? 'not-owner' : 'hidden';
}

/**
 * May the viewer oversee the course: its publish checklist, its enrolments and its learners? Its owner, and admins
 * (who may hand it on).
 */
export const mayOverseeCourse = (viewer: Viewer, course: CourseTarget): boolean =>
  isOwner(viewer, course) || isAdmin(viewer);

/** May the viewer hand the course to another coordinator? Admins and SuperAdmins. */
export const mayReassignCourse = (viewer: Viewer): boolean => isAdmin(viewer);

/** May a learner enrol themselves? In the Learner role, in a published course. */
export const mayEnrol = (viewer: Viewer, course: CourseTarget): boolean =>
  viewer.role === 'Learner' && course.status === 'published';

export type LessonAccess = 'open' | 'locked' | 'outline';

/**
 * What the viewer gets of a lesson's materials: `open` (the content), `locked` (an enrolled learner in an archived
 * course, for a lesson they did not complete: 403 LESSON_LOCKED when asked for), or `outline` (titles and kinds
 * only: not enrolled). The owner and admins open every lesson, in every status.
 */
export function lessonAccess(
  viewer: Viewer,
  course: CourseTarget,
  enrolment: EnrolmentTarget,
  lessonCompleted: boolean,
): LessonAccess {
  if (isAdmin(viewer) || isOwner(viewer, course)) return 'open';
  if (viewer.role !== 'Learner' || enrolment === null) return 'outline';
  if (course.status === 'published') return 'open';
  if (course.status === 'archived') return lessonCompleted ? 'open' : 'locked';
  return 'outline';
}

/**
 * May the viewer complete lessons (and move their resume point)? A learner enrolled in a published course. An
 * archived course is closed to progress (409 COURSE_ARCHIVED); not enrolled is 403 NOT_ENROLLED.
 */
export function mayProgress(
  viewer: Viewer,
  course: CourseTarget,
  enrolment: EnrolmentTarget,
): 'ok' | 'NOT_ENROLLED' | 'COURSE_ARCHIVED' {
  if (viewer.role !== 'Learner' || enrolment === null) return 'NOT_ENROLLED';
  if (course.status === 'archived') return 'COURSE_ARCHIVED';
  return course.status === 'published' ? 'ok' : 'NOT_ENROLLED';
}
