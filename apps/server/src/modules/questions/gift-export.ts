import type { QuestionDefinition } from '@talentpath/contracts/questions';
import { type ExportedQuestion, writeNumericalAnswer } from './question-formats.ts';

// A question bank written as GIFT (ADR 0035), the way Moodle's exporter writes it, so that Moodle and parseGift
// read it back: what GIFT reads as structure escaped, line breaks as \n, answers one per line. Points and tags go
// in a comment line before the question (`[points:…]` is ours; Moodle ignores it, and reads `[tag:…]`).

/** Why a question has no GIFT form; the file's first lines say how many were left out and why. */
const LEFT_OUT = {
  ordering: 'ordering questions (GIFT has no ordering type)',
  gaps: 'select missing words and drag and drop into text questions (GIFT has neither: export Moodle XML)',
  cloze: 'embedded answers (Cloze) questions (GIFT has no Cloze: export Moodle XML)',
  calculated: 'calculated questions (GIFT has no calculated type: export Moodle XML)',
  arrow: 'questions with "->" in a pair\'s question or a short answer (GIFT would read a matching pair there)',
} as const;
type LeftOut = keyof typeof LEFT_OUT;

// Moodle's repchar: \ # = ~ { } : escaped, a line break written as \n.
const repchar = (text: string) =>
  text.replace(/\r\n?/g, '\n').replace(/[\\#=~{}:\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`));

/** A text that could be read as a [format] or a comment where it starts names Moodle's default format first. */
function text(value: string): string {
  const escaped = repchar(value);
  return escaped.startsWith('[') || escaped.startsWith('//') ? `[moodle]${escaped}` : escaped;
}

const feedback = (value: string) => (value ? `#${text(value)}` : '');
const percent = (weight: number) => String(Number(weight.toFixed(5)));

/** The answer block, one answer a line, the general feedback last. */
const answers = (lines: string[], general: string, opening = '') =>
  `{${opening}\n${[...lines, ...(general ? [`####${text(general)}`] : [])].map((l) => `\t${l}`).join('\n')}\n}`;

function giftOf(q: QuestionDefinition): string | { leftOut: LeftOut } {
  const prompt = text(q.prompt);
  const general = q.generalFeedback ? `####${text(q.generalFeedback)}` : '';
  switch (q.type) {
    case 'single-choice':
      return `${prompt}${answers(
        q.options.map((o) => {
          // A wrong answer's text starting with %50% would be read as its weight: the weight comes first.
          const mark =
            o.id === q.correctOptionId
              ? '='
              : o.weight
                ? `~%${percent(o.weight)}%`
                : o.text.startsWith('%')
                  ? '~%0%'
                  : '~';
          return `${mark}${text(o.text)}${feedback(o.feedback)}`;
        }),
        q.generalFeedback,
      )}`;
    case 'multiple-choice': {
      // The marks as our grading gives them: the options' weights, or right answers sharing +100% and wrong ones
      // −100%.
      const right = q.correctOptionIds.length;
      const wrong = q.options.length - right;
      return `${prompt}${answers(
        q.options.map((o) => {
          const share = o.weight ?? (q.correctOptionIds.includes(o.id) ? 100 / right : -100 / wrong);
          return `~%${percent(share)}%${text(o.text)}${feedback(o.feedback)}`;
        }),
        q.generalFeedback,
      )}`;
    }
    case 'true-false':
      return `${prompt}{${q.correct ? 'TRUE' : 'FALSE'}${general}}`;
    case 'short-answer':
      if ([...q.acceptedAnswers, ...q.partialAnswers.map((a) => a.text)].some((a) => a.includes('->')))
        return { leftOut: 'arrow' };
      return `${prompt}${answers(
        [
          ...q.acceptedAnswers.map((a) => `=${a.startsWith('%') ? '%100%' : ''}${text(a)}`),
          ...q.partialAnswers.map((a) => `=%${percent(a.weight)}%${text(a.text)}${feedback(a.feedback)}`),
        ],
        q.generalFeedback,
      )}`;
    case 'numerical':
      return `${prompt}${answers(
        q.answers.map(
          (a) =>
            `=${a.weight === 100 ? '' : `%${percent(a.weight)}%`}${writeNumericalAnswer(a)}${feedback(a.feedback)}`,
        ),
        q.generalFeedback,
        '#',
      )}`;
    case 'matching':
      if (q.pairs.some((p) => p.prompt.includes('->'))) return { leftOut: 'arrow' };
      return `${prompt}${answers(
        [
          ...q.pairs.map((p) => `=${text(p.prompt)} -> ${repchar(p.match)}`),
          // Moodle's extra wrong answers: a pair with no question.
          ...q.distractors.map((d) => `= -> ${repchar(d)}`),
        ],
        q.generalFeedback,
      )}`;
    case 'ordering':
      return { leftOut: 'ordering' };
    case 'select-missing-words':
    case 'drag-drop-text':
      return { leftOut: 'gaps' };
    case 'cloze':
      return { leftOut: 'cloze' };
    case 'calculated':
      return { leftOut: 'calculated' };
    case 'essay':
      return `${prompt}{${general}}`;
  }
}

/**
 * What GIFT cannot hold of a question it writes: a numerical question's units; an id number with <, >, [ or a tab;
 * hints (and with them the penalty for each wrong try, which only a question with hints takes); combined feedback.
 */
const LOST = {
  units: (q: QuestionDefinition) => q.type === 'numerical' && q.units.length > 0,
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a tab ends an [id:…] as it ends a tag
  idNumber: (q: QuestionDefinition) => /[<>[\u0000-\u001F]/.test(q.idNumber),
  hints: (q: QuestionDefinition) => q.hints.length > 0,
  combinedFeedback: (q: QuestionDefinition) => Boolean(q.correctFeedback || q.partialFeedback || q.incorrectFeedback),
};
type Lost = keyof typeof LOST;
const LOST_WHAT: Record<Lost, string> = {
  units: 'the units of',
  idNumber: 'the id numbers (with <, >, [ or a tab) of',
  hints: 'the hints and the penalty for each wrong try of',
  combinedFeedback: 'the feedback for right, partly right and wrong responses of',
};

/** The bank as a GIFT file: questions in no category first, then each category after its `$CATEGORY:` line. */
export function toGift(questions: readonly ExportedQuestion[]): string {
  const groups = new Map<string | null, string[]>([[null, []]]);
  const leftOut = new Map<LeftOut, number>();
  const lost: Record<Lost, number> = { units: 0, idNumber: 0, hints: 0, combinedFeedback: 0 };
  for (const { question, category, tags } of questions) {
    const gift = giftOf(question);
    if (typeof gift !== 'string') {
      leftOut.set(gift.leftOut, (leftOut.get(gift.leftOut) ?? 0) + 1);
      continue;
    }
    for (const part of Object.keys(LOST) as Lost[]) if (LOST[part](question)) lost[part]++;
    const meta = [
      ...(question.idNumber && !LOST.idNumber(question) ? [`[id:${question.idNumber.replaceAll(']', '\\]')}]`] : []),
      ...(question.points === 1 ? [] : [`[points:${question.points}]`]),
      ...tags.map((t) => `[tag:${t}]`),
    ];
    const written = meta.length ? `// ${meta.join(' ')}\n${gift}` : gift;
    groups.set(category, [...(groups.get(category) ?? []), written]);
  }
  const count = questions.length - [...leftOut.values()].reduce((a, b) => a + b, 0);
  const header = [
    `// TalentPath question bank: ${count} question${count === 1 ? '' : 's'} in GIFT, Moodle's question text format.`,
    ...[...leftOut].map(([why, n]) => `// Left out: ${n} ${LEFT_OUT[why]}; export as CSV to keep every question.`),
    ...(Object.keys(LOST) as Lost[])
      .filter((part) => lost[part] > 0)
      .map(
        (part) =>
          `// Not in GIFT: ${LOST_WHAT[part]} ${lost[part]} question${lost[part] === 1 ? '' : 's'}; export as CSV to keep them.`,
      ),
  ].join('\n');
  const blocks = [header];
  for (const [category, written] of groups) {
    if (!written.length) continue;
    if (category !== null) blocks.push(`$CATEGORY: $course$/top/${category.replaceAll('/', '//')}`);
    blocks.push(...written);
  }
  return `${blocks.join('\n\n')}\n`;
}
