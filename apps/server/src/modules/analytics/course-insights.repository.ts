import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnalyticsInterval, courseInsightsQuery } from '@talentpath/contracts/analytics';
import type { z } from 'zod';
import { activityEvents } from '../../db/schema/analytics.ts';
import { courses, enrolments, lessonCompletions, lessons } from '../../db/schema/learning.ts';
import { quizAttempts, quizzes } from '../../db/schema/quizzes.ts';
import type { Db } from '../../platform/db.ts';
import { orderByOf, pageWithTotal, sortKeys, windowTotal } from '../../platform/paging.ts';
import { bucketOf, dayAfter, dayStart, utcMoment } from './outcomes.repository.ts';

// The coordinator's dashboard (issue 27): the enrolments a range began in the courses in someone's care — how far
// they got, how long completing took, how the quizzes went, and the course's activity over time. Read from the
// learning, quiz and activity tables (docs/architecture.md: a repository may read another module's tables where one
// query serves a report). `owner`: the coordinator whose courses are counted; null for an admin (every course).

type Range = { from: string; to: string };

/** The enrolments begun in the range's UTC days: GET /enrolments' enrolledFrom and enrolledTo. */
const begunIn = ({ from, to }: Range) =>
  sql`(${enrolments.enrolledAt} >= ${dayStart(from)} and ${enrolments.enrolledAt} < ${dayAfter(to)})`;
/** Begun or completed in the round the learner is in now: GET /enrolments?started=true. */
const started = sql`(${enrolments.startedAt} is not null or ${enrolments.completedAt} is not null)`;
/** Past its due date and not completed on `day`: GET /enrolments?status=overdue. */
const overdueOn = (day: string) => sql`(${enrolments.completedAt} is null and ${enrolments.dueDate} < ${day}::date)`;
/** Seconds from starting (else enrolling) to completing, in this round: a float (date_part), which sorts fast. */
const secondsToComplete = sql`date_part('epoch', ${enrolments.completedAt} - coalesce(${enrolments.startedAt}, ${enrolments.enrolledAt}))`;

/** The median of the range's completed enrolments; read as text or a number, whichever the driver gives. */
const medianOf = (range: Range) =>
  sql<
    string | number | null
  >`percentile_cont(0.5) within group (order by ${secondsToComplete}) filter (where ${begunIn(range)} and ${enrolments.completedAt} is not null)`;

/** The funnel's counts over the enrolments the query picks: the range's, and today's overdue ones. */
const countsOf = (range: Range, day: string) => {
  const inRange = begunIn(range);
  return {
    enrolled: sql<number>`(count(*) filter (where ${inRange}))::int`,
    started: sql<number>`(count(*) filter (where ${inRange} and ${started}))::int`,
    completed: sql<number>`(count(${enrolments.completedAt}) filter (where ${inRange}))::int`,
    overdue: sql<number>`(count(*) filter (where ${overdueOn(day)}))::int`,
  };
};
/** The counts and the median. */
const figuresOf = (range: Range, day: string) => ({
  ...countsOf(range, day),
  medianSecondsToComplete: medianOf(range),
});

/** The courses a coordinator owns (every course for an admin), as a condition on enrolments. */
const inCare = (owner: string | null) =>
  owner === null
    ? undefined
    : inArray(enrolments.courseId, sql`(select ${courses.id} from ${courses} where ${courses.ownerId} = ${owner})`);

type CourseInsightsQuery = z.infer<typeof courseInsightsQuery>;

/**
 * A page of the courses in care that have enrolments, each with its figures: counted per course over its
 * enrolments first (a hash aggregate over them all), then the page's groups joined to their course; the medians
 * (an ordered aggregate, which sorts each course's rows) of the page's courses only.
 */
export async function courseInsightsPage(db: Db, owner: string | null, query: CourseInsightsQuery, day: string) {
  const page = await countsPage(db, owner, query, day);
  const ids = page.items.map((item) => item.id);
  const medians = ids.length
    ? await db
        .select({ courseId: enrolments.courseId, median: medianOf(query) })
        .from(enrolments)
        .where(inArray(enrolments.courseId, ids))
        .groupBy(enrolments.courseId)
    : [];
  const medianOfCourse = new Map(medians.map((row) => [row.courseId, row.median]));
  return {
    ...page,
    items: page.items.map((item) => ({ ...item, medianSecondsToComplete: medianOfCourse.get(item.id) ?? null })),
  };
}

function countsPage(db: Db, owner: string | null, query: CourseInsightsQuery, day: string) {
  const counted = db
    .select({ courseId: enrolments.courseId, ...aliased(countsOf(query, day)) })
    .from(enrolments)
    .where(inCare(owner))
    .groupBy(enrolments.courseId)
    .as('counted');
  const rate = sql`${counted.completed}::float / nullif(${counted.enrolled}, 0)`;
  const order = sortKeys(
    query.sort,
    {
      title: sql`lower(${courses.title})`,
      enrolled: sql`${counted.enrolled}`,
      started: sql`${counted.started}`,
      completed: sql`${counted.completed}`,
      rate: sql`coalesce(${rate}, -1)`,
      overdue: sql`${counted.overdue}`,
    },
    courses.id,
  );
  return pageWithTotal(query, {
    count: async () =>
      (
        await db
          .select({ n: sql<number>`count(distinct ${enrolments.courseId})::int` })
          .from(enrolments)
          .where(inCare(owner))
      )[0]?.n ?? 0,
    items: async ({ limit, offset }) =>
      (
        await db
          .select({
            id: courses.id,
            title: courses.title,
            status: courses.status,
            enrolled: counted.enrolled,
            started: counted.started,
            completed: counted.completed,
            overdue: counted.overdue,
            total: windowTotal,
          })
          .from(counted)
          .innerJoin(courses, eq(courses.id, counted.courseId))
          .orderBy(...orderByOf(order))
          .limit(limit)
          .offset(offset)
      ).map(({ total, ...item }) => ({ item, total })),
  });
}

/** Every course of the list, in its order (the export): the courses in one person's care. */
export async function courseInsightsAll(
  db: Db,
  owner: string | null,
  query: Omit<CourseInsightsQuery, 'pageNumber' | 'pageSize'>,
  day: string,
) {
  const page = await courseInsightsPage(db, owner, { ...query, pageNumber: 1, pageSize: 1_000_000 }, day);
  return page.items;
}

/** The figures of every course in care together (the median is the median of all their completions). */
export async function careTotals(db: Db, owner: string | null, range: Range, day: string) {
  const [row] = await db.select(figuresOf(range, day)).from(enrolments).where(inCare(owner));
  return row!;
}

/** One course's figures for the range. */
export async function courseFigures(db: Db, courseId: string, range: Range, day: string) {
  const [row] = await db.select(figuresOf(range, day)).from(enrolments).where(eq(enrolments.courseId, courseId));
  return row!;
}

/** The course's enrolments begun in the range (their ids), as a subquery. */
const cohort = (courseId: string, range: Range) =>
  sql`(select ${enrolments.id} from ${enrolments} where ${enrolments.courseId} = ${courseId} and ${begunIn(range)})`;

/** The course's lessons in order, each with how many of the range's enrolments completed it (this round). */
export function lessonSteps(db: Db, courseId: string, range: Range) {
  return db
    .select({
      id: lessons.id,
      title: lessons.title,
      completed: sql<number>`count(${lessonCompletions.enrolmentId})::int`,
    })
    .from(lessons)
    .leftJoin(
      lessonCompletions,
      and(eq(lessonCompletions.lessonId, lessons.id), inArray(lessonCompletions.enrolmentId, cohort(courseId, range))),
    )
    .where(eq(lessons.courseId, courseId))
    .groupBy(lessons.id)
    .orderBy(lessons.position, lessons.id);
}

/**
 * The course's quizzes in lesson order, each with the learners of the range's enrolments who began an attempt in
 * the round they are in now, who have a graded one, and whose grade passes: the grade as the quiz's grading method makes it (the highest, the last,
 * or the average of the graded attempts' percents, to the hundredth) against its pass mark.
 */
export async function quizPassRates(db: Db, courseId: string, range: Range) {
  // The attempts of the round the learner is in now (ADR 0068), as the lessons' steps count.
  const ofCohort = sql`exists (select 1 from ${enrolments} where ${enrolments.courseId} = ${courseId} and ${enrolments.userId} = ${quizAttempts.userId} and ${enrolments.cycle} = ${quizAttempts.cycle} and ${begunIn(range)})`;
  const graded = sql`${quizAttempts.state} = 'graded'`;
  const perLearner = db
    .select({
      quizId: quizAttempts.quizId,
      isGraded: sql<boolean>`bool_or(${graded})`.as('is_graded'),
      highest: sql`max(${quizAttempts.percent}) filter (where ${graded})`.as('highest'),
      last: sql`(array_agg(${quizAttempts.percent} order by ${quizAttempts.number} desc) filter (where ${graded}))[1]`.as(
        'last',
      ),
      average: sql`round(avg(${quizAttempts.percent}) filter (where ${graded}), 2)`.as('average'),
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .innerJoin(lessons, and(eq(lessons.id, quizzes.lessonId), eq(lessons.courseId, courseId)))
    .where(ofCohort)
    .groupBy(quizAttempts.quizId, quizAttempts.userId)
    .as('per_learner');
  const grade = sql`case ${quizzes.gradingMethod} when 'highest' then ${perLearner.highest} when 'last' then ${perLearner.last} else ${perLearner.average} end`;
  return db
    .select({
      quizId: quizzes.id,
      quizTitle: quizzes.title,
      lessonId: lessons.id,
      lessonTitle: lessons.title,
      passMark: quizzes.passMark,
      attempted: sql<number>`count(${perLearner.quizId})::int`,
      graded: sql<number>`(count(*) filter (where ${perLearner.isGraded}))::int`,
      passed: sql<number>`(count(*) filter (where ${perLearner.isGraded} and ${grade} >= ${quizzes.passMark}))::int`,
    })
    .from(quizzes)
    .innerJoin(lessons, eq(lessons.id, quizzes.lessonId))
    .leftJoin(perLearner, eq(perLearner.quizId, quizzes.id))
    .where(eq(lessons.courseId, courseId))
    .groupBy(quizzes.id, lessons.id)
    .orderBy(lessons.position, lessons.id, quizzes.position, quizzes.id);
}

/** The kinds a learner does in a course themselves: they make them active in it that day. */
const OWN_KINDS = sql`('lesson-opened', 'lesson-completed', 'attempt-started')`;
const ownActivity = sql`${activityEvents.kind} in ${OWN_KINDS}`;
const eventsOf = (courseId: string, range: Range) =>
  and(
    eq(activityEvents.courseId, courseId),
    sql`${activityEvents.at} >= ${dayStart(range.from)}`,
    sql`${activityEvents.at} < ${dayAfter(range.to)}`,
  );

const kindCount = (kind: string) => sql<number>`(count(*) filter (where ${activityEvents.kind} = ${kind}))::int`;

/** The course's events of each kind per interval (by its first day), and the learners active in each. */
export function courseActivityPer(db: Db, courseId: string, unit: AnalyticsInterval, range: Range) {
  const bucket = bucketOf(utcMoment(activityEvents.at), unit);
  return db
    .select({
      bucket,
      activeLearners: sql<number>`(count(distinct ${activityEvents.userId}) filter (where ${ownActivity}))::int`,
      lessonsOpened: kindCount('lesson-opened'),
      lessonsCompleted: kindCount('lesson-completed'),
      attemptsStarted: kindCount('attempt-started'),
      enrolled: kindCount('enrolled'),
      assigned: kindCount('assigned'),
      coursesCompleted: kindCount('course-completed'),
    })
    .from(activityEvents)
    .where(eventsOf(courseId, range))
    .groupBy(bucket);
}

/** Learners active in the course at least once in the range. */
export async function courseActiveLearners(db: Db, courseId: string, range: Range) {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${activityEvents.userId})::int` })
    .from(activityEvents)
    .where(and(eventsOf(courseId, range), ownActivity));
  return row?.n ?? 0;
}

/** Aliases each figure (a subquery's columns must be named). */
function aliased<T extends Record<string, SQL.Aliased | SQL>>(figures: T) {
  return Object.fromEntries(
    Object.entries(figures).map(([name, expr]) => [name, (expr as SQL).as(name)]),
  ) as unknown as { [K in keyof T]: T[K] extends SQL<infer V> ? SQL.Aliased<V> : never };
}
