import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CLAIM_KINDS, type PersonSkills } from '@talentpath/contracts/skills';
import { today } from '@talentpath/contracts/calendar-days';
import { DEMO_PASSWORD, seedDemoData } from '../../src/db/seed.ts';
import { userProfiles } from '../../src/db/schema/profiles.ts';
import { courseOutcomes, courseRecommendations, employeeSkills, skillClaims } from '../../src/db/schema/skills.ts';
import { userRoles, users } from '../../src/db/schema/users.ts';
import { effectiveSkill } from '../../src/modules/skills/effective-skill.ts';
import { call } from '../support/callers.ts';
import { fileTestApp, signIn } from '../support/test-app.ts';

// The skills demo data (seed/skills.ts, issue 24): every kind of claim, learner@ with a skill a completed course
// verifies and one whose certificate has expired, and derived rows that are what their claims give.

const t = await fileTestApp({}, { seeded: true });
const idOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!.id;

describe('skills demo data', () => {
  it('holds every kind of claim, and courses that grant skills', async () => {
    const kinds = new Set((await t.db.select({ kind: skillClaims.kind }).from(skillClaims)).map((r) => r.kind));
    expect([...kinds].sort()).toEqual([...CLAIM_KINDS].sort());
    expect(await t.db.$count(courseOutcomes)).toBeGreaterThanOrEqual(6);
  });

  it('learner@ has a skill verified by a completed course, and a stale one whose certificate expired', async () => {
    const { headers } = await signIn(t, { email: 'learner@talentpath.test', password: DEMO_PASSWORD });
    const res = await call(t, 'GET', `/api/people/${await idOf('learner@talentpath.test')}/skills`, undefined, headers);
    expect(res.statusCode, res.body).toBe(200);
    const skills = (res.json() as PersonSkills).items;
    expect(skills.find((s) => s.technology.name === 'Data protection')).toMatchObject({
      level: 2,
      verifiedLevel: 2,
      from: { basis: 'evidence', kind: 'course-completed', label: 'GDPR at work' },
    });
    const aws = skills.find((s) => s.technology.name === 'AWS');
    expect(aws?.claims.find((c) => c.kind === 'certificate')).toMatchObject({
      status: 'expired',
      source: null,
    });
    expect(aws?.verifiedLevel).toBeNull();
  });

  it('every derived skill is what its claims give today', async () => {
    const claims = await t.db.select().from(skillClaims);
    const rows = await t.db.select().from(employeeSkills);
    const byPair = new Map<string, typeof claims>();
    for (const c of claims)
      byPair.set(`${c.userId}:${c.technologyId}`, [...(byPair.get(`${c.userId}:${c.technologyId}`) ?? []), c]);
    for (const row of rows) {
      const facts = (byPair.get(`${row.userId}:${row.technologyId}`) ?? []).map((c) => ({
        ...c,
        withdrawn: c.withdrawnAt !== null,
      }));
      const expected = effectiveSkill(facts, today());
      expect(row).toMatchObject({
        level: expected?.level,
        verifiedLevel: expected?.verifiedLevel,
        basisClaimId: expected?.basisClaimId,
        endorsements: expected?.endorsements,
      });
    }
    expect(rows.length).toBeGreaterThan(50);
  });

  it('every active demo learner has a profile; learner@ shows their work to everyone and has a course recommended', async () => {
    const learners = await t.db
      .selectDistinct({ id: users.id })
      .from(users)
      .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'Learner')))
      .where(eq(users.status, 'active'));
    const profiles = new Set((await t.db.select({ id: userProfiles.userId }).from(userProfiles)).map((r) => r.id));
    expect(learners.length).toBeGreaterThan(15);
    for (const l of learners) expect(profiles.has(l.id)).toBe(true);
    const { headers } = await signIn(t, { email: 'learner@talentpath.test', password: DEMO_PASSWORD });
    const me = await call(t, 'GET', '/api/me/profile', undefined, headers);
    expect(me.json()).toMatchObject({
      about: { headline: 'Full-stack developer learning cloud infrastructure', location: expect.any(String) },
      visibility: { work: 'everyone' },
    });
    // And a photo, served as an uploaded one is.
    const avatar = me.json().person.avatar as string;
    expect(avatar).toMatch(/^\/api\/people\/[0-9a-f-]{36}\/photos\/[0-9a-f-]{36}$/);
    const photo = await call(t, 'GET', avatar, undefined, headers);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toContain('image/webp');
    const recommended = await call(t, 'GET', '/api/learner/recommendations', undefined, headers);
    expect(recommended.statusCode, recommended.body).toBe(200);
    expect(recommended.json().items).toContainEqual(
      expect.objectContaining({
        project: expect.objectContaining({ name: 'Customer portal relaunch' }),
        recommendedBy: expect.objectContaining({ name: expect.any(String) }),
      }),
    );
  });

  it('seeding again changes nothing', async () => {
    const before = [
      await t.db.$count(skillClaims),
      await t.db.$count(userProfiles),
      await t.db.$count(courseRecommendations),
    ];
    await seedDemoData(t.db);
    expect([
      await t.db.$count(skillClaims),
      await t.db.$count(userProfiles),
      await t.db.$count(courseRecommendations),
    ]).toEqual(before);
  });
});
