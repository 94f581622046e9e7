import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { learnerPage, learnerProfile } from '@talentpath/contracts/enrolments';
import { COURSE_NOT_FOUND, LEARNER_NOT_FOUND } from '@talentpath/contracts/learning-messages';
import { ROLES } from '@talentpath/contracts/roles';
import { enrolments } from '../../src/db/schema/learning.ts';
import { employeeSkills } from '../../src/db/schema/skills.ts';
import { users } from '../../src/db/schema/users.ts';
import { addDays, today } from '@talentpath/contracts/calendar-days';
import { createUser, fileTestApp } from '../support/test-app.ts';
import { expectError, expectValidation } from '../support/api.ts';
import { call, everyRole, signedInAs, type Headers } from '../support/callers.ts';
import { createCourse, createTechnology, enrol } from '../support/learning.ts';

// /api/learners (issue 11): coordinators and admins find active learners to assign (search, skills, their
// enrolment in a course the caller owns) and read a learner's profile (a coordinator: enrolments in their own
// courses only). Nobody else, learners included, reads these.

const t = await fileTestApp();
const who = await everyRole(t);
const owner = who.CourseCoordinator;
const other = await signedInAs(t, 'CourseCoordinator');
const MISSING = '00000000-0000-4000-8000-000000000000';
const day = today();

type Res = { statusCode: number; body: string; json: () => any };
function ok(res: Res) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const find = async (query: string, h: Headers = owner.h) => {
  const body = ok(await call(t, 'GET', `/api/learners?${query}`, undefined, h));
  expect(learnerPage.parse(body)).toEqual(body);
  return body;
};
const profile = (id: string, h: Headers = owner.h) => call(t, 'GET', `/api/learners/${id}`, undefined, h);

// A distinctive word in every fixture name, so the file's other accounts stay out of the searches.
const [rust, go] = [await createTechnology(t, { name: 'Rustacean' }), await createTechnology(t, { name: 'Gopher' })];
const kim = await createUser(t, { name: 'Kim Quokka', email: 'kim.quokka@example.test' });
const lee = await createUser(t, { name: 'Lee Quokka', email: 'lee@quokka.example.test' });
const max = await createUser(t, {
  name: 'Max Quokka',
  email: 'max@example.test',
  roles: ['Learner', 'ProjectManager'],
});
await createUser(t, { name: 'Off Quokka', status: 'disabled' });
await createUser(t, { name: 'PM Quokka', roles: ['ProjectManager'] });
const gone = await createUser(t, { name: 'Gone Quokka' });
await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
await t.db.insert(employeeSkills).values([
  { userId: kim.id, technologyId: rust.id, level: 4 },
  { userId: kim.id, technologyId: go.id, level: 2 },
  { userId: lee.id, technologyId: go.id, level: 5 },
]);
const { course: mine } = await createCourse(t, { ownerId: owner.user.id });
const { course: theirs } = await createCourse(t, { ownerId: other.user.id });
const kimMine = await enrol(t, mine.id, kim.id, { dueDate: addDays(day, -2), assignedBy: owner.user.id });
await enrol(t, theirs.id, kim.id);

describe('GET /api/learners', () => {
  it('lists active, not deleted learners matching the search, with their technologies', async () => {
    const body = await find('searchTerm=quokka');
    expect(body.items.map((u: { name: string }) => u.name)).toEqual(['Kim Quokka', 'Lee Quokka', 'Max Quokka']);
    expect(body.totalCount).toBe(3);
    expect(body.items[0]).toEqual({
      id: kim.id,
      name: 'Kim Quokka',
      email: 'kim.quokka@example.test',
      avatar: null,
      technologies: [
        { id: rust.id, name: 'Rustacean', level: 4 },
        { id: go.id, name: 'Gopher', level: 2 },
      ],
      enrolment: null,
    });
    expect((await find('searchTerm=QUOKKA.EXAMPLE')).items.map((u: { id: string }) => u.id)).toEqual([lee.id]);
    expect((await find('searchTerm=quokka&sort=-name')).items[0].id).toBe(max.id);
    expect((await find('searchTerm=quokka&sort=email')).items.map((u: { id: string }) => u.id)).toEqual([
      kim.id,
      lee.id,
      max.id,
    ]);
    const paged = await find('searchTerm=quokka&pageSize=2&pageNumber=2');
    expect(paged).toMatchObject({ totalCount: 3, hasNextPage: false });
    expect(paged.items).toHaveLength(1);
  });

  it('filters by any of the technologies', async () => {
    const ids = async (q: string) => (await find(`searchTerm=quokka&${q}`)).items.map((u: { id: string }) => u.id);
    expect(await ids(`technologyIds=${rust.id}`)).toEqual([kim.id]);
    expect(await ids(`technologyIds=${rust.id},${go.id}`)).toEqual([kim.id, lee.id]);
    expect(await ids(`technologyIds=${MISSING}`)).toEqual([]);
    expectValidation(await call(t, 'GET', '/api/learners?technologyIds=x', undefined, owner.h), 'technologyIds.0');
  });

  it("adds each learner's enrolment in a course the caller owns; admins any course", async () => {
    const body = await find(`searchTerm=quokka&courseId=${mine.id}`);
    expect(body.items.find((u: { id: string }) => u.id === kim.id).enrolment).toEqual({
      id: kimMine.id,
      progress: 0,
      status: 'overdue',
      dueDate: addDays(day, -2),
      completedAt: null,
    });
    expect(body.items.filter((u: { enrolment: unknown }) => u.enrolment !== null)).toHaveLength(1);
    const admin = await find(`searchTerm=quokka&courseId=${theirs.id}`, who.Admin.h);
    expect(admin.items.find((u: { id: string }) => u.id === kim.id).enrolment.status).toBe('not-started');
    expectError(
      await call(t, 'GET', `/api/learners?courseId=${theirs.id}`, undefined, owner.h),
      403,
      'COURSE_NOT_OWNER',
    );
    const { course: draft } = await createCourse(t, { ownerId: other.user.id, status: 'draft' });
    expectError(
      await call(t, 'GET', `/api/learners?courseId=${draft.id}`, undefined, owner.h),
      404,
      'NOT_FOUND',
      COURSE_NOT_FOUND,
    );
    expectError(await call(t, 'GET', `/api/learners?courseId=${MISSING}`, undefined, who.Admin.h), 404, 'NOT_FOUND');
    expectValidation(
      await call(t, 'GET', '/api/learners?courseId=x', undefined, owner.h),
      'courseId',
      COURSE_NOT_FOUND,
    );
  });

  it('coordinators, Admin and SuperAdmin only', async () => {
    for (const role of ['CourseCoordinator', 'Admin', 'SuperAdmin'] as const)
      await find('searchTerm=quokka', who[role].h);
    for (const role of ROLES.filter((r) => !['CourseCoordinator', 'Admin', 'SuperAdmin'].includes(r)))
      expectError(await call(t, 'GET', '/api/learners', undefined, who[role].h), 403, 'FORBIDDEN');
    expectError(await call(t, 'GET', '/api/learners', undefined, who.none.h), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/learners/{id}', () => {
  it('a coordinator sees the learner with their enrolments in the courses they own; admins all of them', async () => {
    const body = ok(await profile(kim.id));
    expect(learnerProfile.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      id: kim.id,
      name: 'Kim Quokka',
      technologies: [{ name: 'Rustacean' }, { name: 'Gopher' }],
    });
    expect(body.enrolments.map((e: { id: string }) => e.id)).toEqual([kimMine.id]);
    expect(body.enrolments[0]).toMatchObject({ status: 'overdue', course: { id: mine.id } });
    expect(ok(await profile(kim.id, other.h)).enrolments.map((e: { course: { id: string } }) => e.course.id)).toEqual([
      theirs.id,
    ]);
    for (const admin of [who.Admin, who.SuperAdmin])
      expect(ok(await profile(kim.id, admin.h)).enrolments).toHaveLength(2);
    expect(ok(await profile(lee.id)).enrolments).toEqual([]);
  });

  it('a disabled learner is still readable; a non-learner, a deleted account or an unknown id is 404', async () => {
    const off = await createUser(t, { status: 'disabled' });
    await t.db.insert(enrolments).values({ courseId: mine.id, userId: off.id, source: 'self' });
    expect(ok(await profile(off.id)).enrolments).toHaveLength(1);
    const pm = await createUser(t, { roles: ['ProjectManager'] });
    for (const id of [pm.id, gone.id, MISSING, owner.user.id])
      expectError(await profile(id), 404, 'NOT_FOUND', LEARNER_NOT_FOUND);
    expectValidation(await profile('nope'), 'id', LEARNER_NOT_FOUND);
  });

  it('nobody else reads a profile: learners (themselves included) and project managers 403, no token 401', async () => {
    const self = await signedInAs(t, 'Learner');
    expectError(await profile(self.user.id, self.h), 403, 'FORBIDDEN');
    for (const role of ['Learner', 'ProjectManager'] as const)
      expectError(await profile(kim.id, who[role].h), 403, 'FORBIDDEN');
    expectError(await profile(kim.id, who.none.h), 401, 'UNAUTHORIZED');
  });
});
