import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, today } from '@talentpath/contracts/calendar-days';
import type { PersonSkills } from '@talentpath/contracts/skills';
import { certificates } from '../../src/db/schema/certificates.ts';
import { lessons } from '../../src/db/schema/learning.ts';
import { employeeSkills, skillClaims } from '../../src/db/schema/skills.ts';
import { deriveExpired } from '../../src/modules/skills/skills.service.ts';
import { call } from '../support/callers.ts';
import { completedCertificate } from '../support/certificates.ts';
import { createTechnology } from '../support/learning.ts';
import { jobsDone } from '../support/notifications.ts';
import { fileTestApp } from '../support/test-app.ts';

// A course's certificate bounds the evidence its completion gives for the skills it teaches (issue 25): the claims
// last as long as the certificate (an expired one stops counting), and a revoked certificate withdraws them.

const t = await fileTestApp();

async function skillOf(learner: { user: { id: string }; h: Record<string, string> }, technologyId: string) {
  const res = await call(t, 'GET', `/api/people/${learner.user.id}/skills`, undefined, learner.h);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as PersonSkills).items.find((s) => s.technology.id === technologyId);
}

describe('a certificate and the skills of its course', () => {
  it('the course’s claims last as long as its certificate; revoked, they are withdrawn and the skill unverified', async () => {
    const tech = await createTechnology(t);
    const { owner, learner, certificate } = await completedCertificate(t, {
      validMonths: 12,
      outcomes: [{ technologyId: tech.id, level: 3 }],
    });
    const ofLearner = (p: Record<string, unknown>) => p.learnerId === learner.user.id || p.userId === learner.user.id;
    await jobsDone(t, 'course.completed>grant-outcomes', ofLearner);
    await jobsDone(t, 'certificate.issued>follow-certificate', ofLearner);
    expect(certificate.expiresOn).not.toBeNull();
    const before = (await skillOf(learner, tech.id))!;
    expect(before.verifiedLevel).toBe(3);
    expect(before.claims.find((c) => c.kind === 'course-completed')).toMatchObject({
      validUntil: certificate.expiresOn,
      status: 'live',
    });

    const revoked = await call(
      t,
      'POST',
      `/api/certificates/${certificate.id}/revoke`,
      { reason: 'The final test was copied.' },
      owner.h,
    );
    expect(revoked.statusCode, revoked.body).toBe(200);
    await jobsDone(t, 'certificate.revoked>withdraw-evidence', ofLearner);
    const after = await skillOf(learner, tech.id);
    expect(after?.verifiedLevel ?? null).toBeNull();
    expect(after?.claims.find((c) => c.kind === 'course-completed')?.withdrawal?.reason).toBe(
      'Certificate revoked: The final test was copied.',
    );
  });

  it('a certificate valid for ever leaves the claims without a last day', async () => {
    const tech = await createTechnology(t);
    const { learner } = await completedCertificate(t, { outcomes: [{ technologyId: tech.id, level: 2 }] });
    const ofLearner = (p: Record<string, unknown>) => p.learnerId === learner.user.id || p.userId === learner.user.id;
    await jobsDone(t, 'course.completed>grant-outcomes', ofLearner);
    await jobsDone(t, 'certificate.issued>follow-certificate', ofLearner);
    const skill = (await skillOf(learner, tech.id))!;
    expect(skill.claims.find((c) => c.kind === 'course-completed')?.validUntil).toBeNull();
    expect(skill.verifiedLevel).toBe(2);
  });

  it('an expired certificate stops counting; renewed by retaking the course, the skill is verified again to its new end', async () => {
    const tech = await createTechnology(t);
    const { course, learner, certificate } = await completedCertificate(t, {
      validMonths: 12,
      outcomes: [{ technologyId: tech.id, level: 3 }],
    });
    const ofLearner = (p: Record<string, unknown>) => p.learnerId === learner.user.id || p.userId === learner.user.id;
    await jobsDone(t, 'certificate.issued>follow-certificate', ofLearner);
    // A year on: the certificate ended yesterday, and the daily derivation drops what it proved.
    const yesterday = addDays(today(), -1);
    await t.db.update(certificates).set({ expiresOn: yesterday }).where(eq(certificates.id, certificate.id));
    await t.db.update(skillClaims).set({ validUntil: yesterday }).where(eq(skillClaims.userId, learner.user.id));
    await t.db.update(employeeSkills).set({ nextExpiry: today() }).where(eq(employeeSkills.userId, learner.user.id));
    await deriveExpired(t.app.platform);
    expect((await skillOf(learner, tech.id))?.verifiedLevel ?? null).toBeNull();

    const retake = await call(t, 'POST', `/api/courses/${course.id}/retake`, undefined, learner.h);
    expect(retake.statusCode, retake.body).toBe(200);
    const courseLessons = await t.db
      .select()
      .from(lessons)
      .where(eq(lessons.courseId, course.id))
      .orderBy(asc(lessons.position));
    for (const lesson of courseLessons)
      expect((await call(t, 'POST', `/api/lessons/${lesson.id}/complete`, undefined, learner.h)).statusCode).toBe(200);
    await jobsDone(
      t,
      'certificate.issued>follow-certificate',
      (p) => ofLearner(p) && p.certificateId !== certificate.id,
    );
    const renewed = (await skillOf(learner, tech.id))!;
    expect(renewed.verifiedLevel).toBe(3);
    expect(renewed.claims.find((c) => c.kind === 'course-completed')).toMatchObject({
      validUntil: addDays(addMonths(today(), 12), -1),
      status: 'live',
    });
  });
});
