import type { z } from 'zod';
import { bankQuestionInput, questionCategoryInput } from '@talentpath/contracts/question-bank';
import { NUMERICAL_ANSWER_INVALID } from '@talentpath/contracts/question-import';
import { type QuestionDefinition, questionDefinition } from '@talentpath/contracts/questions';

// What the question file formats share (ADR 0035): the row a parser makes of each question it reads, checked
// against the contract the bank's own API uses, and the question an export writes. A parser never throws: a
// question it cannot read is a row with the reason, so an import reports the file row by row.

/** A question read and valid, with the category and tags the file gave it and what of it was left out. */
export type ParsedQuestion = {
  line: number;
  ok: true;
  question: QuestionDefinition;
  category?: string;
  tags: string[];
  note?: string;
};
/** A question that could not be read (`skipped`: not meant as a question, such as a GIFT description). */
export type FailedRow = { line: number; ok: false; message: string; skipped?: true };
export type ParsedRow = ParsedQuestion | FailedRow;
export type ParseResult = { rows: ParsedRow[] };

/** A bank question as an export writes it: its category's name (null: none) and tags. */
export type ExportedQuestion = { question: QuestionDefinition; category: string | null; tags: string[] };

export const failedRow = (line: number, message: string): FailedRow => ({ line, ok: false, message });
export const skippedRow = (line: number, message: string): FailedRow => ({ line, ok: false, message, skipped: true });

const firstMessage = (error: z.ZodError) => error.issues[0]?.message ?? 'The question is not valid';

/** The row of a question read from a file: valid by the contract, or the first problem found. */
export function checkedRow(
  line: number,
  raw: unknown,
  place: { category?: string | undefined; tags?: string[]; notes?: string[] } = {},
): ParsedRow {
  const question = questionDefinition.safeParse(raw);
  if (!question.success) return failedRow(line, firstMessage(question.error));
  const tags = bankQuestionInput.shape.tags.safeParse(place.tags ?? []);
  if (!tags.success) return failedRow(line, firstMessage(tags.error));
  const row: ParsedQuestion = { line, ok: true, question: question.data, tags: tags.data };
  if (place.category !== undefined) {
    const category = questionCategoryInput.shape.name.safeParse(place.category);
    if (!category.success) return failedRow(line, firstMessage(category.error));
    row.category = category.data;
  }
  const notes = [...new Set(place.notes)];
  if (notes.length) row.note = notes.join('; ');
  return row;
}

/** The id a file's nth option, pair or item gets (files carry none): a, b, c … */
export const idAt = (index: number) => (index < 26 ? String.fromCharCode(97 + index) : `x${index + 1}`);

const DECIMAL = /^[-+]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:e[-+]?\d+)?$/i;

/** A number as written in a file (3.14, -2, 1e-7, or 3,14 with a decimal comma); null when it is not one. */
export function readDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return null;
  const n = Number(trimmed.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/** A numerical answer: `value`, `value:tolerance` or `min..max` (Moodle's three forms). */
export function readNumericalAnswer(text: string): { value: number; tolerance: number } | string {
  const range = text.indexOf('..');
  if (range > 0) {
    const [min, max] = [readDecimal(text.slice(0, range)), readDecimal(text.slice(range + 2))];
    if (min === null || max === null) return NUMERICAL_ANSWER_INVALID;
    return { value: (min + max) / 2, tolerance: (max - min) / 2 };
  }
  const colon = text.indexOf(':');
  const value = readDecimal(colon > 0 ? text.slice(0, colon) : text);
  const tolerance = colon > 0 ? readDecimal(text.slice(colon + 1)) : 0;
  if (value === null || tolerance === null) return NUMERICAL_ANSWER_INVALID;
  return { value, tolerance };
}

/** How a numerical answer is written back: `value` or `value:tolerance`. */
export const writeNumericalAnswer = (a: { value: number; tolerance: number }) =>
  a.tolerance ? `${a.value}:${a.tolerance}` : String(a.value);
