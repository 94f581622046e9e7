import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { COURSE_STATUSES, type CourseStatus } from '@talentpath/contracts/courses';
import type { ACTIVITY_KINDS, CoordinatorDashboard } from '@talentpath/contracts/enrolments';
import type { Platform } from '../../platform/context.ts';
import { courses, enrolments } from '../../db/schema/learning.ts';
import { users } from '../../db/schema/users.ts';
import type { Viewer } from '../courses/courses.public.ts';
import { today } from '@talentpath/contracts/calendar-days';
import { readEnrolments } from './enrolment-view.ts';
import { inCoursesOf, orderOf, statusIs } from './enrolments.repository.ts';

// The coordinator's dashboard (issue 11): their courses by status, the enrolments in them, who is behind on a
// due date, and the latest activity, read from the enrolment rows' own timestamps (no activity table).

const RECENT = 10;
const BEHIND = 5;

async function courseCounts(p: Platform, ownerId: string): Promise<CoordinatorDashboard['courses']> {
  const rows = await p.db
    .select({ status: courses.status, n: sql<number>`count(*)::int` })
    .from(courses)
    .where(eq(courses.ownerId, ownerId))
    .groupBy(courses.status);
  const counts = Object.fromEntries(COURSE_STATUSES.map((s) => [s, 0])) as Record<CourseStatus, number>;
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}

async function totals(p: Platform, ownerId: string, day: string) {
  const [row] = await p.db
    .select({
      enrolments: sql<number>`count(*)::int`,
      completions: sql<number>`count(${enrolments.completedAt})::int`,
      learners: sql<number>`count(distinct ${enrolments.userId})::int`,
      behind: sql<number>`count(*) filter (where ${statusIs('overdue', day)})::int`,
    })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(inCoursesOf(ownerId));
  return {
    enrolments: Number(row!.enrolments),
    completions: Number(row!.completions),
    learners: Number(row!.learners),
    behind: Number(row!.behind),
  };
}

type Kind = (typeof ACTIVITY_KINDS)[number];

/** The latest `RECENT` events of one kind: the rows where `at` is set (and `when` holds), newest first. */
function latest(p: Platform, ownerId: string, kind: Kind, at: PgColumn, when?: SQL) {
  return p.db
    .select({
      // Decoded as a timestamp column is (the drivers hand timestamps over as text).
      at: sql<Date>`${at}`.mapWith(enrolments.enrolledAt),
      enrolmentId: enrolments.id,
      learnerId: users.id,
      learnerName: users.name,
      courseId: courses.id,
      courseTitle: courses.title,
    })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(and(inCoursesOf(ownerId), isNotNull(at), when))
    .orderBy(desc(at), desc(enrolments.id))
    .limit(RECENT)
    .then((rows) => rows.map((r) => ({ ...r, kind })));
}

/**
 * Enrolled, assigned and completed events merged, newest first. An enrolment made by an assignment is one event
 * (assigned): its assigned_at is its enrolled_at, both the transaction's time.
 */
async function recentActivity(p: Platform, ownerId: string): Promise<CoordinatorDashboard['recent']> {
  const found = await Promise.all([
    latest(
      p,
      ownerId,
      'enrolled',
      enrolments.enrolledAt,
      sql`(${enrolments.assignedAt} is null or ${enrolments.assignedAt} <> ${enrolments.enrolledAt})`,
    ),
    latest(p, ownerId, 'assigned', enrolments.assignedAt),
    latest(p, ownerId, 'completed', enrolments.completedAt),
  ]);
  return found
    .flat()
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.enrolmentId.localeCompare(a.enrolmentId))
    .slice(0, RECENT)
    .map((r) => ({
      kind: r.kind,
      at: r.at.toISOString(),
      enrolmentId: r.enrolmentId,
      learner: { id: r.learnerId, name: r.learnerName },
      course: { id: r.courseId, title: r.courseTitle },
    }));
}

/** GET /coordinator/dashboard: the caller's own courses only. */
export async function coordinatorDashboard(p: Platform, viewer: Viewer): Promise<CoordinatorDashboard> {
  const day = today();
  const [counts, sums, behind, recent] = await Promise.all([
    courseCounts(p, viewer.userId),
    totals(p, viewer.userId, day),
    readEnrolments(p, p.db, viewer, {
      where: and(inCoursesOf(viewer.userId), statusIs('overdue', day)),
      orderBy: orderOf(sql`${enrolments.dueDate}`, 'asc'),
      limit: BEHIND,
    }),
    recentActivity(p, viewer.userId),
  ]);
  return {
    courses: counts,
    enrolments: sums.enrolments,
    completions: sums.completions,
    learners: sums.learners,
    behind: { count: sums.behind, items: behind },
    recent,
  };
}
