import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  ACTIVE_PEOPLE_SORTS,
  ANALYTICS_EXPORT_FORMATS,
  ANALYTICS_RANGE_BACKWARDS,
  ANALYTICS_RANGE_TOO_LONG,
  type ActivePeoplePage,
  type ActivitySeries,
  COURSE_RANKING_SIZE,
  type CertificateSeries,
  type CompletionReport,
  LEARNING_EVENT_SORTS,
  LEARNING_KINDS,
  type LearningEvent,
  type LearningEventsPage,
  SKILL_COVERAGE_SORTS,
  type SkillCoveragePage,
} from '@talentpath/contracts/analytics';
import { addDays } from '@talentpath/contracts/calendar-days';
import { sortInvalid } from '@talentpath/contracts/paging';
import { ROLES } from '@talentpath/contracts/roles';
import { SKILL_LEVEL_MAX, SKILL_LEVEL_MIN } from '@talentpath/contracts/workforce-messages';
import { type ActivityKind, activityEvents } from '../../src/db/schema/analytics.ts';
import { certificates } from '../../src/db/schema/certificates.ts';
import { enrolments } from '../../src/db/schema/learning.ts';
import { employeeSkills } from '../../src/db/schema/skills.ts';
import { users } from '../../src/db/schema/users.ts';
import { PEOPLE_CHUNK_ROWS } from '../../src/modules/analytics/activity-export.service.ts';
import { type ActivityRow, appendActivity } from '../../src/modules/analytics/analytics.repository.ts';
import { defused, readCsv } from '../../src/platform/csv.ts';
import { XLSX_CONTENT_TYPE } from '../../src/platform/xlsx.ts';
import { expectError, expectValidation } from '../support/api.ts';
import { call, everyRole, type Headers } from '../support/callers.ts';
import { createCategory, createTechnology, reportCourse } from '../support/learning.ts';
import { createUser, fileTestApp } from '../support/test-app.ts';

// Issue 27, the admin's activity as files (ADR 0072): the same numbers as the JSON routes, every person of a list
// longer than one chunk exactly once, formula starts defused in both formats, and who may download them.

const t = await fileTestApp();
const who = await everyRole(t);
const get = (path: string, h: Headers = who.Admin.h) => call(t, 'GET', `/api${path}`, undefined, h);
async function ok<T>(path: string) {
  const res = await get(path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}
const countOf = async (path: string) => (await ok<{ totalCount: number }>(path)).totalCount;

type Row = (string | number)[];

/** A file's rows (the header first): a CSV's cells as text, a workbook's as their cells' values. */
async function download(path: string): Promise<{ rows: Row[]; headers: Record<string, unknown> }> {
  const res = await get(path);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  if (res.headers['content-type'] !== XLSX_CONTENT_TYPE)
    return { rows: readCsv(res.body).map((r) => r.values), headers: res.headers };
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  const rows: Row[] = [];
  // An empty cell (an empty text) is read back as none: '' here, as in a CSV file, to the header's width.
  workbook.worksheets[0]!.eachRow((row) => rows.push(Array.from((row.values as Row).slice(1), (cell) => cell ?? '')));
  const width = rows[0]?.length ?? 0;
  return {
    rows: rows.map((row) => [...row, ...Array<string>(Math.max(0, width - row.length)).fill('')]),
    headers: res.headers,
  };
}

/** Every page of the JSON list, in its order. */
async function wholeList(query: string) {
  const people: ActivePeoplePage['items'] = [];
  for (let page = 1; ; page++) {
    const { items, hasNextPage } = await ok<ActivePeoplePage>(
      `/admin/analytics/activity/people?${query}&pageSize=100&pageNumber=${page}`,
    );
    people.push(...items);
    if (!hasNextPage) return people;
  }
}

const at = (userId: string, day: string, kind: ActivityKind): ActivityRow => ({
  at: new Date(`${day}T12:00:00Z`),
  userId,
  kind,
  courseId: null,
  subjectId: null,
});
const KINDS: ActivityKind[] = ['sign-in', 'lesson-opened', 'attempt-started', 'lesson-completed'];

// More people than one chunk, written straight to the tables (createUser hashes and inserts one at a time). Their
// names repeat and their figures tie, so a chunk's border falls inside a run of equal sort keys.
const CROWD = PEOPLE_CHUNK_ROWS + 150;
const suffix = randomInt(1e9, 1e10);
const crowd = await t.db
  .insert(users)
  .values(
    Array.from({ length: CROWD }, (_, i) => ({
      name: `Person ${String(i % 400).padStart(3, '0')}`,
      email: `export-${i}-${suffix}@example.test`,
      passwordHash: '!',
    })),
  )
  .returning({ id: users.id });
const hyperlink = await createUser(t, { name: '=HYPERLINK("http://evil")' });
const sum = await createUser(t, { name: '@SUM(1)' });
const activity: ActivityRow[] = crowd.flatMap(({ id }, i) =>
  Array.from({ length: (i % 5) + 1 }, (_, d) => at(id, addDays('2025-03-01', (i + d * 7) % 30), KINDS[d % 4]!)),
);
await appendActivity(t.db, [
  ...activity,
  at(hyperlink.id, '2025-03-05', 'sign-in'),
  at(sum.id, '2025-03-06', 'lesson-opened'),
  at(sum.id, '2025-03-07', 'sign-in'),
  at(sum.id, '2025-03-07', 'enrolled'),
]);
const RANGE = 'from=2025-03-01&to=2025-03-31';

describe('GET /api/admin/analytics/activity/export', () => {
  it("the series' points, one row each, with the JSON route's numbers: CSV by default, or a workbook", async () => {
    for (const interval of ['day', 'week', 'month']) {
      const query = `${RANGE}&interval=${interval}`;
      const { points } = await ok<ActivitySeries>(`/admin/analytics/activity?${query}`);
      const expected = points.map((p) => [
        p.start,
        p.end,
        p.activePeople,
        p.signIns,
        p.lessonsOpened,
        p.attemptsStarted,
        p.enrolled,
        p.assigned,
        p.coursesCompleted,
      ]);
      const header = [
        'Start',
        'End',
        'Active people',
        'Sign-ins',
        'Lessons opened',
        'Attempts started',
        'Self-enrollments',
        'Assignments',
        'Courses completed',
      ];
      const csv = await download(`/admin/analytics/activity/export?${query}`);
      expect(csv.rows).toEqual([header, ...expected.map((row) => row.map(String))]);
      expect(csv.headers).toMatchObject({
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="activity-2025-03-01-2025-03-31.csv"',
        'cache-control': 'no-store',
      });
      const xlsx = await download(`/admin/analytics/activity/export?${query}&format=xlsx`);
      expect(xlsx.rows).toEqual([header, ...expected]);
      expect(xlsx.headers['content-disposition']).toBe('attachment; filename="activity-2025-03-01-2025-03-31.xlsx"');
    }
    // Numbers the crowd makes: every one of them is active in March.
    const { activePeople } = await ok<ActivitySeries>(`/admin/analytics/activity?${RANGE}&interval=month`);
    expect(activePeople).toBe(CROWD + 2);
  });
});

describe('GET /api/admin/analytics/activity/people/export', () => {
  const header = ['Name', 'Email', 'Active days', 'Last active'];
  /** A person of the JSON list as the file writes them (a workbook's numbers as numbers). */
  const asRow = (p: ActivePeoplePage['items'][number]) => [defused(p.name), p.email, p.activeDays, p.lastActive];
  const asText = (row: Row) => row.map(String);

  it("every person active in the range exactly once, in the list's order, with its numbers, for every sort", async () => {
    for (const key of ACTIVE_PEOPLE_SORTS)
      for (const sort of [key, `-${key}`]) {
        const query = `${RANGE}&sort=${sort}`;
        const list = await wholeList(query);
        expect(list.length).toBeGreaterThan(PEOPLE_CHUNK_ROWS);
        const csv = await download(`/admin/analytics/activity/people/export?${query}`);
        const emails = csv.rows.slice(1).map((row) => row[1]);
        expect(new Set(emails).size, sort).toBe(emails.length);
        expect(csv.rows, sort).toEqual([header, ...list.map(asRow).map(asText)]);
      }
  });

  it('the same rows as a workbook, numbers as numbers; CSV by default, sorted by active days', async () => {
    const list = await wholeList(`${RANGE}&sort=-activeDays`);
    const csv = await download(`/admin/analytics/activity/people/export?${RANGE}`);
    expect(csv.rows).toEqual([header, ...list.map(asRow).map(asText)]);
    expect(csv.headers).toMatchObject({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="active-people-2025-03-01-2025-03-31.csv"',
      'cache-control': 'no-store',
    });
    // Written while it downloads: no length known before the end.
    expect(csv.headers['content-length']).toBeUndefined();
    const xlsx = await download(`/admin/analytics/activity/people/export?${RANGE}&format=xlsx`);
    expect(xlsx.headers).toMatchObject({
      'content-type': XLSX_CONTENT_TYPE,
      'content-disposition': 'attachment; filename="active-people-2025-03-01-2025-03-31.xlsx"',
      'cache-control': 'no-store',
    });
    expect(xlsx.rows).toEqual([header, ...list.map(asRow)]);
  });

  it('a name that would start a formula is defused in both formats', async () => {
    for (const format of ANALYTICS_EXPORT_FORMATS) {
      const { rows } = await download(`/admin/analytics/activity/people/export?${RANGE}&sort=name&format=${format}`);
      const byEmail = new Map(rows.map((row) => [row[1], row]));
      const asWritten = (row: Row) => (format === 'csv' ? asText(row) : row);
      expect(byEmail.get(hyperlink.email), format).toEqual(
        asWritten([`'=HYPERLINK("http://evil")`, hyperlink.email, 1, '2025-03-05']),
      );
      expect(byEmail.get(sum.email), format).toEqual(asWritten([`'@SUM(1)`, sum.email, 2, '2025-03-07']));
    }
  });

  it('an empty range is the header alone', async () => {
    for (const format of ANALYTICS_EXPORT_FORMATS) {
      const { rows } = await download(
        `/admin/analytics/activity/people/export?from=2020-01-01&to=2020-01-31&format=${format}`,
      );
      expect(rows).toEqual([header]);
    }
  });
});

describe('who may download them, and what is refused', () => {
  const paths = ['/admin/analytics/activity/export', '/admin/analytics/activity/people/export'];

  it('Admins and SuperAdmins; every other role 403, no token 401', async () => {
    for (const path of paths)
      for (const format of ANALYTICS_EXPORT_FORMATS) {
        const url = `${path}?from=2025-03-01&to=2025-03-02&format=${format}`;
        for (const role of ROLES) {
          const res = await get(url, who[role].h);
          if (role === 'Admin' || role === 'SuperAdmin') expect(res.statusCode, `${role} ${url}`).toBe(200);
          else expectError(res, 403, 'FORBIDDEN');
        }
        expectError(await get(url, who.none.h), 401, 'UNAUTHORIZED');
      }
  });

  it("a format not offered, a range that ends before it starts or is too long: the JSON routes' 400s", async () => {
    for (const path of paths) {
      expectValidation(
        await get(`${path}?${RANGE}&format=pdf`),
        'format',
        `Format must be one of: ${ANALYTICS_EXPORT_FORMATS.join(', ')}`,
      );
      expectValidation(await get(`${path}?from=2025-03-02&to=2025-03-01`), 'to', ANALYTICS_RANGE_BACKWARDS);
      expectValidation(await get(`${path}?from=2023-01-01&to=2025-01-02&format=xlsx`), 'to', ANALYTICS_RANGE_TOO_LONG);
      expectValidation(await get(`${path}?to=2025-03-01`), 'from', 'From must be a date written YYYY-MM-DD');
    }
    expectValidation(
      await get(`/admin/analytics/activity/export?${RANGE}&interval=year`),
      'interval',
      'Interval must be one of: day, week, month',
    );
    const sorts = ACTIVE_PEOPLE_SORTS.flatMap((key) => [key, `-${key}`]);
    expectValidation(
      await get(`/admin/analytics/activity/people/export?${RANGE}&sort=email`),
      'sort',
      sortInvalid(sorts),
    );
  });
});

// --- The outcomes' files and the learning list's (issue 27): fixtures written straight to the tables. ---

const owner = who.CourseCoordinator.user.id;
const alphaCategory = await createCategory(t, { name: 'Export Alpha' });
const betaCategory = await createCategory(t, { name: 'Export Beta' });
const courseNamed = (title: string, categoryId: string | null) => reportCourse(t, owner, title, categoryId);
const plusCourse = await courseNamed('+Plus Course', alphaCategory.id);
const lowerCourse = await courseNamed('alpha Course', alphaCategory.id);
/** Each crowd member's e-mail, as the crowd was written. */
const emailOf = (i: number) => `export-${i}-${suffix}@example.test`;

// The learning list: 60 people of ten names (six people each), each completing a course at the same 36 moments, so
// 2,160 records of one kind, tied in their time by 60 and in their name by 216: a chunk's border falls inside a run of
// equal keys in every sort. Four moments a day: two in one millisecond (a microsecond apart), one in the next
// millisecond, one a microsecond before a minute ends; a course, another, none, and one deleted since.
const learnerIndexes = Array.from({ length: CROWD }, (_, i) => i).filter((i) => i % 400 < 10);
const goneCourseId = randomUUID();
const SLOTS = [
  ['10:00:00.123456', plusCourse.id],
  ['10:00:00.123457', lowerCourse.id],
  ['10:00:00.124001', null],
  ['11:30:59.999999', goneCourseId],
] as const;
const MOMENTS = Array.from({ length: 36 }, (_, k) => ({
  at: `${addDays('2025-05-01', Math.floor(k / 4))} ${SLOTS[k % 4]![0]}+00`,
  courseId: SLOTS[k % 4]![1],
}));
const event = (userId: string, at: string, courseId: string | null, kind: ActivityKind = 'course-completed') => ({
  at: sql`${at}::timestamptz`,
  userId,
  kind,
  courseId,
});
const LEARNING_ROWS = learnerIndexes.length * MOMENTS.length + 2;
await t.db.insert(activityEvents).values([
  ...learnerIndexes.flatMap((i) => MOMENTS.map((m) => event(crowd[i]!.id, m.at, m.courseId))),
  event(hyperlink.id, '2025-05-20 12:00:00+00', plusCourse.id),
  event(hyperlink.id, '2025-05-20 12:00:00.000001+00', lowerCourse.id),
  // Not the list's: the instants around the range, and another kind.
  event(crowd[0]!.id, '2025-04-30 23:59:59.999999+00', plusCourse.id),
  event(crowd[0]!.id, '2025-06-01 00:00:00+00', plusCourse.id),
  event(crowd[0]!.id, '2025-05-02 10:00:00+00', plusCourse.id, 'enrolled'),
]);
const MAY = 'from=2025-05-01&to=2025-05-31';

describe('GET /api/admin/analytics/learning/export', () => {
  const header = ['When (UTC)', 'Name', 'Email', 'Course'];
  const asRow = (e: LearningEvent): Row => [
    e.at.slice(0, 16).replace('T', ' '),
    defused(e.person.name),
    e.person.email,
    e.course ? defused(e.course.title) : '',
  ];
  /** Every page of the JSON list, in its order. */
  async function wholeLearningList(query: string) {
    const records: LearningEvent[] = [];
    for (let page = 1; ; page++) {
      const { items, hasNextPage } = await ok<LearningEventsPage>(
        `/admin/analytics/learning?${query}&pageSize=100&pageNumber=${page}`,
      );
      records.push(...items);
      if (!hasNextPage) return records;
    }
  }
  const sorts = LEARNING_EVENT_SORTS.flatMap((key) => [key, `-${key}`]);

  it("every record of the list exactly once, in its order, across the chunks' borders, for every sort", async () => {
    for (const sort of sorts) {
      const query = `${MAY}&kind=course-completed&sort=${sort}`;
      const list = await wholeLearningList(query);
      expect(list, sort).toHaveLength(LEARNING_ROWS);
      expect(new Set(list.map((e) => e.id)).size, sort).toBe(LEARNING_ROWS);
      // The border of the first chunk falls inside a run of equal keys (to the microsecond, for the time).
      const key = (e: LearningEvent) => (sort.endsWith('at') ? e.at : e.person.name);
      expect(key(list[PEOPLE_CHUNK_ROWS - 1]!), sort).toBe(key(list[PEOPLE_CHUNK_ROWS]!));
      const csv = await download(`/admin/analytics/learning/export?${query}`);
      // Soft: a keyset that loses or repeats rows is told of for every sort it does it in.
      expect.soft(csv.rows.length, sort).toBe(LEARNING_ROWS + 1);
      expect.soft(csv.rows, sort).toEqual([header, ...list.map(asRow)]);
      if (sort === 'name') {
        const xlsx = await download(`/admin/analytics/learning/export?${query}&format=xlsx`);
        expect.soft(xlsx.rows, sort).toEqual([header, ...list.map(asRow)]);
      }
    }
  });

  it('newest first by default, CSV or a workbook named after the kind and range; the columns as written', async () => {
    const list = await wholeLearningList(`${MAY}&kind=course-completed&sort=-at`);
    const csv = await download(`/admin/analytics/learning/export?${MAY}&kind=course-completed`);
    expect(csv.rows).toEqual([header, ...list.map(asRow)]);
    expect(csv.headers).toMatchObject({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="course-completed-2025-05-01-2025-05-31.csv"',
      'cache-control': 'no-store',
    });
    expect(csv.headers['content-length']).toBeUndefined();
    const xlsx = await download(`/admin/analytics/learning/export?${MAY}&kind=course-completed&format=xlsx`);
    expect(xlsx.headers).toMatchObject({
      'content-type': XLSX_CONTENT_TYPE,
      'content-disposition': 'attachment; filename="course-completed-2025-05-01-2025-05-31.xlsx"',
      'cache-control': 'no-store',
    });
    expect(xlsx.rows).toEqual([header, ...list.map(asRow)]);
    // One person's first day: the UTC minute (not rounded up), a course, the other, none, one deleted since.
    for (const { rows } of [csv, xlsx]) {
      const first = rows.filter((row) => row[2] === emailOf(0) && String(row[0]).startsWith('2025-05-01'));
      expect(first).toEqual([
        ['2025-05-01 11:30', 'Person 000', emailOf(0), ''],
        ['2025-05-01 10:00', 'Person 000', emailOf(0), ''],
        ['2025-05-01 10:00', 'Person 000', emailOf(0), 'alpha Course'],
        ['2025-05-01 10:00', 'Person 000', emailOf(0), `'+Plus Course`],
      ]);
    }
    // The other kinds: only their own records.
    const enrolled = await download(`/admin/analytics/learning/export?${MAY}&kind=enrolled`);
    expect(enrolled.rows).toEqual([header, ['2025-05-02 10:00', 'Person 000', emailOf(0), `'+Plus Course`]]);
    expect(enrolled.headers['content-disposition']).toBe('attachment; filename="enrolled-2025-05-01-2025-05-31.csv"');
    for (const format of ANALYTICS_EXPORT_FORMATS)
      expect((await download(`/admin/analytics/learning/export?${MAY}&kind=assigned&format=${format}`)).rows).toEqual([
        header,
      ]);
  });
});

// Completion: twelve courses with enrolments begun in September 2025 (more than the report's two lists hold), one
// with enrolments only on the instants around it. [title, category, enrolled, completed].
const COMPLETION: [string, typeof alphaCategory | null, number, number][] = [
  ['Zeta Course', alphaCategory, 3, 1],
  ['alpha Course', alphaCategory, 2, 2],
  ['+Plus Course', alphaCategory, 3, 2],
  ['Beta Course', alphaCategory, 1, 0],
  ['Fortran Export', betaCategory, 4, 0],
  ['Ada Export', betaCategory, 8, 1],
  ['Cobol Export', betaCategory, 6, 1],
  ['Basic Export', betaCategory, 6, 5],
  ['Eiffel Export', betaCategory, 1, 1],
  ['Delphi Export', betaCategory, 2, 1],
  ['Draft Two', null, 1, 0],
  ['Draft One', null, 3, 1],
];
const completionCourses = new Map<string, string>([
  ['+Plus Course', plusCourse.id],
  ['alpha Course', lowerCourse.id],
]);
for (const [title, category] of COMPLETION)
  if (!completionCourses.has(title)) completionCourses.set(title, (await courseNamed(title, category?.id ?? null)).id);
const outsideCourse = await courseNamed('Outside Export', alphaCategory.id);
await t.db.insert(enrolments).values([
  ...COMPLETION.flatMap(([title, , enrolled, completed]) =>
    Array.from({ length: enrolled }, (_, i) => ({
      courseId: completionCourses.get(title)!,
      userId: crowd[i]!.id,
      source: 'self' as const,
      // The range's first and last instants among them.
      enrolledAt: new Date(
        i === 0 ? '2025-09-01T00:00:00Z' : i === 1 ? '2025-09-30T23:59:59.999Z' : `2025-09-${10 + i}T09:00:00Z`,
      ),
      completedAt: i < completed ? new Date('2025-10-15T10:00:00Z') : null,
      progress: i < completed ? 100 : 0,
    })),
  ),
  ...[
    [outsideCourse.id, 0, '2025-08-31T23:59:59.999Z'],
    [outsideCourse.id, 1, '2025-10-01T00:00:00Z'],
    [completionCourses.get('Zeta Course')!, 10, '2025-10-01T00:00:00Z'],
  ].map(([courseId, i, at]) => ({
    courseId: courseId as string,
    userId: crowd[i as number]!.id,
    source: 'self' as const,
    enrolledAt: new Date(at as string),
    completedAt: new Date('2025-10-15T10:00:00Z'),
    progress: 100,
  })),
]);
const SEPTEMBER = 'from=2025-09-01&to=2025-09-30';

describe('GET /api/admin/analytics/completion/export', () => {
  const header = ['Category', 'Course', 'Enrolled', 'Completed', 'Completion rate (%)'];
  // By category (none last), then title as people read it; the rate a number with one decimal.
  const expected: Row[] = [
    ['Export Alpha', `'+Plus Course`, 3, 2, 66.7],
    ['Export Alpha', 'alpha Course', 2, 2, 100],
    ['Export Alpha', 'Beta Course', 1, 0, 0],
    ['Export Alpha', 'Zeta Course', 3, 1, 33.3],
    ['Export Beta', 'Ada Export', 8, 1, 12.5],
    ['Export Beta', 'Basic Export', 6, 5, 83.3],
    ['Export Beta', 'Cobol Export', 6, 1, 16.7],
    ['Export Beta', 'Delphi Export', 2, 1, 50],
    ['Export Beta', 'Eiffel Export', 1, 1, 100],
    ['Export Beta', 'Fortran Export', 4, 0, 0],
    ['', 'Draft One', 3, 1, 33.3],
    ['', 'Draft Two', 1, 0, 0],
  ];

  it('every course of the range, not only the ranked ones, by category and title, with a rate', async () => {
    const csv = await download(`/admin/analytics/completion/export?${SEPTEMBER}`);
    expect(csv.rows).toEqual([header, ...expected.map((row) => row.map(String))]);
    expect(csv.headers).toMatchObject({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="completion-2025-09-01-2025-09-30.csv"',
      'cache-control': 'no-store',
    });
    const xlsx = await download(`/admin/analytics/completion/export?${SEPTEMBER}&format=xlsx`);
    expect(xlsx.rows).toEqual([header, ...expected]);
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="completion-2025-09-01-2025-09-30.xlsx"');
    expect(expected.length).toBeGreaterThan(2 * COURSE_RANKING_SIZE);
    for (const format of ANALYTICS_EXPORT_FORMATS)
      expect(
        (await download(`/admin/analytics/completion/export?from=2020-01-01&to=2020-01-31&format=${format}`)).rows,
      ).toEqual([header]);
  });

  it("the same numbers as /completion's categories and total, and per course as /enrolments counts them", async () => {
    const report = await ok<CompletionReport>(`/admin/analytics/completion?${SEPTEMBER}`);
    const { rows } = await download(`/admin/analytics/completion/export?${SEPTEMBER}&format=xlsx`);
    const sums = new Map<string, [number, number]>();
    for (const [category, , enrolled, completed] of rows.slice(1)) {
      const sum = sums.get(category as string) ?? [0, 0];
      sums.set(category as string, [sum[0] + (enrolled as number), sum[1] + (completed as number)]);
    }
    // The categories in the report's order, each the sum of its courses.
    expect([...sums]).toEqual(report.categories.map((c) => [c.category?.name ?? '', [c.enrolled, c.completed]]));
    expect([report.enrolled, report.completed]).toEqual([40, 15]);
    const q = 'enrolledFrom=2025-09-01&enrolledTo=2025-09-30';
    for (const [title, , enrolled, completed] of COMPLETION) {
      const courseId = completionCourses.get(title)!;
      expect(await countOf(`/enrolments?${q}&courseId=${courseId}`), title).toBe(enrolled);
      expect(await countOf(`/enrolments?${q}&courseId=${courseId}&status=completed`), title).toBe(completed);
    }
  });
});

// Certificates of a course, each on an enrolment of its own (begun in 2024, outside the ranges above).
const certCourse = await courseNamed('Certified Export', betaCategory.id);
const CERTIFICATES: { issued: string; expires?: string; revoked?: boolean }[] = [
  { issued: '2025-10-05T23:59:59.999Z' }, // the day before the range
  { issued: '2025-10-06T00:00:00Z', expires: '2026-10-06' }, // its first instant
  { issued: '2025-10-15T12:00:00Z', expires: '2025-11-03' },
  { issued: '2025-10-15T13:00:00Z', expires: '2025-11-10', revoked: true },
  { issued: '2025-11-20T23:59:59.999Z' }, // its last
  { issued: '2025-11-21T00:00:00Z' }, // the day after
  { issued: '2024-11-12T10:00:00Z', expires: '2025-11-12' },
];
const certificateEnrolments = await t.db
  .insert(enrolments)
  .values(
    CERTIFICATES.map((_, i) => ({
      courseId: certCourse.id,
      userId: crowd[100 + i]!.id,
      source: 'self' as const,
      enrolledAt: new Date('2024-01-01T00:00:00Z'),
      completedAt: new Date('2024-01-02T00:00:00Z'),
      progress: 100,
    })),
  )
  .returning();
await t.db.insert(certificates).values(
  CERTIFICATES.map((c, i) => ({
    code: randomUUID(),
    enrolmentId: certificateEnrolments[i]!.id,
    userId: certificateEnrolments[i]!.userId,
    courseId: certCourse.id,
    holderName: 'Holder',
    courseTitle: certCourse.title,
    issuer: 'TalentPath',
    issuedAt: new Date(c.issued),
    expiresOn: c.expires ?? null,
    revokedAt: c.revoked ? new Date(c.issued) : null,
    revokedReason: c.revoked ? 'Issued by mistake' : null,
  })),
);
const AUTUMN = 'from=2025-10-06&to=2025-11-20';

describe('GET /api/admin/analytics/certificates/export', () => {
  const header = ['Start', 'End', 'Issued', 'Ending'];

  it("the series' points, one row each, with /certificates' numbers, for every interval", async () => {
    for (const interval of ['day', 'week', 'month']) {
      const query = `${AUTUMN}&interval=${interval}`;
      const { points } = await ok<CertificateSeries>(`/admin/analytics/certificates?${query}`);
      const expected: Row[] = points.map((p) => [p.start, p.end, p.issued, p.expiring]);
      // The fixture is counted: four issued in the range, two ending (not the revoked one).
      expect(
        [
          expected.reduce((n, row) => n + (row[2] as number), 0),
          expected.reduce((n, row) => n + (row[3] as number), 0),
        ],
        interval,
      ).toEqual([4, 2]);
      const csv = await download(`/admin/analytics/certificates/export?${query}`);
      expect(csv.rows, interval).toEqual([header, ...expected.map((row) => row.map(String))]);
      expect(csv.headers).toMatchObject({
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="certificates-2025-10-06-2025-11-20.csv"',
        'cache-control': 'no-store',
      });
      const xlsx = await download(`/admin/analytics/certificates/export?${query}&format=xlsx`);
      expect(xlsx.rows, interval).toEqual([header, ...expected]);
      expect(xlsx.headers['content-disposition']).toBe(
        'attachment; filename="certificates-2025-10-06-2025-11-20.xlsx"',
      );
    }
    // Weeks by default, as the series.
    const weeks = await ok<CertificateSeries>(`/admin/analytics/certificates?${AUTUMN}`);
    expect((await download(`/admin/analytics/certificates/export?${AUTUMN}`)).rows).toEqual([
      header,
      ...weeks.points.map((p) => [p.start, p.end, String(p.issued), String(p.expiring)]),
    ]);
  });
});

// Skills: four technologies (one whose name would start a formula), two of them tied in people, two in verified.
const techA = await createTechnology(t, { name: 'Export Tech A' });
const techB = await createTechnology(t, { name: 'export tech b' });
const techFormula = await createTechnology(t, { name: '=Formula Tech' });
const techD = await createTechnology(t, { name: 'Export Tech D' });
const skill = (i: number, technologyId: string, level: number, verifiedLevel: number | null) => ({
  userId: crowd[200 + i]!.id,
  technologyId,
  level,
  verifiedLevel,
});
await t.db
  .insert(employeeSkills)
  .values([
    skill(0, techA.id, 1, 1),
    skill(1, techA.id, 3, null),
    skill(2, techA.id, 3, 3),
    skill(3, techA.id, 5, 4),
    skill(0, techB.id, 2, 2),
    skill(1, techB.id, 2, null),
    skill(2, techB.id, 4, 5),
    skill(3, techB.id, 5, 5),
    skill(4, techFormula.id, 1, 1),
    skill(5, techFormula.id, 1, null),
    skill(4, techD.id, 3, 3),
    skill(5, techD.id, 4, 4),
  ]);
const LEVELS = Array.from({ length: SKILL_LEVEL_MAX - SKILL_LEVEL_MIN + 1 }, (_, i) => SKILL_LEVEL_MIN + i);

describe('GET /api/admin/analytics/skills/export', () => {
  const header = ['Technology', 'People', 'Verified', ...LEVELS.flatMap((n) => [`Level ${n}`, `Level ${n} verified`])];
  const asRow = (item: SkillCoveragePage['items'][number]): Row => [
    defused(item.technology.name),
    item.people,
    item.verified,
    ...LEVELS.flatMap((n) => {
      const level = item.levels.find((l) => l.level === n)!;
      return [level.people, level.verified];
    }),
  ];

  it("one row per technology, in the sort asked for, with /skills' numbers", async () => {
    for (const key of SKILL_COVERAGE_SORTS)
      for (const sort of [key, `-${key}`]) {
        const page = await ok<SkillCoveragePage>(`/admin/analytics/skills?sort=${sort}&pageSize=100`);
        expect(page.totalCount, sort).toBe(4);
        const csv = await download(`/admin/analytics/skills/export?sort=${sort}`);
        expect(csv.rows, sort).toEqual([header, ...page.items.map(asRow).map((row) => row.map(String))]);
      }
    const page = await ok<SkillCoveragePage>('/admin/analytics/skills?pageSize=100');
    const xlsx = await download('/admin/analytics/skills/export?format=xlsx');
    expect(xlsx.rows).toEqual([header, ...page.items.map(asRow)]);
    expect(xlsx.headers).toMatchObject({
      'content-type': XLSX_CONTENT_TYPE,
      'content-disposition': 'attachment; filename="skill-coverage.xlsx"',
      'cache-control': 'no-store',
    });
    const csv = await download('/admin/analytics/skills/export');
    expect(csv.rows).toEqual([header, ...page.items.map(asRow).map((row) => row.map(String))]);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="skill-coverage.csv"');
    // The numbers as written by hand.
    const byName = new Map(xlsx.rows.map((row) => [row[0], row]));
    expect(byName.get('Export Tech A')).toEqual(['Export Tech A', 4, 2, 1, 1, 0, 0, 2, 1, 0, 0, 1, 0]);
    expect(byName.get('export tech b')).toEqual(['export tech b', 4, 3, 0, 0, 2, 1, 0, 0, 1, 1, 1, 1]);
  });
});

describe('formula starts in the outcomes and learning files', () => {
  it("a course title, a technology name or a person's name is defused with ' in both formats", async () => {
    for (const format of ANALYTICS_EXPORT_FORMATS) {
      const learning = await download(
        `/admin/analytics/learning/export?${MAY}&kind=course-completed&sort=name&format=${format}`,
      );
      expect(learning.rows.filter((row) => row[2] === hyperlink.email)).toEqual([
        ['2025-05-20 12:00', `'=HYPERLINK("http://evil")`, hyperlink.email, `'+Plus Course`],
        ['2025-05-20 12:00', `'=HYPERLINK("http://evil")`, hyperlink.email, 'alpha Course'],
      ]);
      const completion = await download(`/admin/analytics/completion/export?${SEPTEMBER}&format=${format}`);
      const plus = completion.rows.find((row) => String(row[1]).includes('Plus Course'));
      expect(plus?.slice(0, 2), format).toEqual(['Export Alpha', `'+Plus Course`]);
      const skills = await download(`/admin/analytics/skills/export?sort=name&format=${format}`);
      // (Where '=' sorts depends on the database's collation: the names are compared as a set.)
      expect(skills.rows.map((row) => String(row[0])).sort(), format).toEqual(
        [`'=Formula Tech`, 'Export Tech A', 'Export Tech D', 'Technology', 'export tech b'].sort(),
      );
    }
  });
});

describe('who may download the outcomes and learning files, and what is refused', () => {
  const files = [
    '/admin/analytics/learning/export?from=2025-05-01&to=2025-05-01&kind=course-completed',
    '/admin/analytics/completion/export?from=2025-09-01&to=2025-09-02',
    '/admin/analytics/certificates/export?from=2025-10-06&to=2025-10-12&interval=day',
    '/admin/analytics/skills/export?sort=name',
  ];

  it('Admins and SuperAdmins; every other role 403, no token 401', async () => {
    for (const path of files)
      for (const format of ANALYTICS_EXPORT_FORMATS) {
        const url = `${path}&format=${format}`;
        for (const role of ROLES) {
          const res = await get(url, who[role].h);
          if (role === 'Admin' || role === 'SuperAdmin') {
            expect(res.statusCode, `${role} ${url}`).toBe(200);
            expect(res.headers['content-disposition'], url).toMatch(/^attachment; filename=/);
          } else {
            expectError(res, 403, 'FORBIDDEN');
            expect(res.headers['content-disposition'], `${role} ${url}`).toBeUndefined();
          }
        }
        const res = await get(url, who.none.h);
        expectError(res, 401, 'UNAUTHORIZED');
        expect(res.headers['content-disposition'], url).toBeUndefined();
      }
  });

  it('a format not offered, no kind, a range backwards, a sort or interval not offered: a 400, and no file', async () => {
    const refused = async (path: string, field: string, message: string) => {
      const res = await get(path);
      expectValidation(res, field, message);
      expect(res.headers['content-type'], path).toMatch(/^application\/json/);
      expect(res.headers['content-disposition'], path).toBeUndefined();
    };
    const formatRefused = `Format must be one of: ${ANALYTICS_EXPORT_FORMATS.join(', ')}`;
    for (const path of files) await refused(`${path}&format=pdf`, 'format', formatRefused);
    const kinds = `Kind must be one of: ${LEARNING_KINDS.join(', ')}`;
    await refused(`/admin/analytics/learning/export?${MAY}`, 'kind', kinds);
    await refused(`/admin/analytics/learning/export?${MAY}&kind=signed-in`, 'kind', kinds);
    for (const path of [
      '/admin/analytics/learning/export?kind=enrolled&',
      '/admin/analytics/completion/export?',
      '/admin/analytics/certificates/export?',
    ]) {
      await refused(`${path}from=2025-03-02&to=2025-03-01`, 'to', ANALYTICS_RANGE_BACKWARDS);
      await refused(`${path}from=2023-01-01&to=2025-01-02&format=xlsx`, 'to', ANALYTICS_RANGE_TOO_LONG);
      await refused(`${path}to=2025-03-01`, 'from', 'From must be a date written YYYY-MM-DD');
    }
    await refused(
      `/admin/analytics/learning/export?${MAY}&kind=enrolled&sort=email`,
      'sort',
      sortInvalid(LEARNING_EVENT_SORTS.flatMap((key) => [key, `-${key}`])),
    );
    await refused(
      '/admin/analytics/skills/export?sort=level',
      'sort',
      sortInvalid(SKILL_COVERAGE_SORTS.flatMap((key) => [key, `-${key}`])),
    );
    await refused(
      `/admin/analytics/certificates/export?${AUTUMN}&interval=year`,
      'interval',
      'Interval must be one of: day, week, month',
    );
  });
});
