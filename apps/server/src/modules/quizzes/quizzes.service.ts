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
import { type Db, readTogether, type Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import {
  type CourseRow,
  lockEditableCourse,
  lockEditableLesson,
  mayEditCourse,
  type Viewer,
  visibleLessonCourse,
} from '../courses/courses.public.ts';
import * as repo from './quizzes.repository.ts';
import type { QuizRow, SlotRow } from './quizzes.repository.ts';

// A lesson's quizzes (issue 12, ADR 0034): seen by whoever may see the course (its owner with the slots, others
// with how many questions an attempt gets), changed by the course's owner under the course's lock.

type Conn = Db | Tx;

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
  const [fixed, categories] = await readTogether(db, [
    () => repo.pointsOf(db, fixedIds),
    () => repo.pointRanges(db, categoryIds),
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
  const slots = await repo.slotsOf(db, row.id);
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
    behaviour: row.behaviour,
    requiredToCompleteLesson: row.requiredToCompleteLesson,
    slots: mayEditCourse(viewer, course) ? slots.map(toSlot) : null,
    questionCount,
    totalPoints,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /lessons/{id}/quizzes. */
export async function listQuizzes(p: Platform, viewer: Viewer, lessonId: string): Promise<QuizList> {
  const { course } = await visibleLessonCourse(p.db, lessonId, viewer);
  const rows = await repo.quizzesOfLesson(p.db, lessonId);
  return { items: await Promise.all(rows.map((row) => toQuiz(p.db, viewer, course, row))) };
}

/** GET /quizzes/{id}. */
export async function readQuiz(p: Platform, viewer: Viewer, id: string): Promise<Quiz> {
  const row = await repo.findQuiz(p.db, id);
  if (!row) throw quizNotFound();
  const { course } = await visibleLessonCourse(p.db, row.lessonId, viewer, quizNotFound);
  return toQuiz(p.db, viewer, course, row);
}

/** Must the lesson's required quiz be passed to complete it (it cannot be completed by hand)? */
export async function lessonNeedsQuiz(db: Conn, lessonId: string): Promise<boolean> {
  return (await repo.requiredQuizCount(db, lessonId)) > 0;
}

/**
 * Whether the person has passed every quiz of the course (at its pass mark or above, in any attempt), and the
 * lowest of their best grades across them (null when a quiz has no graded attempt). A course with no quiz: passed.
 */
export async function courseQuizStanding(db: Conn, courseId: string, userId: string) {
  const standing = await repo.quizStanding(db, courseId, userId);
  return {
    passedEvery: standing.passed === standing.quizzes,
    quizzes: standing.quizzes,
    lowestBest: standing.lowestBest,
  };
}

/** The slots checked against the course's bank: its questions, its categories holding enough questions. */
async function checkSlots(tx: Tx, courseId: string, slots: readonly QuizSlot[]) {
  const fixedIds = slots.flatMap((s) => (s.kind === 'fixed' ? [s.questionId.toLowerCase()] : []));
  const categoryIds = slots.flatMap((s) => (s.kind === 'random' ? [s.categoryId.toLowerCase()] : []));
  const [found, sizes] = await readTogether(tx, [
    () => repo.courseQuestions(tx, courseId, fixedIds),
    () => repo.courseCategorySizes(tx, courseId, categoryIds),
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
  behaviour: input.behaviour,
  requiredToCompleteLesson: input.requiredToCompleteLesson,
});

const slotsOfInput = (slots: readonly QuizSlot[]): repo.SlotInput[] =>
  slots.map((s) =>
    s.kind === 'fixed'
      ? { questionId: s.questionId.toLowerCase() }
      : { categoryId: s.categoryId.toLowerCase(), count: s.count },
  );

/** POST /lessons/{id}/quizzes: a new quiz, last in the lesson. */
export async function createQuiz(p: Platform, viewer: Viewer, lessonId: string, input: QuizFields): Promise<Quiz> {
  return p.db.transaction(async (tx) => {
    const { course } = await lockEditableLesson(tx, lessonId, viewer);
    const { n, last } = await repo.lessonFill(tx, lessonId);
    if (n >= QUIZZES_PER_LESSON_MAX) throw invalid('lessonId', QUIZZES_TOO_MANY);
    await checkSlots(tx, course.id, input.slots);
    const row = await repo.insertQuiz(tx, { ...settingsOf(input), lessonId, position: (last ?? 0) + 1 });
    await repo.setSlots(tx, row.id, slotsOfInput(input.slots));
    return toQuiz(tx, viewer, course, row);
  });
}

/** The quiz and its course (the course locked), if the viewer owns the course. */
async function lockEditableQuiz(tx: Tx, id: string, viewer: Viewer) {
  const courseId = await repo.courseIdOfQuiz(tx, id);
  if (!courseId) throw quizNotFound();
  const course = await lockEditableCourse(tx, courseId, viewer, quizNotFound);
  const row = await repo.findQuiz(tx, id);
  if (!row) throw quizNotFound();
  return { row, course };
}

/** PUT /quizzes/{id}: the whole quiz again, slots included. */
export async function updateQuiz(p: Platform, viewer: Viewer, id: string, input: QuizFields): Promise<Quiz> {
  return p.db.transaction(async (tx) => {
    const { course } = await lockEditableQuiz(tx, id, viewer);
    await checkSlots(tx, course.id, input.slots);
    const row = await repo.updateQuiz(tx, id, settingsOf(input));
    await repo.setSlots(tx, id, slotsOfInput(input.slots));
    return toQuiz(tx, viewer, course, row);
  });
}

/** DELETE /quizzes/{id}. */
export async function deleteQuiz(p: Platform, viewer: Viewer, id: string): Promise<void> {
  await p.db.transaction(async (tx) => {
    await lockEditableQuiz(tx, id, viewer);
    await repo.removeQuiz(tx, id);
  });
}
