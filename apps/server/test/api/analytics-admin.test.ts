import { count, ne, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_RANGE_BACKWARDS,
  ANALYTICS_RANGE_TOO_LONG,
  type ActivePeoplePage,
  type ActivitySeries,
} from '@talentpath/contracts/analytics';
import { ROLES } from '@talentpath/contracts/roles';
import {
  ACTIVITY_KINDS,
  type ActivityKind,
  activityCounts,
  activityDays,
  activityEvents,
  activityPeople,
} from '../../src/db/schema/analytics.ts';
import { addDays as plusDays } from '@talentpath/contracts/calendar-days';
import { type ActiveDays, anyActive, periodStart, withDay } from '../../src/modules/analytics/active-days.ts';
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
  enrolled: 0,
  assigned: 0,
  coursesCompleted: 0,
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
  // Each route with what it needs besides the range, ready for the range's parameters.
  const paths = [
    '/admin/analytics/activity?',
    '/admin/analytics/activity/people?',
    '/admin/analytics/learning?kind=enrolled&',
  ];

  it('Admins and SuperAdmins; every other role 403, no token 401', async () => {
    for (const path of paths) {
      for (const role of ROLES) {
        const res = await get(`${path}${RANGE}`, who[role].h);
        if (role === 'Admin' || role === 'SuperAdmin') expect(res.statusCode, `${role} ${path}`).toBe(200);
        else expectError(res, 403, 'FORBIDDEN');
      }
      expectError(await get(`${path}${RANGE}`, {}), 401, 'UNAUTHORIZED');
    }
  });

  it('a range that ends before it starts, is too long, or is not of dates; an interval not offered', async () => {
    for (const path of paths) {
      expectValidation(await get(`${path}from=2025-03-02&to=2025-03-01`), 'to', ANALYTICS_RANGE_BACKWARDS);
      expectValidation(await get(`${path}from=2023-01-01&to=2025-01-02`), 'to', ANALYTICS_RANGE_TOO_LONG);
      expectValidation(
        await get(`${path}from=2025-02-30&to=2025-03-01`),
        'from',
        'From must be a date written YYYY-MM-DD',
      );
      expectValidation(await get(`${path}from=2025-03-01`), 'to', 'To must be a date written YYYY-MM-DD');
    }
    expectValidation(
      await get(`/admin/analytics/activity?${RANGE}&interval=year`),
      'interval',
      'Interval must be one of: day, week, month',
    );
    for (const kind of ['', 'enrolment'])
      expectValidation(
        await get(`/admin/analytics/learning?${RANGE}&kind=${kind}`),
        'kind',
        'Kind must be one of: enrolled, assigned, course-completed',
      );
    // The longest range allowed is read.
    expect((await get('/admin/analytics/activity?from=2023-01-01&to=2024-12-31&interval=month')).statusCode).toBe(200);
  });
});

describe('the roll-ups (ADR 0071): equal to a recount, whatever the batches', () => {
  const people = [ada, bo, cy];
  const sorted = <T>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();

  /** Everything the batches keep, counted again from the events and the days. */
  async function expectEqualToRecount() {
    const day = sql<string>`to_char((${activityEvents.at} at time zone 'UTC')::date, 'YYYY-MM-DD')`;
    const events = await t.db
      .select({ day, kind: sql<string>`${activityEvents.kind}`, n: count() })
      .from(activityEvents)
      .groupBy(day, activityEvents.kind);
    const days = await t.db
      .select({ day: activityDays.day, kind: sql<string>`'active-day'`, n: count() })
      .from(activityDays)
      .groupBy(activityDays.day);
    const allDays = await t.db.select().from(activityDays);
    // A day is active for the days of a person's own events: not for an assignment someone else made.
    const ownDays = await t.db
      .selectDistinct({ day, userId: activityEvents.userId })
      .from(activityEvents)
      .where(ne(activityEvents.kind, 'assigned'));
    expect(sorted(allDays)).toEqual(sorted(ownDays));
    const peoplePer = new Map<string, { day: string; kind: string; users: Set<string> }>();
    const daysOf = new Map<string, string[]>();
    for (const { day: d, userId } of allDays) {
      daysOf.set(userId, [...(daysOf.get(userId) ?? []), d]);
      for (const unit of ['week', 'month'] as const) {
        const start = periodStart(d, unit);
        const row = peoplePer.get(`${start} ${unit}`) ?? { day: start, kind: `active-${unit}`, users: new Set() };
        peoplePer.set(`${start} ${unit}`, row.users.add(userId) && row);
      }
    }
    // Each person's bits: from their first active day to their last, a 1 on each active day.
    const bits = [...daysOf].map(([userId, mine]) => {
      const origin = mine.sort()[0]!;
      const last = mine.at(-1)!;
      const length = Math.round((Date.parse(last) - Date.parse(origin)) / 86_400_000) + 1;
      const set = new Set(mine);
      return {
        userId,
        origin,
        days: Array.from({ length }, (_, i) => (set.has(plusDays(origin, i)) ? '1' : '0')).join(''),
      };
    });
    expect(sorted(await t.db.select().from(activityPeople))).toEqual(sorted(bits));
    const periods = [...peoplePer.values()].map(({ day: d, kind, users }) => ({ day: d, kind, n: users.size }));
    expect(sorted(await t.db.select().from(activityCounts))).toEqual(
      sorted([...events, ...days, ...periods].map(({ day: d, kind, n }) => ({ day: d, kind, n }))),
    );
  }

  /** The series and the people list of a range, computed from the days and events alone. */
  async function expectSeriesAsRecounted(from: string, to: string, interval: 'day' | 'week' | 'month') {
    const series = await ok<ActivitySeries>(`/admin/analytics/activity?from=${from}&to=${to}&interval=${interval}`);
    const allDays = await t.db.select().from(activityDays);
    const allEvents = await t.db.select().from(activityEvents);
    const peopleIn = (a: string, b: string) =>
      new Set(allDays.filter((d) => d.day >= a && d.day <= b).map((d) => d.userId)).size;
    const eventsIn = (a: string, b: string, kind: ActivityKind) =>
      allEvents.filter((e) => e.kind === kind && e.at.toISOString().slice(0, 10) >= a && e.at.toISOString() < `${b}~`)
        .length;
    expect(series.activePeople).toBe(peopleIn(from, to));
    expect(series.points[0]!.start).toBe(from);
    expect(series.points.at(-1)!.end).toBe(to);
    series.points.forEach((p, i) => {
      if (i > 0) expect(p.start).toBe(plusDays(series.points[i - 1]!.end, 1));
      expect(p, `${interval} ${p.start}`).toEqual({
        start: p.start,
        end: p.end,
        activePeople: peopleIn(p.start, p.end),
        signIns: eventsIn(p.start, p.end, 'sign-in'),
        lessonsOpened: eventsIn(p.start, p.end, 'lesson-opened'),
        attemptsStarted: eventsIn(p.start, p.end, 'attempt-started'),
        enrolled: eventsIn(p.start, p.end, 'enrolled'),
        assigned: eventsIn(p.start, p.end, 'assigned'),
        coursesCompleted: eventsIn(p.start, p.end, 'course-completed'),
      });
    });
    const list = await ok<ActivePeoplePage>(`/admin/analytics/activity/people?from=${from}&to=${to}&pageSize=100`);
    expect(list.totalCount).toBe(series.activePeople);
    for (const person of list.items) {
      const mine = allDays.filter((d) => d.userId === person.id && d.day >= from && d.day <= to).map((d) => d.day);
      expect(person.activeDays).toBe(mine.length);
      expect(person.lastActive).toBe(mine.sort().at(-1));
    }
  }

  // Activity in 2024, away from the hand-written fixtures above (which the recount covers too).
  const day = fc.integer({ min: 0, max: 120 }).map((n) => plusDays('2023-12-20', n));
  const row = fc.record({
    who: fc.nat(people.length - 1),
    day,
    second: fc.nat(86_399),
    kind: fc.constantFrom(...ACTIVITY_KINDS),
  });
  const batch = fc.array(row, { minLength: 1, maxLength: 12 });

  it('batches written one after another and two at a time keep every count, period and series exact', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(batch, fc.option(batch)), { minLength: 1, maxLength: 4 }),
        day,
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom('day' as const, 'week' as const, 'month' as const),
        async (steps, from, length, interval) => {
          const toRows = (rows: (typeof row extends fc.Arbitrary<infer R> ? R : never)[]) =>
            rows.map((r) =>
              at(people[r.who]!.id, new Date(Date.parse(`${r.day}T00:00:00Z`) + r.second * 1000).toISOString(), r.kind),
            );
          // Two batches at once: on PostgreSQL they race for the same days, periods and counts.
          for (const [first, second] of steps)
            await Promise.all([appendActivity(t.db, toRows(first)), second && appendActivity(t.db, toRows(second))]);
          await expectEqualToRecount();
          await expectSeriesAsRecounted(from, plusDays(from, length), interval);
        },
      ),
      { numRuns: 20 },
    );
  });
});

describe('a person’s active days as bits', () => {
  it('hold exactly the days set, in any order, and answer whether any day of a range is set', () => {
    const day = fc.integer({ min: 0, max: 400 }).map((n) => plusDays('2024-01-01', n));
    fc.assert(
      fc.property(fc.array(day, { minLength: 1, maxLength: 30 }), day, fc.nat(60), (days, from, length) => {
        let bits: ActiveDays = { origin: days[0]!, days: '' };
        for (const d of days) bits = withDay(bits, d);
        const set = [...new Set(days)].sort();
        expect(bits.origin).toBe(set[0]);
        expect([...bits.days].flatMap((c, i) => (c === '1' ? [plusDays(bits.origin, i)] : []))).toEqual(set);
        const to = plusDays(from, length);
        expect(anyActive(bits, from, to)).toBe(set.some((d) => d >= from && d <= to));
      }),
    );
  });
});
