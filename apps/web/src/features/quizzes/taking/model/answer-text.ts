import type { AttemptQuestion } from '@talentpath/contracts/attempts';
import { partText } from './cloze';
import { clozeAnswers, gapAnswers, isAnswered, itemOrder, responseOf } from './responses';

/** How an answer reads in a review: lines of text, a list when it has parts (options, pairs, an order). */
export type AnswerText =
  | { kind: 'none' }
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: string[]; ordered: boolean };

type Words = { true: string; false: string; noMatch: string };

/** A response (the learner's, or the right one) in words, from the question as the attempt showed it. */
export function answerText(question: AttemptQuestion, response: unknown, words: Words): AnswerText {
  if (!isAnswered(question.type, response)) return { kind: 'none' };
  const optionText = (id: string) => question.options?.find((o) => o.id === id)?.text ?? id;
  switch (question.type) {
    case 'single-choice':
      return { kind: 'text', text: optionText(responseOf('single-choice', response)!.optionId!) };
    case 'multiple-choice':
      return {
        kind: 'list',
        items: responseOf('multiple-choice', response)!.optionIds.map(optionText),
        ordered: false,
      };
    case 'true-false':
      return { kind: 'text', text: responseOf('true-false', response)!.value ? words.true : words.false };
    case 'matching': {
      const { matches } = responseOf('matching', response)!;
      const items = (question.pairs ?? []).map((p) => `${p.prompt} → ${matches[p.id] || words.noMatch}`);
      return { kind: 'list', items, ordered: false };
    }
    case 'ordering':
      return {
        kind: 'list',
        items: itemOrder(question, responseOf('ordering', response)).map(optionText),
        ordered: true,
      };
    case 'select-missing-words':
    case 'drag-drop-text': {
      // The choice in each gap, in the text's order (numbered as the gaps are).
      const choiceText = (id: string | null) =>
        id === null ? words.noMatch : (question.gapChoices?.find((c) => c.id === id)?.text ?? id);
      const items = gapAnswers(question, responseOf(question.type, response)).map(choiceText);
      return { kind: 'list', items, ordered: true };
    }
    case 'cloze': {
      // Each part's answer in the text's order; a choice by its options' texts.
      const parts = question.cloze?.parts ?? [];
      const answers = clozeAnswers(question, responseOf('cloze', response));
      const text = answers.map((answer, i) => partText(parts[i], answer) ?? words.noMatch).join(' · ');
      return { kind: 'text', text };
    }
    default:
      return { kind: 'text', text: (responseOf(question.type, response) as { text: string }).text };
  }
}
