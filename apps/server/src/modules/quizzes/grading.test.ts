import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ORDERING_GRADINGS,
  type QuestionDefinition,
  type QuestionOf,
  QUESTION_TYPES,
  type QuestionType,
  questionDefinition,
  WEIGHT_INVALID,
  GAP_CHOICE_TWICE,
} from '@talentpath/contracts/questions';
import { drawValues } from '@talentpath/contracts/calculated';
import { isPlainText } from '@talentpath/contracts/text';
import { CLOZE_PARTS } from '../../../test/support/question-files.ts';
import { matchesAnswer, readNumber, withinTolerance } from './answer-reading.ts';
import {
  answerFeedback,
  emptyResponse,
  fullMarksResponse,
  grade,
  gradeByHand,
  gradeWithTries,
  partStates,
  stateFeedback,
} from './grading.ts';

// Grading's promises, for every question type (issue 12): the full correct answer scores full marks, an empty
// answer scores zero, and whatever is sent, the marks stay within [0, points] (from −points for a single choice with
// a negative mark), in hundredths, the same each time. Weights, partial answers, wildcards, units and every ordering
// grading type are in the generated questions.

const id = fc.oneof(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,7}$/), fc.constantFrom('toString', 'constructor'));
const words = fc
  .string({ minLength: 1, maxLength: 24 })
  .filter((s) => s.trim() !== '' && isPlainText(s, 'single'))
  .map((s) => s.trim());
const points = fc.integer({ min: 1, max: 10_000 }).map((n) => n / 100);
const ids = (min: number, max: number) => fc.uniqueArray(id, { minLength: min, maxLength: max });
const common = { prompt: words, points, generalFeedback: fc.constant('') };
/** A weight from the author's menu or any in hundredths, within [min, max]. */
const weightIn = (min: number, max: number) =>
  fc.oneof(
    fc.constantFrom(-100, -50, -33.33333, -25, 0, 10, 33.33333, 50, 90).filter((w) => w >= min && w <= max),
    fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((n) => n / 100),
  );
/** Answer text with Moodle's wildcards in it now and then. */
const pattern = fc.oneof(
  words,
  fc.tuple(words, fc.constantFrom('*', '\\*', ' * ')).map(([w, star]) => `${w}${star}`),
  fc.tuple(fc.constantFrom('*', 'a*b', '\\**'), words).map(([star, w]) => `${star}${w}`),
);

const definitions: { [T in QuestionType]: fc.Arbitrary<unknown> } = {
  'single-choice': ids(2, 8).chain((list) =>
    fc
      .record({
        ...common,
        type: fc.constant('single-choice'),
        // Another option may earn part of the marks or cost some (a negative mark), the correct one all.
        options: fc.tuple(
          ...list.map((i) =>
            fc.record({
              id: fc.constant(i),
              text: words,
              weight: fc.option(weightIn(-100, 99.99), { nil: undefined }),
            }),
          ),
        ),
        correctOptionId: fc.constantFrom(...list),
      })
      .map((q) => ({
        ...q,
        options: q.options.map((o) =>
          o.id === q.correctOptionId && o.weight !== undefined ? { ...o, weight: 100 } : o,
        ),
      })),
  ),
  'multiple-choice': ids(2, 8).chain((list) =>
    fc
      .record({
        ...common,
        type: fc.constant('multiple-choice'),
        options: fc.tuple(...list.map((i) => words.map((text) => ({ id: i, text, feedback: '' })))),
        correctOptionIds: fc.shuffledSubarray(list, { minLength: 1 }),
        weighted: fc.boolean(),
        wrongWeights: fc.array(weightIn(-100, 0), { minLength: list.length, maxLength: list.length }),
      })
      // Weighted: the correct options share 100% (unevenly when there are two), the wrong ones 0% or less.
      .map(({ weighted, wrongWeights, ...q }) => {
        if (!weighted) return q;
        const correct = q.correctOptionIds;
        // Moodle's precision: 5 decimals in percent (three right options share 33.33333% each).
        const share = (id: string) =>
          correct.length === 2 ? (id === correct[0] ? 70 : 30) : Math.round(1e7 / correct.length) / 1e5;
        return {
          ...q,
          options: q.options.map((o, i) => ({ ...o, weight: correct.includes(o.id) ? share(o.id) : wrongWeights[i]! })),
        };
      }),
  ),
  'true-false': fc.record({ ...common, type: fc.constant('true-false'), correct: fc.boolean() }),
  'short-answer': fc.record({
    ...common,
    type: fc.constant('short-answer'),
    acceptedAnswers: fc.array(pattern, { minLength: 1, maxLength: 4 }),
    partialAnswers: fc.array(fc.record({ text: pattern, weight: weightIn(0.01, 99.99) }), { maxLength: 3 }),
    caseSensitive: fc.boolean(),
  }),
  numerical: fc.record({
    ...common,
    type: fc.constant('numerical'),
    answers: fc
      .array(
        fc.record({
          value: fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }),
          tolerance: fc.double({ min: 0, max: 100, noNaN: true, noDefaultInfinity: true }),
          weight: weightIn(0.01, 100),
        }),
        { minLength: 1, maxLength: 3 },
      )
      .map(([first, ...rest]) => [{ ...first!, weight: 100 }, ...rest]),
    units: fc.constantFrom(
      [],
      [{ unit: 'm', multiplier: 1 }],
      [
        { unit: 'm', multiplier: 1 },
        { unit: 'cm', multiplier: 100 },
        { unit: 'km', multiplier: 0.001 },
      ],
    ),
    unitGrading: fc.constantFrom('optional', 'graded'),
    unitPenalty: weightIn(0, 100),
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
      grading: fc.constantFrom(...ORDERING_GRADINGS),
    }),
  ),
  essay: fc.record({ ...common, type: fc.constant('essay'), graderInfo: fc.constant('') }),
  'select-missing-words': gapQuestion('select-missing-words'),
  'drag-drop-text': gapQuestion('drag-drop-text'),
  cloze: fc
    .record({
      points,
      generalFeedback: fc.constant(''),
      parts: fc.array(fc.constantFrom(...CLOZE_PARTS), { minLength: 1, maxLength: 4 }),
    })
    .map(({ parts, ...q }) => ({ ...q, type: 'cloze', prompt: `Fill in: ${parts.join(' and ')}.` })),
  calculated: fc
    .record({
      points,
      generalFeedback: fc.constant(''),
      wildcards: fc.tuple(
        ...['a', 'b'].map((name) =>
          fc
            .record({
              min: fc.integer({ min: -50, max: 50 }),
              span: fc.integer({ min: 0, max: 100 }),
              decimals: fc.integer({ min: 0, max: 3 }),
            })
            .map(({ min, span, decimals }) => ({ name, min, max: min + span, decimals })),
        ),
      ),
      formula: fc.constantFrom(
        '{a} + {b}',
        '{a} * {b}',
        '{a} - {b} / 2',
        'sqrt(abs({a})) + {b}',
        '-{a} ** 2',
        'max({a}, {b}, 0)',
        '{a} > {b} ? {a} : {b}',
        'round({a} / 3, 2) % 7',
        '{a} / {b}',
      ),
      tolerance: fc.constantFrom(0, 0.01, 0.1, 2),
      toleranceType: fc.constantFrom('relative', 'nominal', 'geometric'),
      answerLength: fc.integer({ min: 1, max: 6 }),
      answerFormat: fc.constantFrom('decimals', 'significant'),
      partly: fc.boolean(),
      units: fc.constantFrom(
        [],
        [
          { unit: 'm', multiplier: 1 },
          { unit: 'cm', multiplier: 100 },
        ],
      ),
      unitGrading: fc.constantFrom('optional', 'graded'),
      sets: fc.array(fc.tuple(fc.integer({ min: -9, max: 9 }), fc.integer({ min: 1, max: 9 })), { maxLength: 3 }),
    })
    .map(({ formula, tolerance, toleranceType, answerLength, answerFormat, partly, sets, ...q }) => {
      const full = { formula, tolerance, toleranceType, answerLength, answerFormat };
      return {
        ...q,
        type: 'calculated',
        prompt: 'Given {a} and {b}, what is the answer?',
        answers: partly ? [full, { formula: '{a} + 1', weight: 50, tolerance: 0.5, toleranceType: 'nominal' }] : [full],
        // Fixed sets give numbers for every formula here: b is never 0.
        valueSets: sets,
      };
    })
    // A question whose formula gives no number at its samples (a / b with b only 0) is refused: not generated.
    .filter((raw) => questionDefinition.safeParse(raw).success),
};

/** A small seeded generator of numbers in [0, 1), so a property's drawn values replay with its seed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The values an attempt would draw for a calculated question (none for the other types). */
const valuesFor = (q: QuestionDefinition, seed: number) => (q.type === 'calculated' ? drawValues(q, seeded(seed)) : {});

/** A gap question: its choices in up to three groups, and a text of gaps naming them (a once-only choice once). */
function gapQuestion(type: 'select-missing-words' | 'drag-drop-text') {
  return ids(1, 8).chain((list) =>
    fc
      .record({
        ...common,
        type: fc.constant(type),
        choices: fc.tuple(
          ...list.map((i) =>
            fc.record({
              id: fc.constant(i),
              text: words.map((w) => w.replace(/[[\]]/g, '')).filter((w) => w !== ''),
              group: fc.integer({ min: 1, max: 3 }),
              unlimited: fc.boolean(),
            }),
          ),
        ),
        shuffleChoices: fc.boolean(),
        gaps: fc.array(fc.integer({ min: 1, max: list.length }), { minLength: 1, maxLength: 6 }),
      })
      .map(({ gaps, choices, prompt, ...q }) => {
        const kept = gaps.filter(
          (n, i) => type === 'select-missing-words' || choices[n - 1]!.unlimited || gaps.indexOf(n) === i,
        );
        const text = prompt.replace(/[[\]]/g, '');
        return {
          ...q,
          prompt: kept.map((n) => `${text} [[${n}]]`).join(' '),
          choices: type === 'drag-drop-text' ? choices : choices.map(({ unlimited: _, ...c }) => c),
        };
      }),
  );
}

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
          fc
            .constantFrom(...q.acceptedAnswers, ...q.partialAnswers.map((a) => a.text))
            .map((a) => a.replace('*', 'xyz')),
        ),
      });
    case 'numerical':
      return fc.record({
        text: fc.oneof(
          fc.string({ maxLength: 30 }),
          fc.double({ noNaN: true }).map(String),
          fc.constantFrom(...q.answers).map((a) => String(a.value + a.tolerance / 2).replace('.', ',')),
          fc
            .tuple(fc.constantFrom(...q.answers), fc.constantFrom('m', ' cm', 'km', ' frogs', ''))
            .map(([a, unit]) => `${a.value}${unit}`),
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
    case 'cloze':
      return fc.record({
        parts: fc.array(
          fc.oneof(
            fc.constant(null),
            fc.constantFrom('Oslo', 'oslo', 'Bergen', '3.5', '3,55', '2.9', 'a}b#c~d', 'x', ''),
            fc.string({ maxLength: 20 }),
            fc.constantFrom('1', '2', '3', '4', '0', 'a'),
            fc.subarray(['1', '2', '3', '9']),
          ),
          { maxLength: 6 },
        ),
      });
    case 'calculated':
      return fc.record({
        text: fc.oneof(
          fc.string({ maxLength: 30 }),
          fc.double({ noNaN: true }).map(String),
          fc.integer({ min: -200, max: 200 }).map((n) => `${n / 4} cm`),
        ),
      });
    case 'select-missing-words':
    case 'drag-drop-text':
      return fc.record({
        gaps: fc.array(fc.oneof(fc.constant(null), id, fc.constantFrom(...q.choices.map((c) => c.id))), {
          maxLength: 8,
        }),
      });
  }
}

const isHundredths = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

describe.each(QUESTION_TYPES)('grading a %s question', (type) => {
  if (type !== 'essay') {
    it('gives full marks for the full correct answer', () => {
      fc.assert(
        fc.property(question(type), fc.integer(), (q, seed) => {
          const values = valuesFor(q, seed);
          const g = grade(q, fullMarksResponse(q, values), values);
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

  it('keeps the marks of any answer within [0, points] (a single choice from −points), in hundredths, the same every time', () => {
    fc.assert(
      fc.property(
        question(type).chain((q) => fc.tuple(fc.constant(q), fc.oneof(responseTo(q), fc.anything()), fc.integer())),
        ([q, response, seed]) => {
          const values = valuesFor(q, seed);
          const g = grade(q, response, values);
          expect(grade(q, structuredClone(response), values)).toEqual(g);
          if (g.state === 'needs-grading') {
            expect(type).toBe('essay');
            expect(g.score).toBeNull();
            return;
          }
          expect(g.score).not.toBeNull();
          const least = type === 'single-choice' ? -1 : 0;
          expect(g.score!).toBeGreaterThanOrEqual(least * q.points);
          expect(g.score!).toBeLessThanOrEqual(q.points);
          expect(isHundredths(g.score!)).toBe(true);
          expect(g.state).toBe(
            g.fraction! >= 1
              ? 'correct'
              : g.fraction! <= 0
                ? g.state === 'unanswered'
                  ? 'unanswered'
                  : 'incorrect'
                : 'partial',
          );
          expect(g.fraction!).toBeGreaterThanOrEqual(least);
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
    expect(grade(written({ ...q, answers: [{ value: 0.3, tolerance: 0 }] }), { text: String(0.1 + 0.2) }).score).toBe(
      2,
    );
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
    expect(grade(written({ ...q, answers: [{ value: 3e-8, tolerance: 0 }] }), { text: '3.00x10**-8' })).toMatchObject({
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

// Moodle's own PHPUnit cases (question/type/*/tests in moodle/moodle), as ours grades them (issue 23, ADR 0051).
describe("Moodle's grading tests", () => {
  it('shortanswer compare_string_with_wildcard: letter case, spaces, *, \\* and characters regular expressions use', () => {
    const cases: [given: string, answer: string, ignoreCase: boolean, match: boolean][] = [
      ['Frog', 'Frog', false, true],
      ['Frog', 'frog', false, false],
      ['   Frog   ', 'Frog', false, true],
      ['Frogs', 'Frog', false, false],
      ['Frog', 'frog', true, true],
      ['   FROG   ', 'Frog', true, true],
      ['Frogs', 'Frog', true, false],
      ['Frog', 'F*og', false, true],
      ['Fog', 'F*og', false, true],
      ['   Fat dog   ', 'F*og', false, true],
      ['Frogs', 'F*og', false, false],
      ['Fg', 'F*og', false, false],
      ['frog', 'F*og', false, false],
      ['   fat dog   ', 'F*og', false, false],
      ['Frog', 'F*og', true, true],
      ['Fog', 'F*og', true, true],
      ['   Fat dog   ', 'F*og', true, true],
      ['Frogs', 'F*og', true, false],
      ['Fg', 'F*og', true, false],
      ['frog', 'F*og', true, true],
      ['   fat dog   ', 'F*og', true, true],
      ['   *   ', '\\*', false, true],
      ['*', '\\*', false, true],
      ['Frog*toad', 'Frog\\*toad', false, true],
      ['a', '[a-z]', false, false],
      ['[a-z]', '[a-z]', false, true],
      ['\\{}/', '\\{}/', true, true],
      ['ITÁLIE', 'Itálie', true, true],
      ['départ', 'DÉPART', true, true],
      ['départ', 'DÉPART', false, false],
      ['d\u00e9part', 'de\u0301part', false, true],
      ['d\u00e9part', 'DE\u0301PART', true, true],
      ['0', '0', false, true],
      ['0', '0*', false, true],
      ['0', '*0', false, true],
      ['0', '*0*', false, true],
      ['<em></em>', `${'*'.repeat(35)}<em>${'*'.repeat(35)}</em>`, false, true],
    ];
    for (const [given, answer, ignoreCase, match] of cases) {
      expect(
        matchesAnswer(
          answer,
          given.normalize('NFC').trim().replace(/\s+/gu, ' ')[ignoreCase ? 'toLowerCase' : 'toString'](),
          !ignoreCase,
        ),
        `${given} ~ ${answer}`,
      ).toBe(match);
    }
  });

  it('shortanswer: a wildcard takes no time on a long response, however many stars', () => {
    const answer = `${'*a'.repeat(60)}b`;
    const started = process.hrtime.bigint();
    expect(matchesAnswer(answer, 'a'.repeat(200), false)).toBe(false);
    // A backtracking regular expression takes minutes here, the glob match well under a millisecond: the bound
    // leaves a margin of thousands for a loaded machine.
    expect(Number(process.hrtime.bigint() - started) / 1e9).toBeLessThan(5);
  });

  it('shortanswer test_grading: frog 100%, toad 80%, anything else 0', () => {
    const q = written({
      type: 'short-answer',
      prompt: 'Name an amphibian: __________',
      points: 1,
      acceptedAnswers: ['frog'],
      partialAnswers: [{ text: 'toad', weight: 80 }],
    });
    expect(grade(q, { text: 'x' })).toEqual({ state: 'incorrect', fraction: 0, score: 0 });
    expect(grade(q, { text: 'frog' })).toEqual({ state: 'correct', fraction: 1, score: 1 });
    expect(grade(q, { text: 'toad' })).toEqual({ state: 'partial', fraction: 0.8, score: 0.8 });
    // test_get_correct_response_escapedwildcards: x\*y is answered by x*y.
    const escaped = written({ type: 'short-answer', prompt: 'Write x*y', points: 1, acceptedAnswers: ['x\\*y'] });
    expect(fullMarksResponse(escaped)).toEqual({ text: 'x*y' });
    expect(grade(escaped, { text: 'xzy' }).score).toBe(0);
  });

  // qtype_numerical's pi question: 3.14 at 100%, in m with cm = 100.
  const pi = (unitGrading: 'optional' | 'graded') =>
    written({
      type: 'numerical',
      prompt: 'What is pi to two d.p.?',
      points: 1,
      answers: [{ value: 3.14, tolerance: 0 }],
      units: [
        { unit: 'm', multiplier: 1 },
        { unit: 'cm', multiplier: 100 },
      ],
      unitGrading,
      unitPenalty: 20,
    });

  it('numerical test_grading_with_units: units optional, a unit converts when given', () => {
    for (const text of ['3.14 frogs', '3.14', '3.14 m', '314cm', '314000000x10^-8m'])
      expect(grade(pi('optional'), { text }), text).toMatchObject({ state: 'correct', fraction: 1 });
  });

  it('numerical test_grading_with_units_graded: a missing, unknown or wrong unit costs the penalty', () => {
    const q = pi('graded');
    for (const [text, fraction] of [
      ['3.14 frogs', 0.8],
      ['3.14', 0.8],
      ['3.14 m', 1],
      ['314cm', 1],
      ['314000000x10^-8m', 1],
      ['3.14 cm', 0.8],
      ['314 m', 0],
    ] as const)
      expect(grade(q, { text }).fraction, text).toBeCloseTo(fraction, 10);
  });

  it("numerical test_grading_unit: 1.25 m at 100%, within 0.05 at 50%, the penalty half of the response's", () => {
    const q = written({
      type: 'numerical',
      prompt: 'How many metres?',
      points: 1,
      answers: [
        { value: 1.25, tolerance: 0 },
        { value: 1.25, tolerance: 0.05, weight: 50 },
      ],
      units: [
        { unit: 'm', multiplier: 1 },
        { unit: 'cm', multiplier: 100 },
      ],
      unitGrading: 'graded',
      unitPenalty: 50,
    });
    for (const [text, fraction] of [
      ['2 m', 0],
      ['2 cm', 0],
      ['2', 0],
      ['1.25 m', 1],
      ['125 cm', 1],
      ['1.25', 0.5],
      ['1.23 m', 0.5],
      ['123 cm', 0.5],
      ['1.23', 0.25],
    ] as const)
      expect(grade(q, { text }).fraction, text).toBeCloseTo(fraction, 10);
    expect(fullMarksResponse(q)).toEqual({ text: '1.25 m' });
  });

  const moodleOrder = ['Modular', 'Object', 'Oriented', 'Dynamic', 'Learning', 'Environment'];
  const ordering = (grading: (typeof ORDERING_GRADINGS)[number]) =>
    written({
      type: 'ordering',
      prompt: 'Put these words in order.',
      points: 1,
      items: moodleOrder.map((text) => ({ id: text, text })),
      grading,
    });
  const share = (grading: (typeof ORDERING_GRADINGS)[number], itemIds: string[]) =>
    grade(ordering(grading), { itemIds }).fraction!;
  const reverse = [...moodleOrder].reverse();
  const firstLast = ['Environment', 'Object', 'Oriented', 'Dynamic', 'Learning', 'Modular'];
  const rotated = ['Oriented', 'Object', 'Dynamic', 'Learning', 'Environment', 'Modular'];
  const shifted = ['Object', 'Oriented', 'Dynamic', 'Learning', 'Environment', 'Modular'];

  it('ordering question_test: every grading type gives the right order all and the reverse what Moodle gives', () => {
    for (const grading of ORDERING_GRADINGS) expect(share(grading, moodleOrder), grading).toBe(1);
    for (const grading of ORDERING_GRADINGS)
      expect(share(grading, reverse), grading).toBeCloseTo(grading === 'relative-to-correct' ? 0.4 : 0, 10);
  });

  it('ordering question_test: the partial shares of each grading type', () => {
    expect(share('all-or-nothing', rotated)).toBe(0);
    expect(share('absolute-position', firstLast)).toBeCloseTo(4 / 6, 10);
    expect(share('absolute-position', rotated)).toBeCloseTo(1 / 6, 10);
    expect(share('relative-next-exclude-last', firstLast)).toBeCloseTo(0.6, 10);
    expect(share('relative-next-exclude-last', rotated)).toBeCloseTo(0.4, 10);
    expect(share('relative-next-include-last', firstLast)).toBeCloseTo(0.5, 10);
    expect(share('relative-one-previous-and-next', rotated)).toBeCloseTo(1 / 3, 10);
    expect(share('relative-all-previous-and-next', rotated)).toBeCloseTo(0.6, 10);
    const all = share('relative-all-previous-and-next', shifted);
    expect(all).toBeGreaterThan(0.6);
    expect(all).toBeLessThan(0.7);
    expect(share('longest-ordered-subset', shifted)).toBeCloseTo(5 / 6, 10);
    expect(share('longest-contiguous-subset', shifted)).toBeCloseTo(5 / 6, 10);
    const relative = share('relative-to-correct', shifted);
    expect(relative).toBeGreaterThan(0.6);
    expect(relative).toBeLessThan(0.7);
  });

  it('ordering: a contiguous run counts consecutive items in order, an ordered subset any in order', () => {
    // A, C, B, D: A-B-D in order (3 of 4), but no two consecutive items stand in a row except C-D… and A-B.
    const q = (grading: (typeof ORDERING_GRADINGS)[number]) =>
      written({
        type: 'ordering',
        prompt: 'Order',
        points: 4,
        items: ['A', 'B', 'C', 'D'].map((id) => ({ id, text: id })),
        grading,
      });
    expect(grade(q('longest-ordered-subset'), { itemIds: ['A', 'C', 'B', 'D'] }).fraction).toBe(0.75);
    expect(grade(q('longest-contiguous-subset'), { itemIds: ['A', 'C', 'B', 'D'] }).fraction).toBe(0.5);
    expect(grade(q('longest-contiguous-subset'), { itemIds: ['D', 'C', 'B', 'A'] }).fraction).toBe(0);
  });

  it('multichoice: weights add up, kept within [0, 100%]; a single choice may cost marks (negative marking)', () => {
    const multi = written({
      type: 'multiple-choice',
      prompt: 'Which are odd?',
      points: 3,
      options: [
        { id: 'one', text: 'One', weight: 50 },
        { id: 'three', text: 'Three', weight: 50 },
        { id: 'two', text: 'Two', weight: -100 },
        { id: 'four', text: 'Four', weight: 0 },
      ],
      correctOptionIds: ['one', 'three'],
    });
    expect(grade(multi, { optionIds: ['one'] })).toEqual({ state: 'partial', fraction: 0.5, score: 1.5 });
    expect(grade(multi, { optionIds: ['one', 'four'] })).toEqual({ state: 'partial', fraction: 0.5, score: 1.5 });
    expect(grade(multi, { optionIds: ['one', 'three', 'two'] })).toEqual({ state: 'incorrect', fraction: 0, score: 0 });
    expect(grade(multi, { optionIds: ['one', 'three'] })).toEqual({ state: 'correct', fraction: 1, score: 3 });
    const thirds = written({
      type: 'multiple-choice',
      prompt: 'Which three?',
      points: 1,
      options: ['a', 'b', 'c', 'd'].map((id) => ({ id, text: id, weight: id === 'd' ? -100 : 33.33333 })),
      correctOptionIds: ['a', 'b', 'c'],
    });
    expect(grade(thirds, { optionIds: ['a', 'b', 'c'] })).toEqual({ state: 'correct', fraction: 1, score: 1 });
    const single = written({
      type: 'single-choice',
      prompt: 'Which is prime?',
      points: 2,
      options: [
        { id: 'p', text: '7' },
        { id: 'half', text: '9', weight: 50 },
        { id: 'neg', text: '8', weight: -25 },
        { id: 'zero', text: '10' },
      ],
      correctOptionId: 'p',
    });
    expect(grade(single, { optionId: 'p' })).toEqual({ state: 'correct', fraction: 1, score: 2 });
    expect(grade(single, { optionId: 'half' })).toEqual({ state: 'partial', fraction: 0.5, score: 1 });
    expect(grade(single, { optionId: 'neg' })).toEqual({ state: 'incorrect', fraction: -0.25, score: -0.5 });
    expect(grade(single, { optionId: 'zero' })).toEqual({ state: 'incorrect', fraction: 0, score: 0 });
  });

  it('refuses weights that do not make a question: the sum of the correct ones, a wrong one above 0, some missing', () => {
    const base = {
      type: 'multiple-choice',
      prompt: 'Which?',
      points: 1,
      correctOptionIds: ['a', 'b'],
    } as const;
    const issues = (options: { id: string; text: string; weight?: number }[]) =>
      questionDefinition.safeParse({ ...base, options }).error?.issues.map((i) => i.message) ?? [];
    expect(
      issues([
        { id: 'a', text: 'A', weight: 50 },
        { id: 'b', text: 'B', weight: 40 },
        { id: 'c', text: 'C', weight: 0 },
      ]),
    ).toEqual(["The correct options' weights must add up to 100%"]);
    expect(
      issues([
        { id: 'a', text: 'A', weight: 50 },
        { id: 'b', text: 'B', weight: 50 },
        { id: 'c', text: 'C', weight: 10 },
      ]),
    ).toEqual(["A wrong option's weight must be 0% or less"]);
    expect(
      issues([
        { id: 'a', text: 'A', weight: 50 },
        { id: 'b', text: 'B', weight: 50 },
        { id: 'c', text: 'C' },
      ]),
    ).toEqual(['Give every option a weight, or none']);
    expect(
      issues([
        { id: 'a', text: 'A', weight: 150 },
        { id: 'b', text: 'B', weight: -50 },
      ]),
    ).toContain(WEIGHT_INVALID);
    expect(
      issues([
        { id: 'a', text: 'A', weight: 100 / 3 },
        { id: 'b', text: 'B', weight: 0 },
      ]),
    ).toContain(WEIGHT_INVALID);
    const single = questionDefinition.safeParse({
      type: 'single-choice',
      prompt: 'Which?',
      points: 1,
      options: [
        { id: 'a', text: 'A', weight: 90 },
        { id: 'b', text: 'B', weight: 100 },
      ],
      correctOptionId: 'a',
    });
    expect(single.error?.issues.map((i) => i.message)).toEqual([
      'The correct option is worth 100%',
      'Only the correct option is worth 100%',
    ]);
  });
});

describe('gap questions, as Moodle grades them (qtype_gapselect and qtype_ddwtos question_test)', () => {
  // Moodle's test question: 'The [[1]] brown [[2]] jumped over the [[3]] dog.', groups quick/slow, fox/dog,
  // lazy/assiduous; and its maths one, where the same choice fills two gaps.
  const fox = (type: 'select-missing-words' | 'drag-drop-text') =>
    questionDefinition.parse({
      type,
      prompt: 'The [[1]] brown [[2]] jumped over the [[3]] dog.',
      points: 1,
      choices: [
        { id: 'quick', text: 'quick', group: 1 },
        { id: 'fox', text: 'fox', group: 2 },
        { id: 'lazy', text: 'lazy', group: 3 },
        { id: 'slow', text: 'slow', group: 1 },
        { id: 'dog', text: 'dog', group: 2 },
        { id: 'assiduous', text: 'assiduous', group: 3 },
      ],
    });
  const maths = questionDefinition.parse({
    type: 'select-missing-words',
    prompt: 'Fill in the operators to make this equation work: 7 [[1]] 11 [[2]] 13 [[1]] 17 [[2]] 19 = 3',
    points: 1,
    choices: ['+', '-', '*', '/'].map((text, i) => ({ id: `o${i + 1}`, text })),
  });

  it.each(['select-missing-words', 'drag-drop-text'] as const)('%s: each gap right earns its share', (type) => {
    const q = fox(type);
    expect(grade(q, { gaps: ['quick', 'fox', 'lazy'] })).toEqual({ state: 'correct', fraction: 1, score: 1 });
    expect(grade(q, { gaps: ['quick'] })).toMatchObject({ state: 'partial', fraction: 1 / 3, score: 0.33 });
    expect(grade(q, { gaps: ['quick', 'fox', 'assiduous'] })).toMatchObject({ state: 'partial', score: 0.67 });
    expect(grade(q, { gaps: ['slow', 'dog', 'assiduous'] })).toEqual({ state: 'incorrect', fraction: 0, score: 0 });
    expect(grade(q, { gaps: [null, null, null] })).toEqual({ state: 'unanswered', fraction: 0, score: 0 });
    expect(fullMarksResponse(q)).toEqual({ gaps: ['quick', 'fox', 'lazy'] });
  });

  it('the same choice fills two gaps of a select-missing-words question', () => {
    expect(grade(maths, { gaps: ['o1', 'o2', 'o1', 'o2'] })).toEqual({ state: 'correct', fraction: 1, score: 1 });
    expect(grade(maths, { gaps: ['o1', 'o1', 'o1', 'o1'] })).toMatchObject({ state: 'partial', fraction: 0.5 });
    expect(grade(maths, { gaps: [null, 'o1', 'o2', 'o1'] })).toMatchObject({ state: 'incorrect', fraction: 0 });
  });

  it("a choice of another group never counts in a gap, even when it reads the same as the gap's own", () => {
    const q = questionDefinition.parse({
      type: 'select-missing-words',
      prompt: '[[1]] and [[2]]',
      points: 2,
      choices: [
        { id: 'a', text: 'same', group: 1 },
        { id: 'b', text: 'other', group: 2 },
        { id: 'c', text: 'same', group: 2 },
        { id: 'd', text: 'Other', group: 2 },
      ],
    });
    expect(grade(q, { gaps: ['c', 'b'] })).toMatchObject({ state: 'partial', score: 1 });
    // Two choices of a group written alike are one answer (Moodle merges them); letter case tells them apart.
    expect(grade(q, { gaps: ['a', 'd'] })).toMatchObject({ state: 'partial', score: 1 });
  });

  it('drag and drop: a once-only choice counts in the first gap it fills; one that may be reused, in each', () => {
    const q = (unlimited: boolean) =>
      questionDefinition.parse({
        type: 'drag-drop-text',
        prompt: '[[1]] + [[2]] = two [[1]]s',
        points: 1,
        choices: [
          { id: 'one', text: 'one', unlimited },
          { id: 'plus', text: 'one' },
        ],
      });
    expect(() => q(false)).toThrow(GAP_CHOICE_TWICE);
    expect(grade(q(true), { gaps: ['one', 'one', 'one'] })).toMatchObject({ state: 'correct' });
    const once = questionDefinition.parse({
      type: 'drag-drop-text',
      prompt: '[[1]] [[2]]',
      points: 1,
      choices: [
        { id: 'x', text: 'x' },
        { id: 'y', text: 'y' },
      ],
    });
    expect(grade(once, { gaps: ['x', 'x'] })).toMatchObject({ state: 'partial', fraction: 0.5 });
    expect(grade(once, { gaps: ['y', 'x'] })).toMatchObject({ state: 'incorrect' });
  });
});

describe('embedded answers (Cloze), as Moodle grades them (qtype_multianswer question_test)', () => {
  const verse = questionDefinition.parse({
    type: 'cloze',
    points: 2,
    prompt:
      'Complete this opening line of verse: "The {1:SHORTANSWER:Dog#Wrong, silly!~=Owl#Well done!~*#Wrong answer} and the ' +
      '{1:MULTICHOICE:Bow-wow#You seem to be having a dream~Wiggly worm#Now you are just being ridiculous!~=Pussy-cat#Well done!} went to sea".',
  });

  it("test_grading: each part's share by its marks", () => {
    expect(grade(verse, { parts: ['Owl', '3'] })).toEqual({ state: 'correct', fraction: 1, score: 2 });
    expect(grade(verse, { parts: ['Owl'] })).toMatchObject({ state: 'partial', fraction: 0.5, score: 1 });
    expect(grade(verse, { parts: ['Goat', '3'] })).toMatchObject({ state: 'partial', fraction: 0.5 });
    expect(grade(verse, { parts: ['Dog'] })).toEqual({ state: 'incorrect', fraction: 0, score: 0 });
    expect(grade(verse, { parts: [null, null] })).toEqual({ state: 'unanswered', fraction: 0, score: 0 });
    expect(fullMarksResponse(verse)).toEqual({ parts: ['Owl', '3'] });
  });

  it('weights parts by their marks; numbers within tolerance; multiple responses by their weights, never below 0', () => {
    const q = questionDefinition.parse({
      type: 'cloze',
      points: 10,
      prompt: 'Pi: {3:NM:=3.14:0.01~%50%3:0.2~*#No} Pick: {1:MR:=a~=b~c} Case: {1:SAC:=Oslo~%50%oslo}',
    });
    expect(grade(q, { parts: ['3,14', ['1', '2'], 'Oslo'] })).toMatchObject({ state: 'correct', score: 10 });
    expect(grade(q, { parts: ['3.1', null, null] })).toMatchObject({ state: 'partial', score: 3 });
    expect(grade(q, { parts: ['2.5', ['1', '3'], 'oslo'] })).toMatchObject({ state: 'partial', score: 1 });
    expect(grade(q, { parts: [null, ['3'], null] })).toEqual({ state: 'incorrect', fraction: 0, score: 0 });
    expect(partStates(q, { parts: ['3.1', ['1', '3'], null] })).toEqual(['partial', 'incorrect', 'unanswered']);
    expect(partStates(q, { parts: ['3.14', ['1', '2'], 'Oslo'] })).toEqual(['correct', 'correct', 'correct']);
  });
});

describe('calculated questions, as Moodle grades them (qtype_calculated question_test)', () => {
  // Moodle's test question: "What is {a} + {b}?", the right answer {a} + {b}, a wrong one {a} - {b} with feedback.
  const sum = (extra: Record<string, unknown> = {}) =>
    written({
      type: 'calculated',
      prompt: 'What is {a} + {b}?',
      points: 1,
      generalFeedback: 'You added {a} and {b}: {={a} + {b}}.',
      answers: [
        { formula: '{a} + {b}', tolerance: 0.01, toleranceType: 'relative', answerLength: 2, ...extra },
        { formula: '{a} - {b}', weight: 50, tolerance: 0.001, toleranceType: 'nominal', feedback: 'Add, not subtract' },
      ],
      wildcards: [
        { name: 'a', min: 1, max: 31, decimals: 1 },
        { name: 'b', min: 0, max: 5, decimals: 5 },
      ],
      valueSets: [
        [1, 5],
        [3, 0.01416],
        [31, 0.01416],
      ],
    });
  const values = { a: 1, b: 5 };

  it('test_grading: the sum is right, the difference is what its answer earns; nothing typed is unanswered', () => {
    const q = sum();
    expect(grade(q, { text: '6' }, values)).toEqual({ state: 'correct', fraction: 1, score: 1 });
    expect(grade(q, { text: '-4' }, values)).toEqual({ state: 'partial', fraction: 0.5, score: 0.5 });
    expect(answerFeedback(q, { text: '-4' }, values)).toEqual(['Add, not subtract']);
    expect(grade(q, { text: '7' }, values)).toMatchObject({ state: 'incorrect', score: 0 });
    expect(grade(q, { text: 'test' }, values)).toMatchObject({ state: 'incorrect', score: 0 });
    expect(grade(q, { text: '' }, values)).toMatchObject({ state: 'unanswered' });
    // Other values, another right answer: the attempt's values decide.
    expect(grade(q, { text: '6' }, { a: 3, b: 4 })).toMatchObject({ state: 'incorrect' });
  });

  it("test_get_correct_response: the answer shown with the answer's decimals or significant figures", () => {
    const right = (q: ReturnType<typeof sum>, v: Record<string, number>) => fullMarksResponse(q, v);
    expect(right(sum(), { a: 3, b: 0.01416 })).toEqual({ text: '3.01' });
    expect(right(sum({ answerFormat: 'significant' }), { a: 3, b: 0.01416 })).toEqual({ text: '3.0' });
    expect(right(sum(), values)).toEqual({ text: '6.00' });
    expect(right(sum({ answerFormat: 'significant' }), values)).toEqual({ text: '6.0' });
    expect(right(sum(), { a: 31, b: 0.01416 })).toEqual({ text: '31.01' });
    expect(right(sum({ answerFormat: 'significant', answerLength: 3 }), { a: 31, b: 0.01416 })).toEqual({
      text: '31.0',
    });
  });

  it('shows the number in full where the rounded one would fall outside the tolerance, so it still earns full marks', () => {
    const q = sum({ tolerance: 0, answerLength: 1 });
    const shown = fullMarksResponse(q, { a: 3, b: 0.01416 });
    expect(shown).toEqual({ text: '3.01416' });
    expect(grade(q, shown, { a: 3, b: 0.01416 })).toMatchObject({ state: 'correct' });
  });

  it('tolerances: relative (± 1% of 200), nominal (± 2), geometric (a factor 1.1, for a negative answer too)', () => {
    const one = (toleranceType: string, tolerance: number, formula = '{a} * 100') =>
      written({
        type: 'calculated',
        prompt: '{a}?',
        points: 1,
        answers: [{ formula, tolerance, toleranceType }],
        wildcards: [{ name: 'a', min: 1, max: 3 }],
      });
    const at = (q: ReturnType<typeof one>, text: string) => grade(q, { text }, { a: 2 }).state;
    expect([at(one('relative', 0.01), '198'), at(one('relative', 0.01), '202.01')]).toEqual(['correct', 'incorrect']);
    expect([at(one('nominal', 2), '198'), at(one('nominal', 2), '197.9')]).toEqual(['correct', 'incorrect']);
    const geometric = one('geometric', 0.1);
    expect([at(geometric, '182'), at(geometric, '220'), at(geometric, '181'), at(geometric, '221')]).toEqual([
      'correct',
      'correct',
      'incorrect',
      'incorrect',
    ]);
    const negative = one('geometric', 0.1, '-{a} * 100');
    expect([at(negative, '-182'), at(negative, '-220'), at(negative, '-221')]).toEqual([
      'correct',
      'correct',
      'incorrect',
    ]);
  });

  it('units convert and, where graded, a missing unit costs its penalty, as a numerical question', () => {
    const q = written({
      type: 'calculated',
      prompt: 'A rod of {a} m and one of {b} m, end to end?',
      points: 2,
      answers: [{ formula: '{a} + {b}', tolerance: 0, toleranceType: 'nominal' }],
      wildcards: [
        { name: 'a', min: 1, max: 2 },
        { name: 'b', min: 1, max: 2 },
      ],
      units: [
        { unit: 'm', multiplier: 1 },
        { unit: 'cm', multiplier: 100 },
      ],
      unitGrading: 'graded',
      unitPenalty: 50,
    });
    const v = { a: 1.5, b: 1.2 };
    expect(grade(q, { text: '270 cm' }, v)).toMatchObject({ state: 'correct', score: 2 });
    expect(grade(q, { text: '2.7' }, v)).toMatchObject({ state: 'partial', score: 1 });
    expect(fullMarksResponse(q, v)).toEqual({ text: '2.70 m' });
  });

  it('a formula that gives no number for the values matches nothing, and no right answer is made up', () => {
    const q = written({
      type: 'calculated',
      prompt: '1 / {a}?',
      points: 1,
      answers: [{ formula: '1 / {a}' }],
      wildcards: [{ name: 'a', min: 0, max: 2 }],
    });
    expect(grade(q, { text: '0' }, { a: 0 })).toMatchObject({ state: 'incorrect' });
    expect(fullMarksResponse(q, { a: 0 })).toBeNull();
    expect(grade(q, { text: '0.5' }, {})).toMatchObject({ state: 'incorrect' });
  });
});

describe('interactive tries (qbehaviour_interactive adjust_fraction) and combined feedback', () => {
  const q = written({
    type: 'multiple-choice',
    prompt: 'Which are even?',
    points: 3,
    options: ['a', 'b', 'c', 'd'].map((i) => ({ id: i, text: i })),
    correctOptionIds: ['a', 'b'],
    penalty: 33.33333,
    correctFeedback: 'Right.',
    partialFeedback: 'Partly.',
    incorrectFeedback: 'Wrong.',
  });

  it('takes the penalty off for each wrong try before, never below 0, keeping the state of the response', () => {
    expect(gradeWithTries(q, { optionIds: ['a', 'b'] }, {}, 0)).toEqual({ state: 'correct', fraction: 1, score: 3 });
    expect(gradeWithTries(q, { optionIds: ['a', 'b'] }, {}, 1)).toMatchObject({ state: 'correct', score: 2 });
    expect(gradeWithTries(q, { optionIds: ['a', 'b'] }, {}, 2)).toMatchObject({ state: 'correct', score: 1 });
    expect(gradeWithTries(q, { optionIds: ['a'] }, {}, 2)).toMatchObject({ state: 'partial', fraction: 0, score: 0 });
    expect(gradeWithTries(q, { optionIds: [] }, {}, 2)).toEqual({ state: 'unanswered', fraction: 0, score: 0 });
    // A question stored before penalties were held: Moodle's default third.
    const { penalty: _, ...old } = q;
    expect(gradeWithTries(old as typeof q, { optionIds: ['a', 'b'] }, {}, 1)).toMatchObject({ score: 2 });
  });

  it('names the feedback for each graded state, none for unanswered or waiting', () => {
    expect(
      ['correct', 'partial', 'incorrect', 'unanswered', 'needs-grading'].map((s) => stateFeedback(q, s as never)),
    ).toEqual(['Right.', 'Partly.', 'Wrong.', '', '']);
  });
});
