import {
  type QuestionDefinition,
  type QuestionOf,
  type QuestionResponse,
  type QuestionType,
  type ResponseOf,
  responseSchemas,
} from '@talentpath/contracts/questions';

// Grading a learner's response to a question (issue 12): on the server only, from what was stored, the same
// answer always the same marks, and the marks always within [0, points]. The rules follow Moodle's where it
// has one:
// - single choice: the chosen option's weight: the correct one 100%, another 0% or what its author gave it — part
//   of the marks, or a negative mark for a wrong guess (the one way a question scores below 0; ADR 0051);
// - multiple choice: the chosen options' weights added up and kept within [0, 100%]; without weights the correct
//   options share +100% and the wrong ones −100% (ticking every option scores nothing);
// - short answer: an accepted answer earns all, a partly right one its weight, `*` standing for any characters;
//   spaces at the ends and runs of spaces ignored, letter case as the question says;
// - numerical: the first accepted number (in the author's order) within its tolerance (Moodle's nominal rule)
//   earns its weight; a unit converts the number (150 cm is 1.5 m), and where units are graded a missing or wrong
//   one costs its penalty; a decimal comma is read as a point (3,5 = 3.5), 3x10^8 as Moodle reads it;
// - matching: each pair right earns its share;
// - ordering: by the question's grading type, Moodle's nine (each item followed by the one that should follow it,
//   by default, so one item out of place costs little);
// - essay: graded by hand; until then it counts 0 and the attempt waits.

export type GradeState = 'correct' | 'partial' | 'incorrect' | 'unanswered' | 'needs-grading';
export type Grade = {
  state: GradeState;
  /** Share of the points, −1 to 1 (below 0 only for a negative mark); null while a person still has to grade it. */
  fraction: number | null;
  /** Points earned, in hundredths; null while a person still has to grade it. */
  score: number | null;
};

const hundredths = (n: number) => Math.round(n * 100) / 100;
/** Weights such as 3 × 33.33333% add up to a hair under 100%: that is all of it, as in Moodle. */
const WHOLE = 1 - 1e-6;

/** The grade for a share of the points, kept within [min, 1]: min is −1 only where a negative mark is allowed. */
function graded(points: number, fraction: number, min = 0): Grade {
  const share = fraction >= WHOLE ? 1 : Math.max(min, fraction);
  const score = Math.max(-points, Math.min(points, hundredths(share * points)));
  return { state: share >= 1 ? 'correct' : share <= 0 ? 'incorrect' : 'partial', fraction: share, score };
}

const UNANSWERED: Grade = { state: 'unanswered', fraction: 0, score: 0 };

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

const EPSILON = 1e-14;

/**
 * Moodle's nominal tolerance: the interval answer ± tolerance, widened by a margin relative to the larger of the
 * tolerance and the answer (PHP's precision, 1e-14), so a tolerance of zero still forgives the last bits of a
 * binary fraction (0.1 + 0.2 is 0.3) without taking 1.0000001e-20 for 1e-20.
 */
export function withinTolerance(answer: { value: number; tolerance: number }, n: number): boolean {
  const margin = answer.tolerance + EPSILON * Math.max(answer.tolerance, Math.abs(answer.value), EPSILON);
  return answer.value - margin <= n && n <= answer.value + margin;
}

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

/**
 * The accepted number a response matches, Moodle's way: for each answer in turn, the number in the answers' unit,
 * then the number as typed (`unitRight` false: a missing, unknown or wrong unit). Null for none.
 */
function numericalMatch(q: QuestionOf<'numerical'>, text: string) {
  const read = readWithUnit(text, q.units);
  if (read === null) return null;
  const converted = read.unit ? read.value / read.unit.multiplier : read.value;
  for (const answer of q.answers) {
    const unitRight = read.unit !== null && withinTolerance(answer, converted);
    if (unitRight || withinTolerance(answer, read.value)) return { answer, unitRight };
  }
  return null;
}

function gradeNumerical(q: QuestionOf<'numerical'>, text: string): Grade {
  const match = numericalMatch(q, text);
  if (match === null) return graded(q.points, 0);
  let fraction = match.answer.weight / 100;
  if (q.units.length > 0 && q.unitGrading === 'graded' && !match.unitRight)
    fraction -= (fraction * q.unitPenalty) / 100;
  return graded(q.points, fraction);
}

/**
 * The answer a (normalised, non-empty) short answer matches: an accepted one (all of the marks, no feedback of its
 * own), else the best partly right one (Moodle takes the first in its list; ours has no such order). Null for none.
 */
function shortAnswerMatch(q: QuestionOf<'short-answer'>, given: string): { weight: number; feedback: string } | null {
  if (q.acceptedAnswers.some((a) => matchesAnswer(a, given, q.caseSensitive))) return { weight: 100, feedback: '' };
  let best: { weight: number; feedback: string } | null = null;
  for (const a of q.partialAnswers)
    if ((best === null || a.weight > best.weight) && matchesAnswer(a.text, given, q.caseSensitive)) best = a;
  return best;
}

/** Length of the longest run of items in the right relative order (contiguous: consecutive in the right order). */
function longestOrdered(positions: readonly number[], contiguous: boolean): number {
  let best = 0;
  if (contiguous) {
    const at = new Map(positions.map((p, i) => [p, i]));
    const run = new Map<number, number>();
    for (const p of [...positions].sort((a, b) => a - b)) {
      const before = at.get(p - 1);
      const length = before !== undefined && before < at.get(p)! ? run.get(p - 1)! + 1 : 1;
      run.set(p, length);
      best = Math.max(best, length);
    }
  } else {
    const ending: number[] = [];
    positions.forEach((p, i) => {
      ending[i] = 1 + Math.max(0, ...positions.slice(0, i).map((q, j) => (q < p ? ending[j]! : 0)));
      best = Math.max(best, ending[i]!);
    });
  }
  // A single item is no order: Moodle counts runs of two or more.
  return best > 1 ? best : 0;
}

/** The share an ordering earns by the question's grading type (Moodle's qtype_ordering rules). */
function orderingShare(q: QuestionOf<'ordering'>, given: readonly string[]): number {
  const right = q.items.map((i) => i.id);
  const n = right.length;
  const where = new Map(given.map((id, i) => [id, i]));
  const rightIndex = new Map(right.map((id, i) => [id, i]));
  const next = (list: readonly string[], id: string, at: Map<string, number>) => {
    const i = at.get(id);
    return i === undefined ? undefined : (list[i + 1] ?? null);
  };
  const previous = (list: readonly string[], id: string, at: Map<string, number>) => {
    const i = at.get(id);
    return i === undefined ? undefined : (list[i - 1] ?? null);
  };
  const count = (test: (id: string, i: number) => boolean) => right.filter(test).length;
  switch (q.grading) {
    case 'all-or-nothing':
      return given.length === n && right.every((id, i) => given[i] === id) ? 1 : 0;
    case 'absolute-position':
      return count((id, i) => given[i] === id) / n;
    case 'relative-next-exclude-last':
      return count((id, i) => i < n - 1 && where.has(id) && next(given, id, where) === right[i + 1]) / (n - 1);
    case 'relative-next-include-last':
      return count((id) => where.has(id) && next(given, id, where) === next(right, id, rightIndex)) / n;
    case 'relative-one-previous-and-next': {
      let score = 0;
      for (const id of right) {
        if (!where.has(id)) continue;
        if (previous(given, id, where) === previous(right, id, rightIndex)) score++;
        if (next(given, id, where) === next(right, id, rightIndex)) score++;
      }
      return score / (2 * n);
    }
    case 'relative-all-previous-and-next': {
      let score = 0;
      for (const id of right) {
        const mine = where.get(id);
        if (mine === undefined) continue;
        const own = rightIndex.get(id)!;
        for (const other of right) {
          const theirs = where.get(other);
          if (other === id || theirs === undefined) continue;
          if (rightIndex.get(other)! < own === theirs < mine) score++;
        }
      }
      return score / (n * (n - 1));
    }
    case 'longest-ordered-subset':
    case 'longest-contiguous-subset': {
      const positions = given.filter((id) => rightIndex.has(id)).map((id) => rightIndex.get(id)!);
      return longestOrdered(positions, q.grading === 'longest-contiguous-subset') / n;
    }
    case 'relative-to-correct': {
      if (n < 2) return given[0] === right[0] ? 1 : 0;
      let score = 0;
      for (const [id, i] of rightIndex) {
        const mine = where.get(id);
        if (mine !== undefined) score += 1 - Math.abs(mine - i) / (n - 1);
      }
      return score / n;
    }
  }
}

type Grader<T extends QuestionType> = (q: QuestionOf<T>, r: ResponseOf<T>) => Grade;

const graders: { [T in QuestionType]: Grader<T> } = {
  'single-choice': (q, r) => {
    if (r.optionId === null) return UNANSWERED;
    if (r.optionId === q.correctOptionId) return graded(q.points, 1);
    return graded(q.points, (q.options.find((o) => o.id === r.optionId)?.weight ?? 0) / 100, -1);
  },
  'multiple-choice': (q, r) => {
    const chosen = new Set(r.optionIds.filter((id) => q.options.some((o) => o.id === id)));
    if (chosen.size === 0) return UNANSWERED;
    if (q.options.every((o) => o.weight !== undefined)) {
      const sum = q.options.reduce((s, o) => s + (chosen.has(o.id) ? o.weight! : 0), 0);
      return graded(q.points, sum / 100);
    }
    const correct = new Set(q.correctOptionIds);
    const wrongCount = q.options.length - correct.size;
    let right = 0;
    let wrong = 0;
    for (const id of chosen) correct.has(id) ? right++ : wrong++;
    return graded(q.points, right / correct.size - (wrongCount === 0 ? 0 : wrong / wrongCount));
  },
  'true-false': (q, r) => (r.value === null ? UNANSWERED : graded(q.points, r.value === q.correct ? 1 : 0)),
  'short-answer': (q, r) => {
    const given = normaliseAnswer(r.text, q.caseSensitive);
    if (given === '') return UNANSWERED;
    return graded(q.points, (shortAnswerMatch(q, given)?.weight ?? 0) / 100);
  },
  numerical: (q, r) => (r.text.trim() === '' ? UNANSWERED : gradeNumerical(q, r.text)),
  matching: (q, r) => {
    // Own keys only: a pair named toString must not find Object.prototype's.
    const chosen = (pairId: string) => (Object.hasOwn(r.matches, pairId) ? (r.matches[pairId] ?? '') : '');
    if (q.pairs.every((p) => chosen(p.id).trim() === '')) return UNANSWERED;
    const right = q.pairs.filter((p) => normaliseAnswer(chosen(p.id), true) === normaliseAnswer(p.match, true));
    return graded(q.points, right.length / q.pairs.length);
  },
  ordering: (q, r) => {
    // Each item once, where it first stands; ids the question does not have are not items.
    const known = new Set(q.items.map((i) => i.id));
    const given = [...new Set(r.itemIds)].filter((id) => known.has(id));
    if (given.length === 0) return UNANSWERED;
    return graded(q.points, orderingShare(q, given));
  },
  essay: (_q, r) => (r.text.trim() === '' ? UNANSWERED : { state: 'needs-grading', fraction: null, score: null }),
};

/**
 * The marks of a response to a question. A response of another shape than the question's type (or none) counts
 * as unanswered: the routes refuse such input before it is stored, so this only guards old or odd rows.
 */
export function grade(question: QuestionDefinition, response: unknown): Grade {
  const parsed = responseSchemas[question.type].safeParse(response);
  if (!parsed.success) return UNANSWERED;
  return (graders[question.type] as Grader<QuestionType>)(question as never, parsed.data as never);
}

/**
 * What the author wrote for the answer a response matched: a partly right short answer's feedback, or the accepted
 * number's that graded it (an option's feedback is the option's own, read beside this).
 */
export function answerFeedback(question: QuestionDefinition, response: unknown): string[] {
  let feedback: string | undefined;
  if (question.type === 'short-answer') {
    const parsed = responseSchemas['short-answer'].safeParse(response);
    const given = parsed.success ? normaliseAnswer(parsed.data.text, question.caseSensitive) : '';
    if (given !== '') feedback = shortAnswerMatch(question, given)?.feedback;
  } else if (question.type === 'numerical') {
    const parsed = responseSchemas.numerical.safeParse(response);
    if (parsed.success) feedback = numericalMatch(question, parsed.data.text)?.answer.feedback;
  }
  return feedback ? [feedback] : [];
}

/** The marks a grader gives an essay by hand: the points earned, from 0 to the question's points. */
export function gradeByHand(points: number, mark: number): Grade {
  return graded(points, mark / points);
}

/** A response that earns full marks (shown in a review; the property tests grade it). Null for an essay. */
export function fullMarksResponse(question: QuestionDefinition): QuestionResponse | null {
  switch (question.type) {
    case 'single-choice':
      return { optionId: question.correctOptionId };
    case 'multiple-choice':
      return { optionIds: [...question.correctOptionIds] };
    case 'true-false':
      return { value: question.correct };
    case 'short-answer':
      return { text: literalAnswer(question.acceptedAnswers[0]!, question.caseSensitive) };
    case 'numerical': {
      const full = question.answers.find((a) => a.weight === 100) ?? question.answers[0]!;
      const unit = question.units[0]?.unit;
      return { text: unit ? `${full.value} ${unit}` : String(full.value) };
    }
    case 'matching':
      return { matches: Object.fromEntries(question.pairs.map((p) => [p.id, p.match])) };
    case 'ordering':
      return { itemIds: question.items.map((i) => i.id) };
    case 'essay':
      return null;
  }
}

/** The response of a learner who gave nothing: what a new attempt holds for each question. */
export function emptyResponse(type: QuestionType): QuestionResponse {
  switch (type) {
    case 'single-choice':
      return { optionId: null };
    case 'multiple-choice':
      return { optionIds: [] };
    case 'true-false':
      return { value: null };
    case 'short-answer':
    case 'numerical':
    case 'essay':
      return { text: '' };
    case 'matching':
      return { matches: {} };
    case 'ordering':
      return { itemIds: [] };
  }
}
