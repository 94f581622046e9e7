import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CourseActivitySeries, CourseFunnel, CourseInsightsPage } from '@talentpath/contracts/analytics';
import { type Enrolment, type EnrolmentPage, REMINDER_TOO_SOON } from '@talentpath/contracts/enrolments';
import { toast } from '../../../lib/toast';
import noAnalytics from '../../../locales/no/analytics.json';
import { type ApiCall, json, stubApi } from '../../../test/api-stub';
import {
  address,
  click,
  LocationProbe,
  openSignedInPage,
  resetSignedInPage,
  seriousViolations,
  speakNorwegianWith,
  type,
} from '../../../test/signed-in-page';
import { CoordinatorAnalyticsPage } from './coordinator-analytics-page';

// The coordinator's analytics page against a stubbed API: every course's figures, a course chosen (the address
// says which), its funnel with each step opening the enrollments behind it (the list's call carries the step), the
// overdue ones reminded with one click, the quizzes' pass rates, axe, Norwegian.

const COORDINATOR = { id: '00000000-0000-4000-8000-000000000001', name: 'Cora Ordin', email: 'cora@x.io' };
const KOTLIN = { id: '00000000-0000-4000-8000-0000000000a1', title: 'Kotlin basics' };
const DRAFT = { id: '00000000-0000-4000-8000-0000000000a2', title: 'Go in practice' };
const SETUP = { id: '00000000-0000-4000-8000-0000000000b1', title: 'Setting up' };
const VARIABLES = { id: '00000000-0000-4000-8000-0000000000b2', title: 'Variables' };
const SYNTAX = { id: '00000000-0000-4000-8000-0000000000c1', title: 'Syntax check' };
const FINAL = { id: '00000000-0000-4000-8000-0000000000c2', title: 'Final quiz' };
const OVERDUE_ID = '00000000-0000-4000-8000-0000000000e1';
const REMINDED_ID = '00000000-0000-4000-8000-0000000000e2';
const HOUR = 3_600_000;

const RANGE = 'from=2025-03-01&to=2025-03-16';
const DAYS = 'enrolledFrom=2025-03-01&enrolledTo=2025-03-16';
const LIST_END = 'sort=-enrolledAt&pageNumber=1&pageSize=20';

const insights: CourseInsightsPage = {
  items: [
    {
      course: { ...KOTLIN, status: 'published' },
      enrolled: 10,
      started: 8,
      completed: 3,
      medianSecondsToComplete: 90_000,
      overdue: 2,
    },
    {
      course: { ...DRAFT, status: 'draft' },
      enrolled: 2,
      started: 1,
      completed: 0,
      medianSecondsToComplete: null,
      overdue: 0,
    },
  ],
  pageNumber: 1,
  pageSize: 10,
  totalCount: 2,
  hasNextPage: false,
  // Two days and three hours.
  totals: { enrolled: 12, started: 9, completed: 3, medianSecondsToComplete: 183_600, overdue: 2 },
};

const funnel: CourseFunnel = {
  from: '2025-03-01',
  to: '2025-03-16',
  course: { ...KOTLIN, status: 'published' },
  enrolled: 10,
  started: 8,
  completed: 3,
  medianSecondsToComplete: 90_000,
  overdue: 2,
  lessons: [
    { lesson: SETUP, completed: 7 },
    { lesson: VARIABLES, completed: 4 },
  ],
  quizzes: [
    { quiz: SYNTAX, lesson: SETUP, passMark: 70, attempted: 6, graded: 5, passed: 4 },
    { quiz: FINAL, lesson: VARIABLES, passMark: 80, attempted: 1, graded: 0, passed: 0 },
  ],
};

const point = (start: string, end: string, activeLearners: number, lessonsCompleted: number) => ({
  start,
  end,
  activeLearners,
  lessonsOpened: lessonsCompleted + 2,
  lessonsCompleted,
  attemptsStarted: 1,
  enrolled: 1,
  assigned: 2,
  coursesCompleted: 0,
});
const activity: CourseActivitySeries = {
  from: '2025-03-01',
  to: '2025-03-16',
  interval: 'week',
  activeLearners: 6,
  points: [
    point('2025-03-01', '2025-03-02', 0, 0),
    point('2025-03-03', '2025-03-09', 5, 3),
    point('2025-03-10', '2025-03-16', 2, 1),
  ],
};

const enrolment = (id: string, name: string, overdueRemindedAt: string | null): Enrolment => ({
  id,
  course: {
    ...KOTLIN,
    status: 'published',
    thumbnailUrl: null,
    estimatedTime: 60,
    lessonCount: 2,
    category: null,
  },
  learner: { id: `${id.slice(0, -2)}f${id.slice(-1)}`, name, email: `${name.toLowerCase()}@x.io`, avatar: null },
  source: 'assigned',
  assignedBy: null,
  dueDate: '2025-03-10',
  progress: 50,
  completedLessons: 1,
  status: 'overdue',
  enrolledAt: '2025-03-02T23:30:00.000Z',
  startedAt: '2025-03-03T08:00:00.000Z',
  completedAt: null,
  lastAccessedAt: null,
  lastLesson: null,
  overdueRemindedAt,
});
const enrolments = (): EnrolmentPage => ({
  items: [
    enrolment(OVERDUE_ID, 'Oda', null),
    // Reminded two hours ago: not again until a day has passed.
    enrolment(REMINDED_ID, 'Rolf', new Date(Date.now() - 2 * HOUR).toISOString()),
  ],
  pageNumber: 1,
  pageSize: 20,
  totalCount: 2,
  hasNextPage: false,
});

function open(path: string, options: { reminder?: () => Response; courses?: CourseInsightsPage } = {}) {
  const calls = stubApi((call: ApiCall) => {
    if (call.method === 'POST' && call.path.endsWith('/reminder'))
      return (
        options.reminder?.() ??
        json(200, {
          enrolmentId: OVERDUE_ID,
          remindedAt: new Date().toISOString(),
          nextAllowedAt: new Date().toISOString(),
        })
      );
    if (call.path.startsWith('/coordinator/analytics/courses?')) return json(200, options.courses ?? insights);
    if (call.path.startsWith(`/coordinator/analytics/courses/${KOTLIN.id}/activity?`)) return json(200, activity);
    if (call.path.startsWith(`/coordinator/analytics/courses/${KOTLIN.id}?`)) return json(200, funnel);
    if (call.path.startsWith('/enrolments?')) return json(200, enrolments());
    if (call.path === '/report-subscriptions') return json(200, { items: [] });
    return undefined;
  });
  return {
    calls,
    page: openSignedInPage(
      COORDINATOR,
      'CourseCoordinator',
      '/coordinator/analytics',
      <CoordinatorAnalyticsPage />,
      path,
      <LocationProbe />,
    ),
  };
}

/** The page's address's parameters. */
const query = () => Object.fromEntries(new URLSearchParams(address.current.split('?')[1]));
const statValue = (name: string) => within(screen.getByRole('article', { name })).getByTestId('stat-value').textContent;
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

afterEach(resetSignedInPage);

describe('/coordinator/analytics', () => {
  it("overview: every course's totals and each course's figures; a course chosen puts it in the address", async () => {
    const { calls, page } = open(`/coordinator/analytics?${RANGE}`);
    await page;
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    const enrolled = await screen.findByRole('article', { name: 'Enrolled' });
    expect((await within(enrolled).findByTestId('stat-value')).textContent).toBe('12');
    expect(statValue('Started')).toBe('9');
    expect(statValue('Completion rate')).toBe('25%');
    expect(statValue('Median time to complete')).toBe('2 days and 3 hours');
    expect(statValue('Overdue today')).toBe('2');
    expect(calls.map((c) => c.path)).toContain(
      `/coordinator/analytics/courses?${RANGE}&sort=-enrolled&pageNumber=1&pageSize=10`,
    );
    // No interval without a course: the overview has no series.
    expect(screen.queryByLabelText('Interval')).toBeNull();

    const courses = screen.getByRole('region', { name: 'Your courses' });
    expect(rowsOf(within(courses).getByRole('table', { name: 'Your courses' }))).toEqual([
      'CourseEnrolledStartedCompletedCompletion rateMedian time to completeOverdue today',
      'Kotlin basics108330%1 day and 1 hour2',
      'Go in practiceDraft2100%—0',
    ]);
    expect(within(courses).getByText('2 courses in total')).toBeTruthy();
    expect(await seriousViolations(document.body)).toEqual([]);

    // Sorted by completion rate: a header is a button, so the keyboard reaches it.
    await click(within(courses).getByRole('button', { name: 'Completion rate' }));
    expect(query()).toMatchObject({ 'courses.sort': 'rate' });
    expect(calls.at(-1)?.path).toBe(`/coordinator/analytics/courses?${RANGE}&sort=rate&pageNumber=1&pageSize=10`);

    // A course chosen: the address names it; its funnel and activity are asked for the range.
    await click(within(courses).getByRole('button', { name: 'Kotlin basics' }));
    expect(query()).toMatchObject({ courseId: KOTLIN.id, from: '2025-03-01', to: '2025-03-16' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Kotlin basics' })).toBeTruthy();
    const paths = calls.map((c) => c.path);
    expect(paths).toContain(`/coordinator/analytics/courses/${KOTLIN.id}?${RANGE}`);
    expect(paths).toContain(`/coordinator/analytics/courses/${KOTLIN.id}/activity?${RANGE}&interval=week`);
    expect(paths).toContain(`/enrolments?${DAYS}&courseId=${KOTLIN.id}&${LIST_END}`);

    // Back to every course.
    await click(screen.getByRole('button', { name: 'All my courses' }));
    expect(query().courseId).toBeUndefined();
    expect(await screen.findByRole('region', { name: 'Your courses' })).toBeTruthy();
  });

  it("a course's funnel: each step's share and drop, each opening the enrollments behind it", async () => {
    const { calls, page } = open(`/coordinator/analytics?${RANGE}&courseId=${KOTLIN.id}`);
    await page;
    const rate = await screen.findByRole('article', { name: 'Completion rate' });
    expect((await within(rate).findByTestId('stat-value')).textContent).toBe('30%');
    expect(statValue('Median time to complete')).toBe('1 day and 1 hour');
    expect(statValue('Overdue today')).toBe('2');

    const chart = screen.getByRole('region', { name: 'From enrollment to completion' });
    await click(within(chart).getByRole('radio', { name: 'Table' }));
    expect(rowsOf(within(chart).getByRole('table', { name: 'From enrollment to completion' }))).toEqual([
      'StepEnrollmentsShare of enrolledDrop from the step beforeEnrollments',
      'Enrolled10100%—Enrollments',
      'Started880%2 (20%)Enrollments',
      '1. Setting up770%1 (13%)Enrollments',
      '2. Variables440%3 (43%)Enrollments',
      'Completed the course330%1 (25%)Enrollments',
    ]);

    const list = screen.getByRole('region', { name: 'The enrollments behind the figures' });
    await click(within(chart).getByRole('button', { name: 'Enrollments at the step Started' }));
    expect(query()).toMatchObject({ 'enrolments.started': 'true', courseId: KOTLIN.id });
    expect(calls.at(-1)?.path).toBe(`/enrolments?${DAYS}&courseId=${KOTLIN.id}&started=true&${LIST_END}`);
    expect(within(list).getByText('Kotlin basics, started, begun Mar 1 – Mar 16, 2025')).toBeTruthy();

    await click(within(chart).getByRole('button', { name: 'Enrollments at the step 2. Variables' }));
    expect(query()).toMatchObject({ 'enrolments.lessonCompleted': VARIABLES.id });
    expect(query()['enrolments.started']).toBeUndefined();
    expect(calls.at(-1)?.path).toBe(
      `/enrolments?${DAYS}&courseId=${KOTLIN.id}&lessonCompleted=${VARIABLES.id}&${LIST_END}`,
    );
    expect(
      within(list).getByText('Kotlin basics, completed lesson 2. Variables, begun Mar 1 – Mar 16, 2025'),
    ).toBeTruthy();

    await click(within(chart).getByRole('button', { name: 'Enrollments at the step Completed the course' }));
    expect(query()).toMatchObject({ 'enrolments.status': 'completed' });
    expect(calls.at(-1)?.path).toBe(`/enrolments?${DAYS}&courseId=${KOTLIN.id}&status=completed&${LIST_END}`);

    // The whole range's enrollments in the course again.
    await click(within(chart).getByRole('button', { name: 'Enrollments at the step Enrolled' }));
    expect(calls.at(-1)?.path).toBe(`/enrolments?${DAYS}&courseId=${KOTLIN.id}&${LIST_END}`);

    // The activity as a table: a row a point.
    const activityCard = screen.getByRole('region', { name: 'Activity in the course' });
    await click(within(activityCard).getByRole('radio', { name: 'Table' }));
    expect(rowsOf(within(activityCard).getByRole('table', { name: 'Activity in the course' }))).toEqual([
      'PeriodActive learnersLessons openedLessons completedQuiz attempts started',
      'Mar 1 – Mar 2, 20250201',
      'Mar 3 – Mar 9, 20255531',
      'Mar 10 – Mar 16, 20252311',
    ]);
    expect(await seriousViolations(document.body)).toEqual([]);
  });

  it("quizzes: pass rates of those graded, a dash for none graded; each opens the quiz's results", async () => {
    const { page } = open(`/coordinator/analytics?${RANGE}&courseId=${KOTLIN.id}`);
    await page;
    const card = await screen.findByRole('region', { name: 'Quiz pass rates' });
    const table = await within(card).findByRole('table', { name: 'Quiz pass rates' });
    expect(rowsOf(table)).toEqual([
      'QuizLessonPass markAttemptedGradedPassedPass rate',
      'Syntax checkSetting up70%65480%',
      'Final quizVariables80%100—',
    ]);
    expect(within(table).getByRole('link', { name: 'Syntax check' }).getAttribute('href')).toBe(
      `/coordinator/quiz-results/${SYNTAX.id}`,
    );
    expect(within(card).getByRole('button', { name: 'Download the quiz pass rates as CSV' })).toBeTruthy();
  });

  it("today's overdue: one click reminds a learner, a toast says so and the list is read again", async () => {
    const success = vi.spyOn(toast, 'success').mockReturnValue('');
    const { calls, page } = open(`/coordinator/analytics?${RANGE}&courseId=${KOTLIN.id}`);
    await page;
    await screen.findByRole('heading', { level: 2, name: 'Kotlin basics' });
    await click(await screen.findByRole('button', { name: 'Show the overdue enrollments' }));
    expect(query()).toMatchObject({ 'enrolments.status': 'overdue', 'enrolments.span': 'any' });
    // Today's overdue, whenever they began: no range asked.
    expect(calls.at(-1)?.path).toBe(`/enrolments?courseId=${KOTLIN.id}&status=overdue&${LIST_END}`);

    const list = screen.getByRole('region', { name: 'The enrollments behind the figures' });
    expect(within(list).getByText('Kotlin basics, begun at any time')).toBeTruthy();
    const rolf = within(list).getByRole('button', { name: 'Send Rolf a reminder' });
    expect((rolf as HTMLButtonElement).disabled).toBe(true);
    expect(within(list).getByText('Reminded 2 hours ago')).toBeTruthy();
    expect(await seriousViolations(document.body)).toEqual([]);

    const lists = calls.filter((c) => c.path.startsWith('/enrolments?')).length;
    await click(within(list).getByRole('button', { name: 'Send Oda a reminder' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Oda was reminded of the overdue course'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: `/enrolments/${OVERDUE_ID}/reminder`, body: undefined },
    ]);
    await vi.waitFor(() => expect(calls.filter((c) => c.path.startsWith('/enrolments?')).length).toBe(lists + 1));
  });

  it('a reminder too soon after the last says so, in the server’s words', async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue('');
    const { page } = open(`/coordinator/analytics?${RANGE}&courseId=${KOTLIN.id}&enrolments.status=overdue`, {
      reminder: () => json(429, { code: 'RATE_LIMITED', message: REMINDER_TOO_SOON }),
    });
    await page;
    await click(await screen.findByRole('button', { name: 'Send Oda a reminder' }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('The learner was reminded less than 24 hours ago'));
  });

  it('says so when none of the courses has enrollments', async () => {
    const { page } = open(`/coordinator/analytics?${RANGE}`, {
      courses: {
        ...insights,
        items: [],
        totalCount: 0,
        totals: { enrolled: 0, started: 0, completed: 0, medianSecondsToComplete: null, overdue: 0 },
      },
    });
    await page;
    expect(await screen.findByText('None of your courses has enrollments yet')).toBeTruthy();
    expect(statValue('Median time to complete')).toBe('—');
    expect(screen.getByText('None of them is completed yet')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Show the overdue enrollments' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('refuses a range that ends before it starts and asks the API for none of its figures', async () => {
    const { calls, page } = open('/coordinator/analytics?from=2025-03-10&to=2025-03-01');
    await page;
    expect(await screen.findByText('The range must end on or after the day it starts')).toBeTruthy();
    // Only the header's e-mail subscriptions, which do not depend on the range.
    expect(calls.map((c) => c.path)).toEqual(['/report-subscriptions']);
  });

  it('in Norwegian: the figures, the funnel and the reminder', async () => {
    await speakNorwegianWith({ analytics: noAnalytics });
    const { page } = open(`/coordinator/analytics?${RANGE}&courseId=${KOTLIN.id}&enrolments.status=overdue`);
    await page;
    const rate = await screen.findByRole('article', { name: 'Fullføringsgrad' });
    expect((await within(rate).findByTestId('stat-value')).textContent).toBe('30\u00a0%');
    expect(statValue('Mediantid til fullføring')).toBe('1 dag og 1 time');
    const chart = screen.getByRole('region', { name: 'Fra påmelding til fullføring' });
    await click(within(chart).getByRole('radio', { name: 'Tabell' }));
    expect(within(chart).getByRole('rowheader', { name: 'Fullførte kurset' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Send Oda en påminnelse' })).toBeTruthy();
    expect(screen.getByText('Påminnet for 2 timer siden')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Alle kursene mine' })).toBeTruthy();
    await type(screen.getByLabelText('Intervall'), 'month');
    expect(query()).toMatchObject({ interval: 'month' });
  });
});
