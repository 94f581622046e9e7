import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrolments, lessonCompletions, lessons } from '../../src/db/schema/learning.ts';
import { recomputeProgress } from '../../src/modules/enrolments/progress.ts';
import { createUser, fileTestApp } from '../support/test-app.ts';
import { createCourse, enrol } from '../support/learning.ts';

// recomputeProgress (ADR 0032): the share of lessons done, completion once every lesson is, and a completion that
// stays when a lesson is added later.
const t = await fileTestApp();
const owner = await createUser(t, { roles: ['CourseCoordinator'] });

async function recompute(courseId: string) {
  const completed: string[] = [];
  t.app.platform.events.on('course.completed', (e) => void completed.push(e.enrolmentId));
  const result = await t.app.platform.events.transaction((tx, record) => recomputeProgress(tx, record, courseId));
  return { ...result, events: completed };
}
const row = async (id: string) => (await t.db.select().from(enrolments).where(eq(enrolments.id, id)))[0]!;

describe('recomputeProgress', () => {
  it('counts completed lessons, completes at every lesson, and keeps the completion when a lesson is added', async () => {
    const {
      course,
      lessons: [a, b, c],
    } = await createCourse(t, { ownerId: owner.id, lessons: [1, 1, 1] });
    const learner = await createUser(t);
    const other = await createUser(t);
    const e = await enrol(t, course.id, learner.id);
    const idle = await enrol(t, course.id, other.id);

    await t.db.insert(lessonCompletions).values({ enrolmentId: e.id, lessonId: a!.id });
    await recompute(course.id);
    expect(await row(e.id)).toMatchObject({ completedLessons: 1, progress: 33, completedAt: null });
    expect(await row(idle.id)).toMatchObject({ completedLessons: 0, progress: 0 });

    await t.db.insert(lessonCompletions).values([
      { enrolmentId: e.id, lessonId: b!.id },
      { enrolmentId: e.id, lessonId: c!.id },
    ]);
    const done = await recompute(course.id);
    expect(done.completed).toEqual([e.id]);
    expect((await row(e.id)).completedAt).not.toBeNull();
    expect((await row(e.id)).progress).toBe(100);
    // Again: nobody completes twice.
    expect((await recompute(course.id)).completed).toEqual([]);

    await t.db.insert(lessons).values({ courseId: course.id, title: 'Added later', position: 9 });
    await recompute(course.id);
    expect(await row(e.id)).toMatchObject({ completedLessons: 3, progress: 100 });
    expect((await row(e.id)).completedAt).not.toBeNull();
  });

  it('completes an enrolment whose only missing lesson is deleted', async () => {
    const {
      course,
      lessons: [a, b],
    } = await createCourse(t, { ownerId: owner.id, lessons: [1, 1] });
    const learner = await createUser(t);
    const e = await enrol(t, course.id, learner.id);
    await t.db.insert(lessonCompletions).values({ enrolmentId: e.id, lessonId: a!.id });
    await recompute(course.id);
    expect((await row(e.id)).progress).toBe(50);
    await t.db.delete(lessons).where(eq(lessons.id, b!.id));
    expect((await recompute(course.id)).completed).toEqual([e.id]);
    expect(await row(e.id)).toMatchObject({ completedLessons: 1, progress: 100 });
  });
});
