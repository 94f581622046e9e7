import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLES } from '@talentpath/contracts/roles';
import { technologies } from '../../src/db/schema/technologies.ts';
import { fileTestApp } from '../support/test-app.ts';
import { expectError, expectValidation } from '../support/api.ts';
import { call, everyRole, signedInAs, type Headers } from '../support/callers.ts';

const t = await fileTestApp();
const who = await everyRole(t);
const pm2 = await signedInAs(t, 'ProjectManager');

let n = 0;
const unique = (base = 'Tech') => `${base} ${++n} ${Math.random().toString(36).slice(2, 7)}`;

const list = (query = '', h: Headers = who.Admin.h) => call(t, 'GET', `/api/technologies${query}`, undefined, h);
const getOne = (id: string, h: Headers = who.Admin.h) => call(t, 'GET', `/api/technologies/${id}`, undefined, h);
const create = (body: unknown, h: Headers = who.Admin.h) => call(t, 'POST', '/api/technologies', body, h);
const update = (id: string, body: unknown, h: Headers = who.Admin.h) =>
  call(t, 'PUT', `/api/technologies/${id}`, body, h);
const remove = (id: string, h: Headers = who.Admin.h) => call(t, 'DELETE', `/api/technologies/${id}`, undefined, h);

/** A technology created through the API by that caller (and, with `inactive`, deactivated by an admin). */
async function made(h: Headers, options: { name?: string; inactive?: boolean } = {}) {
  const res = await create({ name: options.name ?? unique() }, h);
  expect(res.statusCode, res.body).toBe(201);
  const tech = res.json();
  if (options.inactive) expect((await update(tech.id, { status: 'inactive' })).statusCode).toBe(200);
  return { ...tech, status: options.inactive ? 'inactive' : tech.status } as { id: string; name: string };
}

const row = async (id: string) => (await t.db.select().from(technologies).where(eq(technologies.id, id)))[0];
const countRows = async () => t.db.$count(technologies);
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('GET /api/technologies', () => {
  it('answers every signed-in role with the list shape, and 401 without a token', async () => {
    const tech = await made(who.Admin.h);
    for (const role of ROLES) {
      const res = await list(`?searchTerm=${encodeURIComponent(tech.name)}`, who[role].h);
      expect(res.statusCode, `${role} ${res.body}`).toBe(200);
      expect(res.json()).toEqual({
        items: [
          {
            id: tech.id,
            name: tech.name,
            status: 'active',
            adminCreated: true,
            createdBy: { id: who.Admin.user.id, name: who.Admin.user.name },
            inUse: false,
            createdAt: expect.any(String),
            updatedAt: expect.any(String),
          },
        ],
        pageNumber: 1,
        pageSize: 20,
        totalCount: 1,
        hasNextPage: false,
      });
    }
    expectError(await list('', who.none.h), 401, 'UNAUTHORIZED');
  });

  it('searches names ignoring case, takes % and _ literally, filters by status and sorts', async () => {
    const tag = `zq${Date.now()}`;
    const a = await made(who.Admin.h, { name: `Alpha ${tag}` });
    const b = await made(who.ProjectManager.h, { name: `beta ${tag}` });
    const c = await made(who.Admin.h, { name: `Gamma 100%_${tag}`, inactive: true });
    const names = async (q: string) =>
      (await list(`?searchTerm=${tag}${q}`)).json().items.map((i: { name: string }) => i.name);

    expect(await names('')).toEqual([a.name, b.name, c.name]); // default sort: name, ignoring case
    expect(await names('&sort=-name')).toEqual([c.name, b.name, a.name]);
    expect(await names('&sort=createdAt')).toEqual([a.name, b.name, c.name]);
    // status sorts active before inactive (ties in id order, the helper's tie-breaker)
    expect((await names('&sort=status')).at(-1)).toBe(c.name);
    expect((await names('&sort=-status'))[0]).toBe(c.name);
    expect(await names('&status=inactive')).toEqual([c.name]);
    expect(await names('&status=active')).toEqual([a.name, b.name]);
    const upper = (await list(`?searchTerm=${encodeURIComponent(`ALPHA ${tag}`.toUpperCase())}`)).json();
    expect(upper.items.map((i: { id: string }) => i.id)).toEqual([a.id]);
    expect(
      (await list(`?searchTerm=${encodeURIComponent('100%_')}`)).json().items.map((i: { id: string }) => i.id),
    ).toEqual([c.id]);
    expect(
      (await list(`?searchTerm=${encodeURIComponent('%')}`)).json().items.map((i: { id: string }) => i.id),
    ).toEqual([c.id]);
  });

  it('pages: pageSize, pageNumber, hasNextPage and a page past the end', async () => {
    const tag = `pg${Date.now()}`;
    for (let i = 0; i < 5; i++) await made(who.Admin.h, { name: `P${i} ${tag}` });
    const p1 = (await list(`?searchTerm=${tag}&pageSize=2`)).json();
    expect(p1).toMatchObject({ pageNumber: 1, pageSize: 2, totalCount: 5, hasNextPage: true });
    const p3 = (await list(`?searchTerm=${tag}&pageSize=2&pageNumber=3`)).json();
    expect(p3).toMatchObject({ pageNumber: 3, totalCount: 5, hasNextPage: false });
    expect(p3.items).toHaveLength(1);
    const p9 = (await list(`?searchTerm=${tag}&pageSize=2&pageNumber=9`)).json();
    expect(p9).toMatchObject({ items: [], totalCount: 5, hasNextPage: false });
  });

  it('refuses a bad query with a 400 naming the parameter', async () => {
    expectValidation(await list('?status=retired'), 'status', 'Status must be one of: active, inactive');
    expectValidation(await list('?sort=owner'), 'sort');
    expectValidation(await list('?pageSize=1000'), 'pageSize', 'Page size must be between 1 and 100');
    expectValidation(await list('?pageNumber=0'), 'pageNumber');
    expectValidation(
      await list(`?searchTerm=${'x'.repeat(101)}`),
      'searchTerm',
      'Search term must be at most 100 characters',
    );
    expectValidation(
      await list('?searchTerm=a%00b'),
      'searchTerm',
      'Search term contains characters that are not allowed',
    );
  });
});

describe('GET /api/technologies/{id}', () => {
  it('answers every signed-in role; 401 without a token; 404 for an unknown id', async () => {
    const tech = await made(who.ProjectManager.h);
    for (const role of ROLES) {
      const res = await getOne(tech.id, who[role].h);
      expect(res.statusCode, role).toBe(200);
      expect(res.json()).toMatchObject({
        id: tech.id,
        adminCreated: false,
        createdBy: { id: who.ProjectManager.user.id },
      });
    }
    expectError(await getOne(tech.id, who.none.h), 401, 'UNAUTHORIZED');
    expectError(await getOne(MISSING), 404, 'NOT_FOUND', 'Technology not found');
    expectError(await getOne('not-a-uuid'), 400, 'VALIDATION', 'Technology not found');
  });
});

describe('POST /api/technologies', () => {
  it('Admin and SuperAdmin create admin-created technologies; a ProjectManager a non-admin one', async () => {
    for (const role of ['Admin', 'SuperAdmin', 'ProjectManager'] as const) {
      const name = unique(role);
      const res = await create({ name: `  ${name}  ` }, who[role].h);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        name,
        status: 'active',
        adminCreated: role !== 'ProjectManager',
        createdBy: { id: who[role].user.id, name: who[role].user.name },
        inUse: false,
      });
      expect(await row(res.json().id)).toMatchObject({ name, createdBy: who[role].user.id });
    }
  });

  it('is refused to Learner and CourseCoordinator (403) and without a token (401); nothing is stored', async () => {
    const before = await countRows();
    for (const role of ['Learner', 'CourseCoordinator'] as const)
      expectError(await create({ name: unique() }, who[role].h), 403, 'FORBIDDEN');
    expectError(await create({ name: unique() }, who.none.h), 401, 'UNAUTHORIZED');
    expect(await countRows()).toBe(before);
  });

  it('refuses a name already taken in any letter case (409), by whoever created it', async () => {
    const tech = await made(who.ProjectManager.h, { name: unique('Kotlin') });
    for (const name of [tech.name, tech.name.toUpperCase(), ` ${tech.name.toLowerCase()} `])
      expectError(
        await create({ name }, who.Admin.h),
        409,
        'TECHNOLOGY_NAME_TAKEN',
        'A technology with this name already exists',
      );
  });

  it('refuses bad input with field messages and stores nothing', async () => {
    const before = await countRows();
    const cases: [unknown, string][] = [
      [{}, 'Technology name is required'],
      [{ name: null }, 'Technology name is required'],
      [{ name: '' }, 'Technology name is required'],
      [{ name: '   ' }, 'Technology name is required'],
      [{ name: 42 }, 'Technology name must be text'],
      [{ name: ['React'] }, 'Technology name must be text'],
      [{ name: 'x'.repeat(101) }, 'Technology name must be at most 100 characters'],
      [{ name: 'Re\u0000act' }, 'Technology name contains characters that are not allowed'],
      [{ name: 'Re\nact' }, 'Technology name contains characters that are not allowed'],
    ];
    for (const [body, message] of cases) expectValidation(await create(body), 'name', message);
    expectError(await create('[]'), 400, 'VALIDATION');
    expect(await countRows()).toBe(before);
    // exactly at the limit is fine
    expect((await create({ name: `${'y'.repeat(90)}${Date.now()}`.slice(0, 100) })).statusCode).toBe(201);
  });

  it('two creates of one name at once: one 201, the other 409, one row', async () => {
    const name = unique('Race');
    const results = await Promise.all([
      create({ name }, who.Admin.h),
      create({ name: name.toUpperCase() }, who.ProjectManager.h),
      create({ name: ` ${name.toLowerCase()}` }, pm2.h),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    for (const r of results.filter((r) => r.statusCode === 409)) expectError(r, 409, 'TECHNOLOGY_NAME_TAKEN');
    const rows = await t.db.select().from(technologies).where(sql`lower(${technologies.name}) = ${name.toLowerCase()}`);
    expect(rows).toHaveLength(1);
  });
});

describe('PUT /api/technologies/{id}', () => {
  it('an Admin or SuperAdmin renames, deactivates and reactivates any technology', async () => {
    for (const role of ['Admin', 'SuperAdmin'] as const) {
      for (const owner of [who.Admin.h, who.ProjectManager.h]) {
        const tech = await made(owner);
        const name = unique('Renamed');
        const res = await update(tech.id, { name: ` ${name} ` }, who[role].h);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ id: tech.id, name, status: 'active' });
        expect((await update(tech.id, { status: 'inactive' }, who[role].h)).json().status).toBe('inactive');
        // an inactive one too: admins bring it back
        expect((await update(tech.id, { name: `${name}!`, status: 'active' }, who[role].h)).json()).toMatchObject({
          name: `${name}!`,
          status: 'active',
        });
      }
    }
  });

  it('a ProjectManager edits its own and another project manager’s non-admin technology (a shared list)', async () => {
    const own = await made(who.ProjectManager.h);
    const res = await update(own.id, { name: unique('Own') }, who.ProjectManager.h);
    expect(res.statusCode, res.body).toBe(200);
    const others = await made(pm2.h);
    const res2 = await update(others.id, { name: unique('Theirs') }, who.ProjectManager.h);
    expect(res2.statusCode, res2.body).toBe(200);
    expect(res2.json()).toMatchObject({ adminCreated: false, createdBy: { id: pm2.user.id } });
  });

  it('a ProjectManager may deactivate a non-admin technology, and then no longer edit it', async () => {
    const tech = await made(who.ProjectManager.h);
    expect((await update(tech.id, { status: 'inactive' }, who.ProjectManager.h)).json().status).toBe('inactive');
    expectError(
      await update(tech.id, { status: 'active' }, who.ProjectManager.h),
      409,
      'TECHNOLOGY_INACTIVE_NOT_EDITABLE',
      'Inactive technologies cannot be edited',
    );
  });

  it('refuses a ProjectManager an admin-created or an inactive technology with the spec texts; nothing changes', async () => {
    const adminTech = await made(who.Admin.h);
    const before = await row(adminTech.id);
    for (const body of [{ name: unique() }, { status: 'inactive' }])
      expectError(
        await update(adminTech.id, body, who.ProjectManager.h),
        403,
        'TECHNOLOGY_ADMIN_CREATED_NOT_EDITABLE',
        'Admin-created technologies cannot be edited',
      );
    expect(await row(adminTech.id)).toEqual(before);

    const inactive = await made(who.ProjectManager.h, { inactive: true });
    const inactiveBefore = await row(inactive.id);
    expectError(
      await update(inactive.id, { name: unique() }, who.ProjectManager.h),
      409,
      'TECHNOLOGY_INACTIVE_NOT_EDITABLE',
      'Inactive technologies cannot be edited',
    );
    expect(await row(inactive.id)).toEqual(inactiveBefore);
  });

  it('is refused to Learner and CourseCoordinator (403) and without a token (401)', async () => {
    const tech = await made(who.ProjectManager.h);
    const before = await row(tech.id);
    for (const role of ['Learner', 'CourseCoordinator'] as const)
      expectError(await update(tech.id, { name: unique() }, who[role].h), 403, 'FORBIDDEN');
    expectError(await update(tech.id, { name: unique() }, who.none.h), 401, 'UNAUTHORIZED');
    expect(await row(tech.id)).toEqual(before);
  });

  it('refuses a name another technology has (any case), bad input and an unknown id', async () => {
    const a = await made(who.Admin.h);
    const b = await made(who.Admin.h);
    expectError(await update(b.id, { name: a.name.toUpperCase() }), 409, 'TECHNOLOGY_NAME_TAKEN');
    // its own name in another case is a rename, not a clash
    expect((await update(a.id, { name: a.name.toUpperCase() })).json().name).toBe(a.name.toUpperCase());
    expectValidation(await update(b.id, {}), '', 'Give a name or a status to change');
    expectValidation(await update(b.id, { status: 'archived' }), 'status', 'Status must be one of: active, inactive');
    expectValidation(await update(b.id, { name: 'x'.repeat(101) }), 'name');
    expectValidation(await update(b.id, { name: 7 }), 'name', 'Technology name must be text');
    expectError(await update(MISSING, { name: unique() }), 404, 'NOT_FOUND', 'Technology not found');
    expectError(await update(MISSING, { name: unique() }, who.ProjectManager.h), 404, 'NOT_FOUND');
  });
});

describe('DELETE /api/technologies/{id}', () => {
  it('an Admin or SuperAdmin deletes any technology, active or inactive', async () => {
    for (const role of ['Admin', 'SuperAdmin'] as const) {
      for (const tech of [
        await made(who.Admin.h),
        await made(who.ProjectManager.h),
        await made(who.ProjectManager.h, { inactive: true }),
      ]) {
        const res = await remove(tech.id, who[role].h);
        expect(res.statusCode, res.body).toBe(204);
        expect(res.body).toBe('');
        expect(await row(tech.id)).toBeUndefined();
      }
    }
  });

  it('a ProjectManager deletes its own and another project manager’s non-admin technology', async () => {
    for (const owner of [who.ProjectManager.h, pm2.h]) {
      const tech = await made(owner);
      expect((await remove(tech.id, who.ProjectManager.h)).statusCode).toBe(204);
      expectError(await getOne(tech.id), 404, 'NOT_FOUND');
    }
  });

  it('refuses a ProjectManager an admin-created or an inactive technology with the spec texts', async () => {
    const adminTech = await made(who.SuperAdmin.h);
    expectError(
      await remove(adminTech.id, who.ProjectManager.h),
      403,
      'TECHNOLOGY_ADMIN_CREATED_NOT_DELETABLE',
      'Admin-created technologies cannot be deleted',
    );
    const inactive = await made(who.ProjectManager.h, { inactive: true });
    expectError(
      await remove(inactive.id, who.ProjectManager.h),
      409,
      'TECHNOLOGY_INACTIVE_NOT_DELETABLE',
      'Inactive technologies cannot be deleted',
    );
    expect(await row(adminTech.id)).toBeDefined();
    expect(await row(inactive.id)).toBeDefined();
  });

  it('is refused to Learner and CourseCoordinator (403) and without a token (401); 404 for an unknown id', async () => {
    const tech = await made(who.ProjectManager.h);
    for (const role of ['Learner', 'CourseCoordinator'] as const)
      expectError(await remove(tech.id, who[role].h), 403, 'FORBIDDEN');
    expectError(await remove(tech.id, who.none.h), 401, 'UNAUTHORIZED');
    expect(await row(tech.id)).toBeDefined();
    expectError(await remove(MISSING), 404, 'NOT_FOUND', 'Technology not found');
  });

  it('two deletes at once: one 204, the other 404', async () => {
    const tech = await made(who.ProjectManager.h);
    const results = await Promise.all([remove(tech.id, who.Admin.h), remove(tech.id, who.ProjectManager.h)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([204, 404]);
  });

  it('a deactivation racing a project manager’s edit: the edit either lands first or is refused', async () => {
    const tech = await made(who.ProjectManager.h);
    const [deactivate, edit] = await Promise.all([
      update(tech.id, { status: 'inactive' }, who.Admin.h),
      update(tech.id, { name: unique('Late') }, who.ProjectManager.h),
    ]);
    expect(deactivate.statusCode).toBe(200);
    expect([200, 409]).toContain(edit.statusCode);
    expect((await row(tech.id))!.status).toBe('inactive');
  });
});

describe('technology.changed events (the audit log hook)', () => {
  it('records create, update and delete with the actor; a refused change records nothing', async () => {
    const seen: unknown[] = [];
    t.app.platform.events.on('technology.changed', (payload) => {
      seen.push(payload);
    });
    const tech = await made(who.ProjectManager.h);
    await update(tech.id, { status: 'inactive' }, who.Admin.h);
    expectError(await remove(tech.id, who.ProjectManager.h), 409, 'TECHNOLOGY_INACTIVE_NOT_DELETABLE');
    await remove(tech.id, who.SuperAdmin.h);
    expect(seen).toEqual([
      {
        actorId: who.ProjectManager.user.id,
        action: 'create',
        technologyId: tech.id,
        name: tech.name,
        status: 'active',
      },
      { actorId: who.Admin.user.id, action: 'update', technologyId: tech.id, name: tech.name, status: 'inactive' },
      { actorId: who.SuperAdmin.user.id, action: 'delete', technologyId: tech.id, name: tech.name },
    ]);
  });
});
