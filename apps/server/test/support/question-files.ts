import fc from 'fast-check';
import { expect } from 'vitest';
import { ANSWER_LENGTH_MAX, DECIMALS_MAX } from '@talentpath/contracts/calculated';
import { bankQuestionInput, questionCategoryInput } from '@talentpath/contracts/question-bank';
import {
  GAP_CHOICE_MAX,
  gapsOf,
  HINTS_MAX,
  ORDERING_GRADINGS,
  PENALTY_DEFAULT,
  type QuestionDefinition,
  type QuestionType,
  questionDefinition,
  TOLERANCE_TYPES,
  UNIT_MAX,
  WEIGHT_CHOICES,
} from '@talentpath/contracts/questions';
import { isPlainText } from '@talentpath/contracts/text';
import {
  type ExportedQuestion,
  idAt,
  type ParseResult,
  type ParsedQuestion,
} from '../../src/modules/questions/question-formats.ts';

// Questions generated for the question files' property tests (ADR 0035, 0052): valid by the contract, of every type,
// with text full of what the formats read as structure; and how a file gives them back (ids renumbered a, b, c …).

/** Pieces that mean something to one of the formats, mixed into generated text. */
export const TRICKY = fc.constantFrom(
  ...['{', '}', '~', '=', '#', ':', '\\', '\\n', '|', '"', ',', "'", '-', '+', '@', '%50%', '%', '[html]', '['],
  ...['//', '$CATEGORY:', '::', '####', '->', 'T', 'TRUE', ' ', '\t', 'é', '😀', '_____', '..', '1', '-3.5'],
  ...['constructor', '__proto__', '&constructor;', '&#x41;'],
  // What XML reads as structure (Moodle XML).
  ...['<', '>', '&', '&amp;', '<p>', ']]>', '<![CDATA[', '\u00A0'],
);
export const textOf = (lines: 'single' | 'multi', { cr = true, arrow = true } = {}) =>
  fc
    .array(
      fc.oneof(TRICKY, fc.string({ maxLength: 6 }), ...(lines === 'multi' ? [fc.constantFrom('\n', '\r\n')] : [])),
      {
        minLength: 1,
        maxLength: 8,
      },
    )
    .map((parts) => parts.join('').trim())
    .filter((s) => s !== '' && isPlainText(s, lines) && (cr || !s.includes('\r')) && (arrow || !s.includes('->')));

export type Limits = {
  cr: boolean;
  arrow: boolean;
  caseRule: boolean;
  graderInfo: boolean;
  /** Moodle's depth (issue 23): id numbers; weights, partly right answers, each number's feedback; units. */
  idNumber: boolean;
  weights: boolean;
  units: boolean;
  /** Moodle's interactive behaviour and combined feedback: hints, the penalty for each wrong try, feedback by grade. */
  interactive: boolean;
};
export const ALL: Limits = {
  cr: true,
  arrow: true,
  caseRule: true,
  graderInfo: true,
  idNumber: true,
  weights: true,
  units: true,
  interactive: true,
};
export const points = fc.integer({ min: 1, max: 10_000 }).map((n) => n / 100);
export const ids = (min: number, max: number) =>
  fc.uniqueArray(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,5}$/), { minLength: min, maxLength: max });
export const number = (min: number, max: number) =>
  fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((n) => n || 0);
/** A percent from min to max (bounds left out as asked), Moodle's grades among them. */
export const percent = (min: number, max: number, excluded: { min?: boolean; max?: boolean } = {}) =>
  fc
    .oneof(
      fc.constantFrom(...[...WEIGHT_CHOICES, -25, -33.33333, -100].filter((w) => w >= min && w <= max)),
      // Moodle's precision: 5 decimals in percent.
      fc
        .double({ min, max, minExcluded: excluded.min, maxExcluded: excluded.max, noNaN: true })
        .map((n) => Math.round(n * 1e5) / 1e5 || 0),
    )
    .filter((w) => !(excluded.min && w === min) && !(excluded.max && w === max));

/** Weights of a multiple-choice question's options: the right ones share 100%, the wrong ones 0% or less. */
export const choiceWeights = (list: string[], right: string[]) =>
  fc
    .tuple(
      fc.array(fc.integer({ min: 1, max: 100 }), { minLength: list.length, maxLength: list.length }),
      fc.array(percent(-100, 0), { minLength: list.length, maxLength: list.length }),
    )
    .map(([shares, wrong]) => {
      const total = list.reduce((sum, id, i) => sum + (right.includes(id) ? shares[i]! : 0), 0);
      return list.map((id, i) => (right.includes(id) ? Math.round((1e7 * shares[i]!) / total) / 1e5 : wrong[i]!));
    });

/** What a question has of Moodle's interactive behaviour when its file says nothing of it: the contract's defaults. */
export const INTERACTIVE_DEFAULTS = {
  correctFeedback: '',
  partialFeedback: '',
  incorrectFeedback: '',
  hints: [] as string[],
  penalty: PENALTY_DEFAULT,
};

type Interactive = {
  correctFeedback: fc.Arbitrary<string>;
  partialFeedback: fc.Arbitrary<string>;
  incorrectFeedback: fc.Arbitrary<string>;
  hints: fc.Arbitrary<string[]>;
  penalty: fc.Arbitrary<number>;
};

/**
 * Hints, the penalty for each wrong try and feedback by grade, now and then: most questions keep the defaults, as
 * most of a bank does; some have up to HINTS_MAX hints, a penalty Moodle's form offers or any other, feedback of any
 * text. Where the format has none of them (GIFT), the defaults only.
 */
function interactiveFields(l: Limits, multi: fc.Arbitrary<string>, feedback: fc.Arbitrary<string>): Interactive {
  if (!l.interactive) {
    const none = fc.constant('');
    return {
      correctFeedback: none,
      partialFeedback: none,
      incorrectFeedback: none,
      hints: fc.constant<string[]>([]),
      penalty: fc.constant(PENALTY_DEFAULT),
    };
  }
  return {
    correctFeedback: feedback,
    partialFeedback: feedback,
    incorrectFeedback: feedback,
    hints: fc.oneof(
      { arbitrary: fc.constant<string[]>([]), weight: 2 },
      { arbitrary: fc.array(multi, { minLength: 1, maxLength: HINTS_MAX }), weight: 1 },
    ),
    penalty: fc.oneof(
      { arbitrary: fc.constant(PENALTY_DEFAULT), weight: 2 },
      { arbitrary: fc.constantFrom(0, 10, 20, 25, 50, 100), weight: 1 },
      { arbitrary: percent(0, 100), weight: 1 },
    ),
  };
}

export function definitions(l: Limits): { [T in QuestionType]: fc.Arbitrary<unknown> } {
  const multi = textOf('multi', l);
  const single = textOf('single', l);
  const feedback = fc.oneof(fc.constant(''), multi);
  const interactive = interactiveFields(l, multi, feedback);
  const common = {
    prompt: multi,
    points,
    generalFeedback: feedback,
    ...interactive,
    // GIFT's [id:…] holds no <, >, [ or tab (as a tag): its export leaves such an id number out, and says so.
    idNumber: l.idNumber
      ? fc.oneof(fc.constant(''), l.cr ? single : single.filter((s) => !/[<>[\t]/.test(s)))
      : fc.constant(''),
  };
  // Weights are optional per option of a single-choice question: the right one 100%, another below.
  const options = (list: string[], weight?: (id: string) => fc.Arbitrary<number>) =>
    fc.tuple(
      ...list.map((id) =>
        fc.record({
          id: fc.constant(id),
          text: multi,
          feedback,
          ...(weight && l.weights ? { weight: fc.option(weight(id), { nil: undefined }) } : {}),
        }),
      ),
    );
  const unit = single.filter((u) => u.length <= UNIT_MAX && !/^[\d+\-.,\u2212]/u.test(u));
  const multiplier = fc.oneof(fc.constantFrom(100, 1000, 0.001, 1e-7), fc.double({ min: 1e-9, max: 1e9, noNaN: true }));
  const units = fc
    .uniqueArray(fc.record({ unit, multiplier }), { maxLength: 3, selector: (u) => u.unit })
    .map((list) => list.map((u, i) => (i === 0 ? { ...u, multiplier: 1 } : u)));
  return {
    'single-choice': ids(2, 6).chain((list) =>
      fc.constantFrom(...list).chain((right) =>
        fc.record({
          ...common,
          type: fc.constant('single-choice'),
          options: options(list, (id) => (id === right ? fc.constant(100) : percent(-100, 100, { max: true }))),
          correctOptionId: fc.constant(right),
        }),
      ),
    ),
    'multiple-choice': ids(2, 6).chain((list) =>
      fc.shuffledSubarray(list, { minLength: 1 }).chain((right) =>
        fc
          .record({
            ...common,
            type: fc.constant('multiple-choice'),
            options: options(list),
            correctOptionIds: fc.constant(right),
            weights: l.weights ? fc.option(choiceWeights(list, right), { nil: undefined }) : fc.constant(undefined),
          })
          .map(({ weights, ...q }) =>
            weights ? { ...q, options: q.options.map((o, i) => ({ ...o, weight: weights[i] })) } : q,
          ),
      ),
    ),
    'true-false': fc.record({ ...common, type: fc.constant('true-false'), correct: fc.boolean() }),
    'short-answer': fc.record({
      ...common,
      type: fc.constant('short-answer'),
      acceptedAnswers: fc.array(single, { minLength: 1, maxLength: 4 }),
      partialAnswers: l.weights
        ? fc.array(fc.record({ text: single, weight: percent(0, 100, { min: true, max: true }), feedback }), {
            maxLength: 3,
          })
        : fc.constant([]),
      caseSensitive: l.caseRule ? fc.boolean() : fc.constant(false),
    }),
    numerical: fc.record({
      ...common,
      type: fc.constant('numerical'),
      answers: fc
        .array(
          fc.record({
            value: number(-1e9, 1e9),
            tolerance: number(0, 1000),
            weight: l.weights ? percent(0, 100, { min: true }) : fc.constant(100),
            feedback: l.weights ? feedback : fc.constant(''),
          }),
          { minLength: 1, maxLength: 3 },
        )
        // At least one number earns all the marks.
        .map((list) => (list.some((a) => a.weight === 100) ? list : [{ ...list[0]!, weight: 100 }, ...list.slice(1)])),
      units: l.units ? units : fc.constant([]),
      unitGrading: l.units ? fc.constantFrom('optional', 'graded') : fc.constant('optional'),
      unitPenalty: l.units ? percent(0, 100) : fc.constant(10),
    }),
    matching: ids(2, 5).chain((list) =>
      fc.record({
        ...common,
        type: fc.constant('matching'),
        pairs: fc.tuple(
          ...list.map((id) => fc.record({ id: fc.constant(id), prompt: multi, match: textOf('single', ALL) })),
        ),
        distractors: fc.array(textOf('single', ALL), { maxLength: 3 }),
      }),
    ),
    ordering: ids(2, 6).chain((list) =>
      fc.record({
        ...common,
        type: fc.constant('ordering'),
        items: fc.tuple(...list.map((id) => fc.record({ id: fc.constant(id), text: multi }))),
        grading: fc.constantFrom(...ORDERING_GRADINGS),
      }),
    ),
    essay: fc.record({
      ...common,
      type: fc.constant('essay'),
      graderInfo: l.graderInfo ? feedback : fc.constant(''),
    }),
    'select-missing-words': gaps('select-missing-words', multi, single, interactive),
    'drag-drop-text': gaps('drag-drop-text', multi, single, interactive),
    cloze: fc
      .record({
        ...common,
        type: fc.constant('cloze'),
        pieces: fc.array(
          multi.filter((s) => !s.includes('{')),
          { minLength: 1, maxLength: 4 },
        ),
        parts: fc.array(fc.constantFrom(...CLOZE_PARTS), { minLength: 1, maxLength: 4 }),
      })
      .map(({ pieces, parts, ...q }) => ({
        ...q,
        prompt: parts.map((part, i) => `${pieces[i % pieces.length]} ${part} `).join('') + pieces[0],
      })),
    calculated: fc.shuffledSubarray(WILDCARD_NAMES, { minLength: 1, maxLength: 3 }).chain((names) =>
      fc
        .record({
          ...common,
          type: fc.constant('calculated'),
          // Text around each wildcard, and now and then a formula shown computed; a brace there would be read as one.
          pieces: fc.array(
            multi.filter((s) => !s.includes('{')),
            { minLength: 1, maxLength: 3 },
          ),
          shown: fc.option(formula(names), { nil: undefined }),
          answers: fc
            .array(
              fc.record({
                formula: formula(names),
                weight: l.weights ? percent(0, 100, { min: true }) : fc.constant(100),
                tolerance: fc.oneof(fc.constantFrom(0, 0.01, 0.5), number(0, 1000)),
                toleranceType: fc.constantFrom(...TOLERANCE_TYPES),
                answerLength: fc.integer({ min: 0, max: ANSWER_LENGTH_MAX }),
                answerFormat: fc.constantFrom('decimals', 'significant'),
                feedback: l.weights ? feedback : fc.constant(''),
              }),
              { minLength: 1, maxLength: 3 },
            )
            // At least one formula earns all the marks; significant figures are at least one.
            .map((list) =>
              (list.some((a) => a.weight === 100) ? list : [{ ...list[0]!, weight: 100 }, ...list.slice(1)]).map((a) =>
                a.answerFormat === 'significant' && a.answerLength === 0 ? { ...a, answerLength: 1 } : a,
              ),
            ),
          wildcards: fc.tuple(...names.map(wildcard)),
          units: l.units ? units : fc.constant([]),
          unitGrading: l.units ? fc.constantFrom('optional', 'graded') : fc.constant('optional'),
          unitPenalty: l.units ? percent(0, 100) : fc.constant(10),
        })
        .chain(({ pieces, shown, ...q }) =>
          fc.array(fc.tuple(...q.wildcards.map((w) => number(w.min, w.max))), { maxLength: 3 }).map((valueSets) => ({
            ...q,
            prompt: `${names.map((name, i) => `${pieces[i % pieces.length]} {${name}} `).join('')}${pieces[0]}${
              shown === undefined ? '' : ` {=${shown}}`
            }`,
            valueSets,
          })),
        ),
    ),
  };
}

/** Names the generated calculated questions give their wildcards: short, long, with a digit and _, in capitals. */
const WILDCARD_NAMES = ['a', 'b', 'x', 'rate', 'n_2', 'Total'];

/** A wildcard whose range gives numbers: tenths from -100 to 100 (above 0 when drawn log-uniform). */
const wildcard = (name: string) =>
  fc
    .record({
      bounds: fc.tuple(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -1000, max: 1000 })),
      decimals: fc.integer({ min: 0, max: DECIMALS_MAX }),
      loguniform: fc.boolean(),
    })
    .map(({ bounds, decimals, loguniform }) => {
      const [min, max] = bounds.map((n) => (loguniform ? Math.max(1, Math.abs(n)) : n) / 10).sort((a, b) => a - b);
      return { name, min: min!, max: max!, decimals, distribution: loguniform ? 'loguniform' : 'uniform' };
    });

/**
 * A formula of the wildcards and small constants, with + - * and a few of Moodle's functions, that gives a number
 * for any values: nothing divides by what could be 0.
 */
const formula = (names: string[]) => {
  const term = fc.oneof(
    fc.constantFrom(...names.map((n) => `{${n}}`)),
    fc.integer({ min: 1, max: 9 }).map(String),
    fc.constantFrom('0.5', '2.5'),
  );
  return fc
    .record({
      first: term,
      rest: fc.array(fc.tuple(fc.constantFrom(' + ', ' - ', ' * ', '*', '-'), term), { maxLength: 3 }),
      around: fc.constantFrom('%', '%', 'abs(%)', '(%) / 4', 'round(%, 2)', '-(%)', '(%) ** 2'),
    })
    .map(({ first, rest, around }) => around.replace('%', first + rest.map(([op, t]) => op + t).join('')));
};

/** Embedded answers of every kind, with escapes, weights, feedback and marks. */
export const CLOZE_PARTS = [
  '{2:SHORTANSWER:=Oslo#Right~%50%Bergen#The second city~*#No}',
  '{1:SAC:=a\\}b\\#c\\~d}',
  '{:NUMERICAL:=3.5:0.1#Yes~%50%3:0,5~*#No}',
  '{1:MULTICHOICE_V:=yes#Right~no#Wrong}',
  '{3:MCHS:Bow-wow~=Pussy-cat~%-50%Wiggly worm}',
  '{1:MULTIRESPONSE:=a~=b~c}',
  '{1:MRHS:%60%x~%40%y~%-100%z}',
];

/** A gap question: text around [[n]] gaps (none but those), choices in groups, a once-only drag choice in one gap. */
function gaps(
  type: 'select-missing-words' | 'drag-drop-text',
  multi: fc.Arbitrary<string>,
  single: fc.Arbitrary<string>,
  interactive: Interactive,
) {
  const plain = multi.filter((s) => gapsOf(s).length === 0);
  return ids(1, 6).chain((list) =>
    fc
      .record({
        type: fc.constant(type),
        points,
        generalFeedback: fc.oneof(fc.constant(''), multi),
        ...interactive,
        texts: fc.array(plain, { minLength: 1, maxLength: 4 }),
        choices: fc.tuple(
          ...list.map((id) =>
            fc.record({
              id: fc.constant(id),
              text: single.filter((s) => s.length <= GAP_CHOICE_MAX && gapsOf(s).length === 0),
              group: fc.integer({ min: 1, max: 20 }),
              unlimited: fc.boolean(),
            }),
          ),
        ),
        gaps: fc.array(fc.integer({ min: 1, max: list.length }), { minLength: 1, maxLength: 5 }),
        shuffleChoices: fc.boolean(),
      })
      .map(({ texts, gaps: numbers, choices, ...q }) => {
        const kept = numbers.filter(
          (n, i) => type === 'select-missing-words' || choices[n - 1]!.unlimited || numbers.indexOf(n) === i,
        );
        // Text, a gap, text …: a space each side, so that text and a gap never run into a mark.
        const prompt = kept.map((n, i) => `${texts[i % texts.length]} [[${n}]] `).join('') + texts[0];
        return {
          ...q,
          prompt,
          choices: type === 'drag-drop-text' ? choices : choices.map(({ unlimited: _, ...c }) => c),
        };
      })
      .filter((q) => gapsOf(q.prompt).length === q.prompt.split('[[').length - 1),
  );
}

export const tag = fc.stringMatching(/^[A-Za-z0-9æøå][A-Za-z0-9æøå _-]{0,12}$/);
export const category = fc.oneof(
  fc.constant(null),
  fc.constantFrom('Arrays', 'Week 1/Loops', '/', 'a//b', 'top', '$course$/x', 'Ærø'),
  textOf('single', ALL).filter((s) => questionCategoryInput.safeParse({ name: s }).success),
);

/** A bank question of one of the types, valid by the contract (a generator that makes anything else fails here). */
export const exported = (types: readonly QuestionType[], limits: Limits): fc.Arbitrary<ExportedQuestion> => {
  const defs = definitions(limits);
  return fc
    .record({
      question: fc.oneof(...types.map((t) => defs[t])),
      category: category.map((c) => (c === null ? null : questionCategoryInput.parse({ name: c }).name)),
      tags: fc.uniqueArray(tag, { maxLength: 3, selector: (t) => t.toLowerCase() }),
    })
    .map((raw) => {
      const input = bankQuestionInput.parse({ question: raw.question, tags: raw.tags });
      return { question: input.question, category: raw.category, tags: input.tags };
    });
};

/** The question with the ids a file gives its parts (a, b, c … in order): files do not carry ids. */
export function renumbered(q: QuestionDefinition): QuestionDefinition {
  const index = (list: { id: string }[], id: string) => idAt(list.findIndex((o) => o.id === id));
  switch (q.type) {
    case 'single-choice':
      return {
        ...q,
        options: q.options.map((o, i) => ({ ...o, id: idAt(i) })),
        correctOptionId: index(q.options, q.correctOptionId),
      };
    case 'multiple-choice':
      return {
        ...q,
        options: q.options.map((o, i) => ({ ...o, id: idAt(i) })),
        // A set: GIFT writes it in the options' order.
        correctOptionIds: q.correctOptionIds.map((id) => index(q.options, id)).sort(),
      };
    case 'matching':
      return { ...q, pairs: q.pairs.map((p, i) => ({ ...p, id: idAt(i) })) };
    case 'ordering':
      return { ...q, items: q.items.map((item, i) => ({ ...item, id: idAt(i) })) };
    case 'select-missing-words':
      return { ...q, choices: q.choices.map((c, i) => ({ ...c, id: idAt(i) })) };
    case 'drag-drop-text':
      return { ...q, choices: q.choices.map((c, i) => ({ ...c, id: idAt(i) })) };
    default:
      return q;
  }
}

export const read = (result: ParseResult) =>
  result.rows.map((r) => {
    if (!r.ok) throw new Error(`line ${r.line}: ${r.message}`);
    return { question: renumbered(r.question), category: r.category ?? null, tags: r.tags };
  });
export const expected = (list: ExportedQuestion[]) => list.map((q) => ({ ...q, question: renumbered(q.question) }));

/**
 * A question as GIFT gives it back: a single choice's right option (`=`) and a wrong one at 0% (`~`) carry no weight, and
 * multiple-choice weights that are the even rule are no weights (an unweighted question is written with them).
 */
export function asWeightsReadBack(q: QuestionDefinition): QuestionDefinition {
  if (q.type === 'single-choice')
    return {
      ...q,
      options: q.options.map(({ weight, ...o }) => (weight && o.id !== q.correctOptionId ? { ...o, weight } : o)),
    };
  if (q.type !== 'multiple-choice' || q.options.some((o) => o.weight === undefined)) return q;
  const right = q.correctOptionIds.length;
  const even = (w: number) => (w > 0 ? 100 / right : -100 / (q.options.length - right));
  if (q.options.every((o) => Math.abs(o.weight! - even(o.weight!)) < 1e-2))
    return { ...q, options: q.options.map(({ weight: _, ...o }) => o) };
  return q;
}
export const oks = (result: ParseResult) => result.rows.filter((r): r is ParsedQuestion => r.ok);
export const failures = (result: ParseResult) => result.rows.filter((r) => !r.ok).map((r) => [r.line, r.message]);

/** What a parser made of any text: each row at a line of the text, a valid question or a reason. */
export function expectSoundRows(text: string, result: ParseResult) {
  const lines = text.split(/\r\n|\r|\n/).length;
  for (const row of result.rows) {
    expect(row.line).toBeGreaterThanOrEqual(1);
    expect(row.line).toBeLessThanOrEqual(lines);
    if (row.ok) expect(questionDefinition.safeParse(row.question).success).toBe(true);
    else expect(row.message).toMatch(/\S/);
  }
}

/** The questions in the order GIFT and Moodle XML write them: those in no category first, then category by category. */
export function inCategoryOrder(list: ExportedQuestion[]): ExportedQuestion[] {
  const groups = [null, ...new Set(list.map((q) => q.category).filter((c) => c !== null))];
  return groups.flatMap((g) => list.filter((q) => q.category === g));
}
