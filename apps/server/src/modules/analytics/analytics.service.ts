import type { ActivityPoint, ActivitySeries } from '@talentpath/contracts/analytics';
import type {
  activePeopleQuery,
  activitySeriesQuery,
  LearningEventsPage,
  learningEventsQuery,
} from '@talentpath/contracts/analytics';
import type { z } from 'zod';
import type { Platform } from '../../platform/context.ts';
import type { Db } from '../../platform/db.ts';
import { intervalsOf } from './active-days.ts';
import { courseTitles } from '../courses/courses.public.ts';
import * as repo from './analytics.repository.ts';

// The organisation's activity over time (issue 27, the admin dashboard): read from the days and events the module
// records (ADR 0071). Days are UTC days; a week runs Monday to Sunday, as PostgreSQL's date_trunc has it.

type ActivitySeriesQuery = z.infer<typeof activitySeriesQuery>;
type ActivePeopleQuery = z.infer<typeof activePeopleQuery>;

/**
 * GET /admin/analytics/activity: a point per interval of the range, each cut to the range's days. Read from the
 * roll-ups (ADR 0071): the counts per day summed per interval, the people of a whole week or month as counted when
 * it was written; only a point the range cuts (its first or last) counts its people from the pieces of its days.
 */
export async function activitySeries(p: Platform, query: ActivitySeriesQuery): Promise<ActivitySeries> {
  const { from, to } = query;
  const interval = query.interval ?? 'week';
  const [counts, periods, activePeople] = await Promise.all([
    repo.countsBy(p.db, interval, from, to),
    interval === 'day' ? [] : repo.activePeoplePer(p.db, interval, from, to),
    repo.activePeopleIn(p.db, from, to),
  ]);
  const countsOf = new Map(counts.map((row) => [row.bucket, row]));
  const peopleOf = new Map(periods.map((row) => [row.start, row.people]));
  const points: ActivityPoint[] = [];
  for (const { bucket: start, whole, ...point } of intervalsOf(from, to, interval)) {
    const c = countsOf.get(start);
    points.push({
      ...point,
      activePeople:
        interval === 'day'
          ? (c?.activeDays ?? 0)
          : whole
            ? (peopleOf.get(start) ?? 0)
            : await repo.activePeopleIn(p.db, point.start, point.end),
      signIns: c?.signIns ?? 0,
      lessonsOpened: c?.lessonsOpened ?? 0,
      attemptsStarted: c?.attemptsStarted ?? 0,
      enrolled: c?.enrolled ?? 0,
      assigned: c?.assigned ?? 0,
      coursesCompleted: c?.coursesCompleted ?? 0,
    });
  }
  return { from, to, interval, points, activePeople };
}

/** GET /admin/analytics/activity/people: who is behind an active-people figure. */
export const activePeople = (p: Platform, query: ActivePeopleQuery) => repo.activePeoplePage(p.db, query);

/** GET /admin/analytics/learning: who enrolled, was assigned or completed, and in which course, behind a figure. */
export async function learningEvents(
  p: Platform,
  query: z.infer<typeof learningEventsQuery>,
): Promise<LearningEventsPage> {
  const page = await repo.learningEventsPage(p.db, query);
  const ids = [...new Set(page.items.flatMap((item) => (item.courseId ? [item.courseId] : [])))];
  const titles = await courseTitles(p.db, ids);
  return {
    ...page,
    items: page.items.map(({ id, at, userId, name, email, courseId }) => {
      const title = courseId ? titles.get(courseId) : undefined;
      return {
        id: String(id),
        at: at.toISOString(),
        person: { id: userId, name, email },
        course: courseId && title !== undefined ? { id: courseId, title } : null,
      };
    }),
  };
}

export type { ActivityRow } from './analytics.repository.ts';

/**
 * Writes activity at once, with its roll-ups, rather than through the recorder's buffer: for history written in bulk
 * (the demo data), which no request waits on.
 */
export const recordActivity = (db: Db, rows: readonly repo.ActivityRow[]) => repo.appendActivity(db, rows);
