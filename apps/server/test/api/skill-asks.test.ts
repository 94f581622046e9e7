import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, today } from '@talentpath/contracts/calendar-days';
import { ROLES } from '@talentpath/contracts/roles';
import { projects } from '../../src/db/schema/projects.ts';
import { endorsementRequests } from '../../src/db/schema/skills.ts';
import { createUser, fileTestApp } from '../support/test-app.ts';
import { expectError, expectValidation } from '../support/api.ts';
import { call, everyRole, signedInAs, type Headers } from '../support/callers.ts';
import { createCourse, createTechnology, enrol } from '../support/learning.ts';
import { jobsDone, notificationsOfType } from '../support/notifications.ts';

// Asking others about a skill (issue 24): a project's manager recommends a course closing a gap to people, who are
// told and find it on their dashboard; a person asks colleagues to endorse a skill.

const t = await fileTestApp();
const who = await everyRole(t);
const otherPm = await signedInAs(t, 'ProjectManager');
const MISSING = '00000000-0000-4000-8000-000000000000';

const recommend = (projectId: string, body: unknown, h: Headers = who.ProjectManager.h) =>
  call(t, 'POST', `/api/projects/${projectId}/course-recommendations`, body, h);
const mine = (h: Headers) => call(t, 'GET', '/api/learner/recommendations', undefined, h);
const ask = (technologyId: string, body: unknown, h: Headers) =>
  call(t, 'POST', `/api/me/skills/${technologyId}/endorsement-requests`, body, h);

/** A project of the demo manager's needing a technology, and a published course whose outcome grants it. */
async function gapWithCourse() {
  const tech = await createTechnology(t);
  const owner = who.CourseCoordinator;
  const { course, lessons } = await createCourse(t, { ownerId: owner.user.id, lessons: [1] });
  const set = await call(
    t,
    'PUT',
    `/api/courses/${course.id}/outcomes`,
    { outcomes: [{ technologyId: tech.id, level: 3 }] },
    owner.h,
  );
  expect(set.statusCode, set.body).toBe(200);
  const project = await call(
    t,
    'POST',
    '/api/projects',
    {
      name: `Gap ${tech.name}`.slice(0, 60),
      startDate: addDays(today(), 3),
      deadline: addDays(today(), 60),
      technologyIds: [tech.id],
    },
    who.ProjectManager.h,
  );
  expect(project.statusCode, project.body).toBe(201);
  return { tech, course, lessons, projectId: project.json().id as string };
}

describe('course recommendations', () => {
  it('tells each learner once, lists it on their dashboard until they complete the course', async () => {
    const { course, lessons, projectId } = await gapWithCourse();
    const a = await signedInAs(t, 'Learner');
    const b = await signedInAs(t, 'Learner');
    const res = await recommend(projectId, { courseId: course.id, userIds: [a.user.id, b.user.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ told: 2, already: 0 });
    await jobsDone(t, 'course.recommended>notify-learners');
    const [note] = await notificationsOfType(t, a.user.id, 'course-recommended');
    expect(note?.data).toMatchObject({
      courseId: course.id,
      courseTitle: course.title,
      projectId,
      managerName: who.ProjectManager.user.name,
    });
    // Again, with one more: only the new one is told.
    const c = await signedInAs(t, 'Learner');
    expect((await recommend(projectId, { courseId: course.id, userIds: [a.user.id, c.user.id] })).json()).toEqual({
      told: 1,
      already: 1,
    });
    await jobsDone(t, 'course.recommended>notify-learners');
    expect(await notificationsOfType(t, a.user.id, 'course-recommended')).toHaveLength(1);
    expect(await notificationsOfType(t, c.user.id, 'course-recommended')).toHaveLength(1);

    const listed = await mine(a.h);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().items).toEqual([
      {
        course: { id: course.id, title: course.title },
        project: { id: projectId, name: expect.any(String) },
        recommendedBy: { id: who.ProjectManager.user.id, name: who.ProjectManager.user.name },
        recommendedAt: expect.any(String),
        enrolled: false,
      },
    ]);
    await enrol(t, course.id, a.user.id);
    expect((await mine(a.h)).json().items[0].enrolled).toBe(true);
    const done = await call(t, 'POST', `/api/lessons/${lessons[0]!.id}/complete`, undefined, a.h);
    expect(done.statusCode, done.body).toBe(200);
    expect((await mine(a.h)).json().items).toEqual([]);
    expect((await mine(b.h)).json().items).toHaveLength(1);
  });

  it('only the project’s own manager, only a course that grants a technology it needs, only active learners', async () => {
    const { course, projectId } = await gapWithCourse();
    const learner = await signedInAs(t, 'Learner');
    const body = { courseId: course.id, userIds: [learner.user.id] };
    expectError(await recommend(projectId, body, otherPm.h), 403, 'PROJECT_NOT_MANAGER');
    for (const role of ['Learner', 'CourseCoordinator', 'Admin', 'SuperAdmin'] as const)
      expectError(await recommend(projectId, body, who[role].h), 403, 'FORBIDDEN');
    expect((await recommend(projectId, body, who.none.h)).statusCode).toBe(401);
    expectError(await recommend(MISSING, body), 404, 'NOT_FOUND');

    const unrelated = await createCourse(t, { ownerId: who.CourseCoordinator.user.id });
    expectValidation(
      await recommend(projectId, { ...body, courseId: unrelated.course.id }),
      'courseId',
      'This course does not grant a skill the project needs',
    );
    const disabled = await createUser(t, { status: 'disabled', roles: ['Learner'] });
    const coordinatorOnly = who.CourseCoordinator.user.id;
    for (const [userIds, path] of [
      [[learner.user.id, disabled.id], 'userIds.1'],
      [[coordinatorOnly], 'userIds.0'],
      [[MISSING], 'userIds.0'],
    ] as const)
      expectValidation(
        await recommend(projectId, { courseId: course.id, userIds }),
        path,
        'Only active learners can be recommended a course',
      );
    for (const [bad, path] of [
      [{ courseId: course.id, userIds: [] }, 'userIds'],
      [{ courseId: course.id, userIds: [learner.user.id, learner.user.id] }, 'userIds'],
      [{ courseId: course.id, userIds: Array.from({ length: 51 }, () => crypto.randomUUID()) }, 'userIds'],
      [{ courseId: 'x', userIds: [learner.user.id] }, 'courseId'],
      [{ userIds: [learner.user.id] }, 'courseId'],
      [{ courseId: course.id, userIds: ['nope'] }, 'userIds.0'],
    ] as const)
      expectValidation(await recommend(projectId, bad), path);
    expect((await mine(learner.h)).json().items).toEqual([]);
  });

  it('a closed project recommends nothing', async () => {
    const { course, projectId } = await gapWithCourse();
    const learner = await signedInAs(t, 'Learner');
    await t.db.update(projects).set({ status: 'cancelled' }).where(eq(projects.id, projectId));
    expectError(await recommend(projectId, { courseId: course.id, userIds: [learner.user.id] }), 409, 'PROJECT_CLOSED');
  });

  it('the dashboard list is the learners’ own (other roles are refused)', async () => {
    for (const role of ROLES.filter((r) => r !== 'Learner')) expectError(await mine(who[role].h), 403, 'FORBIDDEN');
    expect((await mine(who.none.h)).statusCode).toBe(401);
  });

  it('two managers’ requests at once for the same person are recorded once', async () => {
    const { course, projectId } = await gapWithCourse();
    const learner = await signedInAs(t, 'Learner');
    const body = { courseId: course.id, userIds: [learner.user.id] };
    const results = await Promise.all([recommend(projectId, body), recommend(projectId, body)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results.map((r) => r.json().told).sort()).toEqual([0, 1]);
  });
});

describe('endorsement requests', () => {
  async function holder() {
    const person = await signedInAs(t, 'Learner');
    const tech = await createTechnology(t);
    expect((await call(t, 'PUT', `/api/me/skills/${tech.id}`, { level: 3 }, person.h)).statusCode).toBe(200);
    return { person, tech };
  }

  it('tells each colleague once a week; they open the person’s profile from it', async () => {
    const { person, tech } = await holder();
    const a = await signedInAs(t, 'Learner');
    const b = await signedInAs(t, 'CourseCoordinator');
    const res = await ask(tech.id, { userIds: [a.user.id, b.user.id] }, person.h);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ told: 2, already: 0 });
    await jobsDone(t, 'skill.endorsement-requested>notify-colleagues');
    const [note] = await notificationsOfType(t, b.user.id, 'endorsement-requested');
    expect(note?.data).toEqual({
      personId: person.user.id,
      personName: person.user.name,
      technologyId: tech.id,
      technologyName: tech.name,
    });
    expect((await ask(tech.id, { userIds: [a.user.id] }, person.h)).json()).toEqual({ told: 0, already: 1 });
    // A week later, asking again tells them again.
    await t.db.update(endorsementRequests).set({ askedAt: sql`now() - interval '8 days'` });
    expect((await ask(tech.id, { userIds: [a.user.id] }, person.h)).json()).toEqual({ told: 1, already: 0 });
  });

  it('refuses a skill not held, oneself, an unknown or disabled person, and a peer who may not see the skills', async () => {
    const { person, tech } = await holder();
    const peer = await signedInAs(t, 'Learner');
    const other = await createTechnology(t);
    expectError(await ask(other.id, { userIds: [peer.user.id] }, person.h), 409, 'SKILL_NOT_HELD');
    expectValidation(
      await ask(tech.id, { userIds: [person.user.id] }, person.h),
      'userIds.0',
      'You cannot ask yourself',
    );
    const disabled = await createUser(t, { status: 'disabled' });
    for (const id of [MISSING, disabled.id])
      expectValidation(await ask(tech.id, { userIds: [peer.user.id, id] }, person.h), 'userIds.1', 'Person not found');
    await call(t, 'PUT', '/api/me/profile', { visibility: { skills: 'managers' } }, person.h);
    expectValidation(
      await ask(tech.id, { userIds: [peer.user.id] }, person.h),
      'userIds.0',
      'This person cannot see your skills',
    );
    expect((await ask(tech.id, { userIds: [who.ProjectManager.user.id] }, person.h)).statusCode).toBe(200);
    for (const [bad, path] of [
      [{ userIds: [] }, 'userIds'],
      [{ userIds: Array.from({ length: 11 }, () => crypto.randomUUID()) }, 'userIds'],
      [{}, 'userIds'],
    ] as const)
      expectValidation(await ask(tech.id, bad, person.h), path);
    expectValidation(await ask('nope', { userIds: [peer.user.id] }, person.h), 'technologyId');
    expect((await ask(tech.id, { userIds: [peer.user.id] }, who.none.h)).statusCode).toBe(401);
    await jobsDone(t, 'skill.endorsement-requested>notify-colleagues');
    expect(await notificationsOfType(t, peer.user.id, 'endorsement-requested')).toHaveLength(0);
  });
});
