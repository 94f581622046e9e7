import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  LESSON_NOT_FOUND,
  LESSON_SUMMARY_TOO_LONG,
  LESSON_TITLE_TOO_LONG,
  LESSONS_MAX,
  LESSONS_TOO_MANY,
  NOTHING_TO_CHANGE,
  REORDER_DUPLICATE,
  TITLE_REQUIRED,
} from '@talentpath/contracts/learning-messages';
import type { Lesson } from '@talentpath/contracts/lessons';
import { files } from '../../src/db/schema/files.ts';
import { courses, enrolments, lessonCompletions, lessons, materials } from '../../src/db/schema/learning.ts';
import { storeBytes } from '../../src/platform/files.ts';
import { fileTestApp } from '../support/test-app.ts';
import { expectError, expectValidation } from '../support/api.ts';
import { call, everyRole, signedInAs, type Headers } from '../support/callers.ts';
import { createCourse, enrol } from '../support/learning.ts';

const t = await fileTestApp();
const who = await everyRole(t);
const owner = who.CourseCoordinator;
const otherCoordinator = await signedInAs(t, 'CourseCoordinator');
const MISSING = '00000000-0000-4000-8000-000000000000';
const NOT_AUTHORS = ['Learner', 'ProjectManager', 'Admin', 'SuperAdmin'] as const;

const list = (courseId: string, h: Headers = owner.h) =>
  call(t, 'GET', `/api/courses/${courseId}/lessons`, undefined, h);
const create = (courseId: string, body: unknown, h: Headers = owner.h) =>
  call(t, 'POST', `/api/courses/${courseId}/lessons`, body, h);
const reorder = (courseId: string, ids: unknown, h: Headers = owner.h) =>
  call(t, 'PUT', `/api/courses/${courseId}/lessons`, { ids }, h);
const update = (id: string, body: unknown, h: Headers = owner.h) => call(t, 'PUT', `/api/lessons/${id}`, body, h);
const remove = (id: string, h: Headers = owner.h) => call(t, 'DELETE', `/api/lessons/${id}`, undefined, h);

const course = (options: Partial<Parameters<typeof createCourse>[1]> = {}) =>
  createCourse(t, { ownerId: owner.user.id, ...options });
const lessonRows = (courseId: string) =>
  t.db.select().from(lessons).where(eq(lessons.courseId, courseId)).orderBy(asc(lessons.position));
const enrolmentRow = async (id: string) => (await t.db.select().from(enrolments).where(eq(enrolments.id, id)))[0]!;
const complete = (enrolmentId: string, lessonId: string) =>
  t.db.insert(lessonCompletions).values({ enrolmentId, lessonId });

/** The lesson and completion events after their commits, in the order they were recorded. */
const events: { kind: string; courseId: string; enrolmentId?: string }[] = [];
for (const kind of ['lesson.added', 'lesson.removed', 'course.completed'] as const)
  t.app.platform.events.on(kind, (e) => void events.push({ kind, ...e }));
const eventsOf = (courseId: string) =>
  events.filter((e) => e.courseId === courseId).map((e) => (e.enrolmentId ? [e.kind, e.enrolmentId] : [e.kind]));

/** A file material in the lesson (a small PDF stored as an upload would be). */
async function fileMaterial(lessonId: string) {
  const fileId = await storeBytes(t.db, {
    name: 'handout.pdf',
    mimeType: 'application/pdf',
    createdBy: owner.user.id,
    bytes: new TextEncoder().encode('%PDF-1.4 secret handout'),
  });
  const [row] = await t.db
    .insert(materials)
    .values({ lessonId, kind: 'file', title: 'Handout', position: 9, fileId })
    .returning();
  return { material: row!, fileId };
}

describe('GET /api/courses/{id}/lessons', () => {
  it('a published course: every role reads its lessons in order; 401 without a token', async () => {
    const { course: c, lessons: ls } = await course({ lessons: [1, 2, 0] });
    for (const role of ['Learner', 'CourseCoordinator', 'ProjectManager', 'Admin', 'SuperAdmin'] as const) {
      const res = await list(c.id, who[role].h);
      expect(res.statusCode, role).toBe(200);
      const items = res.json().items as Lesson[];
      expect(items.map((l) => l.id)).toEqual(ls.map((l) => l.id));
      expect(items.map((l) => l.materials.length)).toEqual([1, 2, 0]);
    }
    expect((await list(c.id, otherCoordinator.h)).statusCode).toBe(200);
    expectError(await list(c.id, who.none.h), 401, 'UNAUTHORIZED');
    expectError(await list(MISSING), 404, 'NOT_FOUND', 'Course not found');
    expectError(await list('nope'), 400, 'VALIDATION');
  });

  it('a draft is 404 to everyone but its owner and admins; an archived one also to learners not enrolled', async () => {
    const { course: draft } = await course({ status: 'draft' });
    for (const h of [owner.h, who.Admin.h, who.SuperAdmin.h]) expect((await list(draft.id, h)).statusCode).toBe(200);
    for (const h of [otherCoordinator.h, who.Learner.h, who.ProjectManager.h])
      expectError(await list(draft.id, h), 404, 'NOT_FOUND', 'Course not found');

    const { course: archived } = await course({ status: 'archived' });
    const enrolled = await signedInAs(t, 'Learner');
    await enrol(t, archived.id, enrolled.user.id);
    expect((await list(archived.id, enrolled.h)).statusCode).toBe(200);
    expect((await list(archived.id, who.Admin.h)).statusCode).toBe(200);
    for (const h of [who.Learner.h, otherCoordinator.h, who.ProjectManager.h])
      expectError(await list(archived.id, h), 404, 'NOT_FOUND');
  });

  it('before enrolling, a learner gets the outline only: no text, address or file in the JSON', async () => {
    const { course: c, lessons: ls } = await course({ lessons: [1] });
    const { material } = await fileMaterial(ls[0]!.id);
    await t.db
      .insert(materials)
      .values({ lessonId: ls[0]!.id, kind: 'link', title: 'Docs', position: 10, url: 'https://example.com/x' });
    const stranger = await signedInAs(t, 'Learner');
    for (const h of [stranger.h, who.ProjectManager.h, otherCoordinator.h]) {
      const res = await list(c.id, h);
      expect(res.body).not.toContain('Read me');
      expect(res.body).not.toContain('example.com');
      expect(res.body).not.toContain('/api/materials/');
      expect(res.body).not.toContain('handout.pdf');
      const ms = (res.json().items as Lesson[])[0]!.materials;
      expect(ms.map((m) => m.kind)).toEqual(['text', 'file', 'link']);
      for (const m of ms) expect(m).toMatchObject({ locked: true, body: null, url: null, embedUrl: null, file: null });
    }

    // Enrolled: the content, the file's signed address and description.
    await enrol(t, c.id, stranger.user.id);
    const open = (await list(c.id, stranger.h)).json().items[0].materials as Lesson['materials'];
    expect(open[0]).toMatchObject({ kind: 'text', locked: false, body: '<p>Read me.</p>' });
    expect(open[1]).toMatchObject({
      id: material.id,
      locked: false,
      file: { name: 'handout.pdf', mimeType: 'application/pdf', category: 'pdf', size: 23 },
    });
    expect(open[1]!.url).toMatch(new RegExp(`^/api/materials/${material.id}\\?t=`));
    expect(open[2]).toMatchObject({ kind: 'link', locked: false, url: 'https://example.com/x' });
    // The owner and admins open everything.
    for (const h of [owner.h, who.Admin.h])
      expect((await list(c.id, h)).json().items[0].materials.every((m: { locked: boolean }) => !m.locked)).toBe(true);
  });

  it('in an archived course, an enrolled learner opens only the lessons they completed', async () => {
    const { course: c, lessons: ls } = await course({ lessons: [1, 1] });
    const learner = await signedInAs(t, 'Learner');
    const e = await enrol(t, c.id, learner.user.id);
    await complete(e.id, ls[0]!.id);
    await t.db.update(courses).set({ status: 'archived', archivedAt: new Date() }).where(eq(courses.id, c.id));
    const items = (await list(c.id, learner.h)).json().items as Lesson[];
    expect(items[0]!.materials[0]).toMatchObject({ locked: false, body: '<p>Read me.</p>' });
    expect(items[1]!.materials[0]).toMatchObject({ locked: true, body: null });
  });
});

describe('POST /api/courses/{id}/lessons', () => {
  it('the owner adds a lesson last (trimmed); 201 with the lesson', async () => {
    const { course: c, lessons: ls } = await course({ status: 'draft' });
    const res = await create(c.id, { title: '  Closing words ', summary: ' What we learnt\nand why ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      courseId: c.id,
      title: 'Closing words',
      summary: 'What we learnt\nand why',
      position: ls.at(-1)!.position + 1,
      materials: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await lessonRows(c.id)).at(-1)!.id).toBe(res.json().id);
    // Without a summary: empty.
    expect((await create(c.id, { title: 'Extra' })).json().summary).toBe('');
  });

  it('role matrix: only the owning coordinator; others 403 (404 for a draft they cannot see); 401 without a token', async () => {
    const { course: published } = await course();
    const { course: draft } = await course({ status: 'draft' });
    for (const role of NOT_AUTHORS)
      expectError(await create(published.id, { title: 'X' }, who[role].h), 403, 'FORBIDDEN');
    expectError(await create(published.id, { title: 'X' }, otherCoordinator.h), 403, 'COURSE_NOT_OWNER');
    expectError(await create(draft.id, { title: 'X' }, otherCoordinator.h), 404, 'NOT_FOUND', 'Course not found');
    expectError(await create(published.id, { title: 'X' }, who.none.h), 401, 'UNAUTHORIZED');
    expectError(await create(MISSING, { title: 'X' }), 404, 'NOT_FOUND', 'Course not found');
    expect(await lessonRows(published.id)).toHaveLength(2);
    expect(await lessonRows(draft.id)).toHaveLength(2);
  });

  it('refuses bad input with field messages and changes nothing', async () => {
    const { course: c } = await course({ status: 'draft' });
    expectValidation(await create(c.id, { title: '   ' }), 'title', TITLE_REQUIRED);
    expectValidation(await create(c.id, {}), 'title', TITLE_REQUIRED);
    expectValidation(await create(c.id, { title: 'x'.repeat(151) }), 'title', LESSON_TITLE_TOO_LONG);
    expectValidation(
      await create(c.id, { title: 'Ok', summary: 'y'.repeat(1001) }),
      'summary',
      LESSON_SUMMARY_TOO_LONG,
    );
    expectValidation(await create(c.id, { title: 'Ok', summary: 5 }), 'summary');
    expectValidation(await create(c.id, { title: 'a\u0000b' }), 'title');
    expectError(await create('12', { title: 'Ok' }), 400, 'VALIDATION');
    expect(await lessonRows(c.id)).toHaveLength(2);
  });

  it(`a course holds at most ${LESSONS_MAX} lessons`, async () => {
    const { course: c } = await course({ status: 'draft', lessons: [] });
    await t.db
      .insert(lessons)
      .values(Array.from({ length: LESSONS_MAX }, (_, i) => ({ courseId: c.id, title: `L${i}`, position: i + 1 })));
    expectValidation(await create(c.id, { title: 'One too many' }), 'courseId', LESSONS_TOO_MANY);
    expect(await lessonRows(c.id)).toHaveLength(LESSONS_MAX);
  });

  it('concurrent creates take distinct places, in order', async () => {
    const { course: c } = await course({ status: 'draft', lessons: [] });
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => create(c.id, { title: `Parallel ${i}` })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const positions = (await lessonRows(c.id)).map((l) => l.position);
    expect(new Set(positions).size).toBe(8);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const listed = (await list(c.id)).json().items as Lesson[];
    expect(listed.map((l) => l.position)).toEqual(positions);
  });
});

describe('PUT /api/courses/{id}/lessons (reorder)', () => {
  it('the owner puts every lesson in a new order; answers the list in that order', async () => {
    const { course: c, lessons: ls } = await course({ lessons: [1, 1, 1] });
    const ids = ls.map((l) => l.id).reverse();
    const res = await reorder(
      c.id,
      ids.map((id) => id.toUpperCase()),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((l: Lesson) => l.id)).toEqual(ids);
    expect((await lessonRows(c.id)).map((l) => l.id)).toEqual(ids);
    expect((await list(c.id, who.Learner.h)).json().items.map((l: Lesson) => l.id)).toEqual(ids);
  });

  it('a stale list (one missing, one unknown, one of another course) is 409 ORDER_STALE and changes nothing', async () => {
    const { course: c, lessons: ls } = await course({ lessons: [1, 1, 1] });
    const { lessons: others } = await course();
    const ids = ls.map((l) => l.id);
    const before = await lessonRows(c.id);
    for (const stale of [ids.slice(1), [...ids, MISSING], [ids[0], ids[1], others[0]!.id], [...ids, others[0]!.id]])
      expectError(await reorder(c.id, stale), 409, 'ORDER_STALE');
    expectValidation(await reorder(c.id, [ids[0], ids[0], ids[1]]), 'ids', REORDER_DUPLICATE);
    expectValidation(await reorder(c.id, []), 'ids');
    expectValidation(await reorder(c.id, ['x']), 'ids.0', LESSON_NOT_FOUND);
    expect(await lessonRows(c.id)).toEqual(before);
  });

  it('role matrix', async () => {
    const { course: c, lessons: ls } = await course();
    const ids = ls.map((l) => l.id).reverse();
    for (const role of NOT_AUTHORS) expectError(await reorder(c.id, ids, who[role].h), 403, 'FORBIDDEN');
    expectError(await reorder(c.id, ids, otherCoordinator.h), 403, 'COURSE_NOT_OWNER');
    expectError(await reorder(c.id, ids, who.none.h), 401, 'UNAUTHORIZED');
    expectError(await reorder(MISSING, ids), 404, 'NOT_FOUND');
    expect((await lessonRows(c.id)).map((l) => l.id)).toEqual(ls.map((l) => l.id));
  });
});

describe('PUT /api/lessons/{id}', () => {
  it('the owner changes the title and the summary; others are refused', async () => {
    const { course: c, lessons: ls } = await course();
    const id = ls[0]!.id;
    const res = await update(id, { title: ' Renamed ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, courseId: c.id, title: 'Renamed', summary: '', position: 1 });
    expect(res.json().materials).toHaveLength(1);
    expect((await update(id, { summary: 'Now with a summary' })).json()).toMatchObject({
      title: 'Renamed',
      summary: 'Now with a summary',
    });
    expectValidation(await update(id, {}), '', NOTHING_TO_CHANGE);
    expectValidation(await update(id, { title: '' }), 'title', TITLE_REQUIRED);
    for (const role of NOT_AUTHORS) expectError(await update(id, { title: 'X' }, who[role].h), 403, 'FORBIDDEN');
    expectError(await update(id, { title: 'X' }, otherCoordinator.h), 403, 'COURSE_NOT_OWNER');
    expectError(await update(id, { title: 'X' }, who.none.h), 401, 'UNAUTHORIZED');
    expectError(await update(MISSING, { title: 'X' }), 404, 'NOT_FOUND', LESSON_NOT_FOUND);
    const { lessons: draftLessons } = await course({ status: 'draft' });
    expectError(
      await update(draftLessons[0]!.id, { title: 'X' }, otherCoordinator.h),
      404,
      'NOT_FOUND',
      LESSON_NOT_FOUND,
    );
    expect((await lessonRows(c.id))[0]).toMatchObject({ title: 'Renamed', summary: 'Now with a summary' });
  });
});

describe('DELETE /api/lessons/{id}', () => {
  it('the owner removes the lesson with its materials and their files', async () => {
    const { course: c, lessons: ls } = await course();
    const { fileId } = await fileMaterial(ls[0]!.id);
    for (const role of NOT_AUTHORS) expectError(await remove(ls[0]!.id, who[role].h), 403, 'FORBIDDEN');
    expectError(await remove(ls[0]!.id, otherCoordinator.h), 403, 'COURSE_NOT_OWNER');
    expectError(await remove(ls[0]!.id, who.none.h), 401, 'UNAUTHORIZED');
    expect(await lessonRows(c.id)).toHaveLength(2);

    expect((await remove(ls[0]!.id)).statusCode).toBe(204);
    expect((await lessonRows(c.id)).map((l) => l.id)).toEqual([ls[1]!.id]);
    expect(await t.db.select().from(materials).where(eq(materials.lessonId, ls[0]!.id))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(files)
        .where(inArray(files.id, [fileId])),
    ).toEqual([]);
    expectError(await remove(ls[0]!.id), 404, 'NOT_FOUND', LESSON_NOT_FOUND);
  });
});

describe('progress follows the lessons', () => {
  it('adding a lesson lowers progress (a completion stays); deleting the one a learner lacked completes them', async () => {
    const { course: c, lessons: ls } = await course({ lessons: [1, 1] });
    const [a, b] = [await signedInAs(t, 'Learner'), await signedInAs(t, 'Learner')];
    const half = await enrol(t, c.id, a.user.id);
    const done = await enrol(t, c.id, b.user.id);
    await complete(half.id, ls[0]!.id);
    await complete(done.id, ls[0]!.id);
    await complete(done.id, ls[1]!.id);
    await t.db.update(enrolments).set({ progress: 50, completedLessons: 1 }).where(eq(enrolments.id, half.id));
    const completedAt = new Date('2026-01-02T03:04:05Z');
    await t.db
      .update(enrolments)
      .set({ progress: 100, completedLessons: 2, completedAt })
      .where(eq(enrolments.id, done.id));

    const added = await create(c.id, { title: 'A third one' });
    expect(added.statusCode).toBe(201);
    expect(await enrolmentRow(half.id)).toMatchObject({ progress: 33, completedLessons: 1, completedAt: null });
    // A completion stays completed (ADR 0032).
    expect(await enrolmentRow(done.id)).toMatchObject({ progress: 100, completedLessons: 2, completedAt });

    // Removing the lessons `half` lacks completes their enrolment.
    expect((await remove(added.json().id)).statusCode).toBe(204);
    expect(await enrolmentRow(half.id)).toMatchObject({ progress: 50, completedLessons: 1, completedAt: null });
    expect((await remove(ls[1]!.id)).statusCode).toBe(204);
    const finished = await enrolmentRow(half.id);
    expect(finished).toMatchObject({ progress: 100, completedLessons: 1 });
    expect(finished.completedAt).not.toBeNull();
    // The completion is recorded in the lesson's delete, after it (enrolments recomputes within that transaction).
    expect(eventsOf(c.id)).toEqual([
      ['lesson.added'],
      ['lesson.removed'],
      ['lesson.removed'],
      ['course.completed', half.id],
    ]);
  });
});
