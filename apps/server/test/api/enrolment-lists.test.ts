import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COURSE_NOT_FOUND } from '@talentpath/contracts/learning-messages';
import { enrolmentPage } from '@talentpath/contracts/enrolments';
import { ROLES } from '@talentpath/contracts/roles';
import { enrolments } from '../../src/db/schema/learning.ts';
import { addDays, today } from '@talentpath/contracts/calendar-days';
import { createUser, fileTestApp } from '../support/test-app.ts';
import { expectError, expectValidation } from '../support/api.ts';
import { call, everyRole, signedInAs, type Headers } from '../support/callers.ts';
import { createCourse, enrol } from '../support/learning.ts';

// GET /api/enrolments, GET /api/courses/{id}/enrolments and GET /api/enrolments/export (ADR 0032): who lists
// what (a coordinator their own courses, admins all, nobody else), the derived statuses as filters, search,
// source, sorts with empty values last, pages, and the CSV (contents, BOM, headers, the formula guard).

const t = await fileTestApp();
const who = await everyRole(t);
const owner = who.CourseCoordinator;
const other = await signedInAs(t, 'CourseCoordinator');
const day = today();
const hour = 3_600_000;

type Res = { statusCode: number; body: string; json: () => any };
function ok(res: Res) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const list = async (query: string, h: Headers = owner.h, path = '/api/enrolments') => {
  const body = ok(await call(t, 'GET', `${path}?${query}`, undefined, h));
  expect(enrolmentPage.parse(body)).toEqual(body);
  return body as { items: any[]; totalCount: number; hasNextPage: boolean };
};
const names = (page: { items: any[] }) => page.items.map((e) => `${e.learner.name}/${e.course.title}`);

// Fixtures: two courses of the owner, one of another coordinator; learners in every derived status.
const ada = await createUser(t, { name: 'Ada Zeta', email: 'ada.z@example.test' });
const bob = await createUser(t, { name: 'Bob Young', email: 'bob_y@example.test' });
const cy = await createUser(t, { name: 'Cy Xu', email: 'cy.xu@example.test' });
const dan = await createUser(t, { name: 'dan Wolf', email: 'dan.w@example.test' });
const { course: alpha } = await createCourse(t, { ownerId: owner.user.id, title: 'Alpha course' });
const { course: beta } = await createCourse(t, { ownerId: owner.user.id, title: 'Beta course' });
const { course: gamma } = await createCourse(t, { ownerId: other.user.id, title: 'Gamma course' });
const set = (id: string, values: Partial<typeof enrolments.$inferInsert>) =>
  t.db.update(enrolments).set(values).where(eq(enrolments.id, id));
const now = Date.now();

const adaAlpha = await enrol(t, alpha.id, ada.id, { dueDate: addDays(day, -3), assignedBy: owner.user.id });
await set(adaAlpha.id, {
  startedAt: new Date(now - 5 * hour),
  completedAt: new Date(now - hour),
  progress: 100,
  completedLessons: 2,
  lastAccessedAt: new Date(now - hour),
});
const bobAlpha = await enrol(t, alpha.id, bob.id);
await set(bobAlpha.id, { startedAt: new Date(now - 2 * hour), progress: 50, lastAccessedAt: new Date(now - 2 * hour) });
const cyAlpha = await enrol(t, alpha.id, cy.id, { dueDate: addDays(day, -1), assignedBy: owner.user.id });
const danAlpha = await enrol(t, alpha.id, dan.id, { dueDate: addDays(day, 5), assignedBy: owner.user.id });
const adaBeta = await enrol(t, beta.id, ada.id);
await set(adaBeta.id, { dueDate: day });
const adaGamma = await enrol(t, gamma.id, ada.id);
await set(adaGamma.id, { startedAt: new Date(), progress: 50 });

describe('GET /api/enrolments', () => {
  it('a coordinator lists the enrolments in the courses they own; admins every one', async () => {
    const mine = await list('sort=learner&pageSize=100');
    expect(mine.totalCount).toBe(5);
    // By name ignoring case ('dan' after 'Cy'); Ada's two enrolments tie, the id decides.
    expect(mine.items.map((e: any) => e.learner.name)).toEqual([
      'Ada Zeta',
      'Ada Zeta',
      'Bob Young',
      'Cy Xu',
      'dan Wolf',
    ]);
    expect(names(mine).slice(0, 2).sort()).toEqual(['Ada Zeta/Alpha course', 'Ada Zeta/Beta course']);
    expect(mine.items.find((e) => e.id === adaAlpha.id)).toMatchObject({
      status: 'completed',
      progress: 100,
      source: 'assigned',
      assignedBy: { id: owner.user.id, name: owner.user.name },
      learner: { id: ada.id, email: 'ada.z@example.test' },
    });
    expect(names(await list('pageSize=100', other.h))).toEqual(['Ada Zeta/Gamma course']);
    for (const admin of [who.Admin, who.SuperAdmin]) expect((await list('pageSize=100', admin.h)).totalCount).toBe(6);
  });

  it('filters by the derived status, the source, the course and the learner', async () => {
    const ids = async (query: string, h: Headers = owner.h) =>
      (await list(`${query}&pageSize=100`, h)).items.map((e) => e.id).sort();
    expect(await ids('status=completed')).toEqual([adaAlpha.id]);
    expect(await ids('status=overdue')).toEqual([cyAlpha.id]);
    expect(await ids('status=in-progress')).toEqual([bobAlpha.id]);
    // Due today is not overdue.
    expect(await ids('status=not-started')).toEqual([danAlpha.id, adaBeta.id].sort());
    expect(await ids('source=assigned')).toEqual([adaAlpha.id, cyAlpha.id, danAlpha.id].sort());
    expect(await ids('source=self')).toEqual([bobAlpha.id, adaBeta.id].sort());
    expect(await ids(`courseId=${beta.id}`)).toEqual([adaBeta.id]);
    expect(await ids(`courseId=${gamma.id}`)).toEqual([]);
    expect(await ids('searchTerm=ADA')).toEqual([adaAlpha.id, adaBeta.id].sort());
    expect(await ids('searchTerm=cy.xu@')).toEqual([cyAlpha.id]);
    // A LIKE wildcard is taken literally.
    expect(await ids('searchTerm=_')).toEqual([bobAlpha.id]);
    expect(await ids('searchTerm=%25')).toEqual([]);
    expect(await ids('status=completed&searchTerm=bob')).toEqual([]);
    expect((await list(`searchTerm=ada&pageSize=100`, who.Admin.h)).totalCount).toBe(3);
  });

  it('sorts by each key both ways, empty values last, and pages without overlap', async () => {
    const order = async (sort: string) =>
      names(await list(`sort=${sort}&pageSize=100&courseId=${alpha.id}`)).map((n) => n.split(' ')[0]);
    // Cy and dan tie at 0 (the id decides between them).
    expect((await order('progress')).slice(2)).toEqual(['Bob', 'Ada']);
    expect((await order('-progress')).slice(0, 2)).toEqual(['Ada', 'Bob']);
    expect(await order('dueDate')).toEqual(['Ada', 'Cy', 'dan', 'Bob']);
    expect(await order('-dueDate')).toEqual(['dan', 'Cy', 'Ada', 'Bob']);
    expect((await order('lastAccessedAt')).slice(0, 2)).toEqual(['Bob', 'Ada']);
    expect((await order('-lastAccessedAt')).slice(0, 2)).toEqual(['Ada', 'Bob']);
    expect(await order('-learner')).toEqual(['dan', 'Cy', 'Bob', 'Ada']);
    expect(
      names(await list('sort=course&pageSize=100'))
        .map((n) => n.split('/')[1])
        .slice(-1),
    ).toEqual(['Beta course']);
    const pages = [];
    for (let n = 1; n <= 3; n++) pages.push(await list(`sort=enrolledAt&pageSize=2&pageNumber=${n}`));
    expect(pages.map((pg) => pg.items.length)).toEqual([2, 2, 1]);
    expect(pages.map((pg) => pg.hasNextPage)).toEqual([true, true, false]);
    expect(new Set(pages.flatMap((pg) => pg.items.map((e) => e.id))).size).toBe(5);
  });

  it('refuses bad filters with field messages, and other roles', async () => {
    expectValidation(await call(t, 'GET', '/api/enrolments?status=late', undefined, owner.h), 'status');
    expectValidation(await call(t, 'GET', '/api/enrolments?sort=name', undefined, owner.h), 'sort');
    expectValidation(
      await call(t, 'GET', '/api/enrolments?courseId=x', undefined, owner.h),
      'courseId',
      COURSE_NOT_FOUND,
    );
    for (const role of ['Learner', 'ProjectManager'] as const)
      expectError(await call(t, 'GET', '/api/enrolments', undefined, who[role].h), 403, 'FORBIDDEN');
    expectError(await call(t, 'GET', '/api/enrolments', undefined, who.none.h), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/courses/{id}/enrolments', () => {
  const path = (id: string) => `/api/courses/${id}/enrolments`;
  it("the course's owner and admins; another coordinator 403 (404 where they may not see it); other roles 403", async () => {
    expect((await list('status=overdue', owner.h, path(alpha.id))).items.map((e: any) => e.id)).toEqual([cyAlpha.id]);
    expect((await list('', who.Admin.h, path(gamma.id))).totalCount).toBe(1);
    expect((await list('', who.SuperAdmin.h, path(beta.id))).totalCount).toBe(1);
    expectError(await call(t, 'GET', path(gamma.id), undefined, owner.h), 403, 'COURSE_NOT_OWNER');
    const { course: draft } = await createCourse(t, { ownerId: other.user.id, status: 'draft' });
    expectError(await call(t, 'GET', path(draft.id), undefined, owner.h), 404, 'NOT_FOUND', COURSE_NOT_FOUND);
    expect((await list('', other.h, path(draft.id))).totalCount).toBe(0);
    for (const role of ['Learner', 'ProjectManager'] as const)
      expectError(await call(t, 'GET', path(alpha.id), undefined, who[role].h), 403, 'FORBIDDEN');
    expectError(await call(t, 'GET', path(alpha.id), undefined, who.none.h), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/enrolments/export', () => {
  const csv = (query: string, h: Headers = owner.h) => call(t, 'GET', `/api/enrolments/export?${query}`, undefined, h);
  const parse = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .replace(/\r\n$/, '')
      .split('\r\n');

  it('writes every row under the filters as a dated CSV with a BOM', async () => {
    const res = await csv(`courseId=${alpha.id}&sort=learner`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="enrolments-${day}.csv"`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = parse(res.body);
    expect(lines[0]).toBe('Learner,Email,Course,Status,Progress (%),Due date,Enrolled,Last activity,Completed');
    expect(lines).toHaveLength(5);
    const ada = lines[1]!.split(',');
    expect(ada.slice(0, 6)).toEqual([
      'Ada Zeta',
      'ada.z@example.test',
      'Alpha course',
      'Completed',
      '100',
      addDays(day, -3),
    ]);
    expect(ada[6]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(ada[8]).toBe(new Date(now - hour).toISOString().slice(0, 16).replace('T', ' '));
    expect(lines[3]!.split(',').slice(3, 6)).toEqual(['Overdue', '0', addDays(day, -1)]);
    expect(lines[4]!.split(',').slice(3, 9)).toEqual([
      'Not started',
      '0',
      addDays(day, 5),
      lines[4]!.split(',')[6],
      '',
      '',
    ]);
    // The same scope as the list: the owner's courses only; admins all.
    expect(parse((await csv('')).body)).toHaveLength(6);
    expect(parse((await csv('', who.Admin.h)).body)).toHaveLength(7);
    expect(parse((await csv('status=in-progress', other.h)).body).slice(1)).toEqual([
      expect.stringMatching(/^Ada Zeta,ada\.z@example\.test,Gamma course,In progress,50,,/),
    ]);
  });

  it('defuses cells a spreadsheet would run as a formula, and quotes commas, semicolons, quotes and line breaks', async () => {
    const { course } = await createCourse(t, { ownerId: owner.user.id, title: '+SUM(A1:A9)' });
    const evil = [
      await createUser(t, { name: '=HYPERLINK("http://x.test","click")', email: 'evil1@example.test' }),
      await createUser(t, { name: '@cmd', email: 'evil2@example.test' }),
      await createUser(t, { name: '-2+3', email: 'evil3@example.test' }),
      await createUser(t, { name: '\tTabbed, "quoted"', email: 'evil4@example.test' }),
      await createUser(t, { name: 'Berg; Ola', email: 'semicolon@example.test' }),
      await createUser(t, { name: 'a;=1+1', email: 'semicolon-formula@example.test' }),
    ];
    for (const u of evil) await enrol(t, course.id, u.id);
    const lines = parse((await csv(`courseId=${course.id}&sort=enrolledAt`)).body).slice(1);
    // In any order: enrolments made within one millisecond tie on enrolledAt.
    expect(lines).toHaveLength(6);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^"'=HYPERLINK\(""http:\/\/x\.test"",""click""\)",evil1@example\.test,'\+SUM\(A1:A9\),Not started,0,,/,
        ),
        expect.stringMatching(/^'@cmd,evil2@example\.test,'\+SUM/),
        expect.stringMatching(/^'-2\+3,evil3@example\.test,/),
        expect.stringMatching(/^"'\tTabbed, ""quoted""",evil4@example\.test,/),
        // A ; is quoted too: a spreadsheet in a semicolon locale (Norwegian is one) would split the cell on it.
        expect.stringMatching(/^"Berg; Ola",semicolon@example\.test,/),
        // Split on the ; a spreadsheet would read `=1+1` as a cell of its own: a formula (issue 22).
        expect.stringMatching(/^"a;=1\+1",semicolon-formula@example\.test,/),
      ]),
    );
  });

  it('the roles of the list; bad filters are 400 in the error shape', async () => {
    for (const role of ROLES.filter((r) => !['CourseCoordinator', 'Admin', 'SuperAdmin'].includes(r)))
      expectError(await csv('', who[role].h), 403, 'FORBIDDEN');
    expectError(await csv('', who.none.h), 401, 'UNAUTHORIZED');
    expectValidation(await csv('status=late'), 'status');
  });
});
