import type {
  CourseActivityExportQuery,
  CourseFunnelExportQuery,
  CourseInsightsExportQuery,
} from '@talentpath/contracts/analytics';
import { today } from '@talentpath/contracts/calendar-days';
import type { Platform } from '../../platform/context.ts';
import type { Download } from '../../platform/download-reply.ts';
import type { Viewer } from '../courses/courses.public.ts';
import { exportFile } from './activity-export.service.ts';
import { courseActivity, courseFunnel, ownerOf } from './course-insights.service.ts';
import * as repo from './course-insights.repository.ts';
import { percent } from './outcomes-export.service.ts';

// The coordinator's dashboard as files (issue 27, ADR 0072): each chart's data, CSV or Excel, the JSON routes' numbers.

/** Seconds as days with one decimal, or empty. */
const days = (seconds: number | null) => (seconds === null ? '' : Math.round(seconds / 8640) / 10);

/** GET /coordinator/analytics/courses/export: every course of the list, in its order. */
export async function courseInsightsExport(
  p: Platform,
  viewer: Viewer,
  query: CourseInsightsExportQuery,
): Promise<Download> {
  const rows = await repo.courseInsightsAll(p.db, ownerOf(viewer), query, today());
  return exportFile(
    query.format,
    `courses-${query.from}-${query.to}`,
    'Courses',
    [
      'Course',
      'Status',
      'Enrolled',
      'Started',
      'Completed',
      'Completion rate (%)',
      'Median days to complete',
      'Overdue today',
    ],
    rows.map((row) => {
      const median = row.medianSecondsToComplete === null ? null : Number(row.medianSecondsToComplete);
      return [
        row.title,
        row.status,
        row.enrolled,
        row.started,
        row.completed,
        percent(row.completed, row.enrolled),
        days(median),
        row.overdue,
      ];
    }),
  );
}

/** GET /coordinator/analytics/courses/{id}/export: the funnel's steps, or the quizzes' pass rates. */
export async function courseFunnelExport(
  p: Platform,
  viewer: Viewer,
  courseId: string,
  query: CourseFunnelExportQuery,
): Promise<Download> {
  const funnel = await courseFunnel(p, viewer, courseId, query);
  const name = `${query.from}-${query.to}`;
  if (query.what === 'quizzes')
    return exportFile(
      query.format,
      `course-quizzes-${name}`,
      'Quizzes',
      ['Lesson', 'Quiz', 'Pass mark (%)', 'Attempted', 'Graded', 'Passed', 'Pass rate (%)'],
      funnel.quizzes.map((row) => [
        row.lesson.title,
        row.quiz.title,
        row.passMark,
        row.attempted,
        row.graded,
        row.passed,
        percent(row.passed, row.graded),
      ]),
    );
  const steps: [string, number][] = [
    ['Enrolled', funnel.enrolled],
    ['Started', funnel.started],
    ...funnel.lessons.map((step, i): [string, number] => [`Lesson ${i + 1}: ${step.lesson.title}`, step.completed]),
    ['Completed', funnel.completed],
  ];
  return exportFile(
    query.format,
    `course-funnel-${name}`,
    'Funnel',
    ['Step', 'Learners', 'Share of enrolled (%)'],
    steps.map(([step, n]) => [step, n, percent(n, funnel.enrolled)]),
  );
}

/** GET /coordinator/analytics/courses/{id}/activity/export: the series' points, one row each. */
export async function courseActivityExport(
  p: Platform,
  viewer: Viewer,
  courseId: string,
  query: CourseActivityExportQuery,
): Promise<Download> {
  const { points } = await courseActivity(p, viewer, courseId, query);
  return exportFile(
    query.format,
    `course-activity-${query.from}-${query.to}`,
    'Activity',
    [
      'Start',
      'End',
      'Active learners',
      'Lessons opened',
      'Lessons completed',
      'Attempts started',
      'Enrolled',
      'Assigned',
      'Completed',
    ],
    points.map((point) => [
      point.start,
      point.end,
      point.activeLearners,
      point.lessonsOpened,
      point.lessonsCompleted,
      point.attemptsStarted,
      point.enrolled,
      point.assigned,
      point.coursesCompleted,
    ]),
  );
}
