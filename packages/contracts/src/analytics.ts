import { z } from 'zod';
import { pageOf, pageQuery, queryEnum } from './paging.ts';

// The analytics dashboards (issue 27, ADR 0071). Every dashboard reads a range of days (UTC) and, for its time
// series, an interval; each chart's numbers can be drilled down to the list behind them.

export const ANALYTICS_INTERVALS = ['day', 'week', 'month'] as const;
export type AnalyticsInterval = (typeof ANALYTICS_INTERVALS)[number];
/** The longest range read at once: two years. */
export const ANALYTICS_RANGE_DAYS_MAX = 731;
export const ANALYTICS_RANGE_BACKWARDS = 'The range must end on or after the day it starts';
export const ANALYTICS_RANGE_TOO_LONG = `The range may cover at most ${ANALYTICS_RANGE_DAYS_MAX} days`;

const DAY_MS = 86_400_000;
const day = (label: string) => z.iso.date({ error: `${label} must be a date written YYYY-MM-DD` });
const count = z.int().min(0);

/** Days from `from` to `to`, both counted. */
export const daysIn = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

const range = { from: day('From'), to: day('To') };
const rangeChecked = <T extends { from: string; to: string }>(value: T, ctx: z.RefinementCtx) => {
  const days = daysIn(value.from, value.to);
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: ANALYTICS_RANGE_BACKWARDS });
  else if (days > ANALYTICS_RANGE_DAYS_MAX)
    ctx.addIssue({ code: 'custom', path: ['to'], message: ANALYTICS_RANGE_TOO_LONG });
};

/** What the exports write: a CSV file (the default) or an Excel workbook. */
export const ANALYTICS_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type AnalyticsExportFormat = (typeof ANALYTICS_EXPORT_FORMATS)[number];
const exportFormat = { format: queryEnum(ANALYTICS_EXPORT_FORMATS, 'Format') };

const seriesFields = { ...range, interval: queryEnum(ANALYTICS_INTERVALS, 'Interval') };

/** GET /admin/analytics/activity: the range, and the interval of its points (a week, Monday to Sunday, by default). */
export const activitySeriesQuery = z.object(seriesFields).superRefine(rangeChecked);

/** GET /admin/analytics/activity/export: the series' query, and the file's format. */
export const activitySeriesExportQuery = z.object({ ...seriesFields, ...exportFormat }).superRefine(rangeChecked);
export type ActivitySeriesExportQuery = z.output<typeof activitySeriesExportQuery>;

/** One interval of the range: its first and last day inside the range, and what happened in it. */
export const activityPoint = z.object({
  start: z.iso.date(),
  end: z.iso.date(),
  /** People active on at least one day of it (signed in, opened or completed a lesson, started an attempt, posted). */
  activePeople: count,
  signIns: count,
  lessonsOpened: count,
  attemptsStarted: count,
  /** Learners who enrolled themselves in a course. */
  enrolled: count,
  /** Courses assigned to learners (by their coordinators or admins). */
  assigned: count,
  /** Courses completed (a retake to renew a certificate completes it again). */
  coursesCompleted: count,
});
export type ActivityPoint = z.infer<typeof activityPoint>;

export const activitySeries = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  interval: z.enum(ANALYTICS_INTERVALS),
  points: z.array(activityPoint),
  /** People active at least once in the whole range (not the sum of the points: one person counts once). */
  activePeople: count,
});
export type ActivitySeries = z.infer<typeof activitySeries>;

export const ACTIVE_PEOPLE_SORTS = ['name', 'activeDays', 'lastActive'] as const;

const activePeopleList = pageQuery({ sort: ACTIVE_PEOPLE_SORTS, defaultSort: '-activeDays', filters: z.object(range) });

/** GET /admin/analytics/activity/people: the people behind an active-people figure (a point's days, or the range's). */
export const activePeopleQuery = activePeopleList.superRefine(rangeChecked);

/** GET /admin/analytics/activity/people/export: the list's range and sort, every page of it, and the file's format. */
export const activePeopleExportQuery = activePeopleList
  .omit({ pageNumber: true, pageSize: true })
  .extend(exportFormat)
  .superRefine(rangeChecked);
export type ActivePeopleExportQuery = z.output<typeof activePeopleExportQuery>;

export const activePerson = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  /** Days of the range they were active on. */
  activeDays: count,
  lastActive: z.iso.date(),
});
export type ActivePerson = z.infer<typeof activePerson>;
export const activePeoplePage = pageOf(activePerson);
export type ActivePeoplePage = z.infer<typeof activePeoplePage>;

/** What happened to people's learning, each a figure of the series: a self-enrolment, an assignment, a completion. */
export const LEARNING_KINDS = ['enrolled', 'assigned', 'course-completed'] as const;
export type LearningKind = (typeof LEARNING_KINDS)[number];
export const LEARNING_EVENT_SORTS = ['at', 'name'] as const;

/**
 * GET /admin/analytics/learning: the enrolments, assignments or completions behind a figure of the series (a point's
 * days, or the range's), newest first by default.
 */
export const learningEventsQuery = pageQuery({
  sort: LEARNING_EVENT_SORTS,
  defaultSort: '-at',
  filters: z.object({
    ...range,
    kind: z.enum(LEARNING_KINDS, { error: `Kind must be one of: ${LEARNING_KINDS.join(', ')}` }),
  }),
}).superRefine(rangeChecked);

export const learningEvent = z.object({
  /** The record's own number (two of one person and course at one moment stay apart). */
  id: z.string(),
  at: z.iso.datetime(),
  person: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  /** The course, or null when it has been deleted since. */
  course: z.object({ id: z.uuid(), title: z.string() }).nullable(),
});
export type LearningEvent = z.infer<typeof learningEvent>;
export const learningEventsPage = pageOf(learningEvent);
export type LearningEventsPage = z.infer<typeof learningEventsPage>;
