import {
  type BankQuestion,
  type BankQuestionFields,
  QUESTION_CATEGORIES_MAX,
  QUESTION_CATEGORIES_TOO_MANY,
  QUESTION_CATEGORY_NOT_FOUND,
  QUESTION_NOT_FOUND,
  type QuestionBankPage,
  type QuestionBankQuery,
  type QuestionCategory,
  QUESTIONS_PER_COURSE_MAX,
  QUESTIONS_TOO_MANY,
} from '@talentpath/contracts/question-bank';
import type { Platform } from '../../platform/context.ts';
import type { Tx } from '../../platform/db.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError } from '../../platform/errors.ts';
import { paginate } from '../../platform/paging.ts';
import { lockEditableCourse, ownedCourse, type Viewer } from '../courses/courses.public.ts';
import * as repo from './questions.repository.ts';
import type { QuestionColumns, QuestionRow } from './questions.repository.ts';

// A course's question bank (issue 12, ADR 0034): its owner's alone. Changes take the course's lock, so the limits
// hold under concurrent requests and a category cannot vanish under a question being filed in it.

const questionNotFound = () => new AppError('NOT_FOUND', { message: QUESTION_NOT_FOUND });
const categoryNotFound = () => new AppError('NOT_FOUND', { message: QUESTION_CATEGORY_NOT_FOUND });
const invalid = (path: string, message: string) =>
  new AppError('VALIDATION', { message, details: [{ path, message }] });

const toBankQuestion = (row: QuestionRow): BankQuestion => ({
  id: row.id,
  courseId: row.courseId,
  categoryId: row.categoryId,
  tags: row.tags,
  version: row.version,
  question: row.definition,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** GET /courses/{id}/question-bank: a page of questions with the bank's categories (the owner only). */
export async function questionBank(p: Platform, viewer: Viewer, courseId: string, query: QuestionBankQuery) {
  await ownedCourse(p.db, courseId, viewer);
  const where = repo.bankWhere(courseId, query);
  const page = await paginate(p.db, query, {
    count: (tx) => repo.countWhere(tx, where),
    items: (tx, window) => repo.pageWhere(tx, where, query.sort, window),
  });
  const [categories, none] = await Promise.all([
    repo.categoriesOf(p.db, courseId),
    repo.uncategorisedCount(p.db, courseId),
  ]);
  return {
    ...page,
    items: page.items.map(toBankQuestion),
    categories,
    uncategorised: none,
  } satisfies QuestionBankPage;
}

/** A category of the course for a question to be filed in (null: none); 400 if it is another course's or gone. */
async function checkCategory(tx: Tx, courseId: string, categoryId: string | null) {
  if (categoryId === null) return;
  if (!(await repo.isCategoryOf(tx, courseId, categoryId))) throw invalid('categoryId', QUESTION_CATEGORY_NOT_FOUND);
}

const columnsOf = (input: BankQuestionFields): QuestionColumns => ({
  categoryId: input.categoryId?.toLowerCase() ?? null,
  type: input.question.type,
  prompt: input.question.prompt,
  points: input.question.points,
  definition: input.question,
  tags: input.tags,
});

/** POST /courses/{id}/question-bank. */
export async function createQuestion(
  p: Platform,
  viewer: Viewer,
  courseId: string,
  input: BankQuestionFields,
): Promise<BankQuestion> {
  return p.db
    .transaction(async (tx) => {
      await lockEditableCourse(tx, courseId, viewer);
      if ((await repo.questionCount(tx, courseId)) >= QUESTIONS_PER_COURSE_MAX)
        throw invalid('courseId', QUESTIONS_TOO_MANY);
      const columns = columnsOf(input);
      await checkCategory(tx, courseId, columns.categoryId ?? null);
      const row = await repo.insertQuestion(tx, { ...columns, courseId, createdBy: viewer.userId });
      return toBankQuestion(row);
    })
    .catch(idNumberTaken);
}

/** 409 QUESTION_ID_NUMBER_TAKEN for the unique index on (course, id number): the questions' one unique key. */
function idNumberTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError('QUESTION_ID_NUMBER_TAKEN');
  throw error;
}

/** The question and its course (the course locked), if the viewer owns the course; 404 / 403 otherwise. */
async function lockEditableQuestion(tx: Tx, id: string, viewer: Viewer) {
  const found = await repo.findQuestion(tx, id);
  if (!found) throw questionNotFound();
  await lockEditableCourse(tx, found.courseId, viewer, questionNotFound);
  // Read again under the course's lock: a concurrent change may have come first.
  const row = await repo.findQuestion(tx, id);
  if (!row) throw questionNotFound();
  return row;
}

/** GET /questions/{id}: the course owner only. */
export async function readQuestion(p: Platform, viewer: Viewer, id: string): Promise<BankQuestion> {
  const row = await repo.findQuestion(p.db, id);
  if (!row) throw questionNotFound();
  await ownedCourse(p.db, row.courseId, viewer, questionNotFound);
  return toBankQuestion(row);
}

/** PUT /questions/{id}: the whole question again; its version goes up by one. */
export async function updateQuestion(
  p: Platform,
  viewer: Viewer,
  id: string,
  input: BankQuestionFields,
): Promise<BankQuestion> {
  return p.db
    .transaction(async (tx) => {
      const current = await lockEditableQuestion(tx, id, viewer);
      const columns = columnsOf(input);
      await checkCategory(tx, current.courseId, columns.categoryId ?? null);
      return toBankQuestion(await repo.updateQuestion(tx, id, { ...columns, version: current.version + 1 }));
    })
    .catch(idNumberTaken);
}

/** DELETE /questions/{id}. */
export async function deleteQuestion(p: Platform, viewer: Viewer, id: string): Promise<void> {
  await p.db.transaction(async (tx) => {
    await lockEditableQuestion(tx, id, viewer);
    await repo.removeQuestion(tx, id);
  });
}

/** 409 QUESTION_CATEGORY_NAME_TAKEN for the unique index on (course, lower(name)). */
function nameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError('QUESTION_CATEGORY_NAME_TAKEN');
  throw error;
}

/** POST /courses/{id}/question-bank/categories. */
export async function createCategory(
  p: Platform,
  viewer: Viewer,
  courseId: string,
  name: string,
): Promise<QuestionCategory> {
  return p.db
    .transaction(async (tx) => {
      await lockEditableCourse(tx, courseId, viewer);
      if ((await repo.categoryCount(tx, courseId)) >= QUESTION_CATEGORIES_MAX)
        throw invalid('name', QUESTION_CATEGORIES_TOO_MANY);
      const row = await repo.insertCategory(tx, courseId, name);
      return { id: row.id, name: row.name, questionCount: 0 };
    })
    .catch(nameTaken);
}

async function lockEditableCategory(tx: Tx, id: string, viewer: Viewer) {
  const courseId = await repo.courseIdOfCategory(tx, id);
  if (!courseId) throw categoryNotFound();
  await lockEditableCourse(tx, courseId, viewer, categoryNotFound);
  return courseId;
}

/** PUT /question-categories/{id}: a new name. */
export async function renameCategory(p: Platform, viewer: Viewer, id: string, name: string): Promise<QuestionCategory> {
  return p.db
    .transaction(async (tx) => {
      const courseId = await lockEditableCategory(tx, id, viewer);
      if (!(await repo.renameCategory(tx, id, name))) throw categoryNotFound();
      return (await repo.categoriesOf(tx, courseId)).find((c) => c.id === id)!;
    })
    .catch(nameTaken);
}

/** DELETE /question-categories/{id}: its questions stay in the bank, in no category. */
export async function deleteCategory(p: Platform, viewer: Viewer, id: string): Promise<void> {
  await p.db.transaction(async (tx) => {
    await lockEditableCategory(tx, id, viewer);
    await repo.removeCategory(tx, id);
  });
}
