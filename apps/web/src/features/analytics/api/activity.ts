import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  ActivePeoplePage,
  ActivitySeries,
  AnalyticsExportFormat,
  AnalyticsInterval,
  LearningEventsPage,
  LearningKind,
} from '@talentpath/contracts/analytics';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { queryString } from '../../../lib/list-query';

/** A range of UTC days, both counted. */
export type DayRange = { from: string; to: string };
export type PeopleSort = 'name' | '-name' | 'activeDays' | '-activeDays' | 'lastActive' | '-lastActive';
export type PeopleParams = DayRange & { sort: PeopleSort; pageNumber: number; pageSize: number };
export type LearningSort = 'at' | '-at' | 'name' | '-name';
export type LearningParams = DayRange & {
  kind: LearningKind;
  sort: LearningSort;
  pageNumber: number;
  pageSize: number;
};

// Query keys of the analytics. The cache is dropped when the user or the role changes (lib/query-client.ts).
const analyticsKeys = {
  activity: (range: DayRange, interval: AnalyticsInterval) => ['analytics', 'activity', range, interval] as const,
  people: (params: PeopleParams) => ['analytics', 'activity-people', params] as const,
  learning: (params: LearningParams) => ['analytics', 'learning', params] as const,
};

/** GET /admin/analytics/activity: a point per interval of the range; the chart shown stays while the next loads. */
export const useActivitySeries = (range: DayRange, interval: AnalyticsInterval, enabled: boolean) =>
  useQuery({
    queryKey: analyticsKeys.activity(range, interval),
    queryFn: ({ signal }) =>
      api.get<ActivitySeries>(`/admin/analytics/activity?${queryString({ ...range, interval })}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /admin/analytics/activity/people: one page of the people behind a figure. */
export const useActivePeople = (params: PeopleParams, enabled: boolean) =>
  useQuery({
    queryKey: analyticsKeys.people(params),
    queryFn: ({ signal }) =>
      api.get<ActivePeoplePage>(`/admin/analytics/activity/people?${queryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /admin/analytics/learning: one page of the enrolments, assignments or completions behind a figure. */
export const useLearningEvents = (params: LearningParams) =>
  useQuery({
    queryKey: analyticsKeys.learning(params),
    queryFn: ({ signal }) =>
      api.get<LearningEventsPage>(`/admin/analytics/learning?${queryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** What each export format is sent as (the download's Accept). */
export const EXPORT_TYPES: Record<AnalyticsExportFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The series as a file (GET /admin/analytics/activity/export). */
export const downloadActivity = (range: DayRange, interval: AnalyticsInterval, format: AnalyticsExportFormat) =>
  downloadFile(
    `/admin/analytics/activity/export?${queryString({ ...range, interval, format })}`,
    `activity-${range.from}-${range.to}.${format}`,
    EXPORT_TYPES[format],
  );

/** Everyone behind a figure as a file (GET /admin/analytics/activity/people/export). */
export const downloadActivePeople = (range: DayRange, sort: PeopleSort, format: AnalyticsExportFormat) =>
  downloadFile(
    `/admin/analytics/activity/people/export?${queryString({ ...range, sort, format })}`,
    `active-people-${range.from}-${range.to}.${format}`,
    EXPORT_TYPES[format],
  );

/** Every record behind a learning figure as a file (GET /admin/analytics/learning/export). */
export const downloadLearning = (
  params: DayRange & { kind: LearningKind; sort: LearningSort },
  format: AnalyticsExportFormat,
) =>
  downloadFile(
    `/admin/analytics/learning/export?${queryString({ ...params, format })}`,
    `${params.kind}-${params.from}-${params.to}.${format}`,
    EXPORT_TYPES[format],
  );
