import { randomUUID } from 'node:crypto';
import { asc, count, eq, sql } from 'drizzle-orm';
import {
  QUESTION_CATEGORIES_MAX,
  QUESTION_CATEGORIES_TOO_MANY,
  QUESTION_CATEGORY_NOT_FOUND,
  QUESTIONS_PER_COURSE_MAX,
  QUESTIONS_TOO_MANY,
} from '@talentpath/contracts/question-bank';
import {
  IMPORT_NO_QUESTIONS,
  IMPORT_TOO_MANY_QUESTIONS,
  type QuestionExportFormat,
  type QuestionImportFields,
  type QuestionImportFormat,
  type QuestionImportReport,
  type QuestionImportRow,
} from '@talentpath/contracts/question-import';
import type { Platform } from '../../platform/context.ts';
import type { Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { questionCategories, questions } from '../../db/schema/quizzes.ts';
import { lockEditableCourse, ownedCourse } from '../courses/courses.public.ts';
import type { Viewer } from '../courses/courses.public.ts';
import { parseAiken } from './aiken-format.ts';
import { parseQuestionCsv, toCsv } from './csv-format.ts';
import { toGift } from './gift-export.ts';
import { parseGift } from './gift-format.ts';
import type { ParseResult, ParsedRow } from './question-formats.ts';

// A question bank in and out as a file (issue 12, ADR 0035). An import is read before the course is locked, then
// stored in one transaction under the course's lock: the bank's limits hold against concurrent imports and edits,
// the categories the file names are found or made once, and a row that fails is reported and stores nothing.

const PARSERS: Record<QuestionImportFormat, (text: string) => ParseResult> = {
  gift: parseGift,
  aiken: parseAiken,
  csv: parseQuestionCsv,
};
const INSERT_CHUNK = 500;

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION', { message, details: [{ path, message }] });

type Plan = {
  report: QuestionImportRow[];
  categories: (typeof questionCategories.$inferInsert)[];
  questions: (typeof questions.$inferInsert)[];
};

/** Names in letter case as PostgreSQL lowers them: the unique index on lower(name) decides what is one name. */
async function lowered(tx: Tx, names: string[]): Promise<Map<string, string>> {
  if (!names.length) return new Map();
  const list = sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  );
  const result = await tx.execute(sql`select n as name, lower(n) as key from unnest(array[${list}]::text[]) n`);
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as { name: string; key: string }[];
  return new Map(rows.map((r) => [r.name, r.key]));
}

/** What becomes of each row, within the bank's room for questions and categories. */
async function plan(
  tx: Tx,
  courseId: string,
  viewer: Viewer,
  rows: ParsedRow[],
  defaultCategory: string | null,
): Promise<Plan> {
  const existing = await tx
    .select({ id: questionCategories.id, key: sql<string>`lower(${questionCategories.name})` })
    .from(questionCategories)
    .where(eq(questionCategories.courseId, courseId));
  if (defaultCategory && !existing.some((c) => c.id === defaultCategory.toLowerCase()))
    throw invalid('categoryId', QUESTION_CATEGORY_NOT_FOUND);
  const [{ n }] = (await tx.select({ n: count() }).from(questions).where(eq(questions.courseId, courseId))) as [
    { n: number },
  ];
  const named = [...new Set(rows.flatMap((r) => (r.ok && r.category !== undefined ? [r.category] : [])))];
  const keyOf = await lowered(tx, named);
  const byKey = new Map(existing.map((c) => [c.key, c.id]));
  let [questionRoom, categoryRoom] = [QUESTIONS_PER_COURSE_MAX - n, QUESTION_CATEGORIES_MAX - existing.length];
  const out: Plan = { report: [], categories: [], questions: [] };
  const fail = (line: number, message: string) => out.report.push({ line, status: 'failed', message });

  for (const row of rows) {
    if (!row.ok) {
      out.report.push({ line: row.line, status: row.skipped ? 'skipped' : 'failed', message: row.message });
      continue;
    }
    if (questionRoom <= 0) {
      fail(row.line, QUESTIONS_TOO_MANY);
      continue;
    }
    let categoryId = defaultCategory?.toLowerCase() ?? null;
    if (row.category !== undefined) {
      const key = keyOf.get(row.category)!;
      categoryId = byKey.get(key) ?? null;
      if (!categoryId) {
        if (categoryRoom <= 0) {
          fail(row.line, QUESTION_CATEGORIES_TOO_MANY);
          continue;
        }
        categoryId = randomUUID();
        byKey.set(key, categoryId);
        categoryRoom--;
        out.categories.push({ id: categoryId, courseId, name: row.category });
      }
    }
    questionRoom--;
    const id = randomUUID();
    const { question } = row;
    out.questions.push({
      id,
      courseId,
      categoryId,
      type: question.type,
      prompt: question.prompt,
      points: question.points,
      definition: question,
      tags: row.tags,
      createdBy: viewer.userId,
    });
    out.report.push({ line: row.line, status: 'imported', ...(row.note ? { message: row.note } : {}), questionId: id });
  }
  return out;
}

async function store(tx: Tx, plan: Plan) {
  if (plan.categories.length) await tx.insert(questionCategories).values(plan.categories);
  // A microsecond apart, in the file's order: the bank lists and exports them as the file had them.
  const rows = plan.questions.map((q, i) => {
    const at = sql`clock_timestamp() + ${i}::int * interval '1 microsecond'`;
    return { ...q, createdAt: at, updatedAt: at };
  });
  for (let i = 0; i < rows.length; i += INSERT_CHUNK)
    await tx.insert(questions).values(rows.slice(i, i + INSERT_CHUNK));
}

/** POST /courses/{id}/question-bank/import: the course owner's; a dry run stores nothing. */
export async function importQuestions(
  p: Platform,
  viewer: Viewer,
  courseId: string,
  input: QuestionImportFields,
): Promise<QuestionImportReport> {
  // Who may import is known before the file is read; reading takes no lock.
  await ownedCourse(p.db, courseId, viewer);
  const { rows } = PARSERS[input.format](input.text);
  if (!rows.length) throw invalid('text', IMPORT_NO_QUESTIONS);
  if (rows.length > QUESTIONS_PER_COURSE_MAX) throw invalid('text', IMPORT_TOO_MANY_QUESTIONS);
  return p.db.transaction(async (tx) => {
    await lockEditableCourse(tx, courseId, viewer);
    const planned = await plan(tx, courseId, viewer, rows, input.categoryId);
    if (!input.dryRun) await store(tx, planned);
    const report = input.dryRun ? planned.report.map(({ questionId: _, ...row }) => row) : planned.report;
    const counted = (status: QuestionImportRow['status']) => report.filter((r) => r.status === status).length;
    return {
      dryRun: input.dryRun,
      imported: counted('imported'),
      failed: counted('failed'),
      skipped: counted('skipped'),
      categoriesCreated: planned.categories.map((c) => c.name),
      rows: report,
    };
  });
}

/** GET /courses/{id}/question-bank/export: every question of the bank, oldest first, as a file. */
export async function exportQuestions(p: Platform, viewer: Viewer, courseId: string, format: QuestionExportFormat) {
  await ownedCourse(p.db, courseId, viewer);
  const rows = await p.db
    .select({ question: questions.definition, tags: questions.tags, category: questionCategories.name })
    .from(questions)
    .leftJoin(questionCategories, eq(questionCategories.id, questions.categoryId))
    .where(eq(questions.courseId, courseId))
    .orderBy(asc(questions.createdAt), asc(questions.id));
  const day = new Date().toISOString().slice(0, 10);
  return format === 'csv'
    ? { fileName: `questions-${day}.csv`, contentType: 'text/csv; charset=utf-8', text: toCsv(rows) }
    : { fileName: `questions-${day}.gift`, contentType: 'text/plain; charset=utf-8', text: toGift(rows) };
}
