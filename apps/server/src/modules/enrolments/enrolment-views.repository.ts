import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../platform/db.ts';
import { courseCategories } from '../../db/schema/course-categories.ts';
import { courses, enrolments, lessons } from '../../db/schema/learning.ts';
import { users } from '../../db/schema/users.ts';

// Enrolments as answered (contracts' `enrolment`): the row with its course (category, lesson count, thumbnail), its
// learner, who assigned it and the lesson last visited, read for a whole list in ONE query of joins. Every list of
// enrolments (lists, my learning, dashboards, profiles, progress) reads through here.

type Conn = Db | Tx;

const assigner = alias(users, 'assigner');
const lastLesson = alias(lessons, 'last_lesson');

/** The course's lesson count, its alias written out so no column binds to another table of the join. */
const lessonCount = sql<number>`(select count(*)::int from lessons lc where lc.course_id = "courses"."id")`;

/** The query of enrolments with everything an answer needs; callers add where, order and limit. */
function selectEnrolmentViews(db: Conn) {
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

/** The enrolments matching `where`, in `orderBy`, in the window given. */
export function enrolmentViews(
  db: Conn,
  query: { where: SQL | undefined; orderBy?: SQL[]; limit?: number; offset?: number },
): Promise<EnrolmentViewRow[]> {
  let q = selectEnrolmentViews(db).where(query.where);
  if (query.orderBy?.length) q = q.orderBy(...query.orderBy);
  if (query.limit !== undefined) q = q.limit(query.limit);
  if (query.offset) q = q.offset(query.offset);
  return q;
}

/** One enrolment. */
export const byId = (id: string) => eq(enrolments.id, id);
