import {
  PENALTY_DEFAULT,
  type QuestionDefinition,
  type QuestionOf,
  reusableChoice,
} from '@talentpath/contracts/questions';
import { writeCsv } from '../../platform/csv.ts';
import { CSV_COLUMNS, type Column, joinList } from './csv-format.ts';
import { type ExportedQuestion, writeNumericalAnswer } from './question-formats.ts';

// A question bank written as our CSV (ADR 0035; read back by csv-format.ts): one row a question, every type.

/** A list, or a blank cell when every item is blank (a blank cell reads as none). */
const listOrBlank = (items: readonly string[]) => (items.some((i) => i !== '') ? joinList(items) : '');

/** Short answers: the accepted ones (100%), then the partly right ones with their weights and feedback. */
function shortAnswerCells(q: QuestionOf<'short-answer'>): Partial<Record<Column, string>> {
  const { acceptedAnswers: accepted, partialAnswers: partial } = q;
  const weights = [...accepted.map(() => '100'), ...partial.map((p) => String(p.weight))];
  return {
    correct: joinList([...accepted, ...partial.map((p) => p.text)]),
    weights: partial.length > 0 ? joinList(weights) : '',
    choice_feedback: listOrBlank([...accepted.map(() => ''), ...partial.map((p) => p.feedback)]),
    case_sensitive: String(q.caseSensitive),
  };
}

/** The units of a numerical or calculated question, written alike. */
const unitCells = (q: QuestionOf<'numerical'> | QuestionOf<'calculated'>): Partial<Record<Column, string>> => ({
  units: joinList(q.units.map((u) => `${u.unit}=${u.multiplier}`)),
  unit_grading: q.unitGrading,
  unit_penalty: String(q.unitPenalty),
});

function numericalCells(q: QuestionOf<'numerical'>): Partial<Record<Column, string>> {
  const partly = q.answers.some((a) => a.weight !== 100);
  return {
    correct: joinList(q.answers.map(writeNumericalAnswer)),
    weights: partly ? joinList(q.answers.map((a) => String(a.weight))) : '',
    choice_feedback: listOrBlank(q.answers.map((a) => a.feedback)),
    ...unitCells(q),
  };
}

/**
 * A calculated question: its formulas where numbers go, each answer's tolerance and display written out (so a reader
 * of the file sees them without knowing the defaults), the wildcards, and the fixed sets of values (blank: drawn).
 */
function calculatedCells(q: QuestionOf<'calculated'>): Partial<Record<Column, string>> {
  const partly = q.answers.some((a) => a.weight !== 100);
  return {
    correct: joinList(q.answers.map((a) => a.formula)),
    weights: partly ? joinList(q.answers.map((a) => String(a.weight))) : '',
    choice_feedback: listOrBlank(q.answers.map((a) => a.feedback)),
    tolerances: joinList(q.answers.map((a) => `${a.tolerance} ${a.toleranceType}`)),
    answer_formats: joinList(q.answers.map((a) => `${a.answerLength} ${a.answerFormat}`)),
    wildcards: joinList(
      q.wildcards.map(
        (w) => `${w.name}:${w.min}:${w.max}:${w.decimals}${w.distribution === 'uniform' ? '' : `:${w.distribution}`}`,
      ),
    ),
    value_sets: joinList(q.valueSets.map((set) => set.join(' '))),
    ...unitCells(q),
  };
}

function cellsOf(q: QuestionDefinition): Partial<Record<Column, string>> {
  switch (q.type) {
    case 'single-choice':
    case 'multiple-choice': {
      const right = q.type === 'single-choice' ? [q.correctOptionId] : q.correctOptionIds;
      return {
        choices: joinList(q.options.map((o) => o.text)),
        correct: joinList(right.map((id) => String(q.options.findIndex((o) => o.id === id) + 1))),
        weights: listOrBlank(q.options.map((o) => (o.weight === undefined ? '' : String(o.weight)))),
        choice_feedback: listOrBlank(q.options.map((o) => o.feedback)),
      };
    }
    case 'true-false':
      return { correct: String(q.correct) };
    case 'short-answer':
      return shortAnswerCells(q);
    case 'numerical':
      return numericalCells(q);
    case 'matching':
      return {
        choices: joinList(q.pairs.map((p) => p.prompt)),
        correct: joinList(q.pairs.map((p) => p.match)),
        distractors: joinList(q.distractors),
      };
    case 'ordering':
      return { choices: joinList(q.items.map((i) => i.text)), ordering_grading: q.grading };
    case 'essay':
      return { grader_info: q.graderInfo };
    case 'select-missing-words':
    case 'drag-drop-text':
      return {
        choices: joinList(q.choices.map((c) => c.text)),
        choice_groups: q.choices.every((c) => c.group === 1) ? '' : joinList(q.choices.map((c) => String(c.group))),
        unlimited: q.type === 'drag-drop-text' ? joinList(q.choices.map((c) => String(reusableChoice(c)))) : '',
        shuffle_choices: String(q.shuffleChoices),
      };
    case 'cloze':
      return {};
    case 'calculated':
      return calculatedCells(q);
  }
}

/** The bank as our CSV: BOM, header, one row a question, CRLF line ends. */
export function toCsv(questions: readonly ExportedQuestion[]): string {
  const rows = questions.map(({ question, category, tags }) => {
    const cells: Partial<Record<Column, string>> = {
      type: question.type,
      id_number: question.idNumber,
      category: category ?? '',
      tags: joinList(tags),
      points: String(question.points),
      prompt: question.prompt,
      general_feedback: question.generalFeedback,
      // Blank is the default: a bank without interactive settings writes these columns empty.
      penalty: question.penalty === PENALTY_DEFAULT ? '' : String(question.penalty),
      hints: joinList(question.hints),
      correct_feedback: question.correctFeedback,
      partial_feedback: question.partialFeedback,
      incorrect_feedback: question.incorrectFeedback,
      ...cellsOf(question),
    };
    return CSV_COLUMNS.map((c) => cells[c] ?? '');
  });
  return writeCsv([CSV_COLUMNS, ...rows]);
}
