import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { QUESTION_CATEGORY_NOT_FOUND, QUESTION_NOT_FOUND } from '@talentpath/contracts/question-bank';
import type { QuestionDefinitionInput } from '@talentpath/contracts/questions';
import {
  BEHAVIOUR_REQUIRED,
  ATTEMPTS_INVALID,
  CLOSES_BEFORE_OPENS,
  NOT_ENOUGH_QUESTIONS,
  PASS_MARK_INVALID,
  QUIZ_NOT_FOUND,
  QUIZ_TITLE_REQUIRED,
  type Quiz,
  SLOT_QUESTION_DUPLICATE,
  TIME_LIMIT_INVALID,
} from '@talentpath/contracts/quizzes';
import { quizSlots, quizzes } from '../../src/db/schema/quizzes.ts';
import { expectError, expectValidation } from '../support/api.ts';
import { call, everyRole, signedInAs, type Headers } from '../support/callers.ts';
import { createCourse, enrol } from '../support/learning.ts';
import { fileTestApp } from '../support/test-app.ts';

// A lesson's quizzes (issue 12): the course owner sets one up with fixed questions of the bank and random draws
// from a bank category; whoever may see the course reads its settings, and only the owner sees which questions.

const t = await fileTestApp();
const who = await everyRole(t);
const owner = who.CourseCoordinator;
const otherCoordinator = await signedInAs(t, 'CourseCoordinator');
const learner = who.Learner;
const MISSING = '00000000-0000-4000-8000-000000000000';

const list = (lessonId: string, h: Headers = owner.h) =>
  call(t, 'GET', `/api/lessons/${lessonId}/quizzes`, undefined, h);
const create = (lessonId: string, body: unknown, h: Headers = owner.h) =>
  call(t, 'POST', `/api/lessons/${lessonId}/quizzes`, body, h);
const read = (id: string, h: Headers = owner.h) => call(t, 'GET', `/api/quizzes/${id}`, undefined, h);
const update = (id: string, body: unknown, h: Headers = owner.h) => call(t, 'PUT', `/api/quizzes/${id}`, body, h);
const remove = (id: string, h: Headers = owner.h) => call(t, 'DELETE', `/api/quizzes/${id}`, undefined, h);

const trueFalse = (prompt: string, points = 1): QuestionDefinitionInput => ({
  type: 'true-false',
  prompt,
  points,
  correct: true,
});

/** A published course with one lesson, and a bank: two fixed questions and a category of three (2 points each). */
async function setUp(status: 'draft' | 'published' = 'published') {
  const { course, lessons } = await createCourse(t, { ownerId: owner.user.id, status, lessons: [1] });
  const post = (path: string, body: unknown) => call(t, 'POST', `/api/courses/${course.id}${path}`, body, owner.h);
  const category = (await post('/question-bank/categories', { name: 'Pool' })).json() as { id: string };
  const fixed = [
    (await post('/question-bank', { question: trueFalse('First', 1.5) })).json() as { id: string },
    (await post('/question-bank', { question: trueFalse('Second', 1) })).json() as { id: string },
  ];
  for (const n of [1, 2, 3])
    await post('/question-bank', { question: trueFalse(`Pool ${n}`, 2), categoryId: category.id });
  return { course, lesson: lessons[0]!, category, fixed };
}

describe('POST /api/lessons/{id}/quizzes', () => {
  it('makes a quiz with its settings, fixed questions and a random draw: the size and points of an attempt', async () => {
    const { lesson, category, fixed } = await setUp();
    const res = await create(lesson.id, {
      title: 'Check your understanding',
      timeLimitMinutes: 20,
      opensAt: '2026-01-01T08:00:00+01:00',
      closesAt: '2030-01-01T00:00:00Z',
      attemptsAllowed: 3,
      gradingMethod: 'average',
      passMark: 75,
      review: 'after-close',
      shuffleQuestions: true,
      layout: 'all-on-one-page',
      behaviour: 'interactive',
      requiredToCompleteLesson: true,
      slots: [
        { kind: 'fixed', questionId: fixed[0]!.id },
        { kind: 'random', categoryId: category.id, count: 2 },
        { kind: 'fixed', questionId: fixed[1]!.id },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const quiz = res.json() as Quiz;
    expect(quiz).toMatchObject({
      lessonId: lesson.id,
      title: 'Check your understanding',
      description: '',
      timeLimitMinutes: 20,
      opensAt: '2026-01-01T07:00:00.000Z',
      attemptsAllowed: 3,
      gradingMethod: 'average',
      passMark: 75,
      review: 'after-close',
      shuffleQuestions: true,
      shuffleOptions: true,
      layout: 'all-on-one-page',
      behaviour: 'interactive',
      requiredToCompleteLesson: true,
      questionCount: 4,
      totalPoints: 6.5,
    });
    expect(quiz.slots).toEqual([
      { kind: 'fixed', questionId: fixed[0]!.id },
      { kind: 'random', categoryId: category.id, count: 2 },
      { kind: 'fixed', questionId: fixed[1]!.id },
    ]);
    expect((await read(quiz.id)).json()).toEqual(quiz);
  });

  it('defaults: one attempt, highest grade, 50% to pass, review after submit, no limit, no window', async () => {
    const { lesson } = await setUp();
    const quiz = (await create(lesson.id, { title: 'Defaults' })).json() as Quiz;
    expect(quiz).toMatchObject({
      attemptsAllowed: 1,
      gradingMethod: 'highest',
      passMark: 50,
      review: 'after-submit',
      timeLimitMinutes: null,
      opensAt: null,
      closesAt: null,
      layout: 'one-per-page',
      behaviour: 'deferred',
      slots: [],
      questionCount: 0,
      totalPoints: 0,
    });
    const unlimited = (await create(lesson.id, { title: 'Unlimited', attemptsAllowed: null })).json() as Quiz;
    expect(unlimited.attemptsAllowed).toBeNull();
  });

  it('refuses bad settings and slots with field messages, and stores nothing', async () => {
    const { course, lesson, category, fixed } = await setUp();
    const other = await setUp();
    const cases: [unknown, string, string][] = [
      [{ title: ' ' }, 'title', QUIZ_TITLE_REQUIRED],
      [{ title: 'x', timeLimitMinutes: 0 }, 'timeLimitMinutes', TIME_LIMIT_INVALID],
      [{ title: 'x', behaviour: 'adaptive' }, 'behaviour', BEHAVIOUR_REQUIRED],
      [{ title: 'x', timeLimitMinutes: 2.5 }, 'timeLimitMinutes', TIME_LIMIT_INVALID],
      [{ title: 'x', attemptsAllowed: 0 }, 'attemptsAllowed', ATTEMPTS_INVALID],
      [{ title: 'x', passMark: 101 }, 'passMark', PASS_MARK_INVALID],
      [
        { title: 'x', opensAt: '2030-01-02T00:00:00Z', closesAt: '2030-01-01T00:00:00Z' },
        'closesAt',
        CLOSES_BEFORE_OPENS,
      ],
      [
        {
          title: 'x',
          slots: [
            { kind: 'fixed', questionId: fixed[0]!.id },
            { kind: 'fixed', questionId: fixed[0]!.id.toUpperCase() },
          ],
        },
        'slots',
        SLOT_QUESTION_DUPLICATE,
      ],
      [
        { title: 'x', slots: [{ kind: 'fixed', questionId: other.fixed[0]!.id }] },
        'slots.0.questionId',
        QUESTION_NOT_FOUND,
      ],
      [
        { title: 'x', slots: [{ kind: 'random', categoryId: other.category.id, count: 1 }] },
        'slots.0.categoryId',
        QUESTION_CATEGORY_NOT_FOUND,
      ],
      [
        {
          title: 'x',
          slots: [
            { kind: 'random', categoryId: category.id, count: 2 },
            { kind: 'random', categoryId: category.id, count: 2 },
          ],
        },
        'slots.1.count',
        NOT_ENOUGH_QUESTIONS,
      ],
    ];
    for (const [body, path, message] of cases) expectValidation(await create(lesson.id, body), path, message);
    // A question fixed in the quiz is not drawn again: the category has two left, not three.
    const pool = (
      await call(t, 'GET', `/api/courses/${course.id}/question-bank?categoryId=${category.id}`, undefined, owner.h)
    ).json().items as { id: string }[];
    expectValidation(
      await create(lesson.id, {
        title: 'x',
        slots: [
          { kind: 'fixed', questionId: pool[0]!.id },
          { kind: 'random', categoryId: category.id, count: 3 },
        ],
      }),
      'slots.1.count',
      NOT_ENOUGH_QUESTIONS,
    );
    expectValidation(await create(lesson.id, { title: 'x', opensAt: 'tomorrow' }), 'opensAt');
    expectValidation(await create(lesson.id, { title: 'x', slots: [{ kind: 'lottery' }] }), 'slots.0.kind');
    expect(await t.db.select().from(quizzes).where(eq(quizzes.lessonId, lesson.id))).toHaveLength(0);
    expect(course.id).not.toBe(other.course.id);
  });

  it('only the course owner: another coordinator 403 (404 for their draft), other roles refused, 401 without a token', async () => {
    const { lesson } = await setUp();
    expectError(await create(lesson.id, { title: 'Mine' }, otherCoordinator.h), 403, 'COURSE_NOT_OWNER');
    const draft = await setUp('draft');
    expectError(await create(draft.lesson.id, { title: 'Mine' }, otherCoordinator.h), 404, 'NOT_FOUND');
    for (const role of ['Learner', 'ProjectManager', 'Admin', 'SuperAdmin'] as const)
      expect((await create(lesson.id, { title: 'Mine' }, who[role].h)).statusCode, role).toBe(403);
    expect((await create(lesson.id, { title: 'Mine' }, who.none.h)).statusCode).toBe(401);
    expectError(await create(MISSING, { title: 'Mine' }), 404, 'NOT_FOUND');
    expect(await t.db.select().from(quizzes).where(eq(quizzes.lessonId, lesson.id))).toHaveLength(0);
  });
});

describe('reading quizzes', () => {
  it('a learner of the course reads the settings and the size, never which questions', async () => {
    const { course, lesson, fixed } = await setUp();
    await enrol(t, course.id, learner.user.id);
    const quiz = (
      await create(lesson.id, { title: 'Quiz', slots: [{ kind: 'fixed', questionId: fixed[0]!.id }] })
    ).json() as Quiz;
    for (const res of [await read(quiz.id, learner.h), await list(lesson.id, learner.h)]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(fixed[0]!.id);
      expect(res.body).not.toContain('"correct"');
    }
    expect((await read(quiz.id, learner.h)).json()).toMatchObject({ slots: null, questionCount: 1, totalPoints: 1.5 });
    expect(((await list(lesson.id)).json() as { items: Quiz[] }).items.map((q) => q.id)).toEqual([quiz.id]);
  });

  it("a draft course's quizzes are hidden from everyone but its owner", async () => {
    const { lesson } = await setUp('draft');
    const quiz = (await create(lesson.id, { title: 'Hidden' })).json() as Quiz;
    expectError(await read(quiz.id, learner.h), 404, 'NOT_FOUND', QUIZ_NOT_FOUND);
    expectError(await read(quiz.id, otherCoordinator.h), 404, 'NOT_FOUND', QUIZ_NOT_FOUND);
    expect((await list(lesson.id, learner.h)).statusCode).toBe(404);
    expect((await read(quiz.id)).statusCode).toBe(200);
  });
});

describe('PUT and DELETE /api/quizzes/{id}', () => {
  it('replaces settings and slots; deleting it removes its slots; another coordinator may not', async () => {
    const { lesson, category, fixed } = await setUp();
    const quiz = (
      await create(lesson.id, { title: 'Before', slots: [{ kind: 'fixed', questionId: fixed[0]!.id }] })
    ).json() as Quiz;
    const res = await update(quiz.id, {
      title: 'After',
      passMark: 80,
      slots: [{ kind: 'random', categoryId: category.id, count: 3 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'After', passMark: 80, questionCount: 3, totalPoints: 6 });

    expectError(await update(quiz.id, { title: 'Theirs' }, otherCoordinator.h), 403, 'COURSE_NOT_OWNER');
    expectError(await remove(quiz.id, otherCoordinator.h), 403, 'COURSE_NOT_OWNER');
    expect((await remove(quiz.id, learner.h)).statusCode).toBe(403);
    expect((await read(quiz.id)).json()).toMatchObject({ title: 'After' });

    expect((await remove(quiz.id)).statusCode).toBe(204);
    expectError(await read(quiz.id), 404, 'NOT_FOUND', QUIZ_NOT_FOUND);
    expect(await t.db.select().from(quizSlots).where(eq(quizSlots.quizId, quiz.id))).toHaveLength(0);
  });

  it('a random draw whose category gets questions of different points has no fixed total', async () => {
    const { course, lesson, category } = await setUp();
    const quiz = (
      await create(lesson.id, { title: 'Draw', slots: [{ kind: 'random', categoryId: category.id, count: 1 }] })
    ).json() as Quiz;
    expect(quiz.totalPoints).toBe(2);
    await call(
      t,
      'POST',
      `/api/courses/${course.id}/question-bank`,
      { question: trueFalse('Odd one', 5), categoryId: category.id },
      owner.h,
    );
    expect((await read(quiz.id)).json()).toMatchObject({ totalPoints: null, questionCount: 1 });
  });
});

describe('a lesson holding a quiz', () => {
  it('is not an empty lesson on the publish checklist', async () => {
    const { course, lessons } = await createCourse(t, { ownerId: owner.user.id, status: 'draft', lessons: [0] });
    const issues = async () =>
      (
        (await call(t, 'GET', `/api/courses/${course.id}`, undefined, owner.h)).json().readiness.issues as {
          issue: string;
        }[]
      ).map((i) => i.issue);
    expect(await issues()).toContain('emptyLesson');
    await create(lessons[0]!.id, { title: 'Only a quiz' });
    expect(await issues()).not.toContain('emptyLesson');
  });
});
