import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
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
import type { Db, Tx } from '../../platform/db.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError } from '../../platform/errors.ts';
import { paginate } from '../../platform/paging.ts';
import { matchesSearch } from '../../platform/search.ts';
import { questionCategories, questions } from '../../db/schema/quizzes.ts';
import { lockEditableCourse, ownedCourse } from '../courses/courses.public.ts';
import type { Viewer } from '../courses/courses.public.ts';

// A course's question bank (issue 12, ADR 0034): its owner's alone. Changes take the course's lock, so the limits
// hold under concurrent requests and a category cannot vanish under a question being filed in it.

type Conn = Db | Tx;
type QuestionRow = typeof questions.$inferSelect;

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

async function categoriesOf(db: Conn, courseId: string): Promise<QuestionCategory[]> {
  return db
    .select({ id: questionCategories.id, name: questionCategories.name, questionCount: count(questions.id) })
    .from(questionCategories)
    .leftJoin(questions, eq(questions.categoryId, questionCategories.id))
    .where(eq(questionCategories.courseId, courseId))
    .groupBy(questionCategories.id)
    .orderBy(sql`lower(${questionCategories.name})`);
}

const ORDER = {
  updatedAt: [questions.updatedAt],
  type: [questions.type, questions.updatedAt],
  points: [questions.points, questions.updatedAt],
} as const;

/** GET /courses/{id}/question-bank: a page of questions with the bank's categories (the owner only). */
export async function questionBank(p: Platform, viewer: Viewer, courseId: string, query: QuestionBankQuery) {
  await ownedCourse(p.db, courseId, viewer);
  const where = and(
    eq(questions.courseId, courseId),
    matchesSearch(query.searchTerm, questions.prompt),
    query.type ? eq(questions.type, query.type) : undefined,
    query.categoryId === 'none'
      ? isNull(questions.categoryId)
      : query.categoryId
        ? eq(questions.categoryId, query.categoryId)
        : undefined,
    query.tag
      ? sql`exists (select 1 from unnest(${questions.tags}) t where lower(t) = lower(${query.tag}))`
      : undefined,
  ) as SQL;
  const direction = query.sort.direction === 'asc' ? asc : desc;
  const page = await paginate(p.db, query, {
    count: async (tx) => (await tx.select({ n: count() }).from(questions).where(where))[0]!.n,
    items: (tx, { limit, offset }) =>
      tx
        .select()
        .from(questions)
        .where(where)
        .orderBy(...ORDER[query.sort.key].map((c) => direction(c)), asc(questions.id))
        .limit(limit)
        .offset(offset),
  });
  const [categories, [none]] = await Promise.all([
    categoriesOf(p.db, courseId),
    p.db
      .select({ n: count() })
      .from(questions)
      .where(and(eq(questions.courseId, courseId), isNull(questions.categoryId))),
  ]);
  return {
    ...page,
    items: page.items.map(toBankQuestion),
    categories,
    uncategorised: none!.n,
  } satisfies QuestionBankPage;
}

/** A category of the course for a question to be filed in (null: none); 400 if it is another course's or gone. */
async function checkCategory(tx: Tx, courseId: string, categoryId: string | null) {
  if (categoryId === null) return;
  const [found] = await tx
    .select({ id: questionCategories.id })
    .from(questionCategories)
    .where(and(eq(questionCategories.id, categoryId), eq(questionCategories.courseId, courseId)));
  if (!found) throw invalid('categoryId', QUESTION_CATEGORY_NOT_FOUND);
}

const columnsOf = (input: BankQuestionFields) => ({
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
  return p.db.transaction(async (tx) => {
    await lockEditableCourse(tx, courseId, viewer);
    const [{ n }] = (await tx.select({ n: count() }).from(questions).where(eq(questions.courseId, courseId))) as [
      { n: number },
    ];
    if (n >= QUESTIONS_PER_COURSE_MAX) throw invalid('courseId', QUESTIONS_TOO_MANY);
    const columns = columnsOf(input);
    await checkCategory(tx, courseId, columns.categoryId);
    const [row] = await tx
      .insert(questions)
      .values({ ...columns, courseId, createdBy: viewer.userId })
      .returning();
    return toBankQuestion(row!);
  });
}

/** The question and its course (the course locked), if the viewer owns the course; 404 / 403 otherwise. */
async function lockEditableQuestion(tx: Tx, id: string, viewer: Viewer) {
  const [found] = await tx.select({ courseId: questions.courseId }).from(questions).where(eq(questions.id, id));
  if (!found) throw questionNotFound();
  await lockEditableCourse(tx, found.courseId, viewer, questionNotFound);
  const [row] = await tx.select().from(questions).where(eq(questions.id, id));
  if (!row) throw questionNotFound();
  return row;
}

/** GET /questions/{id}: the course owner only. */
export async function readQuestion(p: Platform, viewer: Viewer, id: string): Promise<BankQuestion> {
  const [row] = await p.db.select().from(questions).where(eq(questions.id, id));
  if (!row) throw questionNotFound();
  await ownedCourse(p.db, row.courseId, viewer).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'NOT_FOUND' ? questionNotFound() : error;
  });
  return toBankQuestion(row);
}

/** PUT /questions/{id}: the whole question again; its version goes up by one. */
export async function updateQuestion(
  p: Platform,
  viewer: Viewer,
  id: string,
  input: BankQuestionFields,
): Promise<BankQuestion> {
  return p.db.transaction(async (tx) => {
    const current = await lockEditableQuestion(tx, id, viewer);
    const columns = columnsOf(input);
    await checkCategory(tx, current.courseId, columns.categoryId);
    const [row] = await tx
      .update(questions)
      .set({ ...columns, version: current.version + 1, updatedAt: new Date() })
      .where(eq(questions.id, id))
      .returning();
    return toBankQuestion(row!);
  });
}

/** DELETE /questions/{id}. */
export async function deleteQuestion(p: Platform, viewer: Viewer, id: string): Promise<void> {
  await p.db.transaction(async (tx) => {
    await lockEditableQuestion(tx, id, viewer);
    await tx.delete(questions).where(eq(questions.id, id));
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
      const [{ n }] = (await tx
        .select({ n: count() })
        .from(questionCategories)
        .where(eq(questionCategories.courseId, courseId))) as [{ n: number }];
      if (n >= QUESTION_CATEGORIES_MAX) throw invalid('name', QUESTION_CATEGORIES_TOO_MANY);
      const [row] = await tx.insert(questionCategories).values({ courseId, name }).returning();
      return { id: row!.id, name: row!.name, questionCount: 0 };
    })
    .catch(nameTaken);
}

async function lockEditableCategory(tx: Tx, id: string, viewer: Viewer) {
  const [found] = await tx
    .select({ courseId: questionCategories.courseId })
    .from(questionCategories)
    .where(eq(questionCategories.id, id));
  if (!found) throw categoryNotFound();
  await lockEditableCourse(tx, found.courseId, viewer, categoryNotFound);
  return found.courseId;
}

/** PUT /question-categories/{id}: a new name. */
export async function renameCategory(p: Platform, viewer: Viewer, id: string, name: string): Promise<QuestionCategory> {
  return p.db
    .transaction(async (tx) => {
      const courseId = await lockEditableCategory(tx, id, viewer);
      const updated = await tx
        .update(questionCategories)
        .set({ name })
        .where(eq(questionCategories.id, id))
        .returning({ id: questionCategories.id });
      if (!updated.length) throw categoryNotFound();
      return (await categoriesOf(tx, courseId)).find((c) => c.id === id)!;
    })
    .catch(nameTaken);
}

/** DELETE /question-categories/{id}: its questions stay in the bank, in no category. */
export async function deleteCategory(p: Platform, viewer: Viewer, id: string): Promise<void> {
  await p.db.transaction(async (tx) => {
    await lockEditableCategory(tx, id, viewer);
    await tx.delete(questionCategories).where(eq(questionCategories.id, id));
  });
}
