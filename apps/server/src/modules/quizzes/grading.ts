import {
  gapsOf,
  PENALTY_DEFAULT,
  reusableChoice,
  type QuestionDefinition,
  type QuestionOf,
  type QuestionResponse,
  type QuestionType,
  type ResponseOf,
  responseSchemas,
} from '@talentpath/contracts/questions';
import { clozeFeedback, clozeFraction, clozeFullMarks, clozePartStates, type PartState } from './cloze-grading.ts';
import { calculate, shownRightAnswer } from '@talentpath/contracts/calculated';
import { literalAnswer, matchesAnswer, normaliseAnswer, readWithUnit, withinTolerance } from './answer-reading.ts';

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
// - essay: graded by hand; until then it counts 0 and the attempt waits;
// - select missing words, drag and drop into text: each gap filled right earns its share (Moodle's gapselect and
//   ddwtos); a choice is right when it reads as the gap's own choice of the same group (two choices written alike
//   are one answer), and a drag-and-drop choice that may be used once counts only in the first gap it fills;
// - embedded answers (Cloze): each part as its kind is graded, the parts weighted by their marks (cloze-grading.ts);
// - calculated: as numerical, each answer the result of its formula for the values the attempt drew (kept in the
//   attempt's display, so a regrade uses the same), within its tolerance (relative, nominal or geometric).

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

/** An answer a number may match: what it earns, what its author said, whether a number is within it. */
type NumberAnswer = { weight: number; feedback: string; within: (n: number) => boolean };
type Units = QuestionOf<'numerical'>['units'];

/**
 * The accepted number a response matches, Moodle's way: for each answer in turn, the number in the answers' unit,
 * then the number as typed (`unitRight` false: a missing, unknown or wrong unit). Null for none.
 */
function numberMatch(answers: readonly NumberAnswer[], units: Units, text: string) {
  const read = readWithUnit(text, units);
  if (read === null) return null;
  const converted = read.unit ? read.value / read.unit.multiplier : read.value;
  for (const answer of answers) {
    const unitRight = read.unit !== null && answer.within(converted);
    if (unitRight || answer.within(read.value)) return { answer, unitRight };
  }
  return null;
}

const numericalAnswers = (q: QuestionOf<'numerical'>): NumberAnswer[] =>
  q.answers.map((a) => ({ ...a, within: (n) => withinTolerance(a, n) }));

/** A calculated question's answers for the attempt's values; a formula that gives no number matches nothing. */
function calculatedAnswers(q: QuestionOf<'calculated'>, values: Values) {
  return q.answers.map((a) => {
    const value = calculate(a.formula, values);
    return { ...a, value, within: (n: number) => value !== null && withinTolerance({ ...a, value }, n) };
  });
}

/** The values a calculated question was given in an attempt, by wildcard name. */
export type Values = Readonly<Record<string, number>>;

function gradeNumber(
  q: { points: number; units: Units; unitGrading: 'optional' | 'graded'; unitPenalty: number },
  answers: readonly NumberAnswer[],
  text: string,
): Grade {
  if (text.trim() === '') return UNANSWERED;
  const match = numberMatch(answers, q.units, text);
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

type GapQuestion = QuestionOf<'select-missing-words'> | QuestionOf<'drag-drop-text'>;

/** Each gap of a response: the choice in it, as it counts (a once-only choice only in the first gap it fills). */
export function gapChoicesOf(q: GapQuestion, given: readonly (string | null)[]) {
  const used = new Set<string>();
  return gapsOf(q.prompt).map((n, i) => {
    const right = q.choices[n - 1]!;
    const id = given[i] ?? null;
    const chosen = id === null ? undefined : q.choices.find((c) => c.id === id && c.group === right.group);
    if (!chosen || used.has(chosen.id)) return { right, chosen: null };
    if (q.type === 'drag-drop-text' && !reusableChoice(chosen)) used.add(chosen.id);
    return { right, chosen };
  });
}

/** Whether the choice in a gap is its right one: the same choice, or one of its group written the same. */
const gapRight = (gap: ReturnType<typeof gapChoicesOf>[number]) =>
  gap.chosen !== null && normaliseAnswer(gap.chosen.text, true) === normaliseAnswer(gap.right.text, true);

function gradeGaps(q: GapQuestion, r: ResponseOf<'select-missing-words'>): Grade {
  const gaps = gapChoicesOf(q, r.gaps);
  if (gaps.every((g) => g.chosen === null)) return UNANSWERED;
  return graded(q.points, gaps.filter(gapRight).length / gaps.length);
}

type Grader<T extends QuestionType> = (q: QuestionOf<T>, r: ResponseOf<T>, values: Values) => Grade;

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
  numerical: (q, r) => gradeNumber(q, numericalAnswers(q), r.text),
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
  'select-missing-words': gradeGaps,
  'drag-drop-text': gradeGaps,
  cloze: (q, r) => {
    const fraction = clozeFraction(q.prompt, r.parts);
    return fraction === null ? UNANSWERED : graded(q.points, fraction);
  },
  calculated: (q, r, values) => gradeNumber(q, calculatedAnswers(q, values), r.text),
};

/**
 * The marks of a response to a question (a calculated one: for the values its attempt drew). A response of another
 * shape than the question's type (or none) counts as unanswered: the routes refuse such input before it is stored,
 * so this only guards old or odd rows.
 */
export function grade(question: QuestionDefinition, response: unknown, values: Values = {}): Grade {
  const parsed = responseSchemas[question.type].safeParse(response);
  if (!parsed.success) return UNANSWERED;
  return (graders[question.type] as Grader<QuestionType>)(question as never, parsed.data as never, values);
}

/**
 * What the author wrote for the answer a response matched: a partly right short answer's feedback, or the accepted
 * number's that graded it (an option's feedback is the option's own, read beside this).
 */
export function answerFeedback(question: QuestionDefinition, response: unknown, values: Values = {}): string[] {
  let feedback: string | undefined;
  if (question.type === 'short-answer') {
    const parsed = responseSchemas['short-answer'].safeParse(response);
    const given = parsed.success ? normaliseAnswer(parsed.data.text, question.caseSensitive) : '';
    if (given !== '') feedback = shortAnswerMatch(question, given)?.feedback;
  } else if (question.type === 'numerical') {
    const parsed = responseSchemas.numerical.safeParse(response);
    if (parsed.success)
      feedback = numberMatch(numericalAnswers(question), question.units, parsed.data.text)?.answer.feedback;
  } else if (question.type === 'calculated') {
    const parsed = responseSchemas.calculated.safeParse(response);
    const answers = calculatedAnswers(question, values);
    if (parsed.success) feedback = numberMatch(answers, question.units, parsed.data.text)?.answer.feedback;
  }
  if (question.type === 'cloze') {
    const parsed = responseSchemas.cloze.safeParse(response);
    return parsed.success ? clozeFeedback(question.prompt, parsed.data.parts) : [];
  }
  return feedback ? [feedback] : [];
}

/** Each gap's or Cloze part's state as graded, in the text's order; undefined for the other types. */
export function partStates(question: QuestionDefinition, response: unknown): PartState[] | undefined {
  if (question.type === 'cloze') {
    const parsed = responseSchemas.cloze.safeParse(response);
    return clozePartStates(question.prompt, parsed.success ? parsed.data.parts : []);
  }
  if (question.type !== 'select-missing-words' && question.type !== 'drag-drop-text') return undefined;
  const parsed = responseSchemas[question.type].safeParse(response);
  return gapChoicesOf(question, parsed.success ? parsed.data.gaps : []).map((gap) =>
    gap.chosen === null ? 'unanswered' : gapRight(gap) ? 'correct' : 'incorrect',
  );
}

/**
 * The marks of a response after `tries` wrong tries in an interactive quiz (Moodle's qbehaviour_interactive): its
 * share less the question's penalty for each, never below 0. The state stays the response's own (right after a wrong
 * try is still right, for fewer marks). With no tries — every deferred attempt — the grade as it is.
 */
export function gradeWithTries(question: QuestionDefinition, response: unknown, values: Values, tries: number): Grade {
  const g = grade(question, response, values);
  if (tries <= 0 || g.fraction === null || g.state === 'unanswered') return g;
  const share = Math.max(0, g.fraction - (tries * (question.penalty ?? PENALTY_DEFAULT)) / 100);
  return { ...g, fraction: share, score: hundredths(share * question.points) };
}

/** What the author says of a response graded so (Moodle's combined feedback); '' for none or an ungraded one. */
export function stateFeedback(question: QuestionDefinition, state: GradeState | null): string {
  if (state === 'correct') return question.correctFeedback ?? '';
  if (state === 'partial') return question.partialFeedback ?? '';
  if (state === 'incorrect') return question.incorrectFeedback ?? '';
  return '';
}

/** The marks a grader gives an essay by hand: the points earned, from 0 to the question's points. */
export function gradeByHand(points: number, mark: number): Grade {
  return graded(points, mark / points);
}

/** A calculated question's right answer for the attempt's values, as shown (null if no formula gives a number). */
export function calculatedRightAnswer(question: QuestionOf<'calculated'>, values: Values): string | null {
  const answers = calculatedAnswers(question, values);
  const full = answers.find((a) => a.weight === 100 && a.value !== null);
  if (!full || full.value === null) return null;
  const number = shownRightAnswer(full, full.value);
  const unit = question.units[0]?.unit;
  return unit ? `${number} ${unit}` : number;
}

/**
 * A response that earns full marks (shown in a review; the property tests grade it). Null for an essay, and for a
 * calculated question whose formulas give no number for the values (the checks on saving keep that from happening).
 */
export function fullMarksResponse(question: QuestionDefinition, values: Values = {}): QuestionResponse | null {
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
    case 'select-missing-words':
    case 'drag-drop-text':
      return { gaps: gapsOf(question.prompt).map((n) => question.choices[n - 1]!.id) };
    case 'cloze':
      return { parts: clozeFullMarks(question.prompt) };
    case 'calculated': {
      const text = calculatedRightAnswer(question, values);
      return text === null ? null : { text };
    }
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
    case 'calculated':
      return { text: '' };
    case 'matching':
      return { matches: {} };
    case 'ordering':
      return { itemIds: [] };
    case 'select-missing-words':
    case 'drag-drop-text':
      return { gaps: [] };
    case 'cloze':
      return { parts: [] };
  }
}
