import { htmlToText } from './html-text.ts';
import { readDecimal } from './question-formats.ts';
import { childOf, textOf, type XmlElement } from './xml-tree.ts';

// What reading a Moodle XML question shares (ADR 0052): a text in its format, numbers as the file writes them, an
// answer's weight. moodle-xml-format.ts reads the file and most types; moodle-xml-numbers.ts the numerical ones.

/** Formats whose text is read as written; any other (html, moodle_auto_format, one Moodle does not know) is HTML. */
export const AS_WRITTEN = new Set(['plain_text', 'markdown', 'wiki_like']);
export class NotANumber extends Error {}

/** A number the file writes; a blank one is `blank`. */
export function numberIn(text: string, blank?: number): number {
  if (text.trim() === '' && blank !== undefined) return blank;
  const n = readDecimal(text);
  if (n === null) throw new NotANumber();
  return n;
}

/** A percent as Moodle keeps one: a fraction of 7 decimals. */
export const percent = (n: number) => Math.round(n * 1e5) / 1e5;

/** Moodle's 0/1, true/false: '', 0 and false are no. */
export const yes = (text: string) => !['', '0', 'false'].includes(text.toLowerCase());

/** An element's <text> in the element's format (or the one it inherits), as plain text. */
export function readText(element: XmlElement | undefined, inherited: string): string {
  const format = element?.attributes.format?.trim() || inherited;
  const text = childOf(element, 'text')?.text ?? '';
  return AS_WRITTEN.has(format) ? text.trim() : htmlToText(text);
}

/** An answer's weight: its `fraction` attribute, in percent (Moodle's older files: a <fraction> of 0 to 1). */
export function weightOf(answer: XmlElement): number {
  const old = textOf(childOf(answer, 'fraction'));
  return percent(old ? numberIn(old) * 100 : numberIn(answer.attributes.fraction ?? '', 0));
}

export type Read = { raw: Record<string, unknown>; notes: string[] } | string;
export type Reader = (q: XmlElement, format: string) => Read;
