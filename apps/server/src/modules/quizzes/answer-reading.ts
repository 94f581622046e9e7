import type { QuestionOf } from '@talentpath/contracts/questions';

// How a typed answer is read and compared (grading.ts, cloze-grading.ts): text as a person means it, Moodle's `*`
// wildcard, numbers as Moodle reads them, its nominal tolerance, units after a number.

/** Text compared as a person means it: Unicode composed the same way, no spaces at the ends, one space for many. */
export const normaliseAnswer = (text: string, caseSensitive: boolean) => {
  const plain = text.normalize('NFC').trim().replace(/\s+/gu, ' ');
  return caseSensitive ? plain : plain.toLowerCase();
};

/** Moodle's ways of writing "times ten to the" before an exponent (its answer processor's), read as e. */
const TIMES_TEN_TO_THE = /[x×*]10(?:\^|\*\*)(?=[-+]?\d+$)/u;

/**
 * A number as typed: 3.5, 3,5, -2, 1e3, 1 000 and 1,000,000 (digit groups), and Moodle's powers of ten 3x10^8,
 * 3×10^8, 3*10^8, 3x10**-8. Null if it is not one number. A comma is a group separator when there is a point or
 * more than one comma, and then only before three digits (1,2,3 is not a number); a lone comma is a decimal comma.
 */
export function readNumber(text: string): number | null {
  let s = text
    .normalize('NFKC')
    .trim()
    .replace(/[\s\u00a0\u202f]/gu, '')
    .replace(/\u2212/gu, '-')
    .replace(TIMES_TEN_TO_THE, 'e');
  const commas = s.split(',').length - 1;
  if (s.includes('.') || commas > 1) s = s.replace(/,(?=\d{3}(?:\D|$))/gu, '');
  else if (commas === 1) s = s.replace(',', '.');
  if (!/^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/iu.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

// Moodle's tolerances (nominal for a numerical answer; relative and geometric too for a calculated one) are the
// contract's, shared with the editor's preview.
export { withinTolerance } from '@talentpath/contracts/calculated';

const STAR = Symbol('any characters');

/** An answer's characters, with each `*` as a wildcard and `\*` as a star itself. */
function wildcardPattern(answer: string): (string | typeof STAR)[] {
  const chars = Array.from(answer);
  const pattern: (string | typeof STAR)[] = [];
  for (let i = 0; i < chars.length; i++) {
    if (chars[i] === '\\' && chars[i + 1] === '*') pattern.push(chars[++i]!);
    else pattern.push(chars[i] === '*' ? STAR : chars[i]!);
  }
  // "a * b" matches "a b": runs of spaces are one space on both sides, so the star takes the space before it.
  return pattern.filter((c, i) => !(c === ' ' && pattern[i + 1] === STAR && pattern[i + 2] === ' '));
}

/**
 * Whether a response matches an answer as Moodle's short answer does: `*` stands for any characters (none
 * included), `\*` for a star; both sides compared as normaliseAnswer leaves them. A glob match in linear steps
 * per star, not a regular expression (an author's "*a*a*a*a…" must not stall the server on a long response).
 */
export function matchesAnswer(answer: string, given: string, caseSensitive: boolean): boolean {
  const normalised = normaliseAnswer(answer, caseSensitive);
  if (!normalised.includes('*')) return normalised === given;
  const pattern = wildcardPattern(normalised);
  const text = Array.from(given);
  let p = 0;
  let t = 0;
  let star = -1;
  let resume = 0;
  while (t < text.length) {
    if (p < pattern.length && pattern[p] !== STAR && pattern[p] === text[t]) {
      p++;
      t++;
    } else if (p < pattern.length && pattern[p] === STAR) {
      star = p++;
      resume = t;
    } else if (star !== -1) {
      p = star + 1;
      t = ++resume;
    } else {
      return false;
    }
  }
  while (pattern[p] === STAR) p++;
  return p === pattern.length;
}

/** An answer's text with its wildcards filled by `fill`, `\*` a star. */
const filled = (answer: string, fill: string) =>
  answer
    .split('\\*')
    .map((part) => part.replaceAll('*', fill))
    .join('*');

/**
 * An answer's text as a learner would type it to match it: its wildcards matching nothing, as Moodle shows it —
 * or something, where nothing would not match ("Oslo *" needs a word after the space).
 */
export function literalAnswer(answer: string, caseSensitive: boolean): string {
  const bare = filled(answer, '');
  const given = normaliseAnswer(bare, caseSensitive);
  return given !== '' && matchesAnswer(answer, given, caseSensitive) ? bare : filled(answer, 'x');
}

type Unit = QuestionOf<'numerical'>['units'][number];

/**
 * A numerical response read with the question's units: the number, and the unit it was given in (null for none,
 * or for one the question does not know). Null if no number starts it.
 */
export function readWithUnit(text: string, units: readonly Unit[]): { value: number; unit: Unit | null } | null {
  const t = text.trim();
  const bare = readNumber(t);
  if (bare !== null) return { value: bare, unit: null };
  if (units.length === 0) return null;
  for (const unit of [...units].sort((a, b) => b.unit.length - a.unit.length)) {
    if (!t.endsWith(unit.unit)) continue;
    const n = readNumber(t.slice(0, -unit.unit.length));
    if (n !== null) return { value: n, unit };
  }
  // A unit the question does not know ("3.14 frogs"): the longest number at the start.
  for (let end = t.length - 1; end > 0; end--) {
    const n = readNumber(t.slice(0, end));
    if (n !== null) return { value: n, unit: null };
  }
  return null;
}
