import type { BankQuestion } from '@talentpath/contracts/question-bank';
import {
  type OrderingGrading,
  PENALTY_DEFAULT,
  type QuestionDefinitionInput,
  type QuestionType,
} from '@talentpath/contracts/questions';
import { localId } from './local-id';
import {
  answersForType,
  calculatedDraftOf,
  calculatedInputOf,
  type NumberFields,
  newNumberFields,
  numberOf,
  numericalDraftOf,
  numericalInputOf,
} from './number-draft';

// The question editor's values: every type's fields at once (switching the type keeps what was written for the
// others), named as the contract names them, so a contract or server error's path is the field's path. Lists of
// plain text (accepted answers, distractors), numbers, partly right answers and units hold a key of their own so
// their inputs keep their place. A weight is a percentage of the question's points, picked from Moodle's menu.
// Numerical and calculated questions share their answers and units; number-draft.ts holds those, and the wildcards.
// Every type but the essay has the feedback and hints of an interactive quiz (ADR 0056): an essay is marked by hand.

export type OptionDraft = { id: string; text: string; feedback: string; weight: number };
export type TextDraft = { key: string; text: string };
export type PartialDraft = { key: string; text: string; weight: number; feedback: string };
export type PairDraft = { id: string; prompt: string; match: string };
export type ItemDraft = { id: string; text: string };
/** A gap question's choice; `unlimited` is drag and drop's only (kept while the type is switched back and forth). */
export type GapChoiceDraft = { id: string; text: string; group: number; unlimited: boolean };

export type QuestionDraft = {
  type: QuestionType;
  prompt: string;
  points: number | string;
  generalFeedback: string;
  /** Moodle's combined feedback: what a right, a partly right and a wrong response is told. */
  correctFeedback: string;
  partialFeedback: string;
  incorrectFeedback: string;
  /** In an interactive quiz, one shown after each wrong try: a question has one try more than it has hints. */
  hints: TextDraft[];
  /** In an interactive quiz, what each wrong try costs: a percentage of the question's points. */
  penalty: number | string;
  idNumber: string;
  categoryId: string | null;
  tags: string[];
  options: OptionDraft[];
  correctOptionId: string;
  correctOptionIds: string[];
  /** Multiple choice: each option's own weight, or (off) the even rule. A single choice's options always have one. */
  weighted: boolean;
  correct: 'true' | 'false';
  acceptedAnswers: TextDraft[];
  partialAnswers: PartialDraft[];
  caseSensitive: boolean;
  pairs: PairDraft[];
  distractors: TextDraft[];
  items: ItemDraft[];
  grading: OrderingGrading;
  graderInfo: string;
  /** Select missing words, drag and drop into text: choice n fills the text's gaps written [[n]]. */
  choices: GapChoiceDraft[];
  shuffleChoices: boolean;
} & NumberFields;

export const newOption = (): OptionDraft => ({ id: localId(), text: '', feedback: '', weight: 0 });
export const newText = (text = ''): TextDraft => ({ key: localId(), text });
export const newPartial = (): PartialDraft => ({ key: localId(), text: '', weight: 50, feedback: '' });
export const newPair = (): PairDraft => ({ id: localId(), prompt: '', match: '' });
export const newItem = (): ItemDraft => ({ id: localId(), text: '' });
export const newGapChoice = (): GapChoiceDraft => ({ id: localId(), text: '', group: 1, unlimited: false });

/** The two types whose text holds gaps ([[n]]) and whose answers are its `choices`. */
export const isGapType = (type: QuestionType): type is 'select-missing-words' | 'drag-drop-text' =>
  type === 'select-missing-words' || type === 'drag-drop-text';

/** An empty question of a type, in a category (the one the bank is filtered by, say). */
export function newDraft(type: QuestionType = 'single-choice', categoryId: string | null = null): QuestionDraft {
  return {
    type,
    prompt: '',
    points: 1,
    generalFeedback: '',
    correctFeedback: '',
    partialFeedback: '',
    incorrectFeedback: '',
    hints: [],
    penalty: PENALTY_DEFAULT,
    idNumber: '',
    categoryId,
    tags: [],
    options: [newOption(), newOption(), newOption()],
    correctOptionId: '',
    correctOptionIds: [],
    weighted: false,
    correct: 'true',
    acceptedAnswers: [newText()],
    partialAnswers: [],
    caseSensitive: false,
    pairs: [newPair(), newPair(), newPair()],
    distractors: [],
    items: [newItem(), newItem(), newItem()],
    grading: 'relative-next-exclude-last',
    graderInfo: '',
    choices: [newGapChoice(), newGapChoice(), newGapChoice()],
    shuffleChoices: true,
    ...newNumberFields(type),
  };
}

/** The draft as another type: what was written for any type is kept (see `answersForType` for the one change). */
export const withType = (draft: QuestionDraft, type: QuestionType): QuestionDraft => ({
  ...draft,
  type,
  answers: answersForType(draft.answers, draft.type, type),
});

/** A question of the bank as it may come: written before a field existed, it lacks it (the contract's input). */
type StoredQuestion = Omit<BankQuestion, 'question'> & { question: QuestionDefinitionInput };

/**
 * The editor's values of a question of the bank (its own fields filled, the other types' left empty); a field
 * the question lacks (an old row, an answer cached before the change) gets the contract's default.
 */
export function draftOf(bank: StoredQuestion): QuestionDraft {
  const q = bank.question;
  const draft: QuestionDraft = {
    ...newDraft(q.type, bank.categoryId),
    prompt: q.prompt,
    points: q.points,
    generalFeedback: q.generalFeedback ?? '',
    correctFeedback: q.correctFeedback ?? '',
    partialFeedback: q.partialFeedback ?? '',
    incorrectFeedback: q.incorrectFeedback ?? '',
    hints: (q.hints ?? []).map(newText),
    penalty: q.penalty ?? PENALTY_DEFAULT,
    idNumber: q.idNumber ?? '',
    tags: bank.tags,
  };
  const options = (list: { id: string; text: string; feedback?: string; weight?: number }[]) =>
    list.map(({ id, text, feedback = '', weight = 0 }) => ({ id, text, feedback, weight }));
  switch (q.type) {
    case 'single-choice':
      // The correct option is worth 100% whatever it says; the draft keeps 0 there for when another is marked.
      return {
        ...draft,
        options: options(q.options.map((o) => (o.id === q.correctOptionId ? { ...o, weight: 0 } : o))),
        correctOptionId: q.correctOptionId,
      };
    case 'multiple-choice':
      return {
        ...draft,
        options: options(q.options),
        correctOptionIds: q.correctOptionIds,
        weighted: q.options.some((o) => o.weight !== undefined),
      };
    case 'true-false':
      return { ...draft, correct: q.correct ? 'true' : 'false' };
    case 'short-answer':
      return {
        ...draft,
        acceptedAnswers: q.acceptedAnswers.map(newText),
        partialAnswers: (q.partialAnswers ?? []).map(({ text, weight, feedback = '' }) => ({
          key: localId(),
          text,
          weight,
          feedback,
        })),
        caseSensitive: q.caseSensitive ?? false,
      };
    case 'numerical':
      return { ...draft, ...numericalDraftOf(q) };
    case 'matching':
      return { ...draft, pairs: q.pairs, distractors: (q.distractors ?? []).map(newText) };
    case 'ordering':
      return { ...draft, items: q.items, grading: q.grading ?? 'relative-next-exclude-last' };
    case 'essay':
      return { ...draft, graderInfo: q.graderInfo ?? '' };
    case 'select-missing-words':
    case 'drag-drop-text':
      return {
        ...draft,
        choices: q.choices.map((c) => ({
          id: c.id,
          text: c.text,
          group: c.group ?? 1,
          unlimited: 'unlimited' in c && c.unlimited === true,
        })),
        shuffleChoices: q.shuffleChoices ?? true,
      };
    case 'cloze':
      // Its embedded answers are in the prompt.
      return draft;
    case 'calculated':
      return { ...draft, ...calculatedDraftOf(q) };
  }
}

/** The options as sent: a single choice's weights where one is not 0 (the correct one is 100%), or all or none. */
function optionsOf(draft: QuestionDraft) {
  return draft.options.map(({ id, text, feedback, weight }) => {
    const weighted = draft.type === 'single-choice' ? id !== draft.correctOptionId && weight !== 0 : draft.weighted;
    return weighted ? { id, text, feedback, weight } : { id, text, feedback };
  });
}

/**
 * The feedback, hints and penalty of an interactive quiz as sent. An essay has none (it is never checked, and the
 * editor hides them): what was written for another type stays in the draft but is not sent, so no error can stand on
 * a field the author cannot see; the contract's defaults fill them.
 */
function triesOf(draft: QuestionDraft) {
  if (draft.type === 'essay') return {};
  return {
    correctFeedback: draft.correctFeedback,
    partialFeedback: draft.partialFeedback,
    incorrectFeedback: draft.incorrectFeedback,
    hints: draft.hints.map((hint) => hint.text),
    // Emptied, the penalty is no number and the contract says so: its default is not what the author chose.
    penalty: numberOf(draft.penalty) ?? null,
  };
}

/** The request body of the draft: the bank fields and only the chosen type's own. */
export function inputOf(draft: QuestionDraft) {
  const common = {
    prompt: draft.prompt,
    points: numberOf(draft.points),
    generalFeedback: draft.generalFeedback,
    ...triesOf(draft),
    idNumber: draft.idNumber,
  };
  const question = (() => {
    switch (draft.type) {
      case 'single-choice':
        // None marked yet: an id no option has, so the contract's own rule answers (see `questionForm`).
        return {
          ...common,
          type: draft.type,
          options: optionsOf(draft),
          correctOptionId: draft.correctOptionId || 'none',
        };
      case 'multiple-choice': {
        const ids = new Set(draft.options.map((o) => o.id));
        const correctOptionIds = draft.correctOptionIds.filter((id) => ids.has(id));
        return { ...common, type: draft.type, options: optionsOf(draft), correctOptionIds };
      }
      case 'true-false':
        return { ...common, type: draft.type, correct: draft.correct === 'true' };
      case 'short-answer':
        return {
          ...common,
          type: draft.type,
          acceptedAnswers: draft.acceptedAnswers.map((a) => a.text),
          partialAnswers: draft.partialAnswers.map(({ text, weight, feedback }) => ({ text, weight, feedback })),
          caseSensitive: draft.caseSensitive,
        };
      case 'numerical':
        return { ...common, type: draft.type, ...numericalInputOf(draft) };
      case 'matching':
        return {
          ...common,
          type: draft.type,
          pairs: draft.pairs.map(({ id, prompt, match }) => ({ id, prompt, match })),
          distractors: draft.distractors.map((d) => d.text),
        };
      case 'ordering':
        return {
          ...common,
          type: draft.type,
          items: draft.items.map(({ id, text }) => ({ id, text })),
          grading: draft.grading,
        };
      case 'essay':
        return { ...common, type: draft.type, graderInfo: draft.graderInfo };
      case 'select-missing-words':
        return {
          ...common,
          type: draft.type,
          choices: draft.choices.map(({ id, text, group }) => ({ id, text, group })),
          shuffleChoices: draft.shuffleChoices,
        };
      case 'drag-drop-text':
        return {
          ...common,
          type: draft.type,
          choices: draft.choices.map(({ id, text, group, unlimited }) => ({ id, text, group, unlimited })),
          shuffleChoices: draft.shuffleChoices,
        };
      case 'cloze':
        return { ...common, type: draft.type };
      case 'calculated':
        return { ...common, type: draft.type, ...calculatedInputOf(draft) };
    }
  })();
  return { categoryId: draft.categoryId || null, tags: draft.tags, question };
}
