import type { AttemptQuestion } from '@talentpath/contracts/attempts';
import {
  ESSAY_MAX,
  type QuestionType,
  type ResponseOf,
  responseSchemas,
  SHORT_ANSWER_MAX,
} from '@talentpath/contracts/questions';

// What a learner's answer to each type of question looks like (packages/contracts/src/questions.ts
// `responseSchemas`), built from what they do on the screen; and whether a question counts as answered.

/** The saved response of a question in the shape of its type, or null (none saved, or of another shape). */
export function responseOf<T extends QuestionType>(type: T, response: unknown): ResponseOf<T> | null {
  if (response === null || response === undefined) return null;
  const parsed = responseSchemas[type].safeParse(response);
  return parsed.success ? (parsed.data as ResponseOf<T>) : null;
}

/** Whether a response says something (the server grades anything else as unanswered). */
export function isAnswered(type: QuestionType, response: unknown): boolean {
  const r = responseOf(type, response) as Record<string, unknown> | null;
  if (!r) return false;
  switch (type) {
    case 'single-choice':
      return r.optionId !== null;
    case 'true-false':
      return r.value !== null;
    case 'multiple-choice':
      return (r.optionIds as string[]).length > 0;
    case 'ordering':
      return (r.itemIds as string[]).length > 0;
    case 'matching':
      return Object.values(r.matches as Record<string, string>).some((m) => m.trim() !== '');
    case 'select-missing-words':
    case 'drag-drop-text':
      return (r.gaps as (string | null)[]).some((id) => id !== null);
    case 'cloze':
      return (r.parts as ClozeAnswer[]).some((part) =>
        typeof part === 'string' ? part.trim() !== '' : part !== null && part.length > 0,
      );
    default:
      return (r.text as string).trim() !== '';
  }
}

export const singleChoice = (optionId: string | null): ResponseOf<'single-choice'> => ({ optionId });

export const trueFalse = (value: boolean | null): ResponseOf<'true-false'> => ({ value });

/** The options ticked, in the order the question shows them (whatever order they were ticked in). */
export const chooseOptions = (ticked: readonly string[], shown: readonly string[]): ResponseOf<'multiple-choice'> => ({
  optionIds: shown.filter((id) => ticked.includes(id)),
});

/** Text as typed (the server trims and compares), cut at what the server accepts. */
export const textAnswer = (type: 'short-answer' | 'numerical' | 'essay', text: string) => ({
  text: text.slice(0, type === 'essay' ? ESSAY_MAX : SHORT_ANSWER_MAX),
});

/** The matches after one pair's is chosen; choosing none leaves the pair out. */
export function setMatch(
  current: ResponseOf<'matching'> | null,
  pairId: string,
  match: string,
): ResponseOf<'matching'> {
  const matches = { ...(current?.matches ?? {}) };
  if (match === '') delete matches[pairId];
  else matches[pairId] = match;
  return { matches };
}

/** The order of the items: the saved one, or the order they were first shown in. */
export function itemOrder(question: Pick<AttemptQuestion, 'options'>, current: ResponseOf<'ordering'> | null) {
  const shown = (question.options ?? []).map((o) => o.id);
  const saved = current?.itemIds ?? [];
  // A saved order that names every item once is the learner's; anything else falls back to the order shown.
  return saved.length === shown.length && shown.every((id) => saved.includes(id)) ? saved : shown;
}

/** The order after moving the item at `from` to `to`. */
export function moveItem(itemIds: readonly string[], from: number, to: number): ResponseOf<'ordering'> {
  const next = [...itemIds];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return { itemIds: next };
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return { itemIds: next };
}

type GapQuestion = Pick<AttemptQuestion, 'type' | 'gaps' | 'gapChoices'>;
type GapResponse = ResponseOf<'select-missing-words'>;

/** The choice in each gap of the text (null: empty), one per gap, whatever the saved response holds. */
export function gapAnswers(question: Pick<AttemptQuestion, 'gaps'>, current: GapResponse | null): (string | null)[] {
  return (question.gaps ?? []).map((_, i) => current?.gaps[i] ?? null);
}

/** The choices a gap takes: those of its group, in the attempt's order. */
export function gapOffer(question: Pick<AttemptQuestion, 'gaps' | 'gapChoices'>, gap: number) {
  const group = question.gaps?.[gap]?.group;
  return (question.gapChoices ?? []).filter((choice) => choice.group === group);
}

/**
 * The response after a choice is put in a gap, or the gap emptied (null). A choice of another group changes
 * nothing; a drag-and-drop choice that may be used once leaves the gap it was in.
 */
export function fillGap(
  question: GapQuestion,
  current: GapResponse | null,
  gap: number,
  choiceId: string | null,
): GapResponse {
  const gaps = gapAnswers(question, current);
  if (gap < 0 || gap >= gaps.length) return { gaps };
  if (choiceId !== null) {
    const choice = gapOffer(question, gap).find((c) => c.id === choiceId);
    if (!choice) return { gaps };
    if (question.type === 'drag-drop-text' && !choice.unlimited)
      gaps.forEach((id, i) => {
        if (id === choiceId) gaps[i] = null;
      });
  }
  gaps[gap] = choiceId;
  return { gaps };
}

type ClozeResponse = ResponseOf<'cloze'>;
/** A Cloze part's answer: the text or number typed, the option chosen, the options ticked; null for none. */
export type ClozeAnswer = ClozeResponse['parts'][number];

/** The answer of each part of a Cloze text (null: none), one per part, whatever the saved response holds. */
export function clozeAnswers(question: Pick<AttemptQuestion, 'cloze'>, current: ClozeResponse | null): ClozeAnswer[] {
  return (question.cloze?.parts ?? []).map((_, i) => current?.parts[i] ?? null);
}

/**
 * The response after a part of a Cloze text is answered: text as typed (cut at what the server takes), the option
 * chosen, or the options ticked in the order shown; nothing typed or chosen is null, as is an option the part lacks.
 */
export function answerPart(
  question: Pick<AttemptQuestion, 'cloze'>,
  current: ClozeResponse | null,
  index: number,
  answer: string | readonly string[] | null,
): ClozeResponse {
  const parts = clozeAnswers(question, current);
  const part = question.cloze?.parts[index];
  if (!part) return { parts };
  const shown = part.options.map((option) => option.id);
  if (answer === null) parts[index] = null;
  else if (part.kind !== 'choice')
    parts[index] = typeof answer === 'string' && answer !== '' ? answer.slice(0, SHORT_ANSWER_MAX) : null;
  else if (part.multiple) {
    const given = typeof answer === 'string' ? [answer] : answer;
    const ticked = shown.filter((id) => given.includes(id));
    parts[index] = ticked.length > 0 ? ticked : null;
  } else parts[index] = typeof answer === 'string' && shown.includes(answer) ? answer : null;
  return { parts };
}
