import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, today } from '@talentpath/contracts/calendar-days';
import { ROLES, type Role } from '@talentpath/contracts/roles';
import type { PersonSkill, PersonSkills } from '@talentpath/contracts/skills';
import { auditLog } from '../../src/db/schema/audit.ts';
import { quizzes } from '../../src/db/schema/quizzes.ts';
import { employeeSkills, skillClaims } from '../../src/db/schema/skills.ts';
import { users } from '../../src/db/schema/users.ts';
import { effectiveSkill } from '../../src/modules/skills/effective-skill.ts';
import { createUser, fileTestApp } from '../support/test-app.ts';
import { expectError, expectValidation } from '../support/api.ts';
import { call, everyRole, signedInAs, type Headers, type SignedIn } from '../support/callers.ts';
import { createCourse, createTechnology, enrol, passedAttemptJob } from '../support/learning.ts';
import { jobsDone } from '../support/notifications.ts';

const t = await fileTestApp();
const who = await everyRole(t);
const pm2 = await signedInAs(t, 'ProjectManager');
const MISSING = '00000000-0000-4000-8000-000000000000';

const skillsOf = (personId: string, h: Headers = who.Admin.h) =>
  call(t, 'GET', `/api/people/${personId}/skills`, undefined, h);
const assess = (technologyId: string, body: unknown, h: Headers) =>
  call(t, 'PUT', `/api/me/skills/${technologyId}`, body, h);
const rate = (personId: string, technologyId: string, body: unknown, h: Headers = who.ProjectManager.h) =>
  call(t, 'PUT', `/api/people/${personId}/skills/${technologyId}/rating`, body, h);
const endorse = (personId: string, technologyId: string, h: Headers) =>
  call(t, 'POST', `/api/people/${personId}/skills/${technologyId}/endorsements`, undefined, h);
const withdraw = (claimId: string, body: unknown, h: Headers = who.Admin.h) =>
  call(t, 'POST', `/api/skill-claims/${claimId}/withdrawal`, body, h);

/** A fresh learner (a person to rate), signed in. */
const learner = () => signedInAs(t, 'Learner');
const skillIn = (res: { json: () => unknown }, technologyId: string) =>
  (res.json() as PersonSkills).items.find((s) => s.technology.id === technologyId);
async function skill(personId: string, technologyId: string): Promise<PersonSkill | undefined> {
  const res = await skillsOf(personId);
  expect(res.statusCode, res.body).toBe(200);
  return skillIn(res, technologyId);
}
/** The derived row staffing reads. */
const derived = async (userId: string, technologyId: string) =>
  (
    await t.db
      .select()
      .from(employeeSkills)
      .where(and(eq(employeeSkills.userId, userId), eq(employeeSkills.technologyId, technologyId)))
  )[0];
const claimRows = (userId: string) => t.db.select().from(skillClaims).where(eq(skillClaims.userId, userId));

describe('self-assessment', () => {
  it('a learner assesses their own skill: it shows as their own word, and staffing reads it', async () => {
    const me = await learner();
    const tech = await createTechnology(t);
    const res = await assess(tech.id, { level: 3 }, me.h);
    expect(res.statusCode, res.body).toBe(200);
    expect(skillIn(res, tech.id)).toMatchObject({
      technology: { id: tech.id, name: tech.name },
      level: 3,
      verifiedLevel: null,
      from: { basis: 'self', kind: 'self-assessed', label: me.user.name },
      endorsements: 0,
      claims: [{ kind: 'self-assessed', level: 3, status: 'live', madeBy: { id: me.user.id, name: me.user.name } }],
    });
    expect(await derived(me.user.id, tech.id)).toMatchObject({ level: 3, basis: 'self', verifiedLevel: null });
    // A new assessment replaces the last: still one claim.
    expect((await assess(tech.id, { level: 4 }, me.h)).statusCode).toBe(200);
    expect((await skill(me.user.id, tech.id))?.claims).toHaveLength(1);
    expect((await derived(me.user.id, tech.id))?.level).toBe(4);
    // Withdrawn: the skill goes from staffing, its claim stays in the history.
    expect((await call(t, 'DELETE', `/api/me/skills/${tech.id}`, undefined, me.h)).statusCode).toBe(204);
    expect(await derived(me.user.id, tech.id)).toBeUndefined();
    expect(await skill(me.user.id, tech.id)).toMatchObject({ level: null, claims: [{ status: 'withdrawn' }] });
    expectError(
      await call(t, 'DELETE', `/api/me/skills/${tech.id}`, undefined, me.h),
      404,
      'NOT_FOUND',
      'Claim not found',
    );
  });

  it('every role may assess its own skills', async () => {
    const tech = await createTechnology(t);
    for (const role of ROLES) expect((await assess(tech.id, { level: 2 }, who[role].h)).statusCode, role).toBe(200);
    expect((await assess(tech.id, { level: 2 }, who.none.h)).statusCode).toBe(401);
  });

  it('refuses levels outside 1–5, a technology not in the catalogue or inactive, and changes nothing', async () => {
    const me = await learner();
    const tech = await createTechnology(t);
    for (const level of [0, 6, 2.5, '3', null, -1])
      expectValidation(await assess(tech.id, { level }, me.h), 'level', 'Level must be a whole number between 1 and 5');
    expectValidation(await assess(tech.id, {}, me.h), 'level');
    expectValidation(await assess('not-a-uuid', { level: 2 }, me.h), 'technologyId', 'Technology not found');
    expectValidation(await assess(MISSING, { level: 2 }, me.h), 'technologyId', 'Technology not found');
    const inactive = await createTechnology(t, { status: 'inactive' });
    expectValidation(
      await assess(inactive.id, { level: 2 }, me.h),
      'technologyId',
      'Inactive technologies cannot be added',
    );
    expect(await claimRows(me.user.id)).toEqual([]);
  });
});

describe('ratings by project managers and admins', () => {
  it('a rating outranks the person’s own word, and shows who rated it with the note', async () => {
    const person = await learner();
    const tech = await createTechnology(t);
    await assess(tech.id, { level: 5 }, person.h);
    const res = await rate(person.user.id, tech.id, { level: 2, note: 'Junior on the last project' });
    expect(res.statusCode, res.body).toBe(200);
    const s = skillIn(res, tech.id)!;
    expect(s).toMatchObject({
      level: 2,
      from: { basis: 'rated', kind: 'manager-rated', label: who.ProjectManager.user.name },
    });
    expect(s.claims.map((c) => [c.kind, c.level, c.note]).sort()).toEqual([
      ['manager-rated', 2, 'Junior on the last project'],
      ['self-assessed', 5, ''],
    ]);
  });

  it('the level is the best rating; each rater changes or withdraws only their own', async () => {
    const person = await learner();
    const tech = await createTechnology(t);
    expect((await rate(person.user.id, tech.id, { level: 2 })).statusCode).toBe(200);
    expect((await rate(person.user.id, tech.id, { level: 4 }, pm2.h)).statusCode).toBe(200);
    expect((await derived(person.user.id, tech.id))?.level).toBe(4);
    // The first manager's rating again: theirs replaced, not a third.
    await rate(person.user.id, tech.id, { level: 3 });
    expect((await claimRows(person.user.id)).filter((c) => c.kind === 'manager-rated')).toHaveLength(2);
    // pm2 withdraws theirs: the other's 3 stands.
    const del = (h: Headers) =>
      call(t, 'DELETE', `/api/people/${person.user.id}/skills/${tech.id}/rating`, undefined, h);
    expect((await del(pm2.h)).statusCode).toBe(204);
    expect((await derived(person.user.id, tech.id))?.level).toBe(3);
    expectError(await del(pm2.h), 404, 'NOT_FOUND', 'Claim not found');
    // An admin who never rated it has no rating of their own to withdraw (a correction is a withdrawal with a reason).
    expectError(await del(who.Admin.h), 404, 'NOT_FOUND');
  });

  it('allows project managers and admins; refuses other roles, rating oneself, and a disabled or unknown person', async () => {
    const person = await learner();
    const tech = await createTechnology(t);
    const allowed: Role[] = ['ProjectManager', 'Admin', 'SuperAdmin'];
    for (const role of ROLES) {
      const res = await rate(person.user.id, tech.id, { level: 3 }, who[role].h);
      if (allowed.includes(role)) expect(res.statusCode, `${role} ${res.body}`).toBe(200);
      else expectError(res, 403, 'FORBIDDEN');
    }
    expect((await rate(person.user.id, tech.id, { level: 3 }, who.none.h)).statusCode).toBe(401);
    expectError(await rate(who.ProjectManager.user.id, tech.id, { level: 3 }), 403, 'SKILL_OWN_CLAIM');
    expectError(await rate(MISSING, tech.id, { level: 3 }), 404, 'NOT_FOUND', 'Person not found');
    const disabled = await createUser(t, { status: 'disabled' });
    expectError(await rate(disabled.id, tech.id, { level: 3 }), 404, 'NOT_FOUND', 'Person not found');
    expectValidation(await rate(person.user.id, tech.id, { level: 3, note: 'x'.repeat(501) }), 'note');
    expectValidation(await rate(person.user.id, tech.id, { level: 3, note: 'bad\u0000' }), 'note');
  });

  it('PUT /employees/{id}/skills sets the caller’s ratings: other raters’ ratings and evidence stay', async () => {
    const person = await learner();
    const [a, b] = [await createTechnology(t), await createTechnology(t)];
    await rate(person.user.id, a.id, { level: 4 }, pm2.h);
    const put = await call(
      t,
      'PUT',
      `/api/employees/${person.user.id}/skills`,
      { skills: [{ technologyId: b.id, level: 2 }] },
      who.ProjectManager.h,
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().technologies.map((s: { name: string; level: number }) => [s.name, s.level])).toEqual([
      [a.name, 4],
      [b.name, 2],
    ]);
    // The same list without b: the caller's rating of b withdrawn, pm2's a untouched.
    await call(t, 'PUT', `/api/employees/${person.user.id}/skills`, { skills: [] }, who.ProjectManager.h);
    expect(await derived(person.user.id, b.id)).toBeUndefined();
    expect((await derived(person.user.id, a.id))?.level).toBe(4);
    expectError(
      await call(t, 'PUT', `/api/employees/${who.ProjectManager.user.id}/skills`, { skills: [] }, who.ProjectManager.h),
      404,
      'NOT_FOUND',
    );
  });
});

describe('endorsements', () => {
  it('anyone signed in endorses another person’s skill: counted, never raising the level; taken back once', async () => {
    const person = await learner();
    const tech = await createTechnology(t);
    await assess(tech.id, { level: 2 }, person.h);
    const peer = await learner();
    const res = await endorse(person.user.id, tech.id, peer.h);
    expect(res.statusCode, res.body).toBe(200);
    expect(skillIn(res, tech.id)).toMatchObject({ level: 2, endorsements: 1, endorsedByMe: true });
    expect((await endorse(person.user.id, tech.id, who.CourseCoordinator.h)).statusCode).toBe(200);
    // Twice by the same peer is one endorsement.
    await endorse(person.user.id, tech.id, peer.h);
    expect(await skill(person.user.id, tech.id)).toMatchObject({ level: 2, endorsements: 2, endorsedByMe: false });
    expect((await derived(person.user.id, tech.id))?.endorsements).toBe(2);
    const back = (h: Headers) =>
      call(t, 'DELETE', `/api/people/${person.user.id}/skills/${tech.id}/endorsements`, undefined, h);
    expect((await back(peer.h)).statusCode).toBe(204);
    expectError(await back(peer.h), 404, 'NOT_FOUND');
    expect((await derived(person.user.id, tech.id))?.endorsements).toBe(1);
  });

  it('refuses endorsing oneself, a skill the person does not have, and a disabled person', async () => {
    const person = await learner();
    const tech = await createTechnology(t);
    expectError(await endorse(person.user.id, tech.id, (await learner()).h), 409, 'SKILL_NOT_HELD');
    await assess(tech.id, { level: 2 }, person.h);
    expectError(await endorse(person.user.id, tech.id, person.h), 403, 'SKILL_OWN_CLAIM');
    const disabled = await createUser(t, { status: 'disabled' });
    expectError(await endorse(disabled.id, tech.id, person.h), 404, 'NOT_FOUND', 'Person not found');
    expect((await endorse(person.user.id, tech.id, who.none.h)).statusCode).toBe(401);
  });
});

describe('who sees a person’s skills', () => {
  it('every signed-in role sees an active person’s skills; a disabled person’s only admins and the person', async () => {
    const person = await learner();
    const tech = await createTechnology(t);
    await assess(tech.id, { level: 3 }, person.h);
    for (const role of ROLES) expect((await skillsOf(person.user.id, who[role].h)).statusCode, role).toBe(200);
    expect((await skillsOf(person.user.id, who.none.h)).statusCode).toBe(401);
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, person.user.id));
    for (const role of ['Learner', 'CourseCoordinator', 'ProjectManager'] as const)
      expectError(await skillsOf(person.user.id, who[role].h), 404, 'NOT_FOUND', 'Person not found');
    expect((await skillsOf(person.user.id, who.Admin.h)).statusCode).toBe(200);
    expectError(await skillsOf(MISSING), 404, 'NOT_FOUND', 'Person not found');
    expectValidation(await skillsOf('nope'), 'id', 'Person not found');
  });
});

describe('an admin’s correction', () => {
  it('withdraws any claim with its reason: the level follows, the history and the audit log keep it', async () => {
    const person = await learner();
    const tech = await createTechnology(t);
    await rate(person.user.id, tech.id, { level: 5 });
    await rate(person.user.id, tech.id, { level: 2 }, pm2.h);
    const top = (await claimRows(person.user.id)).find((c) => c.level === 5)!;
    const res = await withdraw(top.id, { reason: 'Rated the wrong person' });
    expect(res.statusCode, res.body).toBe(200);
    const s = skillIn(res, tech.id)!;
    expect(s.level).toBe(2);
    expect(s.claims.find((c) => c.id === top.id)).toMatchObject({
      status: 'withdrawn',
      withdrawal: { reason: 'Rated the wrong person', by: { id: who.Admin.user.id } },
    });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, top.id));
    expect(entry).toMatchObject({ action: 'skill-claim.withdrawn', actorId: who.Admin.user.id });
    expectError(await withdraw(top.id, { reason: 'Again' }), 409, 'CONFLICT', 'This claim is already withdrawn');
  });

  it('is for admins only, needs a reason, and names an existing claim', async () => {
    const person = await learner();
    const tech = await createTechnology(t);
    await assess(tech.id, { level: 3 }, person.h);
    const [claim] = await claimRows(person.user.id);
    for (const role of ['Learner', 'CourseCoordinator', 'ProjectManager'] as const)
      expectError(await withdraw(claim!.id, { reason: 'x' }, who[role].h), 403, 'FORBIDDEN');
    expectValidation(await withdraw(claim!.id, { reason: '  ' }), 'reason', 'Give a reason for withdrawing the claim');
    expectValidation(await withdraw(claim!.id, {}), 'reason');
    expectError(await withdraw(MISSING, { reason: 'x' }), 404, 'NOT_FOUND', 'Claim not found');
    expect((await claimRows(person.user.id))[0]?.withdrawnAt).toBeNull();
  });
});

describe('course outcomes', () => {
  const outcomesOf = (courseId: string, h: Headers) =>
    call(t, 'GET', `/api/courses/${courseId}/outcomes`, undefined, h);
  const setOutcomes = (courseId: string, body: unknown, h: Headers) =>
    call(t, 'PUT', `/api/courses/${courseId}/outcomes`, body, h);
  const completeAll = async (courseLessons: { id: string }[], h: Headers) => {
    for (const lesson of courseLessons) {
      const res = await call(t, 'POST', `/api/lessons/${lesson.id}/complete`, undefined, h);
      expect(res.statusCode, res.body).toBe(200);
    }
  };

  it('the owner sets them; a learner who completes the course gets each as evidence, once', async () => {
    const owner = who.CourseCoordinator;
    const { course, lessons: courseLessons } = await createCourse(t, { ownerId: owner.user.id });
    const tech = await createTechnology(t);
    const set = await setOutcomes(course.id, { outcomes: [{ technologyId: tech.id, level: 3 }] }, owner.h);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({
      items: [{ technology: { id: tech.id, name: tech.name }, level: 3, requiresPass: false }],
    });
    const person = await learner();
    await rate(person.user.id, tech.id, { level: 3 });
    expect((await outcomesOf(course.id, person.h)).json().items).toHaveLength(1);
    await enrol(t, course.id, person.user.id);
    await completeAll(courseLessons, person.h);
    await jobsDone(t, 'course.completed>grant-outcomes');
    const s = (await skill(person.user.id, tech.id))!;
    expect(s).toMatchObject({
      level: 3,
      verifiedLevel: 3,
      from: { basis: 'evidence', kind: 'course-completed', label: course.title },
    });
    expect(s.claims.find((c) => c.kind === 'course-completed')).toMatchObject({
      source: { type: 'course', id: course.id, label: course.title },
      madeBy: null,
    });
    // The job run again (a retry after a crash) writes nothing twice.
    await t.app.platform.jobs.enqueue('course.completed>grant-outcomes', {
      learnerId: person.user.id,
      courseId: course.id,
    });
    await t.app.platform.jobs.flush();
    expect((await claimRows(person.user.id)).filter((c) => c.kind === 'course-completed')).toHaveLength(1);
    // A changed outcome leaves what was earned as earned.
    await setOutcomes(course.id, { outcomes: [{ technologyId: tech.id, level: 5 }] }, owner.h);
    expect((await derived(person.user.id, tech.id))?.verifiedLevel).toBe(3);
  });

  it('an outcome that requires a pass waits for every quiz of the course to be passed', async () => {
    const owner = who.CourseCoordinator;
    const { course, lessons: courseLessons } = await createCourse(t, { ownerId: owner.user.id });
    const tech = await createTechnology(t);
    await setOutcomes(course.id, { outcomes: [{ technologyId: tech.id, level: 4, requiresPass: true }] }, owner.h);
    const [quiz] = await t.db
      .insert(quizzes)
      .values({ lessonId: courseLessons[0]!.id, title: 'Check', position: 1, passMark: 60 })
      .returning();
    const person = await learner();
    await enrol(t, course.id, person.user.id);
    await completeAll(courseLessons, person.h);
    await jobsDone(t, 'course.completed>grant-outcomes');
    expect(await derived(person.user.id, tech.id)).toBeUndefined();
    // A passed attempt (written as grading leaves it), then its event's job: now granted.
    await passedAttemptJob(t, 'grant-outcomes', {
      quizId: quiz!.id,
      learnerId: person.user.id,
      courseId: course.id,
      lessonId: courseLessons[0]!.id,
    });
    expect(await skill(person.user.id, tech.id)).toMatchObject({
      level: 4,
      verifiedLevel: 4,
      from: { kind: 'assessment-passed', label: course.title },
    });
  });

  it('only the owner changes them; whoever sees the course reads them; bad input changes nothing', async () => {
    const owner = who.CourseCoordinator;
    const { course } = await createCourse(t, { ownerId: owner.user.id });
    const { course: draft } = await createCourse(t, { ownerId: owner.user.id, status: 'draft' });
    const tech = await createTechnology(t);
    const body = { outcomes: [{ technologyId: tech.id, level: 2 }] };
    const other = await signedInAs(t, 'CourseCoordinator');
    expectError(await setOutcomes(course.id, body, other.h), 403, 'COURSE_NOT_OWNER');
    // Editing a course is the coordinator area's (admins hand courses on; they do not edit them).
    for (const role of ['Learner', 'ProjectManager', 'Admin', 'SuperAdmin'] as const)
      expectError(await setOutcomes(course.id, body, who[role].h), 403, 'FORBIDDEN');
    expect((await setOutcomes(course.id, body, owner.h)).statusCode).toBe(200);
    for (const role of ROLES) expect((await outcomesOf(course.id, who[role].h)).statusCode, role).toBe(200);
    expectError(await outcomesOf(draft.id, who.Learner.h), 404, 'NOT_FOUND');
    expectError(await outcomesOf(MISSING, who.Admin.h), 404, 'NOT_FOUND');
    const bad = [
      [{ outcomes: [{ technologyId: tech.id, level: 0 }] }, 'outcomes.0.level'],
      [{ outcomes: [{ technologyId: tech.id, level: 6 }] }, 'outcomes.0.level'],
      [{ outcomes: [{ technologyId: MISSING, level: 2 }] }, 'outcomes.0.technologyId'],
      [{ outcomes: [{ technologyId: tech.id, level: 2, requiresPass: 'yes' }] }, 'outcomes.0.requiresPass'],
      [{ outcomes: [body.outcomes[0], body.outcomes[0]] }, 'outcomes'],
      [{ outcomes: 'all' }, 'outcomes'],
    ] as const;
    for (const [payload, path] of bad) expectValidation(await setOutcomes(course.id, payload, owner.h), path);
    expect((await outcomesOf(course.id, owner.h)).json().items).toHaveLength(1);
  });
});

describe('expiry', () => {
  it('a claim past its last day stops counting: the hourly job derives the skill again', async () => {
    const person = await learner();
    const tech = await createTechnology(t);
    await rate(person.user.id, tech.id, { level: 2 });
    // A certificate's claim (written as recognition will write one), valid until today.
    const [certificate] = await t.db
      .insert(skillClaims)
      .values({
        userId: person.user.id,
        technologyId: tech.id,
        kind: 'certificate',
        level: 5,
        sourceKey: 'certificate:demo',
        madeBy: null,
        validUntil: today(),
      })
      .returning();
    // The skill derived again (any write of one of its claims does so).
    await rate(person.user.id, tech.id, { level: 2 });
    expect(await derived(person.user.id, tech.id)).toMatchObject({
      level: 5,
      verifiedLevel: 5,
      nextExpiry: addDays(today(), 1),
    });
    // The day after its last day (the claim's date moved back a day, as the clock would move forward).
    await t.db
      .update(skillClaims)
      .set({ validUntil: addDays(today(), -1) })
      .where(eq(skillClaims.id, certificate!.id));
    await t.db.update(employeeSkills).set({ nextExpiry: today() }).where(eq(employeeSkills.userId, person.user.id));
    await t.app.platform.jobs.enqueue('skills.derive-expired', {});
    await t.app.platform.jobs.flush();
    expect(await derived(person.user.id, tech.id)).toMatchObject({ level: 2, verifiedLevel: null, nextExpiry: null });
    expect((await skill(person.user.id, tech.id))?.claims.find((c) => c.kind === 'certificate')?.status).toBe(
      'expired',
    );
  });
});

describe('concurrency', () => {
  it('raters, endorsers and the person at once: the derived skill is what its claims give', async () => {
    const person = await learner();
    const tech = await createTechnology(t);
    const raters: SignedIn[] = [];
    for (let i = 0; i < 4; i++) raters.push(await signedInAs(t, 'ProjectManager'));
    const peers: SignedIn[] = [];
    for (let i = 0; i < 4; i++) peers.push(await learner());
    await assess(tech.id, { level: 1 }, person.h);
    const results = await Promise.all([
      ...raters.map((r, i) => rate(person.user.id, tech.id, { level: 1 + i }, r.h)),
      ...peers.map((p) => endorse(person.user.id, tech.id, p.h)),
      assess(tech.id, { level: 5 }, person.h),
    ]);
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    const facts = (await claimRows(person.user.id)).map((c) => ({
      id: c.id,
      kind: c.kind,
      level: c.level,
      claimedAt: c.claimedAt,
      validUntil: c.validUntil,
      withdrawn: c.withdrawnAt !== null,
    }));
    const expected = effectiveSkill(facts, today())!;
    expect(expected).toMatchObject({ level: 4, endorsements: 4, basis: 'rated' });
    expect(await derived(person.user.id, tech.id)).toMatchObject({
      level: expected.level,
      endorsements: expected.endorsements,
      basisClaimId: expected.basisClaimId,
    });
  });
});

describe('staffing reads effective levels', () => {
  it('a skill verified by a course ranks the person for a project that needs it, marked verified', async () => {
    const owner = who.CourseCoordinator;
    const tech = await createTechnology(t);
    const { course, lessons: courseLessons } = await createCourse(t, { ownerId: owner.user.id });
    await call(
      t,
      'PUT',
      `/api/courses/${course.id}/outcomes`,
      { outcomes: [{ technologyId: tech.id, level: 4 }] },
      owner.h,
    );
    const person = await learner();
    await assess(tech.id, { level: 1 }, person.h);
    await enrol(t, course.id, person.user.id);
    for (const lesson of courseLessons)
      await call(t, 'POST', `/api/lessons/${lesson.id}/complete`, undefined, person.h);
    await jobsDone(t, 'course.completed>grant-outcomes');
    const project = await call(
      t,
      'POST',
      '/api/projects',
      {
        name: `Needs ${tech.name}`,
        startDate: addDays(today(), 1),
        deadline: addDays(today(), 30),
        technologyIds: [tech.id],
      },
      who.ProjectManager.h,
    );
    expect(project.statusCode, project.body).toBe(201);
    const res = await call(
      t,
      'GET',
      `/api/employees?projectId=${project.json().id}&match=true&searchTerm=${encodeURIComponent(person.user.email)}`,
      undefined,
      who.ProjectManager.h,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [ranked] = res.json().items;
    expect(ranked.technologies).toEqual([
      { id: tech.id, name: tech.name, level: 4, verifiedLevel: 4, basis: 'evidence' },
    ]);
    expect(ranked.match.matched).toEqual([
      { id: tech.id, name: tech.name, level: 4, verifiedLevel: 4, basis: 'evidence' },
    ]);
  });
});

describe('a project that requires verified skills', () => {
  it('matches people on what evidence verifies: a rating alone is missing, a course’s level counts', async () => {
    const tech = await createTechnology(t);
    const rated = await learner();
    await rate(rated.user.id, tech.id, { level: 5 });
    const verified = await learner();
    await rate(verified.user.id, tech.id, { level: 5 });
    await t.db.insert(skillClaims).values({
      userId: verified.user.id,
      technologyId: tech.id,
      kind: 'certificate',
      level: 2,
      sourceKey: 'certificate:test',
      madeBy: null,
    });
    await rate(verified.user.id, tech.id, { level: 5 }); // derives the skill again with the certificate
    const made = await call(
      t,
      'POST',
      '/api/projects',
      {
        name: `Verified ${tech.name}`,
        startDate: addDays(today(), 1),
        deadline: addDays(today(), 30),
        technologyIds: [tech.id],
        requireVerifiedSkills: true,
      },
      who.ProjectManager.h,
    );
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().requireVerifiedSkills).toBe(true);
    const rank = async (email: string) =>
      (
        await call(
          t,
          'GET',
          `/api/employees?projectId=${made.json().id}&match=true&searchTerm=${encodeURIComponent(email)}`,
          undefined,
          who.ProjectManager.h,
        )
      ).json().items[0].match;
    expect(await rank(rated.user.email)).toMatchObject({ matched: [], missing: [{ id: tech.id }] });
    expect(await rank(verified.user.email)).toMatchObject({ matched: [{ id: tech.id, level: 2, verifiedLevel: 2 }] });
    // Off again: the rating counts.
    const put = await call(
      t,
      'PUT',
      `/api/projects/${made.json().id}`,
      { requireVerifiedSkills: false },
      who.ProjectManager.h,
    );
    expect(put.json().requireVerifiedSkills).toBe(false);
    expect(await rank(rated.user.email)).toMatchObject({ matched: [{ id: tech.id, level: 5 }] });
    expectValidation(
      await call(t, 'PUT', `/api/projects/${made.json().id}`, { requireVerifiedSkills: 'yes' }, who.ProjectManager.h),
      'requireVerifiedSkills',
    );
  });
});

describe('skill gaps of a project', () => {
  const gaps = (projectId: string, h: Headers = who.ProjectManager.h) =>
    call(t, 'GET', `/api/projects/${projectId}/skill-gaps`, undefined, h);

  it('says per technology whether the team has it, who else does, and the published courses that grant it', async () => {
    const [held, elsewhere, nowhere] = [
      await createTechnology(t),
      await createTechnology(t),
      await createTechnology(t),
    ];
    const member = await learner();
    await rate(member.user.id, held.id, { level: 3 });
    const other = await learner();
    await rate(other.user.id, elsewhere.id, { level: 4 });
    const owner = who.CourseCoordinator;
    const { course } = await createCourse(t, { ownerId: owner.user.id });
    const { course: draft } = await createCourse(t, { ownerId: owner.user.id, status: 'draft' });
    for (const c of [course, draft])
      await call(
        t,
        'PUT',
        `/api/courses/${c.id}/outcomes`,
        { outcomes: [{ technologyId: nowhere.id, level: 2 }] },
        owner.h,
      );
    const roles = await call(
      t,
      'POST',
      '/api/project-roles',
      { name: `Gap role ${nowhere.id.slice(0, 6)}` },
      who.ProjectManager.h,
    );
    const made = await call(
      t,
      'POST',
      '/api/projects',
      {
        name: `Gaps ${held.name}`,
        startDate: addDays(today(), 1),
        deadline: addDays(today(), 30),
        technologyIds: [held.id, elsewhere.id, nowhere.id],
        roles: [{ roleId: roles.json().id, count: 1 }],
      },
      who.ProjectManager.h,
    );
    expect(made.statusCode, made.body).toBe(201);
    const projectId = made.json().id;
    const assigned = await call(
      t,
      'POST',
      `/api/projects/${projectId}/assignments`,
      { employeeId: member.user.id, roleId: roles.json().id, workload: 20 },
      who.ProjectManager.h,
    );
    expect(assigned.statusCode, assigned.body).toBe(201);
    const res = await gaps(projectId);
    expect(res.statusCode, res.body).toBe(200);
    const byId = new Map(res.json().items.map((g: { technology: { id: string } }) => [g.technology.id, g]));
    expect(byId.get(held.id)).toMatchObject({ gap: 'covered', team: { people: 1, best: 3 } });
    expect(byId.get(elsewhere.id)).toMatchObject({
      gap: 'team',
      team: { people: 0, best: null },
      organisation: { people: 1, verified: 0 },
    });
    expect(byId.get(nowhere.id)).toMatchObject({
      gap: 'organisation',
      organisation: { people: 0 },
      courses: [{ id: course.id, title: course.title, level: 2, requiresPass: false }],
    });
    // Requiring verified skills: a rating no longer covers it.
    await call(t, 'PUT', `/api/projects/${projectId}`, { requireVerifiedSkills: true }, who.ProjectManager.h);
    const strict = new Map(
      (await gaps(projectId)).json().items.map((g: { technology: { id: string } }) => [g.technology.id, g]),
    );
    expect(strict.get(held.id)).toMatchObject({ gap: 'organisation', team: { people: 0 } });
  });

  it('is for project managers; an unknown project is not found', async () => {
    const made = await call(
      t,
      'POST',
      '/api/projects',
      { name: 'Gaps roles', startDate: addDays(today(), 1), deadline: addDays(today(), 30) },
      who.ProjectManager.h,
    );
    for (const role of ['Learner', 'CourseCoordinator', 'Admin', 'SuperAdmin'] as const)
      expectError(await gaps(made.json().id, who[role].h), 403, 'FORBIDDEN');
    expect((await gaps(made.json().id, pm2.h)).statusCode).toBe(200);
    expect((await gaps(made.json().id, who.none.h)).statusCode).toBe(401);
    expectError(await gaps(MISSING), 404, 'NOT_FOUND');
  });
});
