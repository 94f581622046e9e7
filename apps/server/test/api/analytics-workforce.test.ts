import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_EXPORT_FORMATS,
  ANALYTICS_RANGE_BACKWARDS,
  ANALYTICS_RANGE_TOO_LONG,
} from '@talentpath/contracts/analytics';
import { addDays, daysBetween, mondayOf, today } from '@talentpath/contracts/calendar-days';
import { sortInvalid } from '@talentpath/contracts/paging';
import type { ProjectStatus } from '@talentpath/contracts/projects';
import { ROLES } from '@talentpath/contracts/roles';
import type { ClaimKind } from '@talentpath/contracts/skills';
import { TECHNOLOGY_NOT_FOUND } from '@talentpath/contracts/technologies';
import {
  type BenchPage,
  type DemandPage,
  type LearningToStaffingPage,
  type PersonLoadPage,
  type ProjectsAtRiskPage,
  STARTING_SOON_DAYS,
  type UtilisationSeries,
} from '@talentpath/contracts/workforce-analytics';
import {
  assignments,
  projectRoleNeeds,
  projectRoles,
  projects,
  projectTechnologies,
} from '../../src/db/schema/projects.ts';
import { courses } from '../../src/db/schema/learning.ts';
import { employeeSkills, skillClaims } from '../../src/db/schema/skills.ts';
import { users } from '../../src/db/schema/users.ts';
import { defused, readCsv } from '../../src/platform/csv.ts';
import { XLSX_CONTENT_TYPE } from '../../src/platform/xlsx.ts';
import { expectError, expectValidation } from '../support/api.ts';
import { call, everyRole, type Headers } from '../support/callers.ts';
import { createTechnology, reportCourse } from '../support/learning.ts';
import { createUser, fileTestApp } from '../support/test-app.ts';

// Issue 27, the project manager's dashboard: people's load week by week (past and forecast), the people behind each
// week's figure, the bench, demand and supply per technology, projects at risk, and skills learned into staffing; the
// files; who may read them. Every figure below is worked out by hand from rows written straight to the tables, on days
// counted from this week's Monday, so that it holds on any day of the week.

const t = await fileTestApp();
const who = await everyRole(t);
const pm = who.ProjectManager;
const get = (path: string, h: Headers = pm.h) => call(t, 'GET', `/api${path}`, undefined, h);
async function ok<T>(path: string, h: Headers = pm.h) {
  const res = await get(path, h);
  expect(res.statusCode, `${path}: ${res.body.slice(0, 500)}`).toBe(200);
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
  workbook.worksheets[0]!.eachRow((row) => rows.push(Array.from((row.values as Row).slice(1), (cell) => cell ?? '')));
  return { rows, headers: res.headers };
}
const asText = (row: Row) => row.map(String);

const DAY = today();
const MON = mondayOf(DAY);
/** Days of this week's Monday to Friday before today (a completed project's days that still count this week). */
const DONE_DAYS = Math.min(daysBetween(MON, DAY), 5);
const w = (n: number) => addDays(MON, n);

// --- People: six staffable ones of ours and everyRole's Learner; three not staffable, each with work and skills. ---

const person = (name: string) => createUser(t, { roles: ['Learner'], name });
const ana = await person('Ana Workforce');
const bea = await person('Bea Workforce');
const cal = await person('Cal Workforce');
const dan = await person('Dan Workforce');
const fay = await person('Fay Workforce');
const hal = await person('Hal Workforce');
const pmOnly = await createUser(t, { roles: ['ProjectManager'], name: 'Pam Manager Only' });
const disabled = await createUser(t, { roles: ['Learner'], name: 'Dis Abled', status: 'disabled' });
const deleted = await createUser(t, { roles: ['Learner'], name: 'Del Eted' });
await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));
// A manager whose account goes: their project keeps no manager.
const doomed = await createUser(t, { roles: ['ProjectManager'], name: 'Doomed Manager' });
const learner = who.Learner.user;
/** Staffable: ours and everyRole's Learner (the other roles' accounts do not hold Learner). */
const PEOPLE = 7;

// --- Technologies and roles. ---

const ts = await createTechnology(t, { name: 'TypeScript WF' });
const formula = await createTechnology(t, { name: '=Formula WF' });
const rust = await createTechnology(t, { name: 'Rust WF' });
const cobol = await createTechnology(t, { name: 'Cobol WF' });
const fortran = await createTechnology(t, { name: 'Fortran WF' });
const role = async (name: string) => (await t.db.insert(projectRoles).values({ name }).returning())[0]!;
const analyst = await role('Analyst WF');
const developer = await role('Developer WF');
const tester = await role('Tester WF');

// --- Projects. Ours run from two weeks ago (Monday, MON - 14) on; the utilisation range below runs from the
// Wednesday two weeks ago (MON - 12) to the Tuesday three weeks ahead (MON + 22). ---

type ProjectFixture = {
  name: string;
  status: ProjectStatus;
  start: string;
  deadline: string;
  managerId?: string;
  techs?: { id: string }[];
  needs?: [{ id: string }, number][];
};
async function project(p: ProjectFixture) {
  const [row] = await t.db
    .insert(projects)
    .values({
      name: p.name,
      status: p.status,
      startDate: p.start,
      deadline: p.deadline,
      managerId: p.managerId ?? pm.user.id,
    })
    .returning();
  if (p.techs?.length)
    await t.db.insert(projectTechnologies).values(p.techs.map((x) => ({ projectId: row!.id, technologyId: x.id })));
  if (p.needs?.length)
    await t.db
      .insert(projectRoleNeeds)
      .values(p.needs.map(([r, count]) => ({ projectId: row!.id, roleId: r.id, count })));
  return row!;
}
const assign = (projectId: string, rows: [{ id: string }, { id: string }, number][]) =>
  t.db
    .insert(assignments)
    .values(rows.map(([employee, r, workload]) => ({ projectId, employeeId: employee.id, roleId: r.id, workload })));

// Apollo, in progress until Friday three weeks ahead, requires TypeScript and =Formula; its needs are filled
// (Developer 2 by Ana and Fay, Tester 1 by Bea): never at risk. The three people who cannot be staffed work
// on it full time as Developers: counted nowhere.
const apollo = await project({
  name: 'Apollo WF',
  status: 'in-progress',
  start: w(-14),
  deadline: w(25),
  techs: [ts, formula],
  needs: [
    [developer, 2],
    [tester, 1],
  ],
});
await assign(apollo.id, [
  [ana, developer, 50],
  [bea, tester, 40],
  [fay, developer, 60],
  [pmOnly, developer, 100],
  [disabled, developer, 100],
  [deleted, developer, 100],
]);
// Borealis, on hold (an active status), requires TypeScript: Fay's other 40% (60 + 40: fully booked).
const borealis = await project({ name: 'Borealis WF', status: 'on-hold', start: w(-14), deadline: w(40), techs: [ts] });
await assign(borealis.id, [[fay, tester, 40]]);
// Cygnus, planned from Monday to Friday three weeks ahead, requires Rust: Cal at 80% (a forecast).
const cygnus = await project({ name: 'Cygnus WF', status: 'planned', start: w(21), deadline: w(25), techs: [rust] });
await assign(cygnus.id, [[cal, developer, 80]]);
// Eclipse, planned from Wednesday next week to Sunday the week after: Hal full time (3 of 5 days next week: 60).
const eclipse = await project({ name: 'Eclipse WF', status: 'planned', start: w(9), deadline: w(20) });
await assign(eclipse.id, [[hal, developer, 100]]);
// Flare, on hold, the week after next (Monday to Friday): Hal's 50% more — 150, counted as 100. (The API refuses
// that on active projects; a completed project's past days and an active one's can add up so.)
const flare = await project({ name: 'Flare WF', status: 'on-hold', start: w(14), deadline: w(18) });
await assign(flare.id, [[hal, tester, 50]]);
// Done, completed, ran two weeks ago to Friday next week (today inside it): Dan full time as Analyst, counted on the
// days before today only. It requires Cobol and needs five Developers: neither demand nor a risk.
const done = await project({
  name: 'Done WF',
  status: 'completed',
  start: w(-14),
  deadline: w(11),
  techs: [cobol],
  needs: [[developer, 5]],
});
await assign(done.id, [[dan, analyst, 100]]);
// Void, cancelled, over the whole range: Ana full time, never counted; its Fortran and needs neither.
const voided = await project({
  name: 'Void WF',
  status: 'cancelled',
  start: w(-14),
  deadline: w(25),
  techs: [fortran],
  needs: [[tester, 2]],
});
await assign(voided.id, [[ana, developer, 100]]);

// At risk: Overdue (in progress, its deadline three days ago, its manager's account gone); Understaffed (planned two
// months ahead: Developer 3 filled by Ana only — Ana's second role is Tester, filling that one, and Cal and Dan
// there too are Testers beyond the need, filling no Developer slot; Bea's Analyst role is not needed and fills
// nothing); Soon (planned in 5 days, its Tester not found).
const overdue = await project({
  name: 'Overdue WF',
  status: 'in-progress',
  start: w(-30),
  deadline: addDays(DAY, -3),
  managerId: doomed.id,
});
await t.db.delete(users).where(eq(users.id, doomed.id));
const understaffed = await project({
  name: 'Understaffed WF',
  status: 'planned',
  start: addDays(DAY, 60),
  deadline: addDays(DAY, 90),
  needs: [
    [developer, 3],
    [tester, 1],
  ],
});
await assign(understaffed.id, [
  [ana, developer, 10],
  [ana, tester, 10],
  [cal, tester, 10],
  [dan, tester, 10],
  [bea, analyst, 10],
]);
const soon = await project({
  name: 'Soon WF',
  status: 'planned',
  start: addDays(DAY, 5),
  deadline: addDays(DAY, 40),
  needs: [[tester, 1]],
});

// --- Skills (effective): [person, technology, level, verified level]. ---

const skills: [{ id: string }, { id: string }, number, number | null][] = [
  [ana, ts, 3, 3],
  [bea, ts, 4, 2],
  [bea, cobol, 5, null],
  [fay, ts, 5, null],
  [fay, formula, 2, null],
  [dan, ts, 2, 2],
  [dan, cobol, 4, 4],
  [cal, rust, 1, 1],
  [hal, rust, 3, null],
  [pmOnly, ts, 5, 5],
  [disabled, ts, 5, 5],
  [deleted, rust, 5, 5],
];
await t.db.insert(employeeSkills).values(
  skills.map(([u, tech, level, verifiedLevel]) => ({
    userId: u.id,
    technologyId: tech.id,
    level,
    verifiedLevel,
    basis: verifiedLevel === null ? ('rated' as const) : ('evidence' as const),
  })),
);

// --- Skill claims for learning into staffing, in March 2025. ---

const rustCourse = await reportCourse(t, who.CourseCoordinator.user.id, 'Rust Course WF', null);
const tsCourse = await reportCourse(t, who.CourseCoordinator.user.id, '@TS Course WF', null);
const goneCourseId = randomUUID();
type ClaimFixture = {
  user: { id: string };
  tech: { id: string };
  at: string;
  level?: number;
  kind?: ClaimKind;
  course?: { id: string; title: string };
  withdrawn?: boolean;
};
const claim = (c: ClaimFixture) => {
  const kind = c.kind ?? 'course-completed';
  const fromCourse = kind === 'course-completed' || kind === 'assessment-passed';
  const course = c.course ?? rustCourse;
  return {
    userId: c.user.id,
    technologyId: c.tech.id,
    kind,
    level: c.level ?? 2,
    sourceKey: fromCourse ? `course:${course.id}` : kind === 'self-assessed' ? 'self' : `rater:${pm.user.id}`,
    madeBy: fromCourse ? null : pm.user.id,
    sourceType: fromCourse ? ('course' as const) : null,
    sourceId: fromCourse ? course.id : null,
    sourceLabel: fromCourse ? course.title : null,
    claimedAt: new Date(c.at),
    withdrawnAt: c.withdrawn ? new Date('2025-03-13T00:00:00Z') : null,
    withdrawnReason: c.withdrawn ? 'Granted by mistake' : null,
  };
};
const gone = { id: goneCourseId, title: 'Gone Course WF' };
await t.db.insert(skillClaims).values([
  // Listed: Cal's Rust; Bea's TypeScript (an assessment passed in a course); Hal's Rust at the range's last second;
  // Hal's TypeScript at its first, from a course deleted since.
  claim({ user: cal, tech: rust, at: '2025-03-10T10:00:00Z', level: 2 }),
  claim({ user: bea, tech: ts, at: '2025-03-20T09:00:00Z', level: 3, kind: 'assessment-passed', course: tsCourse }),
  claim({ user: hal, tech: rust, at: '2025-03-31T23:59:59Z', level: 1 }),
  claim({ user: hal, tech: ts, at: '2025-03-01T00:00:00Z', level: 4, course: gone }),
  // Not listed: Ana's own word came first (in February); Fay was rated before the course (both in March).
  claim({ user: ana, tech: ts, at: '2025-02-01T10:00:00Z', kind: 'self-assessed' }),
  claim({ user: ana, tech: ts, at: '2025-03-15T10:00:00Z', course: tsCourse }),
  claim({ user: fay, tech: ts, at: '2025-03-05T10:00:00Z', kind: 'manager-rated' }),
  claim({ user: fay, tech: ts, at: '2025-03-25T10:00:00Z', course: tsCourse }),
  // Not listed: withdrawn; Cobol (only a completed project requires it); outside the range by a second.
  claim({ user: dan, tech: rust, at: '2025-03-12T10:00:00Z', withdrawn: true }),
  claim({ user: dan, tech: cobol, at: '2025-03-12T10:00:00Z' }),
  claim({ user: fay, tech: rust, at: '2025-04-01T00:00:00Z' }),
  claim({ user: fay, tech: formula, at: '2025-02-28T23:59:59Z' }),
  // Not listed: people who cannot be staffed.
  claim({ user: disabled, tech: ts, at: '2025-03-12T10:00:00Z' }),
  claim({ user: pmOnly, tech: rust, at: '2025-03-12T10:00:00Z' }),
  claim({ user: deleted, tech: rust, at: '2025-03-12T10:00:00Z' }),
]);
// In May: Bea's Rust from a course renamed since (the claim keeps the title it had).
const renamed = await reportCourse(t, who.CourseCoordinator.user.id, 'Old Title WF', null);
await t.db.insert(skillClaims).values(claim({ user: bea, tech: rust, at: '2025-05-10T10:00:00Z', course: renamed }));
await t.db.update(courses).set({ title: 'New Title WF' }).where(eq(courses.id, renamed.id));
// A certificate's claim is not a course's.
await t.db.insert(skillClaims).values({
  ...claim({ user: dan, tech: ts, at: '2025-03-18T10:00:00Z', kind: 'certificate' }),
  sourceKey: `certificate:${randomUUID()}`,
  sourceType: 'certificate',
  sourceId: randomUUID(),
  sourceLabel: 'A Certificate',
  madeBy: null,
});

// --- The figures, by hand. ---

const U = { from: w(-12), to: w(22) };
const URANGE = `from=${U.from}&to=${U.to}`;
const tenths = (n: number) => Math.round(n * 10) / 10;

type Week = {
  start: string;
  end: string;
  workingDays: number;
  /** Each person's mean load in the week, capped at 100 (absent: 0). */
  loads: [{ id: string }, number][];
  roles: [{ id: string; name: string }, number][];
};
// Weeks: two weeks ago from Wednesday (3 working days), last week, this week, next week, the week after, and Monday to
// Tuesday three weeks ahead (2 working days).
// - Ana 50 (Apollo) throughout; the cancelled Void's 100 never. Bea 40 (Apollo) throughout.
// - Fay 60 + 40 = 100 throughout.
// - Dan 100 on Done before today: the two past weeks, DONE_DAYS of this week's five days, none later.
// - Hal 0, then 60 next week (Wednesday to Friday), then 100 + 50 (150, capped) the week after, then none.
// - Cal 80 (Cygnus) on Monday and Tuesday three weeks ahead.
const steady: [{ id: string }, number][] = [
  [ana, 50],
  [bea, 40],
  [fay, 100],
];
const WEEKS: Week[] = [
  {
    start: w(-12),
    end: w(-8),
    workingDays: 3,
    loads: [...steady, [dan, 100]],
    roles: [
      [analyst, 1],
      [developer, 1.1],
      [tester, 0.8],
    ],
  },
  {
    start: w(-7),
    end: w(-1),
    workingDays: 5,
    loads: [...steady, [dan, 100]],
    roles: [
      [analyst, 1],
      [developer, 1.1],
      [tester, 0.8],
    ],
  },
  {
    start: w(0),
    end: w(6),
    workingDays: 5,
    loads: [...steady, [dan, 20 * DONE_DAYS]],
    roles: [
      ...(DONE_DAYS ? [[analyst, 0.2 * DONE_DAYS] as [typeof analyst, number]] : []),
      [developer, 1.1],
      [tester, 0.8],
    ],
  },
  {
    start: w(7),
    end: w(13),
    workingDays: 5,
    loads: [...steady, [hal, 60]],
    roles: [
      [developer, 1.7],
      [tester, 0.8],
    ],
  },
  {
    start: w(14),
    end: w(20),
    workingDays: 5,
    loads: [...steady, [hal, 100]],
    roles: [
      [developer, 2.1],
      [tester, 1.3],
    ],
  },
  {
    start: w(21),
    end: w(22),
    workingDays: 2,
    loads: [...steady, [cal, 80]],
    roles: [
      [developer, 1.9],
      [tester, 0.8],
    ],
  },
];
const pointOf = (week: Week) => {
  const sum = week.loads.reduce((s, [, load]) => s + load, 0);
  return {
    start: week.start,
    end: week.end,
    workingDays: week.workingDays,
    people: PEOPLE,
    utilisation: tenths(sum / PEOPLE),
    assigned: tenths(sum / 100),
    roles: week.roles.map(([r, assigned]) => ({ role: { id: r.id, name: r.name }, assigned: tenths(assigned) })),
    full: week.loads.filter(([, load]) => load >= 100).length,
    underHalf: PEOPLE - week.loads.filter(([, load]) => load >= 50).length,
  };
};

describe('GET /api/project-manager/analytics/utilisation', () => {
  it('counts the staffable people: ours and everyRole’s Learner, as GET /employees lists them', async () => {
    expect(await countOf('/employees?pageSize=100')).toBe(PEOPLE);
  });

  it('each week cut to the range, with its mean load, people-equivalents, full and under half, by hand', async () => {
    const series = await ok<UtilisationSeries>(`/project-manager/analytics/utilisation?${URANGE}`);
    expect({ from: series.from, to: series.to, today: series.today }).toEqual({ ...U, today: DAY });
    expect(series.points).toHaveLength(6);
    for (const [i, week] of WEEKS.entries()) expect(series.points[i], week.start).toEqual(pointOf(week));
    // Spelled out for the weeks that hold on any day: two weeks ago (cut to Wednesday..Friday: 3 working days) and
    // the week after next (Hal's 150 counted as 100), and the last (Monday and Tuesday).
    expect(series.points[0]).toMatchObject({
      workingDays: 3,
      utilisation: 41.4, // (50 + 40 + 100 + 100) / 7
      assigned: 2.9,
      full: 2,
      underHalf: 4,
    });
    expect(series.points[4]).toMatchObject({ utilisation: 41.4, assigned: 2.9, full: 2, underHalf: 4 });
    expect(series.points[5]).toMatchObject({ workingDays: 2, utilisation: 38.6, assigned: 2.7, full: 1, underHalf: 4 });
  });

  it('a completed project counts only before today; its whole days do from the past', async () => {
    // Up to yesterday: Dan's whole of last week; from today on, nothing of it.
    const last = await ok<UtilisationSeries>(`/project-manager/analytics/utilisation?from=${w(-7)}&to=${w(-3)}`);
    expect(last.points).toEqual([{ ...pointOf(WEEKS[1]!), end: w(-3) }]);
    const ahead = await ok<UtilisationSeries>(`/project-manager/analytics/utilisation?from=${w(7)}&to=${w(11)}`);
    expect(ahead.points[0]!.roles.map((r) => r.role.id)).not.toContain(analyst.id);
  });

  it('refuses a range backwards or too long, or without its days', async () => {
    const base = '/project-manager/analytics/utilisation';
    expectValidation(await get(`${base}?from=2025-03-02&to=2025-03-01`), 'to', ANALYTICS_RANGE_BACKWARDS);
    expectValidation(await get(`${base}?from=2024-01-01&to=2026-01-01`), 'to', ANALYTICS_RANGE_TOO_LONG);
    expectValidation(await get(`${base}?to=2025-03-01`), 'from');
    expectValidation(await get(`${base}?from=2025-03-01&to=March`), 'to');
  });
});

describe('GET /api/project-manager/analytics/utilisation/people', () => {
  const base = '/project-manager/analytics/utilisation/people';

  it("each week's figures are its list's: people, the mean of the loads, the fully booked and those under half", async () => {
    const { points } = await ok<UtilisationSeries>(`/project-manager/analytics/utilisation?${URANGE}`);
    for (const [i, point] of points.entries()) {
      const days = `from=${point.start}&to=${point.end}`;
      const list = await ok<PersonLoadPage>(`${base}?${days}&pageSize=100`);
      expect(list.totalCount, point.start).toBe(point.people);
      const sum = list.items.reduce((s, item) => s + item.load, 0);
      expect(Math.abs(sum / list.totalCount - point.utilisation), point.start).toBeLessThanOrEqual(0.1);
      expect(await countOf(`${base}?${days}&atLeast=100`), point.start).toBe(point.full);
      expect(await countOf(`${base}?${days}&under=50`), point.start).toBe(point.underHalf);
      // And each person's load is the one worked out by hand.
      const byHand = new Map(WEEKS[i]!.loads.map(([p, load]) => [p.id, load]));
      for (const item of list.items) expect(item.load, item.person.name).toBe(byHand.get(item.person.id) ?? 0);
    }
  });

  // A weekend alone (the point of a range that starts on a Saturday: 0 working days, nobody loaded, full 0): everyone
  // at 0. (PostgreSQL's least() ignores a NULL, so the division by no working days once answered 100.)
  it('a weekend cut off alone: nobody loaded, as its point says', async () => {
    const weekend = `from=${w(-9)}&to=${w(-8)}`;
    const { points } = await ok<UtilisationSeries>(`/project-manager/analytics/utilisation?${weekend}`);
    expect(points).toEqual([
      {
        start: w(-9),
        end: w(-8),
        workingDays: 0,
        people: PEOPLE,
        utilisation: 0,
        assigned: 0,
        roles: [],
        full: 0,
        underHalf: PEOPLE,
      },
    ]);
    const list = await ok<PersonLoadPage>(`${base}?${weekend}&pageSize=100`);
    expect(list.items.map((i) => [i.person.name, i.load]).filter(([, load]) => load !== 0)).toEqual([]);
    expect(await countOf(`${base}?${weekend}&atLeast=100`)).toBe(0);
    expect(await countOf(`${base}?${weekend}&under=50`)).toBe(PEOPLE);
  });

  it('most loaded first by default; by load or name either way; paged', async () => {
    const days = `from=${w(-7)}&to=${w(-1)}`;
    const loads = (page: PersonLoadPage) => page.items.map((i) => i.load);
    const byDefault = await ok<PersonLoadPage>(`${base}?${days}`);
    expect(loads(byDefault)).toEqual([100, 100, 50, 40, 0, 0, 0]);
    expect(byDefault.items.slice(0, 2).map((i) => i.person.id)).toEqual([dan.id, fay.id].sort().reverse());
    expect(byDefault.items[2]!.person).toEqual({ id: ana.id, name: ana.name, email: ana.email });
    expect(loads(await ok<PersonLoadPage>(`${base}?${days}&sort=-load`))).toEqual(loads(byDefault));
    expect(loads(await ok<PersonLoadPage>(`${base}?${days}&sort=load`))).toEqual([0, 0, 0, 40, 50, 100, 100]);
    const names = [ana, bea, cal, dan, fay, hal, learner].map((p) => p.name);
    const byName = await ok<PersonLoadPage>(`${base}?${days}&sort=name`);
    expect(byName.items.map((i) => i.person.name)).toEqual(names);
    const byNameDown = await ok<PersonLoadPage>(`${base}?${days}&sort=-name`);
    expect(byNameDown.items.map((i) => i.person.name)).toEqual([...names].reverse());
    const first = await ok<PersonLoadPage>(`${base}?${days}&sort=name&pageSize=3`);
    expect(first).toMatchObject({ pageNumber: 1, pageSize: 3, totalCount: 7, hasNextPage: true });
    expect(first.items.map((i) => i.person.name)).toEqual(names.slice(0, 3));
    const third = await ok<PersonLoadPage>(`${base}?${days}&sort=name&pageSize=3&pageNumber=3`);
    expect(third).toMatchObject({ totalCount: 7, hasNextPage: false });
    expect(third.items.map((i) => i.person.name)).toEqual([learner.name]);
    const past = await ok<PersonLoadPage>(`${base}?${days}&sort=name&pageSize=3&pageNumber=4`);
    expect(past).toMatchObject({ items: [], totalCount: 7, hasNextPage: false });
  });

  it('over several weeks: the mean over all their working days', async () => {
    // Last week and this week up to Friday: Dan 100 for 5 days, then DONE_DAYS of 5 → (500 + 100·DONE_DAYS) / 10.
    const list = await ok<PersonLoadPage>(`${base}?from=${w(-7)}&to=${w(4)}&sort=name`);
    expect(list.items.find((i) => i.person.id === dan.id)!.load).toBe(tenths((500 + 100 * DONE_DAYS) / 10));
    expect(list.items.find((i) => i.person.id === fay.id)!.load).toBe(100);
  });

  it('refuses a bad range, filter or sort', async () => {
    const days = `from=${w(-7)}&to=${w(-1)}`;
    expectValidation(await get(`${base}?from=2025-03-02&to=2025-03-01`), 'to', ANALYTICS_RANGE_BACKWARDS);
    expectValidation(await get(`${base}?from=2024-01-01&to=2026-01-01`), 'to', ANALYTICS_RANGE_TOO_LONG);
    expectValidation(await get(`${base}?${days}&atLeast=101`), 'atLeast');
    expectValidation(await get(`${base}?${days}&under=0`), 'under');
    expectValidation(await get(`${base}?${days}&sort=peak`), 'sort', sortInvalid(['load', '-load', 'name', '-name']));
  });
});

describe('GET /api/project-manager/analytics/bench', () => {
  const base = '/project-manager/analytics/bench';
  const ids = (page: BenchPage) => page.items.map((i) => i.person.id);

  it('below 50% over the next 4 weeks by default, least loaded first, with peak, today and technologies', async () => {
    const page = await ok<BenchPage>(base);
    expect({ from: page.from, to: page.to, totalCount: page.totalCount }).toEqual({
      from: DAY,
      to: addDays(DAY, 27),
      totalCount: 3,
    });
    // Dan (Done is completed: no load ahead) and the Learner at 0, by id; Bea at 40. Not Ana (50: not below it),
    // nor Cal (80 in three weeks), Fay (100), Hal (100 and more).
    expect(ids(page)).toEqual([...[dan.id, learner.id].sort(), bea.id]);
    const byId = new Map(page.items.map((i) => [i.person.id, i]));
    expect(byId.get(bea.id)).toEqual({
      person: { id: bea.id, name: bea.name, email: bea.email },
      peak: 40,
      today: 40,
      technologies: [
        { id: cobol.id, name: cobol.name, level: 5 },
        { id: ts.id, name: ts.name, level: 4 },
      ],
    });
    expect(byId.get(dan.id)).toMatchObject({
      peak: 0,
      today: 0,
      technologies: [
        { id: cobol.id, name: cobol.name, level: 4 },
        { id: ts.id, name: ts.name, level: 2 },
      ],
    });
    expect(byId.get(learner.id)).toMatchObject({ peak: 0, today: 0, technologies: [] });
    expect(await ok<BenchPage>(`${base}?below=50&weeks=4`)).toEqual(page);
  });

  it('below is strict; a project starting in three weeks counts for 4 weeks, not for 2', async () => {
    expect(ids(await ok<BenchPage>(`${base}?below=40`)).sort()).toEqual([dan.id, learner.id].sort());
    expect(ids(await ok<BenchPage>(`${base}?below=41`))).toContain(bea.id);
    const two = await ok<BenchPage>(`${base}?weeks=2`);
    expect(two.to).toBe(addDays(DAY, 13));
    expect(ids(two).sort()).toEqual([bea.id, cal.id, dan.id, learner.id].sort());
    expect(two.items.find((i) => i.person.id === cal.id)).toMatchObject({ peak: 0, today: 0 });
    expect(ids(await ok<BenchPage>(`${base}?weeks=4`))).not.toContain(cal.id);
    // Below 100: everyone but Fay (100) and Hal (150 in two weeks); Ana's peak 50, Cal's 80.
    const all = await ok<BenchPage>(`${base}?below=100`);
    expect(all.items.map((i) => [i.person.name, i.peak])).toEqual([
      ...[dan, learner].sort((a, b) => (a.id < b.id ? -1 : 1)).map((p) => [p.name, 0]),
      [bea.name, 40],
      [ana.name, 50],
      [cal.name, 80],
    ]);
    expect(all.items.find((i) => i.person.id === ana.id)!.today).toBe(50);
  });

  it('by name or peak either way, paged', async () => {
    const byName = await ok<BenchPage>(`${base}?below=100&sort=name`);
    expect(byName.items.map((i) => i.person.name)).toEqual([ana, bea, cal, dan, learner].map((p) => p.name));
    const down = await ok<BenchPage>(`${base}?below=100&sort=-peak&pageSize=2`);
    expect(down).toMatchObject({ totalCount: 5, hasNextPage: true });
    expect(down.items.map((i) => i.peak)).toEqual([80, 50]);
    const past = await ok<BenchPage>(`${base}?below=100&pageSize=2&pageNumber=4`);
    expect(past).toMatchObject({ items: [], totalCount: 5, hasNextPage: false });
  });

  it('refuses below 0 or above 100, weeks above 26 or not a number, a sort not offered, naming the field', async () => {
    for (const [query, field] of [
      ['below=0', 'below'],
      ['below=101', 'below'],
      ['below=x', 'below'],
      ['weeks=0', 'weeks'],
      ['weeks=27', 'weeks'],
      ['weeks=x', 'weeks'],
      ['weeks=1.5', 'weeks'],
      ['sort=load', 'sort'],
    ])
      expectValidation(await get(`${base}?${query}`), field!);
  });
});

describe('GET /api/project-manager/analytics/demand', () => {
  const base = '/project-manager/analytics/demand';
  // TypeScript: Apollo and Borealis; people Ana, Bea, Fay, Dan (not the three who cannot be staffed); verified Ana
  // (3 of 3) and Dan (2 of 2), not Bea (2 of 4) nor Fay (none); free Ana 50, Bea 40, Dan 0, not Fay 100. =Formula:
  // Apollo; Fay, unverified, not free. Rust: Cygnus; Cal (verified, 80: free) and Hal (150: not). Gaps 1, 0, -1.
  const row = (tech: { id: string; name: string }, n: [number, number, number, number]) => ({
    technology: { id: tech.id, name: tech.name },
    projects: n[0],
    people: n[1],
    verified: n[2],
    free: n[3],
  });
  const FORMULA = row(formula, [1, 1, 0, 0]);
  const RUST = row(rust, [1, 2, 1, 1]);
  const TS = row(ts, [2, 4, 2, 3]);

  it("only what active projects require (not a completed or cancelled one's), biggest gap first", async () => {
    const page = await ok<DemandPage>(base);
    expect(page).toMatchObject({ totalCount: 3, hasNextPage: false });
    expect(page.items).toEqual([FORMULA, RUST, TS]);
    const techs = page.items.map((i) => i.technology.id);
    expect(techs).not.toContain(cobol.id);
    expect(techs).not.toContain(fortran.id);
  });

  it('sorted by gap, projects, people or name, either way; paged', async () => {
    const names = async (sort: string) =>
      (await ok<DemandPage>(`${base}?sort=${sort}`)).items.map((i) => i.technology.name);
    expect(await names('gap')).toEqual([ts.name, rust.name, formula.name]);
    expect(await names('-people')).toEqual([ts.name, rust.name, formula.name]);
    expect(await names('people')).toEqual([formula.name, rust.name, ts.name]);
    expect((await names('-projects'))[0]).toBe(ts.name);
    expect((await names('projects'))[2]).toBe(ts.name);
    // (Where '=' sorts depends on the database's collation: Rust before TypeScript, and one order the other reversed.)
    const byName = await names('name');
    expect(byName.filter((n) => n !== formula.name)).toEqual([rust.name, ts.name]);
    expect(await names('-name')).toEqual([...byName].reverse());
    const second = await ok<DemandPage>(`${base}?pageSize=2&pageNumber=2`);
    expect(second).toMatchObject({ items: [TS], totalCount: 3, hasNextPage: false });
    const past = await ok<DemandPage>(`${base}?pageSize=2&pageNumber=3`);
    expect(past).toMatchObject({ items: [], totalCount: 3, hasNextPage: false });
    expectValidation(await get(`${base}?sort=free`), 'sort');
  });

  it('the file: the same rows in the same order, CSV by default or a workbook, the formula start defused', async () => {
    const header = ['Technology', 'Active projects', 'People', 'Verified', 'Free'];
    for (const sort of ['-gap', 'people']) {
      const { items } = await ok<DemandPage>(`${base}?sort=${sort}`);
      const rows = items.map((i) => [defused(i.technology.name), i.projects, i.people, i.verified, i.free]);
      const csv = await download(`${base}/export?sort=${sort}`);
      expect(csv.rows, sort).toEqual([header, ...rows.map(asText)]);
      expect(csv.headers).toMatchObject({
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="demand-and-supply.csv"',
      });
      const xlsx = await download(`${base}/export?sort=${sort}&format=xlsx`);
      expect(xlsx.rows, sort).toEqual([header, ...rows]);
      expect(xlsx.headers['content-disposition']).toBe('attachment; filename="demand-and-supply.xlsx"');
    }
    const csv = await download(`${base}/export`);
    expect(csv.rows[1]).toEqual([`'=Formula WF`, '1', '1', '0', '0']);
  });
});

describe('GET /api/project-manager/analytics/projects-at-risk', () => {
  const base = '/project-manager/analytics/projects-at-risk';
  const ref = (p: typeof overdue) => ({
    id: p.id,
    name: p.name,
    status: p.status,
    startDate: p.startDate,
    deadline: p.deadline,
  });
  const OVERDUE = {
    project: ref(overdue),
    manager: null,
    risks: ['overdue'],
    slots: 0,
    openSlots: 0,
    daysOverdue: 3,
  };
  const UNDERSTAFFED = {
    project: ref(understaffed),
    manager: { id: pm.user.id, name: pm.user.name },
    risks: ['understaffed'],
    slots: 4,
    openSlots: 2,
    daysOverdue: 0,
  };
  const SOON = {
    project: ref(soon),
    manager: { id: pm.user.id, name: pm.user.name },
    risks: ['understaffed', 'starting-understaffed'],
    slots: 1,
    openSlots: 1,
    daysOverdue: 0,
  };

  it('overdue, understaffed and starting understaffed, soonest deadline first; staffed, completed, cancelled absent', async () => {
    expect(STARTING_SOON_DAYS).toBeGreaterThan(5);
    const page = await ok<ProjectsAtRiskPage>(base);
    expect(page).toMatchObject({ totalCount: 3, hasNextPage: false });
    expect(page.items).toEqual([OVERDUE, SOON, UNDERSTAFFED]);
    const listed = page.items.map((i) => i.project.id);
    for (const absent of [apollo, borealis, cygnus, eclipse, flare, done, voided])
      expect(listed).not.toContain(absent.id);
  });

  it('sorted by open slots or name, either way; paged', async () => {
    const names = async (sort: string) =>
      (await ok<ProjectsAtRiskPage>(`${base}?sort=${sort}`)).items.map((i) => i.project.name);
    expect(await names('-openSlots')).toEqual([understaffed.name, soon.name, overdue.name]);
    expect(await names('openSlots')).toEqual([overdue.name, soon.name, understaffed.name]);
    expect(await names('name')).toEqual([overdue.name, soon.name, understaffed.name]);
    expect(await names('-deadline')).toEqual([understaffed.name, soon.name, overdue.name]);
    const page = await ok<ProjectsAtRiskPage>(`${base}?pageSize=1&pageNumber=2`);
    expect(page).toMatchObject({ items: [SOON], totalCount: 3, hasNextPage: true });
    const past = await ok<ProjectsAtRiskPage>(`${base}?pageSize=1&pageNumber=4`);
    expect(past).toMatchObject({ items: [], totalCount: 3, hasNextPage: false });
    expectValidation(await get(`${base}?sort=risk`), 'sort');
  });
});

describe('GET /api/project-manager/analytics/learning-to-staffing', () => {
  const base = '/project-manager/analytics/learning-to-staffing';
  const MARCH = 'from=2025-03-01&to=2025-03-31';
  const item = (
    p: typeof cal,
    tech: { id: string; name: string },
    level: number,
    course: { id: string | null; title: string },
    at: string,
    projectsN: number,
    load: number,
  ) => ({
    person: { id: p.id, name: p.name, email: p.email },
    technology: { id: tech.id, name: tech.name },
    level,
    course,
    at,
    projects: projectsN,
    load,
  });
  // Rust: Cygnus requires it; TypeScript: Apollo and Borealis. Bea's load today: 40; Cal's and Hal's: 0.
  const HAL_RUST = item(hal, rust, 1, { id: rustCourse.id, title: rustCourse.title }, '2025-03-31T23:59:59.000Z', 1, 0);
  const BEA_TS = item(bea, ts, 3, { id: tsCourse.id, title: tsCourse.title }, '2025-03-20T09:00:00.000Z', 2, 40);
  const CAL_RUST = item(cal, rust, 2, { id: rustCourse.id, title: rustCourse.title }, '2025-03-10T10:00:00.000Z', 1, 0);
  const HAL_TS = item(hal, ts, 4, { id: null, title: gone.title }, '2025-03-01T00:00:00.000Z', 2, 0);

  it("first evidence from a course, of what active projects require, of staffable people, in the range's days", async () => {
    const page = await ok<LearningToStaffingPage>(`${base}?${MARCH}`);
    expect(page).toEqual({
      items: [HAL_RUST, BEA_TS, CAL_RUST, HAL_TS],
      pageNumber: 1,
      pageSize: 20,
      totalCount: 4,
      hasNextPage: false,
      people: 3,
      technologies: 2,
    });
  });

  it('by technology, by name or time, paged; people and technologies of the whole range', async () => {
    const onlyRust = await ok<LearningToStaffingPage>(`${base}?${MARCH}&technologyId=${rust.id}`);
    expect(onlyRust).toMatchObject({ items: [HAL_RUST, CAL_RUST], totalCount: 2, people: 2, technologies: 1 });
    const cobolOnly = await ok<LearningToStaffingPage>(`${base}?${MARCH}&technologyId=${cobol.id}`);
    expect(cobolOnly).toMatchObject({ items: [], totalCount: 0, people: 0, technologies: 0 });
    const oldest = await ok<LearningToStaffingPage>(`${base}?${MARCH}&sort=at`);
    expect(oldest.items).toEqual([HAL_TS, CAL_RUST, BEA_TS, HAL_RUST]);
    const byName = await ok<LearningToStaffingPage>(`${base}?${MARCH}&sort=name`);
    expect(byName.items.map((i) => i.person.name)).toEqual([bea.name, cal.name, hal.name, hal.name]);
    const paged = await ok<LearningToStaffingPage>(`${base}?${MARCH}&pageSize=3&pageNumber=2`);
    expect(paged).toMatchObject({ items: [HAL_TS], totalCount: 4, hasNextPage: false, people: 3, technologies: 2 });
    const past = await ok<LearningToStaffingPage>(`${base}?${MARCH}&pageSize=3&pageNumber=3`);
    expect(past).toMatchObject({ items: [], totalCount: 4, hasNextPage: false, people: 3, technologies: 2 });
    // Cal's day alone; February: Fay's =Formula at its last second (Ana's own word there is no course's), fully
    // booked today; the 1st of April: Fay's Rust at its first second; the rest of April: nothing.
    const calsDay = await ok<LearningToStaffingPage>(`${base}?from=2025-03-10&to=2025-03-10`);
    expect(calsDay).toMatchObject({ items: [CAL_RUST], people: 1, technologies: 1 });
    const february = await ok<LearningToStaffingPage>(`${base}?from=2025-02-01&to=2025-02-28`);
    expect(february).toMatchObject({
      items: [
        item(fay, formula, 2, { id: rustCourse.id, title: rustCourse.title }, '2025-02-28T23:59:59.000Z', 1, 100),
      ],
      people: 1,
      technologies: 1,
    });
    const aprilFirst = await ok<LearningToStaffingPage>(`${base}?from=2025-04-01&to=2025-04-01`);
    expect(aprilFirst.items.map((i) => [i.person.id, i.technology.id, i.at])).toEqual([
      [fay.id, rust.id, '2025-04-01T00:00:00.000Z'],
    ]);
    const april = await ok<LearningToStaffingPage>(`${base}?from=2025-04-02&to=2025-04-30`);
    expect(april).toMatchObject({ items: [], totalCount: 0, people: 0, technologies: 0 });
  });

  // The course by its title when the claim was made (the claim's source label, as the skills pages show it), not the
  // title it was renamed to since, in the list and in the file.
  it('a course renamed since: the title it had when the claim was made, in the list and the file', async () => {
    const may = await ok<LearningToStaffingPage>(`${base}?from=2025-05-01&to=2025-05-31`);
    expect(may.items.map((i) => [i.person.id, i.technology.id, i.course])).toEqual([
      [bea.id, rust.id, { id: renamed.id, title: 'Old Title WF' }],
    ]);
    const csv = await download(`${base}/export?from=2025-05-01&to=2025-05-31`);
    expect(csv.rows[1]?.[4]).toBe('Old Title WF');
  });

  it('the file: the rows of the range, newest first, CSV or a workbook', async () => {
    const header = [
      'Name',
      'Email',
      'Technology',
      'Level',
      'Course',
      'When (UTC)',
      'Active projects requiring it',
      'Load today (%)',
    ];
    const rows: Row[] = [
      [hal.name, hal.email, rust.name, 1, rustCourse.title, '2025-03-31 23:59', 1, 0],
      [bea.name, bea.email, ts.name, 3, `'${tsCourse.title}`, '2025-03-20 09:00', 2, 40],
      [cal.name, cal.email, rust.name, 2, rustCourse.title, '2025-03-10 10:00', 1, 0],
      [hal.name, hal.email, ts.name, 4, gone.title, '2025-03-01 00:00', 2, 0],
    ];
    const csv = await download(`${base}/export?${MARCH}`);
    expect(csv.rows).toEqual([header, ...rows.map(asText)]);
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="learning-to-staffing-2025-03-01-2025-03-31.csv"',
    );
    const xlsx = await download(`${base}/export?${MARCH}&format=xlsx`);
    expect(xlsx.rows).toEqual([header, ...rows]);
  });

  it('refuses a bad range, technology or sort', async () => {
    expectValidation(await get(`${base}?from=2025-03-02&to=2025-03-01`), 'to', ANALYTICS_RANGE_BACKWARDS);
    expectValidation(await get(`${base}?from=2024-01-01&to=2026-01-01`), 'to', ANALYTICS_RANGE_TOO_LONG);
    expectValidation(await get(`${base}?${MARCH}&technologyId=nope`), 'technologyId', TECHNOLOGY_NOT_FOUND);
    expectValidation(await get(`${base}?${MARCH}&sort=load`), 'sort');
    expectValidation(await get(`${base}/export?from=2025-03-02&to=2025-03-01`), 'to', ANALYTICS_RANGE_BACKWARDS);
  });
});

describe('GET /api/project-manager/analytics/utilisation/export', () => {
  it("the series' weeks, one row each, a column per role seen", async () => {
    const { points } = await ok<UtilisationSeries>(`/project-manager/analytics/utilisation?${URANGE}`);
    // Analyst is seen in the weeks before today (Dan's), so every week has its column.
    const roleNames = [analyst, developer, tester];
    const header = [
      'Start',
      'End',
      'Working days',
      'People',
      'Utilization (%)',
      'Assigned (people)',
      'Fully booked',
      'Under half',
      ...roleNames.map((r) => `Assigned as ${r.name}`),
    ];
    const rows = points.map((p) => [
      p.start,
      p.end,
      p.workingDays,
      p.people,
      p.utilisation,
      p.assigned,
      p.full,
      p.underHalf,
      ...roleNames.map((r) => p.roles.find((x) => x.role.id === r.id)?.assigned ?? 0),
    ]);
    const csv = await download(`/project-manager/analytics/utilisation/export?${URANGE}`);
    expect(csv.rows).toEqual([header, ...rows.map(asText)]);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="utilization-${U.from}-${U.to}.csv"`);
    const xlsx = await download(`/project-manager/analytics/utilisation/export?${URANGE}&format=xlsx`);
    expect(xlsx.rows).toEqual([header, ...rows]);
  });

  it('refuses a bad range or format', async () => {
    const base = '/project-manager/analytics/utilisation/export';
    expectValidation(await get(`${base}?from=2025-03-02&to=2025-03-01`), 'to', ANALYTICS_RANGE_BACKWARDS);
    expectValidation(await get(`${base}?from=2024-01-01&to=2026-01-01`), 'to', ANALYTICS_RANGE_TOO_LONG);
    expectValidation(await get(`${base}?${URANGE}&format=pdf`), 'format');
  });
});

describe('who may read the dashboard', () => {
  const routes = [
    `/project-manager/analytics/utilisation?${URANGE}`,
    `/project-manager/analytics/utilisation/people?${URANGE}`,
    '/project-manager/analytics/bench',
    '/project-manager/analytics/demand',
    '/project-manager/analytics/projects-at-risk',
    '/project-manager/analytics/learning-to-staffing?from=2025-03-01&to=2025-03-31',
    ...ANALYTICS_EXPORT_FORMATS.flatMap((format) => [
      `/project-manager/analytics/utilisation/export?${URANGE}&format=${format}`,
      `/project-manager/analytics/demand/export?format=${format}`,
      `/project-manager/analytics/learning-to-staffing/export?from=2025-03-01&to=2025-03-31&format=${format}`,
    ]),
  ];

  it('ProjectManagers; Learners, CourseCoordinators, Admins and SuperAdmins 403; no token 401', async () => {
    for (const path of routes) {
      for (const r of ROLES) {
        const res = await get(path, who[r].h);
        if (r === 'ProjectManager') expect(res.statusCode, `${r} ${path}`).toBe(200);
        else {
          expectError(res, 403, 'FORBIDDEN');
          expect(res.headers['content-disposition'], `${r} ${path}`).toBeUndefined();
        }
      }
      expectError(await get(path, who.none.h), 401, 'UNAUTHORIZED');
    }
  });
});
