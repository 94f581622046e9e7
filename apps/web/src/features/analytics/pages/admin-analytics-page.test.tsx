import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type {
  ActivePeoplePage,
  ActivitySeries,
  CompletionReport,
  LearningEventsPage,
} from '@talentpath/contracts/analytics';
import type { EnrolmentPage } from '@talentpath/contracts/enrolments';
import noAnalytics from '../../../locales/no/analytics.json';
import { json, stubApi } from '../../../test/api-stub';
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
import { AdminAnalyticsPage } from './admin-analytics-page';

// The admin's analytics page against a stubbed API: the range and interval in the address, the figures and their
// table, a point drilled down to its people (the address says which), the range's refusals, axe, Norwegian.

const ADMIN = { id: '00000000-0000-4000-8000-000000000001', name: 'Amir Haddad', email: 'admin@x.io' };

const NO_LEARNING = { enrolled: 0, assigned: 0, coursesCompleted: 0 };
const series: ActivitySeries = {
  from: '2025-03-01',
  to: '2025-03-16',
  interval: 'week',
  activePeople: 3,
  points: [
    {
      start: '2025-03-01',
      end: '2025-03-02',
      activePeople: 0,
      signIns: 0,
      lessonsOpened: 0,
      attemptsStarted: 0,
      ...NO_LEARNING,
    },
    {
      start: '2025-03-03',
      end: '2025-03-09',
      activePeople: 2,
      signIns: 3,
      lessonsOpened: 1200,
      attemptsStarted: 1,
      ...NO_LEARNING,
    },
    {
      start: '2025-03-10',
      end: '2025-03-16',
      activePeople: 1,
      signIns: 1,
      lessonsOpened: 0,
      attemptsStarted: 0,
      ...NO_LEARNING,
    },
  ],
};
const people = (count: number): ActivePeoplePage => ({
  items: Array.from({ length: count }, (_, i) => ({
    id: `00000000-0000-4000-8000-00000000010${i}`,
    name: `Person ${i + 1}`,
    email: `p${i + 1}@x.io`,
    activeDays: 2 - i,
    lastActive: '2025-03-04',
  })),
  pageNumber: 1,
  pageSize: 20,
  totalCount: count,
  hasNextPage: false,
});

const learning: LearningEventsPage = {
  items: [
    {
      id: '7',
      at: '2025-03-04T09:30:00.000Z',
      person: { id: '00000000-0000-4000-8000-000000000101', name: 'Person 1', email: 'p1@x.io' },
      course: { id: '00000000-0000-4000-8000-0000000000a1', title: 'Kotlin basics' },
    },
  ],
  pageNumber: 1,
  pageSize: 20,
  totalCount: 1,
  hasNextPage: false,
};

const CATEGORY = { id: '00000000-0000-4000-8000-0000000000c1', name: 'Programming' };
const course = (n: number, enrolled: number, completed: number) => ({
  course: { id: `00000000-0000-4000-8000-0000000000a${n}`, title: `Course ${n}` },
  category: CATEGORY,
  enrolled,
  completed,
});
const completion: CompletionReport = {
  from: '2025-03-01',
  to: '2025-03-16',
  enrolled: 7,
  completed: 4,
  categories: [
    { category: CATEGORY, enrolled: 6, completed: 4 },
    { category: null, enrolled: 1, completed: 0 },
  ],
  mostCompleted: [course(1, 4, 3), course(2, 2, 1)],
  leastCompleted: [course(3, 1, 0)],
  overdue: 2,
};
const enrolments: EnrolmentPage = {
  items: [
    {
      id: '00000000-0000-4000-8000-0000000000e1',
      course: {
        id: course(2, 0, 0).course.id,
        title: 'Course 2',
        status: 'published',
        thumbnailUrl: null,
        estimatedTime: 60,
        lessonCount: 3,
        category: CATEGORY,
      },
      learner: { id: '00000000-0000-4000-8000-000000000101', name: 'Person 1', email: 'p1@x.io', avatar: null },
      source: 'assigned',
      assignedBy: null,
      dueDate: '2025-03-10',
      progress: 33,
      completedLessons: 1,
      status: 'overdue',
      enrolledAt: '2025-03-02T23:30:00.000Z',
      startedAt: '2025-03-03T08:00:00.000Z',
      completedAt: null,
      lastAccessedAt: null,
      lastLesson: null,
      overdueRemindedAt: null,
    },
  ],
  pageNumber: 1,
  pageSize: 20,
  totalCount: 1,
  hasNextPage: false,
};

function open(path: string) {
  const calls = stubApi((call) => {
    if (call.path.startsWith('/admin/analytics/completion?')) return json(200, completion);
    if (call.path.startsWith('/enrolments?')) return json(200, enrolments);
    if (call.path.startsWith('/admin/analytics/activity/people?')) return json(200, people(2));
    if (call.path.startsWith('/admin/analytics/learning?')) return json(200, learning);
    if (call.path.startsWith('/admin/analytics/activity?')) return json(200, series);
    if (call.path === '/report-subscriptions') return json(200, { items: [] });
    return undefined;
  });
  return {
    calls,
    page: openSignedInPage(ADMIN, 'Admin', '/admin/analytics', <AdminAnalyticsPage />, path, <LocationProbe />),
  };
}

/** The page's address's parameters. */
const query = () => Object.fromEntries(new URLSearchParams(address.current.split('?')[1]));

afterEach(resetSignedInPage);

describe('/admin/analytics', () => {
  it('reads the range and interval from the address; totals and the table show the numbers', async () => {
    const { calls, page } = open('/admin/analytics?from=2025-03-01&to=2025-03-16&interval=week');
    await page;
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    const totals = await screen.findByRole('article', { name: 'Lessons opened' });
    // The points' sum, written as English writes numbers.
    expect(within(totals).getByTestId('stat-value').textContent).toBe('1,200');
    expect(within(screen.getByRole('article', { name: 'Active people' })).getByTestId('stat-value').textContent).toBe(
      '3',
    );
    expect(calls.map((c) => c.path)).toContain('/admin/analytics/activity?from=2025-03-01&to=2025-03-16&interval=week');

    // The chart's numbers as a table: a row a point, each with its people.
    const chart = screen.getByRole('region', { name: 'Active people' });
    await click(within(chart).getByRole('radio', { name: 'Table' }));
    const rows = within(within(chart).getByRole('table', { name: 'Active people' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PeriodActive peoplePeople',
      'Mar 1 – Mar 2, 20250People',
      'Mar 3 – Mar 9, 20252People',
      'Mar 10 – Mar 16, 20251People',
    ]);
    expect(await seriousViolations(document.body)).toEqual([]);
  });

  it('drills a point down to its people: the address keeps it, and the whole range comes back', async () => {
    const { calls, page } = open('/admin/analytics?from=2025-03-01&to=2025-03-16');
    await page;
    const chart = await screen.findByRole('region', { name: 'Active people' });
    await click(within(chart).getByRole('radio', { name: 'Table' }));
    await click(within(chart).getByRole('button', { name: 'People active Mar 3 – Mar 9, 2025' }));
    expect(address.current).toBe(
      '/admin/analytics?from=2025-03-01&to=2025-03-16&people.from=2025-03-03&people.to=2025-03-09',
    );
    expect(await screen.findByText('Active Mar 3 – Mar 9, 2025, the point you chose')).toBeTruthy();
    expect(calls.at(-1)?.path).toBe(
      '/admin/analytics/activity/people?from=2025-03-03&to=2025-03-09&sort=-activeDays&pageNumber=1&pageSize=20',
    );
    expect(screen.getByText('2 people in total')).toBeTruthy();

    // Sorted by name: the address and the call follow.
    await click(within(screen.getByRole('region', { name: 'Who was active' })).getByRole('button', { name: 'Name' }));
    expect(address.current).toContain('people.sort=name');
    expect(calls.at(-1)?.path).toContain('sort=name');

    // Another interval is another set of points: the chosen one goes.
    await type(screen.getByLabelText('Interval'), 'month');
    expect(query()).toEqual({ from: '2025-03-01', to: '2025-03-16', interval: 'month', 'people.sort': 'name' });
    expect(await screen.findByText('Active Mar 1 – Mar 16, 2025, the whole range')).toBeTruthy();
  });

  it('drills the learning chart down to its list: the kind and the point in the address', async () => {
    const { calls, page } = open('/admin/analytics?from=2025-03-01&to=2025-03-16');
    await page;
    const chart = await screen.findByRole('region', { name: 'Enrollments and completions' });
    await click(within(chart).getByRole('radio', { name: 'Table' }));
    await click(within(chart).getByRole('button', { name: 'Enrollments and completions Mar 3 – Mar 9, 2025' }));
    expect(query()).toMatchObject({ 'learning.from': '2025-03-03', 'learning.to': '2025-03-09' });
    expect(calls.at(-1)?.path).toBe(
      '/admin/analytics/learning?from=2025-03-03&to=2025-03-09&kind=enrolled&sort=-at&pageNumber=1&pageSize=20',
    );
    const list = screen.getByRole('region', { name: 'Who enrolled, was assigned or completed' });
    expect(await within(list).findByText('Kotlin basics')).toBeTruthy();
    expect(screen.getByText('1 self-enrollment')).toBeTruthy();
    await click(screen.getByRole('radio', { name: 'Completed' }));
    expect(query()).toMatchObject({ 'learning.kind': 'course-completed', 'learning.from': '2025-03-03' });
    expect(calls.at(-1)?.path).toContain('kind=course-completed');
  });

  it('refuses a range that ends before it starts or is too long, and asks nothing of the API', async () => {
    const { calls, page } = open('/admin/analytics?from=2025-03-10&to=2025-03-01');
    await page;
    expect(await screen.findByText('The range must end on or after the day it starts')).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/admin/analytics'))).toEqual([]);
    await resetSignedInPage();
    const long = open('/admin/analytics?from=2022-01-01&to=2025-01-01');
    await long.page;
    expect(await screen.findByText('The range may cover at most 731 days')).toBeTruthy();
  });

  it("courses: the range's enrollments completed, by category and course, each opening the enrollments behind it", async () => {
    const { calls, page } = open('/admin/analytics?tab=completion&from=2025-03-01&to=2025-03-16');
    await page;
    const rate = await screen.findByRole('article', { name: 'Completion rate' });
    expect((await within(rate).findByTestId('stat-value')).textContent).toBe('57%');
    expect(within(screen.getByRole('article', { name: 'Overdue today' })).getByTestId('stat-value').textContent).toBe(
      '2',
    );
    expect(calls.map((c) => c.path)).toContain('/admin/analytics/completion?from=2025-03-01&to=2025-03-16');
    // With no figure chosen, the list is every enrollment begun in the range.
    expect(calls.map((c) => c.path)).toContain(
      '/enrolments?enrolledFrom=2025-03-01&enrolledTo=2025-03-16&sort=-enrolledAt&pageNumber=1&pageSize=20',
    );

    // The categories as a table: the rate of each; a category's button opens its enrollments.
    const chart = screen.getByRole('region', { name: 'Completion by category' });
    await click(within(chart).getByRole('radio', { name: 'Table' }));
    const rows = within(within(chart).getByRole('table', { name: 'Completion by category' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'CategoryEnrolledCompletedCompletion rateEnrollments',
      'Programming6467%Enrollments',
      'No category100%',
    ]);
    await click(within(chart).getByRole('button', { name: 'Enrollments in Programming' }));
    expect(query()).toMatchObject({ tab: 'completion', 'enrolments.categoryId': CATEGORY.id });
    expect(calls.at(-1)?.path).toBe(
      `/enrolments?enrolledFrom=2025-03-01&enrolledTo=2025-03-16&categoryId=${CATEGORY.id}&sort=-enrolledAt&pageNumber=1&pageSize=20`,
    );
    const list = screen.getByRole('region', { name: 'The enrollments behind the figures' });
    expect(within(list).getByText('Courses in Programming, begun Mar 1 – Mar 16, 2025')).toBeTruthy();
    // Its UTC day, wherever the reader is.
    expect(within(list).getByText('Mar 2, 2025')).toBeTruthy();

    // A course of the most completed, then only its completed ones.
    const most = screen.getByRole('region', { name: 'Most completed courses' });
    await click(within(most).getByRole('button', { name: 'Enrollments in Course 2' }));
    expect(query()['enrolments.categoryId']).toBeUndefined();
    await type(within(list).getByLabelText('Status'), 'completed');
    expect(calls.at(-1)?.path).toBe(
      `/enrolments?enrolledFrom=2025-03-01&enrolledTo=2025-03-16&courseId=${course(2, 0, 0).course.id}&status=completed&sort=-enrolledAt&pageNumber=1&pageSize=20`,
    );
    expect(within(list).getByText('Course 2, begun Mar 1 – Mar 16, 2025')).toBeTruthy();

    // Today's overdue assignments, begun at any time: no range asked.
    await click(screen.getByRole('button', { name: 'Show the overdue assignments' }));
    expect(calls.at(-1)?.path).toBe('/enrolments?status=overdue&sort=-enrolledAt&pageNumber=1&pageSize=20');
    expect(within(list).getByText('All courses, begun at any time')).toBeTruthy();
    await click(within(list).getByRole('button', { name: 'Show all enrollments of the range' }));
    expect(calls.at(-1)?.path).toContain('enrolledFrom=2025-03-01&enrolledTo=2025-03-16&status=overdue');
    expect(await seriousViolations(document.body)).toEqual([]);
  });

  it('in Norwegian: the words and the numbers', async () => {
    await speakNorwegianWith({ analytics: noAnalytics });
    const { page } = open('/admin/analytics?from=2025-03-01&to=2025-03-16');
    await page;
    expect(await screen.findByRole('heading', { level: 1, name: 'Analyse' })).toBeTruthy();
    const totals = await screen.findByRole('article', { name: 'Leksjoner åpnet' });
    // Norwegian groups thousands with a (non-breaking) space.
    expect(within(totals).getByTestId('stat-value').textContent).toMatch(/^1\s200$/);
    expect(screen.getByText('2 personer totalt')).toBeTruthy();
  });
});
