import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_RANGE_BACKWARDS,
  ANALYTICS_RANGE_TOO_LONG,
  type ActivePeoplePage,
  type ActivitySeries,
} from '@talentpath/contracts/analytics';
import { ROLES } from '@talentpath/contracts/roles';
import type { ActivityKind } from '../../src/db/schema/analytics.ts';
import { appendActivity } from '../../src/modules/analytics/analytics.repository.ts';
import { expectError, expectValidation } from '../support/api.ts';
import { call, everyRole, type Headers } from '../support/callers.ts';
import { createUser, fileTestApp } from '../support/test-app.ts';

// Issue 27, the admin dashboard's activity over time: numbers checked against activity written by hand, each
// active-people figure equal to the count of the list behind it, and who may read them.

const t = await fileTestApp();
const who = await everyRole(t);
const get = (path: string, h: Headers = who.Admin.h) => call(t, 'GET', `/api${path}`, undefined, h);
async function ok<T>(path: string, h: Headers = who.Admin.h) {
  const res = await get(path, h);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

// Three people's activity in 2025 (the suite's own sign-ins are today's, outside every range below).
const [ada, bo, cy] = [
  await createUser(t, { roles: ['Learner'], name: 'Ada Active' }),
  await createUser(t, { roles: ['Learner'], name: 'Bo Busy' }),
  await createUser(t, { roles: ['ProjectManager'], name: 'Cy Early' }),
];
const at = (userId: string, when: string, kind: ActivityKind) => ({
  at: new Date(when),
  userId,
  kind,
  courseId: null,
  subjectId: null,
});
await appendActivity(t.db, [
  at(ada.id, '2025-03-03T08:00:00Z', 'sign-in'), // a Monday
  at(ada.id, '2025-03-04T23:59:59Z', 'lesson-opened'),
  at(ada.id, '2025-03-04T10:00:00Z', 'lesson-completed'),
  at(ada.id, '2025-03-10T00:00:00Z', 'sign-in'), // the next Monday, at its first instant
  at(bo.id, '2025-03-09T23:00:00Z', 'sign-in'), // a Sunday
  at(bo.id, '2025-03-09T23:30:00Z', 'attempt-started'),
  at(bo.id, '2025-04-01T12:00:00Z', 'sign-in'),
  at(bo.id, '2025-04-01T12:05:00Z', 'forum-posted'),
  at(cy.id, '2025-02-28T23:59:59Z', 'sign-in'), // the day before the range
]);
const RANGE = 'from=2025-03-01&to=2025-04-02';
const point = (start: string, end: string, people: number, signIns = 0, lessonsOpened = 0, attemptsStarted = 0) => ({
  start,
  end,
  activePeople: people,
  signIns,
  lessonsOpened,
  attemptsStarted,
});

describe('GET /api/admin/analytics/activity', () => {
  it('per week (the default, Monday to Sunday), each point cut to the range', async () => {
    const series = await ok<ActivitySeries>(`/admin/analytics/activity?${RANGE}`);
    expect(series).toEqual({
      from: '2025-03-01',
      to: '2025-04-02',
      interval: 'week',
      activePeople: 2,
      points: [
        point('2025-03-01', '2025-03-02', 0),
        point('2025-03-03', '2025-03-09', 2, 2, 1, 1),
        point('2025-03-10', '2025-03-16', 1, 1),
        point('2025-03-17', '2025-03-23', 0),
        point('2025-03-24', '2025-03-30', 0),
        point('2025-03-31', '2025-04-02', 1, 1),
      ],
    });
  });

  it('per month and per day', async () => {
    const months = await ok<ActivitySeries>(`/admin/analytics/activity?${RANGE}&interval=month`);
    expect(months.points).toEqual([
      point('2025-03-01', '2025-03-31', 2, 3, 1, 1),
      point('2025-04-01', '2025-04-02', 1, 1),
    ]);
    const days = await ok<ActivitySeries>(`/admin/analytics/activity?${RANGE}&interval=day`);
    expect(days.points).toHaveLength(33);
    const busy = days.points.filter((p) => p.activePeople > 0);
    expect(busy).toEqual([
      point('2025-03-03', '2025-03-03', 1, 1),
      point('2025-03-04', '2025-03-04', 1, 0, 1),
      point('2025-03-09', '2025-03-09', 1, 1, 0, 1),
      point('2025-03-10', '2025-03-10', 1, 1),
      point('2025-04-01', '2025-04-01', 1, 1),
    ]);
    expect(days.activePeople).toBe(2);
    // A range of one day, the one before: Cy alone.
    const one = await ok<ActivitySeries>('/admin/analytics/activity?from=2025-02-28&to=2025-02-28&interval=month');
    expect(one.points).toEqual([point('2025-02-28', '2025-02-28', 1, 1)]);
  });

  it('each active-people figure is the count of the list behind it', async () => {
    for (const interval of ['day', 'week', 'month'])
      for (const p of (await ok<ActivitySeries>(`/admin/analytics/activity?${RANGE}&interval=${interval}`)).points) {
        const list = await ok<ActivePeoplePage>(`/admin/analytics/activity/people?from=${p.start}&to=${p.end}`);
        expect(list.totalCount, `${interval} ${p.start}`).toBe(p.activePeople);
      }
    const whole = await ok<ActivePeoplePage>(`/admin/analytics/activity/people?${RANGE}`);
    expect(whole.totalCount).toBe(2);
  });
});

describe('GET /api/admin/analytics/activity/people', () => {
  it('who, with their active days and the last one; sorted and paged', async () => {
    const page = await ok<ActivePeoplePage>('/admin/analytics/activity/people?from=2025-03-03&to=2025-03-09');
    expect(page.items).toEqual([
      { id: ada.id, name: 'Ada Active', email: ada.email, activeDays: 2, lastActive: '2025-03-04' },
      { id: bo.id, name: 'Bo Busy', email: bo.email, activeDays: 1, lastActive: '2025-03-09' },
    ]);
    const byLast = await ok<ActivePeoplePage>(`/admin/analytics/activity/people?${RANGE}&sort=-lastActive&pageSize=1`);
    expect(byLast).toMatchObject({
      totalCount: 2,
      hasNextPage: true,
      items: [{ id: bo.id, lastActive: '2025-04-01' }],
    });
    const second = await ok<ActivePeoplePage>(
      `/admin/analytics/activity/people?${RANGE}&sort=-lastActive&pageSize=1&pageNumber=2`,
    );
    expect(second.items.map((p) => p.id)).toEqual([ada.id]);
    const byName = await ok<ActivePeoplePage>(`/admin/analytics/activity/people?${RANGE}&sort=-name`);
    expect(byName.items.map((p) => p.name)).toEqual(['Bo Busy', 'Ada Active']);
  });
});

describe('who may read them, and what is refused', () => {
  const paths = ['/admin/analytics/activity', '/admin/analytics/activity/people'];

  it('Admins and SuperAdmins; every other role 403, no token 401', async () => {
    for (const path of paths) {
      for (const role of ROLES) {
        const res = await get(`${path}?${RANGE}`, who[role].h);
        if (role === 'Admin' || role === 'SuperAdmin') expect(res.statusCode, `${role} ${path}`).toBe(200);
        else expectError(res, 403, 'FORBIDDEN');
      }
      expectError(await get(`${path}?${RANGE}`, {}), 401, 'UNAUTHORIZED');
    }
  });

  it('a range that ends before it starts, is too long, or is not of dates; an interval not offered', async () => {
    for (const path of paths) {
      expectValidation(await get(`${path}?from=2025-03-02&to=2025-03-01`), 'to', ANALYTICS_RANGE_BACKWARDS);
      expectValidation(await get(`${path}?from=2023-01-01&to=2025-01-02`), 'to', ANALYTICS_RANGE_TOO_LONG);
      expectValidation(
        await get(`${path}?from=2025-02-30&to=2025-03-01`),
        'from',
        'From must be a date written YYYY-MM-DD',
      );
      expectValidation(await get(`${path}?from=2025-03-01`), 'to', 'To must be a date written YYYY-MM-DD');
    }
    expectValidation(
      await get(`/admin/analytics/activity?${RANGE}&interval=year`),
      'interval',
      'Interval must be one of: day, week, month',
    );
    // The longest range allowed is read.
    expect((await get('/admin/analytics/activity?from=2023-01-01&to=2024-12-31&interval=month')).statusCode).toBe(200);
  });
});
