import {
  CSV_CASE_BOOLEAN,
  CSV_COLUMN_TWICE,
  CSV_COLUMN_UNKNOWN,
  CSV_CORRECT_BOOLEAN,
  CSV_CORRECT_CHOICES,
  CSV_FEEDBACK_TOO_MANY,
  CSV_HEADER_MISSING,
  CSV_MATCHES_MISMATCH,
  CSV_QUOTE_UNCLOSED,
  CSV_TOO_MANY_VALUES,
  CSV_TYPE_INVALID,
} from '@talentpath/contracts/question-import';
import { QUESTION_TYPES, type QuestionDefinition, type QuestionType } from '@talentpath/contracts/questions';
import { type CsvRecord, CsvQuoteUnclosed, readCsv, undefused, writeCsv } from '../../platform/csv.ts';
import {
  checkedRow,
  type ExportedQuestion,
  failedRow,
  idAt,
  type ParseResult,
  type ParsedRow,
  readDecimal,
  readNumericalAnswer,
  writeNumericalAnswer,
} from './question-formats.ts';

// Our CSV of questions (ADR 0035, columns in docs/api-quizzes.md): one question a row, every type, so that a
// bank goes out and comes back whole. Read and written by platform/csv (RFC 4180, CRLF, UTF-8 with a BOM; a cell a
// spreadsheet would take for a formula is written with a leading ' that reading takes off again); lists within a
// cell are separated by | (a | or \ within an item is written \| or \\).

export const CSV_COLUMNS = [
  'type',
  'category',
  'tags',
  'points',
  'prompt',
  'choices',
  'correct',
  'choice_feedback',
  'distractors',
  'case_sensitive',
  'general_feedback',
  'grader_info',
] as const;
type Column = (typeof CSV_COLUMNS)[number];
type Cells = (column: Column) => string;

// --- Cells and lists ---

const joinList = (items: readonly string[]) => items.map((i) => i.replace(/[\\|]/g, (c) => `\\${c}`)).join('|');

/** A | list; a blank cell is an empty list. */
function splitList(cell: string): string[] {
  if (cell.trim() === '') return [];
  const items: string[] = [];
  let item = '';
  for (let i = 0; i < cell.length; i++) {
    const c = cell[i]!;
    if (c === '\\' && (cell[i + 1] === '|' || cell[i + 1] === '\\')) item += cell[++i];
    else if (c === '|') {
      items.push(item);
      item = '';
    } else item += c;
  }
  return [...items, item];
}

// A Map: a cell reading "constructor" must not find Object.prototype's.
const BOOLEANS = new Map([
  ['true', true],
  ['yes', true],
  ['1', true],
  ['false', false],
  ['no', false],
  ['0', false],
]);
const readBoolean = (cell: string): boolean | undefined => BOOLEANS.get(cell.trim().toLowerCase());

/** Choice numbers (1 is the first) as the ids parsing gives the choices; null if one is not a number. */
function choiceIds(cell: string): string[] | null {
  const numbers = splitList(cell).map((n) => n.trim());
  if (!numbers.every((n) => /^\d{1,3}$/.test(n) && Number(n) >= 1)) return null;
  return numbers.map((n) => idAt(Number(n) - 1));
}

// --- Reading ---

/** Where line `line` (1 is the first) starts in `text`: after line - 1 line ends (CRLF, LF or CR). */
function lineStart(text: string, line: number): number {
  const lineEnd = /\r\n|\n|\r/g;
  for (let n = 1; n < line; n++) if (!lineEnd.exec(text)) return text.length;
  return line > 1 ? lineEnd.lastIndex : 0;
}

/** The file's records, and where a quote is left open (the records before it are still read). */
function records(text: string): { all: CsvRecord[]; unclosedAt?: number } {
  try {
    return { all: readCsv(text) };
  } catch (error) {
    if (!(error instanceof CsvQuoteUnclosed)) throw error;
    return { all: readCsv(text.slice(0, lineStart(text, error.line))), unclosedAt: error.line };
  }
}

/** The header's columns by position (null: a blank heading, its values ignored), or why it is not one. */
function header(values: string[]): (Column | null)[] | string {
  const names = values.map(
    (v) =>
      undefused(v)
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_') || null,
  );
  const unknown = names.find((n) => n !== null && !(CSV_COLUMNS as readonly string[]).includes(n));
  if (unknown) return `${CSV_COLUMN_UNKNOWN}: ${unknown}`;
  const named = names.filter((n) => n !== null);
  if (new Set(named).size !== named.length) return CSV_COLUMN_TWICE;
  if (!named.includes('type') || !named.includes('prompt')) return CSV_HEADER_MISSING;
  return names as (Column | null)[];
}

/** The definition's own fields by type, from the row's cells; a string says what is wrong. */
function fieldsOf(type: QuestionType, cell: Cells): Record<string, unknown> | string {
  const choices = splitList(cell('choices'));
  const options = () => {
    const feedback = splitList(cell('choice_feedback'));
    if (feedback.length > choices.length) return CSV_FEEDBACK_TOO_MANY;
    return choices.map((text, i) => ({ id: idAt(i), text, feedback: feedback[i] ?? '' }));
  };
  switch (type) {
    case 'single-choice':
    case 'multiple-choice': {
      const list = options();
      const right = choiceIds(cell('correct'));
      if (typeof list === 'string') return list;
      if (!right || (type === 'single-choice' && right.length !== 1)) return CSV_CORRECT_CHOICES;
      return type === 'single-choice'
        ? { options: list, correctOptionId: right[0] }
        : { options: list, correctOptionIds: right };
    }
    case 'true-false': {
      const correct = readBoolean(cell('correct'));
      return correct === undefined ? CSV_CORRECT_BOOLEAN : { correct };
    }
    case 'short-answer': {
      const caseSensitive = cell('case_sensitive').trim() === '' ? false : readBoolean(cell('case_sensitive'));
      if (caseSensitive === undefined) return CSV_CASE_BOOLEAN;
      return { acceptedAnswers: splitList(cell('correct')), caseSensitive };
    }
    case 'numerical': {
      const answers = splitList(cell('correct')).map((a) => readNumericalAnswer(a));
      return answers.find((a) => typeof a === 'string') ?? { answers };
    }
    case 'matching': {
      const matches = splitList(cell('correct'));
      if (matches.length !== choices.length) return CSV_MATCHES_MISMATCH;
      const pairs = choices.map((prompt, i) => ({ id: idAt(i), prompt, match: matches[i] }));
      return { pairs, distractors: splitList(cell('distractors')) };
    }
    case 'ordering':
      return { items: choices.map((text, i) => ({ id: idAt(i), text })) };
    case 'essay':
      return { graderInfo: cell('grader_info') };
  }
}

function readRow(line: number, columns: (Column | null)[], values: string[]): ParsedRow {
  if (values.slice(columns.length).some((v) => v.trim() !== '')) return failedRow(line, CSV_TOO_MANY_VALUES);
  const cell: Cells = (column) => undefused(values[columns.indexOf(column)] ?? '');
  const type = cell('type').trim().toLowerCase() as QuestionType;
  if (!QUESTION_TYPES.includes(type)) return failedRow(line, CSV_TYPE_INVALID);
  const fields = fieldsOf(type, cell);
  if (typeof fields === 'string') return failedRow(line, fields);
  const points = cell('points').trim();
  return checkedRow(
    line,
    {
      type,
      prompt: cell('prompt'),
      points: points === '' ? 1 : (readDecimal(points) ?? Number.NaN),
      generalFeedback: cell('general_feedback'),
      ...fields,
    },
    { category: cell('category').trim() || undefined, tags: splitList(cell('tags')) },
  );
}

/** Reads a CSV of questions: the header first (any order of the columns; type and prompt required). */
export function parseQuestionCsv(text: string): ParseResult {
  const { all, unclosedAt } = records(text);
  const [head, ...rows] = all;
  const unclosed = unclosedAt === undefined ? [] : [failedRow(unclosedAt, CSV_QUOTE_UNCLOSED)];
  if (!head) return { rows: unclosed };
  const columns = header(head.values);
  if (typeof columns === 'string') return { rows: [failedRow(head.line, columns)] };
  return { rows: [...rows.map((r) => readRow(r.line, columns, r.values)), ...unclosed] };
}

// --- Writing ---

function cellsOf(q: QuestionDefinition): Partial<Record<Column, string>> {
  switch (q.type) {
    case 'single-choice':
    case 'multiple-choice': {
      const right = q.type === 'single-choice' ? [q.correctOptionId] : q.correctOptionIds;
      return {
        choices: joinList(q.options.map((o) => o.text)),
        correct: joinList(right.map((id) => String(q.options.findIndex((o) => o.id === id) + 1))),
        choice_feedback: q.options.some((o) => o.feedback) ? joinList(q.options.map((o) => o.feedback)) : '',
      };
    }
    case 'true-false':
      return { correct: String(q.correct) };
    case 'short-answer':
      return { correct: joinList(q.acceptedAnswers), case_sensitive: String(q.caseSensitive) };
    case 'numerical':
      return { correct: joinList(q.answers.map(writeNumericalAnswer)) };
    case 'matching':
      return {
        choices: joinList(q.pairs.map((p) => p.prompt)),
        correct: joinList(q.pairs.map((p) => p.match)),
        distractors: joinList(q.distractors),
      };
    case 'ordering':
      return { choices: joinList(q.items.map((i) => i.text)) };
    case 'essay':
      return { grader_info: q.graderInfo };
  }
}

/** The bank as our CSV: BOM, header, one row a question, CRLF line ends. */
export function toCsv(questions: readonly ExportedQuestion[]): string {
  const rows = questions.map(({ question, category, tags }) => {
    const cells: Partial<Record<Column, string>> = {
      type: question.type,
      category: category ?? '',
      tags: joinList(tags),
      points: String(question.points),
      prompt: question.prompt,
      general_feedback: question.generalFeedback,
      ...cellsOf(question),
    };
    return CSV_COLUMNS.map((c) => cells[c] ?? '');
  });
  return writeCsv([CSV_COLUMNS, ...rows]);
}
