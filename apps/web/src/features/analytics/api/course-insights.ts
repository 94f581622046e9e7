import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AnalyticsExportFormat,
  AnalyticsInterval,
  CourseActivitySeries,
  CourseFunnel,
  CourseInsightsPage,
} from '@talentpath/contracts/analytics';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { queryString } from '../../../lib/list-query';
import { type DayRange, EXPORT_TYPES } from './activity';

// The coordinator's dashboard (issue 27): their courses' figures for a range, one course's funnel, quizzes and
// activity, and the files of each. The cache is dropped when the user or the role changes (lib/query-client.ts).

export type CourseInsightSort =
  | 'title'
  | '-title'
  | 'enrolled'
  | '-enrolled'
  | 'started'
  | '-started'
  | 'completed'
  | '-completed'
  | 'rate'
  | '-rate'
  | 'overdue'
  | '-overdue';
export type CourseInsightsParams = DayRange & { sort: CourseInsightSort; pageNumber: number; pageSize: number };
/** What a course's export holds: the funnel's steps, or its quizzes' pass rates. */
export type CourseFunnelExport = 'funnel' | 'quizzes';

const courseKeys = {
  insights: (params: CourseInsightsParams) => ['analytics', 'course-insights', params] as const,
  funnel: (courseId: string, range: DayRange) => ['analytics', 'course-funnel', courseId, range] as const,
  activity: (courseId: string, range: DayRange, interval: AnalyticsInterval) =>
    ['analytics', 'course-activity', courseId, range, interval] as const,
};

const coursePath = (courseId: string) => `/coordinator/analytics/courses/${encodeURIComponent(courseId)}`;

/** GET /coordinator/analytics/courses: one page of the caller's courses with their figures, and the totals. */
export const useCourseInsights = (params: CourseInsightsParams, enabled: boolean) =>
  useQuery({
    queryKey: courseKeys.insights(params),
    queryFn: ({ signal }) =>
      api.get<CourseInsightsPage>(`/coordinator/analytics/courses?${queryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /coordinator/analytics/courses/{id}: the course's funnel, median, overdue count and quizzes for the range. */
export const useCourseFunnel = (courseId: string, range: DayRange, enabled: boolean) =>
  useQuery({
    queryKey: courseKeys.funnel(courseId, range),
    queryFn: ({ signal }) => api.get<CourseFunnel>(`${coursePath(courseId)}?${queryString(range)}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /coordinator/analytics/courses/{id}/activity: what happened in the course, per interval of the range. */
export const useCourseActivity = (courseId: string, range: DayRange, interval: AnalyticsInterval, enabled: boolean) =>
  useQuery({
    queryKey: courseKeys.activity(courseId, range, interval),
    queryFn: ({ signal }) =>
      api.get<CourseActivitySeries>(`${coursePath(courseId)}/activity?${queryString({ ...range, interval })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Every course's figures, in the list's order, as a file (GET /coordinator/analytics/courses/export). */
export const downloadCourseInsights = (range: DayRange, sort: CourseInsightSort, format: AnalyticsExportFormat) =>
  downloadFile(
    `/coordinator/analytics/courses/export?${queryString({ ...range, sort, format })}`,
    `courses-${range.from}-${range.to}.${format}`,
    EXPORT_TYPES[format],
  );

/** A course's funnel or quizzes as a file (GET /coordinator/analytics/courses/{id}/export). */
export const downloadCourseFunnel = (
  courseId: string,
  range: DayRange,
  what: CourseFunnelExport,
  format: AnalyticsExportFormat,
) =>
  downloadFile(
    `${coursePath(courseId)}/export?${queryString({ ...range, what, format })}`,
    `course-${what}-${range.from}-${range.to}.${format}`,
    EXPORT_TYPES[format],
  );

/** A course's activity series as a file (GET /coordinator/analytics/courses/{id}/activity/export). */
export const downloadCourseActivity = (
  courseId: string,
  range: DayRange,
  interval: AnalyticsInterval,
  format: AnalyticsExportFormat,
) =>
  downloadFile(
    `${coursePath(courseId)}/activity/export?${queryString({ ...range, interval, format })}`,
    `course-activity-${range.from}-${range.to}.${format}`,
    EXPORT_TYPES[format],
  );
