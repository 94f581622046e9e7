import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_EXPORT_FORMATS,
  ANALYTICS_RANGE_BACKWARDS,
  ANALYTICS_RANGE_TOO_LONG,
  COURSE_FUNNEL_EXPORTS,
  COURSE_INSIGHT_SORTS,
  type CourseActivityPoint,
  type CourseActivitySeries,
  type CourseFunnel,
  type CourseInsight,
  type CourseInsightsPage,
} from '@talentpath/contracts/analytics';
import { addDays, today } from '@talentpath/contracts/calendar-days';
import { COURSE_NOT_FOUND, LESSON_NOT_FOUND } from '@talentpath/contracts/learning-messages';
import { sortInvalid } from '@talentpath/contracts/paging';
import { ROLES } from '@talentpath/contracts/roles';
import { type ActivityKind, activityEvents } from '../../src/db/schema/analytics.ts';
import { enrolments, lessonCompletions, lessons } from '../../src/db/schema/learning.ts';
import { quizAttempts, quizzes } from '../../src/db/schema/quizzes.ts';
import { defused, readCsv } from '../../src/platform/csv.ts';
import { XLSX_CONTENT_TYPE } from '../../src/platform/xlsx.ts';
import { expectError, expectValidation } from '../support/api.ts';
import { call, everyRole, type Headers, signedInAs } from '../support/callers.ts';
import { createCourse } from '../support/learning.ts';
import { createUser, fileTestApp } from '../support/test-app.ts';

// Issue 27, the coordinator's dashboard: a coordinator's own courses (every course for an admin) with the funnel of
// the enrolments a range began, the median time to complete, today's overdue assignments, the quizzes' pass rates by
// grading method, and the course's activity over time; each figure the count of the list behind it; the files; who
// may read them. Every number below is worked out by hand from rows written straight to the tables.

const t = await fileTestApp();
const who = await everyRole(t);
const rival = await signedInAs(t, 'CourseCoordinator');
const mine = who.CourseCoordinator;
const get = (path: string, h: Headers = who.Admin.h) => call(t, 'GET', `/api${path}`, undefined, h);
async function ok<T>(path: string, h: Headers = who.Admin.h) {
  const res = await get(path, h);
  expect(res.statusCode, `${path}: ${res.body.slice(0, 300)}`).toBe(200);
  return res.json() as T;
}
const countOf = async (path: string, h: Headers) => (await ok<{ totalCount: number }>(path, h)).totalCount;

const DAY = today();
const BASE = '/coordinator/analytics/courses';
// Wednesday 5 to Tuesday 25 March 2025: its first and last weeks are cut.
const R = { from: '2025-03-05', to: '2025-03-25' };
const RANGE = `from=${R.from}&to=${R.to}`;
const ENROLLED = `enrolledFrom=${R.from}&enrolledTo=${R.to}`;

// --- Courses: three of mine with enrolments, a draft without; the rival's published one with enrolments, a draft and an
// archived one. ---

const course = async (ownerId: string, title: string, status: 'published' | 'draft' | 'archived' = 'published') =>
  (await createCourse(t, { ownerId, title, status, lessons: [] })).course;
const kotlin = await course(mine.user.id, 'Kotlin Funnel');
const formula = await course(mine.user.id, '=Formula Course');
const old = await course(mine.user.id, 'Old Course');
const empty = await course(mine.user.id, 'Empty Course', 'draft');
const rivals = await course(rival.user.id, 'Rival Course');
const rivalDraft = await course(rival.user.id, 'Rival Draft', 'draft');
const rivalArchived = await course(rival.user.id, 'Rival Archived', 'archived');

const L = await Promise.all(
  Array.from({ length: 11 }, (_, i) => createUser(t, { roles: ['Learner'], name: `Insight Learner ${i}` })),
);

type EnrolmentFixture = { learner: number; at: string; started?: string; completed?: string; due?: string };
/** Enrolments of one course, as written: assigned when there is a due date. */
async function enrolIn(courseId: string, rows: EnrolmentFixture[]) {
  return t.db
    .insert(enrolments)
    .values(
      rows.map((row) => ({
        courseId,
        userId: L[row.learner]!.id,
        source: row.due ? ('assigned' as const) : ('self' as const),
        assignedBy: row.due ? mine.user.id : null,
        assignedAt: row.due ? new Date(row.at) : null,
        dueDate: row.due ?? null,
        enrolledAt: new Date(row.at),
        startedAt: row.started ? new Date(row.started) : null,
        completedAt: row.completed ? new Date(row.completed) : null,
        progress: row.completed ? 100 : 0,
      })),
    )
    .returning();
}

// Kotlin, in the range: e0 … e5 and e8 (7 enrolled); started: e0, e1 (completed without a start), e2, e3, e4, e8
// (6); completed: e0 1 day, e1 2 days (from enrolling), e2 4 days, e3 5 days (4: the median is 3 days, between the
// middle two). Outside it: e6 the second before, e7 the second after, e9 a year before. Overdue today, whatever the
// range: e4, e5, e7 (3); not e8 (due in two days) nor e9 (completed after its due date).
const kotlinEnrolments = await enrolIn(kotlin.id, [
  { learner: 0, at: '2025-03-05T00:00:00Z', started: '2025-03-05T06:00:00Z', completed: '2025-03-06T06:00:00Z' },
  { learner: 1, at: '2025-03-10T10:00:00Z', completed: '2025-03-12T10:00:00Z' },
  { learner: 2, at: '2025-03-15T08:00:00Z', started: '2025-03-15T09:00:00Z', completed: '2025-03-19T09:00:00Z' },
  { learner: 3, at: '2025-03-25T23:59:59Z', started: '2025-03-26T00:00:00Z', completed: '2025-03-31T00:00:00Z' },
  { learner: 4, at: '2025-03-20T12:00:00Z', started: '2025-03-20T13:00:00Z', due: addDays(DAY, -10) },
  { learner: 5, at: '2025-03-21T12:00:00Z', due: addDays(DAY, -10) },
  { learner: 6, at: '2025-03-04T23:59:59Z', started: '2025-03-05T00:00:00Z', completed: '2025-03-05T10:00:00Z' },
  { learner: 7, at: '2025-03-26T00:00:00Z', due: addDays(DAY, -1) },
  { learner: 8, at: '2025-03-12T00:00:00Z', started: '2025-03-12T01:00:00Z', due: addDays(DAY, 2) },
  { learner: 9, at: '2024-06-01T09:00:00Z', completed: '2024-06-20T09:00:00Z', due: '2024-06-10' },
]);
// =Formula: 2 enrolled, 1 started and completed in 6 days; nothing overdue (due tomorrow).
await enrolIn(formula.id, [
  { learner: 0, at: '2025-03-06T10:00:00Z', started: '2025-03-06T10:00:00Z', completed: '2025-03-12T10:00:00Z' },
  { learner: 1, at: '2025-03-07T10:00:00Z', due: addDays(DAY, 1) },
]);
// Old: enrolments before the range only (listed, with nothing of the range); one overdue today.
await enrolIn(old.id, [
  { learner: 0, at: '2025-02-01T10:00:00Z', completed: '2025-02-03T10:00:00Z', due: '2025-02-10' },
  { learner: 1, at: '2025-02-02T10:00:00Z', due: addDays(DAY, -3) },
]);
// The rival's: 3 enrolled, 2 started, 1 completed in 12 hours; overdue: two (one begun before the range).
await enrolIn(rivals.id, [
  { learner: 0, at: '2025-03-10T09:00:00Z', started: '2025-03-10T10:00:00Z', completed: '2025-03-10T22:00:00Z' },
  { learner: 1, at: '2025-03-11T09:00:00Z', due: addDays(DAY, -2) },
  { learner: 2, at: '2025-03-12T09:00:00Z', started: '2025-03-12T10:00:00Z' },
  { learner: 3, at: '2025-01-10T09:00:00Z', due: addDays(DAY, -5) },
]);

// Kotlin's lessons, written out of their order (positions 10, 20, 30).
const lesson = async (courseId: string, title: string, position: number) =>
  (await t.db.insert(lessons).values({ courseId, title, position }).returning())[0]!;
const coroutines = await lesson(kotlin.id, 'Coroutines', 30);
const setup = await lesson(kotlin.id, 'Setup', 10);
const syntax = await lesson(kotlin.id, 'Syntax', 20);
const rivalLesson = await lesson(rivals.id, 'Rival Lesson', 1);
// Setup: e0 e1 e2 e3 e4 e8 (6); Syntax: e0 e1 e2 e3 e8 (5); Coroutines: e0 e1 e2 e3 (4); e6, begun outside the range,
// completed all three.
const completedBy = (l: typeof setup, of: number[]) =>
  of.map((i) => ({ enrolmentId: kotlinEnrolments[i]!.id, lessonId: l.id, completedAt: new Date('2025-03-20T10:00Z') }));
await t.db
  .insert(lessonCompletions)
  .values([
    ...completedBy(setup, [0, 1, 2, 3, 4, 8, 6]),
    ...completedBy(syntax, [0, 1, 2, 3, 8, 6]),
    ...completedBy(coroutines, [0, 1, 2, 3, 6]),
  ]);

// Kotlin's quizzes, written out of their order: in lesson order they are Average and Last (Setup, positions 1 and 2),
// then =Highest (Syntax). Every one passes at 60.
const quiz = async (lessonId: string, title: string, gradingMethod: 'highest' | 'last' | 'average', position: number) =>
  (await t.db.insert(quizzes).values({ lessonId, title, gradingMethod, passMark: 60, position }).returning())[0]!;
const highest = await quiz(syntax.id, '=Highest Quiz', 'highest', 1);
const last = await quiz(setup.id, 'Last Quiz', 'last', 2);
const average = await quiz(setup.id, 'Average Quiz', 'average', 1);
const rivalQuiz = await quiz(rivalLesson.id, 'Rival Quiz', 'highest', 1);
// The same attempts at each: graded percents, null for one in progress. By learner: highest, last, average —
// L0 80 40 → 80 ✓, 40 ✗, 60 ✓ (the mark itself); L1 30 70 → 70 ✓, 70 ✓, 50 ✗; L2 55 … → 55 ✗ (all three: the attempt
// in progress is not graded); L3 … → attempted only; L4 66 58 → 66 ✓, 58 ✗, 62 ✓. Attempted 5, graded 4; passed:
// highest 3, last 1, average 2. L6 (begun before the range) and L10 (not enrolled) pass with 100 and 90: not counted.
const ATTEMPTS: [number, (number | null)[]][] = [
  [0, [80, 40]],
  [1, [30, 70]],
  [2, [55, null]],
  [3, [null]],
  [4, [66, 58]],
  [6, [100]],
  [10, [90]],
];
const attemptsAt = (quizId: string, rows: [number, (number | null)[]][]) =>
  rows.flatMap(([learner, percents]) =>
    percents.map((percent, i) => ({
      quizId,
      userId: L[learner]!.id,
      number: i + 1,
      state: percent === null ? ('in-progress' as const) : ('graded' as const),
      maxScore: 100,
      score: percent,
      percent,
      passed: percent === null ? null : percent >= 60,
      submittedAt: percent === null ? null : new Date('2025-03-20T10:00:00Z'),
    })),
  );
await t.db
  .insert(quizAttempts)
  .values([
    ...[highest, last, average].flatMap((q) => attemptsAt(q.id, ATTEMPTS)),
    ...attemptsAt(rivalQuiz.id, [[0, [100]]]),
  ]);

// =Formula's quiz, graded by the average to the hundredth: L0's 50 and 50.23 make 50.115, 50.12 — the pass mark;
// L1's 50 and 50.21 make 50.105, 50.11 — short of it.
const formulaLesson = await lesson(formula.id, 'Formula Lesson', 1);
const boundary = (
  await t.db
    .insert(quizzes)
    .values({
      lessonId: formulaLesson.id,
      title: 'Boundary Quiz',
      gradingMethod: 'average',
      passMark: 50.12,
      position: 1,
    })
    .returning()
)[0]!;
await t.db.insert(quizAttempts).values(
  attemptsAt(boundary.id, [
    [0, [50, 50.23]],
    [1, [50, 50.21]],
  ]),
);

// Kotlin's activity: the week of 3 March (from Wednesday the 5th) L0 opens and completes a lesson, L1 starts an
// attempt at its last second, L5 enrols; the week of the 10th L1 opens a lesson, L2 enrols and L3 is assigned (neither
// active by that); the week of the 17th L0 again, and L4's completion (not active by it) and a forum post (not one
// of the kinds); the 24th-25th L4 starts an attempt at the range's last second. Around it: L0 the second before,
// L5 the second after; another course's and no course's events.
const event = (learner: number, at: string, kind: ActivityKind, courseId: string | null = kotlin.id) => ({
  at: new Date(at),
  userId: L[learner]!.id,
  kind,
  courseId,
  subjectId: null,
});
await t.db
  .insert(activityEvents)
  .values([
    event(0, '2025-03-04T23:59:59Z', 'lesson-opened'),
    event(0, '2025-03-05T00:00:00Z', 'lesson-opened'),
    event(0, '2025-03-05T10:00:00Z', 'lesson-completed'),
    event(5, '2025-03-06T09:00:00Z', 'enrolled'),
    event(1, '2025-03-09T23:59:59Z', 'attempt-started'),
    event(1, '2025-03-10T00:00:00Z', 'lesson-opened'),
    event(2, '2025-03-11T09:00:00Z', 'enrolled'),
    event(3, '2025-03-12T09:00:00Z', 'assigned'),
    event(0, '2025-03-18T09:00:00Z', 'lesson-opened'),
    event(4, '2025-03-19T09:00:00Z', 'course-completed'),
    event(7, '2025-03-20T09:00:00Z', 'forum-posted'),
    event(4, '2025-03-25T23:59:59Z', 'attempt-started'),
    event(5, '2025-03-26T00:00:00Z', 'lesson-opened'),
    event(6, '2025-03-20T09:00:00Z', 'lesson-opened', formula.id),
    event(8, '2025-03-20T09:00:00Z', 'sign-in', null),
  ]);

// --- The figures, by hand. ---

const ref = (c: typeof kotlin) => ({ id: c.id, title: c.title, status: c.status });
const figures = (n: [number, number, number, number | null, number]) => ({
  enrolled: n[0],
  started: n[1],
  completed: n[2],
  medianSecondsToComplete: n[3],
  overdue: n[4],
});
const insight = (c: typeof kotlin, n: Parameters<typeof figures>[0]): CourseInsight => ({
  course: ref(c),
  ...figures(n),
});
const D = 86_400;
const KOTLIN = insight(kotlin, [7, 6, 4, 3 * D, 3]);
const FORMULA = insight(formula, [2, 1, 1, 6 * D, 0]);
const OLD = insight(old, [0, 0, 0, null, 1]);
const RIVAL = insight(rivals, [3, 2, 1, D / 2, 2]);

const page = (q: string, h: Headers = mine.h) => ok<CourseInsightsPage>(`${BASE}?${q}`, h);
const ids = async (q: string, h: Headers = mine.h) => (await page(q, h)).items.map((i) => i.course.id);

describe('GET /api/coordinator/analytics/courses', () => {
  it("a coordinator: their own courses with enrolments, with the range's figures; totals of theirs only", async () => {
    expect(await page(RANGE)).toEqual({
      items: [KOTLIN, FORMULA, OLD],
      pageNumber: 1,
      pageSize: 20,
      totalCount: 3,
      hasNextPage: false,
      // The median of all five completions (1, 2, 4, 5 and 6 days): the rival's 12 hours are not among them.
      totals: figures([9, 7, 5, 4 * D, 4]),
    });
    // The rival sees theirs alone.
    expect(await page(RANGE, rival.h)).toMatchObject({ items: [RIVAL], totals: figures([3, 2, 1, D / 2, 2]) });
  });

  it('an admin: every course with enrolments; the totals of all (an even count of completions: interpolated)', async () => {
    for (const role of ['Admin', 'SuperAdmin'] as const)
      expect(await page(RANGE, who[role].h)).toEqual({
        items: [KOTLIN, RIVAL, FORMULA, OLD],
        pageNumber: 1,
        pageSize: 20,
        totalCount: 4,
        hasNextPage: false,
        // 12 h, 1, 2, 4, 5, 6 days: between 2 and 4 days.
        totals: figures([12, 9, 6, 3 * D, 6]),
      });
  });

  it("the range's edges, to the second; a range with nothing begun keeps today's overdue", async () => {
    const kotlinIn = async (from: string, to: string) =>
      (await page(`from=${from}&to=${to}`)).items.find((i) => i.course.id === kotlin.id);
    // The second before: e6, completed in 10 hours from its start.
    expect(await kotlinIn('2025-03-04', '2025-03-04')).toEqual(insight(kotlin, [1, 1, 1, 36_000, 3]));
    // The range's first instant: e0; its last second: e3; the second after: e7 (not started).
    expect(await kotlinIn('2025-03-05', '2025-03-05')).toEqual(insight(kotlin, [1, 1, 1, D, 3]));
    expect(await kotlinIn('2025-03-25', '2025-03-25')).toEqual(insight(kotlin, [1, 1, 1, 5 * D, 3]));
    expect(await kotlinIn('2025-03-26', '2025-03-26')).toEqual(insight(kotlin, [1, 0, 0, null, 3]));
    // Nothing begun: every course with enrolments all the same, its figures nought, no median.
    const none = await page('from=2020-01-01&to=2020-12-31&sort=title');
    expect(none.items).toEqual([
      insight(formula, [0, 0, 0, null, 0]),
      insight(kotlin, [0, 0, 0, null, 3]),
      insight(old, [0, 0, 0, null, 1]),
    ]);
    expect(none.totals).toEqual(figures([0, 0, 0, null, 4]));
  });

  it('sorts, each with its reverse; pages with the total count', async () => {
    const [K, F, O, X] = [kotlin.id, formula.id, old.id, rivals.id];
    const sorted: Record<string, string[]> = {
      title: [F, K, O],
      enrolled: [O, F, K],
      started: [O, F, K],
      completed: [O, F, K],
      rate: [O, F, K], // 0 enrolled first, then 1/2, 4/7
      overdue: [F, O, K],
    };
    for (const [key, order] of Object.entries(sorted)) {
      expect(await ids(`${RANGE}&sort=${key}`), key).toEqual(order);
      expect(await ids(`${RANGE}&sort=-${key}`), `-${key}`).toEqual([...order].reverse());
    }
    // An admin's, with the rival's course among them.
    const admin = (sort: string) => ids(`${RANGE}&sort=${sort}`, who.Admin.h);
    expect(await admin('title')).toEqual([F, K, O, X]);
    expect(await admin('-enrolled')).toEqual([K, X, F, O]);
    expect(await admin('rate')).toEqual([O, X, F, K]);
    expect(await admin('overdue')).toEqual([F, O, X, K]);
    // Pages of one: the total count on each, none past the end.
    for (const [n, item] of [KOTLIN, FORMULA, OLD].entries())
      expect(await page(`${RANGE}&pageSize=1&pageNumber=${n + 1}`)).toEqual({
        items: [item],
        pageNumber: n + 1,
        pageSize: 1,
        totalCount: 3,
        hasNextPage: n < 2,
        totals: figures([9, 7, 5, 4 * D, 4]),
      });
    expect(await page(`${RANGE}&pageSize=1&pageNumber=4`)).toMatchObject({
      items: [],
      totalCount: 3,
      hasNextPage: false,
    });
  });

  it('each figure is the totalCount of GET /enrolments behind it, called as the same user', async () => {
    for (const [h, label] of [
      [mine.h, 'coordinator'],
      [rival.h, 'rival'],
      [who.Admin.h, 'admin'],
    ] as const)
      for (const range of [RANGE, 'from=2025-03-04&to=2025-03-26']) {
        const q = range.replace('from=', 'enrolledFrom=').replace('to=', 'enrolledTo=');
        const { items, totals } = await page(range, h);
        for (const { course: c, enrolled, started, completed, overdue } of items) {
          const at = `${label} ${c.title} ${range}`;
          expect(await countOf(`/enrolments?courseId=${c.id}&${q}`, h), at).toBe(enrolled);
          expect(await countOf(`/enrolments?courseId=${c.id}&${q}&started=true`, h), at).toBe(started);
          expect(await countOf(`/enrolments?courseId=${c.id}&${q}&status=completed`, h), at).toBe(completed);
          expect(await countOf(`/enrolments?courseId=${c.id}&status=overdue`, h), at).toBe(overdue);
        }
        expect(await countOf(`/enrolments?${q}`, h), `${label} ${range}`).toBe(totals.enrolled);
        expect(await countOf(`/enrolments?${q}&started=true`, h)).toBe(totals.started);
        expect(await countOf(`/enrolments?${q}&status=completed`, h)).toBe(totals.completed);
        expect(await countOf('/enrolments?status=overdue', h)).toBe(totals.overdue);
      }
    // started=false is the rest.
    expect(await countOf(`/enrolments?courseId=${kotlin.id}&${ENROLLED}&started=false`, mine.h)).toBe(1);
  });
});

const quizRate = (q: typeof average, l: typeof setup, passed: number) => ({
  quiz: { id: q.id, title: q.title },
  lesson: { id: l.id, title: l.title },
  passMark: 60,
  attempted: 5,
  graded: 4,
  passed,
});
const FUNNEL: CourseFunnel = {
  from: R.from,
  to: R.to,
  course: ref(kotlin),
  ...figures([7, 6, 4, 3 * D, 3]),
  lessons: [
    { lesson: { id: setup.id, title: 'Setup' }, completed: 6 },
    { lesson: { id: syntax.id, title: 'Syntax' }, completed: 5 },
    { lesson: { id: coroutines.id, title: 'Coroutines' }, completed: 4 },
  ],
  quizzes: [quizRate(average, setup, 2), quizRate(last, setup, 1), quizRate(highest, syntax, 3)],
};

describe('GET /api/coordinator/analytics/courses/{id}', () => {
  it('the funnel, the lessons in their order, the quizzes in lesson order with passes by grading method', async () => {
    for (const h of [mine.h, who.Admin.h, who.SuperAdmin.h])
      expect(await ok<CourseFunnel>(`${BASE}/${kotlin.id}?${RANGE}`, h)).toEqual(FUNNEL);
  });

  it("the enrolment just before the range: its lessons and attempts are that day's alone", async () => {
    const before = await ok<CourseFunnel>(`${BASE}/${kotlin.id}?from=2025-03-04&to=2025-03-04`, mine.h);
    expect(before).toMatchObject(figures([1, 1, 1, 36_000, 3]));
    expect(before.lessons.map((l) => l.completed)).toEqual([1, 1, 1]);
    expect(before.quizzes.map((q) => [q.attempted, q.graded, q.passed])).toEqual([
      [1, 1, 1],
      [1, 1, 1],
      [1, 1, 1],
    ]);
    // The range and the second on each side: e6 and e7 join (e7 has no lesson nor attempt).
    const wider = await ok<CourseFunnel>(`${BASE}/${kotlin.id}?from=2025-03-04&to=2025-03-26`, mine.h);
    expect(wider).toMatchObject(figures([9, 7, 5, 2 * D, 3]));
    expect(wider.lessons.map((l) => l.completed)).toEqual([7, 6, 5]);
    expect(wider.quizzes.map((q) => [q.attempted, q.graded, q.passed])).toEqual([
      [6, 5, 3],
      [6, 5, 2],
      [6, 5, 4],
    ]);
    // A course with no lessons, quizzes nor enrolments; another's course, as an admin sees it.
    expect(await ok<CourseFunnel>(`${BASE}/${empty.id}?${RANGE}`, mine.h)).toEqual({
      from: R.from,
      to: R.to,
      course: ref(empty),
      ...figures([0, 0, 0, null, 0]),
      lessons: [],
      quizzes: [],
    });
    const rivalFunnel = await ok<CourseFunnel>(`${BASE}/${rivals.id}?${RANGE}`);
    expect(rivalFunnel).toMatchObject({ course: ref(rivals), ...figures([3, 2, 1, D / 2, 2]) });
    expect(rivalFunnel.quizzes.map((q) => [q.quiz.id, q.attempted, q.graded, q.passed])).toEqual([
      [rivalQuiz.id, 1, 1, 1],
    ]);
  });

  it('an average grade is rounded to the hundredth before it meets the pass mark', async () => {
    const funnel = await ok<CourseFunnel>(`${BASE}/${formula.id}?${RANGE}`, mine.h);
    expect(funnel.quizzes).toEqual([
      {
        quiz: { id: boundary.id, title: 'Boundary Quiz' },
        lesson: { id: formulaLesson.id, title: 'Formula Lesson' },
        passMark: 50.12,
        attempted: 2,
        graded: 2,
        passed: 1,
      },
    ]);
  });

  // The quiz's own grade (gradeOf) averaged in floating point until stop 50: (50 + 50.23) / 2 was 50.114999… and
  // rounded to 50.11, so the results said L0 failed while the dashboard's exact average in SQL counted a pass.
  it("the dashboard's passes are the quiz results' passes, learner by learner", async () => {
    const funnel = await ok<CourseFunnel>(`${BASE}/${formula.id}?${RANGE}`, mine.h);
    const results = await ok<{ learners: { learner: { id: string }; grade: number | null; passed: boolean | null }[] }>(
      `/quizzes/${boundary.id}/results`,
      mine.h,
    );
    const grades = Object.fromEntries(results.learners.map((l) => [l.learner.id, l.grade]));
    expect(grades).toEqual({ [L[0]!.id]: 50.12, [L[1]!.id]: 50.11 });
    expect(results.learners.filter((l) => l.passed).length).toBe(funnel.quizzes[0]!.passed);
  });

  it("each step is the totalCount of GET /enrolments with the course, range and step, as the course's owner", async () => {
    for (const range of [RANGE, 'from=2025-03-04&to=2025-03-04', 'from=2025-03-04&to=2025-03-26']) {
      const funnel = await ok<CourseFunnel>(`${BASE}/${kotlin.id}?${range}`, mine.h);
      const q = `courseId=${kotlin.id}&${range.replace('from=', 'enrolledFrom=').replace('to=', 'enrolledTo=')}`;
      expect(await countOf(`/enrolments?${q}`, mine.h), range).toBe(funnel.enrolled);
      expect(await countOf(`/enrolments?${q}&started=true`, mine.h), range).toBe(funnel.started);
      expect(await countOf(`/enrolments?${q}&status=completed`, mine.h), range).toBe(funnel.completed);
      expect(await countOf(`/enrolments?courseId=${kotlin.id}&status=overdue`, mine.h)).toBe(funnel.overdue);
      for (const step of funnel.lessons)
        expect(await countOf(`/enrolments?${q}&lessonCompleted=${step.lesson.id}`, mine.h), step.lesson.title).toBe(
          step.completed,
        );
    }
  });
});

const point = (start: string, end: string, n: number[] = [0, 0, 0, 0, 0, 0, 0]): CourseActivityPoint => ({
  start,
  end,
  activeLearners: n[0]!,
  lessonsOpened: n[1]!,
  lessonsCompleted: n[2]!,
  attemptsStarted: n[3]!,
  enrolled: n[4]!,
  assigned: n[5]!,
  coursesCompleted: n[6]!,
});
const WEEKS = [
  point('2025-03-05', '2025-03-09', [2, 1, 1, 1, 1, 0, 0]),
  point('2025-03-10', '2025-03-16', [1, 1, 0, 0, 1, 1, 0]),
  point('2025-03-17', '2025-03-23', [1, 1, 0, 0, 0, 0, 1]),
  point('2025-03-24', '2025-03-25', [1, 0, 0, 1, 0, 0, 0]),
];
const activity = (q: string, h: Headers = mine.h) => ok<CourseActivitySeries>(`${BASE}/${kotlin.id}/activity?${q}`, h);

describe('GET /api/coordinator/analytics/courses/{id}/activity', () => {
  it('per week (by default): the points cut to the range; learners active by their own doing only', async () => {
    const weeks = { from: R.from, to: R.to, interval: 'week', points: WEEKS, activeLearners: 3 };
    expect(await activity(RANGE)).toEqual(weeks);
    expect(await activity(`${RANGE}&interval=week`, who.Admin.h)).toEqual(weeks);
  });

  it('per day and per month: the same events; one learner active in two weeks counts once in the range', async () => {
    const days = await activity(`${RANGE}&interval=day`);
    expect(days.points).toHaveLength(21);
    expect(days.points.map((p) => [p.start, p.end])).toEqual(
      Array.from({ length: 21 }, (_, i) => [addDays(R.from, i), addDays(R.from, i)]),
    );
    expect(days.points.filter((p) => Object.values(p).some((v) => typeof v === 'number' && v > 0))).toEqual([
      point('2025-03-05', '2025-03-05', [1, 1, 1, 0, 0, 0, 0]),
      point('2025-03-06', '2025-03-06', [0, 0, 0, 0, 1, 0, 0]),
      point('2025-03-09', '2025-03-09', [1, 0, 0, 1, 0, 0, 0]),
      point('2025-03-10', '2025-03-10', [1, 1, 0, 0, 0, 0, 0]),
      point('2025-03-11', '2025-03-11', [0, 0, 0, 0, 1, 0, 0]),
      point('2025-03-12', '2025-03-12', [0, 0, 0, 0, 0, 1, 0]),
      point('2025-03-18', '2025-03-18', [1, 1, 0, 0, 0, 0, 0]),
      point('2025-03-19', '2025-03-19', [0, 0, 0, 0, 0, 0, 1]),
      point('2025-03-25', '2025-03-25', [1, 0, 0, 1, 0, 0, 0]),
    ]);
    expect(days.activeLearners).toBe(3);
    expect(await activity(`${RANGE}&interval=month`)).toEqual({
      from: R.from,
      to: R.to,
      interval: 'month',
      points: [point(R.from, R.to, [3, 3, 1, 2, 2, 1, 1])],
      activeLearners: 3,
    });
    // Months cut to a range from February to April: March holds the seconds on each side of R too (L0 and L5).
    expect(await activity('from=2025-02-20&to=2025-04-10&interval=month')).toEqual({
      from: '2025-02-20',
      to: '2025-04-10',
      interval: 'month',
      points: [
        point('2025-02-20', '2025-02-28'),
        point('2025-03-01', '2025-03-31', [4, 5, 1, 2, 2, 1, 1]),
        point('2025-04-01', '2025-04-10'),
      ],
      activeLearners: 4,
    });
    // A course with no activity: every point nought.
    const none = await ok<CourseActivitySeries>(`${BASE}/${empty.id}/activity?${RANGE}`, mine.h);
    expect(none).toEqual({ ...none, points: WEEKS.map((p) => point(p.start, p.end)), activeLearners: 0 });
  });
});

// --- The files. ---

type Row = (string | number)[];

/** A file's rows (the header first): a CSV's cells as text, a workbook's as their cells' values. */
async function download(path: string, h: Headers = mine.h): Promise<{ rows: Row[]; headers: Record<string, unknown> }> {
  const res = await get(path, h);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  if (res.headers['content-type'] !== XLSX_CONTENT_TYPE)
    return { rows: readCsv(res.body).map((r) => r.values), headers: res.headers };
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  const rows: Row[] = [];
  // An empty cell (an empty text) is read back as none: '' here, as in a CSV file, to the header's width.
  workbook.worksheets[0]!.eachRow((row) => rows.push(Array.from((row.values as Row).slice(1), (cell) => cell ?? '')));
  const width = rows[0]?.length ?? 0;
  return {
    rows: rows.map((row) => [...row, ...Array<string>(Math.max(0, width - row.length)).fill('')]),
    headers: res.headers,
  };
}
const asText = (rows: Row[]) => rows.map((row) => row.map(String));

/** Both formats hold `rows` (a CSV as text), under the file name given. */
async function expectFile(path: string, name: string, rows: Row[], h: Headers = mine.h) {
  const csv = await download(`${path}&format=csv`, h);
  expect(csv.rows, path).toEqual(asText(rows));
  expect(csv.headers).toMatchObject({
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${name}.csv"`,
    'cache-control': 'no-store',
  });
  const xlsx = await download(`${path}&format=xlsx`, h);
  expect(xlsx.rows, path).toEqual(rows);
  expect(xlsx.headers).toMatchObject({
    'content-type': XLSX_CONTENT_TYPE,
    'content-disposition': `attachment; filename="${name}.xlsx"`,
  });
  // CSV when no format is asked for.
  expect((await download(path, h)).rows).toEqual(asText(rows));
}

describe('GET /api/coordinator/analytics/courses/export', () => {
  const header = [
    'Course',
    'Status',
    'Enrolled',
    'Started',
    'Completed',
    'Completion rate (%)',
    'Median days to complete',
    'Overdue today',
  ];
  const rowOf = (i: CourseInsight): Row => [
    defused(i.course.title),
    i.course.status,
    i.enrolled,
    i.started,
    i.completed,
    i.enrolled ? Math.round((i.completed / i.enrolled) * 1000) / 10 : '',
    i.medianSecondsToComplete === null ? '' : Math.round(i.medianSecondsToComplete / 8640) / 10,
    i.overdue,
  ];

  it("every course of the list in its order, not one page; the JSON route's numbers; a formula title defused", async () => {
    // As worked out: a rate with one decimal, the median in days; nothing to rate, no median: empty cells.
    await expectFile(`${BASE}/export?${RANGE}`, `courses-${R.from}-${R.to}`, [
      header,
      ['Kotlin Funnel', 'published', 7, 6, 4, 57.1, 3, 3],
      [`'=Formula Course`, 'published', 2, 1, 1, 50, 6, 0],
      ['Old Course', 'published', 0, 0, 0, '', '', 1],
    ]);
    // The admin's, every sort: the JSON list's rows, all of them (a page size asked for is not the file's).
    for (const key of COURSE_INSIGHT_SORTS)
      for (const sort of [key, `-${key}`]) {
        const all = await page(`${RANGE}&sort=${sort}`, who.Admin.h);
        expect(all.totalCount).toBe(4);
        const { rows } = await download(`${BASE}/export?${RANGE}&sort=${sort}&pageSize=1&format=xlsx`, who.Admin.h);
        expect(rows, sort).toEqual([header, ...all.items.map(rowOf)]);
      }
    expect((await download(`${BASE}/export?${RANGE}`, who.Admin.h)).rows).toEqual(
      asText([header, ...[KOTLIN, RIVAL, FORMULA, OLD].map(rowOf)]),
    );
  });
});

describe('GET /api/coordinator/analytics/courses/{id}/export', () => {
  it("what=funnel: each step with its share of the enrolled; the JSON route's numbers", async () => {
    const rows: Row[] = [
      ['Step', 'Learners', 'Share of enrolled (%)'],
      ['Enrolled', 7, 100],
      ['Started', 6, 85.7],
      ['Lesson 1: Setup', 6, 85.7],
      ['Lesson 2: Syntax', 5, 71.4],
      ['Lesson 3: Coroutines', 4, 57.1],
      ['Completed', 4, 57.1],
    ];
    await expectFile(`${BASE}/${kotlin.id}/export?${RANGE}&what=funnel`, `course-funnel-${R.from}-${R.to}`, rows);
    const learners = rows.slice(1).map((row) => row[1]);
    expect(learners).toEqual([
      FUNNEL.enrolled,
      FUNNEL.started,
      ...FUNNEL.lessons.map((l) => l.completed),
      FUNNEL.completed,
    ]);
    // Funnel is what is written when nothing is asked for; nothing enrolled: no shares.
    expect((await download(`${BASE}/${empty.id}/export?${RANGE}&format=xlsx`)).rows).toEqual([
      ['Step', 'Learners', 'Share of enrolled (%)'],
      ['Enrolled', 0, ''],
      ['Started', 0, ''],
      ['Completed', 0, ''],
    ]);
  });

  it('what=quizzes: each quiz in lesson order with its pass rate of the graded; a formula title defused', async () => {
    const header = ['Lesson', 'Quiz', 'Pass mark (%)', 'Attempted', 'Graded', 'Passed', 'Pass rate (%)'];
    await expectFile(`${BASE}/${kotlin.id}/export?${RANGE}&what=quizzes`, `course-quizzes-${R.from}-${R.to}`, [
      header,
      ['Setup', 'Average Quiz', 60, 5, 4, 2, 50],
      ['Setup', 'Last Quiz', 60, 5, 4, 1, 25],
      ['Syntax', `'=Highest Quiz`, 60, 5, 4, 3, 75],
    ]);
    expect((await download(`${BASE}/${empty.id}/export?${RANGE}&what=quizzes`)).rows).toEqual([header]);
  });
});

const pointRow = (p: CourseActivityPoint): Row => [
  p.start,
  p.end,
  p.activeLearners,
  p.lessonsOpened,
  p.lessonsCompleted,
  p.attemptsStarted,
  p.enrolled,
  p.assigned,
  p.coursesCompleted,
];

describe('GET /api/coordinator/analytics/courses/{id}/activity/export', () => {
  it("the series' points, one row each, with the JSON route's numbers, for every interval", async () => {
    const header = [
      'Start',
      'End',
      'Active learners',
      'Lessons opened',
      'Lessons completed',
      'Attempts started',
      'Enrolled',
      'Assigned',
      'Completed',
    ];
    for (const interval of ['day', 'week', 'month']) {
      const { points } = await activity(`${RANGE}&interval=${interval}`);
      await expectFile(
        `${BASE}/${kotlin.id}/activity/export?${RANGE}&interval=${interval}`,
        `course-activity-${R.from}-${R.to}`,
        [header, ...points.map(pointRow)],
      );
    }
    // Weeks by default, as worked out.
    expect((await download(`${BASE}/${kotlin.id}/activity/export?${RANGE}&format=xlsx`)).rows).toEqual([
      header,
      ...WEEKS.map(pointRow),
    ]);
  });
});

// --- Who may read them, and what is refused. ---

const routes = (id: string) => [
  `${BASE}/${id}?${RANGE}`,
  `${BASE}/${id}/activity?${RANGE}`,
  `${BASE}/${id}/export?${RANGE}&what=quizzes`,
  `${BASE}/${id}/activity/export?${RANGE}&format=xlsx`,
];
const lists = [`${BASE}?${RANGE}`, `${BASE}/export?${RANGE}&format=xlsx`];

describe('who may read them', () => {
  it('coordinators (their own courses), Admins and SuperAdmins; Learners and ProjectManagers 403; no token 401', async () => {
    for (const path of [...lists, ...routes(kotlin.id)]) {
      for (const role of ROLES) {
        const res = await get(path, who[role].h);
        if (role === 'Learner' || role === 'ProjectManager') {
          expectError(res, 403, 'FORBIDDEN');
          expect(res.headers['content-disposition'], path).toBeUndefined();
        } else expect(res.statusCode, `${role} ${path}`).toBe(200);
      }
      expectError(await get(path, who.none.h), 401, 'UNAUTHORIZED');
    }
    // The lists as the rival reads them: none of mine.
    expect(await ids(RANGE, rival.h)).toEqual([rivals.id]);
    const { rows } = await download(`${BASE}/export?${RANGE}`, rival.h);
    expect(rows.map((row) => row[0])).toEqual(['Course', 'Rival Course']);
  });

  it("another's course: 403 COURSE_NOT_OWNER if published, 404 if a draft or archived; unknown 404; malformed 400", async () => {
    for (const id of [kotlin.id, formula.id, old.id])
      for (const path of routes(id)) {
        const res = await get(path, rival.h);
        expectError(res, 403, 'COURSE_NOT_OWNER');
        expect(res.headers['content-disposition'], path).toBeUndefined();
      }
    for (const path of routes(rivals.id)) expectError(await get(path, mine.h), 403, 'COURSE_NOT_OWNER');
    for (const id of [rivalDraft.id, rivalArchived.id])
      for (const path of routes(id)) {
        expectError(await get(path, mine.h), 404, 'NOT_FOUND', COURSE_NOT_FOUND);
        // An admin oversees them all.
        expect((await get(path, who.Admin.h)).statusCode, path).toBe(200);
        expect((await get(path, who.SuperAdmin.h)).statusCode, path).toBe(200);
      }
    for (const h of [mine.h, who.Admin.h]) {
      for (const path of routes(randomUUID())) expectError(await get(path, h), 404, 'NOT_FOUND', COURSE_NOT_FOUND);
      for (const id of ['not-a-uuid', '42'])
        for (const path of routes(id)) expectValidation(await get(path, h), 'id', COURSE_NOT_FOUND);
    }
  });
});

describe('what is refused', () => {
  it('a range backwards or too long, a sort, interval, format or what not offered: a 400 naming it, no file', async () => {
    const refused = async (path: string, field: string, message: string) => {
      const res = await get(path, mine.h);
      expectValidation(res, field, message);
      expect(res.headers['content-disposition'], path).toBeUndefined();
    };
    const ranged = [
      `${BASE}?`,
      `${BASE}/export?`,
      `${BASE}/${kotlin.id}?`,
      `${BASE}/${kotlin.id}/export?what=funnel&`,
      `${BASE}/${kotlin.id}/activity?`,
      `${BASE}/${kotlin.id}/activity/export?`,
    ];
    for (const path of ranged) {
      await refused(`${path}from=2025-03-02&to=2025-03-01`, 'to', ANALYTICS_RANGE_BACKWARDS);
      await refused(`${path}from=2023-01-01&to=2025-01-02`, 'to', ANALYTICS_RANGE_TOO_LONG);
      await refused(`${path}from=2025-02-30&to=2025-03-01`, 'from', 'From must be a date written YYYY-MM-DD');
      await refused(`${path}from=2025-03-01`, 'to', 'To must be a date written YYYY-MM-DD');
      // The longest range allowed, and one day, are read.
      expect((await get(`${path}from=2023-01-01&to=2024-12-31`, mine.h)).statusCode, path).toBe(200);
      expect((await get(`${path}from=2025-03-01&to=2025-03-01`, mine.h)).statusCode, path).toBe(200);
    }
    const sorts = sortInvalid(COURSE_INSIGHT_SORTS.flatMap((key) => [key, `-${key}`]));
    for (const sort of ['median', 'course', '--title']) {
      await refused(`${BASE}?${RANGE}&sort=${sort}`, 'sort', sorts);
      await refused(`${BASE}/export?${RANGE}&sort=${sort}`, 'sort', sorts);
    }
    const formats = `Format must be one of: ${ANALYTICS_EXPORT_FORMATS.join(', ')}`;
    for (const path of [
      `${BASE}/export?${RANGE}`,
      `${BASE}/${kotlin.id}/export?${RANGE}`,
      `${BASE}/${kotlin.id}/activity/export?${RANGE}`,
    ])
      await refused(`${path}&format=pdf`, 'format', formats);
    for (const what of ['bogus', 'activity'])
      await refused(
        `${BASE}/${kotlin.id}/export?${RANGE}&what=${what}`,
        'what',
        `What must be one of: ${COURSE_FUNNEL_EXPORTS.join(', ')}`,
      );
    for (const path of [`${BASE}/${kotlin.id}/activity?`, `${BASE}/${kotlin.id}/activity/export?`])
      await refused(`${path}${RANGE}&interval=year`, 'interval', 'Interval must be one of: day, week, month');
    // The figures' lists: their new filters.
    await refused('/enrolments?started=maybe', 'started', 'Started must be true or false');
    await refused('/enrolments?lessonCompleted=x', 'lessonCompleted', LESSON_NOT_FOUND);
  });
});
