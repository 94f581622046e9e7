import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { COURSE_STATUSES, type CourseListQuery, type CourseStatus } from '@talentpath/contracts/courses';
import type { Db, Tx } from '../../platform/db.ts';
import { orderByOf, sortKeys } from '../../platform/paging.ts';
import { containsPattern } from '../../platform/search.ts';
import { courseCategories } from '../../db/schema/course-categories.ts';
import { courses, courseTechnologies, enrolments, lessons, materials } from '../../db/schema/learning.ts';
import { technologies } from '../../db/schema/technologies.ts';
import { userRoles, users } from '../../db/schema/users.ts';

// Queries of the courses module: only reads and writes, no rules. A list page is counted and read with indexed
// queries (courses_catalog_idx serves the catalogue: published, one category, title order). Loading and locking
// what the policy decides on (a course, its lessons and materials, the caller's enrolment) is here too (ADR 0032).

type Conn = Db | Tx;
export type CourseRow = typeof courses.$inferSelect;
export type EnrolmentRow = typeof enrolments.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;
export type MaterialRow = typeof materials.$inferSelect;

const SORTABLE = {
  title: sql`lower(${courses.title})`,
  createdAt: courses.createdAt,
  updatedAt: courses.updatedAt,
  publishedAt: courses.publishedAt,
};

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * Published courses whose category is active: what learners and project managers find. The subquery is
 * uncorrelated with its alias written out, so none of its columns can bind to the outer `courses`.
 */
export const inCatalogue = () =>
  and(
    eq(courses.status, 'published'),
    sql`${courses.categoryId} in (select cc.id from course_categories cc where cc.status = 'active')`,
  );

/** A coordinator's view: their own courses in every status, and everyone's published ones. */
export const ownOrPublished = (ownerId: string) =>
  sql`(${courses.ownerId} = ${ownerId}::uuid or ${courses.status} = 'published')`;

/**
 * The search: title or description contains the term, ignoring case. One `lower(…) like` over both joined by a line
 * break (a term is one line, so it cannot match across them): on PostgreSQL 15 this is about three times faster
 * than ILIKE on each (measured on bench:learning's 2,000 courses), and the catalogue search scans every course.
 */
const titleOrDescriptionContains = (term: string) =>
  sql`lower(${courses.title} || chr(10) || ${courses.description}) like ${containsPattern(term.toLowerCase())}`;

/**
 * Every condition of GET /courses but the status one (the status tabs count under these). `learnerId`: the caller
 * when they are a learner (only learners have enrolments to filter on).
 */
export function scopeOf(
  query: CourseListQuery,
  visible: SQL | undefined,
  callerId: string,
  learnerId: string | null,
): SQL | undefined {
  const techs = query.technologyIds?.length ? query.technologyIds : undefined;
  const enrolledIn = learnerId
    ? sql`(select e.course_id from enrolments e where e.user_id = ${learnerId}::uuid)`
    : undefined;
  let enrolled: SQL | undefined;
  if (query.enrolled === true) enrolled = enrolledIn ? sql`${courses.id} in ${enrolledIn}` : sql`false`;
  if (query.enrolled === false && enrolledIn) enrolled = sql`${courses.id} not in ${enrolledIn}`;
  return and(
    visible,
    query.searchTerm ? titleOrDescriptionContains(query.searchTerm) : undefined,
    query.categoryId ? eq(courses.categoryId, query.categoryId) : undefined,
    techs
      ? sql`${courses.id} in (select ct.course_id from course_technologies ct where ct.technology_id in (${idList(techs)}))`
      : undefined,
    query.mine ? eq(courses.ownerId, callerId) : undefined,
    enrolled,
  );
}

export const withStatus = (scope: SQL | undefined, status: CourseStatus) => and(scope, eq(courses.status, status));

/** How many courses each status has under `scope`. */
export async function statusCounts(db: Conn, scope: SQL | undefined): Promise<Record<CourseStatus, number>> {
  const rows = await db
    .select({ status: courses.status, n: sql<number>`count(*)::int` })
    .from(courses)
    .where(scope)
    .groupBy(courses.status);
  const counts = Object.fromEntries(COURSE_STATUSES.map((s) => [s, 0])) as Record<CourseStatus, number>;
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** The order a list asks for (the id breaks ties). */
export const orderOf = (query: CourseListQuery) => orderByOf(sortKeys(query.sort, SORTABLE, courses.id));

/** Courses a coordinator owns. */
export const ownedBy = (ownerId: string) => eq(courses.ownerId, ownerId);

// --- Loading and locking what the policy decides on ---

export async function findCourse(db: Conn, id: string): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id));
  return row;
}

/** The titles of the courses of `ids` that exist, by id. */
export async function courseTitles(db: Conn, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(inArray(courses.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.title]));
}

/**
 * The course's row, locked until the transaction ends: `update` to change it (or what it holds), `share` while
 * something under it is written (its lessons stay, and it is neither deleted nor archived meanwhile).
 */
export async function lockCourse(
  tx: Tx,
  id: string,
  strength: 'update' | 'share' = 'update',
): Promise<CourseRow | undefined> {
  const [row] = await tx.select().from(courses).where(eq(courses.id, id)).for(strength);
  return row;
}

/** The user's enrolment in the course, or null; `lock`: locked until the transaction ends. */
export async function enrolmentIn(
  db: Conn,
  courseId: string,
  userId: string,
  lock = false,
): Promise<EnrolmentRow | null> {
  const query = db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.courseId, courseId), eq(enrolments.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findLesson(db: Conn, id: string): Promise<LessonRow | undefined> {
  const [row] = await db.select().from(lessons).where(eq(lessons.id, id));
  return row;
}

export async function findMaterial(db: Conn, id: string): Promise<MaterialRow | undefined> {
  const [row] = await db.select().from(materials).where(eq(materials.id, id));
  return row;
}

/** The thumbnail the course shows (null: none). */
export async function setThumbnail(tx: Tx, id: string, fileId: string | null) {
  await tx.update(courses).set({ thumbnailFileId: fileId, updatedAt: new Date() }).where(eq(courses.id, id));
}

/**
 * The category's status, the row share-locked until the transaction ends (it cannot be deleted or made inactive
 * under a course being saved into it); null when there is none.
 */
export async function lockCategory(tx: Tx, id: string) {
  const [row] = await tx
    .select({ status: courseCategories.status })
    .from(courseCategories)
    .where(eq(courseCategories.id, id))
    .for('share');
  return row?.status ?? null;
}

/** The technologies' statuses by id (those that exist), share-locked as lockCategory. */
export async function lockTechnologies(tx: Tx, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ id: technologies.id, status: technologies.status })
    .from(technologies)
    .where(inArray(technologies.id, [...ids]))
    .for('share');
  return new Map(rows.map((r) => [r.id, r.status]));
}

export async function technologyIdsOf(db: Conn, courseId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: courseTechnologies.technologyId })
    .from(courseTechnologies)
    .where(eq(courseTechnologies.courseId, courseId));
  return new Set(rows.map((r) => r.id));
}

export async function setTechnologies(tx: Tx, courseId: string, ids: readonly string[]) {
  await tx.delete(courseTechnologies).where(eq(courseTechnologies.courseId, courseId));
  if (ids.length) await tx.insert(courseTechnologies).values(ids.map((technologyId) => ({ courseId, technologyId })));
}

export async function insertCourse(tx: Tx, values: typeof courses.$inferInsert): Promise<CourseRow> {
  const [row] = await tx.insert(courses).values(values).returning();
  return row!;
}

export async function updateCourse(
  tx: Tx,
  id: string,
  values: Partial<typeof courses.$inferInsert>,
): Promise<CourseRow> {
  const [row] = await tx
    .update(courses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(courses.id, id))
    .returning();
  return row!;
}

export const enrolmentCount = (db: Conn, courseId: string) => db.$count(enrolments, eq(enrolments.courseId, courseId));

/** The files the course's materials hold (they go with the course). */
export async function materialFileIds(db: Conn, courseId: string): Promise<string[]> {
  const rows = await db
    .select({ fileId: materials.fileId })
    .from(materials)
    .innerJoin(lessons, eq(lessons.id, materials.lessonId))
    .where(and(eq(lessons.courseId, courseId), isNotNull(materials.fileId)));
  return rows.map((r) => r.fileId!);
}

export async function removeCourse(tx: Tx, id: string) {
  await tx.delete(courses).where(eq(courses.id, id));
}

/** Is the user active, not deleted, and a CourseCoordinator? (Share-locked: the account stays so until the commit.) */
export async function isActiveCoordinator(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'CourseCoordinator')))
    .where(and(eq(users.id, userId), eq(users.status, 'active'), isNull(users.deletedAt)))
    .for('share');
  return row !== undefined;
}

// --- Courses as answered (contracts' `course`) ---

const mine = alias(enrolments, 'mine');
type Named = { id: string; name: string };

/**
 * What a course answer needs beside the row, as columns of the same query: names, counts and the technologies by
 * correlated subqueries over the course's indexed keys (their tables aliased, and the course written out as
 * "courses"."id", so no column binds to the wrong table), and the learner's own enrolment by a join.
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

/**
 * The courses under `where` with what their answers need, in one query (never one query per course); `learnerId`:
 * whose enrolment each row carries (null: nobody's). Callers add order and window.
 */
export function selectCourses(db: Conn, learnerId: string | null, where: SQL | undefined) {
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

/** One course as selectCourses reads it. */
export async function readCourse(db: Conn, learnerId: string | null, id: string): Promise<CourseRead | undefined> {
  const [read] = await selectCourses(db, learnerId, eq(courses.id, id));
  return read;
}

/**
 * What the publish checklist looks at (ADR 0032): the lessons in order with how much each holds (materials and
 * quizzes, issue 12), the category's status (null: none or gone) and how many technologies the course teaches.
 */
export async function readinessFacts(db: Conn, row: CourseRow) {
  // One after another: `db` may be a transaction, whose one connection must not be given concurrent queries.
  // The subquery's alias is written out: drizzle leaves a one-table query's columns unqualified.
  const fill = await db
    .select({
      id: lessons.id,
      title: lessons.title,
      content: sql<number>`(select count(*)::int from materials m where m.lesson_id = "lessons"."id")
        + (select count(*)::int from quizzes q where q.lesson_id = "lessons"."id")`,
    })
    .from(lessons)
    .where(eq(lessons.courseId, row.id))
    .orderBy(asc(lessons.position), asc(lessons.createdAt));
  const [category] = row.categoryId
    ? await db
        .select({ status: courseCategories.status })
        .from(courseCategories)
        .where(eq(courseCategories.id, row.categoryId))
    : [];
  const technologyCount = await db.$count(courseTechnologies, eq(courseTechnologies.courseId, row.id));
  return {
    lessons: fill.map((l) => ({ id: l.id, title: l.title, content: Number(l.content) })),
    categoryStatus: category?.status ?? null,
    technologyCount: Number(technologyCount),
  };
}
export type ReadinessFacts = Awaited<ReturnType<typeof readinessFacts>>;

/** A change to its lessons shows as a change of the course (lists sorted by `updatedAt`). */
export async function touchCourse(tx: Tx, courseId: string) {
  await tx.update(courses).set({ updatedAt: new Date() }).where(eq(courses.id, courseId));
}
