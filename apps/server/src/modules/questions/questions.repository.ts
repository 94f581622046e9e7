import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { QuestionBankQuery, QuestionCategory } from '@talentpath/contracts/question-bank';
import type { Db, Tx } from '../../platform/db.ts';
import { matchesSearch } from '../../platform/search.ts';
import { questionCategories, questions } from '../../db/schema/quizzes.ts';

// Queries of a course's question bank (ADR 0034, 0035): only reads and writes, no rules.

type Conn = Db | Tx;
export type QuestionRow = typeof questions.$inferSelect;
export type QuestionInsert = typeof questions.$inferInsert;
export type CategoryInsert = typeof questionCategories.$inferInsert;
/** A question's own columns, as the bank's form gives them. */
export type QuestionColumns = Pick<QuestionInsert, 'categoryId' | 'type' | 'prompt' | 'points' | 'definition' | 'tags'>;

const INSERT_CHUNK = 500;

// --- Questions ---

/** The bank's filters: search in the prompt, type, category (or 'none') and tag (any letter case). */
export function bankWhere(courseId: string, query: QuestionBankQuery): SQL {
  return and(
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
}

const ORDER = {
  updatedAt: [questions.updatedAt],
  type: [questions.type, questions.updatedAt],
  points: [questions.points, questions.updatedAt],
} as const;

export async function countWhere(db: Conn, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(questions).where(where);
  return row!.n;
}

export function pageWhere(
  db: Conn,
  where: SQL,
  sort: QuestionBankQuery['sort'],
  window: { limit: number; offset: number },
): Promise<QuestionRow[]> {
  const direction = sort.direction === 'asc' ? asc : desc;
  return db
    .select()
    .from(questions)
    .where(where)
    .orderBy(...ORDER[sort.key].map((c) => direction(c)), asc(questions.id))
    .limit(window.limit)
    .offset(window.offset);
}

/** How many questions the course's bank holds. */
export const questionCount = (db: Conn, courseId: string) => countWhere(db, eq(questions.courseId, courseId));

/** How many of the course's questions are in no category. */
export const uncategorisedCount = (db: Conn, courseId: string) =>
  countWhere(db, and(eq(questions.courseId, courseId), isNull(questions.categoryId)) as SQL);

export async function findQuestion(db: Conn, id: string): Promise<QuestionRow | undefined> {
  const [row] = await db.select().from(questions).where(eq(questions.id, id));
  return row;
}

export async function insertQuestion(tx: Tx, values: QuestionInsert): Promise<QuestionRow> {
  const [row] = await tx.insert(questions).values(values).returning();
  return row!;
}

export async function updateQuestion(tx: Tx, id: string, values: QuestionColumns & { version: number }) {
  const [row] = await tx
    .update(questions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(questions.id, id))
    .returning();
  return row!;
}

export async function removeQuestion(tx: Tx, id: string) {
  await tx.delete(questions).where(eq(questions.id, id));
}

/**
 * New questions and categories in one go (an import), the categories first. The questions are made a microsecond
 * apart, in the order given: the bank lists and exports them as the file had them.
 */
export async function insertMany(tx: Tx, categories: CategoryInsert[], rows: QuestionInsert[]) {
  if (categories.length) await tx.insert(questionCategories).values(categories);
  const timed = rows.map((q, i) => {
    const at = sql`clock_timestamp() + ${i}::int * interval '1 microsecond'`;
    return { ...q, createdAt: at, updatedAt: at };
  });
  for (let i = 0; i < timed.length; i += INSERT_CHUNK)
    await tx.insert(questions).values(timed.slice(i, i + INSERT_CHUNK));
}

/** Every question of the bank with its category's name, oldest first (an export). */
export function exportRows(db: Conn, courseId: string) {
  return db
    .select({ question: questions.definition, tags: questions.tags, category: questionCategories.name })
    .from(questions)
    .leftJoin(questionCategories, eq(questionCategories.id, questions.categoryId))
    .where(eq(questions.courseId, courseId))
    .orderBy(asc(questions.createdAt), asc(questions.id));
}

// --- Categories ---

/** The bank's categories by name, each with how many questions it holds. */
export function categoriesOf(db: Conn, courseId: string): Promise<QuestionCategory[]> {
  return db
    .select({ id: questionCategories.id, name: questionCategories.name, questionCount: count(questions.id) })
    .from(questionCategories)
    .leftJoin(questions, eq(questions.categoryId, questionCategories.id))
    .where(eq(questionCategories.courseId, courseId))
    .groupBy(questionCategories.id)
    .orderBy(sql`lower(${questionCategories.name})`);
}

/** The course a category belongs to, or undefined. */
export async function courseIdOfCategory(db: Conn, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ courseId: questionCategories.courseId })
    .from(questionCategories)
    .where(eq(questionCategories.id, id));
  return row?.courseId;
}

/** Is it a category of this course? */
export async function isCategoryOf(db: Conn, courseId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: questionCategories.id })
    .from(questionCategories)
    .where(and(eq(questionCategories.id, id), eq(questionCategories.courseId, courseId)));
  return row !== undefined;
}

/** The id numbers the course's bank holds (the key of its unique index with the course). */
export async function idNumbersOf(db: Conn, courseId: string): Promise<Set<string>> {
  const idNumber = sql<string>`${questions.definition}->>'idNumber'`;
  const rows = await db
    .select({ idNumber })
    .from(questions)
    .where(and(eq(questions.courseId, courseId), sql`${idNumber} <> ''`));
  return new Set(rows.map((r) => r.idNumber));
}

/** The course's categories, each with its name as PostgreSQL lowers it (the key of the unique index). */
export function categoryKeys(db: Conn, courseId: string) {
  return db
    .select({ id: questionCategories.id, key: sql<string>`lower(${questionCategories.name})` })
    .from(questionCategories)
    .where(eq(questionCategories.courseId, courseId));
}

/** Names in letter case as PostgreSQL lowers them: the unique index on lower(name) decides what is one name. */
export async function lowered(db: Conn, names: string[]): Promise<Map<string, string>> {
  if (!names.length) return new Map();
  const list = sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  );
  const result = await db.execute(sql`select n as name, lower(n) as key from unnest(array[${list}]::text[]) n`);
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as { name: string; key: string }[];
  return new Map(rows.map((r) => [r.name, r.key]));
}

export async function categoryCount(db: Conn, courseId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(questionCategories)
    .where(eq(questionCategories.courseId, courseId));
  return row!.n;
}

export async function insertCategory(tx: Tx, courseId: string, name: string) {
  const [row] = await tx.insert(questionCategories).values({ courseId, name }).returning();
  return row!;
}

/** Renames the category; false when it is gone. */
export async function renameCategory(tx: Tx, id: string, name: string): Promise<boolean> {
  const updated = await tx
    .update(questionCategories)
    .set({ name })
    .where(eq(questionCategories.id, id))
    .returning({ id: questionCategories.id });
  return updated.length > 0;
}

export async function removeCategory(tx: Tx, id: string) {
  await tx.delete(questionCategories).where(eq(questionCategories.id, id));
}
