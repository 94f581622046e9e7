import { describe, expect, it } from 'vitest';
import type { ActivePeoplePage, ActivitySeries } from '@talentpath/contracts/analytics';
import { addDays, today } from '@talentpath/contracts/calendar-days';
import { DEMO_PASSWORD } from '../../src/db/seed.ts';
import { seedActivity } from '../../src/db/seed/activity.ts';
import { activityEvents } from '../../src/db/schema/analytics.ts';
import { call } from '../support/callers.ts';
import { fileTestApp, signIn } from '../support/test-app.ts';

// The demo's activity (seed/activity.ts, issue 27) as the admin's analytics show it: six months with people active in
// each, sign-ins, lessons opened and quiz attempts, each month's figure the count of its list. Seeded once.

const t = await fileTestApp({}, { seeded: true });
const admin = (await signIn(t, { email: 'admin@talentpath.test', password: DEMO_PASSWORD }, 'Admin')).headers;
const get = async <T>(path: string) => {
  const res = await call(t, 'GET', `/api${path}`, undefined, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

describe('analytics demo data', () => {
  it('six months of activity: every month has active people, sign-ins and lessons; attempts in most', async () => {
    const to = addDays(today(), -1); // before today: what the suite's own sign-ins add is not the demo's
    const from = `${addDays(to, -170).slice(0, 8)}01`;
    const series = await get<ActivitySeries>(`/admin/analytics/activity?from=${from}&to=${to}&interval=month`);
    expect(series.points.length).toBeGreaterThanOrEqual(6);
    for (const point of series.points) {
      expect(point.activePeople, point.start).toBeGreaterThanOrEqual(10);
      expect(point.signIns, point.start).toBeGreaterThan(point.activePeople);
      expect(point.lessonsOpened, point.start).toBeGreaterThan(0);
      const list = await get<ActivePeoplePage>(`/admin/analytics/activity/people?from=${point.start}&to=${point.end}`);
      expect(list.totalCount, point.start).toBe(point.activePeople);
    }
    expect(series.points.filter((p) => p.attemptsStarted > 0).length).toBeGreaterThanOrEqual(5);
    expect(series.activePeople).toBeGreaterThanOrEqual(25);
  });

  it('is written once: seeding again adds nothing', async () => {
    const before = await t.db.$count(activityEvents);
    await seedActivity(t.db);
    expect(await t.db.$count(activityEvents)).toBe(before);
  });
});
