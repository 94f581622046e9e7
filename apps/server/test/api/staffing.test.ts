import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@talentpath/contracts/roles';
import { addDays, mondayOf, today } from '@talentpath/contracts/calendar-days';
import { createUser, fileTestApp } from '../support/test-app.ts';
import { expectError } from '../support/api.ts';
import { call, everyRole, type Headers } from '../support/callers.ts';

// Each test file has a database of its own: these figures are exact.
const t = await fileTestApp();
const who = await everyRole(t);
const pm = who.ProjectManager;
const day0 = today();
const MISSING = '00000000-0000-4000-8000-000000000000';

async function ok(res: { statusCode: number; body: string; json: () => any }, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}
const post = async (url: string, body: unknown, h: Headers = pm.h) => ok(await call(t, 'POST', url, body, h), 201);
const get = async (url: string, h: Headers = pm.h) => ok(await call(t, 'GET', url, undefined, h));

// The organisation: three technologies, two roles, four people with skills and work.
const [ts, react, sql] = await Promise.all(
  ['TypeScript', 'React', 'SQL'].map((name) => post('/api/technologies', { name }, who.Admin.h)),
);
const dev = await post('/api/project-roles', { name: 'Developer' });
const qa = await post('/api/project-roles', { name: 'Tester' });
const ada = await createUser(t, { name: 'Ada Expert', roles: ['Learner'] });
const ben = await createUser(t, { name: 'Ben Busy', roles: ['Learner'] });
const cy = await createUser(t, { name: 'Cy Partial', roles: ['Learner'] });
const dee = await createUser(t, { name: 'Dee Novice', roles: ['Learner', 'CourseCoordinator'] });
await createUser(t, { name: 'Zed Coordinator', roles: ['CourseCoordinator'] }); // not staffable
const skills = async (id: string, list: [{ id: string }, number][]) =>
  ok(
    await call(
      t,
      'PUT',
      `/api/employees/${id}/skills`,
      { skills: list.map(([x, level]) => ({ technologyId: x.id, level })) },
      pm.h,
    ),
  );
await skills(ada.id, [
  [ts, 5],
  [react, 5],
  [sql, 4],
]);
await skills(ben.id, [
  [ts, 5],
  [react, 4],
]);
await skills(cy.id, [[ts, 3]]);
await skills(dee.id, [[sql, 1]]);
const busy = await post('/api/projects', {
  name: 'Busy work',
  startDate: addDays(day0, -10),
  deadline: addDays(day0, 20),
});
await post(`/api/projects/${busy.id}/assignments`, { employeeId: ben.id, roleId: dev.id, workload: 100 });
await post(`/api/projects/${busy.id}/assignments`, { employeeId: cy.id, roleId: dev.id, workload: 40 });
const target = await post('/api/projects', {
  name: 'New app',
  startDate: addDays(day0, 1),
  deadline: addDays(day0, 60),
  technologyIds: [ts.id, react.id],
  roles: [
    { roleId: dev.id, count: 2 },
    { roleId: qa.id, count: 1 },
  ],
});

// everyRole's Learner can be staffed too; it takes no part in these figures.
const names = (page: { items: { name: string }[] }) =>
  page.items.map((i) => i.name).filter((name) => name !== who.Learner.user.name);

describe('GET /api/employees', () => {
  it('lists the staffable people with skills, today’s workload and availability', async () => {
    const page = await get('/api/employees');
    expect(names(page)).toEqual(['Ada Expert', 'Ben Busy', 'Cy Partial', 'Dee Novice']);
    const byName = Object.fromEntries(page.items.map((i: { name: string }) => [i.name, i]));
    expect(byName['Ben Busy']).toMatchObject({
      workload: 100,
      fullyAllocated: true,
      availableFrom: addDays(day0, 21),
      activeProjects: 1,
    });
    expect(byName['Cy Partial']).toMatchObject({ workload: 40, fullyAllocated: false, availableFrom: day0 });
    expect(byName['Ada Expert'].technologies).toEqual([
      { id: react.id, name: 'React', level: 5, verifiedLevel: null, basis: 'rated' },
      { id: ts.id, name: 'TypeScript', level: 5, verifiedLevel: null, basis: 'rated' },
      { id: sql.id, name: 'SQL', level: 4, verifiedLevel: null, basis: 'rated' },
    ]);
    expect(byName['Cy Partial'].assignments).toEqual([
      expect.objectContaining({
        project: { id: busy.id, name: 'Busy work' },
        role: { id: dev.id, name: 'Developer' },
        workload: 40,
      }),
    ]);
  });

  it('filters by search (name, id, role held), availability and technologies', async () => {
    // A fixture's e-mail once held "ada" in its random hex, and Dee matched: its suffix is digits now.
    for (const { email } of [ada, dee]) expect(email).toMatch(/^user\d+-\d+@example\.test$/);
    expect(names(await get('/api/employees?searchTerm=ada'))).toEqual(['Ada Expert']);
    expect(names(await get(`/api/employees?searchTerm=${dee.id.slice(0, 8)}`))).toEqual(['Dee Novice']);
    expect(names(await get('/api/employees?searchTerm=develop'))).toEqual(['Ben Busy', 'Cy Partial']);
    expect(names(await get('/api/employees?availability=full'))).toEqual(['Ben Busy']);
    expect(names(await get('/api/employees?availability=available'))).toEqual([
      'Ada Expert',
      'Cy Partial',
      'Dee Novice',
    ]);
    expect(names(await get(`/api/employees?technologyIds=${ts.id},${react.id}`))).toEqual(['Ada Expert', 'Ben Busy']);
    expect(names(await get('/api/employees?sort=-workload'))).toEqual([
      'Ben Busy',
      'Cy Partial',
      'Ada Expert',
      'Dee Novice',
    ]);
  });

  it('ranks by match score for a project and says why', async () => {
    const page = await get(`/api/employees?projectId=${target.id}&match=true`);
    expect(names(page)).toEqual(['Ada Expert', 'Cy Partial', 'Dee Novice', 'Ben Busy']);
    const [a, c, d, b] = page.items.filter((i: { name: string }) => i.name !== who.Learner.user.name);
    expect(a.match).toEqual({
      score: 100,
      matched: [
        { id: react.id, name: 'React', level: 5, verifiedLevel: null, basis: 'rated' },
        { id: ts.id, name: 'TypeScript', level: 5, verifiedLevel: null, basis: 'rated' },
      ],
      missing: [],
      freeCapacity: 100,
    });
    // Cy: TypeScript 3/5 of 2 technologies = 0.3 coverage → 21; 60% free until day 20 → 18.
    expect(c.match).toMatchObject({ score: 39, missing: [{ id: react.id, name: 'React' }], freeCapacity: 60 });
    expect(d.match).toMatchObject({ score: 30, matched: [], freeCapacity: 100 });
    // Ben: full coverage 0.9 → 63, but no free capacity in the project's dates.
    expect(b.match).toMatchObject({ score: 63, freeCapacity: 0 });
  });

  it('refuses Match Technologies together with custom technologies, or without a project', async () => {
    const both = expectError(
      await call(t, 'GET', `/api/employees?projectId=${target.id}&match=true&technologyIds=${ts.id}`, undefined, pm.h),
      400,
      'VALIDATION',
    );
    expect(both.message).toBe('Match Technologies and a custom technology filter cannot be used together');
    const none = expectError(await call(t, 'GET', '/api/employees?match=true', undefined, pm.h), 400, 'VALIDATION');
    expect(none.message).toBe('Please select a project first before selecting employees');
    expectError(
      await call(t, 'GET', `/api/employees?projectId=${MISSING}&match=true`, undefined, pm.h),
      404,
      'NOT_FOUND',
    );
    for (const q of [
      'technologyIds=nope',
      'availability=soon',
      'match=maybe',
      'projectId=x',
      'sort=salary',
      'pageSize=0',
    ])
      expectError(await call(t, 'GET', `/api/employees?${q}`, undefined, pm.h), 400, 'VALIDATION');
  });
});

describe('skills', () => {
  it('replaces a person’s skills; refuses bad levels, unknown technologies and people who cannot be staffed', async () => {
    for (const level of [0, 6, 2.5, 'x'])
      expectError(
        await call(t, 'PUT', `/api/employees/${dee.id}/skills`, { skills: [{ technologyId: sql.id, level }] }, pm.h),
        400,
        'VALIDATION',
      );
    expectError(
      await call(t, 'PUT', `/api/employees/${dee.id}/skills`, { skills: [{ technologyId: MISSING, level: 2 }] }, pm.h),
      400,
      'VALIDATION',
    );
    expectError(
      await call(t, 'PUT', `/api/employees/${MISSING}/skills`, { skills: [] }, who.Admin.h),
      404,
      'NOT_FOUND',
    );
    expect((await get(`/api/employees/${dee.id}`, who.Admin.h)).technologies).toEqual([
      { id: sql.id, name: 'SQL', level: 1, verifiedLevel: null, basis: 'rated' },
    ]);
    for (const role of ['Learner', 'CourseCoordinator'] as const)
      expectError(
        await call(t, 'PUT', `/api/employees/${dee.id}/skills`, { skills: [] }, who[role].h),
        403,
        'FORBIDDEN',
      );
  });
});

describe('GET /api/projects/{id}/team-suggestion', () => {
  it('fills the open slots with the best feasible people, covering the technologies, never over capacity', async () => {
    const s = await get(`/api/projects/${target.id}/team-suggestion?workload=50`);
    expect(s).toMatchObject({ workload: 50, open: 3, filled: 3, uncovered: [] });
    const people = s.slots.map((x: { employee: { name: string } | null }) => x.employee?.name);
    // Ben has no room; Ada and Cy (60% free) fit one 50% slot each; the third is one of the two who score 30.
    expect(people).toEqual(expect.arrayContaining(['Ada Expert', 'Cy Partial']));
    expect(['Dee Novice', who.Learner.user.name]).toContain(
      people.find((n: string) => !['Ada Expert', 'Cy Partial'].includes(n)),
    );
    expect(s.slots.filter((x: { role: { id: string } }) => x.role.id === dev.id)).toHaveLength(2);
    // At 70% Cy has no room: Ada and the two who score 30 fill the three slots.
    const tight = await get(`/api/projects/${target.id}/team-suggestion?workload=70`);
    expect(tight).toMatchObject({ open: 3, filled: 3 });
    expect(tight.slots.map((x: { employee: { name: string } }) => x.employee.name)).not.toContain('Cy Partial');
    // At 100% nobody but Ada and the idle ones fit, and nobody twice.
    const full = await get(`/api/projects/${target.id}/team-suggestion?workload=100`);
    const ids = full.slots.flatMap((x: { employee: { id: string } | null }) => (x.employee ? [x.employee.id] : []));
    expect(new Set(ids).size).toBe(ids.length);
    // Accepting the proposal through POST makes exactly those assignments.
    const accepted = await post(`/api/projects/${target.id}/team-suggestion`, {
      assignments: s.slots.map((x: { employee: { id: string }; role: { id: string } }) => ({
        employeeId: x.employee.id,
        roleId: x.role.id,
        workload: 50,
      })),
    });
    expect(accepted.items).toHaveLength(3);
    expect(await get(`/api/projects/${target.id}/team-suggestion`)).toMatchObject({ open: 0, filled: 0, slots: [] });
  });

  it('answers 404, 409 for a closed project, and 400 for a bad workload', async () => {
    expectError(await call(t, 'GET', `/api/projects/${MISSING}/team-suggestion`, undefined, pm.h), 404, 'NOT_FOUND');
    for (const w of ['0', '101', 'x', '2.5'])
      expectError(
        await call(t, 'GET', `/api/projects/${target.id}/team-suggestion?workload=${w}`, undefined, pm.h),
        400,
        'VALIDATION',
      );
    const closed = await post('/api/projects', { name: 'Closed', startDate: day0, deadline: addDays(day0, 5) });
    await ok(await call(t, 'PUT', `/api/projects/${closed.id}`, { status: 'cancelled' }, pm.h));
    expectError(
      await call(t, 'GET', `/api/projects/${closed.id}/team-suggestion`, undefined, pm.h),
      409,
      'PROJECT_CLOSED',
    );
  });
});

describe('GET /api/capacity and the dashboard', () => {
  it('gives each person’s peak per week for 12 weeks', async () => {
    const page = await get(`/api/capacity?searchTerm=Ben`);
    expect(page.weekStarts).toHaveLength(12);
    expect(page.weekStarts[0]).toBe(mondayOf(day0));
    const weeks = page.items[0].weeks as number[];
    expect(weeks[0]).toBe(100);
    expect(weeks.at(-1)).toBe(0);
    expect(
      names({
        items: (await get(`/api/capacity?technologyIds=${sql.id}`)).items.map(
          (i: { employee: { name: string } }) => i.employee,
        ),
      }),
    ).toEqual(['Ada Expert', 'Dee Novice']);
  });

  it('counts projects, people and technologies, and lists the alerts', async () => {
    const late = await post('/api/projects', {
      name: 'Late one',
      status: 'in-progress',
      startDate: addDays(day0, -30),
      deadline: addDays(day0, -2),
    });
    const d = await get('/api/project-manager/dashboard');
    expect(d.projects.overdue).toBe(1);
    expect(d.overdueProjects).toEqual([
      { id: late.id, name: 'Late one', deadline: addDays(day0, -2), manager: { id: pm.user.id, name: pm.user.name } },
    ]);
    expect(d.employees).toEqual({ total: 5, onProjects: 4, fullyAllocated: 1 });
    expect(d.fullyAllocated).toEqual([{ id: ben.id, name: 'Ben Busy', availableFrom: addDays(day0, 21) }]);
    expect(d.technologies).toEqual({ total: 3, active: 3 });
  });

  it('lets only project managers read staffing', async () => {
    for (const role of ROLES.filter((r) => r !== 'ProjectManager'))
      for (const url of [
        '/api/employees',
        '/api/capacity',
        '/api/project-manager/dashboard',
        `/api/projects/${target.id}/team-suggestion`,
      ])
        expectError(await call(t, 'GET', url, undefined, who[role].h), 403, 'FORBIDDEN');
    expectError(await call(t, 'GET', '/api/employees', undefined, {}), 401, 'UNAUTHORIZED');
  });
});

// Last in the file: the people these tests add would change the exact figures above.
describe('GET /api/employees and GET /api/capacity page in SQL', () => {
  type Row = { id: string; name: string };
  let tie: Record<'twinLow' | 'twinHigh' | 'halfA' | 'halfB' | 'fullA' | 'fullB', Row>;
  beforeAll(async () => {
    // Ties on purpose: two people of one name, and pairs with the same workload and the same day they are free.
    const [t1, t2] = [
      await createUser(t, { name: 'Tie Twin', roles: ['Learner'] }),
      await createUser(t, { name: 'Tie Twin', roles: ['Learner'] }),
    ].sort((a, b) => (a.id < b.id ? -1 : 1));
    const [halfA, halfB, fullA, fullB] = await Promise.all(
      ['Tie Half A', 'Tie Half B', 'Tie Full A', 'Tie Full B'].map((name) =>
        createUser(t, { name, roles: ['Learner'] }),
      ),
    );
    const work = await post('/api/projects', {
      name: 'Tie work',
      startDate: addDays(day0, -1),
      deadline: addDays(day0, 9),
    });
    for (const [person, workload] of [
      [halfA!, 50],
      [halfB!, 50],
      [fullA!, 100],
      [fullB!, 100],
    ] as const)
      await post(`/api/projects/${work.id}/assignments`, { employeeId: person.id, roleId: dev.id, workload });
    tie = { twinLow: t1!, twinHigh: t2!, halfA: halfA!, halfB: halfB!, fullA: fullA!, fullB: fullB! };
    // Full today and still full the day after the first of their projects ends: free the day after the second.
    const chain = await createUser(t, { name: 'Chain Person', roles: ['Learner'] });
    for (const [from, to] of [
      [-1, 5],
      [-1, 10],
      [6, 20],
    ] as const) {
      const link = await post('/api/projects', {
        name: `Chain ${from}`,
        startDate: addDays(day0, from),
        deadline: addDays(day0, to),
      });
      await post(`/api/projects/${link.id}/assignments`, { employeeId: chain.id, roleId: dev.id, workload: 50 });
    }
  });
  const ids = (page: { items: ({ id: string } | { employee: { id: string } })[] }) =>
    page.items.map((i) => ('employee' in i ? i.employee.id : i.id));
  const order = (...keys: (keyof typeof tie)[]) => keys.map((k) => tie[k].id);

  it('orders by name, today’s workload and the day people are free, ties by name then id', async () => {
    const list = async (q: string) => ids(await get(`/api/employees?searchTerm=Tie&${q}`));
    expect(await list('sort=name')).toEqual(order('fullA', 'fullB', 'halfA', 'halfB', 'twinLow', 'twinHigh'));
    expect(await list('sort=-name')).toEqual(order('twinHigh', 'twinLow', 'halfB', 'halfA', 'fullB', 'fullA'));
    // Without a project to rank for, match ranks by name whichever way it is asked.
    expect(await list('sort=-match')).toEqual(await list('sort=name'));
    expect(await list('sort=workload')).toEqual(order('twinLow', 'twinHigh', 'halfA', 'halfB', 'fullA', 'fullB'));
    expect(await list('sort=-workload')).toEqual(order('fullA', 'fullB', 'halfA', 'halfB', 'twinLow', 'twinHigh'));
    expect(await list('sort=availableFrom')).toEqual(order('halfA', 'halfB', 'twinLow', 'twinHigh', 'fullA', 'fullB'));
    expect(await list('sort=-availableFrom')).toEqual(order('fullA', 'fullB', 'halfA', 'halfB', 'twinLow', 'twinHigh'));
    expect(await list('availability=full&sort=-name')).toEqual(order('fullB', 'fullA'));
    const full = await get(`/api/employees?searchTerm=Tie&availability=full`);
    expect(full.items.map((i: { availableFrom: string }) => i.availableFrom)).toEqual([
      addDays(day0, 10),
      addDays(day0, 10),
    ]);
    expect((await get('/api/employees?searchTerm=Chain')).items).toEqual([
      expect.objectContaining({ workload: 100, availableFrom: addDays(day0, 11) }),
    ]);
  });

  it('answers each page with the true count, and a page past the end empty with it', async () => {
    expect(await get('/api/employees?searchTerm=Tie&availability=available&sort=-workload&pageSize=3')).toMatchObject({
      pageNumber: 1,
      pageSize: 3,
      totalCount: 4,
      hasNextPage: true,
    });
    const second = await get(
      '/api/employees?searchTerm=Tie&availability=available&sort=-workload&pageSize=3&pageNumber=2',
    );
    expect(ids(second)).toEqual(order('twinHigh'));
    expect(second).toMatchObject({ totalCount: 4, hasNextPage: false });
    for (const q of ['', '&sort=-workload', '&availability=available'])
      expect(await get(`/api/employees?searchTerm=Tie&pageNumber=9${q}`)).toMatchObject({
        items: [],
        totalCount: q.includes('available') ? 4 : 6,
        hasNextPage: false,
      });
    expect(await get(`/api/employees?projectId=${target.id}&match=true&pageNumber=99`)).toMatchObject({
      items: [],
      totalCount: (await get(`/api/employees?projectId=${target.id}&match=true`)).totalCount,
      hasNextPage: false,
    });
    expect(await get('/api/capacity?searchTerm=Tie&pageNumber=4&pageSize=2')).toMatchObject({
      items: [],
      totalCount: 6,
      hasNextPage: false,
    });
  });

  it('pages every order without a gap or a repeat', async () => {
    const everything = async (base: string, pageSize: number) => {
      const out: string[] = [];
      for (let pageNumber = 1; ; pageNumber++) {
        const page = await get(`${base}${base.includes('?') ? '&' : '?'}pageSize=${pageSize}&pageNumber=${pageNumber}`);
        out.push(...ids(page));
        if (!page.hasNextPage) return { out, totalCount: page.totalCount as number };
      }
    };
    for (const base of [
      '/api/employees',
      '/api/employees?sort=-name',
      '/api/employees?sort=workload',
      '/api/employees?sort=availableFrom',
      '/api/employees?sort=-availableFrom',
      '/api/employees?availability=available&sort=-workload',
      `/api/employees?projectId=${target.id}&match=true`,
      '/api/capacity',
      '/api/capacity?sort=-name',
    ]) {
      const wholePage = await get(`${base}${base.includes('?') ? '&' : '?'}pageSize=100`);
      const whole = ids(wholePage);
      // The order SQL chose agrees with the figures computed for each person from their spans.
      const key = /sort=-?(workload|availableFrom)/.exec(base)?.[1] as 'workload' | 'availableFrom' | undefined;
      if (key) {
        const values = wholePage.items.map((i: Record<string, string | number>) => i[key]);
        const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(values, base).toEqual(base.includes('=-') ? sorted.reverse() : sorted);
      }
      expect(whole.length, base).toBeGreaterThan(4);
      const paged = await everything(base, 3);
      expect(paged.out, base).toEqual(whole);
      expect(paged.totalCount, base).toBe(whole.length);
    }
  });

  it('gives capacity by name, with each person’s weekly peaks', async () => {
    const page = await get('/api/capacity?searchTerm=Tie&sort=-name&pageSize=2');
    expect(ids(page)).toEqual(order('twinHigh', 'twinLow'));
    expect(page).toMatchObject({ totalCount: 6, hasNextPage: true });
    const last = await get('/api/capacity?searchTerm=Tie&pageSize=2&pageNumber=1');
    expect(ids(last)).toEqual(order('fullA', 'fullB'));
    expect(last.items[0].weeks[0]).toBe(100);
    expect(last.items[0].weeks.at(-1)).toBe(0);
  });
});
