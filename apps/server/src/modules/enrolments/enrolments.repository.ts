import { and, between, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { EnrolmentListQuery, EnrolmentStatus } from '@talentpath/contracts/enrolments';
import type { Sort } from '@talentpath/contracts/paging';
import type { Db, Tx } from '../../platform/db.ts';
import { containsPattern } from '../../platform/search.ts';
import { courses, enrolmentCycles, enrolments, lessonCompletions } from '../../db/schema/learning.ts';
import { userRoles, users } from '../../db/schema/users.ts';
import type { EnrolmentRow } from '../courses/courses.public.ts';

// Queries of the enrolments module: only reads and writes, no rules. Statuses are derived (ADR 0032), so each is
// written here once as an SQL condition over the row and the day.

type Conn = Db | Tx;

/** The derived status as a condition: the same cases, in the same order, as contracts' enrolmentStatusOf. */
export function statusIs(status: EnrolmentStatus, day: string): SQL {
  const open = isNull(enrolments.completedAt);
  const notOverdue = sql`(${enrolments.dueDate} is null or ${enrolments.dueDate} >= ${day}::date)`;
  switch (status) {
    case 'completed':
      return sql`${enrolments.completedAt} is not null`;
    case 'overdue':
      return and(open, sql`${enrolments.dueDate} < ${day}::date`)!;
    case 'in-progress':
      return and(open, notOverdue, sql`${enrolments.startedAt} is not null`)!;
    default:
      return and(open, notOverdue, isNull(enrolments.startedAt))!;
  }
}

/** A learner's name or e-mail contains the term (users.search_text and its trigram index). */
export const learnerMatches = (term: string | undefined) =>
  term === undefined ? undefined : sql`${users.searchText} like ${containsPattern(term.toLowerCase())}`;

/** The filters of GET /enrolments, /courses/{id}/enrolments and the export, within `scope`. */
export function listWhere(
  query: Pick<
    EnrolmentListQuery,
    | 'searchTerm'
    | 'courseId'
    | 'status'
    | 'source'
    | 'categoryId'
    | 'enrolledFrom'
    | 'enrolledTo'
    | 'started'
    | 'lessonCompleted'
  >,
  scope: SQL | undefined,
  day: string,
): SQL | undefined {
  return and(
    scope,
    learnerMatches(query.searchTerm),
    query.courseId ? eq(enrolments.courseId, query.courseId) : undefined,
    query.status ? statusIs(query.status, day) : undefined,
    query.source ? eq(enrolments.source, query.source) : undefined,
    query.categoryId ? eq(courses.categoryId, query.categoryId) : undefined,
    // Whole UTC days, as the analytics count them; compared as instants so that an index on the time serves.
    query.enrolledFrom
      ? sql`${enrolments.enrolledAt} >= ${query.enrolledFrom}::timestamp at time zone 'UTC'`
      : undefined,
    query.enrolledTo
      ? sql`${enrolments.enrolledAt} < (${query.enrolledTo}::date + 1)::timestamp at time zone 'UTC'`
      : undefined,
    query.started === undefined
      ? undefined
      : query.started
        ? sql`(${enrolments.startedAt} is not null or ${enrolments.completedAt} is not null)`
        : sql`(${enrolments.startedAt} is null and ${enrolments.completedAt} is null)`,
    query.lessonCompleted
      ? sql`exists (select 1 from ${lessonCompletions} where ${lessonCompletions.enrolmentId} = ${enrolments.id} and ${lessonCompletions.lessonId} = ${query.lessonCompleted})`
      : undefined,
  );
}

/** Enrolments in the courses a coordinator owns. */
export const inCoursesOf = (ownerId: string) => eq(courses.ownerId, ownerId);

/** A learner's enrolments; with `ownerId`, only those in the courses that coordinator owns. */
export const ofLearner = (learnerId: string, ownerId: string | null) =>
  and(eq(enrolments.userId, learnerId), ownerId === null ? undefined : inCoursesOf(ownerId));

/** Most recently opened first; an enrolment never opened counts from when it was made (the index's expression). */
export const recency = sql`coalesce(${enrolments.lastAccessedAt}, ${enrolments.enrolledAt})`;

const LIST_SORTS = {
  learner: sql`lower(${users.name})`,
  course: sql`lower(${courses.title})`,
  progress: sql`${enrolments.progress}`,
  lastAccessedAt: sql`${enrolments.lastAccessedAt}`,
  dueDate: sql`${enrolments.dueDate}`,
  enrolledAt: sql`${enrolments.enrolledAt}`,
};

/** `by` in the direction asked, nulls last either way, then the id (a total order: pages never overlap). */
export const orderOf = (by: SQL, direction: 'asc' | 'desc'): SQL[] => [
  sql`${by} ${sql.raw(direction)} nulls last`,
  sql`${enrolments.id} ${sql.raw(direction)}`,
];

export const listOrder = (sort: Sort<keyof typeof LIST_SORTS>) => orderOf(LIST_SORTS[sort.key], sort.direction);

/** How many enrolments match (joined as the view is, since the filters name the learner and the course). */
export async function countWhere(db: Conn, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(where);
  return Number(row?.n ?? 0);
}

/** The rows the CSV export writes, in the list's order (lean: no thumbnails, no ticket signing). */
export function exportRows(db: Conn, where: SQL | undefined, orderBy: SQL[], limit: number) {
  return db
    .select({
      learner: users.name,
      email: users.email,
      course: courses.title,
      completedAt: enrolments.completedAt,
      startedAt: enrolments.startedAt,
      dueDate: enrolments.dueDate,
      progress: enrolments.progress,
      enrolledAt: enrolments.enrolledAt,
      lastAccessedAt: enrolments.lastAccessedAt,
    })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit);
}

export async function findRow(db: Conn, id: string): Promise<EnrolmentRow | undefined> {
  const [row] = await db.select().from(enrolments).where(eq(enrolments.id, id));
  return row;
}

/** The enrolment's row, locked until the transaction ends. */
export async function lockRow(tx: Tx, id: string): Promise<EnrolmentRow | undefined> {
  const [row] = await tx.select().from(enrolments).where(eq(enrolments.id, id)).for('update');
  return row;
}

/** A learner's enrolment in a course, locked until the transaction ends. */
export async function lockOf(tx: Tx, courseId: string, userId: string): Promise<EnrolmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.courseId, courseId), eq(enrolments.userId, userId)))
    .for('update');
  return row;
}

/** Self-enrolment: the new row, or undefined when the learner is enrolled already (the unique key decides). */
export async function insertSelf(tx: Tx, courseId: string, userId: string): Promise<EnrolmentRow | undefined> {
  const [row] = await tx
    .insert(enrolments)
    .values({ courseId, userId, source: 'self' })
    .onConflictDoNothing({ target: [enrolments.courseId, enrolments.userId] })
    .returning();
  return row;
}

/** Which of these ids are active, not deleted accounts holding the Learner role (share-locked until the commit). */
export async function lockActiveLearners(tx: Tx, ids: readonly string[]): Promise<Set<string>> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'Learner')))
    .where(and(inArray(users.id, [...ids]), eq(users.status, 'active'), isNull(users.deletedAt)))
    .for('share', { of: users });
  return new Set(rows.map((r) => r.id));
}

/** The course's enrolments of these learners, locked until the transaction ends. */
export function lockEnrolmentsOf(tx: Tx, courseId: string, userIds: readonly string[]) {
  return tx
    .select({ id: enrolments.id, userId: enrolments.userId, completedAt: enrolments.completedAt })
    .from(enrolments)
    .where(and(eq(enrolments.courseId, courseId), inArray(enrolments.userId, [...userIds])))
    .for('update');
}

type Assignment = { assignedBy: string; dueDate: string | null };

/** New assigned enrolments, one statement; assigned_at is the transaction's time, as enrolled_at is. */
export function insertAssigned(tx: Tx, courseId: string, userIds: readonly string[], a: Assignment) {
  if (userIds.length === 0) return Promise.resolve([]);
  return tx
    .insert(enrolments)
    .values(
      userIds.map((userId) => ({
        courseId,
        userId,
        source: 'assigned' as const,
        assignedBy: a.assignedBy,
        assignedAt: sql`now()`,
        dueDate: a.dueDate,
      })),
    )
    .returning({ id: enrolments.id, userId: enrolments.userId });
}

/** Existing enrolments become assigned with the due date; their progress stays. */
export async function markAssigned(tx: Tx, ids: readonly string[], a: Assignment) {
  if (ids.length === 0) return;
  await tx
    .update(enrolments)
    .set({ source: 'assigned', assignedBy: a.assignedBy, assignedAt: sql`now()`, dueDate: a.dueDate })
    .where(inArray(enrolments.id, [...ids]));
}

export async function setDueDate(tx: Tx, id: string, dueDate: string | null) {
  await tx.update(enrolments).set({ dueDate }).where(eq(enrolments.id, id));
}

/** The learner was reminded, at `at`, that the enrolment is overdue. */
export async function markOverdueReminded(tx: Tx, id: string, at: Date) {
  await tx.update(enrolments).set({ overdueRemindedAt: at }).where(eq(enrolments.id, id));
}

/** The enrolment and (by the cascade) its completions. */
export async function removeEnrolment(tx: Tx, id: string) {
  await tx.delete(enrolments).where(eq(enrolments.id, id));
}

/** These people's enrolments in one course. */
export function enrolmentsIn(db: Conn, courseId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.courseId, courseId), inArray(enrolments.userId, [...userIds])));
}

/**
 * Marks, for each open enrolment of a published course due between `from` and `until`, that its due date was
 * reminded of (once per due date: a date moved later is due again); answers those marked now with their course's
 * title.
 */
export function markDueSoon(tx: Tx, from: string, until: string) {
  return tx
    .update(enrolments)
    .set({ dueSoonRecordedFor: sql`${enrolments.dueDate}` })
    .from(courses)
    .where(
      and(
        eq(courses.id, enrolments.courseId),
        eq(courses.status, 'published'),
        isNull(enrolments.completedAt),
        isNotNull(enrolments.dueDate),
        between(enrolments.dueDate, from, until),
        or(isNull(enrolments.dueSoonRecordedFor), ne(enrolments.dueSoonRecordedFor, enrolments.dueDate)),
      ),
    )
    .returning({
      id: enrolments.id,
      courseId: enrolments.courseId,
      learnerId: enrolments.userId,
      dueDate: enrolments.dueDate,
      courseTitle: courses.title,
    });
}

/** The courses a person has completed, most recent first (a profile's learning part). */
export function completedBy(db: Conn, userId: string) {
  // A course being retaken to renew its certificate (ADR 0068) stays completed: as of its last finished round.
  const completedAt = sql`coalesce(${enrolments.completedAt}, (select max(${enrolmentCycles.completedAt}) from ${enrolmentCycles} where ${enrolmentCycles.enrolmentId} = ${enrolments.id}))`;
  return db
    .select({ id: courses.id, title: courses.title, completedAt: completedAt.mapWith(enrolments.completedAt) })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(and(eq(enrolments.userId, userId), sql`${completedAt} is not null`))
    .orderBy(sql`${completedAt} desc`, courses.id);
}
