import { LESSONS_MAX, LESSONS_TOO_MANY } from '@talentpath/contracts/learning-messages';
import type { Lesson, LessonFields, LessonList, LessonUpdate, Material } from '@talentpath/contracts/lessons';
import type { Platform } from '../../platform/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { removeFiles } from '../../platform/files.ts';
import {
  type CourseRow,
  type EnrolmentRow,
  lockEditableCourse,
  type LessonAccess,
  lessonAccess,
  lockEditableLesson,
  markCourseChanged,
  type Viewer,
  visibleCourse,
} from '../courses/courses.public.ts';
import { toMaterial } from '../materials/materials.public.ts';
import * as repo from './lessons.repository.ts';

// Lessons of a course (ADR 0032): seen with the course (their materials' content only where the policy opens
// them), changed by the course's owner under the course's lock. Adding or removing a lesson changes every
// enrolment's progress: the enrolments module recomputes it within the same transaction, on the event recorded.

declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** A lesson was added to a course (under the course's lock): every enrolment's share of lessons done changes. */
    'lesson.added': { courseId: string; lessonId: string };
    /** A lesson was removed from a course (under its lock): an enrolment that lacked only it is now complete. */
    'lesson.removed': { courseId: string; lessonId: string };
  }
}

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION', { message, details: [{ path, message }] });

type Access = (lessonId: string) => LessonAccess;
const openToOwner: Access = () => 'open';

/** The lessons given, in their order, with their materials as `access` lets the viewer have them. */
async function lessonsView(
  p: Platform,
  db: Db | Tx,
  viewer: Viewer,
  rows: readonly repo.LessonRow[],
  access: Access,
): Promise<Lesson[]> {
  const byLesson = new Map<string, Material[]>();
  const found = await repo.materialsOfLessons(
    db,
    rows.map((r) => r.id),
  );
  for (const row of rows) byLesson.set(row.id, []);
  for (const m of found)
    byLesson.get(m.material.lessonId)?.push(toMaterial(p, viewer, m.material, m.file, access(m.material.lessonId)));
  return rows.map((row) => ({
    id: row.id,
    courseId: row.courseId,
    title: row.title,
    summary: row.summary,
    position: row.position,
    materials: byLesson.get(row.id)!,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** Which lessons the viewer opens: per the policy, with the lessons they completed (an archived course's learner). */
async function accessOf(db: Db | Tx, viewer: Viewer, course: CourseRow, enrolment: EnrolmentRow | null) {
  const completed = enrolment ? await repo.completedLessonIds(db, enrolment.id) : new Set<string>();
  return (lessonId: string) => lessonAccess(viewer, course, enrolment, completed.has(lessonId));
}

/** GET /courses/{id}/lessons: anyone who may see the course; material content only where the lesson is open. */
export async function listLessons(p: Platform, viewer: Viewer, courseId: string): Promise<LessonList> {
  const { course, enrolment } = await visibleCourse(p.db, courseId, viewer);
  const rows = await repo.lessonsOfCourse(p.db, courseId);
  const access = await accessOf(p.db, viewer, course, enrolment);
  return { items: await lessonsView(p, p.db, viewer, rows, access) };
}

/** POST /courses/{id}/lessons: a new lesson goes last (at most LESSONS_MAX); everyone's progress is recomputed. */
export async function createLesson(
  p: Platform,
  viewer: Viewer,
  courseId: string,
  input: LessonFields,
): Promise<Lesson> {
  return p.events.transaction(async (tx, record) => {
    await lockEditableCourse(tx, courseId, viewer);
    const fill = await repo.courseFill(tx, courseId);
    if (fill.count >= LESSONS_MAX) throw invalid('courseId', LESSONS_TOO_MANY);
    const row = await repo.insertLesson(tx, {
      courseId,
      title: input.title,
      summary: input.summary,
      position: fill.next,
    });
    await markCourseChanged(tx, courseId);
    await record('lesson.added', { courseId, lessonId: row.id });
    const [lesson] = await lessonsView(p, tx, viewer, [row], openToOwner);
    return lesson!;
  });
}

/**
 * PUT /courses/{id}/lessons: every lesson of the course once, in the new order; a list that is not exactly the
 * course's lessons (one added or removed since it was loaded) is 409 ORDER_STALE. Answers the lessons in order.
 */
export async function reorderLessons(
  p: Platform,
  viewer: Viewer,
  courseId: string,
  ids: readonly string[],
): Promise<LessonList> {
  return p.events.transaction(async (tx) => {
    await lockEditableCourse(tx, courseId, viewer);
    const current = await repo.lessonsOfCourse(tx, courseId);
    const wanted = ids.map((id) => id.toLowerCase());
    const known = new Set(current.map((l) => l.id));
    if (wanted.length !== known.size || !wanted.every((id) => known.has(id))) throw new AppError('ORDER_STALE');
    await repo.setOrder(tx, courseId, wanted);
    await markCourseChanged(tx, courseId);
    return { items: await lessonsView(p, tx, viewer, await repo.lessonsOfCourse(tx, courseId), openToOwner) };
  });
}

/** PUT /lessons/{id}: its title and summary. */
export async function updateLesson(p: Platform, viewer: Viewer, id: string, changes: LessonUpdate): Promise<Lesson> {
  return p.events.transaction(async (tx) => {
    const { lesson } = await lockEditableLesson(tx, id, viewer);
    const row = await repo.updateLesson(tx, lesson.id, {
      ...(changes.title !== undefined ? { title: changes.title } : {}),
      ...(changes.summary !== undefined ? { summary: changes.summary } : {}),
    });
    await markCourseChanged(tx, lesson.courseId);
    const [answer] = await lessonsView(p, tx, viewer, [row], openToOwner);
    return answer!;
  });
}

/** DELETE /lessons/{id}: the lesson, its materials and their files; everyone's progress is recomputed. */
export async function deleteLesson(p: Platform, viewer: Viewer, id: string): Promise<void> {
  await p.events.transaction(async (tx, record) => {
    const { lesson } = await lockEditableLesson(tx, id, viewer);
    const fileIds = await repo.fileIdsOfLesson(tx, lesson.id);
    // The lesson first: its materials go with it, and only then may their files be removed.
    await repo.removeLesson(tx, lesson.id);
    if (fileIds.length) await removeFiles(tx, fileIds);
    await markCourseChanged(tx, lesson.courseId);
    await record('lesson.removed', { courseId: lesson.courseId, lessonId: lesson.id });
  });
}

/** A course's lessons in the course's order (for a learner's progress through them). */
export function courseLessons(db: Db | Tx, courseId: string): Promise<repo.LessonRow[]> {
  return repo.lessonsOfCourse(db, courseId);
}

/** The lessons an enrolment completed (what the lessons it opens depend on, in an archived course). */
export function completedLessons(db: Db | Tx, enrolmentId: string): Promise<Set<string>> {
  return repo.completedLessonIds(db, enrolmentId);
}
