import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Attempt, MyAttempts, QuizResults } from '@talentpath/contracts/attempts';
import { QUESTION_TYPES, questionDefinition } from '@talentpath/contracts/questions';
import type { QuizList } from '@talentpath/contracts/quizzes';
import { DEMO_PASSWORD, seedDemoData } from '../../src/db/seed.ts';
import { courses, lessons } from '../../src/db/schema/learning.ts';
import { attemptQuestions, questions, quizAttempts, quizzes } from '../../src/db/schema/quizzes.ts';
import { users } from '../../src/db/schema/users.ts';
import { grade } from '../../src/modules/quizzes/grading.ts';
import { call } from '../support/callers.ts';
import { fileTestApp, signIn } from '../support/test-app.ts';

// The quiz demo data (seed/quizzes.ts): banks with every question type, quizzes in three demo courses, attempts
// that passed, failed and wait for an essay mark — marks as the grader gives them — and a second seed that
// changes nothing.

// The demo data as the seed made it once for this run (test/support/pglite-snapshot.ts): every run below is a second.
const t = await fileTestApp({}, { seeded: true });

const as = async (email: string) => (await signIn(t, { email, password: DEMO_PASSWORD })).headers;

describe('quiz demo data', () => {
  it('banks hold every question type, each a valid definition', async () => {
    const rows = await t.db.select().from(questions);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(QUESTION_TYPES));
    for (const r of rows) expect(questionDefinition.safeParse(r.definition).success, r.prompt).toBe(true);
  });

  it('attempts are graded as the server grades them, in every state', async () => {
    const attempts = await t.db.select().from(quizAttempts);
    expect(new Set(attempts.map((a) => a.state))).toEqual(new Set(['graded', 'needs-grading']));
    expect(attempts.some((a) => a.passed === true)).toBe(true);
    expect(attempts.some((a) => a.passed === false)).toBe(true);
    const answered = await t.db.select().from(attemptQuestions);
    for (const r of answered) {
      if (r.definition.type === 'essay' && r.gradedBy) {
        // Marked by the coordinator: a mark within the question's points.
        expect(r.score).toBeGreaterThanOrEqual(0);
        expect(r.score).toBeLessThanOrEqual(r.definition.points);
        continue;
      }
      const g = grade(r.definition, r.response, r.display.values);
      expect({ state: r.state, score: r.score }).toEqual({ state: g.state, score: g.score });
    }
    for (const a of attempts) {
      const sum = answered.filter((r) => r.attemptId === a.id).reduce((s, r) => s + (r.score ?? 0), 0);
      expect(a.score).toBeCloseTo(sum, 2);
    }
  });

  it('Leah failed the TypeScript check once, then passed it, which completed its lesson', async () => {
    const leah = await as('learner@talentpath.test');
    const [lesson] = await t.db
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(eq(lessons.title, 'Types, unions and narrowing'));
    const list = (await call(t, 'GET', `/api/lessons/${lesson!.id}/quizzes`, undefined, leah)).json() as QuizList;
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ questionCount: 13, requiredToCompleteLesson: true, slots: null });
    const mine = (
      await call(t, 'GET', `/api/quizzes/${list.items[0]!.id}/attempts`, undefined, leah)
    ).json() as MyAttempts;
    expect(mine.items.map((a) => a.passed)).toEqual([false, true]);
    expect(mine).toMatchObject({ passed: true, canStart: true });
    const review = (await call(t, 'GET', `/api/attempts/${mine.items[1]!.id}`, undefined, leah)).json() as Attempt;
    expect(review.reviewOpen).toBe(true);
    expect(review.questions).toHaveLength(13);
  });

  it("the coordinator's results show learners, essays to mark and statistics", async () => {
    const ingrid = await as('coordinator@talentpath.test');
    for (const quiz of await t.db.select().from(quizzes)) {
      const res = await call(t, 'GET', `/api/quizzes/${quiz.id}/results`, undefined, ingrid);
      expect(res.statusCode, quiz.title).toBe(200);
      const r = res.json() as QuizResults;
      expect(r.learners.length, quiz.title).toBeGreaterThan(1);
      expect(r.questions.length, quiz.title).toBeGreaterThan(2);
    }
    const essays = await t.db.select().from(quizAttempts).where(eq(quizAttempts.state, 'needs-grading'));
    expect(essays.length).toBeGreaterThan(0);
  });

  it('a second seed changes nothing', async () => {
    const before = {
      questions: await t.db.select().from(questions).orderBy(asc(questions.id)),
      attempts: await t.db.select().from(quizAttempts).orderBy(asc(quizAttempts.id)),
    };
    await seedDemoData(t.db);
    expect(await t.db.select().from(questions).orderBy(asc(questions.id))).toEqual(before.questions);
    expect(await t.db.select().from(quizAttempts).orderBy(asc(quizAttempts.id))).toEqual(before.attempts);
    const learners = await t.db
      .select({ id: users.id })
      .from(users)
      .where(
        inArray(
          users.id,
          before.attempts.map((a) => a.userId),
        ),
      );
    expect(learners.length).toBeGreaterThan(3);
  }, 180_000);
});
