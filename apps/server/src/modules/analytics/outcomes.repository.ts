import { and, count, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type {
  AnalyticsInterval,
  CertificateKind,
  certificateListQuery,
  skillCoverageQuery,
  skillHoldersQuery,
} from '@talentpath/contracts/analytics';
import { addDays } from '@talentpath/contracts/calendar-days';
import { SKILL_LEVEL_MAX, SKILL_LEVEL_MIN } from '@talentpath/contracts/workforce-messages';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { certificates } from '../../db/schema/certificates.ts';
import { courseCategories } from '../../db/schema/course-categories.ts';
import { courses, enrolments } from '../../db/schema/learning.ts';
import { employeeSkills } from '../../db/schema/skills.ts';
import { technologies } from '../../db/schema/technologies.ts';
import { users } from '../../db/schema/users.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { orderByOf, paginate, pageWithTotal, sortKeys, windowTotal } from '../../platform/paging.ts';
import { unitOf } from './analytics.repository.ts';

// What learning came to (issue 27, the admin dashboard): enrolments completed by category and course, certificates
// issued and ending, and skill coverage. Read from the learning, certificate and skill tables, which these queries
// only read (docs/architecture.md: a repository may read another module's tables where one query serves a report).

/** The first instant of a UTC day, and of the day after one: a range of days as instants an index on a time serves. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
export const dayAfter = (day: string) => dayStart(addDays(day, 1));

/**
 * The first day of the interval (weeks from Monday) a moment's UTC day, or a calendar day, falls in, as text:
 * truncated as a timestamp, with no text made per row until the group's.
 */
export const bucketOf = (at: SQL, unit: AnalyticsInterval) =>
  sql<string>`date_trunc(${unitOf(unit)}, ${at})::date::text`;
export const utcMoment = (at: SQL | PgColumn) => sql`(${at} at time zone 'UTC')`;

/**
 * Each course with enrolments begun in the range: how many, and how many of them are completed now — the cases of
 * GET /enrolments' filters enrolledFrom, enrolledTo and status=completed. Counted per course first, then the few
 * groups joined to their course and category (not each enrolment).
 */
export function completionByCourse(db: Db, from: string, to: string) {
  const counted = db
    .select({
      courseId: enrolments.courseId,
      enrolled: sql<number>`count(*)::int`.as('enrolled'),
      completed: sql<number>`count(${enrolments.completedAt})::int`.as('completed'),
    })
    .from(enrolments)
    .where(and(sql`${enrolments.enrolledAt} >= ${dayStart(from)}`, sql`${enrolments.enrolledAt} < ${dayAfter(to)}`))
    .groupBy(enrolments.courseId)
    .as('counted');
  return db
    .select({
      courseId: courses.id,
      title: courses.title,
      categoryId: courseCategories.id,
      categoryName: courseCategories.name,
      enrolled: counted.enrolled,
      completed: counted.completed,
    })
    .from(counted)
    .innerJoin(courses, eq(courses.id, counted.courseId))
    .leftJoin(courseCategories, eq(courseCategories.id, courses.categoryId));
}

/** Enrolments past their due date and not completed on `today`: GET /enrolments?status=overdue's count. */
export async function overdueCount(db: Db, today: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(enrolments)
    .where(and(isNull(enrolments.completedAt), sql`${enrolments.dueDate} < ${today}::date`));
  return row?.n ?? 0;
}

/** A certificate that is neither revoked nor renewed by a later one: its end is still ahead of its holder. */
const standing = and(
  isNull(certificates.revokedAt),
  sql`not exists (select 1 from ${certificates} renewal where renewal.renews_id = ${certificates.id})`,
);

/** Certificates issued, per interval (by its first day) of the range. */
export function issuedPer(db: Db, unit: AnalyticsInterval, from: string, to: string) {
  const bucket = bucketOf(utcMoment(certificates.issuedAt), unit);
  return db
    .select({ bucket, n: sql<number>`count(*)::int` })
    .from(certificates)
    .where(and(sql`${certificates.issuedAt} >= ${dayStart(from)}`, sql`${certificates.issuedAt} < ${dayAfter(to)}`))
    .groupBy(bucket);
}

/** Standing certificates whose last valid day falls in the range, per interval (by its first day). */
export function expiringPer(db: Db, unit: AnalyticsInterval, from: string, to: string) {
  const bucket = bucketOf(sql`${certificates.expiresOn}::timestamp`, unit);
  return db
    .select({ bucket, n: sql<number>`count(*)::int` })
    .from(certificates)
    .where(and(isNotNull(certificates.expiresOn), sql`${certificates.expiresOn} between ${from} and ${to}`, standing))
    .groupBy(bucket);
}

type CertificateListQuery = z.infer<typeof certificateListQuery>;

/** The certificates behind an issued or expiring figure: those of the range's days, as the series counts them. */
function certificatesOf(kind: CertificateKind, from: string, to: string) {
  return kind === 'issued'
    ? and(sql`${certificates.issuedAt} >= ${dayStart(from)}`, sql`${certificates.issuedAt} < ${dayAfter(to)}`)
    : and(isNotNull(certificates.expiresOn), sql`${certificates.expiresOn} between ${from} and ${to}`, standing);
}

/** A page of the certificates behind a figure, with their holders (the holder's name now, not as printed). */
export function certificatesPage(db: Db, query: CertificateListQuery) {
  const where = certificatesOf(query.kind, query.from, query.to);
  const day = query.kind === 'issued' ? certificates.issuedAt : certificates.expiresOn;
  const order = sortKeys(
    query.sort,
    { day, name: sql`lower(${users.name})`, course: sql`lower(${certificates.courseTitle})` },
    certificates.id,
  );
  return paginate(db, query, {
    count: async (tx) => (await tx.select({ n: count() }).from(certificates).where(where))[0]?.n ?? 0,
    items: (tx, { limit, offset }) =>
      tx
        .select({
          id: certificates.id,
          code: certificates.code,
          userId: users.id,
          name: users.name,
          email: users.email,
          courseId: certificates.courseId,
          courseTitle: certificates.courseTitle,
          issuedAt: certificates.issuedAt,
          expiresOn: certificates.expiresOn,
          revokedAt: certificates.revokedAt,
        })
        .from(certificates)
        .innerJoin(users, eq(users.id, certificates.userId))
        .where(where)
        .orderBy(...orderByOf(order))
        .limit(limit)
        .offset(offset),
  });
}

/** People's skills as the reports count them: of people not deleted. */
const countedSkills = and(eq(users.id, employeeSkills.userId), isNull(users.deletedAt));

/** `verified` as a condition: evidence backs the person's level (or not). */
const verifiedIs = (verified: boolean) =>
  verified
    ? sql`${employeeSkills.verifiedLevel} >= ${employeeSkills.level}`
    : sql`coalesce(${employeeSkills.verifiedLevel}, 0) < ${employeeSkills.level}`;

type SkillCoverageQuery = z.infer<typeof skillCoverageQuery>;

/** The levels a skill can have, in order. */
export const SKILL_LEVELS = Array.from(
  { length: SKILL_LEVEL_MAX - SKILL_LEVEL_MIN + 1 },
  (_, i) => SKILL_LEVEL_MIN + i,
);

/**
 * The technologies people have skills in, with people and verified people per level, in the list's order: counted
 * per technology, level and verified first (a few hundred groups), then those summed per technology — the
 * 50,000 skills are read once, and only the groups are pivoted and joined to their technology.
 */
function skillCoverageInOrder(db: Db | Tx, sort: SkillCoverageQuery['sort']) {
  const groups = db
    .select({
      technologyId: employeeSkills.technologyId,
      level: employeeSkills.level,
      verified: sql<boolean>`coalesce(${employeeSkills.verifiedLevel} >= ${employeeSkills.level}, false)`.as(
        'verified',
      ),
      n: sql<number>`count(*)`.as('n'),
    })
    .from(employeeSkills)
    .innerJoin(users, countedSkills)
    .groupBy(sql`1`, sql`2`, sql`3`)
    .as('groups');
  const people = sql<number>`sum(${groups.n})::int`;
  const verified = sql<number>`coalesce(sum(${groups.n}) filter (where ${groups.verified}), 0)::int`;
  const levels = sql<{ people: number; verified: number }[]>`json_build_array(${sql.join(
    SKILL_LEVELS.map((n) => {
      const at = sql.raw(String(n));
      return sql`json_build_object('people', coalesce(sum(${groups.n}) filter (where ${groups.level} = ${at}), 0)::int, 'verified', coalesce(sum(${groups.n}) filter (where ${groups.level} = ${at} and ${groups.verified}), 0)::int)`;
    }),
    sql`, `,
  )})`;
  const order = sortKeys(sort, { people, verified, name: sql`lower(${technologies.name})` }, technologies.id);
  return db
    .select({ id: technologies.id, name: technologies.name, people, verified, levels, total: windowTotal })
    .from(groups)
    .innerJoin(technologies, eq(technologies.id, groups.technologyId))
    .groupBy(technologies.id)
    .orderBy(...orderByOf(order));
}

/** A page of the technologies people have skills in, with their count in the same statement. */
export function skillCoveragePage(db: Db, query: SkillCoverageQuery) {
  return pageWithTotal(query, {
    count: async () =>
      (
        await db
          .select({ n: sql<number>`count(distinct ${employeeSkills.technologyId})::int` })
          .from(employeeSkills)
          .innerJoin(users, countedSkills)
      )[0]?.n ?? 0,
    items: async ({ limit, offset }) =>
      (await skillCoverageInOrder(db, query.sort).limit(limit).offset(offset)).map(({ total, ...item }) => ({
        item,
        total,
      })),
  });
}

/** Every technology people have skills in (a few hundred at most: the organisation's list), for the export. */
export const skillCoverageAll = (db: Db, sort: SkillCoverageQuery['sort']) => skillCoverageInOrder(db, sort);

type SkillHoldersQuery = z.infer<typeof skillHoldersQuery>;

/** A page of the people behind a coverage figure: a technology, and a level and whether evidence backs it if asked. */
export function skillHoldersPage(db: Db, query: SkillHoldersQuery) {
  const where = and(
    eq(employeeSkills.technologyId, query.technologyId),
    query.level === undefined ? undefined : eq(employeeSkills.level, query.level),
    query.verified === undefined ? undefined : verifiedIs(query.verified),
  );
  const order = sortKeys(query.sort, { level: employeeSkills.level, name: sql`lower(${users.name})` }, users.id);
  return paginate(db, query, {
    count: async (tx) =>
      (await tx.select({ n: count() }).from(employeeSkills).innerJoin(users, countedSkills).where(where))[0]?.n ?? 0,
    items: (tx, { limit, offset }) =>
      tx
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          level: employeeSkills.level,
          verifiedLevel: employeeSkills.verifiedLevel,
        })
        .from(employeeSkills)
        .innerJoin(users, countedSkills)
        .where(where)
        .orderBy(...orderByOf(order))
        .limit(limit)
        .offset(offset),
  });
}

/** A technology's name, or undefined when there is none with that id (its people list is then a 404). */
export async function technologyName(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ name: technologies.name }).from(technologies).where(eq(technologies.id, id));
  return row?.name;
}
