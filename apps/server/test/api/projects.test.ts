import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@talentpath/contracts/roles';
import { assignments, projects } from '../../src/db/schema/projects.ts';
import { addDays, today } from '@talentpath/contracts/calendar-days';
import { peakLoad } from '@talentpath/contracts/workload';
import { spansByEmployee } from '../../src/modules/staffing/spans.repository.ts';
import { recordOverdueProjects } from '../../src/modules/projects/projects.service.ts';
import { createUser, fileTestApp } from '../support/test-app.ts';
import { expectError } from '../support/api.ts';
import { call, everyRole, signedInAs, type Headers } from '../support/callers.ts';

const t = await fileTestApp();
const who = await everyRole(t);
const pm = who.ProjectManager;
const pm2 = await signedInAs(t, 'ProjectManager');
const day0 = today();

let n = 0;
const unique = (base: string) => `${base} ${++n} ${Math.random().toString(36).slice(2, 7)}`;
const MISSING = '00000000-0000-4000-8000-000000000000';

async function ok(res: { statusCode: number; body: string; json: () => any }, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.statusCode === 204 ? null : res.json();
}
const role = async (h: Headers = pm.h) =>
  ok(await call(t, 'POST', '/api/project-roles', { name: unique('Role') }, h), 201);
const tech = async () => ok(await call(t, 'POST', '/api/technologies', { name: unique('Tech') }, who.Admin.h), 201);
const project = async (body: Record<string, unknown> = {}, h: Headers = pm.h) =>
  ok(
    await call(
      t,
      'POST',
      '/api/projects',
      { name: unique('Project'), startDate: addDays(day0, -5), deadline: addDays(day0, 30), ...body },
      h,
    ),
    201,
  );
const learner = () => createUser(t, { roles: ['Learner'] });
const assign = (projectId: string, body: unknown, h: Headers = pm.h) =>
  call(t, 'POST', `/api/projects/${projectId}/assignments`, body, h);
/** The person's highest daily total on active projects, read from the database. */
const peakOf = async (employeeId: string) =>
  peakLoad((await spansByEmployee(t.db, [employeeId])).get(employeeId) ?? []);

describe('/api/project-roles', () => {
  it('creates, lists, renames and deletes; names are unique ignoring case', async () => {
    const r = await role();
    expect(r).toMatchObject({ inUse: false, createdBy: { id: pm.user.id } });
    expectError(
      await call(t, 'POST', '/api/project-roles', { name: r.name.toUpperCase() }, pm2.h),
      409,
      'PROJECT_ROLE_NAME_TAKEN',
    );
    const page = await ok(
      await call(t, 'GET', `/api/project-roles?searchTerm=${encodeURIComponent(r.name)}`, undefined, who.Learner.h),
    );
    expect(page.items.map((i: { id: string }) => i.id)).toEqual([r.id]);
    const renamed = await ok(await call(t, 'PUT', `/api/project-roles/${r.id}`, { name: `${r.name} x` }, pm2.h));
    expect(renamed.name).toBe(`${r.name} x`);
    await ok(await call(t, 'DELETE', `/api/project-roles/${r.id}`, undefined, pm.h), 204);
    expectError(await call(t, 'GET', `/api/project-roles/${r.id}`, undefined, pm.h), 404, 'NOT_FOUND');
  });

  it('refuses to delete a role a project needs or someone holds', async () => {
    const needed = await role();
    await project({ roles: [{ roleId: needed.id, count: 2 }] });
    expect((await ok(await call(t, 'GET', `/api/project-roles/${needed.id}`, undefined, pm.h))).inUse).toBe(true);
    const res = expectError(
      await call(t, 'DELETE', `/api/project-roles/${needed.id}`, undefined, pm.h),
      409,
      'PROJECT_ROLE_IN_USE',
    );
    expect(res.message).toBe('Cannot delete role that is in use by projects');
    const held = await role();
    const p = await project();
    const person = await learner();
    await ok(await assign(p.id, { employeeId: person.id, roleId: held.id, workload: 10 }), 201);
    expectError(await call(t, 'DELETE', `/api/project-roles/${held.id}`, undefined, pm.h), 409, 'PROJECT_ROLE_IN_USE');
  });

  it('only project managers manage roles; every signed-in role reads them', async () => {
    const r = await role();
    for (const x of ROLES) {
      expect((await call(t, 'GET', '/api/project-roles', undefined, who[x].h)).statusCode).toBe(200);
      if (x === 'ProjectManager') continue;
      expectError(await call(t, 'POST', '/api/project-roles', { name: unique('R') }, who[x].h), 403, 'FORBIDDEN');
      expectError(
        await call(t, 'PUT', `/api/project-roles/${r.id}`, { name: unique('R') }, who[x].h),
        403,
        'FORBIDDEN',
      );
      expectError(await call(t, 'DELETE', `/api/project-roles/${r.id}`, undefined, who[x].h), 403, 'FORBIDDEN');
    }
    expectError(await call(t, 'GET', '/api/project-roles', undefined, {}), 401, 'UNAUTHORIZED');
  });
});

describe('/api/projects', () => {
  it('creates a project with technologies and roles, and reads it back', async () => {
    const [a, b] = [await tech(), await tech()];
    const r = await role();
    const p = await project({
      shortDescription: 'Short',
      description: 'Long\ntext',
      technologyIds: [a.id, b.id],
      roles: [{ roleId: r.id, count: 2 }],
    });
    expect(p).toMatchObject({
      status: 'planned',
      statusGroup: 'active',
      overdue: false,
      manager: { id: pm.user.id, name: pm.user.name },
      technologies: expect.arrayContaining([{ id: a.id, name: a.name }]),
      roles: [{ id: r.id, name: r.name, count: 2, filled: 0 }],
      team: [],
    });
    expect(await ok(await call(t, 'GET', `/api/projects/${p.id}`, undefined, pm2.h))).toEqual(p);
    expect((await ok(await call(t, 'GET', `/api/technologies/${a.id}`, undefined, pm.h))).inUse).toBe(true);
    expectError(await call(t, 'DELETE', `/api/technologies/${a.id}`, undefined, who.Admin.h), 409, 'TECHNOLOGY_IN_USE');
  });

  it('answers the spec messages for a bad form, and writes nothing', async () => {
    const before = await t.db.$count(projects);
    const msg = async (body: unknown) => {
      const res = await call(t, 'POST', '/api/projects', body, pm.h);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().details.map((d: { message: string }) => d.message);
    };
    expect(await msg({ startDate: '2026-01-01', deadline: '2026-02-01' })).toContain('Project name is required');
    expect(await msg({ name: '  ', startDate: '2026-01-01', deadline: '2026-02-01' })).toContain(
      'Project name is required',
    );
    expect(await msg({ name: 'X', deadline: '2026-02-01' })).toContain('Start date is required');
    expect(await msg({ name: 'X', startDate: '2026-01-01' })).toContain('Deadline is required');
    expect(await msg({ name: 'X', startDate: '2026-02-01', deadline: '2026-01-01' })).toContain(
      'Deadline must be after the start date',
    );
    expect(await msg({ name: 'X', startDate: '2026-02-01', deadline: '2026-02-01' })).toContain(
      'Deadline must be after the start date',
    );
    expect(await msg({ name: 'X', startDate: '2026-02-30', deadline: '2026-03-01' })).toContain(
      'Start date must be a date (YYYY-MM-DD)',
    );
    expect(
      await msg({ name: 'X', startDate: '2026-01-01', deadline: '2026-03-01', roles: [{ roleId: MISSING, count: 0 }] }),
    ).toContain('People needed must be a whole number between 1 and 50');
    expect(
      await msg({ name: 'X', startDate: '2026-01-01', deadline: '2026-03-01', technologyIds: [MISSING] }),
    ).toContain('Technology not found');
    expect(
      await msg({ name: 'X', startDate: '2026-01-01', deadline: '2026-03-01', roles: [{ roleId: MISSING, count: 1 }] }),
    ).toContain('Role not found');
    expect(await msg({ name: 'X', startDate: '2026-01-01', deadline: '2026-03-01', status: 'completed' })).toContain(
      'A new project starts as planned, in progress or on hold',
    );
    expect(await t.db.$count(projects)).toBe(before);
  });

  it('compares a lone new date with the stored one, and follows the allowed status moves', async () => {
    const p = await project({ startDate: '2030-01-10', deadline: '2030-02-10' });
    const res = await call(t, 'PUT', `/api/projects/${p.id}`, { deadline: '2030-01-05' }, pm.h);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: 'deadline', message: 'Deadline must be after the start date' }]);
    expectError(
      await call(t, 'PUT', `/api/projects/${p.id}`, { status: 'completed' }, pm.h),
      409,
      'PROJECT_TRANSITION_REFUSED',
    );
    for (const status of ['in-progress', 'on-hold', 'in-progress', 'completed'])
      expect((await ok(await call(t, 'PUT', `/api/projects/${p.id}`, { status }, pm.h))).status).toBe(status);
    const done = expectError(
      await call(t, 'PUT', `/api/projects/${p.id}`, { status: 'in-progress' }, pm.h),
      409,
      'PROJECT_TRANSITION_REFUSED',
    );
    expect(done.message).toBe('A completed project cannot be moved to in-progress');
    expectError(await call(t, 'PUT', `/api/projects/${p.id}`, {}, pm.h), 400, 'VALIDATION');
  });

  it('lists with search, group, status, mine and sorts', async () => {
    const tag = `zq${Date.now()}`;
    const a = await project({ name: `Alpha ${tag}`, deadline: addDays(day0, 40) });
    const b = await project({ name: `Beta ${tag}`, deadline: addDays(day0, 10) }, pm2.h);
    const c = await project({ name: `Gamma ${tag}`, deadline: addDays(day0, 20) });
    await ok(await call(t, 'PUT', `/api/projects/${c.id}`, { status: 'cancelled' }, pm.h));
    const names = async (q: string) =>
      (await ok(await call(t, 'GET', `/api/projects?searchTerm=${tag}${q}`, undefined, pm.h))).items.map(
        (i: { name: string }) => i.name,
      );
    expect(await names('')).toEqual([a.name, b.name, c.name]);
    expect(await names('&sort=deadline')).toEqual([b.name, c.name, a.name]);
    expect(await names('&sort=-deadline')).toEqual([a.name, c.name, b.name]);
    expect(await names('&group=active')).toEqual([a.name, b.name]);
    expect(await names('&group=completed')).toEqual([c.name]);
    expect(await names('&status=cancelled')).toEqual([c.name]);
    expect(await names('&mine=true')).toEqual([a.name, c.name]);
    expectError(await call(t, 'GET', '/api/projects?group=open', undefined, pm.h), 400, 'VALIDATION');
    expectError(await call(t, 'GET', '/api/projects?sort=budget', undefined, pm.h), 400, 'VALIDATION');
  });

  it('marks a project overdue, and the daily job records project.overdue once per deadline', async () => {
    const p = await project({ startDate: addDays(day0, -30), deadline: addDays(day0, -1), status: 'in-progress' });
    expect(p.overdue).toBe(true);
    const seen: string[] = [];
    t.app.platform.events.on('project.overdue', (e) => void seen.push(e.projectId));
    await recordOverdueProjects(t.app.platform);
    await recordOverdueProjects(t.app.platform);
    expect(seen.filter((id) => id === p.id)).toHaveLength(1);
    await ok(await call(t, 'PUT', `/api/projects/${p.id}`, { deadline: addDays(day0, -2) }, pm.h));
    await recordOverdueProjects(t.app.platform);
    expect(seen.filter((id) => id === p.id)).toHaveLength(2);
  });

  it('lets only ProjectManagers in, and only the manager change or delete a project', async () => {
    const p = await project();
    for (const x of ROLES.filter((r): r is Role => r !== 'ProjectManager')) {
      expectError(await call(t, 'GET', '/api/projects', undefined, who[x].h), 403, 'FORBIDDEN');
      expectError(await call(t, 'GET', `/api/projects/${p.id}`, undefined, who[x].h), 403, 'FORBIDDEN');
      expectError(await call(t, 'POST', '/api/projects', { name: 'x' }, who[x].h), 403, 'FORBIDDEN');
      expectError(await call(t, 'PUT', `/api/projects/${p.id}`, { name: 'x' }, who[x].h), 403, 'FORBIDDEN');
      expectError(await call(t, 'DELETE', `/api/projects/${p.id}`, undefined, who[x].h), 403, 'FORBIDDEN');
      expectError(await call(t, 'GET', `/api/projects/${p.id}/assignments`, undefined, who[x].h), 403, 'FORBIDDEN');
    }
    expectError(await call(t, 'GET', '/api/projects', undefined, {}), 401, 'UNAUTHORIZED');
    expect((await call(t, 'GET', `/api/projects/${p.id}`, undefined, pm2.h)).statusCode).toBe(200);
    expectError(await call(t, 'PUT', `/api/projects/${p.id}`, { name: 'mine now' }, pm2.h), 403, 'PROJECT_NOT_MANAGER');
    expectError(await call(t, 'DELETE', `/api/projects/${p.id}`, undefined, pm2.h), 403, 'PROJECT_NOT_MANAGER');
    const r = await role();
    const person = await learner();
    expectError(
      await assign(p.id, { employeeId: person.id, roleId: r.id, workload: 10 }, pm2.h),
      403,
      'PROJECT_NOT_MANAGER',
    );
    // Staffing someone else's project through its assignments is refused too.
    const held = await ok(await assign(p.id, { employeeId: person.id, roleId: r.id, workload: 10 }), 201);
    expectError(
      await call(t, 'PUT', `/api/assignments/${held.id}`, { workload: 20 }, pm2.h),
      403,
      'PROJECT_NOT_MANAGER',
    );
    expectError(await call(t, 'DELETE', `/api/assignments/${held.id}`, undefined, pm2.h), 403, 'PROJECT_NOT_MANAGER');
    expect((await ok(await call(t, 'GET', `/api/projects/${p.id}/assignments`, undefined, pm2.h))).items).toEqual([
      expect.objectContaining({ id: held.id, workload: 10 }),
    ]);
    expectError(await call(t, 'GET', `/api/projects/${MISSING}`, undefined, pm.h), 404, 'NOT_FOUND');
    expectError(
      await call(t, 'GET', '/api/projects/not-a-uuid', undefined, pm.h),
      400,
      'VALIDATION',
      'Project not found',
    );
    await ok(await call(t, 'DELETE', `/api/projects/${p.id}`, undefined, pm.h), 204);
  });
});

describe('assignments and the 100% rule', () => {
  it('assigns, refuses the same role twice, lets one person hold two roles and removes only one', async () => {
    const [dev, test] = [await role(), await role()];
    const p = await project({ roles: [{ roleId: dev.id, count: 1 }] });
    const person = await learner();
    const a = await ok(await assign(p.id, { employeeId: person.id, roleId: dev.id, workload: 40 }), 201);
    expect(a).toMatchObject({ employee: { id: person.id }, role: { id: dev.id }, workload: 40, project: { id: p.id } });
    expectError(
      await assign(p.id, { employeeId: person.id, roleId: dev.id, workload: 10 }),
      409,
      'DUPLICATE_ASSIGNMENT',
    );
    const b = await ok(await assign(p.id, { employeeId: person.id, roleId: test.id, workload: 20 }), 201);
    const read = await ok(await call(t, 'GET', `/api/projects/${p.id}`, undefined, pm.h));
    expect(read.roles).toEqual([{ id: dev.id, name: dev.name, count: 1, filled: 1 }]);
    expect(read.team).toHaveLength(2);
    await ok(await call(t, 'DELETE', `/api/assignments/${a.id}`, undefined, pm.h), 204);
    const list = await ok(await call(t, 'GET', `/api/projects/${p.id}/assignments`, undefined, pm2.h));
    expect(list.items.map((i: { id: string }) => i.id)).toEqual([b.id]);
  });

  it('refuses what would pass 100% on any day, counting only overlapping active projects', async () => {
    const r = await role();
    const person = await learner();
    const early = await project({ startDate: addDays(day0, 0), deadline: addDays(day0, 10) });
    const late = await project({ startDate: addDays(day0, 11), deadline: addDays(day0, 20) });
    const spanning = await project({ startDate: addDays(day0, 5), deadline: addDays(day0, 15) });
    await ok(await assign(early.id, { employeeId: person.id, roleId: r.id, workload: 70 }), 201);
    await ok(await assign(late.id, { employeeId: person.id, roleId: r.id, workload: 70 }), 201); // no overlap
    const over = expectError(
      await assign(spanning.id, { employeeId: person.id, roleId: r.id, workload: 31 }),
      409,
      'WORKLOAD_EXCEEDED',
    );
    expect(over.message).toBe('Workload exceeds 100%!');
    const fits = await ok(await assign(spanning.id, { employeeId: person.id, roleId: r.id, workload: 30 }), 201);
    expectError(await call(t, 'PUT', `/api/assignments/${fits.id}`, { workload: 31 }, pm.h), 409, 'WORKLOAD_EXCEEDED');
    // Moving a project's dates re-checks its team: `late` moved onto `early` would make 140%.
    expectError(
      await call(t, 'PUT', `/api/projects/${late.id}`, { startDate: addDays(day0, 2) }, pm.h),
      409,
      'WORKLOAD_EXCEEDED',
    );
    expect((await ok(await call(t, 'GET', `/api/projects/${late.id}`, undefined, pm.h))).startDate).toBe(
      addDays(day0, 11),
    );
    // A cancelled project frees its people.
    await ok(await call(t, 'PUT', `/api/projects/${early.id}`, { status: 'cancelled' }, pm.h));
    await ok(await call(t, 'PUT', `/api/assignments/${fits.id}`, { workload: 100 - 70 }, pm.h));
    expectError(
      await assign(early.id, { employeeId: person.id, roleId: (await role()).id, workload: 1 }),
      409,
      'PROJECT_CLOSED',
    );
    expect(await peakOf(person.id)).toBeLessThanOrEqual(100);
  });

  it('answers bad input with 4xx and changes nothing', async () => {
    const r = await role();
    const p = await project();
    const person = await learner();
    const coordinator = await createUser(t, { roles: ['CourseCoordinator'] });
    const disabled = await createUser(t, { roles: ['Learner'], status: 'disabled' });
    const before = await t.db.$count(assignments);
    for (const workload of [0, 101, -5, 50.5, 'abc', null, '50'])
      expectError(await assign(p.id, { employeeId: person.id, roleId: r.id, workload }), 400, 'VALIDATION');
    expectError(await assign(p.id, { employeeId: 'x', roleId: r.id, workload: 5 }), 400, 'VALIDATION');
    expectError(await assign(p.id, { employeeId: MISSING, roleId: r.id, workload: 5 }), 404, 'NOT_FOUND');
    expectError(await assign(p.id, { employeeId: coordinator.id, roleId: r.id, workload: 5 }), 404, 'NOT_FOUND');
    expectError(await assign(p.id, { employeeId: disabled.id, roleId: r.id, workload: 5 }), 404, 'NOT_FOUND');
    expectError(await assign(p.id, { employeeId: person.id, roleId: MISSING, workload: 5 }), 404, 'NOT_FOUND');
    expectError(await assign(MISSING, { employeeId: person.id, roleId: r.id, workload: 5 }), 404, 'NOT_FOUND');
    expectError(await call(t, 'PUT', `/api/assignments/${MISSING}`, { workload: 5 }, pm.h), 404, 'NOT_FOUND');
    expectError(
      await call(t, 'DELETE', '/api/assignments/nope', undefined, pm.h),
      400,
      'VALIDATION',
      'Assignment not found',
    );
    expect(await t.db.$count(assignments)).toBe(before);
  });

  it('records project.schedule-changed when an active project’s days move; a refused move changes nothing', async () => {
    const seen: string[] = [];
    t.app.platform.events.on('project.schedule-changed', (e) => void seen.push(`${e.projectId} ${e.startDate}`));
    const r = await role();
    const person = await learner();
    const a = await project({ startDate: addDays(day0, 0), deadline: addDays(day0, 10) });
    const b = await project({ startDate: addDays(day0, 20), deadline: addDays(day0, 30) });
    await ok(await assign(a.id, { employeeId: person.id, roleId: r.id, workload: 60 }), 201);
    await ok(await assign(b.id, { employeeId: person.id, roleId: r.id, workload: 50 }), 201);
    await ok(await call(t, 'PUT', `/api/projects/${b.id}`, { name: unique('Renamed') }, pm.h));
    await ok(await call(t, 'PUT', `/api/projects/${b.id}`, { deadline: addDays(day0, 31) }, pm.h));
    expect(seen).toEqual([`${b.id} ${addDays(day0, 20)}`]);
    const refused = await call(
      t,
      'PUT',
      `/api/projects/${b.id}`,
      { name: 'Not kept', startDate: addDays(day0, 5), roles: [{ roleId: r.id, count: 3 }] },
      pm.h,
    );
    expectError(refused, 409, 'WORKLOAD_EXCEEDED');
    expect(seen).toHaveLength(1);
    expect(await ok(await call(t, 'GET', `/api/projects/${b.id}`, undefined, pm.h))).toMatchObject({
      startDate: addDays(day0, 20),
      deadline: addDays(day0, 31),
      roles: [],
    });
    expect((await ok(await call(t, 'GET', `/api/projects/${b.id}`, undefined, pm.h))).name).not.toBe('Not kept');
  });

  it('lets only one of a date move and an assignment through when together they would pass 100%', async () => {
    for (let round = 0; round < 3; round++) {
      const r = await role();
      const person = await learner();
      const a = await project({ startDate: addDays(day0, 0), deadline: addDays(day0, 10) });
      const b = await project({ startDate: addDays(day0, 20), deadline: addDays(day0, 30) });
      const c = await project({ startDate: addDays(day0, 0), deadline: addDays(day0, 10) });
      await ok(await assign(a.id, { employeeId: person.id, roleId: r.id, workload: 60 }), 201);
      await ok(await assign(b.id, { employeeId: person.id, roleId: r.id, workload: 40 }), 201);
      // Alone, each fits: b onto a's days makes 100%, 10% more on c makes 70%. Together: 110%.
      const [moved, assigned] = await Promise.all([
        call(t, 'PUT', `/api/projects/${b.id}`, { startDate: addDays(day0, 2), deadline: addDays(day0, 8) }, pm.h),
        assign(c.id, { employeeId: person.id, roleId: r.id, workload: 10 }),
      ]);
      const refused = [moved, assigned].filter((x) => x.statusCode === 409);
      expect(refused, `${moved.body} ${assigned.body}`).toHaveLength(1);
      expect(refused[0]!.json().code).toBe('WORKLOAD_EXCEEDED');
      expect([200, 201]).toContain((moved.statusCode === 409 ? assigned : moved).statusCode);
      expect(await peakOf(person.id)).toBeLessThanOrEqual(100);
    }
  });

  it('lets parallel assignments of one person through only while they fit', async () => {
    const r = await role();
    const person = await learner();
    const many = await Promise.all(Array.from({ length: 8 }, () => project()));
    const results = await Promise.all(
      many.map((p) => assign(p.id, { employeeId: person.id, roleId: r.id, workload: 30 })),
    );
    const codes = results.map((res) => res.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    for (const res of results.filter((x) => x.statusCode !== 201)) expect(res.json().code).toBe('WORKLOAD_EXCEEDED');
    expect(await peakOf(person.id)).toBe(90);
  });

  it('lets exactly one of parallel identical assignments through', async () => {
    const r = await role();
    const person = await learner();
    const p = await project();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => assign(p.id, { employeeId: person.id, roleId: r.id, workload: 10 })),
    );
    expect(results.filter((x) => x.statusCode === 201)).toHaveLength(1);
    for (const res of results.filter((x) => x.statusCode !== 201)) expect(res.json().code).toBe('DUPLICATE_ASSIGNMENT');
  });

  it('accepts a team all or nothing', async () => {
    const r = await role();
    const p = await project();
    const [x, y] = [await learner(), await learner()];
    const res = await call(
      t,
      'POST',
      `/api/projects/${p.id}/team-suggestion`,
      {
        assignments: [
          { employeeId: x.id, roleId: r.id, workload: 60 },
          { employeeId: y.id, roleId: r.id, workload: 101 },
        ],
      },
      pm.h,
    );
    expectError(res, 400, 'VALIDATION');
    const other = await project();
    await ok(await assign(other.id, { employeeId: y.id, roleId: r.id, workload: 50 }), 201);
    expectError(
      await call(
        t,
        'POST',
        `/api/projects/${p.id}/team-suggestion`,
        {
          assignments: [
            { employeeId: x.id, roleId: r.id, workload: 60 },
            { employeeId: y.id, roleId: r.id, workload: 60 },
          ],
        },
        pm.h,
      ),
      409,
      'WORKLOAD_EXCEEDED',
    );
    expect((await ok(await call(t, 'GET', `/api/projects/${p.id}/assignments`, undefined, pm.h))).items).toEqual([]);
    const made = await ok(
      await call(
        t,
        'POST',
        `/api/projects/${p.id}/team-suggestion`,
        {
          assignments: [
            { employeeId: x.id, roleId: r.id, workload: 60 },
            { employeeId: y.id, roleId: r.id, workload: 50 },
          ],
        },
        pm.h,
      ),
      201,
    );
    expect(made.items).toHaveLength(2);
  });

  it('records assignment.created and assignment.removed', async () => {
    const seen: string[] = [];
    t.app.platform.events.on('assignment.created', (e) => void seen.push(`+${e.employeeId}`));
    t.app.platform.events.on('assignment.removed', (e) => void seen.push(`-${e.employeeId}`));
    const r = await role();
    const p = await project();
    const person = await learner();
    const a = await ok(await assign(p.id, { employeeId: person.id, roleId: r.id, workload: 10 }), 201);
    await ok(await call(t, 'DELETE', `/api/assignments/${a.id}`, undefined, pm.h), 204);
    await ok(await assign(p.id, { employeeId: person.id, roleId: r.id, workload: 10 }), 201);
    await ok(await call(t, 'DELETE', `/api/projects/${p.id}`, undefined, pm.h), 204);
    expect(seen.filter((s) => s.endsWith(person.id))).toEqual([
      `+${person.id}`,
      `-${person.id}`,
      `+${person.id}`,
      `-${person.id}`,
    ]);
  });

  it('never leaves anyone over 100% whatever the sequence of assignments, changes, removals and moves', async () => {
    const r = await role();
    const people = [await learner(), await learner()];
    const ps = await Promise.all(
      [0, 1, 2].map((i) => project({ startDate: addDays(day0, i * 4), deadline: addDays(day0, i * 4 + 6) })),
    );
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('assign' as const),
        p: fc.nat(2),
        who: fc.nat(1),
        w: fc.integer({ min: 1, max: 100 }),
      }),
      fc.record({ kind: fc.constant('change' as const), i: fc.nat(20), w: fc.integer({ min: 1, max: 100 }) }),
      fc.record({ kind: fc.constant('remove' as const), i: fc.nat(20) }),
      fc.record({ kind: fc.constant('move' as const), p: fc.nat(2), shift: fc.integer({ min: -6, max: 6 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        for (const s of steps) {
          const live = await t.db.select().from(assignments).where(eq(assignments.roleId, r.id));
          let res: Awaited<ReturnType<typeof call>> | undefined;
          if (s.kind === 'assign')
            res = await assign(ps[s.p].id, { employeeId: people[s.who]!.id, roleId: r.id, workload: s.w });
          else if (s.kind === 'move') {
            const cur = await ok(await call(t, 'GET', `/api/projects/${ps[s.p].id}`, undefined, pm.h));
            res = await call(
              t,
              'PUT',
              `/api/projects/${ps[s.p].id}`,
              { startDate: addDays(cur.startDate, s.shift), deadline: addDays(cur.deadline, s.shift) },
              pm.h,
            );
          } else if (live.length) {
            const target = live[s.i % live.length]!;
            res =
              s.kind === 'change'
                ? await call(t, 'PUT', `/api/assignments/${target.id}`, { workload: s.w }, pm.h)
                : await call(t, 'DELETE', `/api/assignments/${target.id}`, undefined, pm.h);
          }
          if (res) expect([200, 201, 204, 409], res.body).toContain(res.statusCode);
          for (const person of people) expect(await peakOf(person.id)).toBeLessThanOrEqual(100);
        }
      }),
      { numRuns: 12 },
    );
  });
});

describe('/api/learner/projects', () => {
  it('shows a learner only their own assignments, with teammates and today’s total', async () => {
    const me = await signedInAs(t, 'Learner');
    const mate = await learner();
    const [dev, qa] = [await role(), await role()];
    const p = await project({ startDate: addDays(day0, -1), deadline: addDays(day0, 9), shortDescription: 'Ship it' });
    await ok(await assign(p.id, { employeeId: me.user.id, roleId: dev.id, workload: 40 }), 201);
    await ok(await assign(p.id, { employeeId: mate.id, roleId: qa.id, workload: 20 }), 201);
    const mine = await ok(await call(t, 'GET', '/api/learner/projects', undefined, me.h));
    expect(mine.workload).toBe(40);
    expect(mine.items).toEqual([
      expect.objectContaining({
        project: expect.objectContaining({
          id: p.id,
          shortDescription: 'Ship it',
          manager: { id: pm.user.id, name: pm.user.name },
        }),
        role: { id: dev.id, name: dev.name },
        workload: 40,
        teammates: [{ id: mate.id, name: mate.name, role: { id: qa.id, name: qa.name } }],
      }),
    ]);
    expect((await ok(await call(t, 'GET', '/api/learner/projects', undefined, who.Learner.h))).items).toEqual([]);
    for (const x of ROLES.filter((r) => r !== 'Learner'))
      expectError(await call(t, 'GET', '/api/learner/projects', undefined, who[x].h), 403, 'FORBIDDEN');
  });
});
