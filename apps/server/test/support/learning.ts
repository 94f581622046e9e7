import { randomUUID } from 'node:crypto';
import type { CourseStatus } from '@talentpath/contracts/courses';
import { courseCategories } from '../../src/db/schema/course-categories.ts';
import { technologies } from '../../src/db/schema/technologies.ts';
import { courses, courseTechnologies, enrolments, lessons, materials } from '../../src/db/schema/learning.ts';
import { quizAttempts } from '../../src/db/schema/quizzes.ts';
import { jobsDone } from './notifications.ts';
import type { TestApp } from './test-app.ts';

// Fixtures for the learning tests, written straight into the database (not the code under test): a category, a
// technology, a course with lessons and text materials, an enrolment, a passed attempt. Each test file makes its own.

const unique = (base: string) => `${base} ${randomUUID().slice(0, 8)}`;

export async function createCategory(t: TestApp, options: { status?: 'active' | 'inactive'; name?: string } = {}) {
  const [row] = await t.db
    .insert(courseCategories)
    .values({ name: options.name ?? unique('Category'), status: options.status ?? 'active' })
    .returning();
  return row!;
}

export async function createTechnology(t: TestApp, options: { status?: 'active' | 'inactive'; name?: string } = {}) {
  const [row] = await t.db
    .insert(technologies)
    .values({ name: options.name ?? unique('Tech'), status: options.status ?? 'active', adminCreated: true })
    .returning();
  return row!;
}

type CourseFixture = {
  ownerId: string;
  status?: CourseStatus;
  title?: string;
  categoryId?: string | null;
  technologyIds?: string[];
  /** Lessons, each with this many text materials (default: 2 lessons of 1). */
  lessons?: number[];
};

/**
 * A course with no lessons, for reports: published in its category, or a draft when it has none (a published course
 * needs one).
 */
export const reportCourse = async (t: TestApp, ownerId: string, title: string, categoryId: string | null) =>
  (
    await createCourse(t, {
      ownerId,
      title,
      categoryId,
      status: categoryId === null ? 'draft' : 'published',
      lessons: [],
    })
  ).course;

/** A course with its lessons and text materials, in the status asked (published ones get a category). */
export async function createCourse(t: TestApp, options: CourseFixture) {
  const status = options.status ?? 'published';
  const categoryId =
    options.categoryId !== undefined ? options.categoryId : status === 'draft' ? null : (await createCategory(t)).id;
  const [course] = await t.db
    .insert(courses)
    .values({
      title: options.title ?? unique('Course'),
      description: 'A course made by a test.',
      estimatedTime: 90,
      status,
      categoryId,
      ownerId: options.ownerId,
      publishedAt: status === 'draft' ? null : new Date(),
      archivedAt: status === 'archived' ? new Date() : null,
    })
    .returning();
  if (options.technologyIds?.length)
    await t.db
      .insert(courseTechnologies)
      .values(options.technologyIds.map((technologyId) => ({ courseId: course!.id, technologyId })));
  const lessonRows: (typeof lessons.$inferSelect)[] = [];
  for (const [i, count] of (options.lessons ?? [1, 1]).entries()) {
    const [lesson] = await t.db
      .insert(lessons)
      .values({ courseId: course!.id, title: `Lesson ${i + 1}`, position: i + 1 })
      .returning();
    lessonRows.push(lesson!);
    for (let m = 0; m < count; m++)
      await t.db.insert(materials).values({
        lessonId: lesson!.id,
        kind: 'text',
        title: `Reading ${m + 1}`,
        position: m + 1,
        body: '<p>Read me.</p>',
      });
  }
  return { course: course!, lessons: lessonRows };
}

/** An enrolment of a learner in a course (self-enrolled unless a due date or assigner is given). */
export async function enrol(
  t: TestApp,
  courseId: string,
  userId: string,
  options: { dueDate?: string | null; assignedBy?: string | null } = {},
) {
  const assigned = options.dueDate !== undefined || options.assignedBy !== undefined;
  const [row] = await t.db
    .insert(enrolments)
    .values({
      courseId,
      userId,
      source: assigned ? 'assigned' : 'self',
      assignedBy: options.assignedBy ?? null,
      assignedAt: assigned ? new Date() : null,
      dueDate: options.dueDate ?? null,
    })
    .returning();
  return row!;
}

/**
 * A passed attempt of `quiz` by `learnerId` at `percent` (written as grading leaves it), then the job that its
 * `quiz.passed` would store for `subscriber` (`quiz.passed>grant-outcomes`, …), run: what that subscriber writes for
 * a pass is written.
 */
export async function passedAttemptJob(
  t: TestApp,
  subscriber: string,
  pass: { quizId: string; quizTitle?: string; learnerId: string; courseId: string; lessonId: string; percent?: number },
) {
  const percent = pass.percent ?? 80;
  const [attempt] = await t.db
    .insert(quizAttempts)
    .values({
      quizId: pass.quizId,
      userId: pass.learnerId,
      number: 1,
      state: 'graded',
      maxScore: 10,
      score: percent / 10,
      percent,
      passed: true,
    })
    .returning();
  await t.app.platform.jobs.enqueue(`quiz.passed>${subscriber}`, {
    attemptId: attempt!.id,
    attemptNumber: 1,
    quizId: pass.quizId,
    quizTitle: pass.quizTitle ?? 'Quiz',
    learnerId: pass.learnerId,
    percent,
    courseId: pass.courseId,
    lessonId: pass.lessonId,
    requiredToCompleteLesson: false,
  });
  // Until this job has run: a flush called while another claim is under way returns with that claim, before it.
  await jobsDone(t, `quiz.passed>${subscriber}`, (p) => p.attemptId === attempt!.id);
  return attempt!;
}
