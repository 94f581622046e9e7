// Embedded answers (Moodle's Cloze, qtype_multianswer; issue 23, ADR 0054): a text in which each part to answer is
// written where it stands, `{1:SHORTANSWER:=Berlin#Right~%50%Bonn#The old capital}`. The part's marks (1 when left
// out), its type, then its answers separated by ~: `=` for 100%, `%50%` for a weight, `#` before the answer's
// feedback; `\}`, `\#`, `\~` and `\\` stand for the character itself. Read by one pass over the text (no regular
// expression that could backtrack), on the server to check, show and grade it, and in the editor to preview it.

export const CLOZE_PARTS_MAX = 50;
export const CLOZE_ANSWERS_MAX = 20;
export const CLOZE_ANSWER_MAX = 200;
export const CLOZE_FEEDBACK_MAX = 2000;

export const CLOZE_PARTS_REQUIRED = 'Write at least one embedded answer, like {1:SHORTANSWER:=Berlin}';
export const CLOZE_PARTS_TOO_MANY = `Write at most ${CLOZE_PARTS_MAX} embedded answers`;
export const CLOZE_TYPE_UNKNOWN =
  'An embedded answer names a type Cloze does not have: SHORTANSWER (SA), SHORTANSWER_C, NUMERICAL (NM), MULTICHOICE (MC, MCV, MCH, MCS …) or MULTIRESPONSE (MR, MRH, MRS …)';
export const CLOZE_NOT_CLOSED = 'An embedded answer is not closed with }';
export const CLOZE_PART_MARKS_INVALID = 'The marks of an embedded answer are a whole number from 1 to 100';
export const CLOZE_ANSWER_EMPTY = 'Each answer of an embedded answer needs a text';
export const CLOZE_ANSWERS_TOO_MANY = `An embedded answer has at most ${CLOZE_ANSWERS_MAX} answers`;
export const CLOZE_ANSWER_TOO_LONG = `An answer of an embedded answer must be at most ${CLOZE_ANSWER_MAX} characters`;
export const CLOZE_FEEDBACK_TOO_LONG = `Feedback in an embedded answer must be at most ${CLOZE_FEEDBACK_MAX} characters`;
export const CLOZE_WEIGHT_INVALID =
  'A weight in an embedded answer is a percentage: from -100 to 100 for a choice, from 0 to 100 for a short or numerical answer';
export const CLOZE_FULL_MARKS_REQUIRED =
  'Each embedded answer needs an answer worth 100% (a multiple response one: an answer above 0%)';
export const CLOZE_CHOICES_TOO_FEW = 'An embedded multiple choice needs at least 2 answers';
export const CLOZE_NUMBER_INVALID = 'An answer of a numerical embedded answer is a number or number:tolerance, or *';

export type ClozeAnswer = {
  text: string;
  /** Percent of the part's marks: −100 to 100 (a choice), 0 to 100 (short or numerical answers). */
  weight: number;
  feedback: string;
};
export type ClozeNumber = { value: number; tolerance: number; weight: number; feedback: string } | ClozeAnyNumber;
/** Moodle's `*` in a numerical part: any other number, usually 0% with feedback. */
export type ClozeAnyNumber = { any: true; weight: number; feedback: string };

export type ClozePart =
  | { kind: 'short-answer'; marks: number; caseSensitive: boolean; answers: ClozeAnswer[] }
  | { kind: 'numerical'; marks: number; answers: ClozeNumber[] }
  | {
      kind: 'choice';
      marks: number;
      /** One answer (a drop-down, or radio buttons) or several (check boxes). */
      multiple: boolean;
      layout: 'dropdown' | 'vertical' | 'horizontal';
      shuffle: boolean;
      /** Weights as graded: a multiple response part's right answers scaled to add up to 100% (Moodle's rule). */
      answers: ClozeAnswer[];
    };

/** The text around the parts (one more piece than parts) and the parts, or the first thing wrong with it. */
export type ClozeText = { pieces: string[]; parts: ClozePart[] };

type Shape =
  | { kind: 'short-answer'; caseSensitive: boolean }
  | { kind: 'numerical' }
  | { kind: 'choice'; multiple: boolean; layout: 'dropdown' | 'vertical' | 'horizontal'; shuffle: boolean };

const choice = (multiple: boolean, layout: 'dropdown' | 'vertical' | 'horizontal', shuffle: boolean): Shape => ({
  kind: 'choice',
  multiple,
  layout,
  shuffle,
});

/** Moodle's type names, long and short (ANSWER_TYPE_DEF_REGEX of qtype_multianswer). */
const SHAPES = new Map<string, Shape>();
const name = (names: string[], shape: Shape) => {
  for (const n of names) SHAPES.set(n, shape);
};
name(['NUMERICAL', 'NM'], { kind: 'numerical' });
name(['SHORTANSWER', 'SA', 'MW'], { kind: 'short-answer', caseSensitive: false });
name(['SHORTANSWER_C', 'SAC', 'MWC'], { kind: 'short-answer', caseSensitive: true });
name(['MULTICHOICE', 'MC'], choice(false, 'dropdown', false));
name(['MULTICHOICE_V', 'MCV'], choice(false, 'vertical', false));
name(['MULTICHOICE_H', 'MCH'], choice(false, 'horizontal', false));
name(['MULTICHOICE_S', 'MCS'], choice(false, 'dropdown', true));
name(['MULTICHOICE_VS', 'MCVS'], choice(false, 'vertical', true));
name(['MULTICHOICE_HS', 'MCHS'], choice(false, 'horizontal', true));
name(['MULTIRESPONSE', 'MR'], choice(true, 'vertical', false));
name(['MULTIRESPONSE_H', 'MRH'], choice(true, 'horizontal', false));
name(['MULTIRESPONSE_S', 'MRS'], choice(true, 'vertical', true));
name(['MULTIRESPONSE_HS', 'MRHS'], choice(true, 'horizontal', true));

/** Where a part's header `{marks:TYPE:` starts at `at`: its marks text, type and the index after it; else null. */
function headerAt(text: string, at: number): { marks: string; type: string; end: number } | null {
  let i = at + 1;
  while (i < text.length && text[i]! >= '0' && text[i]! <= '9') i++;
  if (text[i] !== ':') return null;
  const marks = text.slice(at + 1, i);
  const typeStart = ++i;
  while (i < text.length && /[A-Z_]/.test(text[i]!)) i++;
  if (i === typeStart || text[i] !== ':') return null;
  return { marks, type: text.slice(typeStart, i), end: i + 1 };
}

/** Splits at each `sep` not escaped by a backslash; the escapes are kept (unescaped() takes them off). */
function splitUnescaped(text: string, sep: string, limit = Number.POSITIVE_INFINITY): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length && out.length < limit - 1; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === sep) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out;
}

const unescaped = (text: string) => text.replace(/\\([\\}#~])/g, '$1');

/** A decimal as Moodle's Cloze writes one: digits, a point or a comma, an exponent. */
const NUMBER = /^-?(?:\d+[.,]?\d*|[.,]\d+)(?:[eE][-+]?\d+)?$/;
const toNumber = (text: string) => Number(text.replace(',', '.'));

function readPart(header: { marks: string; type: string }, body: string): ClozePart | string {
  const shape = SHAPES.get(header.type);
  if (!shape) return CLOZE_TYPE_UNKNOWN;
  const marks = header.marks === '' ? 1 : Number(header.marks);
  if (!Number.isInteger(marks) || marks < 1 || marks > 100) return CLOZE_PART_MARKS_INVALID;
  // A leading ~ starts the first answer (Moodle reads `{1:MC:~a~=b}` so).
  const alternatives = splitUnescaped(body.startsWith('~') ? body.slice(1) : body, '~');
  if (alternatives.length > CLOZE_ANSWERS_MAX) return CLOZE_ANSWERS_TOO_MANY;
  const answers: ClozeAnswer[] = [];
  let weighted = false;
  for (const alternative of alternatives) {
    let rest = alternative;
    let weight = 0;
    if (rest.startsWith('=')) {
      weight = 100;
      rest = rest.slice(1);
    } else {
      const percent = /^%(-?\d+(?:[.,]\d*)?)%/.exec(rest);
      if (percent) {
        weight = toNumber(percent[1]!);
        weighted = true;
        rest = rest.slice(percent[0].length);
      }
    }
    const [answer = '', feedback = ''] = splitUnescaped(rest, '#', 2);
    const text = unescaped(answer).trim();
    if (text === '') return CLOZE_ANSWER_EMPTY;
    if (text.length > CLOZE_ANSWER_MAX) return CLOZE_ANSWER_TOO_LONG;
    if (feedback.length > CLOZE_FEEDBACK_MAX) return CLOZE_FEEDBACK_TOO_LONG;
    const least = shape.kind === 'choice' ? -100 : 0;
    if (!(weight >= least && weight <= 100)) return CLOZE_WEIGHT_INVALID;
    answers.push({ text, weight, feedback: unescaped(feedback).trim() });
  }
  if (shape.kind === 'numerical') {
    const numbers: ClozeNumber[] = [];
    for (const a of answers) {
      if (a.text === '*') {
        numbers.push({ any: true, weight: a.weight, feedback: a.feedback });
        continue;
      }
      const [value = '', tolerance = '0', extra] = a.text.split(':');
      if (extra !== undefined || !NUMBER.test(value.trim()) || !NUMBER.test(tolerance.trim()))
        return CLOZE_NUMBER_INVALID;
      numbers.push({
        value: toNumber(value.trim()),
        tolerance: Math.abs(toNumber(tolerance.trim())),
        weight: a.weight,
        feedback: a.feedback,
      });
    }
    if (!numbers.some((n) => n.weight === 100)) return CLOZE_FULL_MARKS_REQUIRED;
    return { kind: 'numerical', marks, answers: numbers };
  }
  if (shape.kind === 'short-answer') {
    if (!answers.some((a) => a.weight === 100)) return CLOZE_FULL_MARKS_REQUIRED;
    return { kind: 'short-answer', marks, caseSensitive: shape.caseSensitive, answers };
  }
  if (answers.length < 2) return CLOZE_CHOICES_TOO_FEW;
  if (!shape.multiple) {
    if (!answers.some((a) => a.weight === 100)) return CLOZE_FULL_MARKS_REQUIRED;
    return { ...shape, marks, answers };
  }
  // Multiple response: the right answers' weights scaled to add up to 100%; without any %weight%, each wrong one
  // takes back one right one's share (qtype_multianswer_extract_question).
  const total = answers.reduce((sum, a) => sum + Math.max(0, a.weight), 0);
  if (total === 0) return CLOZE_FULL_MARKS_REQUIRED;
  const scaled = answers.map((a) => ({
    ...a,
    weight: round5(a.weight > 0 ? (100 * a.weight) / total : weighted ? a.weight : (-100 * 100) / total),
  }));
  return { ...shape, marks, answers: scaled };
}

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

/** Reads a Cloze text: its pieces and parts, or what is wrong with it (the first fault, as a message). */
export function readCloze(text: string): ClozeText | string {
  const pieces: string[] = [];
  const parts: ClozePart[] = [];
  let pieceStart = 0;
  let i = text.indexOf('{');
  while (i >= 0) {
    const header = headerAt(text, i);
    if (!header) {
      i = text.indexOf('{', i + 1);
      continue;
    }
    // The body runs to the first } not escaped by a backslash.
    let end = header.end;
    while (end < text.length && text[end] !== '}') end += text[end] === '\\' ? 2 : 1;
    if (end >= text.length) return CLOZE_NOT_CLOSED;
    const part = readPart(header, text.slice(header.end, end));
    if (typeof part === 'string') return part;
    if (parts.length === CLOZE_PARTS_MAX) return CLOZE_PARTS_TOO_MANY;
    pieces.push(text.slice(pieceStart, i));
    parts.push(part);
    pieceStart = end + 1;
    i = text.indexOf('{', pieceStart);
  }
  pieces.push(text.slice(pieceStart));
  return parts.length === 0 ? CLOZE_PARTS_REQUIRED : { pieces, parts };
}
