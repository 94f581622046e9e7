import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLES } from '@talentpath/contracts/roles';
import { courseCategories } from '../../src/db/schema/course-categories.ts';
import { courses, enrolments } from '../../src/db/schema/learning.ts';
import { storeBytes } from '../../src/platform/files.ts';
import { createUser, fileTestApp } from '../support/test-app.ts';
import { expectError, expectValidation } from '../support/api.ts';
import { call, everyRole, signedInAs, type Headers } from '../support/callers.ts';
import { createCategory, createCourse, createTechnology, enrol } from '../support/learning.ts';

// GET /api/courses (ADR 0032): who finds which courses, every filter, the status tabs' counts, what each card
// carries, order and pages. Each test names its own category or search word, so tests do not see each other.

const t = await fileTestApp();
const who = await everyRole(t);
const owner = who.CourseCoordinator;
const other = await signedInAs(t, 'CourseCoordinator');

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

type Item = { id: string; title: string; [k: string]: any };
async function list(query: string, h: Headers) {
  const res = await call(t, 'GET', `/api/courses?${query}`, undefined, h);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Item[]; totalCount: number; hasNextPage: boolean; statusCounts: any };
}
const ids = (page: { items: Item[] }) => page.items.map((i) => i.id).sort();

/** One course in each status by `owner` and by `other`, a published one in an inactive category, all titled `word …`. */
async function world(word: string) {
  const category = await createCategory(t);
  const make = async (ownerId: string, status: 'draft' | 'published' | 'archived', categoryId = category.id) =>
    (await createCourse(t, { ownerId, status, categoryId, title: `${word} ${status} ${ownerId.slice(0, 4)}` })).course;
  const mine = {
    draft: await make(owner.user.id, 'draft'),
    published: await make(owner.user.id, 'published'),
    archived: await make(owner.user.id, 'archived'),
  };
  const theirs = {
    draft: await make(other.user.id, 'draft'),
    published: await make(other.user.id, 'published'),
    archived: await make(other.user.id, 'archived'),
  };
  const hidden = await make(other.user.id, 'published', (await createCategory(t, { status: 'inactive' })).id);
  return { category, mine, theirs, hidden };
}

describe('GET /api/courses: visibility', () => {
  it('learners and project managers: published courses of active categories only', async () => {
    const w = await world('Vis1');
    for (const role of ['Learner', 'ProjectManager'] as const) {
      const page = await list('searchTerm=Vis1', who[role].h);
      expect(ids(page), role).toEqual([w.mine.published.id, w.theirs.published.id].sort());
      expect(page.statusCounts).toEqual({ draft: 0, published: 2, archived: 0 });
      expect(page.items.every((i) => i.readiness === null && i.editable === false)).toBe(true);
    }
  });

  it('a coordinator: their own in every status and others published; mine=true their own only', async () => {
    const w = await world('Vis2');
    const page = await list('searchTerm=Vis2', owner.h);
    expect(ids(page)).toEqual(
      [w.mine.draft.id, w.mine.published.id, w.mine.archived.id, w.theirs.published.id, w.hidden.id].sort(),
    );
    expect(page.statusCounts).toEqual({ draft: 1, published: 3, archived: 1 });
    const editable = page.items.filter((i) => i.editable).map((i) => i.id);
    expect(editable.sort()).toEqual([w.mine.draft.id, w.mine.published.id, w.mine.archived.id].sort());
    const mine = await list('searchTerm=Vis2&mine=true', owner.h);
    expect(ids(mine)).toEqual([w.mine.draft.id, w.mine.published.id, w.mine.archived.id].sort());
    expect(mine.statusCounts).toEqual({ draft: 1, published: 1, archived: 1 });
  });

  it('admins: every course', async () => {
    const w = await world('Vis3');
    for (const role of ['Admin', 'SuperAdmin'] as const) {
      const page = await list('searchTerm=Vis3', who[role].h);
      expect(page.totalCount).toBe(7);
      expect(page.statusCounts).toEqual({ draft: 2, published: 3, archived: 2 });
      expect(page.items.find((i) => i.id === w.theirs.draft.id)!.editable).toBe(false);
    }
  });

  it('every signed-in role may list; 401 without a token', async () => {
    for (const role of ROLES) await list('', who[role].h);
    expectError(await call(t, 'GET', '/api/courses', undefined, who.none.h), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/courses: filters and counts', () => {
  it('status filters the items while statusCounts keep every other filter', async () => {
    await world('Cnt1');
    const drafts = await list('searchTerm=Cnt1&status=draft', who.Admin.h);
    expect(drafts.totalCount).toBe(2);
    expect(drafts.items.every((i) => i.status === 'draft')).toBe(true);
    expect(drafts.statusCounts).toEqual({ draft: 2, published: 3, archived: 2 });
    const learnerArchived = await list('searchTerm=Cnt1&status=archived', who.Learner.h);
    expect(learnerArchived.totalCount).toBe(0);
    expect(learnerArchived.statusCounts).toEqual({ draft: 0, published: 2, archived: 0 });
  });

  it('search looks in title and description, ignoring case, taking % and _ literally', async () => {
    const category = await createCategory(t);
    const a = (await createCourse(t, { ownerId: owner.user.id, categoryId: category.id, title: 'Kotlin 100% basics' }))
      .course;
    const b = (await createCourse(t, { ownerId: owner.user.id, categoryId: category.id, title: 'Other thing' })).course;
    await t.db.update(courses).set({ description: 'Learn KOTLIN coroutines' }).where(eq(courses.id, b.id));
    const q = `categoryId=${category.id}`;
    expect(ids(await list(`${q}&searchTerm=kotlin`, who.Learner.h))).toEqual([a.id, b.id].sort());
    expect(ids(await list(`${q}&searchTerm=${encodeURIComponent('100%')}`, who.Learner.h))).toEqual([a.id]);
    expect(ids(await list(`${q}&searchTerm=${encodeURIComponent('0_b')}`, who.Learner.h))).toEqual([]);
  });

  it('category and technologies (any of them)', async () => {
    const [c1, c2] = [await createCategory(t), await createCategory(t)];
    const [x, y, z] = [await createTechnology(t), await createTechnology(t), await createTechnology(t)];
    const one = (await createCourse(t, { ownerId: owner.user.id, categoryId: c1.id, technologyIds: [x.id] })).course;
    const two = (await createCourse(t, { ownerId: owner.user.id, categoryId: c1.id, technologyIds: [x.id, y.id] }))
      .course;
    const three = (await createCourse(t, { ownerId: owner.user.id, categoryId: c2.id, technologyIds: [y.id] })).course;
    expect(ids(await list(`categoryId=${c1.id}`, who.Learner.h))).toEqual([one.id, two.id].sort());
    expect(ids(await list(`technologyIds=${y.id}`, who.Learner.h))).toEqual([two.id, three.id].sort());
    expect(ids(await list(`technologyIds=${x.id},${y.id}`, who.Learner.h))).toEqual([one.id, two.id, three.id].sort());
    expect(ids(await list(`technologyIds=${y.id}&categoryId=${c2.id}`, who.Learner.h))).toEqual([three.id]);
    expect((await list(`technologyIds=${z.id}`, who.Learner.h)).totalCount).toBe(0);
    expect((await list(`categoryId=00000000-0000-4000-8000-000000000000`, who.Learner.h)).totalCount).toBe(0);
  });

  it("enrolled filters on the learner's own enrolments (nothing for other roles)", async () => {
    const category = await createCategory(t);
    const [a, b] = [
      (await createCourse(t, { ownerId: owner.user.id, categoryId: category.id })).course,
      (await createCourse(t, { ownerId: owner.user.id, categoryId: category.id })).course,
    ];
    const learner = await signedInAs(t, 'Learner');
    await enrol(t, a.id, learner.user.id);
    await enrol(t, b.id, (await createUser(t)).id);
    const q = `categoryId=${category.id}`;
    expect(ids(await list(`${q}&enrolled=true`, learner.h))).toEqual([a.id]);
    expect(ids(await list(`${q}&enrolled=false`, learner.h))).toEqual([b.id]);
    expect((await list(`${q}&enrolled=true`, who.Admin.h)).totalCount).toBe(0);
    expect((await list(`${q}&enrolled=false`, who.Admin.h)).totalCount).toBe(2);
  });

  it('bad query values are 400 with the field named', async () => {
    const bad = (q: string) => call(t, 'GET', `/api/courses?${q}`, undefined, who.Learner.h);
    expectValidation(await bad('status=bogus'), 'status');
    expectValidation(await bad('pageSize=61'), 'pageSize');
    expectValidation(await bad('pageNumber=0'), 'pageNumber');
    expectValidation(await bad('sort=owner'), 'sort');
    expectValidation(await bad('technologyIds=nope'), 'technologyIds.0');
    expectValidation(await bad('categoryId=nope'), 'categoryId');
    expectValidation(await bad('enrolled=maybe'), 'enrolled');
    expectValidation(await bad(`searchTerm=${'x'.repeat(101)}`), 'searchTerm');
  });
});

describe('GET /api/courses: cards, order and pages', () => {
  it('each card carries names, counts, the own enrolment and a signed thumbnail address; no checklist', async () => {
    const category = await createCategory(t);
    const tech = await createTechnology(t);
    const { course } = await createCourse(t, {
      ownerId: owner.user.id,
      categoryId: category.id,
      technologyIds: [tech.id],
      lessons: [1, 1, 1],
    });
    const learner = await signedInAs(t, 'Learner');
    const mine = await enrol(t, course.id, learner.user.id, { dueDate: '2999-12-31' });
    await t.db.update(enrolments).set({ progress: 33, startedAt: new Date() }).where(eq(enrolments.id, mine.id));
    const done = await enrol(t, course.id, (await createUser(t)).id);
    await t.db.update(enrolments).set({ progress: 100, completedAt: new Date() }).where(eq(enrolments.id, done.id));
    const [item] = (await list(`categoryId=${category.id}`, learner.h)).items;
    expect(item).toMatchObject({
      id: course.id,
      category: { id: category.id, name: category.name },
      technologies: [{ id: tech.id, name: tech.name }],
      owner: { id: owner.user.id, name: owner.user.name },
      lessonCount: 3,
      enrolmentCount: 2,
      completionCount: 1,
      editable: false,
      readiness: null,
      thumbnailUrl: null,
      enrolment: { id: mine.id, progress: 33, status: 'in-progress', dueDate: '2999-12-31', completedAt: null },
    });
    // Another learner sees the same card without an enrolment; a thumbnail comes as a signed address.
    const thumb = await storeBytes(t.db, { name: 't.png', mimeType: 'image/png', createdBy: null, bytes: PNG_BYTES });
    await t.db.update(courses).set({ thumbnailFileId: thumb }).where(eq(courses.id, course.id));
    const [seen] = (await list(`categoryId=${category.id}`, who.Learner.h)).items;
    expect(seen!.enrolment).toBeNull();
    expect(seen!.thumbnailUrl).toMatch(new RegExp(`^/api/courses/${course.id}/thumbnail\\?v=${thumb.slice(0, 8)}&t=`));
    expect((await call(t, 'GET', seen!.thumbnailUrl, undefined, {})).statusCode).toBe(200);
  });

  it('sorts by title (either way, ignoring case) and pages with the total', async () => {
    const category = await createCategory(t);
    const titles = ['delta', 'Alpha', 'charlie', 'Bravo', 'echo'];
    for (const title of titles) await createCourse(t, { ownerId: owner.user.id, categoryId: category.id, title });
    const q = `categoryId=${category.id}`;
    const first = await list(`${q}&pageSize=2`, who.Learner.h);
    expect(first.items.map((i) => i.title)).toEqual(['Alpha', 'Bravo']);
    expect(first).toMatchObject({ totalCount: 5, hasNextPage: true, pageNumber: 1, pageSize: 2 });
    const last = await list(`${q}&pageSize=2&pageNumber=3`, who.Learner.h);
    expect(last.items.map((i) => i.title)).toEqual(['echo']);
    expect(last.hasNextPage).toBe(false);
    const down = await list(`${q}&sort=-title`, who.Learner.h);
    expect(down.items.map((i) => i.title)).toEqual(['echo', 'delta', 'charlie', 'Bravo', 'Alpha']);
    const past = await list(`${q}&pageNumber=9`, who.Learner.h);
    expect(past).toMatchObject({ items: [], totalCount: 5 });
    for (const sort of ['createdAt', '-updatedAt', 'publishedAt'])
      expect((await list(`${q}&sort=${sort}`, who.Learner.h)).totalCount).toBe(5);
  });

  it('a category made inactive takes its courses out of the catalogue, not out of the coordinator list', async () => {
    const category = await createCategory(t);
    const { course } = await createCourse(t, { ownerId: owner.user.id, categoryId: category.id });
    await t.db.update(courseCategories).set({ status: 'inactive' }).where(eq(courseCategories.id, category.id));
    expect((await list(`categoryId=${category.id}`, who.Learner.h)).totalCount).toBe(0);
    expect(ids(await list(`categoryId=${category.id}`, other.h))).toEqual([course.id]);
  });
});
