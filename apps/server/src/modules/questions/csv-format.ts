import {
  CSV_ANSWER_FEEDBACK_TOO_MANY,
  CSV_ANSWER_FORMATS_TOO_MANY,
  CSV_ANSWER_WEIGHTS_TOO_MANY,
  CSV_CASE_BOOLEAN,
  CSV_COLUMN_TWICE,
  CSV_COLUMN_UNKNOWN,
  CSV_CORRECT_BOOLEAN,
  CSV_CORRECT_CHOICES,
  CSV_FEEDBACK_TOO_MANY,
  CSV_GROUPS_MISMATCH,
  CSV_HEADER_MISSING,
  CSV_MATCHES_MISMATCH,
  CSV_ORDERING_GRADING_INVALID,
  CSV_QUOTE_UNCLOSED,
  CSV_SHUFFLE_BOOLEAN,
  CSV_TOLERANCES_TOO_MANY,
  CSV_TOO_MANY_VALUES,
  CSV_TYPE_INVALID,
  CSV_UNIT_GRADING_INVALID,
  CSV_UNIT_INVALID,
  CSV_UNLIMITED_MISMATCH,
  CSV_WEIGHTS_TOO_MANY,
  CSV_WILDCARD_INVALID,
  NOTE_FEEDBACK_LEFT_OUT,
} from '@talentpath/contracts/question-import';
import {
  ORDERING_GRADINGS,
  type OrderingGrading,
  QUESTION_TYPES,
  type QuestionType,
} from '@talentpath/contracts/questions';
import { type CsvRecord, CsvQuoteUnclosed, readCsv, undefused } from '../../platform/csv.ts';
import {
  checkedRow,
  failedRow,
  idAt,
  type ParseResult,
  type ParsedRow,
  readDecimal,
  readNumericalAnswer,
} from './question-formats.ts';

// Our CSV of questions (ADR 0035, columns in docs/api-quizzes.md): one question a row, every type, so that a
// bank goes out and comes back whole. Read and written by platform/csv (RFC 4180, CRLF, UTF-8 with a BOM; a cell a
// spreadsheet would take for a formula is written with a leading ' that reading takes off again); lists within a
// cell are separated by | (a | or \ within an item is written \| or \\). Moodle's depth (issue 23) came as columns
// a file may leave out: a file with the columns before it reads as it did.

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
  'id_number',
  'weights',
  'units',
  'unit_grading',
  'unit_penalty',
  'ordering_grading',
  'choice_groups',
  'unlimited',
  'shuffle_choices',
  // Calculated questions (issue 23): their formulas go in correct, with weights and choice_feedback as numbers do.
  'tolerances',
  'answer_formats',
  'wildcards',
  'value_sets',
  // Moodle's interactive behaviour and combined feedback, every type's (after the others, which keep their places).
  'penalty',
  'hints',
  'correct_feedback',
  'partial_feedback',
  'incorrect_feedback',
] as const;
export type Column = (typeof CSV_COLUMNS)[number];
type Cells = (column: Column) => string;

// --- Cells and lists ---

/** A | list, a | or \\ within an item escaped. */
export const joinList = (items: readonly string[]) => items.map((i) => i.replace(/[\\|]/g, (c) => `\\${c}`)).join('|');

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

/** A percent, 50 or 50%; NaN when it is not a number, so that the contract says what a weight must be. */
const readPercent = (text: string) => readDecimal(text.trim().replace(/%$/, '')) ?? Number.NaN;

/** A | list of percents, a blank item undefined (no weight of its own). */
const percents = (cell: string) => splitList(cell).map((p) => (p.trim() === '' ? undefined : readPercent(p)));

/** A blank cell undefined (the contract's default), else one of `allowed` in any letter case, else null. */
function oneOf<T extends string>(cell: string, allowed: readonly T[]): T | undefined | null {
  const value = cell.trim().toLowerCase();
  if (value === '') return undefined;
  return allowed.includes(value as T) ? (value as T) : null;
}

/** Units as `m=1|cm=100`: each name, then = and its multiplier (split at the last =, a name may hold one). */
function readUnits(cell: string): { unit: string; multiplier: number }[] | string {
  const units = [];
  for (const item of splitList(cell)) {
    const at = item.lastIndexOf('=');
    const multiplier = at < 0 ? null : readDecimal(item.slice(at + 1));
    if (multiplier === null) return CSV_UNIT_INVALID;
    units.push({ unit: item.slice(0, at), multiplier });
  }
  return units;
}

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

type Fields = Record<string, unknown>;

function choiceFields(type: 'single-choice' | 'multiple-choice', cell: Cells): Fields | string {
  const choices = splitList(cell('choices'));
  const feedback = splitList(cell('choice_feedback'));
  const weights = percents(cell('weights'));
  if (feedback.length > choices.length) return CSV_FEEDBACK_TOO_MANY;
  if (weights.length > choices.length) return CSV_WEIGHTS_TOO_MANY;
  const right = choiceIds(cell('correct'));
  if (!right || (type === 'single-choice' && right.length !== 1)) return CSV_CORRECT_CHOICES;
  const options = choices.map((text, i) => {
    const option = { id: idAt(i), text, feedback: feedback[i] ?? '' };
    return weights[i] === undefined ? option : { ...option, weight: weights[i] };
  });
  return type === 'single-choice' ? { options, correctOptionId: right[0] } : { options, correctOptionIds: right };
}

/** Answers in `correct`, each worth its item in `weights` (blank: 100, accepted) with its `choice_feedback`. */
function shortAnswerFields(cell: Cells, notes: string[]): Fields | string {
  const caseSensitive = cell('case_sensitive').trim() === '' ? false : readBoolean(cell('case_sensitive'));
  if (caseSensitive === undefined) return CSV_CASE_BOOLEAN;
  const answers = splitList(cell('correct'));
  const weights = percents(cell('weights'));
  const feedback = splitList(cell('choice_feedback'));
  if (weights.length > answers.length) return CSV_ANSWER_WEIGHTS_TOO_MANY;
  if (feedback.length > answers.length) return CSV_ANSWER_FEEDBACK_TOO_MANY;
  const full = (i: number) => (weights[i] ?? 100) === 100;
  // An accepted answer has no feedback of its own in the bank.
  if (answers.some((_, i) => full(i) && feedback[i]?.trim())) notes.push(NOTE_FEEDBACK_LEFT_OUT);
  return {
    acceptedAnswers: answers.filter((_, i) => full(i)),
    partialAnswers: answers.flatMap((text, i) =>
      full(i) ? [] : [{ text, weight: weights[i], feedback: feedback[i] ?? '' }],
    ),
    caseSensitive,
  };
}

/** The units of a numerical or calculated question: `units`, `unit_grading`, `unit_penalty`. */
function unitFields(cell: Cells): Fields | string {
  const units = readUnits(cell('units'));
  if (typeof units === 'string') return units;
  const unitGrading = oneOf(cell('unit_grading'), ['optional', 'graded']);
  if (unitGrading === null) return CSV_UNIT_GRADING_INVALID;
  const penalty = cell('unit_penalty');
  return { units, unitGrading, unitPenalty: penalty.trim() === '' ? undefined : readPercent(penalty) };
}

function numericalFields(cell: Cells): Fields | string {
  const numbers = splitList(cell('correct'));
  const weights = percents(cell('weights'));
  const feedback = splitList(cell('choice_feedback'));
  if (weights.length > numbers.length) return CSV_ANSWER_WEIGHTS_TOO_MANY;
  if (feedback.length > numbers.length) return CSV_ANSWER_FEEDBACK_TOO_MANY;
  const answers = [];
  for (const [i, text] of numbers.entries()) {
    const answer = readNumericalAnswer(text);
    if (typeof answer === 'string') return answer;
    answers.push({ ...answer, weight: weights[i], feedback: feedback[i] ?? '' });
  }
  const units = unitFields(cell);
  return typeof units === 'string' ? units : { answers, ...units };
}

/** A number written in a cell; blank is the contract's default, and anything else NaN for the contract to refuse. */
const numberOrDefault = (text: string) => (text.trim() === '' ? undefined : (readDecimal(text) ?? Number.NaN));

/**
 * An item of `tolerances` (`0.01 relative`) or `answer_formats` (`2 decimals`): a number, then a word; either may be
 * left out for its default. A word the contract does not know is passed on for it to refuse in its own words.
 */
function numberAndWord(item: string): [number | undefined, string | undefined] {
  const [first = '', ...rest] = item.trim().split(/\s+/);
  const startsWithWord = /^[a-z]/i.test(first);
  const word = (startsWithWord ? [first, ...rest] : rest).join(' ').toLowerCase();
  return [startsWithWord ? undefined : numberOrDefault(first), word || undefined];
}

/** Wildcards as `name:min:max:decimals`, `:loguniform` (or `:uniform`) after them where given. */
function readWildcards(cell: string): Fields[] | string {
  const wildcards = [];
  for (const item of splitList(cell)) {
    const [name = '', min = '', max = '', decimals = '', distribution = '', ...more] = item.split(':');
    if (more.length > 0 || min.trim() === '' || max.trim() === '') return CSV_WILDCARD_INVALID;
    wildcards.push({
      name,
      min: numberOrDefault(min),
      max: numberOrDefault(max),
      decimals: numberOrDefault(decimals),
      distribution: distribution.trim().toLowerCase() || undefined,
    });
  }
  return wildcards;
}

/**
 * A calculated question: formulas in `correct`, each worth its item in `weights` (blank: 100) with its
 * `choice_feedback`, its item in `tolerances` and in `answer_formats`; `wildcards`; `value_sets` (sets apart by |,
 * a set's values by spaces, in the wildcards' order); the units as a numerical question's.
 */
function calculatedFields(cell: Cells): Fields | string {
  const formulas = splitList(cell('correct'));
  const weights = percents(cell('weights'));
  const feedback = splitList(cell('choice_feedback'));
  const tolerances = splitList(cell('tolerances')).map(numberAndWord);
  const formats = splitList(cell('answer_formats')).map(numberAndWord);
  if (weights.length > formulas.length) return CSV_ANSWER_WEIGHTS_TOO_MANY;
  if (feedback.length > formulas.length) return CSV_ANSWER_FEEDBACK_TOO_MANY;
  if (tolerances.length > formulas.length) return CSV_TOLERANCES_TOO_MANY;
  if (formats.length > formulas.length) return CSV_ANSWER_FORMATS_TOO_MANY;
  const answers = formulas.map((formula, i) => ({
    formula,
    weight: weights[i],
    tolerance: tolerances[i]?.[0],
    toleranceType: tolerances[i]?.[1],
    answerLength: formats[i]?.[0],
    answerFormat: formats[i]?.[1],
    feedback: feedback[i] ?? '',
  }));
  const wildcards = readWildcards(cell('wildcards'));
  if (typeof wildcards === 'string') return wildcards;
  const valueSets = splitList(cell('value_sets')).map((set) =>
    set.trim() === ''
      ? []
      : set
          .trim()
          .split(/\s+/)
          .map((v) => readDecimal(v) ?? Number.NaN),
  );
  const units = unitFields(cell);
  return typeof units === 'string' ? units : { answers, wildcards, valueSets, ...units };
}

/**
 * A gap question: the text marks gaps [[n]]; choices, their groups (a blank cell: all in group 1) and, for drag and
 * drop, whether each may fill several gaps.
 */
function gapFields(type: 'select-missing-words' | 'drag-drop-text', cell: Cells): Fields | string {
  const texts = splitList(cell('choices'));
  const groups = splitList(cell('choice_groups'));
  const unlimited = splitList(cell('unlimited')).map(readBoolean);
  if (groups.length > 0 && groups.length !== texts.length) return CSV_GROUPS_MISMATCH;
  if (type === 'drag-drop-text' && unlimited.length > 0 && unlimited.length !== texts.length)
    return CSV_UNLIMITED_MISMATCH;
  if (unlimited.includes(undefined)) return CSV_UNLIMITED_MISMATCH;
  const shuffle = cell('shuffle_choices').trim() === '' ? true : readBoolean(cell('shuffle_choices'));
  if (shuffle === undefined) return CSV_SHUFFLE_BOOLEAN;
  const choices = texts.map((text, i) => ({
    id: idAt(i),
    text,
    // NaN when not a number, so that the contract says what a group must be.
    group: groups.length > 0 ? (readDecimal(groups[i]!) ?? Number.NaN) : 1,
    ...(type === 'drag-drop-text' ? { unlimited: unlimited[i] ?? false } : {}),
  }));
  return { choices, shuffleChoices: shuffle };
}

/** The definition's own fields by type, from the row's cells; a string says what is wrong. */
function fieldsOf(type: QuestionType, cell: Cells, notes: string[]): Fields | string {
  const choices = splitList(cell('choices'));
  switch (type) {
    case 'single-choice':
    case 'multiple-choice':
      return choiceFields(type, cell);
    case 'true-false': {
      const correct = readBoolean(cell('correct'));
      return correct === undefined ? CSV_CORRECT_BOOLEAN : { correct };
    }
    case 'short-answer':
      return shortAnswerFields(cell, notes);
    case 'numerical':
      return numericalFields(cell);
    case 'matching': {
      const matches = splitList(cell('correct'));
      if (matches.length !== choices.length) return CSV_MATCHES_MISMATCH;
      const pairs = choices.map((prompt, i) => ({ id: idAt(i), prompt, match: matches[i] }));
      return { pairs, distractors: splitList(cell('distractors')) };
    }
    case 'ordering': {
      const grading = oneOf<OrderingGrading>(cell('ordering_grading'), ORDERING_GRADINGS);
      if (grading === null) return CSV_ORDERING_GRADING_INVALID;
      return { items: choices.map((text, i) => ({ id: idAt(i), text })), grading };
    }
    case 'essay':
      return { graderInfo: cell('grader_info') };
    case 'select-missing-words':
    case 'drag-drop-text':
      return gapFields(type, cell);
    case 'cloze':
      // The embedded answers are in the prompt.
      return {};
    case 'calculated':
      return calculatedFields(cell);
  }
}

function readRow(line: number, columns: (Column | null)[], values: string[]): ParsedRow {
  if (values.slice(columns.length).some((v) => v.trim() !== '')) return failedRow(line, CSV_TOO_MANY_VALUES);
  const cell: Cells = (column) => undefused(values[columns.indexOf(column)] ?? '');
  const type = cell('type').trim().toLowerCase() as QuestionType;
  if (!QUESTION_TYPES.includes(type)) return failedRow(line, CSV_TYPE_INVALID);
  const notes: string[] = [];
  const fields = fieldsOf(type, cell, notes);
  if (typeof fields === 'string') return failedRow(line, fields);
  const points = cell('points').trim();
  const penalty = cell('penalty');
  return checkedRow(
    line,
    {
      type,
      prompt: cell('prompt'),
      points: points === '' ? 1 : (readDecimal(points) ?? Number.NaN),
      generalFeedback: cell('general_feedback'),
      idNumber: cell('id_number'),
      correctFeedback: cell('correct_feedback'),
      partialFeedback: cell('partial_feedback'),
      incorrectFeedback: cell('incorrect_feedback'),
      // A blank item fails the row with the contract's message (a hint needs a text), as a blank choice does.
      hints: splitList(cell('hints')),
      penalty: penalty.trim() === '' ? undefined : readPercent(penalty),
      ...fields,
    },
    { category: cell('category').trim() || undefined, tags: splitList(cell('tags')), notes },
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
