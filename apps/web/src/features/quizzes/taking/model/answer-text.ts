import type { AttemptQuestion } from '@talentpath/contracts/attempts';
import { isAnswered, itemOrder, responseOf } from './responses';

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
    default:
      return { kind: 'text', text: (responseOf(question.type, response) as { text: string }).text };
  }
}
