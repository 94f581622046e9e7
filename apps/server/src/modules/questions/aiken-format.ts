import {
  AIKEN_ANSWER_ALONE,
  AIKEN_ANSWER_INVALID,
  AIKEN_ANSWER_MISSING,
  AIKEN_LETTER_TWICE,
} from '@talentpath/contracts/question-import';
import { CORRECT_OPTION_UNKNOWN, PROMPT_REQUIRED } from '@talentpath/contracts/questions';
import { checkedRow, failedRow, idAt, type ParseResult, type ParsedRow } from './question-formats.ts';

// Moodle's Aiken format (ADR 0035, 0050): single-choice questions, each its text, options `A.` or `A)` one a line
// (a space after the mark or not, as Moodle reads them), and `ANSWER: B`. Blank lines mean nothing; the ANSWER line
// ends a question. A text of several lines is kept whole.

const OPTION = /^([A-Z])[.)][ \t]*(.*)$/;
/** `A.I. is…`: a letter and its mark with no space after, which is an option only once a question has its text. */
const TIGHT = /^[A-Z][.)]\S/;
const ANSWER = /^ANSWER:(.*)$/;

type Open = { line: number; text: string[]; options: { letter: string; text: string }[] };

function closed(q: Open, answer: string): ParsedRow {
  const letter = answer.trim();
  if (!/^[A-Z]$/.test(letter)) return failedRow(q.line, AIKEN_ANSWER_INVALID);
  const letters = q.options.map((o) => o.letter);
  if (new Set(letters).size !== letters.length) return failedRow(q.line, AIKEN_LETTER_TWICE);
  const right = letters.indexOf(letter);
  if (right < 0) return failedRow(q.line, CORRECT_OPTION_UNKNOWN);
  return checkedRow(q.line, {
    type: 'single-choice',
    prompt: q.text.join('\n'),
    points: 1,
    options: q.options.map((o, i) => ({ id: idAt(i), text: o.text })),
    correctOptionId: idAt(right),
  });
}

/** Reads an Aiken file: one row per question, at the line its text starts on. */
export function parseAiken(text: string): ParseResult {
  const rows: ParsedRow[] = [];
  let open: Open | null = null;
  for (const [i, raw] of text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .entries()) {
    const line = raw.trim();
    if (line === '') continue;
    const answer = ANSWER.exec(line);
    if (answer) {
      rows.push(open ? closed(open, answer[1]!) : failedRow(i + 1, AIKEN_ANSWER_ALONE));
      open = null;
      continue;
    }
    // Where no question is open, a line like "A.I. is…" starts one as its text (Moodle refuses it as an option
    // before any question); "A) text", with its space, is an option there too, and refused as Moodle refuses it.
    const option = open || !TIGHT.test(line) ? OPTION.exec(line) : null;
    // A line of text after options starts the next question: the one before had no ANSWER line.
    if (open && open.options.length && !option) {
      rows.push(failedRow(open.line, AIKEN_ANSWER_MISSING));
      open = null;
    }
    if (option && !open) {
      rows.push(failedRow(i + 1, PROMPT_REQUIRED));
      continue;
    }
    open ??= { line: i + 1, text: [], options: [] };
    if (option) open.options.push({ letter: option[1]!, text: option[2]! });
    else open.text.push(line);
  }
  if (open) rows.push(failedRow(open.line, AIKEN_ANSWER_MISSING));
  return { rows };
}
