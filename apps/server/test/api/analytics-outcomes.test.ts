import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_RANGE_BACKWARDS,
  ANALYTICS_RANGE_TOO_LONG,
  COURSE_RANKING_SIZE,
  type CertificateListPage,
  type CertificateSeries,
  type CompletionReport,
  type SkillCoveragePage,
  type SkillHoldersPage,
} from '@talentpath/contracts/analytics';
import { addDays, mondayOf, today } from '@talentpath/contracts/calendar-days';
import type { EnrolmentPage } from '@talentpath/contracts/enrolments';
import { CATEGORY_NOT_FOUND } from '@talentpath/contracts/learning-messages';
import { sortInvalid } from '@talentpath/contracts/paging';
import { ROLES } from '@talentpath/contracts/roles';
import { SKILL_LEVEL_INVALID } from '@talentpath/contracts/skill-messages';
import { TECHNOLOGY_NOT_FOUND } from '@talentpath/contracts/technologies';
import { certificates } from '../../src/db/schema/certificates.ts';
import { enrolments } from '../../src/db/schema/learning.ts';
import { employeeSkills } from '../../src/db/schema/skills.ts';
import { users } from '../../src/db/schema/users.ts';
import { expectError, expectValidation } from '../support/api.ts';
import { call, everyRole, type Headers } from '../support/callers.ts';
import { createCategory, createCourse, createTechnology, reportCourse } from '../support/learning.ts';
import { createUser, fileTestApp } from '../support/test-app.ts';

// Issue 27, the admin dashboard's outcomes of learning: enrolments completed by category and course, overdue
// assignments, certificates issued and ending, skill coverage. Numbers checked against rows written by hand, each
// figure equal to the count of the list behind it, who may read them, and what is refused.

const t = await fileTestApp();
const who = await everyRole(t);
const get = (path: string, h: Headers = who.Admin.h) => call(t, 'GET', `/api${path}`, undefined, h);
async function ok<T>(path: string, h: Headers = who.Admin.h) {
  const res = await get(path, h);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  return res.json() as T;
}
const countOf = async (path: string) => (await ok<{ totalCount: number }>(path)).totalCount;

const DAY = today();
const owner = who.CourseCoordinator.user.id;

// --- Enrolments: 8 courses with enrolments begun in March 2025, one with enrolments only on the days around it. ---

// Beta is made first: the report orders categories by name, not by when they were made.
const beta = await createCategory(t, { name: `Beta outcomes ${randomUUID().slice(0, 6)}` });
const alpha = await createCategory(t, { name: `Alpha outcomes ${randomUUID().slice(0, 6)}` });
const course = (title: string, categoryId: string | null) => reportCourse(t, owner, title, categoryId);
const rust = await course('Rust Intro', alpha.id);
const kotlin = await course('Kotlin Basics', alpha.id);
const cobol = await course('Cobol Classic', alpha.id);
const go = await course('Go Tour', beta.id);
const elm = await course('Elm Start', beta.id);
const adaC = await course('Ada Again', beta.id);
const zig = await course('Zig Zag', beta.id);
const dart = await course('Draft Dart', null);
const outside = await course('Outside Only', alpha.id);
const learners = await Promise.all(
  Array.from({ length: 5 }, (_, i) => createUser(t, { roles: ['Learner'], name: `Outcome Learner ${i}` })),
);

type EnrolmentFixture = { at: string; completed?: string; due?: string };
/** Enrolments of one course, the n-th by the n-th learner: begun at `at`, completed at `completed`, due on `due`. */
async function enrolIn(courseId: string, rows: EnrolmentFixture[]) {
  await t.db.insert(enrolments).values(
    rows.map((row, i) => ({
      courseId,
      userId: learners[i]!.id,
      source: row.due ? ('assigned' as const) : ('self' as const),
      assignedBy: row.due ? owner : null,
      assignedAt: row.due ? new Date(row.at) : null,
      dueDate: row.due ?? null,
      enrolledAt: new Date(row.at),
      startedAt: row.completed ? new Date(row.at) : null,
      completedAt: row.completed ? new Date(row.completed) : null,
      progress: row.completed ? 100 : 0,
    })),
  );
}
const done = '2025-06-01T12:00:00Z'; // completed after the range: completed now is what counts
await enrolIn(rust.id, [
  { at: '2025-03-01T00:00:00Z', completed: '2025-03-05T10:00:00Z' }, // the range's first instant
  { at: '2025-03-15T10:00:00Z', completed: done },
  { at: '2025-03-31T23:59:59.999Z', completed: '2025-04-02T10:00:00Z' }, // its last
  { at: '2025-02-28T23:59:59.999Z', completed: done }, // the day before
  { at: '2025-04-01T00:00:00Z', completed: done }, // the day after
]);
await enrolIn(kotlin.id, [
  { at: '2025-03-02T09:00:00Z', completed: done },
  { at: '2025-03-03T09:00:00Z', completed: done },
  { at: '2025-03-31T23:59:59Z', completed: done },
  { at: '2025-03-10T09:00:00Z', due: '2025-03-20' }, // overdue
]);
await enrolIn(cobol.id, [
  { at: '2025-03-05T09:00:00Z', completed: done },
  { at: '2025-03-06T09:00:00Z', due: addDays(DAY, 1) }, // due tomorrow: not overdue
  { at: '2025-03-07T09:00:00Z' },
  { at: '2025-03-08T09:00:00Z' },
]);
await enrolIn(go.id, [
  { at: '2025-03-01T00:00:00Z', completed: done },
  { at: '2025-03-20T09:00:00Z', completed: done, due: '2025-03-25' }, // past due but completed: not overdue
]);
await enrolIn(elm.id, [
  { at: '2025-03-04T09:00:00Z', completed: done },
  { at: '2025-03-04T10:00:00Z', completed: done },
  { at: '2025-03-04T11:00:00Z', due: DAY }, // due today: not overdue yet
  { at: '2025-03-04T12:00:00Z' },
]);
await enrolIn(adaC.id, [
  { at: '2025-03-11T09:00:00Z', completed: done },
  { at: '2025-03-11T10:00:00Z', due: addDays(DAY, -1) }, // overdue since today
]);
await enrolIn(zig.id, [{ at: '2025-03-12T09:00:00Z', completed: done }, { at: '2025-03-12T10:00:00Z' }]);
await enrolIn(dart.id, [{ at: '2025-03-13T09:00:00Z' }]);
await enrolIn(outside.id, [
  { at: '2025-02-28T23:59:59Z', completed: done },
  { at: '2025-04-01T00:00:00Z', due: '2025-04-10' }, // overdue, though begun outside the range
]);
const MARCH = 'from=2025-03-01&to=2025-03-31';
const MARCH_ENROLLED = 'enrolledFrom=2025-03-01&enrolledTo=2025-03-31';

const figures = (enrolled: number, completed: number) => ({ enrolled, completed });
const courseFigure = (
  c: { id: string; title: string },
  category: { id: string; name: string } | null,
  n: number[],
) => ({
  course: { id: c.id, title: c.title },
  category: category && { id: category.id, name: category.name },
  ...figures(n[0]!, n[1]!),
});

describe('GET /api/admin/analytics/completion', () => {
  it('the enrolments begun in the range, completed now: in all, per category, the most and least completed', async () => {
    const report = await ok<CompletionReport>(`/admin/analytics/completion?${MARCH}`);
    const cat = (c: typeof alpha) => ({ id: c.id, name: c.name });
    expect(report).toEqual({
      from: '2025-03-01',
      to: '2025-03-31',
      ...figures(22, 13),
      // By name, no category last.
      categories: [
        { category: cat(alpha), ...figures(11, 7) },
        { category: cat(beta), ...figures(10, 6) },
        { category: null, ...figures(1, 0) },
      ],
      // By completions, then rate (Rust 3/3 before Kotlin 3/4), then title (Ada before Zig, both 1/2).
      mostCompleted: [
        courseFigure(rust, alpha, [3, 3]),
        courseFigure(kotlin, alpha, [4, 3]),
        courseFigure(go, beta, [2, 2]),
        courseFigure(elm, beta, [4, 2]),
        courseFigure(adaC, beta, [2, 1]),
      ],
      // Fewest first; of eight courses, only the three not among the most completed.
      leastCompleted: [
        courseFigure(dart, null, [1, 0]),
        courseFigure(cobol, alpha, [4, 1]),
        courseFigure(zig, beta, [2, 1]),
      ],
      overdue: 3,
    });
    expect(report.mostCompleted).toHaveLength(COURSE_RANKING_SIZE);
  });

  it('the days around the range, one day at a time; a range with fewer courses than the two lists hold', async () => {
    const before = await ok<CompletionReport>('/admin/analytics/completion?from=2025-02-28&to=2025-02-28');
    expect(figures(before.enrolled, before.completed)).toEqual(figures(2, 2));
    expect(before.mostCompleted.map((c) => c.course.id).sort()).toEqual([rust.id, outside.id].sort());
    const after = await ok<CompletionReport>('/admin/analytics/completion?from=2025-04-01&to=2025-04-01');
    expect(figures(after.enrolled, after.completed)).toEqual(figures(2, 1));
    // Two courses: both among the most completed (a tie of 1/1, by title), none left for the least.
    const first = await ok<CompletionReport>('/admin/analytics/completion?from=2025-03-01&to=2025-03-01');
    expect(first.mostCompleted).toEqual([courseFigure(go, beta, [1, 1]), courseFigure(rust, alpha, [1, 1])]);
    expect(first.leastCompleted).toEqual([]);
    expect(first.categories.map((c) => c.category?.id)).toEqual([alpha.id, beta.id]);
    // The last day, to its last instant.
    const last = await ok<CompletionReport>('/admin/analytics/completion?from=2025-03-31&to=2025-03-31');
    expect(figures(last.enrolled, last.completed)).toEqual(figures(2, 2));
    // Nothing begun: empty lists, and the overdue figure all the same (it is today's, not the range's).
    const none = await ok<CompletionReport>('/admin/analytics/completion?from=2020-01-01&to=2020-12-31');
    expect(none).toEqual({
      from: '2020-01-01',
      to: '2020-12-31',
      ...figures(0, 0),
      categories: [],
      mostCompleted: [],
      leastCompleted: [],
      overdue: 3,
    });
  });

  it('each figure is the count of GET /enrolments with the same range, category or course, and status', async () => {
    for (const range of [MARCH, 'from=2025-02-28&to=2025-04-01', 'from=2025-03-31&to=2025-04-01']) {
      const report = await ok<CompletionReport>(`/admin/analytics/completion?${range}`);
      const q = range.replace('from=', 'enrolledFrom=').replace('to=', 'enrolledTo=');
      expect(await countOf(`/enrolments?${q}`), range).toBe(report.enrolled);
      expect(await countOf(`/enrolments?${q}&status=completed`), range).toBe(report.completed);
      for (const { category, enrolled, completed } of report.categories) {
        if (category === null) continue;
        expect(await countOf(`/enrolments?${q}&categoryId=${category.id}`), category.name).toBe(enrolled);
        expect(await countOf(`/enrolments?${q}&categoryId=${category.id}&status=completed`), category.name).toBe(
          completed,
        );
      }
      // Fewer than twice the ranking's size: the two lists together are every course of the range.
      const ranked = [...report.mostCompleted, ...report.leastCompleted];
      expect(new Set(ranked.map((c) => c.course.id)).size).toBe(ranked.length);
      expect(ranked.reduce((n, c) => n + c.enrolled, 0)).toBe(report.enrolled);
      for (const { course: c, enrolled, completed } of ranked) {
        expect(await countOf(`/enrolments?${q}&courseId=${c.id}`), c.title).toBe(enrolled);
        expect(await countOf(`/enrolments?${q}&courseId=${c.id}&status=completed`), c.title).toBe(completed);
      }
      expect(await countOf('/enrolments?status=overdue')).toBe(report.overdue);
    }
    // The list's rows are the range's, by their enrolment time.
    const list = await ok<EnrolmentPage>(`/enrolments?${MARCH_ENROLLED}&courseId=${rust.id}&sort=enrolledAt`);
    expect(list.items.map((e) => e.enrolledAt)).toEqual([
      '2025-03-01T00:00:00.000Z',
      '2025-03-15T10:00:00.000Z',
      '2025-03-31T23:59:59.999Z',
    ]);
    // Each bound alone.
    expect(await countOf(`/enrolments?enrolledFrom=2025-04-01&courseId=${rust.id}`)).toBe(1);
    expect(await countOf(`/enrolments?enrolledTo=2025-02-28&courseId=${rust.id}`)).toBe(1);
  });
});

// --- Certificates: a learner and an enrolment (begun in 2024, outside the ranges above) for each. ---

const certCourse = (await createCourse(t, { ownerId: owner, title: 'Certified Course', lessons: [] })).course;
type CertificateFixture = { issued: string; expires?: string | null; revoked?: boolean };
/** A certificate issued at `issued`, valid to `expires`, revoked if asked; `renews`: in the next round of its enrolment. */
async function certificate(fixture: CertificateFixture, renews?: { id: string; enrolmentId: string; userId: string }) {
  let enrolmentId = renews?.enrolmentId;
  let userId = renews?.userId;
  if (!renews) {
    const holder = await createUser(t, { roles: ['Learner'], name: `Holder ${fixture.issued}` });
    const [row] = await t.db
      .insert(enrolments)
      .values({
        courseId: certCourse.id,
        userId: holder.id,
        source: 'self',
        enrolledAt: new Date('2024-01-01T00:00:00Z'),
        completedAt: new Date('2024-01-02T00:00:00Z'),
        progress: 100,
      })
      .returning();
    enrolmentId = row!.id;
    userId = holder.id;
  }
  const [row] = await t.db
    .insert(certificates)
    .values({
      code: randomUUID(),
      enrolmentId: enrolmentId!,
      userId: userId!,
      courseId: certCourse.id,
      holderName: 'Holder',
      courseTitle: certCourse.title,
      issuer: 'TalentPath',
      issuedAt: new Date(fixture.issued),
      expiresOn: fixture.expires ?? null,
      revokedAt: fixture.revoked ? new Date(fixture.issued) : null,
      revokedReason: fixture.revoked ? 'Issued by mistake' : null,
      cycle: renews ? 2 : 1,
      renewsId: renews?.id ?? null,
    })
    .returning();
  return row!;
}

// The range: Tuesday 10 June to Wednesday 20 August 2025.
const R = { from: '2025-06-10', to: '2025-08-20' };
const RANGE = `from=${R.from}&to=${R.to}`;
// Issued: the day before, the first instant, a revoked one, the last instant, the day after.
await certificate({ issued: '2025-06-09T23:59:59.999Z' });
const cFirst = await certificate({ issued: '2025-06-10T00:00:00Z' });
const cRevoked = await certificate({ issued: '2025-07-15T12:00:00Z', expires: '2025-07-31', revoked: true });
const cLast = await certificate({ issued: '2025-08-20T23:59:59.999Z', expires: '2026-08-20' });
await certificate({ issued: '2025-08-21T00:00:00Z' });
// Ending: the day before, the first day, a revoked and a renewed one, the last day, the day after.
await certificate({ issued: '2024-06-09T10:00:00Z', expires: '2025-06-09' });
const xFirst = await certificate({ issued: '2024-06-10T10:00:00Z', expires: '2025-06-10' });
const xJuly = await certificate({ issued: '2024-07-01T10:00:00Z', expires: '2025-07-01' });
await certificate({ issued: '2024-07-01T11:00:00Z', expires: '2025-07-01', revoked: true });
const xRenewed = await certificate({ issued: '2024-07-20T10:00:00Z', expires: '2025-07-20' });
const renewal = await certificate({ issued: '2025-07-18T08:00:00Z', expires: '2026-07-18' }, xRenewed);
const xLast = await certificate({ issued: '2024-08-20T10:00:00Z', expires: '2025-08-20' });
await certificate({ issued: '2024-08-21T10:00:00Z', expires: '2025-08-21' });
// Ending in the future: one standing, one revoked, one renewed (whose renewal ends later still).
await certificate({ issued: '2025-12-01T10:00:00Z', expires: addDays(DAY, 30) });
await certificate({ issued: '2025-12-01T11:00:00Z', expires: addDays(DAY, 200), revoked: true });
const fRenewed = await certificate({ issued: '2025-12-02T10:00:00Z', expires: addDays(DAY, 100) });
await certificate({ issued: '2026-01-05T10:00:00Z', expires: addDays(DAY, 465) }, fRenewed);

const sum = (points: { issued: number; expiring: number }[]) => ({
  issued: points.reduce((n, p) => n + p.issued, 0),
  expiring: points.reduce((n, p) => n + p.expiring, 0),
});

describe('GET /api/admin/analytics/certificates', () => {
  it('per month: issued (revoked since or not) and ending (neither revoked nor renewed), cut to the range', async () => {
    const series = await ok<CertificateSeries>(`/admin/analytics/certificates?${RANGE}&interval=month`);
    expect(series).toEqual({
      ...R,
      interval: 'month',
      points: [
        { start: '2025-06-10', end: '2025-06-30', issued: 1, expiring: 1 },
        { start: '2025-07-01', end: '2025-07-31', issued: 2, expiring: 1 },
        { start: '2025-08-01', end: '2025-08-20', issued: 1, expiring: 1 },
      ],
    });
  });

  it('per week (the default, Monday to Sunday) and per day, cut to the range, the same in all', async () => {
    const weeks = await ok<CertificateSeries>(`/admin/analytics/certificates?${RANGE}`);
    expect(weeks.interval).toBe('week');
    expect(weeks.points).toHaveLength(11);
    expect(weeks.points[0]).toMatchObject({ start: '2025-06-10', end: '2025-06-15', issued: 1, expiring: 1 });
    expect(weeks.points.at(-1)).toMatchObject({ start: '2025-08-18', end: '2025-08-20', issued: 1, expiring: 1 });
    weeks.points.slice(1, -1).forEach((p) => {
      expect(mondayOf(p.start)).toBe(p.start);
      expect(p.end).toBe(addDays(p.start, 6));
    });
    const days = await ok<CertificateSeries>(`/admin/analytics/certificates?${RANGE}&interval=day`);
    expect(days.points).toHaveLength(72);
    expect(days.points.filter((p) => p.issued || p.expiring)).toEqual([
      { start: '2025-06-10', end: '2025-06-10', issued: 1, expiring: 1 },
      { start: '2025-07-01', end: '2025-07-01', issued: 0, expiring: 1 },
      { start: '2025-07-15', end: '2025-07-15', issued: 1, expiring: 0 },
      { start: '2025-07-18', end: '2025-07-18', issued: 1, expiring: 0 },
      { start: '2025-08-20', end: '2025-08-20', issued: 1, expiring: 1 },
    ]);
    for (const series of [weeks, days]) {
      expect(series.points[0]!.start).toBe(R.from);
      expect(series.points.at(-1)!.end).toBe(R.to);
      series.points.forEach((p, i) => {
        if (i > 0) expect(p.start).toBe(addDays(series.points[i - 1]!.end, 1));
      });
      expect(sum(series.points)).toEqual({ issued: 4, expiring: 3 });
    }
    // A range of one day in the middle of a month: one point, that day.
    const one = await ok<CertificateSeries>(
      '/admin/analytics/certificates?from=2025-07-15&to=2025-07-15&interval=month',
    );
    expect(one.points).toEqual([{ start: '2025-07-15', end: '2025-07-15', issued: 1, expiring: 0 }]);
  });

  it('a range reaching into the future counts the certificates that will end in it', async () => {
    const from = addDays(DAY, 1);
    const to = addDays(DAY, 500);
    const series = await ok<CertificateSeries>(`/admin/analytics/certificates?from=${from}&to=${to}&interval=month`);
    expect(series.points[0]!.start).toBe(from);
    expect(series.points.at(-1)!.end).toBe(to);
    // The one standing and the renewal: not the revoked one, nor the one renewed.
    expect(sum(series.points)).toEqual({ issued: 0, expiring: 2 });
    const list = await ok<CertificateListPage>(
      `/admin/analytics/certificates/list?from=${from}&to=${to}&kind=expiring`,
    );
    expect(list.items.map((c) => c.expiresOn)).toEqual([addDays(DAY, 30), addDays(DAY, 465)]);
  });

  it('each figure is the count of the list behind it, every point of every interval', async () => {
    for (const interval of ['day', 'week', 'month'])
      for (const p of (await ok<CertificateSeries>(`/admin/analytics/certificates?${RANGE}&interval=${interval}`))
        .points)
        for (const kind of ['issued', 'expiring'] as const)
          expect(
            await countOf(`/admin/analytics/certificates/list?from=${p.start}&to=${p.end}&kind=${kind}&pageSize=1`),
            `${interval} ${p.start} ${kind}`,
          ).toBe(p[kind]);
  });
});

describe('GET /api/admin/analytics/certificates/list', () => {
  it('the certificates issued in the range, revoked ones too, by day; and those ending, by their last day', async () => {
    const issued = await ok<CertificateListPage>(`/admin/analytics/certificates/list?${RANGE}&kind=issued`);
    expect(issued.totalCount).toBe(4);
    expect(issued.items.map((c) => c.id)).toEqual([cFirst.id, cRevoked.id, renewal.id, cLast.id]);
    const revoked = issued.items[1]!;
    expect(revoked).toMatchObject({
      code: cRevoked.code,
      course: { id: certCourse.id, title: certCourse.title },
      issuedAt: '2025-07-15T12:00:00.000Z',
      expiresOn: '2025-07-31',
      revoked: true,
    });
    expect(revoked.person.id).toBe(cRevoked.userId);
    expect(issued.items.filter((c) => c.revoked)).toHaveLength(1);
    const newest = await ok<CertificateListPage>(`/admin/analytics/certificates/list?${RANGE}&kind=issued&sort=-day`);
    expect(newest.items.map((c) => c.id)).toEqual([cLast.id, renewal.id, cRevoked.id, cFirst.id]);
    const ending = await ok<CertificateListPage>(`/admin/analytics/certificates/list?${RANGE}&kind=expiring`);
    expect(ending.items.map((c) => [c.id, c.expiresOn, c.revoked])).toEqual([
      [xFirst.id, '2025-06-10', false],
      [xJuly.id, '2025-07-01', false],
      [xLast.id, '2025-08-20', false],
    ]);
    // Paged.
    const second = await ok<CertificateListPage>(
      `/admin/analytics/certificates/list?${RANGE}&kind=expiring&pageSize=2&pageNumber=2`,
    );
    expect(second).toMatchObject({ totalCount: 3, hasNextPage: false, pageNumber: 2 });
    expect(second.items.map((c) => c.id)).toEqual([xLast.id]);
    for (const sort of ['name', '-name', 'course', '-course'])
      expect(
        (await ok<CertificateListPage>(`/admin/analytics/certificates/list?${RANGE}&kind=issued&sort=${sort}`))
          .totalCount,
      ).toBe(4);
  });
});

// --- Skills: two technologies people have, one nobody has, one only a deleted person has. ---

const rustT = await createTechnology(t, { name: `Rust Coverage ${randomUUID().slice(0, 6)}` });
const goT = await createTechnology(t, { name: `Go Coverage ${randomUUID().slice(0, 6)}` });
const nobodyT = await createTechnology(t);
const goneT = await createTechnology(t);
const people = await Promise.all(
  Array.from({ length: 5 }, (_, i) => createUser(t, { roles: ['Learner'], name: `Skilled ${'ABCDE'[i]}` })),
);
const gone = await createUser(t, { roles: ['Learner'], name: 'Skilled Gone' });
await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
const [p1, p2, p3, p4, p5] = people.map((p) => p.id) as [string, string, string, string, string];
await t.db.insert(employeeSkills).values([
  { userId: p1, technologyId: rustT.id, level: 3, verifiedLevel: 3 }, // verified
  { userId: p2, technologyId: rustT.id, level: 3, verifiedLevel: 2 }, // evidence short of the level
  { userId: p3, technologyId: rustT.id, level: 5, verifiedLevel: null },
  { userId: p4, technologyId: rustT.id, level: 1, verifiedLevel: 5 }, // evidence beyond it: verified
  { userId: gone.id, technologyId: rustT.id, level: 3, verifiedLevel: 3 },
  { userId: p1, technologyId: goT.id, level: 2, verifiedLevel: 2 },
  { userId: p5, technologyId: goT.id, level: 4, verifiedLevel: null },
  { userId: gone.id, technologyId: goneT.id, level: 4, verifiedLevel: 4 },
]);
const levels = (...n: [number, number][]) => n.map(([people, verified], i) => ({ level: i + 1, people, verified }));
const rustCoverage = {
  technology: { id: rustT.id, name: rustT.name },
  people: 4,
  verified: 2,
  levels: levels([1, 1], [0, 0], [2, 1], [0, 0], [1, 0]),
};
const goCoverage = {
  technology: { id: goT.id, name: goT.name },
  people: 2,
  verified: 1,
  levels: levels([0, 0], [1, 1], [0, 0], [1, 0], [0, 0]),
};

describe('GET /api/admin/analytics/skills', () => {
  it('per technology people have: people and verified, per level; deleted people not counted', async () => {
    const page = await ok<SkillCoveragePage>('/admin/analytics/skills');
    expect(page).toEqual({
      items: [rustCoverage, goCoverage],
      pageNumber: 1,
      pageSize: 20,
      totalCount: 2,
      hasNextPage: false,
    });
    const ids = (q: string) =>
      ok<SkillCoveragePage>(`/admin/analytics/skills?${q}`).then((p) => p.items.map((i) => i.technology.id));
    expect(await ids('sort=people')).toEqual([goT.id, rustT.id]);
    expect(await ids('sort=verified')).toEqual([goT.id, rustT.id]);
    expect(await ids('sort=-verified')).toEqual([rustT.id, goT.id]);
    expect(await ids('sort=name')).toEqual([goT.id, rustT.id]);
    expect(await ids('sort=-name')).toEqual([rustT.id, goT.id]);
    const second = await ok<SkillCoveragePage>('/admin/analytics/skills?pageSize=1&pageNumber=2');
    expect(second).toMatchObject({ totalCount: 2, hasNextPage: false, items: [goCoverage] });
    expect((await ok<SkillCoveragePage>('/admin/analytics/skills?pageSize=1')).hasNextPage).toBe(true);
  });

  it('each figure is the count of the people behind it; verified and not add up to the people', async () => {
    const { items } = await ok<SkillCoveragePage>('/admin/analytics/skills?pageSize=100');
    for (const { technology, people: n, verified, levels: each } of items) {
      const base = `/admin/analytics/skills/people?technologyId=${technology.id}`;
      expect(await countOf(base)).toBe(n);
      expect(await countOf(`${base}&verified=true`)).toBe(verified);
      expect(await countOf(`${base}&verified=false`)).toBe(n - verified);
      expect(each.reduce((s, l) => s + l.people, 0)).toBe(n);
      for (const l of each) {
        const label = `${technology.name} ${l.level}`;
        expect(await countOf(`${base}&level=${l.level}`), label).toBe(l.people);
        const yes = await countOf(`${base}&level=${l.level}&verified=true`);
        const no = await countOf(`${base}&level=${l.level}&verified=false`);
        expect(yes, label).toBe(l.verified);
        expect(yes + no, label).toBe(l.people);
      }
    }
  });
});

describe('GET /api/admin/analytics/skills/people', () => {
  it('who: highest level first by default, by name; a level and whether evidence backs it', async () => {
    const base = `/admin/analytics/skills/people?technologyId=${rustT.id}`;
    const all = await ok<SkillHoldersPage>(base);
    expect(all.totalCount).toBe(4);
    expect(all.items.map((h) => h.level)).toEqual([5, 3, 3, 1]);
    expect(all.items.map((h) => h.person.id)).not.toContain(gone.id);
    expect(all.items.find((h) => h.person.id === p4)).toEqual({
      person: { id: p4, name: people[3]!.name, email: people[3]!.email },
      level: 1,
      verifiedLevel: 5,
    });
    const byName = await ok<SkillHoldersPage>(`${base}&sort=name`);
    expect(byName.items.map((h) => h.person.id)).toEqual([p1, p2, p3, p4]);
    expect((await ok<SkillHoldersPage>(`${base}&sort=level`)).items.map((h) => h.level)).toEqual([1, 3, 3, 5]);
    const verified = await ok<SkillHoldersPage>(`${base}&level=3&verified=true`);
    expect(verified.items.map((h) => h.person.id)).toEqual([p1]);
    const unverified = await ok<SkillHoldersPage>(`${base}&verified=false&sort=name`);
    expect(unverified.items.map((h) => h.person.id)).toEqual([p2, p3]);
    // A technology nobody (not deleted) has: an empty list, not a 404.
    for (const tech of [nobodyT, goneT])
      expect(await ok<SkillHoldersPage>(`/admin/analytics/skills/people?technologyId=${tech.id}`)).toMatchObject({
        totalCount: 0,
        items: [],
      });
    expectError(
      await get(`/admin/analytics/skills/people?technologyId=${randomUUID()}`),
      404,
      'NOT_FOUND',
      TECHNOLOGY_NOT_FOUND,
    );
  });
});

describe('who may read them, and what is refused', () => {
  const routes = [
    `/admin/analytics/completion?${MARCH}`,
    `/admin/analytics/certificates?${RANGE}`,
    `/admin/analytics/certificates/list?${RANGE}&kind=issued`,
    '/admin/analytics/skills',
    `/admin/analytics/skills/people?technologyId=${rustT.id}`,
  ];

  it('Admins and SuperAdmins; every other role 403, no token 401', async () => {
    for (const path of routes) {
      for (const role of ROLES) {
        const res = await get(path, who[role].h);
        if (role === 'Admin' || role === 'SuperAdmin') expect(res.statusCode, `${role} ${path}`).toBe(200);
        else expectError(res, 403, 'FORBIDDEN');
      }
      expectError(await get(path, who.none.h), 401, 'UNAUTHORIZED');
    }
  });

  it('bad input is a 400 with the field and its message, and changes nothing', async () => {
    const snapshot = async () => Promise.all(routes.map((path) => get(path).then((res) => res.body)));
    const before = await snapshot();
    const ranged = [
      '/admin/analytics/completion?',
      '/admin/analytics/certificates?',
      '/admin/analytics/certificates/list?kind=issued&',
    ];
    for (const path of ranged) {
      expectValidation(await get(`${path}from=2025-03-02&to=2025-03-01`), 'to', ANALYTICS_RANGE_BACKWARDS);
      expectValidation(await get(`${path}from=2023-01-01&to=2025-01-02`), 'to', ANALYTICS_RANGE_TOO_LONG);
      expectValidation(
        await get(`${path}from=2025-02-30&to=2025-03-01`),
        'from',
        'From must be a date written YYYY-MM-DD',
      );
      expectValidation(
        await get(`${path}from=yesterday&to=2025-03-01`),
        'from',
        'From must be a date written YYYY-MM-DD',
      );
      expectValidation(await get(`${path}from=2025-03-01`), 'to', 'To must be a date written YYYY-MM-DD');
      expectValidation(await get(`${path}to=2025-03-01`), 'from', 'From must be a date written YYYY-MM-DD');
      // The longest range allowed is read.
      expect((await get(`${path}from=2023-01-01&to=2024-12-31`)).statusCode, path).toBe(200);
    }
    expectValidation(
      await get(`/admin/analytics/certificates?${RANGE}&interval=year`),
      'interval',
      'Interval must be one of: day, week, month',
    );
    for (const kind of ['', 'x', 'revoked'])
      expectValidation(
        await get(`/admin/analytics/certificates/list?${RANGE}&kind=${kind}`),
        'kind',
        'Kind must be one of: issued, expiring',
      );
    const sorts = (...keys: string[]) => sortInvalid(keys.flatMap((k) => [k, `-${k}`]));
    expectValidation(
      await get(`/admin/analytics/certificates/list?${RANGE}&kind=issued&sort=issued`),
      'sort',
      sorts('day', 'name', 'course'),
    );
    expectValidation(await get('/admin/analytics/skills?sort=level'), 'sort', sorts('people', 'verified', 'name'));
    const holders = `/admin/analytics/skills/people?technologyId=${rustT.id}`;
    expectValidation(await get(`${holders}&sort=people`), 'sort', sorts('level', 'name'));
    for (const id of ['x', '42', ''])
      expectValidation(
        await get(`/admin/analytics/skills/people?technologyId=${id}`),
        'technologyId',
        TECHNOLOGY_NOT_FOUND,
      );
    for (const level of ['0', '6', '2.5', 'x', '-1'])
      expectValidation(await get(`${holders}&level=${level}`), 'level', SKILL_LEVEL_INVALID);
    expectValidation(await get(`${holders}&verified=maybe`), 'verified', 'Verified must be true or false');
    // The completion figures' list: its new filters.
    expectValidation(
      await get('/enrolments?enrolledFrom=x'),
      'enrolledFrom',
      'Enrolled from must be a date written YYYY-MM-DD',
    );
    expectValidation(
      await get('/enrolments?enrolledTo=2025-02-30'),
      'enrolledTo',
      'Enrolled to must be a date written YYYY-MM-DD',
    );
    expectValidation(await get('/enrolments?categoryId=x'), 'categoryId', CATEGORY_NOT_FOUND);
    expect(await snapshot()).toEqual(before);
  });
});
