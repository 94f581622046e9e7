import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Attempt, QuizResults } from '@talentpath/contracts/attempts';
import type { QuestionDefinitionInput } from '@talentpath/contracts/questions';
import { quizAttempts } from '../../src/db/schema/quizzes.ts';
import { users } from '../../src/db/schema/users.ts';
import { expectError } from '../support/api.ts';
import { call, everyRole, signedInAs, type Headers } from '../support/callers.ts';
import { createCourse, enrol } from '../support/learning.ts';
import { fileTestApp } from '../support/test-app.ts';

// A quiz's results for its course's owner (issue 12): attempts per learner with time taken, the grading queue,
// per-question statistics, the CSV export, regrading after a question is corrected, and the learner's-eye preview.

const t = await fileTestApp();
const who = await everyRole(t);
const owner = who.CourseCoordinator;
const otherCoordinator = await signedInAs(t, 'CourseCoordinator');

const api = (method: string, path: string, body: unknown, h: Headers = owner.h) =>
  call(t, method, `/api${path}`, body, h);
const results = async (quizId: string) =>
  (await api('GET', `/quizzes/${quizId}/results`, undefined)).json() as QuizResults;

const SINGLE: QuestionDefinitionInput = {
  type: 'single-choice',
  prompt: 'Which keyword declares a constant?',
  points: 2,
  options: [
    { id: 'a', text: 'const' },
    { id: 'b', text: 'var' },
  ],
  correctOptionId: 'a',
};
const TF: QuestionDefinitionInput = { type: 'true-false', prompt: 'typeof null is object.', points: 1, correct: true };
const ESSAY: QuestionDefinitionInput = { type: 'essay', prompt: 'Explain closures.', points: 2 };

async function setUp() {
  const { course, lessons } = await createCourse(t, { ownerId: owner.user.id, lessons: [1] });
  const ids: string[] = [];
  for (const question of [SINGLE, TF, ESSAY])
    ids.push(((await api('POST', `/courses/${course.id}/question-bank`, { question })).json() as { id: string }).id);
  const quiz = (
    await api('POST', `/lessons/${lessons[0]!.id}/quizzes`, {
      title: 'Closures',
      passMark: 50,
      attemptsAllowed: 2,
      slots: ids.map((questionId) => ({ kind: 'fixed', questionId })),
    })
  ).json() as { id: string };
  return { course, quiz, questionIds: ids };
}

/** A learner of the course who takes the quiz with these responses (by position) and submits. */
async function takes(courseId: string, quizId: string, responses: unknown[], name?: string) {
  const learner = await signedInAs(t, 'Learner');
  if (name) await t.db.update(users).set({ name }).where(eq(users.id, learner.user.id));
  await enrol(t, courseId, learner.user.id);
  const attempt = (await api('POST', `/quizzes/${quizId}/attempts`, undefined, learner.h)).json() as Attempt;
  await api(
    'PUT',
    `/attempts/${attempt.id}`,
    { answers: responses.map((response, i) => ({ position: i + 1, response })) },
    learner.h,
  );
  const res = await api('POST', `/attempts/${attempt.id}/submit`, undefined, learner.h);
  return { learner, attempt: res.json() as Attempt };
}

describe('GET /api/quizzes/{id}/results', () => {
  it('lists each learner with their attempts and grade, queues the essays, and measures each question', async () => {
    const { course, quiz } = await setUp();
    const strong = await takes(course.id, quiz.id, [{ optionId: 'a' }, { value: true }, { text: 'Scope kept alive.' }]);
    const middle = await takes(course.id, quiz.id, [{ optionId: 'a' }, { value: false }, { text: '' }]);
    const weak = await takes(course.id, quiz.id, [{ optionId: 'b' }, { value: false }, { text: 'No idea.' }]);
    const r = await results(quiz.id);

    expect(r.quiz).toMatchObject({ title: 'Closures', passMark: 50, gradingMethod: 'highest' });
    expect(r.learners).toHaveLength(3);
    const of = (id: string) => r.learners.find((l) => l.learner.id === id)!;
    expect(of(middle.learner.user.id)).toMatchObject({ grade: 40, passed: false });
    expect(of(middle.learner.user.id).attempts[0]).toMatchObject({ number: 1, state: 'graded', score: 2, maxScore: 5 });
    expect(of(strong.learner.user.id).attempts[0]).toMatchObject({ state: 'needs-grading', percent: null });
    expect(of(strong.learner.user.id).attempts[0]!.durationSeconds).toBeGreaterThanOrEqual(0);

    expect(r.gradingQueue.map((g) => [g.attemptId, g.answer])).toEqual([
      [strong.attempt.id, 'Scope kept alive.'],
      [weak.attempt.id, 'No idea.'],
    ]);
    const single = r.questions.find((q) => q.type === 'single-choice')!;
    expect(single).toMatchObject({ attempts: 3, shareCorrect: 0.67, facility: 0.67 });
    // Those who got it right scored more elsewhere: it separates strong from weak.
    expect(single.discrimination).not.toBeNull();
    expect(r.questions.find((q) => q.type === 'essay')).toMatchObject({ attempts: 1, facility: 0 });

    await api('POST', `/attempts/${strong.attempt.id}/grade`, { marks: [{ position: 3, score: 2 }] });
    const after = await results(quiz.id);
    expect(after.gradingQueue.map((g) => g.attemptId)).toEqual([weak.attempt.id]);
    expect(after.learners.find((l) => l.learner.id === strong.learner.user.id)).toMatchObject({
      grade: 100,
      passed: true,
    });
  });

  it('closes attempts left open past their deadline before it counts', async () => {
    const { course, quiz } = await setUp();
    const learner = await signedInAs(t, 'Learner');
    await enrol(t, course.id, learner.user.id);
    const attempt = (await api('POST', `/quizzes/${quiz.id}/attempts`, undefined, learner.h)).json() as Attempt;
    await api('PUT', `/attempts/${attempt.id}`, { answers: [{ position: 1, response: { optionId: 'a' } }] }, learner.h);
    await t.db
      .update(quizAttempts)
      .set({ deadline: new Date(Date.now() - 120_000) })
      .where(eq(quizAttempts.id, attempt.id));
    const r = await results(quiz.id);
    expect(r.learners[0]!.attempts[0]).toMatchObject({ state: 'graded', closedBy: 'deadline', score: 2 });
  });

  it("only the course's owner", async () => {
    const { quiz } = await setUp();
    expectError(
      await api('GET', `/quizzes/${quiz.id}/results`, undefined, otherCoordinator.h),
      403,
      'COURSE_NOT_OWNER',
    );
    for (const role of ['Learner', 'ProjectManager', 'Admin', 'SuperAdmin'] as const) {
      expect((await api('GET', `/quizzes/${quiz.id}/results`, undefined, who[role].h)).statusCode, role).toBe(403);
      expect((await api('POST', `/quizzes/${quiz.id}/regrade`, undefined, who[role].h)).statusCode, role).toBe(403);
      expect((await api('GET', `/quizzes/${quiz.id}/preview`, undefined, who[role].h)).statusCode, role).toBe(403);
    }
    expectError(await api('GET', '/quizzes/00000000-0000-4000-8000-000000000000/results', undefined), 404, 'NOT_FOUND');
  });
});

describe('GET /api/quizzes/{id}/results/export', () => {
  it('is a CSV of every attempt, formulas defused', async () => {
    const { course, quiz } = await setUp();
    await takes(course.id, quiz.id, [{ optionId: 'a' }, { value: true }, { text: '' }], '=cmd()');
    const res = await api('GET', `/quizzes/${quiz.id}/results/export`, undefined);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="quiz-results-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Learner,Email,Attempt,State,Started,Submitted,Duration (s),Score,Max score,Percent,Passed');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^'=cmd\(\),[^,]+,1,graded,.*,3,5,60,yes$/);
  });

  it('quotes a cell holding ; (a spreadsheet in a semicolon locale would split a formula off it)', async () => {
    const { course, quiz } = await setUp();
    await takes(course.id, quiz.id, [{ optionId: 'a' }, { value: true }, { text: '' }], 'a;=1+1');
    const res = await api('GET', `/quizzes/${quiz.id}/results/export`, undefined);
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^"a;=1\+1",[^,;]+,1,graded,/);
  });
});

describe('POST /api/quizzes/{id}/regrade', () => {
  it('grades closed attempts again after a question was corrected; hand marks stay', async () => {
    const { course, quiz, questionIds } = await setUp();
    const { attempt } = await takes(course.id, quiz.id, [{ optionId: 'b' }, { value: true }, { text: 'An essay.' }]);
    await api('POST', `/attempts/${attempt.id}/grade`, { marks: [{ position: 3, score: 1 }] });
    expect((await api('GET', `/attempts/${attempt.id}`, undefined)).json()).toMatchObject({ score: 2, percent: 40 });

    // The key was wrong: 'var' was meant (and the question is now worth 3 points).
    await api('PUT', `/questions/${questionIds[0]}`, { question: { ...SINGLE, points: 3, correctOptionId: 'b' } });
    const res = await api('POST', `/quizzes/${quiz.id}/regrade`, undefined);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ attempts: 1, changed: 1 });
    const regraded = (await api('GET', `/attempts/${attempt.id}`, undefined)).json() as Attempt;
    expect(regraded).toMatchObject({ score: 5, maxScore: 6, percent: 83.33, passed: true });
    expect(regraded.questions[2]!.review).toMatchObject({ score: 1 });
    expect((await api('POST', `/quizzes/${quiz.id}/regrade`, undefined)).json()).toEqual({ attempts: 1, changed: 0 });
    expectError(
      await api('POST', `/quizzes/${quiz.id}/regrade`, undefined, otherCoordinator.h),
      403,
      'COURSE_NOT_OWNER',
    );
  });
});

describe('GET /api/quizzes/{id}/preview', () => {
  it('draws an attempt as a learner would get it, without its answers, and stores nothing', async () => {
    const { quiz } = await setUp();
    const res = await api('GET', `/quizzes/${quiz.id}/preview`, undefined);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'in-progress', maxScore: 5, reviewOpen: false });
    expect((res.json() as Attempt).questions.map((q) => q.type)).toEqual(['single-choice', 'true-false', 'essay']);
    expect(res.body).not.toContain('correct');
    expect(await t.db.select().from(quizAttempts).where(eq(quizAttempts.quizId, quiz.id))).toHaveLength(0);
  });
});
