import type { Tx } from '../../platform/db.ts';
import { enrolments, lessonCompletions } from '../schema/learning.ts';
import { randomFrom } from './artwork.ts';

// Who is enrolled in the demo courses, how far they got and when (relative to the day the demo is loaded), and
// the rows that says: enrolments with the lessons they completed, their progress computed as recomputeProgress
// (modules/enrolments/progress.ts) computes it — completions ÷ lessons, floored; 100 and completed_at once every
// lesson is done — with completed_at the time of the last completion rather than the time of the seed.

export type SeededCourse = {
  id: string;
  title: string;
  ownerId: string;
  status: 'draft' | 'published' | 'archived';
  publishedDaysAgo: number;
  archivedDaysAgo: number | null;
  lessonIds: string[];
};

/** One enrolment to make. Days are before the seed day (negative `dueInDays`: the due date has passed). */
export type EnrolmentPlan = {
  learner: string;
  course: string;
  assigned?: { daysAgo: number; dueInDays: number | null };
  enrolledDaysAgo: number;
  /** Lessons completed, the first ones in course order. */
  done: number;
  /** The first and the last activity (completions fall between them); absent: never opened. */
  active?: { from: number; to: number };
  /** The lesson the player was last on (index in course order); default: the last one completed. */
  lastLesson?: number;
};

const at = (name: string) => `${name}@talentpath.test`;
const TS = 'TypeScript for working developers';
const REACT = 'React fundamentals';
const DOCKER = 'Docker and containers from scratch';
const GDPR = 'GDPR at work';
const MEETINGS = 'Running effective meetings';
const PLAYWRIGHT = 'Playwright end-to-end testing';
const ARCHIVED = 'AngularJS to React migration';

/** The demo accounts' own enrolments: each learner screen has something in every state. */
const NAMED: EnrolmentPlan[] = [
  // Leah Okafor: one completed, one at 60% with a resume point, one overdue, one due soon, one not started.
  {
    learner: at('learner'),
    course: GDPR,
    assigned: { daysAgo: 40, dueInDays: -25 },
    enrolledDaysAgo: 40,
    done: 4,
    active: { from: 38, to: 31 },
  },
  { learner: at('learner'), course: TS, enrolledDaysAgo: 21, done: 3, active: { from: 20, to: 0.1 }, lastLesson: 3 },
  {
    learner: at('learner'),
    course: MEETINGS,
    assigned: { daysAgo: 18, dueInDays: -4 },
    enrolledDaysAgo: 18,
    done: 1,
    active: { from: 12, to: 9 },
  },
  {
    learner: at('learner'),
    course: DOCKER,
    assigned: { daysAgo: 5, dueInDays: 4 },
    enrolledDaysAgo: 5,
    done: 1,
    active: { from: 2, to: 1.5 },
  },
  { learner: at('learner'), course: REACT, enrolledDaysAgo: 3, done: 0 },
  { learner: at('learner'), course: PLAYWRIGHT, enrolledDaysAgo: 14, done: 1, active: { from: 13, to: 6 } },
  // Jonas Nilsen as a learner, in other coordinators' courses (one of them archived since).
  {
    learner: at('multi'),
    course: GDPR,
    assigned: { daysAgo: 60, dueInDays: -30 },
    enrolledDaysAgo: 60,
    done: 4,
    active: { from: 58, to: 52 },
  },
  { learner: at('multi'), course: DOCKER, enrolledDaysAgo: 16, done: 2, active: { from: 15, to: 2 } },
  { learner: at('multi'), course: ARCHIVED, enrolledDaysAgo: 120, done: 2, active: { from: 118, to: 95 } },
  // The new hire's first assignment.
  { learner: at('newhire'), course: GDPR, assigned: { daysAgo: 1, dueInDays: 14 }, enrolledDaysAgo: 1, done: 0 },
  // The archived course keeps learners who finished it, and some who had not.
  { learner: at('kari.nordmann'), course: ARCHIVED, enrolledDaysAgo: 150, done: 3, active: { from: 149, to: 140 } },
  { learner: at('ola.hansen'), course: ARCHIVED, enrolledDaysAgo: 100, done: 1, active: { from: 99, to: 90 } },
  { learner: at('sigrid.larsen'), course: ARCHIVED, enrolledDaysAgo: 60, done: 0 },
];

const DAY = 24 * 60 * 60_000;

/** The people of seed/users.ts as the spread needs them. */
export type DemoLearner = { email: string; ageDays: number; signedIn: boolean };

/** Moves a plan's past days closer to the seed day, so nothing happens before the account existed. */
function within(plan: EnrolmentPlan, ageDays: number): EnrolmentPlan {
  const f = Math.min(1, (0.9 * ageDays) / plan.enrolledDaysAgo);
  if (f === 1) return plan;
  return {
    ...plan,
    enrolledDaysAgo: plan.enrolledDaysAgo * f,
    ...(plan.assigned ? { assigned: { ...plan.assigned, daysAgo: plan.assigned.daysAgo * f } } : {}),
    ...(plan.active ? { active: { from: plan.active.from * f, to: plan.active.to * f } } : {}),
  };
}

/**
 * Everyone else: GDPR assigned to all (an earlier round now past its due date, a later one still open) and, for
 * those who have signed in, two or three other published courses each, at every stage. Drawn from a fixed seed, so
 * every load looks the same.
 */
function spread(learners: DemoLearner[], courses: SeededCourse[]): EnrolmentPlan[] {
  const random = randomFrom('talentpath learning demo');
  const open = courses.filter((c) => c.status === 'published' && c.title !== GDPR);
  const gdprLessons = courses.find((c) => c.title === GDPR)?.lessonIds.length ?? 0;
  const plans: EnrolmentPlan[] = [];
  for (const [i, learner] of learners.entries()) {
    const early = learner.ageDays > 31 && i % 3 !== 2;
    // The first round was due 7 days ago: most finished in time, every fourth did not. Nobody who never signed
    // in has started anything.
    const gdprDone = !learner.signedIn
      ? 0
      : early
        ? i % 4 === 3
          ? Math.floor(random() * gdprLessons)
          : gdprLessons
        : Math.floor(random() * 3);
    const gdpr: EnrolmentPlan = {
      learner: learner.email,
      course: GDPR,
      assigned: early ? { daysAgo: 30, dueInDays: -7 } : { daysAgo: 8, dueInDays: 12 },
      enrolledDaysAgo: early ? 30 : 8,
      done: gdprDone,
      ...(gdprDone > 0 ? { active: early ? { from: 28, to: 9 + (i % 5) } : { from: 6, to: 1 + (i % 4) } } : {}),
    };
    plans.push(within(gdpr, learner.ageDays));
    if (!learner.signedIn || open.length === 0) continue;
    const chosen = new Set<SeededCourse>();
    while (chosen.size < Math.min(open.length, 2 + (i % 2))) chosen.add(open[Math.floor(random() * open.length)]!);
    for (const course of chosen) plans.push(within(planFor(learner.email, course, random), learner.ageDays));
  }
  return plans;
}

/** A learner somewhere in a course: not started (1 in 5), completed (1 in 4) or part-way; a third assigned. */
function planFor(learner: string, course: SeededCourse, random: () => number): EnrolmentPlan {
  const total = course.lessonIds.length;
  const enrolledDaysAgo = Math.max(1, Math.floor(random() * Math.min(course.publishedDaysAgo, 56)));
  const stage = random();
  const done = stage < 0.2 ? 0 : stage < 0.45 ? total : 1 + Math.floor(random() * (total - 1));
  const to = Math.max(0.05, enrolledDaysAgo * random() * 0.6);
  const assigned = random() < 0.35;
  return {
    learner,
    course: course.title,
    ...(assigned ? { assigned: { daysAgo: enrolledDaysAgo, dueInDays: Math.round(random() * 30) - 12 } } : {}),
    enrolledDaysAgo,
    done,
    ...(done > 0 ? { active: { from: enrolledDaysAgo * 0.95, to } } : {}),
  };
}

type Ids = { users: Map<string, string>; learners: DemoLearner[] };

/** The demo accounts whose enrolments are all written out above (the spread leaves them alone). */
const DEMO_LEARNERS = new Set([at('learner'), at('multi'), at('newhire')]);

/** Writes the demo enrolments of the courses just made (those of courses that existed before are left alone). */
export async function seedEnrolments(tx: Tx, courses: SeededCourse[], ids: Ids, now = Date.now()) {
  const plans = [
    ...NAMED,
    ...spread(
      ids.learners.filter((l) => !DEMO_LEARNERS.has(l.email)),
      courses,
    ),
  ];
  const byTitle = new Map(courses.map((c) => [c.title, c]));
  const daysAgo = (days: number) => new Date(now - days * DAY);
  const day = (inDays: number) => new Date(now + inDays * DAY).toISOString().slice(0, 10);
  for (const plan of plans) {
    const course = byTitle.get(plan.course);
    const userId = ids.users.get(plan.learner);
    if (!course || !userId || course.status === 'draft') continue;
    // An archived course's activity happened while it was still open.
    const shift = course.archivedDaysAgo ?? 0;
    const total = course.lessonIds.length;
    const done = Math.min(plan.done, total);
    const times = Array.from({ length: done }, (_, k) =>
      daysAgo(plan.active!.from - ((plan.active!.from - plan.active!.to) * (k + 1)) / done + shift),
    );
    const lastAccessed = plan.active ? daysAgo(plan.active.to + shift) : null;
    const completedAt = total > 0 && done >= total ? times.at(-1)! : null;
    const [row] = await tx
      .insert(enrolments)
      .values({
        courseId: course.id,
        userId,
        source: plan.assigned ? 'assigned' : 'self',
        assignedBy: plan.assigned ? course.ownerId : null,
        assignedAt: plan.assigned ? daysAgo(plan.assigned.daysAgo + shift) : null,
        dueDate: plan.assigned?.dueInDays != null ? day(plan.assigned.dueInDays - shift) : null,
        completedLessons: done,
        progress: completedAt ? 100 : total === 0 ? 0 : Math.min(100, Math.floor((100 * done) / total)),
        enrolledAt: daysAgo(plan.enrolledDaysAgo + shift),
        startedAt: plan.active ? daysAgo(plan.active.from + shift) : null,
        completedAt,
        lastAccessedAt: lastAccessed,
        lastLessonId: plan.active ? course.lessonIds[plan.lastLesson ?? Math.max(0, done - 1)]! : null,
      })
      .onConflictDoNothing()
      .returning({ id: enrolments.id });
    if (row && done > 0)
      await tx
        .insert(lessonCompletions)
        .values(times.map((completedAt, k) => ({ enrolmentId: row.id, lessonId: course.lessonIds[k]!, completedAt })));
  }
}
