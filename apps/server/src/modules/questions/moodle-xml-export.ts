import { drawValues } from '@talentpath/contracts/calculated';
import { type QuestionDefinition, type QuestionOf, reusableChoice } from '@talentpath/contracts/questions';
import type { ExportedQuestion } from './question-formats.ts';

// A question bank written as Moodle XML (ADR 0052), the way Moodle's exporter (question/format/xml/format.php) writes
// it, so that Moodle and parseMoodleXml read it back whole: every type and field the bank has. Texts are plain text
// (`format="plain_text"`: Moodle shows them as written, line breaks kept); fractions are percents of up to 5
// decimals (Moodle's fraction of 7); a category question goes before each category's questions. Combined feedback
// and hints go where Moodle's exporter puts them (write_combined_feedback, write_hints).

/**
 * A text as XML element content: as it is when it holds nothing XML reads, else in CDATA (a `]]>` split between two
 * sections), or with entities where it holds a carriage return (XML reads a raw one, CDATA's too, as a line feed).
 * U+FFFE and U+FFFF cannot be written in XML at all: they become U+FFFD.
 */
function xmlText(value: string): string {
  const text = value.replace(/[\uFFFE\uFFFF]/g, '\uFFFD');
  if (!/[<>&\r]/.test(text)) return text;
  if (text.includes('\r'))
    return text.replace(/[<>&\r]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '\r': '&#13;' })[c]!);
  return `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

const percent = (weight: number) => String(Number(weight.toFixed(5)));

/** An element that holds a text: `<name format="plain_text"><text>…</text></name>` (no format for a name). */
const texted = (name: string, value: string, pad: string, format = true) =>
  `${pad}<${name}${format ? ' format="plain_text"' : ''}>\n${pad}  <text>${xmlText(value)}</text>\n${pad}</${name}>`;

/** An answer: its fraction (percent), text, feedback and what else its type writes inside it. */
const answer = (fraction: number | string, text: string, feedback = '', inside: string[] = []) =>
  [
    `    <answer fraction="${typeof fraction === 'number' ? percent(fraction) : fraction}" format="plain_text">`,
    `      <text>${xmlText(text)}</text>`,
    texted('feedback', feedback, '      '),
    ...inside,
    '    </answer>',
  ].join('\n');

const element = (name: string, value: string | number) => `    <${name}>${value}</${name}>`;

/**
 * Moodle's combined feedback. The types that have it in Moodle write it always, where Moodle writes it; the others
 * (true/false, short answer, numerical, essay, Cloze) only when the question has some, for our import to read back
 * (Moodle's ignores it there).
 */
function combinedFeedback(q: QuestionDefinition, moodleHasIt = true): string[] {
  const texts = [q.correctFeedback, q.partialFeedback, q.incorrectFeedback];
  if (!moodleHasIt && texts.every((t) => t === '')) return [];
  return ['correctfeedback', 'partiallycorrectfeedback', 'incorrectfeedback'].map((name, i) =>
    texted(name, texts[i]!, '    '),
  );
}

/** A question's name in Moodle (which needs one; ours have none): its text's first line, shortened. */
function nameOf(prompt: string): string {
  const line = [...(prompt.split(/\r\n|\r|\n/)[0] ?? '')];
  return line.length > 80 ? `${line.slice(0, 79).join('').trimEnd()}…` : line.join('');
}

function choices(q: QuestionOf<'single-choice'> | QuestionOf<'multiple-choice'>): string[] {
  // The marks as our grading gives them: the options' weights, or (multiple choice without weights) right answers
  // sharing +100% and wrong ones −100%.
  const weightOf =
    q.type === 'single-choice'
      ? (o: (typeof q.options)[number]) => (o.id === q.correctOptionId ? 100 : (o.weight ?? 0))
      : (o: (typeof q.options)[number]) =>
          o.weight ??
          (q.correctOptionIds.includes(o.id)
            ? 100 / q.correctOptionIds.length
            : -100 / (q.options.length - q.correctOptionIds.length));
  return [
    element('single', q.type === 'single-choice' ? 'true' : 'false'),
    element('shuffleanswers', 'true'),
    element('answernumbering', 'abc'),
    ...combinedFeedback(q),
    ...q.options.map((o) => answer(weightOf(o), o.text, o.feedback)),
  ];
}

/** The units of a numerical or calculated question, which Moodle writes alike for both. */
function unitElements(q: QuestionOf<'numerical'> | QuestionOf<'calculated'>): string[] {
  const units = q.units.length
    ? [
        '    <units>',
        ...q.units.map(
          (u) =>
            `      <unit>\n        <multiplier>${u.multiplier}</multiplier>\n        <unit_name>${xmlText(u.unit)}</unit_name>\n      </unit>`,
        ),
        '    </units>',
      ]
    : [];
  return [
    ...units,
    // Units graded where there are none would cost every response its penalty in Moodle; here they change nothing.
    element('unitgradingtype', q.units.length && q.unitGrading === 'graded' ? 1 : 0),
    element('unitpenalty', Number((q.unitPenalty / 100).toFixed(7))),
    // 0: the unit is typed after the number; 3: no units.
    element('showunits', q.units.length ? 0 : 3),
    element('unitsleft', 0),
  ];
}

function numerical(q: QuestionOf<'numerical'>): string[] {
  return [
    ...q.answers.map((a) =>
      answer(a.weight, String(a.value), a.feedback, [`      <tolerance>${a.tolerance}</tolerance>`]),
    ),
    ...unitElements(q),
    ...combinedFeedback(q, false),
  ];
}

/** Moodle's codes for a calculated answer's tolerance type and how its right answer is shown. */
const TOLERANCE_CODES = { relative: 1, nominal: 2, geometric: 3 } as const;
const ANSWER_FORMAT_CODES = { decimals: 1, significant: 2 } as const;
/** How many sets of values Moodle is given for a question that draws fresh ones (its form offers 10 at first). */
const DRAWN_SETS = 10;

/**
 * A calculated question's sets of values, in its wildcards' order: its own, or, for one that draws fresh values per
 * attempt, sets drawn as an attempt draws them. Moodle takes an attempt's values only from a dataset's items, so it
 * needs some; the file then carries these fixed sets, and reading it back gives them to the question.
 */
function valueSetsOf(q: QuestionOf<'calculated'>): readonly (readonly number[])[] {
  if (q.valueSets.length) return q.valueSets;
  return Array.from({ length: DRAWN_SETS }, () => {
    const values = drawValues(q, Math.random);
    return q.wildcards.map((w) => values[w.name]!);
  });
}

/** A text in Moodle's <name><text>…</text></name> shape, on one line as Moodle writes a dataset's fields. */
const inText = (name: string, value: string | number) =>
  `        <${name}><text>${typeof value === 'number' ? value : xmlText(value)}</text></${name}>`;

/**
 * Calculated, as Moodle writes it: the answers' formulas with their tolerance and how the right answer is shown,
 * the units, and one private dataset a wildcard (its range, decimals, distribution and items, item k of every
 * wildcard making set k). Not synchronised: the bank shares no dataset between questions.
 */
function calculated(q: QuestionOf<'calculated'>): string[] {
  const sets = valueSetsOf(q);
  const datasets = q.wildcards.map((w, i) =>
    [
      '      <dataset_definition>',
      inText('status', 'private'),
      inText('name', w.name),
      '        <type>calculated</type>',
      inText('distribution', w.distribution),
      inText('minimum', w.min),
      inText('maximum', w.max),
      inText('decimals', w.decimals),
      `        <itemcount>${sets.length}</itemcount>`,
      '        <dataset_items>',
      ...sets.map(
        (set, k) =>
          `          <dataset_item>\n            <number>${k + 1}</number>\n            <value>${set[i]}</value>\n          </dataset_item>`,
      ),
      '        </dataset_items>',
      `        <number_of_items>${sets.length}</number_of_items>`,
      '      </dataset_definition>',
    ].join('\n'),
  );
  return [
    element('synchronize', 0),
    element('single', 0),
    element('answernumbering', 'abc'),
    element('shuffleanswers', 0),
    ...combinedFeedback(q),
    ...q.answers.map((a) =>
      [
        `    <answer fraction="${percent(a.weight)}">`,
        `      <text>${xmlText(a.formula)}</text>`,
        `      <tolerance>${a.tolerance}</tolerance>`,
        `      <tolerancetype>${TOLERANCE_CODES[a.toleranceType]}</tolerancetype>`,
        `      <correctanswerformat>${ANSWER_FORMAT_CODES[a.answerFormat]}</correctanswerformat>`,
        `      <correctanswerlength>${a.answerLength}</correctanswerlength>`,
        texted('feedback', a.feedback, '      '),
        '    </answer>',
      ].join('\n'),
    ),
    ...unitElements(q),
    '    <dataset_definitions>',
    ...datasets,
    '    </dataset_definitions>',
  ];
}

/** What a question of each type writes after the elements every question has. */
function ofType(q: QuestionDefinition): string[] {
  switch (q.type) {
    case 'single-choice':
    case 'multiple-choice':
      return choices(q);
    case 'true-false':
      return [answer(q.correct ? 100 : 0, 'true'), answer(q.correct ? 0 : 100, 'false'), ...combinedFeedback(q, false)];
    case 'short-answer':
      return [
        element('usecase', q.caseSensitive ? 1 : 0),
        ...q.acceptedAnswers.map((a) => answer(100, a)),
        ...q.partialAnswers.map((a) => answer(a.weight, a.text, a.feedback)),
        ...combinedFeedback(q, false),
      ];
    case 'numerical':
      return numerical(q);
    case 'matching':
      return [
        element('shuffleanswers', 'true'),
        ...combinedFeedback(q),
        // Moodle's extra wrong answers: a subquestion with no text.
        ...[...q.pairs, ...q.distractors.map((match) => ({ prompt: '', match }))].map(
          (p) =>
            `    <subquestion format="plain_text">\n      <text>${xmlText(p.prompt)}</text>\n      <answer>\n        <text>${xmlText(p.match)}</text>\n      </answer>\n    </subquestion>`,
        ),
      ];
    case 'ordering':
      return [
        element('layouttype', 'VERTICAL'),
        element('selecttype', 'ALL'),
        element('selectcount', 0),
        element('gradingtype', q.grading.toUpperCase().replaceAll('-', '_')),
        element('showgrading', 'SHOW'),
        element('numberingstyle', 'none'),
        ...combinedFeedback(q),
        // Moodle keeps the right order in the answers' fractions: 1, 2, 3 …
        ...q.items.map((item, i) => answer(String(i + 1), item.text)),
      ];
    case 'select-missing-words':
    case 'drag-drop-text':
      return [
        element('shuffleanswers', q.shuffleChoices ? 1 : 0),
        ...combinedFeedback(q),
        '    <shownumcorrect/>',
        // Choice n is the one that rightly fills each [[n]] of the text, as in Moodle.
        ...q.choices.map((c) => {
          const tag = q.type === 'select-missing-words' ? 'selectoption' : 'dragbox';
          const infinite = q.type === 'drag-drop-text' && reusableChoice(c) ? ['      <infinite/>'] : [];
          return [
            `    <${tag}>`,
            `      <text>${xmlText(c.text)}</text>`,
            `      <group>${c.group}</group>`,
            ...infinite,
            `    </${tag}>`,
          ].join('\n');
        }),
      ];
    case 'cloze':
      // The embedded answers are in the question's text, where Moodle reads them.
      return combinedFeedback(q, false);
    case 'calculated':
      return calculated(q);
    case 'essay':
      return [
        element('responseformat', 'plain'),
        element('responserequired', 1),
        element('responsefieldlines', 15),
        element('attachments', 0),
        element('attachmentsrequired', 0),
        texted('graderinfo', q.graderInfo, '    '),
        texted('responsetemplate', '', '    '),
        ...combinedFeedback(q, false),
      ];
  }
}

const MOODLE_TYPES: Record<QuestionDefinition['type'], string> = {
  'single-choice': 'multichoice',
  'multiple-choice': 'multichoice',
  'true-false': 'truefalse',
  'short-answer': 'shortanswer',
  numerical: 'numerical',
  matching: 'matching',
  ordering: 'ordering',
  essay: 'essay',
  'select-missing-words': 'gapselect',
  'drag-drop-text': 'ddwtos',
  cloze: 'cloze',
  calculated: 'calculated',
};

function questionXml({ question: q, tags }: ExportedQuestion): string {
  const lines = [
    `  <question type="${MOODLE_TYPES[q.type]}">`,
    texted('name', nameOf(q.prompt), '    ', false),
    texted('questiontext', q.prompt, '    '),
    texted('generalfeedback', q.generalFeedback, '    '),
    element('defaultgrade', q.points),
    // A fraction of 7 decimals, as Moodle writes it (33.33333% is 0.3333333).
    element('penalty', (q.penalty / 100).toFixed(7)),
    element('hidden', 0),
    element('idnumber', xmlText(q.idNumber)),
    ...ofType(q),
    // After the type's own elements, as Moodle's write_hints: one a hint, in the order they are shown.
    ...q.hints.map((hint) => texted('hint', hint, '    ')),
  ];
  if (tags.length)
    lines.push('    <tags>', ...tags.map((t) => `      <tag><text>${xmlText(t)}</text></tag>`), '    </tags>');
  return [...lines, '  </question>'].join('\n');
}

/** Switches the category of the questions after it: Moodle's path, `/` within a name written `//`. */
const categoryXml = (name: string) =>
  [
    '  <question type="category">',
    texted('category', `$course$/top/${name.replaceAll('/', '//')}`, '    ', false),
    '  </question>',
  ].join('\n');

/** The bank as a Moodle XML file: questions in no category first, then each category after its category question. */
export function toMoodleXml(questions: readonly ExportedQuestion[]): string {
  const groups = new Map<string | null, ExportedQuestion[]>([[null, []]]);
  for (const q of questions) {
    const group = groups.get(q.category);
    if (group) group.push(q);
    else groups.set(q.category, [q]);
  }
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<quiz>',
    `<!-- TalentPath question bank: ${questions.length} question${questions.length === 1 ? '' : 's'} in Moodle XML. -->`,
  ];
  for (const [category, list] of groups) {
    if (!list.length) continue;
    if (category !== null) parts.push(categoryXml(category));
    parts.push(...list.map(questionXml));
  }
  return `${[...parts, '</quiz>'].join('\n')}\n`;
}
