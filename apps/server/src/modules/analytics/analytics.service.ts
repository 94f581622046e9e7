import type { ActivityPoint, ActivitySeries, AnalyticsInterval } from '@talentpath/contracts/analytics';
import type { activePeopleQuery, activitySeriesQuery } from '@talentpath/contracts/analytics';
import type { z } from 'zod';
import type { Platform } from '../../platform/context.ts';
import * as repo from './analytics.repository.ts';

// The organisation's activity over time (issue 27, the admin dashboard): read from the days and events the module
// records (ADR 0071). Days are UTC days; a week runs Monday to Sunday, as PostgreSQL's date_trunc has it.

type ActivitySeriesQuery = z.infer<typeof activitySeriesQuery>;
type ActivePeopleQuery = z.infer<typeof activePeopleQuery>;

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Of two days written YYYY-MM-DD (which sort as text), the earlier and the later. */
const earlier = (a: string, b: string) => (a.localeCompare(b) <= 0 ? a : b);
const later = (a: string, b: string) => (a.localeCompare(b) >= 0 ? a : b);

/** The first day of the interval `day` falls in. */
function intervalStart(day: string, unit: AnalyticsInterval): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (unit === 'month') return `${day.slice(0, 8)}01`;
  if (unit === 'week') return dayOf(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS);
  return day;
}

/** The first day of the next interval. */
function nextStart(start: string, unit: AnalyticsInterval): string {
  const date = new Date(`${start}T00:00:00Z`);
  if (unit === 'month') return dayOf(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
  return dayOf(date.getTime() + (unit === 'week' ? 7 : 1) * DAY_MS);
}

/** GET /admin/analytics/activity: a point per interval of the range, each cut to the range's days. */
export async function activitySeries(p: Platform, query: ActivitySeriesQuery): Promise<ActivitySeries> {
  const { from, to } = query;
  const interval = query.interval ?? 'week';
  const [people, events, activePeople] = await Promise.all([
    repo.activePeopleBy(p.db, interval, from, to),
    repo.eventsBy(p.db, interval, from, to),
    repo.activePeopleIn(p.db, from, to),
  ]);
  const peopleOf = new Map(people.map((row) => [row.bucket, row.people]));
  const eventsOf = new Map(events.map((row) => [row.bucket, row]));
  const points: ActivityPoint[] = [];
  for (let start = intervalStart(from, interval); start <= to; start = nextStart(start, interval)) {
    const last = dayOf(Date.parse(`${nextStart(start, interval)}T00:00:00Z`) - DAY_MS);
    const e = eventsOf.get(start);
    points.push({
      start: later(start, from),
      end: earlier(last, to),
      activePeople: peopleOf.get(start) ?? 0,
      signIns: e?.signIns ?? 0,
      lessonsOpened: e?.lessonsOpened ?? 0,
      attemptsStarted: e?.attemptsStarted ?? 0,
    });
  }
  return { from, to, interval, points, activePeople };
}

/** GET /admin/analytics/activity/people: who is behind an active-people figure. */
export const activePeople = (p: Platform, query: ActivePeopleQuery) => repo.activePeoplePage(p.db, query);
