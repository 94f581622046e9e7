import { describe, expect, it } from 'vitest';
import type { Badge, Redemption, Reward } from '@talentpath/contracts/recognition';
import { mailsTo } from '../support/api.ts';
import { call, everyRole, signedInAs, type Headers, type SignedIn } from '../support/callers.ts';
import { createCourse, enrol } from '../support/learning.ts';
import { jobsDone, notificationsOfType } from '../support/notifications.ts';
import { fileTestApp } from '../support/test-app.ts';

// The recognition module's events (a badge earned, a level reached, a redemption decided) tell the person,
// through the notifications module's durable subscribers.

const t = await fileTestApp();
const who = await everyRole(t);
const admin = who.Admin.h;

const post = (path: string, body: unknown, h: Headers) => call(t, 'POST', `/api${path}`, body, h);
const ok = async <T>(res: Awaited<ReturnType<typeof post>>, status = 200): Promise<T> => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
};

/** A new learner who completes a course through the API (100 points: level 2, Explorer); its award has run. */
async function learnerWithACourseDone(): Promise<SignedIn> {
  const owner = await signedInAs(t, 'CourseCoordinator');
  const { course, lessons } = await createCourse(t, { ownerId: owner.user.id });
  const learner = await signedInAs(t, 'Learner');
  await enrol(t, course.id, learner.user.id);
  for (const lesson of lessons) await ok(await post(`/lessons/${lesson.id}/complete`, undefined, learner.h));
  await jobsDone(t, 'course.completed>award-points', (p) => p.learnerId === learner.user.id);
  return learner;
}

describe('recognition notifications', () => {
  it('a badge earned and a level reached each tell the person', async () => {
    const badge = await ok<Badge>(
      await post(
        '/admin/badges',
        {
          name: `First course ${Math.random()}`,
          description: '',
          match: 'all',
          conditions: [{ kind: 'courses-completed', target: 1, categoryId: null }],
          active: true,
        },
        admin,
      ),
      201,
    );
    const learner = await learnerWithACourseDone();

    await jobsDone(t, 'badge.earned>notify-holder', (p) => p.userId === learner.user.id && p.badgeId === badge.id);
    const badges = await notificationsOfType(t, learner.user.id, 'badge-earned');
    expect(badges.map((n) => n.data)).toEqual([{ badgeId: badge.id, badgeName: badge.name }]);

    await jobsDone(t, 'points.level-reached>notify-person', (p) => p.userId === learner.user.id);
    const levels = await notificationsOfType(t, learner.user.id, 'level-reached');
    expect(levels.map((n) => n.data)).toEqual([{ level: 2, levelName: 'Explorer' }]);

    // A badge by e-mail too (its default); a level in the app only.
    const subjects = (await mailsTo(t, learner.user.email)).map((m) => m.subject);
    expect(subjects).toContain(`You earned the badge ${badge.name}`);
    expect(subjects.some((s) => s.includes('level'))).toBe(false);
  });

  it('a redemption rejected tells the person, with the reason', async () => {
    const reward = await ok<Reward>(
      await post(
        '/admin/rewards',
        { name: `Mug ${Math.random()}`, description: '', cost: 50, stock: null, active: true },
        admin,
      ),
      201,
    );
    const learner = await learnerWithACourseDone();
    const made = await ok<Redemption>(await post(`/rewards/${reward.id}/redeem`, undefined, learner.h), 201);
    await ok(await post(`/admin/redemptions/${made.id}/reject`, { reason: 'Out of mugs' }, admin));

    await jobsDone(t, 'redemption.decided>notify-redeemer', (p) => p.redemptionId === made.id);
    const told = await notificationsOfType(t, learner.user.id, 'redemption-rejected');
    expect(told.map((n) => n.data)).toEqual([
      { redemptionId: made.id, rewardName: reward.name, reason: 'Out of mugs' },
    ]);
    expect(await notificationsOfType(t, learner.user.id, 'redemption-fulfilled')).toEqual([]);
  });
});
