import { and, asc, count, eq, inArray, max, min, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { courses, enrolments, lessons } from '../../db/schema/learning.ts';
import { questionCategories, questions, quizAttempts, quizSlots, quizzes } from '../../db/schema/quizzes.ts';

// Queries of a lesson's quizzes and their slots (ADR 0034): only reads and writes, no rules. A slot names a question
// of the course's bank or a bank category, read here beside the quiz (the bank is the questions module's).

type Conn = Db | Tx;
export type QuizRow = typeof quizzes.$inferSelect;
export type QuizSettings = Omit<
  typeof quizzes.$inferInsert,
  'id' | 'lessonId' | 'position' | 'createdAt' | 'updatedAt'
>;
export type SlotRow = typeof quizSlots.$inferSelect;
/** A slot to store: a fixed question, or `count` questions drawn from a category. */
export type SlotInput = { questionId: string } | { categoryId: string; count: number };

export async function findQuiz(db: Conn, id: string): Promise<QuizRow | undefined> {
  const [row] = await db.select().from(quizzes).where(eq(quizzes.id, id));
  return row;
}

export function quizzesOfLesson(db: Conn, lessonId: string): Promise<QuizRow[]> {
  return db.select().from(quizzes).where(eq(quizzes.lessonId, lessonId)).orderBy(asc(quizzes.position));
}

/** The quiz with its lesson's course, or null. */
export async function quizWithCourse(db: Conn, quizId: string) {
  const [found] = await db
    .select({ quiz: quizzes, course: courses })
    .from(quizzes)
    .innerJoin(lessons, eq(lessons.id, quizzes.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(quizzes.id, quizId));
  return found ?? null;
}

/** The course the quiz's lesson belongs to, or undefined. */
export async function courseIdOfQuiz(db: Conn, quizId: string): Promise<string | undefined> {
  const [found] = await db
    .select({ courseId: lessons.courseId })
    .from(quizzes)
    .innerJoin(lessons, eq(lessons.id, quizzes.lessonId))
    .where(eq(quizzes.id, quizId));
  return found?.courseId;
}

/** How many quizzes the lesson holds, and the last one's position (null: none). */
export async function lessonFill(tx: Tx, lessonId: string): Promise<{ n: number; last: number | null }> {
  const [row] = await tx
    .select({ n: count(), last: max(quizzes.position) })
    .from(quizzes)
    .where(eq(quizzes.lessonId, lessonId));
  return { n: row!.n, last: row!.last };
}

/** How many quizzes of the lesson must be passed to complete it. */
export const requiredQuizCount = (db: Conn, lessonId: string) =>
  db.$count(quizzes, and(eq(quizzes.lessonId, lessonId), eq(quizzes.requiredToCompleteLesson, true)));

export async function insertQuiz(tx: Tx, values: QuizSettings & { lessonId: string; position: number }) {
  const [row] = await tx.insert(quizzes).values(values).returning();
  return row!;
}

export async function updateQuiz(tx: Tx, id: string, values: QuizSettings) {
  const [row] = await tx
    .update(quizzes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(quizzes.id, id))
    .returning();
  return row!;
}

export async function removeQuiz(tx: Tx, id: string) {
  await tx.delete(quizzes).where(eq(quizzes.id, id));
}

// --- Slots ---

export function slotsOf(db: Conn, quizId: string): Promise<SlotRow[]> {
  return db.select().from(quizSlots).where(eq(quizSlots.quizId, quizId)).orderBy(asc(quizSlots.position));
}

/** The quiz's slots become these, in this order. */
export async function setSlots(tx: Tx, quizId: string, slots: readonly SlotInput[]) {
  await tx.delete(quizSlots).where(eq(quizSlots.quizId, quizId));
  if (!slots.length) return;
  await tx.insert(quizSlots).values(slots.map((s, i) => ({ ...s, quizId, position: i + 1 })));
}

/** The points of these questions (one entry per question found). */
export function pointsOf(db: Conn, questionIds: readonly string[]) {
  if (!questionIds.length) return Promise.resolve([]);
  return db
    .select({ points: questions.points })
    .from(questions)
    .where(inArray(questions.id, [...questionIds]));
}

/** The lowest and highest points of the questions in each of these categories (those holding any). */
export function pointRanges(db: Conn, categoryIds: readonly string[]) {
  if (!categoryIds.length) return Promise.resolve([]);
  return db
    .select({ id: questions.categoryId, low: min(questions.points), high: max(questions.points) })
    .from(questions)
    .where(inArray(questions.categoryId, [...categoryIds]))
    .groupBy(questions.categoryId);
}

/** Which of these questions are the course's, with their category. */
export function courseQuestions(db: Conn, courseId: string, questionIds: readonly string[]) {
  if (!questionIds.length) return Promise.resolve([]);
  return db
    .select({ id: questions.id, categoryId: questions.categoryId })
    .from(questions)
    .where(and(eq(questions.courseId, courseId), inArray(questions.id, [...questionIds])));
}

/** Which of these categories are the course's, each with how many questions it holds. */
export function courseCategorySizes(db: Conn, courseId: string, categoryIds: readonly string[]) {
  if (!categoryIds.length) return Promise.resolve([]);
  return db
    .select({ id: questionCategories.id, n: count(questions.id) })
    .from(questionCategories)
    .leftJoin(questions, eq(questions.categoryId, questionCategories.id))
    .where(and(eq(questionCategories.courseId, courseId), inArray(questionCategories.id, [...categoryIds])))
    .groupBy(questionCategories.id);
}

/**
 * The course's quizzes, and how many of them the person has passed (an attempt that passed) with their best grade —
 * in the current round of their enrolment (a retake to renew the certificate passes them again, ADR 0068).
 */
export async function quizStanding(db: Conn, courseId: string, userId: string) {
  const round = sql`coalesce((select e.cycle from ${enrolments} e where e.course_id = ${courseId} and e.user_id = ${userId}), 1)`;
  const [row] = await db
    .select({
      quizzes: count(quizzes.id),
      passed: sql<number>`count(*) filter (where exists (
        select 1 from ${quizAttempts} a
        where a.quiz_id = ${quizzes.id} and a.user_id = ${userId} and a.cycle = ${round} and a.passed
      ))`.mapWith(Number),
      best: sql<number | null>`min((
        select max(a.percent) from ${quizAttempts} a
        where a.quiz_id = ${quizzes.id} and a.user_id = ${userId} and a.cycle = ${round}
      ))`.mapWith((v) => (v === null ? null : Number(v))),
    })
    .from(quizzes)
    .innerJoin(lessons, eq(lessons.id, quizzes.lessonId))
    .where(eq(lessons.courseId, courseId));
  return { quizzes: row?.quizzes ?? 0, passed: row?.passed ?? 0, lowestBest: row?.best ?? null };
}
