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
// - multiple choice: the correct options share +100%, the wrong ones share −100%, the sum kept within [0, 100%]
//   (ticking every option scores nothing);
// - short answer: any accepted answer, spaces at the ends and runs of spaces ignored, letter case as the
//   question says;
// - numerical: within an accepted number's tolerance (Moodle's nominal rule); a decimal comma is read as a point
//   (3,5 = 3.5), 3x10^8 as Moodle reads it;
// - matching: each pair right earns its share;
// - ordering: "relative to the next item, excluding the last": each item followed by the one that should follow
//   it earns a share, so one item out of place costs little;
// - essay: graded by hand; until then it counts 0 and the attempt waits.

export type GradeState = 'correct' | 'partial' | 'incorrect' | 'unanswered' | 'needs-grading';
export type Grade = {
  state: GradeState;
  /** Share of the points, 0 to 1; null while a person still has to grade it. */
  fraction: number | null;
  /** Points earned, in hundredths; null while a person still has to grade it. */
  score: number | null;
};

const hundredths = (n: number) => Math.round(n * 100) / 100;
const clamp01 = (n: number) => Math.min(1, Math.max(0, n));

function graded(points: number, fraction: number): Grade {
  const share = clamp01(fraction);
  const score = Math.min(points, hundredths(share * points));
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

type Grader<T extends QuestionType> = (q: QuestionOf<T>, r: ResponseOf<T>) => Grade;

const graders: { [T in QuestionType]: Grader<T> } = {
  'single-choice': (q, r) =>
    r.optionId === null ? UNANSWERED : graded(q.points, r.optionId === q.correctOptionId ? 1 : 0),
  'multiple-choice': (q, r) => {
    const chosen = new Set(r.optionIds.filter((id) => q.options.some((o) => o.id === id)));
    if (chosen.size === 0) return UNANSWERED;
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
    return graded(q.points, q.acceptedAnswers.some((a) => normaliseAnswer(a, q.caseSensitive) === given) ? 1 : 0);
  },
  numerical: (q, r) => {
    if (r.text.trim() === '') return UNANSWERED;
    const n = readNumber(r.text);
    return graded(q.points, n !== null && q.answers.some((a) => withinTolerance(a, n)) ? 1 : 0);
  },
  matching: (q, r) => {
    // Own keys only: a pair named toString must not find Object.prototype's.
    const chosen = (pairId: string) => (Object.hasOwn(r.matches, pairId) ? (r.matches[pairId] ?? '') : '');
    if (q.pairs.every((p) => chosen(p.id).trim() === '')) return UNANSWERED;
    const right = q.pairs.filter((p) => normaliseAnswer(chosen(p.id), true) === normaliseAnswer(p.match, true));
    return graded(q.points, right.length / q.pairs.length);
  },
  ordering: (q, r) => {
    if (r.itemIds.length === 0) return UNANSWERED;
    const position = new Map<string, number>();
    r.itemIds.forEach((id, i) => {
      if (!position.has(id)) position.set(id, i);
    });
    let followed = 0;
    for (let i = 0; i + 1 < q.items.length; i++) {
      const here = position.get(q.items[i]!.id);
      if (here !== undefined && position.get(q.items[i + 1]!.id) === here + 1) followed++;
    }
    return graded(q.points, followed / (q.items.length - 1));
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
      return { text: question.acceptedAnswers[0]! };
    case 'numerical':
      return { text: String(question.answers[0]!.value) };
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
