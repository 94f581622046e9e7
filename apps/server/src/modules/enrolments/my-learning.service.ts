import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { EnrolmentPage, LearnerDashboard, LearnerEnrolmentQuery } from '@talentpath/contracts/enrolments';
import type { Platform } from '../../platform/context.ts';
import { paginate } from '../../platform/paging.ts';
import { containsPattern } from '../../platform/search.ts';
import { courses, enrolments, lessonCompletions, lessons } from '../../db/schema/learning.ts';
import type { Viewer } from '../courses/courses.public.ts';
import { today } from '@talentpath/contracts/calendar-days';
import { readEnrolments } from './enrolment-view.ts';
import { countWhere, orderOf, statusIs } from './enrolments.repository.ts';

// The learner's own enrolments (issue 11): my learning's list and the dashboard. Every query starts from the
// learner's id (enrolments_user_recent_idx), so they stay cheap however many enrolments others have.

/** Most recently opened first; an enrolment never opened counts from when it was made (the index's expression). */
const recency = sql`coalesce(${enrolments.lastAccessedAt}, ${enrolments.enrolledAt})`;

const MY_SORTS = {
  recent: recency,
  dueDate: sql`${enrolments.dueDate}`,
  title: sql`lower(${courses.title})`,
  progress: sql`${enrolments.progress}`,
  enrolledAt: sql`${enrolments.enrolledAt}`,
};

/** `recent` reads newest first (its `-recent` is oldest first); every other key ascending unless `-key`. */
function myOrder(sort: LearnerEnrolmentQuery['sort']): SQL[] {
  const reversed = sort.key === 'recent';
  const direction = (sort.direction === 'asc') !== reversed ? 'asc' : 'desc';
  return orderOf(MY_SORTS[sort.key], direction);
}

/** GET /learner/enrolments: my learning, one of its views (active = not completed, or a derived status). */
export async function listMine(p: Platform, viewer: Viewer, query: LearnerEnrolmentQuery): Promise<EnrolmentPage> {
  const day = today();
  const where = and(
    eq(enrolments.userId, viewer.userId),
    query.status === 'active' ? isNull(enrolments.completedAt) : query.status ? statusIs(query.status, day) : undefined,
    query.source ? eq(enrolments.source, query.source) : undefined,
    query.searchTerm ? sql`lower(${courses.title}) like ${containsPattern(query.searchTerm.toLowerCase())}` : undefined,
  );
  const orderBy = myOrder(query.sort);
  return paginate(p.db, query, {
    count: (tx) => countWhere(tx, where),
    items: (tx, window) => readEnrolments(p, tx, viewer, { where, orderBy, ...window }),
  });
}

/** The learner's counts by derived status and their average progress over what is not completed. */
async function statsOf(p: Platform, userId: string, day: string): Promise<LearnerDashboard['stats']> {
  const count = (status: Parameters<typeof statusIs>[0]) =>
    sql<number>`count(*) filter (where ${statusIs(status, day)})::int`;
  const [row] = await p.db
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
async function nextLessonOf(p: Platform, enrolmentId: string, courseId: string) {
  const [next] = await p.db
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

/**
 * GET /learner/dashboard: what to go on with (the most recently opened open enrolment and its next lesson), the
 * assigned courses by due date, the open ones by recency, and the figures. Four indexed queries.
 */
export async function learnerDashboard(p: Platform, viewer: Viewer): Promise<LearnerDashboard> {
  const day = today();
  const open = and(eq(enrolments.userId, viewer.userId), isNull(enrolments.completedAt));
  const [stats, assigned, inProgress] = await Promise.all([
    statsOf(p, viewer.userId, day),
    readEnrolments(p, p.db, viewer, {
      where: and(open, eq(enrolments.source, 'assigned')),
      orderBy: orderOf(sql`${enrolments.dueDate}`, 'asc'),
      limit: 5,
    }),
    readEnrolments(p, p.db, viewer, { where: open, orderBy: orderOf(recency, 'desc'), limit: 6 }),
  ]);
  const current = inProgress[0];
  return {
    continueLearning: current
      ? { enrolment: current, nextLesson: await nextLessonOf(p, current.id, current.course.id) }
      : null,
    assigned,
    inProgress,
    stats,
  };
}
