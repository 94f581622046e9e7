import type { z } from 'zod';
import { bankQuestionInput, questionCategoryInput } from '@talentpath/contracts/question-bank';
import {
  NOTE_TAGS_LEFT_OUT,
  NOTE_WEIGHTS_EVENED,
  NUMERICAL_ANSWER_INVALID,
} from '@talentpath/contracts/question-import';
import { type QuestionDefinition, questionDefinition } from '@talentpath/contracts/questions';
import { isPlainText } from '@talentpath/contracts/text';

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

/** The tags of a file's question the bank can hold; a note when some were left out (Moodle takes `C++`). */
export function keptTags(tags: string[]): { tags: string[]; notes: string[] } {
  const kept = tags.filter((t) => bankQuestionInput.shape.tags.safeParse([t]).success);
  return { tags: kept, notes: kept.length < tags.length ? [NOTE_TAGS_LEFT_OUT] : [] };
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

/**
 * The category a Moodle category path names (GIFT's `$CATEGORY:`, Moodle XML's category question): the path without
 * its context (`$course$/`) and `top`, its levels kept as one name ("Week 1/Arrays"); `//` is a slash within a name.
 * Blank: no category. A path with characters a name cannot hold is returned as it is, for the contract to refuse.
 */
export function categoryFromPath(written: string): string | undefined {
  let path = written.trim();
  if (!isPlainText(path, 'single')) return path;
  path = path.replace(/^\$[a-z0-9]+\$\//i, '').replace(/^top(?:\/|$)/, '');
  const name = path
    .replaceAll('//', '\u0001')
    .split('/')
    .map((level) => level.trim())
    .filter(Boolean)
    .join('/')
    .replaceAll('\u0001', '/');
  return name || undefined;
}

type ChoiceOption = { id: string; text: string; feedback: string };
type Read = { raw: Record<string, unknown>; notes: string[] };

/**
 * A choice question from its options and Moodle's answer weights (percent): single (one answer worth 100%, another
 * keeping a weight other than 0% — part of the marks or a negative mark), or multiple (the options above 0% right).
 * Single with not exactly one answer at 100%: null, for the format to say why in its words.
 */
export function choiceQuestion(options: ChoiceOption[], weights: number[], single: boolean): Read | null {
  if (single) {
    const right = options.filter((_, i) => weights[i]! >= 100);
    if (right.length !== 1) return null;
    const weighted = options.map((o, i) =>
      weights[i]! !== 0 && weights[i]! < 100 ? { ...o, weight: weights[i]! } : o,
    );
    return { raw: { type: 'single-choice', options: weighted, correctOptionId: right[0]!.id }, notes: [] };
  }
  const correctOptionIds = options.filter((_, i) => weights[i]! > 0).map((o) => o.id);
  const unweighted = { raw: { type: 'multiple-choice', options, correctOptionIds }, notes: [] };
  // The even rule written out (as our exports write an unweighted question) is no weights at all.
  const right = correctOptionIds.length;
  const even = (w: number) => (w > 0 ? 100 / right : -100 / (weights.length - right));
  if (weights.every((w) => Math.abs(w - even(w)) < 1e-2)) return unweighted;
  // Moodle's weights as written; where the right ones do not add up to 100%, the even rule (the bank refuses such
  // weights, and so does Moodle's form).
  const sum = weights.reduce((s, w) => s + Math.max(w, 0), 0);
  if (Math.abs(sum - 100) >= 1e-2) return { ...unweighted, notes: [NOTE_WEIGHTS_EVENED] };
  return {
    raw: { ...unweighted.raw, options: options.map((o, i) => ({ ...o, weight: weights[i]! })) },
    notes: [],
  };
}
