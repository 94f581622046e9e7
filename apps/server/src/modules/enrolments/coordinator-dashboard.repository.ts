import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ACTIVITY_KINDS } from '@talentpath/contracts/enrolments';
import type { Db, Tx } from '../../platform/db.ts';
import { courses, enrolments } from '../../db/schema/learning.ts';
import { users } from '../../db/schema/users.ts';
import { inCoursesOf, orderOf, statusIs } from './enrolments.repository.ts';

// Queries of the coordinator's dashboard: the enrolments in their courses, read from the enrolment rows' own
// timestamps (no activity table).

type Conn = Db | Tx;
type Kind = (typeof ACTIVITY_KINDS)[number];

/** Enrolments, completions, distinct learners and those behind on a due date, in the coordinator's courses. */
export async function totals(db: Conn, ownerId: string, day: string) {
  const [row] = await db
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

/** The overdue enrolments in the coordinator's courses, soonest due first. */
export const behind = (ownerId: string, day: string) => ({
  where: and(inCoursesOf(ownerId), statusIs('overdue', day)),
  orderBy: orderOf(sql`${enrolments.dueDate}`, 'asc'),
});

/** The latest `limit` events of one kind: the rows where `at` is set (and `when` holds), newest first. */
function latest(db: Conn, ownerId: string, limit: number, kind: Kind, at: PgColumn, when?: SQL) {
  return db
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
    .limit(limit)
    .then((rows) => rows.map((r) => ({ ...r, kind })));
}

/**
 * The latest `limit` enrolled, assigned and completed events of each kind. An enrolment made by an assignment is
 * one event (assigned): its assigned_at is its enrolled_at, both the transaction's time.
 */
export function latestActivity(db: Conn, ownerId: string, limit: number) {
  return Promise.all([
    latest(
      db,
      ownerId,
      limit,
      'enrolled',
      enrolments.enrolledAt,
      sql`(${enrolments.assignedAt} is null or ${enrolments.assignedAt} <> ${enrolments.enrolledAt})`,
    ),
    latest(db, ownerId, limit, 'assigned', enrolments.assignedAt),
    latest(db, ownerId, limit, 'completed', enrolments.completedAt),
  ]);
}
