import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { BLOCKING_ISSUES, type Course, type Readiness, type ReadinessIssue } from '@talentpath/contracts/courses';
import { enrolmentStatusOf } from '@talentpath/contracts/enrolments';
import type { Platform } from '../../platform/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { courseCategories } from '../../db/schema/course-categories.ts';
import { courses, courseTechnologies, enrolments, lessons } from '../../db/schema/learning.ts';
import { users } from '../../db/schema/users.ts';
import { thumbnailUrl } from '../materials/materials.public.ts';
import { today } from '@talentpath/contracts/calendar-days';
import type { CourseRow } from './course-access.ts';
import { mayEditCourse, type Viewer } from './courses.policy.ts';

// How a course is answered (contracts' `course`): each row with its category, technologies, owner, counts and the
// caller's own enrolment, read in the same query as the rows (never one query per course).

type Conn = Db | Tx;

/** The learner whose enrolments a course answer shows: only the Learner role enrols (ADR 0032). */
export const learnerOf = (viewer: Viewer) => (viewer.role === 'Learner' ? viewer.userId : null);

const mine = alias(enrolments, 'mine');
type Named = { id: string; name: string };

/**
 * What a course answer needs beside the row, as columns of the same query: names, counts and the technologies by
 * correlated subqueries over the course's indexed keys (their tables aliased, and the course written out as
 * "courses"."id", so no column binds to the wrong table), and the viewer's own enrolment by a join.
 */
const extras = {
  categoryName: courseCategories.name,
  ownerName: users.name,
  lessonCount: sql<number>`(select count(*)::int from lessons l where l.course_id = "courses"."id")`,
  enrolmentCount: sql<number>`(select count(*)::int from enrolments e where e.course_id = "courses"."id")`,
  completionCount: sql<number>`(select count(*)::int from enrolments e where e.course_id = "courses"."id" and e.completed_at is not null)`,
  technologies: sql<
    Named[]
  >`(select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name) order by lower(t.name), t.id), '[]'::json)
    from course_technologies ct join technologies t on t.id = ct.technology_id where ct.course_id = "courses"."id")`,
  enrolment: {
    id: mine.id,
    progress: mine.progress,
    dueDate: mine.dueDate,
    startedAt: mine.startedAt,
    completedAt: mine.completedAt,
  },
};

/** The courses under `where` with what their answers need, in one query; `shape` adds order and window. */
export function selectCourses(db: Conn, viewer: Viewer, where: SQL | undefined) {
  const learnerId = learnerOf(viewer);
  return db
    .select({ row: courses, ...extras })
    .from(courses)
    .leftJoin(courseCategories, eq(courseCategories.id, courses.categoryId))
    .leftJoin(users, eq(users.id, courses.ownerId))
    .leftJoin(mine, learnerId ? and(eq(mine.courseId, courses.id), eq(mine.userId, learnerId)) : sql`false`)
    .where(where)
    .$dynamic();
}
export type CourseRead = Awaited<ReturnType<typeof selectCourses>>[number];

/** A course as the viewer sees it; `readiness` only where one course is answered to its owner or an admin. */
export function toCourse(p: Platform, viewer: Viewer, read: CourseRead, readiness: Readiness | null = null): Course {
  const { row, enrolment: e } = read;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    estimatedTime: row.estimatedTime,
    status: row.status,
    category: row.categoryId && read.categoryName !== null ? { id: row.categoryId, name: read.categoryName } : null,
    technologies: read.technologies,
    thumbnailUrl: thumbnailUrl(p, viewer, row.id, row.thumbnailFileId),
    owner: row.ownerId ? { id: row.ownerId, name: read.ownerName ?? '' } : null,
    lessonCount: Number(read.lessonCount),
    enrolmentCount: Number(read.enrolmentCount),
    completionCount: Number(read.completionCount),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    editable: mayEditCourse(viewer, row),
    enrolment: e
      ? {
          id: e.id,
          progress: e.progress,
          status: enrolmentStatusOf(e, today()),
          dueDate: e.dueDate,
          completedAt: e.completedAt?.toISOString() ?? null,
        }
      : null,
    readiness,
  };
}

/** The course's lessons in order, each with how much it holds: materials and quizzes (issue 12). */
function lessonFill(db: Conn, courseId: string) {
  // The subquery's alias is written out: drizzle leaves a one-table query's columns unqualified.
  return db
    .select({
      id: lessons.id,
      title: lessons.title,
      content: sql<number>`(select count(*)::int from materials m where m.lesson_id = "lessons"."id")
        + (select count(*)::int from quizzes q where q.lesson_id = "lessons"."id")`,
    })
    .from(lessons)
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.position), asc(lessons.createdAt));
}

/** What the course lacks before it can be published (ADR 0032's checklist), in the checklist's order. */
export async function readinessOf(db: Conn, row: CourseRow): Promise<Readiness> {
  // One after another: `db` may be a transaction, whose one connection must not be given concurrent queries.
  const fill = await lessonFill(db, row.id);
  const category = row.categoryId
    ? await db
        .select({ status: courseCategories.status })
        .from(courseCategories)
        .where(eq(courseCategories.id, row.categoryId))
    : [];
  const techCount = await db.$count(courseTechnologies, eq(courseTechnologies.courseId, row.id));
  const issues: Readiness['issues'] = [];
  const add = (issue: ReadinessIssue, lesson?: { id: string; title: string }) =>
    issues.push({ issue, blocking: BLOCKING_ISSUES.includes(issue), ...(lesson ? { lesson } : {}) });
  if (fill.length === 0) add('noLessons');
  for (const l of fill) if (Number(l.content) === 0) add('emptyLesson', { id: l.id, title: l.title });
  if (!row.categoryId) add('noCategory');
  else if (category[0]?.status !== 'active') add('inactiveCategory');
  if (!row.description.trim()) add('noDescription');
  if (!row.thumbnailFileId) add('noThumbnail');
  if (Number(techCount) === 0) add('noTechnologies');
  return { ready: !issues.some((i) => i.blocking), issues };
}

/** The English line of a blocking issue, as COURSE_NOT_READY's details say it. */
export function readinessMessage(issue: Readiness['issues'][number]): string {
  switch (issue.issue) {
    case 'noLessons':
      return 'Add at least one lesson';
    case 'emptyLesson':
      return `Lesson "${issue.lesson?.title ?? ''}" has no materials`;
    case 'noCategory':
      return 'Choose a course category';
    case 'inactiveCategory':
      return 'The course category is inactive: choose an active one';
    case 'noDescription':
      return 'Add a description';
    case 'noThumbnail':
      return 'Add a thumbnail image';
    default:
      return 'Add the technologies the course teaches';
  }
}
