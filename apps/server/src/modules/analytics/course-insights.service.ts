import type {
  CourseActivitySeries,
  CourseFunnel,
  CourseInsightsPage,
  courseActivityQuery,
  courseFunnelQuery,
  courseInsightsQuery,
} from '@talentpath/contracts/analytics';
import { today } from '@talentpath/contracts/calendar-days';
import type { z } from 'zod';
import type { Platform } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isAdmin, mayOverseeCourse, type Viewer, visibleCourse } from '../courses/courses.public.ts';
import { intervalsOf } from './active-days.ts';
import * as repo from './course-insights.repository.ts';

// The coordinator's dashboard (issue 27): the courses in the caller's care — a coordinator's own, every course for an
// admin — and, for one of them, its funnel, quizzes and activity over time. Every figure has the list behind it
// (GET /enrolments with the same course, range and step).

/** Whose courses the viewer's dashboard counts: the coordinator's own; null (every course) for an admin. */
export const ownerOf = (viewer: Viewer) => (isAdmin(viewer) ? null : viewer.userId);

/** The median from the driver (text or number), whole seconds. */
const seconds = (value: string | number | null) => (value === null ? null : Math.round(Number(value)));

const figures = <T extends { medianSecondsToComplete: string | number | null }>(row: T) => ({
  ...row,
  medianSecondsToComplete: seconds(row.medianSecondsToComplete),
});

/** GET /coordinator/analytics/courses: a page of the courses in care with enrolments, and their totals. */
export async function courseInsights(
  p: Platform,
  viewer: Viewer,
  query: z.infer<typeof courseInsightsQuery>,
): Promise<CourseInsightsPage> {
  const owner = ownerOf(viewer);
  const day = today();
  const [page, totals] = await Promise.all([
    repo.courseInsightsPage(p.db, owner, query, day),
    repo.careTotals(p.db, owner, query, day),
  ]);
  return {
    ...page,
    items: page.items.map(({ id, title, status, ...row }) => ({ course: { id, title, status }, ...figures(row) })),
    totals: figures(totals),
  };
}

/** The course, if the viewer may oversee it: 404 if they may not know it, 403 COURSE_NOT_OWNER if not theirs. */
export async function overseenCourse(p: Platform, viewer: Viewer, courseId: string) {
  const { course } = await visibleCourse(p.db, courseId, viewer);
  if (!mayOverseeCourse(viewer, course)) throw new AppError('COURSE_NOT_OWNER');
  return course;
}

/** GET /coordinator/analytics/courses/{id}: the course's funnel, median, overdue, lessons and quizzes. */
export async function courseFunnel(
  p: Platform,
  viewer: Viewer,
  courseId: string,
  range: z.infer<typeof courseFunnelQuery>,
): Promise<CourseFunnel> {
  const course = await overseenCourse(p, viewer, courseId);
  const [counted, lessons, quizzes] = await Promise.all([
    repo.courseFigures(p.db, course.id, range, today()),
    repo.lessonSteps(p.db, course.id, range),
    repo.quizPassRates(p.db, course.id, range),
  ]);
  return {
    from: range.from,
    to: range.to,
    course: { id: course.id, title: course.title, status: course.status },
    ...figures(counted),
    lessons: lessons.map(({ id, title, completed }) => ({ lesson: { id, title }, completed })),
    quizzes: quizzes.map((row) => ({
      quiz: { id: row.quizId, title: row.quizTitle },
      lesson: { id: row.lessonId, title: row.lessonTitle },
      passMark: row.passMark,
      attempted: row.attempted,
      graded: row.graded,
      passed: row.passed,
    })),
  };
}

/** GET /coordinator/analytics/courses/{id}/activity: the course's activity per day, week or month of the range. */
export async function courseActivity(
  p: Platform,
  viewer: Viewer,
  courseId: string,
  query: z.infer<typeof courseActivityQuery>,
): Promise<CourseActivitySeries> {
  const course = await overseenCourse(p, viewer, courseId);
  const { from, to } = query;
  const interval = query.interval ?? 'week';
  const [rows, activeLearners] = await Promise.all([
    repo.courseActivityPer(p.db, course.id, interval, query),
    repo.courseActiveLearners(p.db, course.id, query),
  ]);
  const byBucket = new Map(rows.map(({ bucket, ...counts }) => [bucket, counts]));
  const none = {
    activeLearners: 0,
    lessonsOpened: 0,
    lessonsCompleted: 0,
    attemptsStarted: 0,
    enrolled: 0,
    assigned: 0,
    coursesCompleted: 0,
  };
  const points = intervalsOf(from, to, interval).map(({ bucket, start, end }) => ({
    start,
    end,
    ...(byBucket.get(bucket) ?? none),
  }));
  return { from, to, interval, points, activeLearners };
}
