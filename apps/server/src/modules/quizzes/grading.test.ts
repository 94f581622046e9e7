import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type QuestionDefinition,
  type QuestionOf,
  QUESTION_TYPES,
  type QuestionType,
  questionDefinition,
} from '@talentpath/contracts/questions';
import { isPlainText } from '@talentpath/contracts/text';
import { emptyResponse, fullMarksResponse, grade, gradeByHand, readNumber, withinTolerance } from './grading.ts';

// Grading's promises, for every question type (issue 12): the full correct answer scores full marks, an empty
// answer scores zero, and whatever is sent, the marks stay within [0, points], in hundredths, the same each time.

const id = fc.oneof(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,7}$/), fc.constantFrom('toString', 'constructor'));
const words = fc
  .string({ minLength: 1, maxLength: 24 })
  .filter((s) => s.trim() !== '' && isPlainText(s, 'single'))
  .map((s) => s.trim());
const points = fc.integer({ min: 1, max: 10_000 }).map((n) => n / 100);
const ids = (min: number, max: number) => fc.uniqueArray(id, { minLength: min, maxLength: max });
const common = { prompt: words, points, generalFeedback: fc.constant('') };

const definitions: { [T in QuestionType]: fc.Arbitrary<unknown> } = {
  'single-choice': ids(2, 8).chain((list) =>
    fc.record({
      ...common,
      type: fc.constant('single-choice'),
      options: fc.tuple(...list.map((i) => words.map((text) => ({ id: i, text, feedback: '' })))),
      correctOptionId: fc.constantFrom(...list),
    }),
  ),
  'multiple-choice': ids(2, 8).chain((list) =>
    fc.record({
      ...common,
      type: fc.constant('multiple-choice'),
      options: fc.tuple(...list.map((i) => words.map((text) => ({ id: i, text, feedback: '' })))),
      correctOptionIds: fc.shuffledSubarray(list, { minLength: 1 }),
    }),
  ),
  'true-false': fc.record({ ...common, type: fc.constant('true-false'), correct: fc.boolean() }),
  'short-answer': fc.record({
    ...common,
    type: fc.constant('short-answer'),
    acceptedAnswers: fc.array(words, { minLength: 1, maxLength: 4 }),
    caseSensitive: fc.boolean(),
  }),
  numerical: fc.record({
    ...common,
    type: fc.constant('numerical'),
    answers: fc.array(
      fc.record({
        value: fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }),
        tolerance: fc.double({ min: 0, max: 100, noNaN: true, noDefaultInfinity: true }),
      }),
      { minLength: 1, maxLength: 3 },
    ),
  }),
  matching: ids(2, 6).chain((list) =>
    fc.record({
      ...common,
      type: fc.constant('matching'),
      pairs: fc.tuple(...list.map((i) => fc.record({ id: fc.constant(i), prompt: words, match: words }))),
      distractors: fc.array(words, { maxLength: 3 }),
    }),
  ),
  ordering: ids(2, 8).chain((list) =>
    fc.record({
      ...common,
      type: fc.constant('ordering'),
      items: fc.tuple(...list.map((i) => words.map((text) => ({ id: i, text })))),
    }),
  ),
  essay: fc.record({ ...common, type: fc.constant('essay'), graderInfo: fc.constant('') }),
};

/** A valid question of the type: what the contract accepts (a generator that makes anything else fails here). */
const question = <T extends QuestionType>(type: T) =>
  definitions[type].map((raw) => questionDefinition.parse(raw) as QuestionOf<T>);

/** A response of the type's shape, made from the question's own parts and from noise. */
function responseTo(q: QuestionDefinition): fc.Arbitrary<unknown> {
  switch (q.type) {
    case 'single-choice':
      return fc.record({ optionId: fc.oneof(fc.constant(null), id, fc.constantFrom(...q.options.map((o) => o.id))) });
    case 'multiple-choice':
      return fc.record({
        optionIds: fc
          .tuple(fc.subarray(q.options.map((o) => o.id)), fc.array(id, { maxLength: 2 }))
          .map(([a, b]) => [...a, ...b]),
      });
    case 'true-false':
      return fc.record({ value: fc.option(fc.boolean(), { nil: null }) });
    case 'short-answer':
      return fc.record({
        text: fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.constantFrom(...q.acceptedAnswers).map((a) => `  ${a.toUpperCase()} `),
        ),
      });
    case 'numerical':
      return fc.record({
        text: fc.oneof(
          fc.string({ maxLength: 30 }),
          fc.double({ noNaN: true }).map(String),
          fc.constantFrom(...q.answers).map((a) => String(a.value + a.tolerance / 2).replace('.', ',')),
        ),
      });
    case 'matching': {
      const offered = [...q.pairs.map((p) => p.match), ...q.distractors];
      return fc
        .tuple(...q.pairs.map(() => fc.oneof(fc.constantFrom(...offered), fc.string({ maxLength: 10 }))))
        .map((chosen) => ({ matches: Object.fromEntries(q.pairs.map((p, i) => [p.id, chosen[i]])) }));
    }
    case 'ordering':
      return fc.record({ itemIds: fc.shuffledSubarray(q.items.map((i) => i.id)) });
    case 'essay':
      return fc.record({ text: fc.string({ maxLength: 500 }) });
  }
}

const isHundredths = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

describe.each(QUESTION_TYPES)('grading a %s question', (type) => {
  if (type !== 'essay') {
    it('gives full marks for the full correct answer', () => {
      fc.assert(
        fc.property(question(type), (q) => {
          const g = grade(q, fullMarksResponse(q));
          expect(g).toEqual({ state: 'correct', fraction: 1, score: q.points });
        }),
      );
    });
  }

  it('gives zero for an empty answer, and for none at all', () => {
    fc.assert(
      fc.property(question(type), (q) => {
        expect(grade(q, emptyResponse(type))).toEqual({ state: 'unanswered', fraction: 0, score: 0 });
        expect(grade(q, undefined)).toEqual({ state: 'unanswered', fraction: 0, score: 0 });
      }),
    );
  });

  it('keeps the marks of any answer within [0, points], in hundredths, the same every time', () => {
    fc.assert(
      fc.property(
        question(type).chain((q) => fc.tuple(fc.constant(q), fc.oneof(responseTo(q), fc.anything()))),
        ([q, response]) => {
          const g = grade(q, response);
          expect(grade(q, structuredClone(response))).toEqual(g);
          if (g.state === 'needs-grading') {
            expect(type).toBe('essay');
            expect(g.score).toBeNull();
            return;
          }
          expect(g.score).not.toBeNull();
          expect(g.score!).toBeGreaterThanOrEqual(0);
          expect(g.score!).toBeLessThanOrEqual(q.points);
          expect(isHundredths(g.score!)).toBe(true);
          expect(g.fraction!).toBeGreaterThanOrEqual(0);
          expect(g.fraction!).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 300 },
    );
  });
});

/** A question written out in a test, typed by its type. */
const written = <T extends QuestionType>(raw: { type: T } & Record<string, unknown>) =>
  questionDefinition.parse(raw) as QuestionOf<T>;

describe('grading by rule', () => {
  const options = ['a', 'b', 'c', 'd'].map((i) => ({ id: i, text: i.toUpperCase() }));
  const multiple = written({
    type: 'multiple-choice',
    prompt: 'Which are even?',
    points: 4,
    options,
    correctOptionIds: ['a', 'b'],
  });

  it('multiple choice: each right option earns its share, each wrong one takes a share back, never below 0', () => {
    expect(grade(multiple, { optionIds: ['a'] })).toEqual({ state: 'partial', fraction: 0.5, score: 2 });
    expect(grade(multiple, { optionIds: ['a', 'c'] })).toEqual({ state: 'incorrect', fraction: 0, score: 0 });
    expect(grade(multiple, { optionIds: ['a', 'b', 'c'] })).toEqual({ state: 'partial', fraction: 0.5, score: 2 });
    expect(grade(multiple, { optionIds: ['a', 'b', 'c', 'd'] })).toMatchObject({ score: 0 });
    expect(grade(multiple, { optionIds: ['zz'] })).toMatchObject({ state: 'unanswered', score: 0 });
  });

  it('short answer: spaces and, unless the question says so, letter case do not matter', () => {
    const q = written({
      type: 'short-answer',
      prompt: 'Capital of Norway?',
      points: 1,
      acceptedAnswers: ['Oslo'],
    });
    expect(grade(q, { text: '  oslo ' })).toMatchObject({ state: 'correct' });
    expect(grade({ ...q, caseSensitive: true }, { text: 'oslo' })).toMatchObject({ state: 'incorrect' });
    expect(grade(q, { text: 'Bergen' })).toMatchObject({ state: 'incorrect', score: 0 });
  });

  it('numerical: within the tolerance, with a decimal comma or point', () => {
    const q = written({
      type: 'numerical',
      prompt: 'Pi to two decimals?',
      points: 2,
      answers: [{ value: 3.14, tolerance: 0.005 }],
    });
    for (const text of ['3.14', '3,14', ' 3.144 ', '3.135']) expect(grade(q, { text })).toMatchObject({ score: 2 });
    for (const text of ['3.2', 'pi', '3.14.1', '']) expect(grade(q, { text }).score).toBe(0);
    expect(grade({ ...q, answers: [{ value: 0.3, tolerance: 0 }] }, { text: String(0.1 + 0.2) }).score).toBe(2);
  });

  it('numerical: 3x10^8 and 1,000,000 as Moodle reads them score full marks', () => {
    const q = written({
      type: 'numerical',
      prompt: 'The speed of light in m/s?',
      points: 1,
      answers: [{ value: 3e8, tolerance: 0 }],
    });
    for (const text of ['3x10^8', '3×10^8', '3.0*10^8', '3 x 10^8', '0,3x10**9', '300,000,000', '300 000 000']) {
      expect(grade(q, { text }), text).toMatchObject({ state: 'correct', score: 1 });
    }
    expect(grade({ ...q, answers: [{ value: 3e-8, tolerance: 0 }] }, { text: '3.00x10**-8' })).toMatchObject({
      score: 1,
    });
    expect(grade(q, { text: '3x10^9' })).toMatchObject({ state: 'incorrect', score: 0 });
  });

  it("numerical: Moodle's nominal tolerance, its margin relative to the larger of tolerance and answer", () => {
    const q = written({
      type: 'numerical',
      prompt: 'A very small number?',
      points: 1,
      answers: [{ value: 1e-20, tolerance: 0 }],
    });
    expect(grade(q, { text: '1e-20' })).toMatchObject({ state: 'correct' });
    expect(grade(q, { text: '1.0000001e-20' })).toMatchObject({ state: 'incorrect' });
    expect(grade(q, { text: '0.9999999e-20' })).toMatchObject({ state: 'incorrect' });
  });

  // question/type/numerical/tests/answer_test.php, the nominal cases (we have no relative or geometric tolerance).
  it.each([
    ['nominal', { value: 7, tolerance: 1 }, [6, 7, 8], [5.99, 8.01]],
    ['zero tolerance, an answer', { value: 1e-20, tolerance: 0 }, [1e-20], [0.9999999e-20, 1.0000001e-20]],
    ['a tolerance, a zero answer', { value: 0, tolerance: 1e-24 }, [-1e-24, 0, 1e-24], [-2e-24, 2e-24]],
    ['zero tolerance, a zero answer', { value: 0, tolerance: 0 }, [-1e-35, 0, 1e-35], [-1e-20, 1e-20]],
    ['a tolerance, an answer', { value: 1e-20, tolerance: 1e-24 }, [1e-20, 1.0001e-20], [1.0002e-20]],
    ['no tolerance', { value: 1234, tolerance: 0 }, [1234], [1234.000001, 0]],
  ])("within Moodle's tolerance: %s", (_name, answer, inside, outside) => {
    for (const n of inside) expect(withinTolerance(answer, n), String(n)).toBe(true);
    for (const n of outside) expect(withinTolerance(answer, n), String(n)).toBe(false);
  });

  // question/type/numerical/tests/answerprocessor_test.php: the responses without a unit (we have no units).
  it.each([
    // biome-ignore lint/suspicious/noApproximativeNumericConstant: Moodle's test value, not π
    ['3.142', 3.142],
    ['.2', 0.2],
    ['1.', 1],
    ['-1.', -1],
    ['+1.0', 1],
    ['1e4', 1e4],
    ['3.142E-4', 3.142e-4],
    ['.2e+2', 20],
    ['1.e-1', 0.1],
    ['1.0e0', 1],
    ['3x10^8', 3e8],
    ['3×10^8', 3e8],
    ['3.0*10^8', 3e8],
    ['3.00x10**-8', 3e-8],
    ['0.001×10**7', 1e4],
    ['1,000,000', 1e6],
    ['0001.000', 1],
    ['-1 000', -1000],
    // biome-ignore lint/suspicious/noApproximativeNumericConstant: Moodle's test value, not π
    ['3,14159', 3.14159],
    ['\u22123×10^\u22128', -3e-8],
  ])('reads %s as Moodle does', (text, value) => {
    expect(readNumber(text)).toBe(value);
  });

  it('reads as Moodle does any power of ten written with x, ×, * and ^ or **', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e6, max: 1e6 }),
        fc.integer({ min: -300, max: 300 }),
        fc.constantFrom('x10^', '×10^', '*10^', 'x10**', '×10**', '*10**', 'e', 'E'),
        (mantissa, exponent, times) => {
          expect(readNumber(`${mantissa}${times}${exponent}`)).toBe(Number(`${mantissa}e${exponent}`));
        },
      ),
    );
  });

  it('reads numbers as people type them, and refuses what is not one number', () => {
    expect(readNumber('1 000,5')).toBe(1000.5);
    expect(readNumber('1,000.5')).toBe(1000.5);
    expect(readNumber('\u22122')).toBe(-2);
    expect(readNumber('1e3')).toBe(1000);
    expect(readNumber('1,000')).toBe(1);
    for (const text of [
      '1,2,3',
      '1.000,5',
      '0x10',
      'Infinity',
      'frog',
      '3 frogs',
      '. m',
      '.e8',
      ',',
      '3x10^',
      '10^8',
    ]) {
      expect(readNumber(text), text).toBeNull();
    }
  });

  it('ordering: an item followed by the one that should follow it earns a share', () => {
    const q = written({
      type: 'ordering',
      prompt: 'Oldest first',
      points: 3,
      items: ['1', '2', '3', '4'].map((i) => ({ id: i, text: `Item ${i}` })),
    });
    expect(grade(q, { itemIds: ['2', '1', '3', '4'] })).toEqual({ state: 'partial', fraction: 1 / 3, score: 1 });
    expect(grade(q, { itemIds: ['4', '3', '2', '1'] })).toMatchObject({ state: 'incorrect', score: 0 });
  });

  it('matching: each pair right earns its share', () => {
    const q = written({
      type: 'matching',
      prompt: 'Match the capitals',
      points: 2,
      pairs: [
        { id: 'no', prompt: 'Norway', match: 'Oslo' },
        { id: 'se', prompt: 'Sweden', match: 'Stockholm' },
      ],
      distractors: ['Helsinki'],
    });
    expect(grade(q, { matches: { no: 'Oslo', se: 'Helsinki' } })).toEqual({
      state: 'partial',
      fraction: 0.5,
      score: 1,
    });
  });

  it('an essay waits for a person, whose mark stays within [0, points]', () => {
    const q = written({ type: 'essay', prompt: 'Explain', points: 5 });
    expect(grade(q, { text: 'Because.' })).toEqual({ state: 'needs-grading', fraction: null, score: null });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), (hundredth) => {
        const g = gradeByHand(5, hundredth / 100);
        expect(g.score).toBe(hundredth / 100);
      }),
    );
  });
});
