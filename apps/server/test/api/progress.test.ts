import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseProgress, lessonCompletion } from '@talentpath/contracts/enrolments';
import { COURSE_NOT_FOUND, LESSON_NOT_FOUND } from '@talentpath/contracts/learning-messages';
import { ROLES } from '@talentpath/contracts/roles';
import { courses, enrolments, lessonCompletions, lessons } from '../../src/db/schema/learning.ts';
import { fileTestApp } from '../support/test-app.ts';
import { expectError, expectValidation } from '../support/api.ts';
import { call, everyRole, signedInAs, type Headers } from '../support/callers.ts';
import { createCourse, enrol } from '../support/learning.ts';

// A learner's progress (ADR 0032): read, the resume point, completing lessons (idempotent, forward only, the course
// completed exactly once, also when the last two lessons are completed at once), archived courses, a lesson
// deleted while a completion runs, and nobody but the learner reading or moving it.

const t = await fileTestApp();
const p = t.app.platform;
const who = await everyRole(t);
const owner = who.CourseCoordinator;
const MISSING = '00000000-0000-4000-8000-000000000000';

type Res = { statusCode: number; body: string; json: () => any };
function ok(res: Res) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const completedEvents: any[] = [];
p.events.on('course.completed', (e) => void completedEvents.push(e));

const progressOf = (courseId: string, h: Headers) => call(t, 'GET', `/api/courses/${courseId}/progress`, undefined, h);
const open = (courseId: string, lessonId: unknown, h: Headers) =>
  call(t, 'PUT', `/api/courses/${courseId}/progress`, { lessonId }, h);
const complete = (lessonId: string, h: Headers) => call(t, 'POST', `/api/lessons/${lessonId}/complete`, undefined, h);
const rowOf = async (id: string) => (await t.db.select().from(enrolments).where(eq(enrolments.id, id)))[0]!;

/** A published course of three lessons and a learner enrolled in it. */
async function enrolled(lessonCount = 3) {
  const { course, lessons: ls } = await createCourse(t, {
    ownerId: owner.user.id,
    lessons: Array(lessonCount).fill(1),
  });
  const learner = await signedInAs(t, 'Learner');
  const e = await enrol(t, course.id, learner.user.id);
  return { course, lessons: ls, learner, e };
}

describe('GET and PUT /api/courses/{id}/progress', () => {
  it('a new enrolment: nothing completed, next and resume at the first lesson', async () => {
    const { course, lessons: ls, learner, e } = await enrolled();
    const body = ok(await progressOf(course.id, learner.h));
    expect(courseProgress.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      enrolment: { id: e.id, status: 'not-started', progress: 0, lastLesson: null },
      completedLessonIds: [],
      nextLessonId: ls[0]!.id,
      resumeLessonId: ls[0]!.id,
    });
  });

  it('opening a lesson sets the resume point and starts the course, completing nothing', async () => {
    const { course, lessons: ls, learner, e } = await enrolled();
    const body = ok(await open(course.id, ls[2]!.id, learner.h));
    expect(body).toMatchObject({
      enrolment: { status: 'in-progress', progress: 0, lastLesson: { id: ls[2]!.id, title: 'Lesson 3' } },
      completedLessonIds: [],
      nextLessonId: ls[0]!.id,
      resumeLessonId: ls[2]!.id,
    });
    const row = await rowOf(e.id);
    expect(row).toMatchObject({ lastLessonId: ls[2]!.id, completedLessons: 0 });
    expect(row.startedAt).not.toBeNull();
    expect(row.lastAccessedAt).not.toBeNull();
    // Opening another keeps started_at.
    ok(await open(course.id, ls[1]!.id, learner.h));
    expect((await rowOf(e.id)).startedAt).toEqual(row.startedAt);
    // The last visited lesson deleted: the player resumes at the next one.
    await t.db.delete(lessons).where(eq(lessons.id, ls[1]!.id));
    expect(ok(await progressOf(course.id, learner.h)).resumeLessonId).toBe(ls[0]!.id);
  });

  it('a lesson of another course or none is a field error; not enrolled 403; a course they may not see 404', async () => {
    const { course, learner, e } = await enrolled();
    const { lessons: foreign } = await createCourse(t, { ownerId: owner.user.id });
    expectValidation(await open(course.id, foreign[0]!.id, learner.h), 'lessonId', LESSON_NOT_FOUND);
    expectValidation(await open(course.id, MISSING, learner.h), 'lessonId', LESSON_NOT_FOUND);
    expectValidation(await open(course.id, 'x', learner.h), 'lessonId', LESSON_NOT_FOUND);
    expect((await rowOf(e.id)).lastLessonId).toBeNull();

    const stranger = await signedInAs(t, 'Learner');
    expectError(await progressOf(course.id, stranger.h), 403, 'NOT_ENROLLED');
    expectError(await open(course.id, foreign[0]!.id, stranger.h), 403, 'NOT_ENROLLED');
    const { course: draft, lessons: dl } = await createCourse(t, { ownerId: owner.user.id, status: 'draft' });
    expectError(await progressOf(draft.id, learner.h), 404, 'NOT_FOUND', COURSE_NOT_FOUND);
    expectError(await open(draft.id, dl[0]!.id, learner.h), 404, 'NOT_FOUND', COURSE_NOT_FOUND);
    expectError(await progressOf(MISSING, learner.h), 404, 'NOT_FOUND', COURSE_NOT_FOUND);
  });

  it('in an archived course only a completed lesson opens (403 LESSON_LOCKED)', async () => {
    const { course, lessons: ls, learner, e } = await enrolled();
    await t.db.insert(lessonCompletions).values({ enrolmentId: e.id, lessonId: ls[0]!.id });
    await t.db.update(courses).set({ status: 'archived', archivedAt: new Date() }).where(eq(courses.id, course.id));
    expect(ok(await open(course.id, ls[0]!.id, learner.h)).resumeLessonId).toBe(ls[0]!.id);
    expectError(await open(course.id, ls[1]!.id, learner.h), 403, 'LESSON_LOCKED');
    expect((await rowOf(e.id)).lastLessonId).toBe(ls[0]!.id);
    expect(ok(await progressOf(course.id, learner.h)).completedLessonIds).toEqual([ls[0]!.id]);
  });

  it('only learners: every other role 403, no token 401', async () => {
    const { course, lessons: ls } = await enrolled();
    for (const role of ROLES.filter((r) => r !== 'Learner')) {
      expectError(await progressOf(course.id, who[role].h), 403, 'FORBIDDEN');
      expectError(await open(course.id, ls[0]!.id, who[role].h), 403, 'FORBIDDEN');
    }
    expectError(await progressOf(course.id, who.none.h), 401, 'UNAUTHORIZED');
    expectError(await open(course.id, ls[0]!.id, who.none.h), 401, 'UNAUTHORIZED');
  });
});

describe('POST /api/lessons/{id}/complete', () => {
  it('moves progress forward once per lesson, and completes the course on the last one (course.completed once)', async () => {
    const { course, lessons: ls, learner, e } = await enrolled();
    const first = ok(await complete(ls[1]!.id, learner.h));
    expect(lessonCompletion.parse(first)).toEqual(first);
    expect(first).toMatchObject({
      enrolment: { progress: 33, completedLessons: 1, status: 'in-progress' },
      completedLessonIds: [ls[1]!.id],
      nextLessonId: ls[0]!.id,
      courseCompleted: false,
    });
    // Idempotent.
    const again = ok(await complete(ls[1]!.id, learner.h));
    expect(again.enrolment).toMatchObject({ progress: 33, completedLessons: 1 });
    expect(again.courseCompleted).toBe(false);

    ok(await complete(ls[0]!.id, learner.h));
    const last = ok(await complete(ls[2]!.id, learner.h));
    expect(last).toMatchObject({
      enrolment: { progress: 100, completedLessons: 3, status: 'completed' },
      completedLessonIds: ls.map((l) => l.id),
      nextLessonId: null,
      courseCompleted: true,
    });
    expect(ok(await complete(ls[2]!.id, learner.h)).courseCompleted).toBe(false);
    expect(completedEvents.filter((x) => x.enrolmentId === e.id)).toEqual([
      expect.objectContaining({ courseId: course.id, courseTitle: course.title, learnerId: learner.user.id }),
    ]);
    expect(await t.db.$count(lessonCompletions, eq(lessonCompletions.enrolmentId, e.id))).toBe(3);
  });

  it('the same learner completing the last two lessons at once completes the course exactly once', async () => {
    for (let round = 0; round < 3; round++) {
      const { lessons: ls, learner, e } = await enrolled(3);
      ok(await complete(ls[0]!.id, learner.h));
      const answers = (await Promise.all([complete(ls[1]!.id, learner.h), complete(ls[2]!.id, learner.h)])).map(ok);
      expect(answers.filter((a) => a.courseCompleted)).toHaveLength(1);
      expect(await rowOf(e.id)).toMatchObject({ progress: 100, completedLessons: 3 });
      expect((await rowOf(e.id)).completedAt).not.toBeNull();
      expect(completedEvents.filter((x) => x.enrolmentId === e.id)).toHaveLength(1);
    }
  });

  it('a lesson deleted while a completion runs leaves progress right', async () => {
    for (let round = 0; round < 3; round++) {
      const { lessons: ls, learner, e } = await enrolled(3);
      ok(await complete(ls[0]!.id, learner.h));
      const [done, removed] = await Promise.all([
        complete(ls[1]!.id, learner.h),
        call(t, 'DELETE', `/api/lessons/${ls[2]!.id}`, undefined, owner.h),
      ]);
      expect(removed.statusCode, removed.body).toBe(204);
      expect(done.statusCode, done.body).toBe(200);
      // Two lessons remain, both completed, whichever ran first.
      expect(await rowOf(e.id)).toMatchObject({ progress: 100, completedLessons: 2 });
      expect((await rowOf(e.id)).completedAt).not.toBeNull();
      expect(completedEvents.filter((x) => x.enrolmentId === e.id)).toHaveLength(1);

      // And the other way round: the lesson being completed is the one deleted.
      const next = await enrolled(2);
      const [gone, lost] = await Promise.all([
        call(t, 'DELETE', `/api/lessons/${next.lessons[1]!.id}`, undefined, owner.h),
        complete(next.lessons[1]!.id, next.learner.h),
      ]);
      expect(gone.statusCode, gone.body).toBe(204);
      if (lost.statusCode !== 200) expectError(lost, 404, 'NOT_FOUND', LESSON_NOT_FOUND);
      expect(await rowOf(next.e.id)).toMatchObject({ progress: 0, completedLessons: 0, completedAt: null });
    }
  });

  it('not enrolled 403, an archived course 409, a lesson they may not see or none 404; progress unchanged', async () => {
    const { course, lessons: ls, learner, e } = await enrolled();
    const stranger = await signedInAs(t, 'Learner');
    expectError(await complete(ls[0]!.id, stranger.h), 403, 'NOT_ENROLLED');
    const { lessons: dl } = await createCourse(t, { ownerId: owner.user.id, status: 'draft' });
    expectError(await complete(dl[0]!.id, learner.h), 404, 'NOT_FOUND', LESSON_NOT_FOUND);
    expectError(await complete(MISSING, learner.h), 404, 'NOT_FOUND', LESSON_NOT_FOUND);
    expectValidation(await complete('x', learner.h), 'id', LESSON_NOT_FOUND);
    await t.db.update(courses).set({ status: 'archived', archivedAt: new Date() }).where(eq(courses.id, course.id));
    expectError(await complete(ls[0]!.id, learner.h), 409, 'COURSE_ARCHIVED');
    expectError(await complete(ls[0]!.id, stranger.h), 404, 'NOT_FOUND', LESSON_NOT_FOUND);
    expect(await rowOf(e.id)).toMatchObject({ progress: 0, completedLessons: 0, startedAt: null });
    expect(await t.db.$count(lessonCompletions, eq(lessonCompletions.enrolmentId, e.id))).toBe(0);
  });

  it('only learners complete lessons: other roles 403 (the owner too), 401 without a token', async () => {
    const { lessons: ls } = await enrolled();
    for (const role of ROLES.filter((r) => r !== 'Learner'))
      expectError(await complete(ls[0]!.id, who[role].h), 403, 'FORBIDDEN');
    expectError(await complete(ls[0]!.id, who.none.h), 401, 'UNAUTHORIZED');
    expect(await t.db.$count(lessonCompletions, eq(lessonCompletions.lessonId, ls[0]!.id))).toBe(0);
  });

  it("a learner's progress is theirs alone: another learner reads and moves only their own", async () => {
    const { course, lessons: ls, learner, e } = await enrolled();
    ok(await complete(ls[0]!.id, learner.h));
    const peer = await signedInAs(t, 'Learner');
    const mine = await enrol(t, course.id, peer.user.id);
    const seen = ok(await progressOf(course.id, peer.h));
    expect(seen.enrolment.id).toBe(mine.id);
    expect(seen.completedLessonIds).toEqual([]);
    ok(await complete(ls[1]!.id, peer.h));
    expect(await rowOf(e.id)).toMatchObject({ completedLessons: 1 });
    expect(await rowOf(mine.id)).toMatchObject({ completedLessons: 1 });
    const list = ok(await call(t, 'GET', '/api/learner/enrolments?pageSize=100', undefined, peer.h));
    expect(list.items.map((x: { id: string }) => x.id)).toEqual([mine.id]);
  });
});
