import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_INACTIVE,
  CATEGORY_NOT_FOUND,
  COURSE_DESCRIPTION_MAX,
  COURSE_DESCRIPTION_TOO_LONG,
  COURSE_NOT_FOUND,
  COURSE_TITLE_MAX,
  ESTIMATED_TIME_INVALID,
  ESTIMATED_TIME_REQUIRED,
  TECHNOLOGIES_DUPLICATE,
  TECHNOLOGY_INACTIVE,
  TECHNOLOGY_NOT_FOUND,
  TITLE_REQUIRED,
  TITLE_TOO_LONG,
} from '@talentpath/contracts/learning-messages';
import { ROLES, type Role } from '@talentpath/contracts/roles';
import { files } from '../../src/db/schema/files.ts';
import { courses, enrolments, materials } from '../../src/db/schema/learning.ts';
import { storeBytes } from '../../src/platform/files.ts';
import { createUser, fileTestApp } from '../support/test-app.ts';
import { expectError, expectValidation } from '../support/api.ts';
import { call, everyRole, signedInAs, type Headers } from '../support/callers.ts';
import { createCategory, createCourse, createTechnology, enrol } from '../support/learning.ts';

// /api/courses (ADR 0032): the role matrix of every route, ownership, validation, the publish checklist and the
// status transitions, delete with enrolments (also racing one), and reassignment.

const t = await fileTestApp();
const p = t.app.platform;
const who = await everyRole(t);
const owner = who.CourseCoordinator;
const other = await signedInAs(t, 'CourseCoordinator');
const MISSING = '00000000-0000-4000-8000-000000000000';

type Res = { statusCode: number; body: string; json: () => any };
function ok(res: Res, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.statusCode === 204 ? null : res.json();
}
const events: { kind: string; payload: unknown }[] = [];
for (const kind of ['course.published', 'course.archived'] as const)
  p.events.on(kind, (payload) => void events.push({ kind, payload }));

const create = (body: Record<string, unknown>, h: Headers = owner.h) => call(t, 'POST', '/api/courses', body, h);
const draft = async (body: Record<string, unknown> = {}) =>
  ok(await create({ title: 'Draft course', estimatedTime: 45, ...body }), 201);
const get = (id: string, h: Headers) => call(t, 'GET', `/api/courses/${id}`, undefined, h);
const act = (id: string, action: 'publish' | 'archive', h: Headers = owner.h) =>
  call(t, 'POST', `/api/courses/${id}/${action}`, undefined, h);
const rowOf = async (id: string) => (await t.db.select().from(courses).where(eq(courses.id, id)))[0];

describe('POST /api/courses', () => {
  it('makes a draft owned by the caller, with its category and technologies, and the checklist', async () => {
    const category = await createCategory(t);
    const [a, b] = [await createTechnology(t, { name: 'Zig course tech' }), await createTechnology(t)];
    const course = await draft({
      title: '  Intro to Zig  ',
      description: 'Systems programming.',
      categoryId: category.id,
      technologyIds: [a.id, b.id.toUpperCase()],
    });
    expect(course).toMatchObject({
      title: 'Intro to Zig',
      description: 'Systems programming.',
      estimatedTime: 45,
      status: 'draft',
      category: { id: category.id, name: category.name },
      owner: { id: owner.user.id, name: owner.user.name },
      thumbnailUrl: null,
      lessonCount: 0,
      enrolmentCount: 0,
      completionCount: 0,
      publishedAt: null,
      archivedAt: null,
      editable: true,
      enrolment: null,
      readiness: {
        ready: false,
        issues: [
          { issue: 'noLessons', blocking: true },
          { issue: 'noThumbnail', blocking: false },
        ],
      },
    });
    expect(course.technologies.map((x: { id: string }) => x.id).sort()).toEqual([a.id, b.id].sort());
    expect(ok(await get(course.id, owner.h))).toEqual(course);
  });

  it('answers field messages for bad input, and stores nothing', async () => {
    const before = await t.db.$count(courses);
    const base = { title: 'Valid', estimatedTime: 30 };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, title: '   ' }, 'title', TITLE_REQUIRED],
      [{ estimatedTime: 30 }, 'title', TITLE_REQUIRED],
      [{ ...base, title: 'x'.repeat(COURSE_TITLE_MAX + 1) }, 'title', TITLE_TOO_LONG],
      [{ ...base, description: 'd'.repeat(COURSE_DESCRIPTION_MAX + 1) }, 'description', COURSE_DESCRIPTION_TOO_LONG],
      [{ title: 'Valid' }, 'estimatedTime', ESTIMATED_TIME_REQUIRED],
      [{ ...base, estimatedTime: 0 }, 'estimatedTime', ESTIMATED_TIME_INVALID],
      [{ ...base, estimatedTime: '90' }, 'estimatedTime', ESTIMATED_TIME_INVALID],
      [{ ...base, estimatedTime: 1.5 }, 'estimatedTime', ESTIMATED_TIME_INVALID],
      [{ ...base, estimatedTime: -5 }, 'estimatedTime', ESTIMATED_TIME_INVALID],
      [{ ...base, estimatedTime: 60_001 }, 'estimatedTime', ESTIMATED_TIME_INVALID],
      [{ ...base, categoryId: 'not-an-id' }, 'categoryId', CATEGORY_NOT_FOUND],
      [{ ...base, categoryId: MISSING }, 'categoryId', CATEGORY_NOT_FOUND],
      [{ ...base, technologyIds: [MISSING] }, 'technologyIds.0', TECHNOLOGY_NOT_FOUND],
      [{ ...base, technologyIds: ['nope'] }, 'technologyIds.0', TECHNOLOGY_NOT_FOUND],
    ];
    for (const [body, path, message] of cases) expectValidation(await create(body), path, message);
    const inactive = await createCategory(t, { status: 'inactive' });
    expectValidation(await create({ ...base, categoryId: inactive.id }), 'categoryId', CATEGORY_INACTIVE);
    const tech = await createTechnology(t);
    const off = await createTechnology(t, { status: 'inactive' });
    expectValidation(
      await create({ ...base, technologyIds: [tech.id, off.id] }),
      'technologyIds.1',
      TECHNOLOGY_INACTIVE,
    );
    expectValidation(
      await create({ ...base, technologyIds: [tech.id, tech.id] }),
      'technologyIds',
      TECHNOLOGIES_DUPLICATE,
    );
    expect(await t.db.$count(courses)).toBe(before);
  });

  it('is for course coordinators only', async () => {
    for (const role of ROLES.filter((r) => r !== 'CourseCoordinator'))
      expectError(await create({ title: 'No', estimatedTime: 5 }, who[role].h), 403, 'FORBIDDEN');
    expectError(await create({ title: 'No', estimatedTime: 5 }, who.none.h), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/courses/{id}: who sees what', () => {
  const sees = async (id: string, role: Role | 'other', expected: 200 | 404) => {
    const res = await get(id, role === 'other' ? other.h : who[role].h);
    if (expected === 404) expectError(res, 404, 'NOT_FOUND', COURSE_NOT_FOUND);
    else expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
    return res.statusCode === 200 ? res.json() : null;
  };

  it('a draft: its owner and admins; 404 to everyone else', async () => {
    const { course } = await createCourse(t, { ownerId: owner.user.id, status: 'draft' });
    for (const role of ['CourseCoordinator', 'Admin', 'SuperAdmin'] as const) await sees(course.id, role, 200);
    for (const role of ['Learner', 'ProjectManager', 'other'] as const) await sees(course.id, role, 404);
    expectError(await get(course.id, who.none.h), 401, 'UNAUTHORIZED');
  });

  it('published: every role; the checklist only for the owner and admins; editable only for the owner', async () => {
    const { course } = await createCourse(t, { ownerId: owner.user.id });
    for (const role of [...ROLES, 'other'] as const) {
      const body = await sees(course.id, role, 200);
      const privileged = role === 'CourseCoordinator' || role === 'Admin' || role === 'SuperAdmin';
      expect(body.readiness === null, role).toBe(!privileged);
      expect(body.editable, role).toBe(role === 'CourseCoordinator');
    }
  });

  it('archived: its owner, admins and enrolled learners; 404 to other learners and roles', async () => {
    const { course } = await createCourse(t, { ownerId: owner.user.id, status: 'archived' });
    for (const role of ['CourseCoordinator', 'Admin', 'SuperAdmin'] as const) await sees(course.id, role, 200);
    for (const role of ['Learner', 'ProjectManager', 'other'] as const) await sees(course.id, role, 404);
    const learner = await signedInAs(t, 'Learner');
    await enrol(t, course.id, learner.user.id, { dueDate: '2000-01-01' });
    const res = ok(await get(course.id, learner.h));
    expect(res.enrolment).toMatchObject({ status: 'overdue', progress: 0, dueDate: '2000-01-01', completedAt: null });
  });

  it('an unknown id is a 404; one that is not a uuid a 400 with the same message', async () => {
    expectError(await get(MISSING, who.Admin.h), 404, 'NOT_FOUND', COURSE_NOT_FOUND);
    expectValidation(await get('not-a-uuid', who.Admin.h), 'id', COURSE_NOT_FOUND);
  });
});

describe('PUT /api/courses/{id}', () => {
  it('the owner changes any field in any status; technologies are replaced; null removes the category', async () => {
    const { course } = await createCourse(t, { ownerId: owner.user.id });
    const [x, y] = [await createTechnology(t), await createTechnology(t)];
    const changed = ok(
      await call(
        t,
        'PUT',
        `/api/courses/${course.id}`,
        { title: 'Renamed', estimatedTime: 120, description: '', technologyIds: [x.id, y.id] },
        owner.h,
      ),
    );
    expect(changed).toMatchObject({ title: 'Renamed', estimatedTime: 120, description: '', status: 'published' });
    expect(changed.technologies).toHaveLength(2);
    const fewer = ok(await call(t, 'PUT', `/api/courses/${course.id}`, { technologyIds: [y.id] }, owner.h));
    expect(fewer.technologies).toEqual([{ id: y.id, name: y.name }]);
    expect(fewer.title).toBe('Renamed');
    const bare = ok(await call(t, 'PUT', `/api/courses/${course.id}`, { categoryId: null }, owner.h));
    expect(bare.category).toBeNull();
    expect(bare.readiness.issues.map((i: { issue: string }) => i.issue)).toContain('noCategory');
  });

  it('keeps an inactive category or technology it already has, but does not take new ones', async () => {
    const category = await createCategory(t);
    const tech = await createTechnology(t);
    const { course } = await createCourse(t, {
      ownerId: owner.user.id,
      categoryId: category.id,
      technologyIds: [tech.id],
    });
    await t.db.execute(`update course_categories set status = 'inactive' where id = '${category.id}'`);
    await t.db.execute(`update technologies set status = 'inactive' where id = '${tech.id}'`);
    const kept = ok(
      await call(t, 'PUT', `/api/courses/${course.id}`, { categoryId: category.id, technologyIds: [tech.id] }, owner.h),
    );
    expect(kept.readiness.issues.map((i: { issue: string }) => i.issue)).toContain('inactiveCategory');
    const otherInactive = await createCategory(t, { status: 'inactive' });
    expectValidation(
      await call(t, 'PUT', `/api/courses/${course.id}`, { categoryId: otherInactive.id }, owner.h),
      'categoryId',
      CATEGORY_INACTIVE,
    );
    const offTech = await createTechnology(t, { status: 'inactive' });
    expectValidation(
      await call(t, 'PUT', `/api/courses/${course.id}`, { technologyIds: [tech.id, offTech.id] }, owner.h),
      'technologyIds.1',
      TECHNOLOGY_INACTIVE,
    );
    expectValidation(await call(t, 'PUT', `/api/courses/${course.id}`, { estimatedTime: 0 }, owner.h), 'estimatedTime');
    expectError(await call(t, 'PUT', `/api/courses/${course.id}`, {}, owner.h), 400, 'VALIDATION');
  });

  it('another coordinator: 403 on a course they see, 404 on a draft; other roles 403; 401 without a token', async () => {
    const { course: published } = await createCourse(t, { ownerId: owner.user.id });
    const { course: hidden } = await createCourse(t, { ownerId: owner.user.id, status: 'draft' });
    const change = (id: string, h: Headers) => call(t, 'PUT', `/api/courses/${id}`, { title: 'Taken' }, h);
    expectError(await change(published.id, other.h), 403, 'COURSE_NOT_OWNER');
    expectError(await change(hidden.id, other.h), 404, 'NOT_FOUND', COURSE_NOT_FOUND);
    expectError(await change(MISSING, owner.h), 404, 'NOT_FOUND', COURSE_NOT_FOUND);
    for (const role of ROLES.filter((r) => r !== 'CourseCoordinator'))
      expectError(await change(published.id, who[role].h), 403, 'FORBIDDEN');
    expectError(await change(published.id, who.none.h), 401, 'UNAUTHORIZED');
    expect((await rowOf(published.id))!.title).toBe(published.title);
  });
});

describe('publish and archive', () => {
  it('the checklist blocks publishing: no lessons, an empty lesson, no category, an inactive category', async () => {
    const empty = await draft();
    const refused = expectError(await act(empty.id, 'publish'), 409, 'COURSE_NOT_READY');
    expect(refused.details!.map((d) => d.path)).toEqual(['readiness.noLessons', 'readiness.noCategory']);
    expect(refused.details!.every((d) => d.message.length > 0)).toBe(true);

    const inactive = await createCategory(t, { status: 'inactive' });
    const { course, lessons } = await createCourse(t, {
      ownerId: owner.user.id,
      status: 'draft',
      categoryId: inactive.id,
      lessons: [1, 0],
    });
    const again = expectError(await act(course.id, 'publish'), 409, 'COURSE_NOT_READY');
    expect(again.details!.map((d) => d.path)).toEqual(['readiness.emptyLesson', 'readiness.inactiveCategory']);
    expect(again.details![0]!.message).toContain(lessons[1]!.title);
    expect((await rowOf(course.id))!.status).toBe('draft');
    const seen = ok(await get(course.id, owner.h));
    expect(seen.readiness.issues[0]).toEqual({
      issue: 'emptyLesson',
      blocking: true,
      lesson: { id: lessons[1]!.id, title: lessons[1]!.title },
    });
  });

  it('draft → published → archived → published, with events; repeated calls answer the course unchanged', async () => {
    const { course } = await createCourse(t, {
      ownerId: owner.user.id,
      status: 'draft',
      categoryId: (await createCategory(t)).id,
    });
    expectError(await act(course.id, 'archive'), 409, 'COURSE_TRANSITION_REFUSED');
    events.length = 0;
    const published = ok(await act(course.id, 'publish'));
    expect(published).toMatchObject({ status: 'published', archivedAt: null, readiness: { ready: true } });
    expect(published.publishedAt).not.toBeNull();
    expect(events).toEqual([
      { kind: 'course.published', payload: { courseId: course.id, courseTitle: course.title, actorId: owner.user.id } },
    ]);
    expect(ok(await act(course.id, 'publish'))).toMatchObject({
      status: 'published',
      publishedAt: published.publishedAt,
    });
    const archived = ok(await act(course.id, 'archive'));
    expect(archived).toMatchObject({ status: 'archived', publishedAt: published.publishedAt });
    expect(archived.archivedAt).not.toBeNull();
    expect(ok(await act(course.id, 'archive'))).toMatchObject({ status: 'archived', archivedAt: archived.archivedAt });
    const again = ok(await act(course.id, 'publish'));
    // publishedAt is the first publication's.
    expect(again).toMatchObject({ status: 'published', publishedAt: published.publishedAt, archivedAt: null });
    expect(events.map((e) => e.kind)).toEqual(['course.published', 'course.archived', 'course.published']);
  });

  it('only the owner: another coordinator 403 (404 on a draft), other roles 403, none 401', async () => {
    const { course } = await createCourse(t, { ownerId: owner.user.id });
    const { course: hidden } = await createCourse(t, { ownerId: owner.user.id, status: 'draft' });
    for (const action of ['publish', 'archive'] as const) {
      expectError(await act(course.id, action, other.h), 403, 'COURSE_NOT_OWNER');
      expectError(await act(hidden.id, action, other.h), 404, 'NOT_FOUND');
      expectError(await act(MISSING, action), 404, 'NOT_FOUND');
      for (const role of ROLES.filter((r) => r !== 'CourseCoordinator'))
        expectError(await act(course.id, action, who[role].h), 403, 'FORBIDDEN');
      expectError(await act(course.id, action, who.none.h), 401, 'UNAUTHORIZED');
    }
    expect((await rowOf(course.id))!.status).toBe('published');
    expect((await rowOf(hidden.id))!.status).toBe('draft');
  });
});

describe('DELETE /api/courses/{id}', () => {
  const remove = (id: string, h: Headers = owner.h) => call(t, 'DELETE', `/api/courses/${id}`, undefined, h);

  it('removes a course without enrolments in any status, with its lessons, materials, files and thumbnail', async () => {
    const { course, lessons } = await createCourse(t, { ownerId: owner.user.id, status: 'archived' });
    const bytes = new TextEncoder().encode('%PDF-1.4 test');
    const pdf = await storeBytes(t.db, { name: 'a.pdf', mimeType: 'application/pdf', createdBy: null, bytes });
    const thumb = await storeBytes(t.db, { name: 't.png', mimeType: 'image/png', createdBy: null, bytes });
    await t.db
      .insert(materials)
      .values({ lessonId: lessons[0]!.id, kind: 'file', title: 'PDF', position: 9, fileId: pdf });
    await t.db.update(courses).set({ thumbnailFileId: thumb }).where(eq(courses.id, course.id));
    ok(await remove(course.id), 204);
    expect(await rowOf(course.id)).toBeUndefined();
    expect(await t.db.$count(files, eq(files.id, pdf))).toBe(0);
    expect(await t.db.$count(files, eq(files.id, thumb))).toBe(0);
    expectError(await remove(course.id), 404, 'NOT_FOUND');
  });

  it('refuses while the course has enrolments (archive it instead)', async () => {
    const { course } = await createCourse(t, { ownerId: owner.user.id });
    await enrol(t, course.id, (await createUser(t)).id);
    expectError(await remove(course.id), 409, 'COURSE_HAS_ENROLMENTS');
    expect(await rowOf(course.id)).toBeDefined();
  });

  it('an enrolment racing the delete: one of them wins, never both, never a 500', async () => {
    for (let i = 0; i < 6; i++) {
      const { course } = await createCourse(t, { ownerId: owner.user.id });
      const learner = await createUser(t);
      const [res, inserted] = await Promise.all([
        remove(course.id),
        // Later and later, so that on PostgreSQL either side may come first.
        new Promise((resolve) => setTimeout(resolve, i * 4))
          .then(() => t.db.insert(enrolments).values({ courseId: course.id, userId: learner.id, source: 'self' }))
          .then(
            () => true,
            () => false,
          ),
      ]);
      if (res.statusCode === 204) expect(inserted).toBe(false);
      else {
        expectError(res, 409, 'COURSE_HAS_ENROLMENTS');
        expect(inserted).toBe(true);
      }
    }
  });

  // PostgreSQL only: PGlite has one connection, so a delete could not run beside an open transaction.
  it.skipIf(t.kind !== 'postgres')('waits for an enrolment being inserted, then refuses', async () => {
    const { course } = await createCourse(t, { ownerId: owner.user.id });
    const learner = await createUser(t);
    let answer: ReturnType<typeof remove> | undefined;
    await t.db.transaction(async (tx) => {
      await tx.insert(enrolments).values({ courseId: course.id, userId: learner.id, source: 'self' });
      answer = remove(course.id);
      // The delete now waits for the course row, which the enrolment's foreign key holds.
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expectError(await answer!, 409, 'COURSE_HAS_ENROLMENTS');
    expect(await rowOf(course.id)).toBeDefined();
  });

  it('only the owner', async () => {
    const { course } = await createCourse(t, { ownerId: owner.user.id, status: 'draft' });
    const { course: shown } = await createCourse(t, { ownerId: owner.user.id });
    expectError(await remove(course.id, other.h), 404, 'NOT_FOUND');
    expectError(await remove(shown.id, other.h), 403, 'COURSE_NOT_OWNER');
    for (const role of ROLES.filter((r) => r !== 'CourseCoordinator'))
      expectError(await remove(shown.id, who[role].h), 403, 'FORBIDDEN');
    expectError(await remove(shown.id, who.none.h), 401, 'UNAUTHORIZED');
    expect(await rowOf(course.id)).toBeDefined();
    expect(await rowOf(shown.id)).toBeDefined();
  });
});

describe('POST /api/courses/{id}/reassign', () => {
  const reassign = (id: string, ownerId: unknown, h: Headers = who.Admin.h) =>
    call(t, 'POST', `/api/courses/${id}/reassign`, { ownerId }, h);

  it('an admin hands a course to another active coordinator, who may then change it', async () => {
    const { course } = await createCourse(t, { ownerId: owner.user.id, status: 'draft' });
    const moved = ok(await reassign(course.id, other.user.id));
    expect(moved.owner).toEqual({ id: other.user.id, name: other.user.name });
    expect(moved.editable).toBe(false);
    ok(await call(t, 'PUT', `/api/courses/${course.id}`, { title: 'Mine now' }, other.h));
    expectError(await call(t, 'PUT', `/api/courses/${course.id}`, { title: 'Back' }, owner.h), 404, 'NOT_FOUND');
    ok(await reassign(course.id, owner.user.id, who.SuperAdmin.h));
  });

  it('the new owner must be an active, not deleted course coordinator', async () => {
    const { course } = await createCourse(t, { ownerId: owner.user.id });
    const disabled = await createUser(t, { roles: ['CourseCoordinator'], status: 'disabled' });
    const deleted = await createUser(t, { roles: ['CourseCoordinator'] });
    await t.db.execute(`update users set deleted_at = now() where id = '${deleted.id}'`);
    for (const id of [who.Learner.user.id, disabled.id, deleted.id, MISSING, 'nope', null])
      expectValidation(await reassign(course.id, id), 'ownerId', 'Choose a course coordinator');
    expect((await rowOf(course.id))!.ownerId).toBe(owner.user.id);
    expectError(await reassign(MISSING, other.user.id), 404, 'NOT_FOUND');
  });

  it('is for admins only', async () => {
    const { course } = await createCourse(t, { ownerId: owner.user.id });
    for (const role of ['Learner', 'ProjectManager', 'CourseCoordinator'] as const)
      expectError(await reassign(course.id, other.user.id, who[role].h), 403, 'FORBIDDEN');
    expectError(await reassign(course.id, other.user.id, who.none.h), 401, 'UNAUTHORIZED');
  });
});
