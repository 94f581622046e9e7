import { eq, isNotNull } from 'drizzle-orm';
import { addDays, today } from '@talentpath/contracts/calendar-days';
import type { Db } from '../../platform/db.ts';
import { type ActivityRow, recordActivity } from '../../modules/analytics/analytics.public.ts';
import { activityEvents } from '../schema/analytics.ts';
import { enrolments, lessonCompletions, lessons } from '../schema/learning.ts';
import { quizAttempts, quizzes } from '../schema/quizzes.ts';
import { userRoles, users } from '../schema/users.ts';

// Demo activity (issue 27), once: six months of what people did, so the analytics' charts mean something on a fresh
// start. The enrolments, assignments, course and lesson completions and quiz attempts the demo learning holds, at
// their own times; around them, each person's sign-ins, lessons opened and now and then a quiz attempt (in the courses
// they were taking that day) on the days they used the product — from when their account was made (at most 180 days back) to their last sign-in, more on
// weekdays, some people keener than others. Drawn from a fixed seed, so every fresh start has the same history
// (relative to its day). Written through the analytics module, which keeps its roll-ups with it.

const HISTORY_DAYS = 180;
const HOUR = 3_600_000;

/** Mulberry32: a small deterministic generator; the same seed, the same history. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export async function seedActivity(db: Db) {
  // Once: a database with activity has a history of its own.
  if ((await db.$count(activityEvents)) > 0) return;
  const random = generator(27);
  const rows: ActivityRow[] = [];
  const row = (userId: string, at: Date, kind: ActivityRow['kind'], courseId: string | null = null) =>
    rows.push({ at, userId, kind, courseId, subjectId: null });

  const completions = await db
    .select({ userId: enrolments.userId, courseId: enrolments.courseId, at: lessonCompletions.completedAt })
    .from(lessonCompletions)
    .innerJoin(enrolments, eq(enrolments.id, lessonCompletions.enrolmentId));
  for (const c of completions) row(c.userId, c.at, 'lesson-completed', c.courseId);
  const learning = await db
    .select({
      id: enrolments.id,
      userId: enrolments.userId,
      courseId: enrolments.courseId,
      source: enrolments.source,
      enrolledAt: enrolments.enrolledAt,
      assignedAt: enrolments.assignedAt,
      completedAt: enrolments.completedAt,
    })
    .from(enrolments)
    .orderBy(enrolments.enrolledAt, enrolments.id);
  const enrolledIn = new Map<string, typeof learning>();
  for (const e of learning) {
    enrolledIn.set(e.userId, [...(enrolledIn.get(e.userId) ?? []), e]);
    if (e.source === 'self') row(e.userId, e.enrolledAt, 'enrolled', e.courseId);
    if (e.assignedAt) row(e.userId, e.assignedAt, 'assigned', e.courseId);
    if (e.completedAt) row(e.userId, e.completedAt, 'course-completed', e.courseId);
  }
  const attempts = await db
    .select({ userId: quizAttempts.userId, courseId: lessons.courseId, at: quizAttempts.startedAt })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .innerJoin(lessons, eq(lessons.id, quizzes.lessonId));
  for (const a of attempts) row(a.userId, a.at, 'attempt-started', a.courseId);

  const people = await db
    .select({ id: users.id, createdAt: users.createdAt, lastSignInAt: users.lastSignInAt })
    .from(users)
    .where(isNotNull(users.lastSignInAt))
    .orderBy(users.email);
  const learners = new Set(
    (await db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'Learner'))).map((r) => r.id),
  );
  const day0 = today();
  for (const person of people) {
    const keenness = 0.15 + random() * 0.6;
    const first = [addDays(day0, -HISTORY_DAYS), person.createdAt.toISOString().slice(0, 10)].sort()[1]!;
    const last = person.lastSignInAt!.toISOString().slice(0, 10);
    for (let day = first; day <= last; day = addDays(day, 1)) {
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay() % 6 !== 0;
      if (day !== last && random() > keenness * (weekday ? 1 : 0.2)) continue;
      // A working day's morning, and what they did in the next hours.
      const signIn = Date.parse(`${day}T07:00:00Z`) + random() * 8 * HOUR;
      if (signIn > Date.now()) continue;
      row(person.id, new Date(signIn), 'sign-in');
      if (!learners.has(person.id)) continue;
      // In the courses they were enrolled in and had not completed that day, in turn (none: no course).
      const open = (enrolledIn.get(person.id) ?? []).filter(
        (e) => e.enrolledAt.getTime() <= signIn && (e.completedAt === null || e.completedAt.getTime() >= signIn),
      );
      const courseOf = (i: number) => open[i % open.length]?.courseId ?? null;
      const opened = Math.floor(random() * 4);
      for (let i = 1; i <= opened; i++)
        row(person.id, new Date(Math.min(Date.now(), signIn + i * 0.3 * HOUR)), 'lesson-opened', courseOf(i));
      if (random() < 0.12)
        row(person.id, new Date(Math.min(Date.now(), signIn + HOUR)), 'attempt-started', courseOf(0));
    }
  }
  for (let i = 0; i < rows.length; i += 1000) await recordActivity(db, rows.slice(i, i + 1000));
}
