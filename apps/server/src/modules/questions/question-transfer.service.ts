import { randomUUID } from 'node:crypto';
import {
  QUESTION_CATEGORIES_MAX,
  QUESTION_CATEGORIES_TOO_MANY,
  QUESTION_CATEGORY_NOT_FOUND,
  QUESTIONS_PER_COURSE_MAX,
  QUESTIONS_TOO_MANY,
} from '@talentpath/contracts/question-bank';
import {
  IMPORT_BUSY,
  IMPORT_NO_QUESTIONS,
  IMPORT_TOO_MANY_QUESTIONS,
  NOTE_ID_NUMBER_LEFT_OUT,
  QUESTION_EXPORT_EXTENSIONS,
  type QuestionExportFormat,
  type QuestionImportFields,
  type QuestionImportReport,
  type QuestionImportRow,
} from '@talentpath/contracts/question-import';
import type { Platform } from '../../platform/context.ts';
import type { Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { atMost, oneAtATime } from '../../platform/turns.ts';
import { createWorkerPool } from '../../platform/worker-pool.ts';
import { lockEditableCourse, ownedCourse, type Viewer } from '../courses/courses.public.ts';
import { toCsv } from './csv-export.ts';
import { toGift } from './gift-export.ts';
import { toMoodleXml } from './moodle-xml-export.ts';
import type { ParseTask } from './question-parse.worker.ts';
import type { ParseResult, ParsedRow } from './question-formats.ts';
import * as repo from './questions.repository.ts';

// A question bank in and out as a file (issue 12, ADR 0035, 0052). An import is read before the course is locked — in a
// worker thread, a bounded number at once (ADR 0047) — then stored in one transaction under the course's lock: the
// bank's limits hold against concurrent imports and edits, the categories the file names are found or made once,
// and a row that fails is reported and stores nothing.

/** What imports share in a process (ADR 0047): the threads that read files, and the turn in which each stores. */
export type QuestionImports = ReturnType<typeof questionImports>;

/**
 * At most as many imports as there are reading threads, plus `queueLimit` waiting (to be read, or for their turn to
 * store); one more is refused at once with 503 SERVER_BUSY and Retry-After.
 */
export function questionImports(p: Platform, options: { queueLimit: number; threads?: number | undefined }) {
  const reader = createWorkerPool<ParseTask, ParseResult>({
    source: new URL('./question-parse.worker.ts', import.meta.url),
    threads: options.threads,
    log: p.log,
  });
  const busy = () => new AppError('SERVER_BUSY', { message: IMPORT_BUSY, headers: { 'retry-after': '2' } });
  return {
    admit: atMost(reader.threads + options.queueLimit, busy),
    /** A file's rows, read in a worker thread. */
    read: reader.run,
    /** One import's transaction at a time, others' requests let in between (PGlite runs on this thread). */
    inTurn: oneAtATime(),
    close: reader.close,
  };
}

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION', { message, details: [{ path, message }] });

type Plan = {
  report: QuestionImportRow[];
  categories: repo.CategoryInsert[];
  questions: repo.QuestionInsert[];
};

/** What becomes of each row, within the bank's room for questions and categories. */
async function plan(
  tx: Tx,
  courseId: string,
  viewer: Viewer,
  rows: ParsedRow[],
  defaultCategory: string | null,
): Promise<Plan> {
  const existing = await repo.categoryKeys(tx, courseId);
  if (defaultCategory && !existing.some((c) => c.id === defaultCategory.toLowerCase()))
    throw invalid('categoryId', QUESTION_CATEGORY_NOT_FOUND);
  const n = await repo.questionCount(tx, courseId);
  const named = [...new Set(rows.flatMap((r) => (r.ok && r.category !== undefined ? [r.category] : [])))];
  const keyOf = await repo.lowered(tx, named);
  const byKey = new Map(existing.map((c) => [c.key, c.id]));
  // An id number names one question of the bank: one already taken (or taken by an earlier row) is left out.
  const idNumbers = await repo.idNumbersOf(tx, courseId);
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
    let { question } = row;
    const notes = row.note ? [row.note] : [];
    if (question.idNumber !== '') {
      if (idNumbers.has(question.idNumber)) {
        question = { ...question, idNumber: '' };
        notes.push(NOTE_ID_NUMBER_LEFT_OUT);
      } else {
        idNumbers.add(question.idNumber);
      }
    }
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
    out.report.push({
      line: row.line,
      status: 'imported',
      ...(notes.length ? { message: notes.join('; ') } : {}),
      questionId: id,
    });
  }
  return out;
}

/** POST /courses/{id}/question-bank/import: the course owner's; a dry run stores nothing. */
export async function importQuestions(
  p: Platform,
  imports: QuestionImports,
  viewer: Viewer,
  courseId: string,
  input: QuestionImportFields,
): Promise<QuestionImportReport> {
  // Who may import is known before the file is read; reading takes no lock.
  await ownedCourse(p.db, courseId, viewer);
  return imports.admit(async () => {
    const { rows } = await imports.read({ format: input.format, text: input.text });
    if (!rows.length) throw invalid('text', IMPORT_NO_QUESTIONS);
    if (rows.length > QUESTIONS_PER_COURSE_MAX) throw invalid('text', IMPORT_TOO_MANY_QUESTIONS);
    return imports.inTurn(() => store(p, viewer, courseId, input, rows));
  });
}

/** The import's one transaction, under the course's lock: what becomes of each row, stored unless a dry run. */
async function store(p: Platform, viewer: Viewer, courseId: string, input: QuestionImportFields, rows: ParsedRow[]) {
  return p.db.transaction(async (tx): Promise<QuestionImportReport> => {
    await lockEditableCourse(tx, courseId, viewer);
    const planned = await plan(tx, courseId, viewer, rows, input.categoryId);
    if (!input.dryRun) await repo.insertMany(tx, planned.categories, planned.questions);
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

/** How each format is written and sent. */
const WRITERS = {
  gift: { write: toGift, contentType: 'text/plain; charset=utf-8' },
  'moodle-xml': { write: toMoodleXml, contentType: 'application/xml; charset=utf-8' },
  csv: { write: toCsv, contentType: 'text/csv; charset=utf-8' },
} as const;

/** GET /courses/{id}/question-bank/export: every question of the bank, oldest first, as a file. */
export async function exportQuestions(p: Platform, viewer: Viewer, courseId: string, format: QuestionExportFormat) {
  await ownedCourse(p.db, courseId, viewer);
  const rows = await repo.exportRows(p.db, courseId);
  const day = new Date().toISOString().slice(0, 10);
  const { write, contentType } = WRITERS[format];
  return { fileName: `questions-${day}.${QUESTION_EXPORT_EXTENSIONS[format]}`, contentType, text: write(rows) };
}
