import { expect } from 'vitest';
import type { Certificate, CertificateList } from '@talentpath/contracts/certificates';
import { createUser, signIn, type TestApp } from './test-app.ts';
import { call, signedInAs } from './callers.ts';
import { createCourse, enrol } from './learning.ts';
import { jobsDone } from './notifications.ts';

/**
 * A course owned by a coordinator of its own, and a learner (with a Norwegian name) who completes it: the
 * certificate its completion issued, as its holder sees it.
 */
export async function completedCertificate(
  t: TestApp,
  options: { validMonths?: number; outcomes?: { technologyId: string; level: number }[] } = {},
) {
  const owner = await signedInAs(t, 'CourseCoordinator');
  const { course, lessons } = await createCourse(t, { ownerId: owner.user.id, title: `Personvern ${Math.random()}` });
  if (options.outcomes) {
    const set = await call(t, 'PUT', `/api/courses/${course.id}/outcomes`, { outcomes: options.outcomes }, owner.h);
    expect(set.statusCode, set.body).toBe(200);
  }
  if (options.validMonths !== undefined) {
    const path = `/api/courses/${course.id}/certificate-settings`;
    const saved = await call(t, 'PUT', path, { validMonths: options.validMonths }, owner.h);
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const user = await createUser(t, { roles: ['Learner'], name: 'Åse Ødegård Bækkelund' });
  const learner = { user, h: (await signIn(t, user, 'Learner')).headers };
  await enrol(t, course.id, user.id);
  for (const lesson of lessons) {
    const res = await call(t, 'POST', `/api/lessons/${lesson.id}/complete`, undefined, learner.h);
    expect(res.statusCode, res.body).toBe(200);
  }
  await jobsDone(t, 'course.completed>issue-certificate', (payload) => payload.learnerId === user.id);
  const res = await call(t, 'GET', '/api/learner/certificates', undefined, learner.h);
  expect(res.statusCode, res.body).toBe(200);
  const certificate: Certificate = (res.json() as CertificateList).items[0]!;
  return { owner, course, learner, certificate };
}
