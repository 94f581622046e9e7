import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ActivitySeries, LearningEventsPage } from '@talentpath/contracts/analytics';
import type { ForumSpaceList } from '@talentpath/contracts/forum';
import { activityDays, activityEvents } from '../../src/db/schema/analytics.ts';
import { activityWritten } from '../../src/modules/analytics/analytics.public.ts';
import { appendActivity } from '../../src/modules/analytics/analytics.repository.ts';
import { call, type Headers, signedInAs } from '../support/callers.ts';
import { createCourse, enrol } from '../support/learning.ts';
import { createUser, fileTestApp, signIn } from '../support/test-app.ts';

// Issue 27, ADR 0071: what people do is recorded for the analytics — a sign-in, a lesson opened and completed, an
// attempt started, a forum post, a course enrolled in, assigned or completed — after the request has answered, and each person's active days once a day.

const t = await fileTestApp();
const p = t.app.platform;
const api = (method: string, path: string, body: unknown, h: Headers) => call(t, method, `/api${path}`, body, h);
const ok = async <T>(res: Promise<{ statusCode: number; body: string; json: () => unknown }>, status = 200) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  return (r.body ? r.json() : undefined) as T;
};

/** A person's recorded activity, oldest first, once everything noted so far is written. */
async function activityOf(userId: string) {
  await activityWritten(p);
  return t.db
    .select()
    .from(activityEvents)
    .where(eq(activityEvents.userId, userId))
    .orderBy(asc(activityEvents.at), asc(activityEvents.id));
}
const daysOf = async (userId: string) => {
  await activityWritten(p);
  return t.db.select().from(activityDays).where(eq(activityDays.userId, userId));
};
const today = () => new Date().toISOString().slice(0, 10);

describe('activity', () => {
  it('a sign-in is recorded with its time; a refused one is not; the day is noted once however many', async () => {
    const user = await createUser(t, { roles: ['Learner'] });
    const before = Date.now();
    await signIn(t, user);
    await signIn(t, user);
    const refused = await call(t, 'POST', '/api/auth/login', { email: user.email, password: 'Wrong!2026x' }, {});
    expect(refused.statusCode).toBe(401);
    const rows = await activityOf(user.id);
    expect(rows.map((r) => r.kind)).toEqual(['sign-in', 'sign-in']);
    for (const row of rows) {
      expect(row.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(row.at.getTime()).toBeLessThanOrEqual(Date.now());
      expect([row.courseId, row.subjectId]).toEqual([null, null]);
    }
    expect(await daysOf(user.id)).toEqual([{ day: today(), userId: user.id }]);
  });

  it('a lesson opened and completed, and an attempt started, with their course and what they were', async () => {
    const owner = await signedInAs(t, 'CourseCoordinator');
    const { course, lessons } = await createCourse(t, { ownerId: owner.user.id, lessons: [1, 1] });
    const question = await ok<{ id: string }>(
      api(
        'POST',
        `/courses/${course.id}/question-bank`,
        { question: { type: 'short-answer', prompt: 'The capital of Norway?', points: 1, acceptedAnswers: ['Oslo'] } },
        owner.h,
      ),
      201,
    );
    const quiz = await ok<{ id: string }>(
      api(
        'POST',
        `/lessons/${lessons[1]!.id}/quizzes`,
        { title: 'Quiz', slots: [{ kind: 'fixed', questionId: question.id }] },
        owner.h,
      ),
      201,
    );
    const learner = await signedInAs(t, 'Learner');
    await enrol(t, course.id, learner.user.id);

    await ok(api('PUT', `/courses/${course.id}/progress`, { lessonId: lessons[0]!.id }, learner.h));
    await ok(api('POST', `/lessons/${lessons[0]!.id}/complete`, undefined, learner.h));
    const attempt = await ok<{ id: string }>(api('POST', `/quizzes/${quiz.id}/attempts`, undefined, learner.h), 201);
    // Resumed, not started again: nothing more.
    await ok(api('POST', `/quizzes/${quiz.id}/attempts`, undefined, learner.h));

    const rows = await activityOf(learner.user.id);
    expect(rows.map((r) => [r.kind, r.courseId, r.subjectId])).toEqual([
      ['sign-in', null, null],
      ['lesson-opened', course.id, lessons[0]!.id],
      ['lesson-completed', course.id, lessons[0]!.id],
      ['attempt-started', course.id, attempt.id],
    ]);
    expect(await daysOf(learner.user.id)).toHaveLength(1);
    // The coordinator's authoring is not a learner's activity: only their sign-in.
    expect((await activityOf(owner.user.id)).map((r) => r.kind)).toEqual(['sign-in']);
  });

  it('a forum post by its author', async () => {
    const author = await signedInAs(t, 'ProjectManager');
    const spaces = await ok<ForumSpaceList>(api('GET', '/forum/spaces', undefined, author.h));
    const spaceId = spaces.items.find((s) => s.kind === 'general')!.id;
    const thread = await ok<{ opening: { id: string } }>(
      api('POST', '/forum/threads', { spaceId, kind: 'discussion', title: 'Hello', body: 'Anyone?' }, author.h),
      201,
    );
    const rows = await activityOf(author.user.id);
    expect(rows.map((r) => [r.kind, r.subjectId])).toEqual([
      ['sign-in', null],
      ['forum-posted', thread.opening.id],
    ]);
  });

  it('a course enrolled in, assigned and completed — an assignment is not the assignee’s activity', async () => {
    const owner = await signedInAs(t, 'CourseCoordinator');
    const { course, lessons } = await createCourse(t, { ownerId: owner.user.id, lessons: [1] });
    const learner = await signedInAs(t, 'Learner');
    const assignee = await createUser(t, { roles: ['Learner'] });
    await ok(api('POST', `/courses/${course.id}/enrol`, undefined, learner.h), 201);
    await ok(api('POST', `/courses/${course.id}/enrolments`, { learnerIds: [assignee.id] }, owner.h));
    await ok(api('POST', `/lessons/${lessons[0]!.id}/complete`, undefined, learner.h));

    expect((await activityOf(learner.user.id)).map((r) => [r.kind, r.courseId])).toEqual([
      ['sign-in', null],
      ['enrolled', course.id],
      ['lesson-completed', course.id],
      ['course-completed', course.id],
    ]);
    expect((await activityOf(assignee.id)).map((r) => [r.kind, r.courseId])).toEqual([['assigned', course.id]]);
    expect(await daysOf(assignee.id)).toEqual([]);

    // The admin's series counts them today, and each figure's list names who and the course.
    const admin = await signedInAs(t, 'Admin');
    const day = today();
    const series = await ok<ActivitySeries>(
      api('GET', `/admin/analytics/activity?from=${day}&to=${day}`, undefined, admin.h),
    );
    const [point] = series.points;
    for (const [kind, figure] of [
      ['enrolled', point!.enrolled],
      ['assigned', point!.assigned],
      ['course-completed', point!.coursesCompleted],
    ] as const) {
      const list = await ok<LearningEventsPage>(
        api('GET', `/admin/analytics/learning?from=${day}&to=${day}&kind=${kind}&pageSize=100`, undefined, admin.h),
      );
      expect(list.totalCount, kind).toBe(figure);
      const who = kind === 'assigned' ? assignee.id : learner.user.id;
      expect(list.items.find((item) => item.person.id === who)?.course, kind).toEqual({
        id: course.id,
        title: course.title,
      });
    }
  });

  it('forty sign-ins at once: every one recorded, each person’s day once', async () => {
    const people = await Promise.all(Array.from({ length: 20 }, () => createUser(t, { roles: ['Learner'] })));
    await Promise.all(people.flatMap((u) => [signIn(t, u), signIn(t, u)]));
    await activityWritten(p);
    for (const u of people) {
      expect((await activityOf(u.id)).map((r) => r.kind)).toEqual(['sign-in', 'sign-in']);
      expect(await daysOf(u.id)).toHaveLength(1);
    }
  });

  it('a batch with someone deleted since (no user row) writes the others and does not fail', async () => {
    const stays = await createUser(t, { roles: ['Learner'] });
    const gone = '00000000-0000-4000-8000-000000000000';
    const at = new Date();
    const row = (userId: string) => ({ at, userId, kind: 'sign-in' as const, courseId: null, subjectId: null });
    await appendActivity(t.db, [row(gone), row(stays.id)]);
    expect(await activityOf(stays.id)).toHaveLength(1);
    expect(await t.db.select().from(activityEvents).where(eq(activityEvents.userId, gone))).toEqual([]);
    await appendActivity(t.db, [row(gone)]);
  });
});
