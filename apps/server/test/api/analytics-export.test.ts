import { randomInt } from 'node:crypto';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  ACTIVE_PEOPLE_SORTS,
  ANALYTICS_EXPORT_FORMATS,
  ANALYTICS_RANGE_BACKWARDS,
  ANALYTICS_RANGE_TOO_LONG,
  type ActivePeoplePage,
  type ActivitySeries,
} from '@talentpath/contracts/analytics';
import { addDays } from '@talentpath/contracts/calendar-days';
import { sortInvalid } from '@talentpath/contracts/paging';
import { ROLES } from '@talentpath/contracts/roles';
import type { ActivityKind } from '../../src/db/schema/analytics.ts';
import { users } from '../../src/db/schema/users.ts';
import { PEOPLE_CHUNK_ROWS } from '../../src/modules/analytics/activity-export.service.ts';
import { type ActivityRow, appendActivity } from '../../src/modules/analytics/analytics.repository.ts';
import { defused, readCsv } from '../../src/platform/csv.ts';
import { XLSX_CONTENT_TYPE } from '../../src/platform/xlsx.ts';
import { expectError, expectValidation } from '../support/api.ts';
import { call, everyRole, type Headers } from '../support/callers.ts';
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
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as Row).slice(1)));
  return { rows, headers: res.headers };
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
