import { expect } from 'vitest';
import type { ForumSpaceList } from '@talentpath/contracts/forum';
import { call, type Headers, signedInAs } from './callers.ts';
import { createCourse, enrol } from './learning.ts';
import type { TestApp } from './test-app.ts';

/** The forums the caller may read (GET /api/forum/spaces), failing the test on anything but 200. */
export async function forumSpaces(t: TestApp, h: Headers): Promise<ForumSpaceList['items']> {
  const res = await call(t, 'GET', '/api/forum/spaces', undefined, h);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ForumSpaceList).items;
}

/** A course with an owner, an enrolled learner, and its forum's id. */
export async function courseForum(t: TestApp) {
  const owner = await signedInAs(t, 'CourseCoordinator');
  const { course } = await createCourse(t, { ownerId: owner.user.id });
  const learner = await signedInAs(t, 'Learner');
  await enrol(t, course.id, learner.user.id);
  const space = (await forumSpaces(t, learner.h)).find((s) => s.course?.id === course.id)!;
  return { owner, learner, course, spaceId: space.id };
}
