import { and, asc, count, eq, inArray, max, min } from 'drizzle-orm';
import { QUESTION_CATEGORY_NOT_FOUND, QUESTION_NOT_FOUND } from '@talentpath/contracts/question-bank';
import {
  NOT_ENOUGH_QUESTIONS,
  QUIZ_NOT_FOUND,
  QUIZZES_PER_LESSON_MAX,
  QUIZZES_TOO_MANY,
  type Quiz,
  type QuizFields,
  type QuizList,
  type QuizSlot,
} from '@talentpath/contracts/quizzes';
import type { Platform } from '../../platform/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { lessons } from '../../db/schema/learning.ts';
import { questionCategories, questions, quizSlots, quizzes } from '../../db/schema/quizzes.ts';
import {
  type CourseRow,
  lessonNotFound,
  lockEditableCourse,
  lockEditableLesson,
  visibleCourse,
} from '../courses/courses.public.ts';
import { mayEditCourse, type Viewer } from '../courses/courses.public.ts';

// A lesson's quizzes (issue 12, ADR 0034): seen by whoever may see the course (its owner with the slots, others
// with how many questions an attempt gets), changed by the course's owner under the course's lock.

type Conn = Db | Tx;
type QuizRow = typeof quizzes.$inferSelect;
type SlotRow = typeof quizSlots.$inferSelect;

const quizNotFound = () => new AppError('NOT_FOUND', { message: QUIZ_NOT_FOUND });
const invalid = (path: string, message: string) =>
  new AppError('VALIDATION', { message, details: [{ path, message }] });

const toSlot = (row: SlotRow): QuizSlot =>
  row.questionId
    ? { kind: 'fixed', questionId: row.questionId }
    : { kind: 'random', categoryId: row.categoryId!, count: row.count };

/** What an attempt gets from the slots: its number of questions, and its points when they do not depend on the draw. */
async function sizeOf(db: Conn, slots: readonly SlotRow[]) {
  const fixedIds = slots.flatMap((s) => (s.questionId ? [s.questionId] : []));
  const categoryIds = slots.flatMap((s) => (s.categoryId ? [s.categoryId] : []));
  const [fixed, categories] = await Promise.all([
    fixedIds.length
      ? db.select({ points: questions.points }).from(questions).where(inArray(questions.id, fixedIds))
      : [],
    categoryIds.length
      ? db
          .select({ id: questions.categoryId, low: min(questions.points), high: max(questions.points) })
          .from(questions)
          .where(inArray(questions.categoryId, categoryIds))
          .groupBy(questions.categoryId)
      : [],
  ]);
  let total: number | null = fixed.reduce((sum, q) => sum + q.points, 0);
  for (const slot of slots) {
    if (!slot.categoryId) continue;
    const range = categories.find((c) => c.id === slot.categoryId);
    if (!range || range.low === null || Number(range.low) !== Number(range.high)) total = null;
    else if (total !== null) total += slot.count * Number(range.low);
  }
  const questionCount = slots.reduce((n, s) => n + (s.questionId ? 1 : s.count), 0);
  return { questionCount, totalPoints: total === null ? null : Math.round(total * 100) / 100 };
}

async function toQuiz(db: Conn, viewer: Viewer, course: CourseRow, row: QuizRow): Promise<Quiz> {
  const slots = await db.select().from(quizSlots).where(eq(quizSlots.quizId, row.id)).orderBy(asc(quizSlots.position));
  const { questionCount, totalPoints } = await sizeOf(db, slots);
  return {
    id: row.id,
    lessonId: row.lessonId,
    courseId: course.id,
    title: row.title,
    description: row.description,
    timeLimitMinutes: row.timeLimitMinutes,
    opensAt: row.opensAt?.toISOString() ?? null,
    closesAt: row.closesAt?.toISOString() ?? null,
    attemptsAllowed: row.attemptsAllowed,
    gradingMethod: row.gradingMethod,
    passMark: row.passMark,
    review: row.review,
    shuffleQuestions: row.shuffleQuestions,
    shuffleOptions: row.shuffleOptions,
    layout: row.layout,
    requiredToCompleteLesson: row.requiredToCompleteLesson,
    slots: mayEditCourse(viewer, course) ? slots.map(toSlot) : null,
    questionCount,
    totalPoints,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The lesson's course, if the viewer may see it (404 with the lesson's message otherwise). */
async function courseOfLesson(db: Conn, lessonId: string, viewer: Viewer) {
  const [lesson] = await db.select({ courseId: lessons.courseId }).from(lessons).where(eq(lessons.id, lessonId));
  if (!lesson) throw lessonNotFound();
  return visibleCourse(db, lesson.courseId, viewer).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'NOT_FOUND' ? lessonNotFound() : error;
  });
}

/** GET /lessons/{id}/quizzes. */
export async function listQuizzes(p: Platform, viewer: Viewer, lessonId: string): Promise<QuizList> {
  const { course } = await courseOfLesson(p.db, lessonId, viewer);
  const rows = await p.db.select().from(quizzes).where(eq(quizzes.lessonId, lessonId)).orderBy(asc(quizzes.position));
  return { items: await Promise.all(rows.map((row) => toQuiz(p.db, viewer, course, row))) };
}

/** GET /quizzes/{id}. */
export async function readQuiz(p: Platform, viewer: Viewer, id: string): Promise<Quiz> {
  const [row] = await p.db.select().from(quizzes).where(eq(quizzes.id, id));
  if (!row) throw quizNotFound();
  const { course } = await courseOfLesson(p.db, row.lessonId, viewer).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'NOT_FOUND' ? quizNotFound() : error;
  });
  return toQuiz(p.db, viewer, course, row);
}

/** The slots checked against the course's bank: its questions, its categories holding enough questions. */
async function checkSlots(tx: Tx, courseId: string, slots: readonly QuizSlot[]) {
  const fixedIds = slots.flatMap((s) => (s.kind === 'fixed' ? [s.questionId.toLowerCase()] : []));
  const categoryIds = slots.flatMap((s) => (s.kind === 'random' ? [s.categoryId.toLowerCase()] : []));
  const [found, sizes] = await Promise.all([
    fixedIds.length
      ? tx
          .select({ id: questions.id, categoryId: questions.categoryId })
          .from(questions)
          .where(and(eq(questions.courseId, courseId), inArray(questions.id, fixedIds)))
      : [],
    categoryIds.length
      ? tx
          .select({ id: questionCategories.id, n: count(questions.id) })
          .from(questionCategories)
          .leftJoin(questions, eq(questions.categoryId, questionCategories.id))
          .where(and(eq(questionCategories.courseId, courseId), inArray(questionCategories.id, categoryIds)))
          .groupBy(questionCategories.id)
      : [],
  ]);
  const known = new Set(found.map((q) => q.id));
  const size = new Map(sizes.map((c) => [c.id, c.n]));
  // Draws from one category never repeat a question, nor take one the quiz has fixed: together they may take at
  // most what is left. The slot that asks for one too many is the one named.
  const drawn = new Map<string, number>();
  for (const q of found) if (q.categoryId) drawn.set(q.categoryId, (drawn.get(q.categoryId) ?? 0) + 1);
  slots.forEach((slot, i) => {
    if (slot.kind === 'fixed') {
      if (!known.has(slot.questionId.toLowerCase())) throw invalid(`slots.${i}.questionId`, QUESTION_NOT_FOUND);
      return;
    }
    const id = slot.categoryId.toLowerCase();
    if (!size.has(id)) throw invalid(`slots.${i}.categoryId`, QUESTION_CATEGORY_NOT_FOUND);
    drawn.set(id, (drawn.get(id) ?? 0) + slot.count);
    if (drawn.get(id)! > size.get(id)!) throw invalid(`slots.${i}.count`, NOT_ENOUGH_QUESTIONS);
  });
}

const settingsOf = (input: QuizFields) => ({
  title: input.title,
  description: input.description,
  timeLimitMinutes: input.timeLimitMinutes,
  opensAt: input.opensAt ? new Date(input.opensAt) : null,
  closesAt: input.closesAt ? new Date(input.closesAt) : null,
  attemptsAllowed: input.attemptsAllowed,
  gradingMethod: input.gradingMethod,
  passMark: input.passMark,
  review: input.review,
  shuffleQuestions: input.shuffleQuestions,
  shuffleOptions: input.shuffleOptions,
  layout: input.layout,
  requiredToCompleteLesson: input.requiredToCompleteLesson,
});

async function writeSlots(tx: Tx, quizId: string, slots: readonly QuizSlot[]) {
  await tx.delete(quizSlots).where(eq(quizSlots.quizId, quizId));
  if (!slots.length) return;
  await tx
    .insert(quizSlots)
    .values(
      slots.map((s, i) =>
        s.kind === 'fixed'
          ? { quizId, position: i + 1, questionId: s.questionId.toLowerCase() }
          : { quizId, position: i + 1, categoryId: s.categoryId.toLowerCase(), count: s.count },
      ),
    );
}

/** POST /lessons/{id}/quizzes: a new quiz, last in the lesson. */
export async function createQuiz(p: Platform, viewer: Viewer, lessonId: string, input: QuizFields): Promise<Quiz> {
  return p.db.transaction(async (tx) => {
    const { course } = await lockEditableLesson(tx, lessonId, viewer);
    const [{ n, last }] = (await tx
      .select({ n: count(), last: max(quizzes.position) })
      .from(quizzes)
      .where(eq(quizzes.lessonId, lessonId))) as [{ n: number; last: number | null }];
    if (n >= QUIZZES_PER_LESSON_MAX) throw invalid('lessonId', QUIZZES_TOO_MANY);
    await checkSlots(tx, course.id, input.slots);
    const [row] = await tx
      .insert(quizzes)
      .values({ ...settingsOf(input), lessonId, position: (last ?? 0) + 1 })
      .returning();
    await writeSlots(tx, row!.id, input.slots);
    return toQuiz(tx, viewer, course, row!);
  });
}

/** The quiz and its course (the course locked), if the viewer owns the course. */
async function lockEditableQuiz(tx: Tx, id: string, viewer: Viewer) {
  const [found] = await tx
    .select({ courseId: lessons.courseId })
    .from(quizzes)
    .innerJoin(lessons, eq(lessons.id, quizzes.lessonId))
    .where(eq(quizzes.id, id));
  if (!found) throw quizNotFound();
  const course = await lockEditableCourse(tx, found.courseId, viewer, quizNotFound);
  const [row] = await tx.select().from(quizzes).where(eq(quizzes.id, id));
  if (!row) throw quizNotFound();
  return { row, course };
}

/** PUT /quizzes/{id}: the whole quiz again, slots included. */
export async function updateQuiz(p: Platform, viewer: Viewer, id: string, input: QuizFields): Promise<Quiz> {
  return p.db.transaction(async (tx) => {
    const { course } = await lockEditableQuiz(tx, id, viewer);
    await checkSlots(tx, course.id, input.slots);
    const [row] = await tx
      .update(quizzes)
      .set({ ...settingsOf(input), updatedAt: new Date() })
      .where(eq(quizzes.id, id))
      .returning();
    await writeSlots(tx, id, input.slots);
    return toQuiz(tx, viewer, course, row!);
  });
}

/** DELETE /quizzes/{id}. */
export async function deleteQuiz(p: Platform, viewer: Viewer, id: string): Promise<void> {
  await p.db.transaction(async (tx) => {
    await lockEditableQuiz(tx, id, viewer);
    await tx.delete(quizzes).where(eq(quizzes.id, id));
  });
}
