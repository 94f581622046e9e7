import type { StandardSchemaV1 } from '@standard-schema/spec';
import { type BankQuestion, type BankQuestionFields, bankQuestionInput } from '@talentpath/contracts/question-bank';
import { CORRECT_OPTIONS_REQUIRED, type QuestionType } from '@talentpath/contracts/questions';

// The question editor's values: every type's fields at once (switching the type keeps what was written for the
// others), named as the contract names them, so a contract or server error's path is the field's path. Lists of
// plain text (accepted answers, distractors) and numbers hold a key of their own so their inputs keep their place.

export type OptionDraft = { id: string; text: string; feedback: string };
export type TextDraft = { key: string; text: string };
export type NumberDraft = { key: string; value: number | string; tolerance: number | string };
export type PairDraft = { id: string; prompt: string; match: string };
export type ItemDraft = { id: string; text: string };

export type QuestionDraft = {
  type: QuestionType;
  prompt: string;
  points: number | string;
  generalFeedback: string;
  categoryId: string | null;
  tags: string[];
  options: OptionDraft[];
  correctOptionId: string;
  correctOptionIds: string[];
  correct: 'true' | 'false';
  acceptedAnswers: TextDraft[];
  caseSensitive: boolean;
  answers: NumberDraft[];
  pairs: PairDraft[];
  distractors: TextDraft[];
  items: ItemDraft[];
  graderInfo: string;
};

/** A short id for an option, a pair or an item: 8 letters and digits (the contract allows 1 to 36, - and _). */
export const localId = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => 'abcdefghijklmnopqrstuvwxyz0123456789'[b % 36]).join('');
};

export const newOption = (): OptionDraft => ({ id: localId(), text: '', feedback: '' });
export const newText = (text = ''): TextDraft => ({ key: localId(), text });
export const newNumber = (): NumberDraft => ({ key: localId(), value: '', tolerance: 0 });
export const newPair = (): PairDraft => ({ id: localId(), prompt: '', match: '' });
export const newItem = (): ItemDraft => ({ id: localId(), text: '' });

/** An empty question of a type, in a category (the one the bank is filtered by, say). */
export function newDraft(type: QuestionType = 'single-choice', categoryId: string | null = null): QuestionDraft {
  return {
    type,
    prompt: '',
    points: 1,
    generalFeedback: '',
    categoryId,
    tags: [],
    options: [newOption(), newOption(), newOption()],
    correctOptionId: '',
    correctOptionIds: [],
    correct: 'true',
    acceptedAnswers: [newText()],
    caseSensitive: false,
    answers: [newNumber()],
    pairs: [newPair(), newPair(), newPair()],
    distractors: [],
    items: [newItem(), newItem(), newItem()],
    graderInfo: '',
  };
}

/** The editor's values of a question of the bank (its own fields filled, the other types' left empty). */
export function draftOf(bank: BankQuestion): QuestionDraft {
  const q = bank.question;
  const draft: QuestionDraft = {
    ...newDraft(q.type, bank.categoryId),
    prompt: q.prompt,
    points: q.points,
    generalFeedback: q.generalFeedback,
    tags: bank.tags,
  };
  switch (q.type) {
    case 'single-choice':
      return { ...draft, options: q.options, correctOptionId: q.correctOptionId };
    case 'multiple-choice':
      return { ...draft, options: q.options, correctOptionIds: q.correctOptionIds };
    case 'true-false':
      return { ...draft, correct: q.correct ? 'true' : 'false' };
    case 'short-answer':
      return { ...draft, acceptedAnswers: q.acceptedAnswers.map(newText), caseSensitive: q.caseSensitive };
    case 'numerical':
      return { ...draft, answers: q.answers.map((a) => ({ key: localId(), ...a })) };
    case 'matching':
      return { ...draft, pairs: q.pairs, distractors: q.distractors.map(newText) };
    case 'ordering':
      return { ...draft, items: q.items };
    case 'essay':
      return { ...draft, graderInfo: q.graderInfo };
  }
}

/** A number as typed: '' is no number (the contract says what is missing), '3,5' is read as 3.5. */
const numberOf = (value: number | string): number | undefined => {
  if (typeof value === 'number') return value;
  const text = value.trim().replace(',', '.');
  return text ? Number(text) : undefined;
};

/** The request body of the draft: the bank fields and only the chosen type's own. */
export function inputOf(draft: QuestionDraft) {
  const common = { prompt: draft.prompt, points: numberOf(draft.points), generalFeedback: draft.generalFeedback };
  const options = draft.options.map(({ id, text, feedback }) => ({ id, text, feedback }));
  const question = (() => {
    switch (draft.type) {
      case 'single-choice':
        // None marked yet: an id no option has, so the contract's own rule answers (see `questionForm`).
        return { ...common, type: draft.type, options, correctOptionId: draft.correctOptionId || 'none' };
      case 'multiple-choice': {
        const ids = new Set(draft.options.map((o) => o.id));
        const correctOptionIds = draft.correctOptionIds.filter((id) => ids.has(id));
        return { ...common, type: draft.type, options, correctOptionIds };
      }
      case 'true-false':
        return { ...common, type: draft.type, correct: draft.correct === 'true' };
      case 'short-answer':
        return {
          ...common,
          type: draft.type,
          acceptedAnswers: draft.acceptedAnswers.map((a) => a.text),
          caseSensitive: draft.caseSensitive,
        };
      case 'numerical':
        return {
          ...common,
          type: draft.type,
          answers: draft.answers.map((a) => ({ value: numberOf(a.value), tolerance: numberOf(a.tolerance) ?? 0 })),
        };
      case 'matching':
        return {
          ...common,
          type: draft.type,
          pairs: draft.pairs.map(({ id, prompt, match }) => ({ id, prompt, match })),
          distractors: draft.distractors.map((d) => d.text),
        };
      case 'ordering':
        return { ...common, type: draft.type, items: draft.items.map(({ id, text }) => ({ id, text })) };
      case 'essay':
        return { ...common, type: draft.type, graderInfo: draft.graderInfo };
    }
  })();
  return { categoryId: draft.categoryId || null, tags: draft.tags, question };
}

const TEXT_LISTS = new Set(['acceptedAnswers', 'distractors']);

/**
 * The editor's field for a path of the request body (a contract issue's, or a server detail's split at dots):
 * `question.options.1.text` → `options.1.text`, `question.acceptedAnswers.0` → `acceptedAnswers.0.text`,
 * `tags.3` → `tags`. Null for a path that is no field (the whole question).
 */
export function draftPath(path: readonly PropertyKey[]): string | null {
  const parts = path.map(String);
  if (parts[0] === 'categoryId') return 'categoryId';
  if (parts[0] === 'tags') return 'tags';
  if (parts[0] !== 'question' || parts.length < 2) return null;
  const rest = parts.slice(1);
  if (rest[0] === 'type') return null;
  if (TEXT_LISTS.has(rest[0] ?? '') && rest.length === 2) rest.push('text');
  return rest.join('.');
}

/** A server detail's path (`question.options.1.text`) as the editor's field. */
export const fieldOfServerPath = (path: string) => draftPath(path.split('.'));

/**
 * The editor's schema for the one form approach (lib/form.ts): the contract's `bankQuestionInput` over the draft's
 * request body, its messages on the draft's fields. A single choice with no option marked says so at once, with
 * the other errors, instead of after them.
 */
export const questionForm: StandardSchemaV1<QuestionDraft, BankQuestionFields> = {
  '~standard': {
    version: 1,
    vendor: 'talentpath',
    validate: (value) => {
      const draft = value as QuestionDraft;
      const parsed = bankQuestionInput.safeParse(inputOf(draft));
      const unmarked = draft.type === 'single-choice' && !draft.correctOptionId;
      const issues: StandardSchemaV1.Issue[] = [];
      for (const issue of parsed.error?.issues ?? []) {
        const field = draftPath(issue.path);
        if (unmarked && field === 'correctOptionId') continue;
        issues.push({ message: issue.message, path: (field ?? '').split('.').filter(Boolean) });
      }
      if (unmarked) issues.push({ message: CORRECT_OPTIONS_REQUIRED, path: ['correctOptionId'] });
      if (issues.length || !parsed.success) return { issues };
      return { value: parsed.data };
    },
  },
};
