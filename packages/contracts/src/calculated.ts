// Calculated questions (Moodle's qtype_calculated and calculatedsimple; issue 23, ADR 0055): a text with wildcards
// `{x}` and answers that are formulas of them, `{x} * {y} / 2`. Each attempt draws the wildcards' values (or one of
// the question's fixed sets of values) and keeps them, so the learner, the grading and any regrade see the same
// numbers. A formula is read as Moodle reads one (PHP's arithmetic): + - * / % and ** (not ^, which is PHP's
// bitwise xor), comparisons and ?: giving 1 or 0, and Moodle's maths functions. One reader, in one pass, with no
// eval: the contract checks a formula with it, the server grades with it, the editor previews with it.

export const FORMULA_MAX = 500;
export const WILDCARDS_MAX = 20;
export const WILDCARD_NAME_MAX = 30;
export const VALUE_SETS_MAX = 100;
export const DECIMALS_MAX = 10;
export const ANSWER_LENGTH_MAX = 9;

export const FORMULA_REQUIRED = 'Each answer needs a formula, like {x} + {y}';
export const FORMULA_TOO_LONG = `A formula must be at most ${FORMULA_MAX} characters`;
export const FORMULA_SYNTAX =
  'A formula is incomplete or has something it cannot use: write numbers, wildcards like {x}, + - * / % ** ( ) and functions like sqrt({x})';
export const FORMULA_FUNCTION_UNKNOWN =
  'A formula uses a function calculated questions do not have (they have abs, sqrt, exp, log, log10, sin, cos, tan, round, floor, ceil, min, max, pow, pi() and the others Moodle offers)';
export const FORMULA_ARGUMENTS =
  'A function in a formula has the wrong number of arguments: pi() none; log and round one or two; atan2, fmod and pow two; min and max two or more; the others one';
export const FORMULA_WILDCARD_UNKNOWN = 'Each wildcard {name} in the text or a formula needs a definition';
export const FORMULA_NO_NUMBER =
  "A formula gives no number for the wildcards' values (a division by zero, or the root of a negative number?)";
export const WILDCARDS_REQUIRED = 'Use at least one wildcard, like {x}, in the text or an answer';
export const WILDCARD_NAME_INVALID = `A wildcard's name is a letter, then letters, digits or _, at most ${WILDCARD_NAME_MAX} in all`;
export const WILDCARDS_DUPLICATE = 'Each wildcard only once';
export const WILDCARDS_TOO_MANY = `Use at most ${WILDCARDS_MAX} wildcards`;
export const WILDCARD_RANGE_INVALID = "A wildcard's minimum and maximum are numbers, the minimum not above the maximum";
export const WILDCARD_LOG_RANGE = 'A log-uniform wildcard needs a minimum above 0';
export const DECIMALS_INVALID = `Decimals are a whole number from 0 to ${DECIMALS_MAX}`;
export const VALUE_SETS_TOO_MANY = `Give at most ${VALUE_SETS_MAX} sets of values`;
export const VALUE_SET_INVALID = 'Each set of values gives one number for each wildcard, in their order';
export const DISTRIBUTION_REQUIRED = 'Choose how the values are drawn';
export const TOLERANCE_TYPE_REQUIRED = 'Choose a tolerance type';
export const ANSWER_LENGTH_INVALID = `The right answer is shown with 0 to ${ANSWER_LENGTH_MAX} decimals, or 1 to ${ANSWER_LENGTH_MAX} significant figures`;

type Node =
  | { k: 'num'; v: number }
  | { k: 'var'; name: string }
  | { k: 'un'; op: '-' | '+' | '!'; a: Node }
  | { k: 'bin'; op: string; a: Node; b: Node }
  | { k: 'if'; c: Node; a: Node; b: Node }
  | { k: 'fn'; name: string; args: Node[] };

/** A formula read: what it computes and the wildcards it names (each once, in order of first use). */
export type Formula = { tree: Node; names: string[] };

const WILDCARD_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
export const validWildcardName = (name: string) => name.length <= WILDCARD_NAME_MAX && WILDCARD_NAME.test(name);

/** Moodle's functions by how many arguments each takes: [least, most]. */
const ARITY: Record<string, [number, number]> = {
  pi: [0, 0],
  log: [1, 2],
  round: [1, 2],
  atan2: [2, 2],
  fmod: [2, 2],
  pow: [2, 2],
  min: [2, Number.POSITIVE_INFINITY],
  max: [2, Number.POSITIVE_INFINITY],
};
for (const one of [
  'abs',
  'acos',
  'acosh',
  'asin',
  'asinh',
  'atan',
  'atanh',
  'bindec',
  'ceil',
  'cos',
  'cosh',
  'decbin',
  'decoct',
  'deg2rad',
  'exp',
  'expm1',
  'floor',
  'is_finite',
  'is_infinite',
  'is_nan',
  'log10',
  'log1p',
  'octdec',
  'rad2deg',
  'sin',
  'sinh',
  'sqrt',
  'tan',
  'tanh',
])
  ARITY[one] = [1, 1];

class FormulaError extends Error {}

/** The tokens of a formula: numbers, wildcards, names, operators (longest first). */
function tokens(text: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++;
      continue;
    }
    if (c === '{') {
      const end = text.indexOf('}', i);
      if (end < 0) throw new FormulaError(FORMULA_SYNTAX);
      out.push(text.slice(i, end + 1));
      i = end + 1;
      continue;
    }
    const number = /^(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/.exec(text.slice(i, i + 64));
    if (number) {
      out.push(number[0]);
      i += number[0].length;
      continue;
    }
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i, i + 64));
    if (name) {
      out.push(name[0].toLowerCase());
      i += name[0].length;
      continue;
    }
    const two = text.slice(i, i + 2);
    if (['**', '<=', '>=', '==', '!='].includes(two)) {
      out.push(two);
      i += 2;
      continue;
    }
    if ('+-*/%()<>?:!,'.includes(c)) {
      out.push(c);
      i++;
      continue;
    }
    throw new FormulaError(FORMULA_SYNTAX);
  }
  return out;
}

/** Binding power of the binary operators, PHP's order: ** above * / %, above + -, above comparisons. */
const BINARY: Record<string, number> = {
  '==': 1,
  '!=': 1,
  '<': 2,
  '<=': 2,
  '>': 2,
  '>=': 2,
  '+': 3,
  '-': 3,
  '*': 4,
  '/': 4,
  '%': 4,
};

function parse(list: string[]): Node {
  let at = 0;
  const peek = () => list[at];
  const take = (t?: string) => {
    const got = list[at];
    if (got === undefined || (t !== undefined && got !== t)) throw new FormulaError(FORMULA_SYNTAX);
    at++;
    return got;
  };

  // expression := binary ('?' expression ':' expression)?   (PHP 8 refuses ?: unparenthesised in a chain too)
  function expression(): Node {
    const c = binary(0);
    if (peek() !== '?') return c;
    take('?');
    const a = expression();
    take(':');
    const b = expression();
    return { k: 'if', c, a, b };
  }
  function binary(min: number): Node {
    let left = unary();
    for (;;) {
      const op = peek();
      const power = op === undefined ? undefined : BINARY[op];
      if (power === undefined || power <= min) return left;
      take();
      left = { k: 'bin', op: op!, a: left, b: binary(power) };
    }
  }
  // Unary signs bind looser than **: -2 ** 2 is -4, as in PHP.
  function unary(): Node {
    const op = peek();
    if (op === '-' || op === '+' || op === '!') {
      take();
      return { k: 'un', op, a: unary() };
    }
    return power();
  }
  function power(): Node {
    const base = primary();
    if (peek() !== '**') return base;
    take();
    return { k: 'bin', op: '**', a: base, b: unary() };
  }
  function primary(): Node {
    const t = take();
    if (t === '(') {
      const inner = expression();
      take(')');
      return inner;
    }
    if (t.startsWith('{')) {
      const name = t.slice(1, -1);
      if (!validWildcardName(name)) throw new FormulaError(FORMULA_SYNTAX);
      return { k: 'var', name };
    }
    if (/^[\d.]/.test(t)) return { k: 'num', v: Number(t) };
    if (/^[a-z_]/.test(t)) {
      const arity = ARITY[t];
      if (!arity) throw new FormulaError(peek() === '(' ? FORMULA_FUNCTION_UNKNOWN : FORMULA_SYNTAX);
      take('(');
      const args: Node[] = [];
      if (peek() !== ')') {
        args.push(expression());
        while (peek() === ',') {
          take(',');
          args.push(expression());
        }
      }
      take(')');
      if (args.length < arity[0] || args.length > arity[1]) throw new FormulaError(FORMULA_ARGUMENTS);
      return { k: 'fn', name: t, args };
    }
    throw new FormulaError(FORMULA_SYNTAX);
  }

  const tree = expression();
  if (at !== list.length) throw new FormulaError(FORMULA_SYNTAX);
  return tree;
}

function namesOf(node: Node, into: string[]): string[] {
  switch (node.k) {
    case 'var':
      if (!into.includes(node.name)) into.push(node.name);
      break;
    case 'un':
      namesOf(node.a, into);
      break;
    case 'bin':
      namesOf(node.a, into);
      namesOf(node.b, into);
      break;
    case 'if':
      namesOf(node.c, into);
      namesOf(node.a, into);
      namesOf(node.b, into);
      break;
    case 'fn':
      for (const a of node.args) namesOf(a, into);
      break;
  }
  return into;
}

/** A formula read, or the first thing wrong with it (one of the FORMULA_ messages). */
export function readFormula(text: string): Formula | string {
  if (text.trim() === '') return FORMULA_REQUIRED;
  if (text.length > FORMULA_MAX) return FORMULA_TOO_LONG;
  try {
    const tree = parse(tokens(text));
    return { tree, names: namesOf(tree, []) };
  } catch (error) {
    if (error instanceof FormulaError) return error.message;
    // A formula nested so deep that the reader runs out of stack is no formula either.
    if (error instanceof RangeError) return FORMULA_SYNTAX;
    throw error;
  }
}

/** PHP's round(): half away from zero, to `precision` decimals (negative: tens, hundreds …). */
export function phpRound(x: number, precision = 0): number {
  if (!Number.isFinite(x)) return x;
  const p = Math.trunc(precision);
  const sign = x < 0 ? -1 : 1;
  // Shifted through the decimal text of the number, so 1.005 rounds to 1.01 as PHP's pre-rounding makes it; the
  // exponent is added to, not appended, so 5e-324 shifts too.
  const shift = (n: number, by: number) => {
    const [mantissa, exponent = '0'] = String(n).split('e');
    return Number(`${mantissa}e${Number(exponent) + by}`);
  };
  return sign * shift(Math.round(shift(Number(Math.abs(x).toPrecision(15)), p)), -p);
}

const truthy = (n: number) => (n !== 0 && !Number.isNaN(n) ? 1 : 0);
const integerOf = (n: number) => (Number.isFinite(n) ? Math.trunc(n) : Number.NaN);

function call(name: string, a: number[]): number {
  const [x = Number.NaN, y = Number.NaN] = a;
  switch (name) {
    case 'pi':
      return Math.PI;
    case 'log':
      return a.length === 2 ? Math.log(x) / Math.log(y) : Math.log(x);
    case 'round':
      return phpRound(x, a.length === 2 ? y : 0);
    case 'atan2':
      return Math.atan2(x, y);
    case 'fmod':
      return x % y;
    case 'pow':
      return x ** y;
    case 'min':
      return Math.min(...a);
    case 'max':
      return Math.max(...a);
    case 'deg2rad':
      return (x * Math.PI) / 180;
    case 'rad2deg':
      return (x * 180) / Math.PI;
    case 'is_finite':
      return Number.isFinite(x) ? 1 : 0;
    case 'is_infinite':
      return x === Number.POSITIVE_INFINITY || x === Number.NEGATIVE_INFINITY ? 1 : 0;
    case 'is_nan':
      return Number.isNaN(x) ? 1 : 0;
    // PHP's base conversions read and write digits: decbin(5) is "101", which arithmetic takes as 101.
    case 'decbin':
      return Number(integerOf(x).toString(2));
    case 'decoct':
      return Number(integerOf(x).toString(8));
    case 'bindec':
      return Number.parseInt(String(integerOf(x)).replace(/[^01]/g, '') || '0', 2);
    case 'octdec':
      return Number.parseInt(String(integerOf(x)).replace(/[^0-7]/g, '') || '0', 8);
    case 'floor':
      return Math.floor(x);
    case 'ceil':
      return Math.ceil(x);
    default:
      return (Math[name as 'sin'] as (n: number) => number)(x);
  }
}

function run(node: Node, values: Readonly<Record<string, number>>): number {
  switch (node.k) {
    case 'num':
      return node.v;
    case 'var': {
      const v = Object.hasOwn(values, node.name) ? values[node.name] : undefined;
      return v ?? Number.NaN;
    }
    case 'un': {
      const a = run(node.a, values);
      return node.op === '-' ? -a : node.op === '!' ? 1 - truthy(a) : a;
    }
    case 'if':
      return truthy(run(node.c, values)) ? run(node.a, values) : run(node.b, values);
    case 'fn':
      return call(
        node.name,
        node.args.map((a) => run(a, values)),
      );
    case 'bin': {
      const a = run(node.a, values);
      const b = run(node.b, values);
      switch (node.op) {
        case '+':
          return a + b;
        case '-':
          return a - b;
        case '*':
          return a * b;
        // PHP throws on a division by zero: no number.
        case '/':
          return b === 0 ? Number.NaN : a / b;
        // PHP's % is on integers.
        case '%': {
          const d = integerOf(b);
          return d === 0 ? Number.NaN : integerOf(a) % d;
        }
        case '**':
          return a ** b;
        case '<':
          return a < b ? 1 : 0;
        case '<=':
          return a <= b ? 1 : 0;
        case '>':
          return a > b ? 1 : 0;
        case '>=':
          return a >= b ? 1 : 0;
        case '==':
          return a === b ? 1 : 0;
        default:
          return a !== b ? 1 : 0;
      }
    }
  }
}

/** What a formula computes for these values; null when it gives no finite number (÷0, √−1, a value missing). */
export function evaluate(formula: Formula, values: Readonly<Record<string, number>>): number | null {
  const n = run(formula.tree, values);
  return Number.isFinite(n) ? n : null;
}

/** Reads and computes a formula text; null for a formula that cannot be read or gives no number. */
export function calculate(text: string, values: Readonly<Record<string, number>>): number | null {
  const formula = readFormula(text);
  return typeof formula === 'string' ? null : evaluate(formula, values);
}

/** A piece of a calculated question's text: text as written, a wildcard `{x}`, or a formula `{=…}` to show computed. */
export type TextPiece = { text: string } | { wildcard: string } | { formula: string };

/**
 * The pieces of a calculated question's text. `{name}` (a valid name) is a wildcard; `{=…}` a formula, running to the
 * brace that closes it (wildcards inside it nest); any other brace is text, as in Moodle.
 */
export function textPieces(text: string): TextPiece[] {
  // Each brace's partner found once, with a stack, and the next } after each place: one pass over the text however
  // many braces it has (a scan from each brace would take quadratic time on a text of '{=' repeated).
  const closing = new Int32Array(text.length).fill(-1);
  const nextClose = new Int32Array(text.length + 1).fill(-1);
  const open: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') open.push(i);
    else if (text[i] === '}' && open.length > 0) closing[open.pop()!] = i;
  }
  for (let i = text.length - 1; i >= 0; i--) nextClose[i] = text[i] === '}' ? i : nextClose[i + 1]!;

  const out: TextPiece[] = [];
  let plain = '';
  const flush = () => {
    if (plain) out.push({ text: plain });
    plain = '';
  };
  let i = 0;
  while (i < text.length) {
    if (text[i] === '{') {
      const end = text[i + 1] === '=' ? closing[i]! : nextClose[i]!;
      if (end > 0 && text[i + 1] === '=') {
        flush();
        out.push({ formula: text.slice(i + 2, end) });
        i = end + 1;
        continue;
      }
      // A wildcard's name is at most 30 characters: nothing longer is read as one.
      if (end > 0 && end - i - 1 <= WILDCARD_NAME_MAX && validWildcardName(text.slice(i + 1, end))) {
        flush();
        out.push({ wildcard: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    plain += text[i];
    i++;
  }
  flush();
  return out;
}

/** A number as a calculated question shows it: PHP's 14 significant digits, no trailing zeros. */
export function shownNumber(n: number): string {
  return String(Number(n.toPrecision(14)));
}

/** A wildcard's value as the text shows it: with the wildcard's decimals. */
export function shownValue(n: number, decimals: number): string {
  return phpRound(n, decimals).toFixed(decimals);
}

/**
 * The text with each wildcard's value and each `{=…}` formula's result written in (Moodle's
 * replace_expressions_in_text). A formula that gives no number is left as written.
 */
export function substituteText(
  text: string,
  values: Readonly<Record<string, number>>,
  decimals: Readonly<Record<string, number>> = {},
): string {
  return textPieces(text)
    .map((piece) => {
      if ('text' in piece) return piece.text;
      if ('wildcard' in piece) {
        const v = Object.hasOwn(values, piece.wildcard) ? values[piece.wildcard] : undefined;
        if (v === undefined) return `{${piece.wildcard}}`;
        const d = decimals[piece.wildcard];
        return d === undefined ? shownNumber(v) : shownValue(v, d);
      }
      const n = calculate(piece.formula, values);
      return n === null ? `{=${piece.formula}}` : shownNumber(n);
    })
    .join('');
}

/**
 * The right answer as the learner is shown it (Moodle's qtype_calculated_calculate_answer): with `length` decimals,
 * or `length` significant figures.
 */
export function formatAnswer(n: number, length: number, format: 'decimals' | 'significant'): string {
  if (format === 'decimals') return phpRound(n, length).toFixed(length);
  if (n === 0) return '0';
  const figures = Math.max(1, length);
  const magnitude = Math.floor(Math.log10(Math.abs(n)));
  const rounded = phpRound(n, figures - 1 - magnitude);
  // Plain digits within a sensible range, else 1.23e+5 as Moodle writes large and tiny numbers.
  if (magnitude >= -4 && magnitude < 15) return rounded.toFixed(Math.max(0, figures - 1 - magnitude));
  return rounded.toExponential(figures - 1);
}

/** PHP's precision (14 digits): the margin Moodle adds to every tolerance, so 0.1 + 0.2 still counts as 0.3. */
const EPSILON = 1e-14;

export type ToleranceType = 'relative' | 'nominal' | 'geometric';

/**
 * Whether n is within an answer's tolerance, Moodle's way (qtype_numerical_answer's interval): nominal, ± tolerance
 * widened by a margin relative to the larger of the tolerance and the answer; relative, ± tolerance × the answer;
 * geometric, within a factor 1 + tolerance of it — for a negative answer too (Moodle's interval is then upside down
 * and takes nothing; ADR 0055).
 */
export function withinTolerance(
  answer: { value: number; tolerance: number; toleranceType?: ToleranceType },
  n: number,
): boolean {
  switch (answer.toleranceType ?? 'nominal') {
    case 'nominal': {
      const margin = answer.tolerance + EPSILON * Math.max(answer.tolerance, Math.abs(answer.value), EPSILON);
      return answer.value - margin <= n && n <= answer.value + margin;
    }
    case 'relative': {
      const range = Math.abs(answer.value) * (answer.tolerance + EPSILON);
      return answer.value - range <= n && n <= answer.value + range;
    }
    case 'geometric': {
      const factor = 1 + answer.tolerance + EPSILON;
      const [a, b] = [answer.value / factor, answer.value * factor];
      return Math.min(a, b) <= n && n <= Math.max(a, b);
    }
  }
}

/**
 * A calculated answer's right answer for a result, as the learner is shown it: with its decimals or significant
 * figures — or, where so few fall outside its own tolerance (2 decimals, tolerance 0), the number in full (the
 * shortest text that reads back as it), so that what is shown as right earns full marks.
 */
export function shownRightAnswer(
  answer: {
    tolerance: number;
    toleranceType: ToleranceType;
    answerLength: number;
    answerFormat: 'decimals' | 'significant';
  },
  value: number,
): string {
  const shown = formatAnswer(value, answer.answerLength, answer.answerFormat);
  return withinTolerance({ ...answer, value }, Number(shown)) ? shown : String(value);
}

export type Distribution = 'uniform' | 'loguniform';

/** One value drawn for a wildcard (Moodle's dataset item generation): `random` in [0, 1). */
export function drawValue(
  w: { min: number; max: number; decimals: number; distribution: Distribution },
  random: () => number,
): number {
  const r = random();
  const raw =
    w.distribution === 'loguniform'
      ? Math.exp(Math.log(w.min) + r * (Math.log(w.max) - Math.log(w.min)))
      : w.min + r * (w.max - w.min);
  const value = Math.min(w.max, Math.max(w.min, phpRound(raw, w.decimals)));
  // A draw just below zero rounds to -0, which is no value a person writes: it is 0.
  return value === 0 ? 0 : value;
}

/** The wildcard names in a calculated question's text and formulas, each once, in order of first use. */
export function wildcardsUsed(prompt: string, formulas: readonly string[]): string[] {
  const names: string[] = [];
  const add = (name: string) => {
    if (!names.includes(name)) names.push(name);
  };
  for (const piece of textPieces(prompt)) {
    if ('wildcard' in piece) add(piece.wildcard);
    if ('formula' in piece) {
      const f = readFormula(piece.formula);
      if (typeof f !== 'string') f.names.forEach(add);
    }
  }
  for (const text of formulas) {
    const f = readFormula(text);
    if (typeof f !== 'string') f.names.forEach(add);
  }
  return names;
}

export type Wildcard = { name: string; min: number; max: number; decimals: number; distribution: Distribution };
/** What drawing needs of a calculated question. */
export type CalculatedShape = {
  prompt: string;
  answers: readonly { formula: string }[];
  wildcards: readonly Wildcard[];
  valueSets: readonly (readonly number[])[];
};

/** A fixed set of values (in the wildcards' order) by wildcard name. */
export const valuesOf = (wildcards: readonly Wildcard[], set: readonly number[]) =>
  Object.fromEntries(wildcards.map((w, i) => [w.name, set[i]!]));

/** Whether every formula of the question (answers and text) gives a number for these values. */
export function valuesGiveNumbers(q: CalculatedShape, values: Readonly<Record<string, number>>): boolean {
  const formulas = [
    ...q.answers.map((a) => a.formula),
    ...textPieces(q.prompt).flatMap((p) => ('formula' in p ? [p.formula] : [])),
  ];
  return formulas.every((f) => calculate(f, values) !== null);
}

/** The values the checks try when a question has no fixed sets: each wildcard at its minimum, middle, maximum. */
export function sampleValues(wildcards: readonly Wildcard[]): Record<string, number>[] {
  const at = (pick: (w: Wildcard) => number) => Object.fromEntries(wildcards.map((w) => [w.name, pick(w)]));
  return [at((w) => w.min), at((w) => phpRound((w.min + w.max) / 2, w.decimals)), at((w) => w.max)];
}

/**
 * The values for one attempt: one of the question's fixed sets, or fresh values from each wildcard's range — drawn
 * again (up to 100 times) while a formula gives no number for them, else the first sample that does.
 */
export function drawValues(q: CalculatedShape, random: () => number): Record<string, number> {
  if (q.valueSets.length > 0)
    return valuesOf(
      q.wildcards,
      q.valueSets[Math.min(q.valueSets.length - 1, Math.floor(random() * q.valueSets.length))]!,
    );
  for (let tries = 0; tries < 100; tries++) {
    const values = Object.fromEntries(q.wildcards.map((w) => [w.name, drawValue(w, random)]));
    if (valuesGiveNumbers(q, values)) return values;
  }
  const samples = sampleValues(q.wildcards);
  return samples.find((values) => valuesGiveNumbers(q, values)) ?? samples[0]!;
}
