import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ASSIGN_MAX,
  COURSE_NOT_FOUND,
  DUE_DATE_INVALID,
  DUE_DATE_PAST,
  ENROLMENT_NOT_FOUND,
  LEARNER_NOT_FOUND,
  LEARNERS_DUPLICATE,
  LEARNERS_REQUIRED,
  LEARNERS_TOO_MANY,
} from '@talentpath/contracts/learning-messages';
import { enrolment as enrolmentSchema } from '@talentpath/contracts/enrolments';
import { ROLES } from '@talentpath/contracts/roles';
import { enrolments, lessonCompletions } from '../../src/db/schema/learning.ts';
import { userRoles, users } from '../../src/db/schema/users.ts';
import { addDays, today } from '@talentpath/contracts/calendar-days';
import { createTestApp, createUser, fileTestApp, type TestApp } from '../support/test-app.ts';
import { expectError, expectValidation } from '../support/api.ts';
import { call, everyRole, signedInAs, type Headers } from '../support/callers.ts';
import { createCourse, enrol } from '../support/learning.ts';
import { activityWritten } from '../../src/modules/analytics/analytics.public.ts';

// Enrolments (ADR 0032): self-enrolment (idempotent, also under 20 concurrent calls), assignment by the course's
// owner with due dates (validation, existing and completed enrolments, 500 at once), due date changes and
// removal, with the role matrix and ownership of each call. Lists and the CSV export: enrolment-lists.test.ts.

const t = await fileTestApp();
const p = t.app.platform;
const who = await everyRole(t);
const owner = who.CourseCoordinator;
const other = await signedInAs(t, 'CourseCoordinator');
const MISSING = '00000000-0000-4000-8000-000000000000';
const day = today();

type Res = { statusCode: number; body: string; json: () => any };
function ok(res: Res, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.statusCode === 204 ? null : res.json();
}
const events: { kind: string; payload: any }[] = [];
for (const kind of ['course.enrolled', 'course.assigned'] as const)
  p.events.on(kind, (payload) => void events.push({ kind, payload }));
const eventsOf = (kind: string, courseId: string) =>
  events.filter((e) => e.kind === kind && e.payload.courseId === courseId).map((e) => e.payload);

const selfEnrol = (courseId: string, h: Headers) => call(t, 'POST', `/api/courses/${courseId}/enrol`, undefined, h);
const assign = (courseId: string, body: unknown, h: Headers = owner.h) =>
  call(t, 'POST', `/api/courses/${courseId}/enrolments`, body, h);
const rowsOf = (courseId: string) => t.db.select().from(enrolments).where(eq(enrolments.courseId, courseId));
const rowOf = async (courseId: string, userId: string) =>
  (
    await t.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.courseId, courseId), eq(enrolments.userId, userId)))
  )[0];
const published = () => createCourse(t, { ownerId: owner.user.id });
/** ASSIGN_MAX learners inserted straight into the database. */
async function bulkLearners(app: TestApp, tag: string): Promise<string[]> {
  const rows = Array.from({ length: ASSIGN_MAX }, (_, i) => ({
    name: `Bulk learner ${i}`,
    email: `${tag}-${i}-${Date.now()}@example.test`,
    passwordHash: 'x',
  }));
  const ids = (await app.db.insert(users).values(rows).returning({ id: users.id })).map((u) => u.id);
  await app.db.insert(userRoles).values(ids.map((userId) => ({ userId, role: 'Learner' as const })));
  return ids;
}

describe('POST /api/courses/{id}/enrol', () => {
  it('enrols a learner in a published course (201), answers the same enrolment again (200), records course.enrolled once', async () => {
    const { course } = await published();
    const learner = await signedInAs(t, 'Learner');
    const first = ok(await selfEnrol(course.id, learner.h), 201);
    expect(enrolmentSchema.parse(first)).toEqual(first);
    expect(first).toMatchObject({
      course: { id: course.id, title: course.title, status: 'published', lessonCount: 2, estimatedTime: 90 },
      learner: { id: learner.user.id, name: learner.user.name, email: learner.user.email },
      source: 'self',
      assignedBy: null,
      dueDate: null,
      progress: 0,
      completedLessons: 0,
      status: 'not-started',
      startedAt: null,
      completedAt: null,
      lastLesson: null,
    });
    expect(first.course.category).toMatchObject({ id: course.categoryId });
    const again = ok(await selfEnrol(course.id, learner.h), 200);
    expect(again.id).toBe(first.id);
    expect(await rowsOf(course.id)).toHaveLength(1);
    expect(eventsOf('course.enrolled', course.id)).toEqual([
      { enrolmentId: first.id, courseId: course.id, courseTitle: course.title, learnerId: learner.user.id },
    ]);
  });

  it('20 concurrent enrolments of one learner make one row, one 201 and one event', async () => {
    const { course } = await published();
    const learner = await signedInAs(t, 'Learner');
    const answers = await Promise.all(Array.from({ length: 20 }, () => selfEnrol(course.id, learner.h)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([...Array(19).fill(200), 201]);
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
    expect(await rowsOf(course.id)).toHaveLength(1);
    expect(eventsOf('course.enrolled', course.id)).toHaveLength(1);
  });

  it('a draft or an unknown course is 404; archived is 404 unless enrolled, then 409 COURSE_NOT_PUBLISHED', async () => {
    const learner = await signedInAs(t, 'Learner');
    const { course: draft } = await createCourse(t, { ownerId: owner.user.id, status: 'draft' });
    expectError(await selfEnrol(draft.id, learner.h), 404, 'NOT_FOUND', COURSE_NOT_FOUND);
    expectError(await selfEnrol(MISSING, learner.h), 404, 'NOT_FOUND', COURSE_NOT_FOUND);
    expectValidation(await selfEnrol('not-an-id', learner.h), 'id', COURSE_NOT_FOUND);
    const { course: archived } = await createCourse(t, { ownerId: owner.user.id, status: 'archived' });
    expectError(await selfEnrol(archived.id, learner.h), 404, 'NOT_FOUND', COURSE_NOT_FOUND);
    await enrol(t, archived.id, learner.user.id);
    expectError(await selfEnrol(archived.id, learner.h), 409, 'COURSE_NOT_PUBLISHED');
    expect(await rowsOf(draft.id)).toHaveLength(0);
  });

  it('only learners enrol: 403 to every other role, 401 without a token', async () => {
    const { course } = await published();
    for (const role of ROLES.filter((r) => r !== 'Learner'))
      expectError(await selfEnrol(course.id, who[role].h), 403, 'FORBIDDEN');
    expectError(await selfEnrol(course.id, who.none.h), 401, 'UNAUTHORIZED');
    expect(await rowsOf(course.id)).toHaveLength(0);
  });
});

describe('POST /api/courses/{id}/enrolments (assign)', () => {
  it('enrols new learners as assigned with the due date, and records course.assigned for each', async () => {
    const { course } = await published();
    const [a, b] = [await createUser(t), await createUser(t)];
    const due = addDays(day, 14);
    expect(ok(await assign(course.id, { learnerIds: [a.id, b.id.toUpperCase()], dueDate: due }))).toEqual({
      created: 2,
      updated: 0,
      unchanged: 0,
    });
    const row = await rowOf(course.id, a.id);
    expect(row).toMatchObject({ source: 'assigned', assignedBy: owner.user.id, dueDate: due, progress: 0 });
    expect(row!.assignedAt).not.toBeNull();
    expect(
      eventsOf('course.assigned', course.id)
        .map((e) => e.learnerId)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    expect(eventsOf('course.assigned', course.id)[0]).toMatchObject({
      courseTitle: course.title,
      dueDate: due,
      actorId: owner.user.id,
    });
  });

  it('an enrolled learner becomes assigned and keeps their progress; one who completed is left unchanged', async () => {
    const { course, lessons } = await published();
    const [fresh, started, done] = [await createUser(t), await createUser(t), await createUser(t)];
    const e = await enrol(t, course.id, started.id);
    await t.db.insert(lessonCompletions).values({ enrolmentId: e.id, lessonId: lessons[0]!.id });
    const startedAt = new Date(Date.now() - 86_400_000);
    await t.db.update(enrolments).set({ progress: 50, completedLessons: 1, startedAt }).where(eq(enrolments.id, e.id));
    const c = await enrol(t, course.id, done.id);
    const completedAt = new Date();
    await t.db
      .update(enrolments)
      .set({ progress: 100, completedLessons: 2, completedAt })
      .where(eq(enrolments.id, c.id));
    const before = events.length;

    const answer = ok(await assign(course.id, { learnerIds: [fresh.id, started.id, done.id] }));
    expect(answer).toEqual({ created: 1, updated: 1, unchanged: 1 });
    expect(await rowOf(course.id, started.id)).toMatchObject({
      id: e.id,
      source: 'assigned',
      assignedBy: owner.user.id,
      dueDate: null,
      progress: 50,
      completedLessons: 1,
      startedAt,
    });
    expect(await rowOf(course.id, done.id)).toMatchObject({ source: 'self', assignedBy: null, completedAt });
    expect(
      events
        .slice(before)
        .map((x) => x.payload.learnerId)
        .sort(),
    ).toEqual([fresh.id, started.id].sort());

    // Again with a due date: both open enrolments take it.
    const due = addDays(day, 3);
    expect(ok(await assign(course.id, { learnerIds: [fresh.id, started.id, done.id], dueDate: due }))).toEqual({
      created: 0,
      updated: 2,
      unchanged: 1,
    });
    expect((await rowOf(course.id, fresh.id))!.dueDate).toBe(due);
    expect((await rowOf(course.id, done.id))!.dueDate).toBeNull();
  });

  it('today is a valid due date', async () => {
    const { course } = await published();
    const learner = await createUser(t);
    ok(await assign(course.id, { learnerIds: [learner.id], dueDate: day }));
    expect((await rowOf(course.id, learner.id))!.dueDate).toBe(day);
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const { course } = await published();
    const learner = await createUser(t);
    const disabled = await createUser(t, { status: 'disabled' });
    const deleted = await createUser(t);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));
    const manager = await createUser(t, { roles: ['ProjectManager'] });
    const cases: [unknown, string, string][] = [
      [{ learnerIds: [] }, 'learnerIds', LEARNERS_REQUIRED],
      [{}, 'learnerIds', LEARNERS_REQUIRED],
      [{ learnerIds: ['nope'] }, 'learnerIds.0', LEARNER_NOT_FOUND],
      [{ learnerIds: [learner.id, learner.id.toUpperCase()] }, 'learnerIds', LEARNERS_DUPLICATE],
      [{ learnerIds: [learner.id], dueDate: '2026-02-30' }, 'dueDate', DUE_DATE_INVALID],
      [{ learnerIds: [learner.id], dueDate: 'tomorrow' }, 'dueDate', DUE_DATE_INVALID],
      [{ learnerIds: [learner.id], dueDate: 20260101 }, 'dueDate', DUE_DATE_INVALID],
      [{ learnerIds: [learner.id], dueDate: addDays(day, -1) }, 'dueDate', DUE_DATE_PAST],
      [{ learnerIds: [learner.id, MISSING] }, 'learnerIds.1', LEARNER_NOT_FOUND],
      [{ learnerIds: [manager.id, learner.id] }, 'learnerIds.0', LEARNER_NOT_FOUND],
      [{ learnerIds: [learner.id, disabled.id] }, 'learnerIds.1', LEARNER_NOT_FOUND],
      [{ learnerIds: [deleted.id] }, 'learnerIds.0', LEARNER_NOT_FOUND],
      [{ learnerIds: [owner.user.id] }, 'learnerIds.0', LEARNER_NOT_FOUND],
    ];
    for (const [body, path, message] of cases) expectValidation(await assign(course.id, body), path, message);
    const many = Array.from(
      { length: ASSIGN_MAX + 1 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    expectValidation(await assign(course.id, { learnerIds: many }), 'learnerIds', LEARNERS_TOO_MANY);
    // Every unknown one is named.
    const both = expectValidation(
      await assign(course.id, { learnerIds: [MISSING, learner.id, manager.id] }),
      'learnerIds.0',
    );
    expect(both.details!.map((d) => d.path)).toEqual(['learnerIds.0', 'learnerIds.2']);
    expect(await rowsOf(course.id)).toHaveLength(0);
    expect(eventsOf('course.assigned', course.id)).toHaveLength(0);
  });

  it('only the owner assigns, and only a published course', async () => {
    const { course } = await published();
    const learner = await createUser(t);
    const body = { learnerIds: [learner.id] };
    expectError(await assign(course.id, body, other.h), 403, 'COURSE_NOT_OWNER');
    for (const role of ROLES.filter((r) => r !== 'CourseCoordinator'))
      expectError(await assign(course.id, body, who[role].h), 403, 'FORBIDDEN');
    expectError(await assign(course.id, body, who.none.h), 401, 'UNAUTHORIZED');
    expectError(await assign(MISSING, body), 404, 'NOT_FOUND', COURSE_NOT_FOUND);
    const { course: draft } = await createCourse(t, { ownerId: owner.user.id, status: 'draft' });
    expectError(await assign(draft.id, body), 409, 'COURSE_NOT_PUBLISHED');
    expectError(await assign(draft.id, body, other.h), 404, 'NOT_FOUND', COURSE_NOT_FOUND);
    const { course: archived } = await createCourse(t, { ownerId: owner.user.id, status: 'archived' });
    expectError(await assign(archived.id, body), 409, 'COURSE_NOT_PUBLISHED');
    for (const c of [course, draft, archived]) expect(await rowsOf(c.id)).toHaveLength(0);
  });

  it('assigns 500 learners at once, in a few statements', async () => {
    const { course } = await published();
    const ids = await bulkLearners(t, 'bulk');
    // Half of them enrolled already.
    await t.db
      .insert(enrolments)
      .values(ids.slice(0, 250).map((userId) => ({ courseId: course.id, userId, source: 'self' as const })));
    const answer = ok(await assign(course.id, { learnerIds: ids, dueDate: addDays(day, 30) }));
    expect(answer).toEqual({ created: 250, updated: 250, unchanged: 0 });
    expect(await rowsOf(course.id)).toHaveLength(500);
    expect(eventsOf('course.assigned', course.id)).toHaveLength(500);

    // Counted, not timed (a time depends on the machine), on an app whose jobs wait, so only the request counts:
    // a few statements, not some per learner (each learner's event used to store its job alone: 505 statements), with
    // the analytics' batch of the assignments.
    const quiet = await createTestApp({ JOBS_CONCURRENCY: '0' });
    try {
      const coordinator = await signedInAs(quiet, 'CourseCoordinator');
      const { course: other } = await createCourse(quiet, { ownerId: coordinator.user.id });
      const learners = await bulkLearners(quiet, 'quiet');
      // The analytics write what they hear after the request (ADR 0071): the coordinator's sign-in before counting,
      // and the 500 assignments, in one batch, counted with the request.
      await activityWritten(quiet.app.platform);
      const before = quiet.statements();
      const res = await call(
        quiet,
        'POST',
        `/api/courses/${other.id}/enrolments`,
        { learnerIds: learners },
        coordinator.h,
      );
      await activityWritten(quiet.app.platform);
      const sent = quiet.statements() - before;
      expect(ok(res)).toEqual({ created: 500, updated: 0, unchanged: 0 });
      expect(sent, 'the count sees the statements (on either database)').toBeGreaterThan(0);
      expect(sent, `assigning 500 learners sent ${sent} statements`).toBeLessThan(25);
    } finally {
      await quiet.close();
    }
  });
});

describe('PUT and DELETE /api/enrolments/{id}', () => {
  const put = (id: string, body: unknown, h: Headers = owner.h) => call(t, 'PUT', `/api/enrolments/${id}`, body, h);
  const del = (id: string, h: Headers = owner.h) => call(t, 'DELETE', `/api/enrolments/${id}`, undefined, h);

  it('the owner sets, changes and removes the due date; a past one is refused', async () => {
    const { course } = await published();
    const learner = await createUser(t);
    const e = await enrol(t, course.id, learner.id);
    const due = addDays(day, 7);
    expect(ok(await put(e.id, { dueDate: due }))).toMatchObject({ id: e.id, dueDate: due, status: 'not-started' });
    expect(ok(await put(e.id, { dueDate: null })).dueDate).toBeNull();
    expectValidation(await put(e.id, { dueDate: addDays(day, -1) }), 'dueDate', DUE_DATE_PAST);
    expectValidation(await put(e.id, { dueDate: 'soon' }), 'dueDate', DUE_DATE_INVALID);
    expectValidation(await put(e.id, {}), 'dueDate');
    expect((await rowOf(course.id, learner.id))!.dueDate).toBeNull();
  });

  it('removes an open enrolment with its completions; a completed one is 409 ENROLMENT_COMPLETED', async () => {
    const { course, lessons } = await published();
    const [a, b] = [await createUser(t), await createUser(t)];
    const open = await enrol(t, course.id, a.id);
    await t.db.insert(lessonCompletions).values({ enrolmentId: open.id, lessonId: lessons[0]!.id });
    ok(await del(open.id), 204);
    expect(await rowOf(course.id, a.id)).toBeUndefined();
    expect(await t.db.$count(lessonCompletions, eq(lessonCompletions.enrolmentId, open.id))).toBe(0);
    expectError(await del(open.id), 404, 'NOT_FOUND', ENROLMENT_NOT_FOUND);

    const done = await enrol(t, course.id, b.id);
    await t.db.update(enrolments).set({ completedAt: new Date(), progress: 100 }).where(eq(enrolments.id, done.id));
    expectError(await del(done.id), 409, 'ENROLMENT_COMPLETED');
    expect(await rowOf(course.id, b.id)).toBeDefined();
  });

  it("only the course's owner: another coordinator 403 (404 where they may not see the course), other roles 403", async () => {
    const { course } = await published();
    const { course: archived } = await createCourse(t, { ownerId: owner.user.id, status: 'archived' });
    const learner = await signedInAs(t, 'Learner');
    const e = await enrol(t, course.id, learner.user.id);
    const hidden = await enrol(t, archived.id, learner.user.id);
    const due = { dueDate: addDays(day, 2) };
    expectError(await put(e.id, due, other.h), 403, 'COURSE_NOT_OWNER');
    expectError(await del(e.id, other.h), 403, 'COURSE_NOT_OWNER');
    expectError(await put(hidden.id, due, other.h), 404, 'NOT_FOUND', ENROLMENT_NOT_FOUND);
    expectError(await del(hidden.id, other.h), 404, 'NOT_FOUND', ENROLMENT_NOT_FOUND);
    for (const h of [...ROLES.filter((r) => r !== 'CourseCoordinator').map((r) => who[r].h), learner.h]) {
      expectError(await put(e.id, due, h), 403, 'FORBIDDEN');
      expectError(await del(e.id, h), 403, 'FORBIDDEN');
    }
    expectError(await put(e.id, due, who.none.h), 401, 'UNAUTHORIZED');
    expectError(await del(e.id, who.none.h), 401, 'UNAUTHORIZED');
    expectError(await put(MISSING, due), 404, 'NOT_FOUND', ENROLMENT_NOT_FOUND);
    expectValidation(await del('nope'), 'id', ENROLMENT_NOT_FOUND);
    expect(await rowOf(course.id, learner.user.id)).toMatchObject({ id: e.id, dueDate: null });
    // The owner of the archived course still manages it.
    expect(ok(await put(hidden.id, due)).dueDate).toBe(due.dueDate);
  });
});
