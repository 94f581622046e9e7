import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { LearnerDashboard, LearnerEnrolmentQuery } from '@talentpath/contracts/enrolments';
import type { Db, Tx } from '../../platform/db.ts';
import { containsPattern } from '../../platform/search.ts';
import { courses, enrolments, lessonCompletions, lessons } from '../../db/schema/learning.ts';
import { orderOf, recency, statusIs } from './enrolments.repository.ts';

// Queries of the learner's own enrolments (my learning, the dashboard). Every one starts from the learner's id
// (enrolments_user_recent_idx), so they stay cheap however many enrolments others have.

type Conn = Db | Tx;

const MY_SORTS = {
  recent: recency,
  dueDate: sql`${enrolments.dueDate}`,
  title: sql`lower(${courses.title})`,
  progress: sql`${enrolments.progress}`,
  enrolledAt: sql`${enrolments.enrolledAt}`,
};

/** `recent` reads newest first (its `-recent` is oldest first); every other key ascending unless `-key`. */
export function myOrder(sort: LearnerEnrolmentQuery['sort']): SQL[] {
  const reversed = sort.key === 'recent';
  const direction = (sort.direction === 'asc') !== reversed ? 'asc' : 'desc';
  return orderOf(MY_SORTS[sort.key], direction);
}

/** My learning's filters: one of its views (active = not completed, or a derived status), source and title. */
export const myWhere = (userId: string, query: LearnerEnrolmentQuery, day: string) =>
  and(
    eq(enrolments.userId, userId),
    query.status === 'active' ? isNull(enrolments.completedAt) : query.status ? statusIs(query.status, day) : undefined,
    query.source ? eq(enrolments.source, query.source) : undefined,
    query.searchTerm ? sql`lower(${courses.title}) like ${containsPattern(query.searchTerm.toLowerCase())}` : undefined,
  );

/** The learner's open enrolments; `assigned`: only those assigned to them. */
export const openOf = (userId: string, assigned = false) =>
  and(
    eq(enrolments.userId, userId),
    isNull(enrolments.completedAt),
    assigned ? eq(enrolments.source, 'assigned') : undefined,
  );

/** The learner's enrolments they have opened at least once, completed or not. */
export const openedOf = (userId: string) => and(eq(enrolments.userId, userId), isNotNull(enrolments.lastAccessedAt));

/** Soonest due first (none last). */
export const byDueDate = () => orderOf(sql`${enrolments.dueDate}`, 'asc');
/** Most recently opened first. */
export const byRecency = () => orderOf(recency, 'desc');

/** The learner's counts by derived status and their average progress over what is not completed. */
export async function statsOf(db: Conn, userId: string, day: string): Promise<LearnerDashboard['stats']> {
  const count = (status: Parameters<typeof statusIs>[0]) =>
    sql<number>`count(*) filter (where ${statusIs(status, day)})::int`;
  const [row] = await db
    .select({
      enrolled: sql<number>`count(*)::int`,
      notStarted: count('not-started'),
      inProgress: count('in-progress'),
      completed: count('completed'),
      overdue: count('overdue'),
      averageProgress: sql<number>`coalesce(round(avg(${enrolments.progress}) filter (where ${enrolments.completedAt} is null)), 0)::int`,
    })
    .from(enrolments)
    .where(eq(enrolments.userId, userId));
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)])) as LearnerDashboard['stats'];
}

/** The first lesson of the course, in course order, that the enrolment has not completed. */
export async function nextLessonOf(db: Conn, enrolmentId: string, courseId: string) {
  const [next] = await db
    .select({ id: lessons.id, title: lessons.title })
    .from(lessons)
    .where(
      and(
        eq(lessons.courseId, courseId),
        sql`not exists (select 1 from ${lessonCompletions} lc where lc.enrolment_id = ${enrolmentId}::uuid and lc.lesson_id = "lessons"."id")`,
      ),
    )
    .orderBy(lessons.position, lessons.createdAt, lessons.id)
    .limit(1);
  return next ?? null;
}
