import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLES } from '@talentpath/contracts/roles';
import { courseCategories } from '../../src/db/schema/course-categories.ts';
import { fileTestApp } from '../support/test-app.ts';
import { expectError, expectValidation } from '../support/api.ts';
import { call, everyRole, type Headers } from '../support/callers.ts';
import { createCourse } from '../support/learning.ts';

const t = await fileTestApp();
const who = await everyRole(t);
const ADMINS = ['Admin', 'SuperAdmin'] as const;
const NON_ADMINS = ['Learner', 'CourseCoordinator', 'ProjectManager'] as const;
const MISSING = '00000000-0000-4000-8000-000000000000';

let n = 0;
const unique = (base = 'Category') => `${base} ${++n} ${Math.random().toString(36).slice(2, 7)}`;

const list = (query = '', h: Headers = who.Admin.h) => call(t, 'GET', `/api/course-categories${query}`, undefined, h);
const getOne = (id: string, h: Headers = who.Admin.h) => call(t, 'GET', `/api/course-categories/${id}`, undefined, h);
const create = (body: unknown, h: Headers = who.Admin.h) => call(t, 'POST', '/api/course-categories', body, h);
const update = (id: string, body: unknown, h: Headers = who.Admin.h) =>
  call(t, 'PUT', `/api/course-categories/${id}`, body, h);
const remove = (id: string, h: Headers = who.Admin.h) =>
  call(t, 'DELETE', `/api/course-categories/${id}`, undefined, h);
const reorder = (body: unknown, h: Headers = who.Admin.h) => call(t, 'POST', '/api/course-categories/reorder', body, h);

async function made(body: { name?: string; description?: string; status?: 'active' | 'inactive' } = {}) {
  const res = await create({ name: unique(), ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; name: string; sortOrder: number; status: string };
}

const row = async (id: string) => (await t.db.select().from(courseCategories).where(eq(courseCategories.id, id)))[0];
const allIdsInOrder = async () =>
  (
    await t.db
      .select({ id: courseCategories.id })
      .from(courseCategories)
      .orderBy(asc(courseCategories.sortOrder), asc(courseCategories.id))
  ).map((r) => r.id);

describe('GET /api/course-categories', () => {
  it('admins see active and inactive ones; every other role active ones only; 401 without a token', async () => {
    const tag = `vis${Date.now()}`;
    const on = await made({ name: `On ${tag}`, description: 'Shown to everyone' });
    const off = await made({ name: `Off ${tag}`, status: 'inactive' });
    for (const role of ADMINS) {
      const res = await list(`?searchTerm=${tag}`, who[role].h);
      expect(res.json().items.map((i: { id: string }) => i.id)).toEqual([on.id, off.id]);
      expect((await list(`?searchTerm=${tag}&status=inactive`, who[role].h)).json().totalCount).toBe(1);
    }
    for (const role of NON_ADMINS) {
      const res = await list(`?searchTerm=${tag}`, who[role].h);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        items: [
          {
            id: on.id,
            name: on.name,
            description: 'Shown to everyone',
            status: 'active',
            sortOrder: on.sortOrder,
            courseCount: 0,
            createdAt: expect.any(String),
            updatedAt: expect.any(String),
          },
        ],
        pageNumber: 1,
        pageSize: 20,
        totalCount: 1,
        hasNextPage: false,
      });
      // asking for inactive ones does not reveal them
      expect((await list(`?searchTerm=${tag}&status=inactive`, who[role].h)).json().totalCount).toBe(0);
    }
    expectError(await list('', who.none.h), 401, 'UNAUTHORIZED');
  });

  it('new ones go last; sorts by order (default), name and creation; searches name and description', async () => {
    const tag = `ord${Date.now()}`;
    const b = await made({ name: `Beta ${tag}` });
    const a = await made({ name: `alpha ${tag}`, description: 'needle here' });
    expect(a.sortOrder).toBeGreaterThan(b.sortOrder);
    const ids = async (q: string) =>
      (await list(`?searchTerm=${tag}${q}`)).json().items.map((i: { id: string }) => i.id);
    expect(await ids('')).toEqual([b.id, a.id]);
    expect(await ids('&sort=-sortOrder')).toEqual([a.id, b.id]);
    expect(await ids('&sort=name')).toEqual([a.id, b.id]);
    expect(await ids('&sort=-createdAt')).toEqual([a.id, b.id]);
    expect((await list('?searchTerm=NEEDLE')).json().items.map((i: { id: string }) => i.id)).toContain(a.id);
    expectValidation(await list('?sort=description'), 'sort');
    expectValidation(await list('?status=all'), 'status');
  });
});

describe('GET /api/course-categories/{id}', () => {
  it('answers every role with the category and its (empty) course list; inactive ones only to admins', async () => {
    const on = await made();
    const off = await made({ status: 'inactive' });
    for (const role of ROLES) {
      const res = await getOne(on.id, who[role].h);
      expect(res.statusCode, role).toBe(200);
      expect(res.json()).toMatchObject({ id: on.id, courseCount: 0, courses: [] });
    }
    for (const role of ADMINS) expect((await getOne(off.id, who[role].h)).json().status).toBe('inactive');
    for (const role of NON_ADMINS)
      expectError(await getOne(off.id, who[role].h), 404, 'NOT_FOUND', 'Course category not found');
    expectError(await getOne(on.id, who.none.h), 401, 'UNAUTHORIZED');
    expectError(await getOne(MISSING), 404, 'NOT_FOUND', 'Course category not found');
    expectError(await getOne('12'), 400, 'VALIDATION');
  });
});

describe('POST /api/course-categories', () => {
  it('Admin and SuperAdmin create (trimmed, active by default, last in order)', async () => {
    for (const role of ADMINS) {
      const name = unique('Leadership');
      const res = await create({ name: ` ${name} `, description: '  Leading teams\nand people  ' }, who[role].h);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        name,
        description: 'Leading teams\nand people',
        status: 'active',
        courseCount: 0,
      });
      const max = await t.db.select({ m: sql<number>`max(${courseCategories.sortOrder})` }).from(courseCategories);
      expect(res.json().sortOrder).toBe(max[0]!.m);
    }
  });

  it('is refused to Learner, CourseCoordinator and ProjectManager (403) and without a token (401)', async () => {
    const before = await t.db.$count(courseCategories);
    for (const role of NON_ADMINS) expectError(await create({ name: unique() }, who[role].h), 403, 'FORBIDDEN');
    expectError(await create({ name: unique() }, who.none.h), 401, 'UNAUTHORIZED');
    expect(await t.db.$count(courseCategories)).toBe(before);
  });

  it('refuses a name taken in any letter case (409) and bad input (400), storing nothing', async () => {
    const c = await made({ name: unique('Compliance') });
    expectError(
      await create({ name: c.name.toUpperCase() }),
      409,
      'COURSE_CATEGORY_NAME_TAKEN',
      'A course category with this name already exists',
    );
    const before = await t.db.$count(courseCategories);
    expectValidation(await create({}), 'name', 'Category name is required');
    expectValidation(await create({ name: '  ' }), 'name', 'Category name is required');
    expectValidation(await create({ name: 5 }), 'name', 'Category name must be text');
    expectValidation(await create({ name: 'x'.repeat(101) }), 'name', 'Category name must be at most 100 characters');
    expectValidation(
      await create({ name: 'Tab\u0007' }),
      'name',
      'Category name contains characters that are not allowed',
    );
    expectValidation(await create({ name: unique(), description: 3 }), 'description', 'Description must be text');
    expectValidation(
      await create({ name: unique(), description: 'd'.repeat(1001) }),
      'description',
      'Description must be at most 1000 characters',
    );
    expectValidation(
      await create({ name: unique(), description: 'bad\u0000' }),
      'description',
      'Description contains characters that are not allowed',
    );
    expectValidation(await create({ name: unique(), status: 'hidden' }), 'status');
    expect(await t.db.$count(courseCategories)).toBe(before);
  });

  it('two creates of one name at once: one 201, one 409; two different ones both go last, in distinct places', async () => {
    const name = unique('Race');
    const same = await Promise.all([create({ name }), create({ name: name.toLowerCase() }, who.SuperAdmin.h)]);
    expect(same.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const both = await Promise.all([create({ name: unique() }), create({ name: unique() })]);
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    const orders = both.map((r) => r.json().sortOrder);
    expect(new Set(orders).size).toBe(2);
  });
});

describe('PUT /api/course-categories/{id}', () => {
  it('admins change name, description and status', async () => {
    for (const role of ADMINS) {
      const c = await made();
      const name = unique('Data & Analytics');
      const res = await update(c.id, { name, description: 'Numbers', status: 'inactive' }, who[role].h);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        id: c.id,
        name,
        description: 'Numbers',
        status: 'inactive',
        sortOrder: c.sortOrder,
      });
      expect((await update(c.id, { status: 'active' }, who[role].h)).json()).toMatchObject({ name, status: 'active' });
    }
  });

  it('is refused to the other roles and without a token; refuses taken names, bad input, unknown ids', async () => {
    const c = await made();
    const other = await made();
    const before = await row(c.id);
    for (const role of NON_ADMINS) expectError(await update(c.id, { name: unique() }, who[role].h), 403, 'FORBIDDEN');
    expectError(await update(c.id, { name: unique() }, who.none.h), 401, 'UNAUTHORIZED');
    expectError(await update(c.id, { name: ` ${other.name.toUpperCase()} ` }), 409, 'COURSE_CATEGORY_NAME_TAKEN');
    expectValidation(await update(c.id, {}), '', 'Give a name, a description or a status to change');
    expectValidation(await update(c.id, { name: '' }), 'name', 'Category name is required');
    expect(await row(c.id)).toEqual(before);
    expectError(await update(MISSING, { name: unique() }), 404, 'NOT_FOUND', 'Course category not found');
  });
});

describe('DELETE /api/course-categories/{id}', () => {
  it('admins delete (no courses use it yet); the others are refused; unknown ids are 404', async () => {
    for (const role of ADMINS) {
      const c = await made();
      const res = await remove(c.id, who[role].h);
      expect(res.statusCode, res.body).toBe(204);
      expect(await row(c.id)).toBeUndefined();
    }
    const c = await made();
    for (const role of NON_ADMINS) expectError(await remove(c.id, who[role].h), 403, 'FORBIDDEN');
    expectError(await remove(c.id, who.none.h), 401, 'UNAUTHORIZED');
    expect(await row(c.id)).toBeDefined();
    expectError(await remove(MISSING), 404, 'NOT_FOUND', 'Course category not found');
  });
});

describe('POST /api/course-categories/reorder', () => {
  it('puts every category in the order given; new ones still go last', async () => {
    await made();
    await made();
    const ids = (await allIdsInOrder()).reverse();
    const res = await reorder({ ids });
    expect(res.statusCode, res.body).toBe(204);
    expect(await allIdsInOrder()).toEqual(ids);
    const page = (await list('?pageSize=100&sort=sortOrder')).json();
    expect(page.items.map((i: { id: string }) => i.id)).toEqual(ids.slice(0, 100));
    const fresh = await made();
    expect((await allIdsInOrder()).at(-1)).toBe(fresh.id);
    // upper-case spellings of the ids are the same ids
    const again = await allIdsInOrder();
    expect(
      (await reorder({ ids: [...again].reverse().map((id) => id.toUpperCase()) }, who.SuperAdmin.h)).statusCode,
    ).toBe(204);
    expect(await allIdsInOrder()).toEqual([...again].reverse());
  });

  it('refuses a list that misses, adds or repeats a category, and the other roles; the order stays', async () => {
    const before = await allIdsInOrder();
    expectError(await reorder({ ids: before.slice(1) }), 409, 'COURSE_CATEGORY_ORDER_STALE');
    expectError(await reorder({ ids: [...before, MISSING] }), 409, 'COURSE_CATEGORY_ORDER_STALE');
    expectValidation(
      await reorder({ ids: [...before, before[0]] }),
      'ids',
      'Each course category may appear only once',
    );
    expectValidation(await reorder({ ids: [] }), 'ids');
    expectValidation(await reorder({ ids: 'all' }), 'ids');
    expectValidation(await reorder({ ids: ['nope'] }), 'ids.0');
    for (const role of NON_ADMINS) expectError(await reorder({ ids: before }, who[role].h), 403, 'FORBIDDEN');
    expectError(await reorder({ ids: before }, who.none.h), 401, 'UNAUTHORIZED');
    expect(await allIdsInOrder()).toEqual(before);
  });

  it('a reorder racing a create: either the reorder saw the new one, or it is refused as stale', async () => {
    const ids = (await allIdsInOrder()).reverse();
    const [r, c] = await Promise.all([reorder({ ids }), create({ name: unique() })]);
    expect(c.statusCode).toBe(201);
    expect([204, 409]).toContain(r.statusCode);
    expect((await allIdsInOrder()).at(-1)).toBe(c.json().id);
  });
});

describe('the courses of a category (issue 11)', () => {
  it('admins count and list every course with its status; other roles the published ones', async () => {
    const cat = await made({ name: unique('With courses') });
    const ownerId = who.CourseCoordinator.user.id;
    const mk = (title: string, status: 'draft' | 'published' | 'archived') =>
      createCourse(t, { ownerId, categoryId: cat.id, status, title });
    const b = (await mk('beta course', 'published')).course;
    const a = (await mk('Alpha course', 'published')).course;
    const d = (await mk('Drafted course', 'draft')).course;
    const z = (await mk('Zed archived', 'archived')).course;
    const counted = async (h: Headers) =>
      (await list(`?searchTerm=${encodeURIComponent(cat.name)}`, h)).json().items[0].courseCount;
    for (const role of ADMINS) {
      expect(await counted(who[role].h)).toBe(4);
      expect((await getOne(cat.id, who[role].h)).json()).toMatchObject({
        courseCount: 4,
        courses: [
          {
            id: a.id,
            title: 'Alpha course',
            status: 'published',
            owner: { id: ownerId, name: who.CourseCoordinator.user.name },
          },
          { id: b.id, title: 'beta course', status: 'published' },
          { id: d.id, title: 'Drafted course', status: 'draft' },
          { id: z.id, title: 'Zed archived', status: 'archived' },
        ],
      });
    }
    for (const role of NON_ADMINS) {
      expect(await counted(who[role].h)).toBe(2);
      expect((await getOne(cat.id, who[role].h)).json()).toMatchObject({
        courseCount: 2,
        courses: [
          { id: a.id, status: 'published' },
          { id: b.id, status: 'published' },
        ],
      });
    }
  });

  it('a category with any course (a draft or an archived one too) cannot be deleted', async () => {
    for (const status of ['draft', 'archived', 'published'] as const) {
      const cat = await made();
      await createCourse(t, { ownerId: who.CourseCoordinator.user.id, categoryId: cat.id, status });
      expectError(await remove(cat.id), 409, 'COURSE_CATEGORY_IN_USE');
      expect(await row(cat.id)).toBeDefined();
    }
  });

  it('a course created while its category is deleted: one of them wins, never a 500', async () => {
    // The delete starts a little later each round, so both orders (and the ones in between) happen.
    for (let i = 0; i < 8; i++) {
      const cat = await made();
      const body = { title: `Race ${i}`, estimatedTime: 30, categoryId: cat.id };
      const [created, removed] = await Promise.all([
        call(t, 'POST', '/api/courses', body, who.CourseCoordinator.h),
        new Promise((r) => setTimeout(r, i * 2)).then(() => remove(cat.id)),
      ]);
      if (created.statusCode === 201) {
        expectError(removed, 409, 'COURSE_CATEGORY_IN_USE');
        expect(await row(cat.id)).toBeDefined();
      } else {
        expect(removed.statusCode, removed.body).toBe(204);
        expectValidation(created, 'categoryId');
      }
    }
  });
});
