import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EnrolmentSummary } from '@talentpath/contracts/courses';
import { type Enrolment, enrolmentStatusOf } from '@talentpath/contracts/enrolments';
import type { Platform } from '../../platform/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { courseCategories } from '../../db/schema/course-categories.ts';
import { courses, enrolments, lessons } from '../../db/schema/learning.ts';
import { users } from '../../db/schema/users.ts';
import { thumbnailUrl, type Viewer } from '../courses/courses.public.ts';
import { today } from '@talentpath/contracts/calendar-days';

// How an enrolment is answered (contracts' `enrolment`): the row with its course (category, lesson count, signed
// thumbnail), its learner, who assigned it and the lesson last visited, read for a whole list in ONE query of
// joins. Every list of enrolments (lists, my learning, dashboards, profiles, progress) goes through here.

type Conn = Db | Tx;

const assigner = alias(users, 'assigner');
const lastLesson = alias(lessons, 'last_lesson');

/** The course's lesson count, its alias written out so no column binds to another table of the join. */
const lessonCount = sql<number>`(select count(*)::int from lessons lc where lc.course_id = "courses"."id")`;

/** The query of enrolments with everything an answer needs; callers add where, order and limit. */
export function selectEnrolmentViews(db: Conn) {
  return db
    .select({
      row: enrolments,
      course: {
        id: courses.id,
        title: courses.title,
        status: courses.status,
        thumbnailFileId: courses.thumbnailFileId,
        estimatedTime: courses.estimatedTime,
      },
      lessonCount,
      category: { id: courseCategories.id, name: courseCategories.name },
      learner: { id: users.id, name: users.name, email: users.email, avatar: users.avatar },
      assigner: { id: assigner.id, name: assigner.name },
      lastLesson: { id: lastLesson.id, title: lastLesson.title },
    })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .innerJoin(users, eq(users.id, enrolments.userId))
    .leftJoin(courseCategories, eq(courseCategories.id, courses.categoryId))
    .leftJoin(assigner, eq(assigner.id, enrolments.assignedBy))
    .leftJoin(lastLesson, eq(lastLesson.id, enrolments.lastLessonId))
    .$dynamic();
}

export type EnrolmentViewRow = Awaited<ReturnType<ReturnType<typeof selectEnrolmentViews>['execute']>>[number];

/** One row as the viewer gets it (the thumbnail address is signed for them). */
export function toEnrolment(p: Platform, viewer: Viewer, v: EnrolmentViewRow, day = today()): Enrolment {
  const e = v.row;
  return {
    id: e.id,
    course: {
      id: v.course.id,
      title: v.course.title,
      status: v.course.status,
      thumbnailUrl: thumbnailUrl(p, viewer, v.course.id, v.course.thumbnailFileId),
      estimatedTime: v.course.estimatedTime,
      lessonCount: Number(v.lessonCount),
      category: v.category,
    },
    learner: v.learner,
    source: e.source,
    assignedBy: v.assigner,
    dueDate: e.dueDate,
    progress: e.progress,
    completedLessons: e.completedLessons,
    status: enrolmentStatusOf(e, day),
    enrolledAt: e.enrolledAt.toISOString(),
    startedAt: e.startedAt?.toISOString() ?? null,
    completedAt: e.completedAt?.toISOString() ?? null,
    lastAccessedAt: e.lastAccessedAt?.toISOString() ?? null,
    lastLesson: v.lastLesson,
  };
}

/** The enrolments matching `where`, in `orderBy`, as the viewer gets them. */
export async function readEnrolments(
  p: Platform,
  db: Conn,
  viewer: Viewer,
  query: { where: SQL | undefined; orderBy?: SQL[]; limit?: number; offset?: number },
): Promise<Enrolment[]> {
  let q = selectEnrolmentViews(db).where(query.where);
  if (query.orderBy?.length) q = q.orderBy(...query.orderBy);
  if (query.limit !== undefined) q = q.limit(query.limit);
  if (query.offset) q = q.offset(query.offset);
  const day = today();
  return (await q).map((v) => toEnrolment(p, viewer, v, day));
}

/** One enrolment by id, or null. */
export async function readEnrolment(p: Platform, db: Conn, viewer: Viewer, id: string): Promise<Enrolment | null> {
  const [found] = await readEnrolments(p, db, viewer, { where: eq(enrolments.id, id) });
  return found ?? null;
}

/** An enrolment as a card or a candidate row shows it (contracts' `enrolmentSummary`). */
export const toEnrolmentSummary = (
  e: Pick<EnrolmentViewRow['row'], 'id' | 'progress' | 'dueDate' | 'completedAt' | 'startedAt'>,
  day = today(),
): EnrolmentSummary => ({
  id: e.id,
  progress: e.progress,
  status: enrolmentStatusOf(e, day),
  dueDate: e.dueDate,
  completedAt: e.completedAt?.toISOString() ?? null,
});
