import {
  COURSE_RANKING_SIZE,
  type CategoryCompletion,
  type CertificateListPage,
  type CertificateSeries,
  type CompletionReport,
  type CourseCompletion,
  type certificateListQuery,
  type certificateSeriesQuery,
  type completionQuery,
  type SkillCoveragePage,
  type SkillHoldersPage,
  type skillCoverageQuery,
  type skillHoldersQuery,
} from '@talentpath/contracts/analytics';
import { today } from '@talentpath/contracts/calendar-days';
import { TECHNOLOGY_NOT_FOUND } from '@talentpath/contracts/technologies';
import type { z } from 'zod';
import type { Platform } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { intervalsOf } from './active-days.ts';
import * as repo from './outcomes.repository.ts';

// What learning came to (issue 27, the admin dashboard): how many enrolments are completed, by category and by
// course; what is overdue; certificates issued and ending; and the skills people have, verified or not. Every
// figure has the list behind it: GET /enrolments for the first two, the lists below for the others.

const rateOf = (row: { enrolled: number; completed: number }) => (row.enrolled ? row.completed / row.enrolled : 0);
/** Title order as people read it (the report's tie-break), the same in every run. */
const byTitle = (a: CourseCompletion, b: CourseCompletion) =>
  a.course.title.localeCompare(b.course.title, 'en') || a.course.id.localeCompare(b.course.id);
/** Most completions first, then the higher rate, then the title. */
const mostFirst = (a: CourseCompletion, b: CourseCompletion) =>
  b.completed - a.completed || rateOf(b) - rateOf(a) || byTitle(a, b);
/** Fewest completions first, then the lower rate, then the title. */
const leastFirst = (a: CourseCompletion, b: CourseCompletion) =>
  a.completed - b.completed || rateOf(a) - rateOf(b) || byTitle(a, b);

/**
 * GET /admin/analytics/completion: the enrolments begun in the range and how many of them are completed, in all,
 * by category and by course (the most and the least completed); and today's overdue assignments.
 */
export async function completionReport(
  p: Platform,
  { from, to }: z.infer<typeof completionQuery>,
): Promise<CompletionReport> {
  const [rows, overdue] = await Promise.all([
    repo.completionByCourse(p.db, from, to),
    repo.overdueCount(p.db, today()),
  ]);
  const courses: CourseCompletion[] = rows.map((row) => ({
    course: { id: row.courseId, title: row.title },
    category: row.categoryId === null ? null : { id: row.categoryId, name: row.categoryName ?? '' },
    enrolled: row.enrolled,
    completed: row.completed,
  }));
  const categories = new Map<string | null, CategoryCompletion>();
  for (const { category, enrolled, completed } of courses) {
    const key = category?.id ?? null;
    const sum = categories.get(key) ?? { category, enrolled: 0, completed: 0 };
    sum.enrolled += enrolled;
    sum.completed += completed;
    categories.set(key, sum);
  }
  const mostCompleted = [...courses].sort(mostFirst).slice(0, COURSE_RANKING_SIZE);
  const leastCompleted = courses
    .filter((row) => !mostCompleted.includes(row))
    .sort(leastFirst)
    .slice(0, COURSE_RANKING_SIZE);
  return {
    from,
    to,
    enrolled: courses.reduce((sum, row) => sum + row.enrolled, 0),
    completed: courses.reduce((sum, row) => sum + row.completed, 0),
    categories: [...categories.values()].sort(
      (a, b) =>
        (a.category === null ? 1 : 0) - (b.category === null ? 1 : 0) ||
        (a.category?.name ?? '').localeCompare(b.category?.name ?? '', 'en'),
    ),
    mostCompleted,
    leastCompleted,
    overdue,
  };
}

/** GET /admin/analytics/certificates: certificates issued and ending per day, week or month of the range. */
export async function certificateSeries(
  p: Platform,
  query: z.infer<typeof certificateSeriesQuery>,
): Promise<CertificateSeries> {
  const { from, to } = query;
  const interval = query.interval ?? 'week';
  const [issued, expiring] = await Promise.all([
    repo.issuedPer(p.db, interval, from, to),
    repo.expiringPer(p.db, interval, from, to),
  ]);
  const issuedOf = new Map(issued.map((row) => [row.bucket, row.n]));
  const expiringOf = new Map(expiring.map((row) => [row.bucket, row.n]));
  const points = intervalsOf(from, to, interval).map(({ bucket, start, end }) => ({
    start,
    end,
    issued: issuedOf.get(bucket) ?? 0,
    expiring: expiringOf.get(bucket) ?? 0,
  }));
  return { from, to, interval, points };
}

/** GET /admin/analytics/certificates/list: the certificates behind an issued or expiring figure. */
export async function certificateList(
  p: Platform,
  query: z.infer<typeof certificateListQuery>,
): Promise<CertificateListPage> {
  const page = await repo.certificatesPage(p.db, query);
  return {
    ...page,
    items: page.items.map((row) => ({
      id: row.id,
      code: row.code,
      person: { id: row.userId, name: row.name, email: row.email },
      course: { id: row.courseId, title: row.courseTitle },
      issuedAt: row.issuedAt.toISOString(),
      expiresOn: row.expiresOn,
      revoked: row.revokedAt !== null,
    })),
  };
}

/** GET /admin/analytics/skills: people per technology and level, and how many of them evidence backs. */
export async function skillCoverage(
  p: Platform,
  query: z.infer<typeof skillCoverageQuery>,
): Promise<SkillCoveragePage> {
  const page = await repo.skillCoveragePage(p.db, query);
  return {
    ...page,
    items: page.items.map((row) => ({
      technology: { id: row.id, name: row.name },
      people: row.people,
      verified: row.verified,
      levels: repo.SKILL_LEVELS.map((level, i) => ({ level, ...(row.levels[i] ?? { people: 0, verified: 0 }) })),
    })),
  };
}

/** GET /admin/analytics/skills/people: who is behind a coverage figure (404 for a technology that does not exist). */
export async function skillHolders(p: Platform, query: z.infer<typeof skillHoldersQuery>): Promise<SkillHoldersPage> {
  const name = await repo.technologyName(p.db, query.technologyId);
  if (name === undefined) throw new AppError('NOT_FOUND', { message: TECHNOLOGY_NOT_FOUND });
  const page = await repo.skillHoldersPage(p.db, query);
  return {
    ...page,
    technology: { id: query.technologyId, name },
    items: page.items.map(({ id, name, email, level, verifiedLevel }) => ({
      person: { id, name, email },
      level,
      verifiedLevel,
    })),
  };
}
