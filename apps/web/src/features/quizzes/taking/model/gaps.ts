import type { AttemptQuestion } from '@talentpath/contracts/attempts';
import { GAP_MARK, type QuestionType } from '@talentpath/contracts/questions';
import { gapAnswers, responseOf } from './responses';

// Select missing words and drag and drop into text, as the attempt gives them: the text marks its gaps [[1]],
// [[2]] … in reading order (not by their right choice), `gaps` holds each gap's group, `gapChoices` the choices.

export type GapChoice = NonNullable<AttemptQuestion['gapChoices']>[number];
export type GapPart = { kind: 'text'; text: string } | { kind: 'gap'; index: number };

/** The two types whose text holds gaps: their input shows the text itself, with a control in each gap. */
export const isGapType = (type: QuestionType): type is 'select-missing-words' | 'drag-drop-text' =>
  type === 'select-missing-words' || type === 'drag-drop-text';

/** The text cut at its gaps, each gap by its place in reading order (0 for the first). */
export function gapParts(prompt: string): GapPart[] {
  let index = 0;
  // split() with the mark's one group leaves the gaps' numbers at the odd places.
  return prompt.split(GAP_MARK).flatMap((part, i): GapPart[] => {
    if (i % 2 === 1) return [{ kind: 'gap', index: index++ }];
    return part ? [{ kind: 'text', text: part }] : [];
  });
}

export type GapMark = { given: GapChoice | null; right: GapChoice | null; correct: boolean };

/**
 * Each gap of a reviewed response: the choice in it, the right one, and whether it is right, as the server graded it
 * (a choice it did not count — a once-only drag choice in a second gap — is no choice).
 */
export function gapMarks(question: AttemptQuestion, response: unknown, rightAnswer: unknown): GapMark[] {
  const type = isGapType(question.type) ? question.type : 'select-missing-words';
  const choice = (id: string | null) => question.gapChoices?.find((c) => c.id === id) ?? null;
  const rights = gapAnswers(question, responseOf(type, rightAnswer));
  return gapAnswers(question, responseOf(type, response)).map((id, i) => {
    const state = question.review?.parts?.[i];
    return {
      given: state === 'unanswered' ? null : choice(id),
      right: choice(rights[i] ?? null),
      correct: state === 'correct',
    };
  });
}
