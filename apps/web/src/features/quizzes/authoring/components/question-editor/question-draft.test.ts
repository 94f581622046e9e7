import { describe, expect, it } from 'vitest';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { BankQuestion } from '@talentpath/contracts/question-bank';
import {
  CORRECT_OPTIONS_REQUIRED,
  HINT_REQUIRED,
  OPTION_TEXT_REQUIRED,
  PENALTY_DEFAULT,
  PENALTY_INVALID,
  POINTS_INVALID,
  PROMPT_REQUIRED,
  QUESTION_TYPES,
} from '@talentpath/contracts/questions';
import { draftPath, fieldOfServerPath, questionForm } from './draft-schema';
import { NO_TRIES } from './editor-test-harness';
import { localId } from './local-id';
import { newNumber, newWildcard } from './number-draft';
import { draftOf, inputOf, newDraft, newText, withType } from './question-draft';

const validate = (draft: ReturnType<typeof newDraft>) =>
  questionForm['~standard'].validate(draft) as StandardSchemaV1.Result<unknown>;
const errors = (draft: ReturnType<typeof newDraft>) =>
  (validate(draft).issues ?? []).map((issue) => `${(issue.path ?? []).join('.')}: ${issue.message}`);

/** A draft of each type, filled in as an author would. */
function filled(type: (typeof QUESTION_TYPES)[number]) {
  const draft = { ...newDraft(type), prompt: `A ${type} question`, points: 2 };
  draft.options = draft.options.map((o, i) => ({ ...o, text: `Option ${i + 1}` }));
  draft.correctOptionId = draft.options[1]!.id;
  draft.correctOptionIds = [draft.options[0]!.id, draft.options[2]!.id];
  draft.acceptedAnswers = [{ key: 'k1', text: 'Oslo' }];
  draft.answers = [{ ...newNumber(type), value: '3,5', formula: '{a} + {b}', tolerance: '' }];
  draft.wildcards = [newWildcard('a'), newWildcard('b')];
  draft.pairs = draft.pairs.map((p, i) => ({ ...p, prompt: `Prompt ${i}`, match: `Match ${i}` }));
  draft.items = draft.items.map((item, i) => ({ ...item, text: `Step ${i}` }));
  if (type === 'select-missing-words' || type === 'drag-drop-text') draft.prompt = 'The [[1]] sat on the [[2]].';
  if (type === 'cloze') draft.prompt = 'The {1:SHORTANSWER:=cat} sat on the {1:MC:=mat~rug}.';
  draft.choices = draft.choices.map((c, i) => ({ ...c, text: ['cat', 'mat', 'dog'][i]! }));
  return draft;
}

describe('local ids', () => {
  it('are 8 letters and digits, as the contract allows', () => {
    for (let i = 0; i < 50; i++) expect(localId()).toMatch(/^[a-z0-9]{8}$/);
  });
});

describe('the question editor schema (contracts bankQuestionInput over the draft)', () => {
  it.each(QUESTION_TYPES)('accepts a filled-in %s question and sends only its own fields', (type) => {
    const result = validate(filled(type));
    expect(result.issues).toBeUndefined();
    const input = inputOf(filled(type));
    expect(input.question.type).toBe(type);
    if (type !== 'single-choice' && type !== 'multiple-choice') expect(input.question).not.toHaveProperty('options');
    if (type !== 'select-missing-words' && type !== 'drag-drop-text')
      expect(input.question).not.toHaveProperty('choices');
    if (type === 'numerical') expect(input.question).toMatchObject({ answers: [{ value: 3.5, tolerance: 0 }] });
    if (type === 'calculated')
      expect(input.question).toMatchObject({ answers: [{ formula: '{a} + {b}', tolerance: 0.01 }], valueSets: [] });
    if (type !== 'numerical' && type !== 'calculated') expect(input.question).not.toHaveProperty('answers');
  });

  it('puts the contract’s messages on the draft’s fields', () => {
    const draft = { ...newDraft('short-answer'), points: '' };
    expect(errors(draft)).toEqual([
      `prompt: ${PROMPT_REQUIRED}`,
      `points: ${POINTS_INVALID}`,
      'acceptedAnswers.0.text: Give at least one accepted answer',
    ]);
  });

  it('says at once, with the other errors, when a single choice has no option marked', () => {
    const draft = { ...filled('single-choice'), correctOptionId: '' };
    draft.options[0]!.text = ' ';
    expect(errors(draft)).toEqual([
      `options.0.text: ${OPTION_TEXT_REQUIRED}`,
      `correctOptionId: ${CORRECT_OPTIONS_REQUIRED}`,
    ]);
  });

  it('drops marks of options that were removed', () => {
    const draft = filled('multiple-choice');
    draft.options = draft.options.slice(1);
    expect(inputOf(draft).question).toMatchObject({ correctOptionIds: [draft.options[1]!.id] });
  });
});

describe('paths of errors', () => {
  it('maps request paths (contract issues, server details) to the editor’s fields', () => {
    expect(draftPath(['question', 'options', 1, 'text'])).toBe('options.1.text');
    expect(draftPath(['question', 'acceptedAnswers', 0])).toBe('acceptedAnswers.0.text');
    expect(draftPath(['question', 'distractors'])).toBe('distractors');
    expect(draftPath(['tags', 3])).toBe('tags');
    expect(draftPath(['categoryId'])).toBe('categoryId');
    expect(draftPath(['question'])).toBeNull();
    expect(draftPath(['courseId'])).toBeNull();
    expect(fieldOfServerPath('question.pairs.2.match')).toBe('pairs.2.match');
  });
});

describe('a question of the bank in the editor', () => {
  it('fills its own type’s fields and keeps the others empty', () => {
    const bank: BankQuestion = {
      id: '6f9619ff-8b86-4d01-b42d-00cf4fc964ff',
      courseId: '6f9619ff-8b86-4d01-b42d-00cf4fc964fe',
      categoryId: null,
      tags: ['maps'],
      version: 3,
      question: {
        type: 'matching',
        prompt: 'Match',
        points: 2,
        generalFeedback: '',
        correctFeedback: 'All matched',
        partialFeedback: '',
        incorrectFeedback: 'Look at the map again',
        hints: ['Capitals'],
        penalty: 25,
        idNumber: '',
        pairs: [
          { id: 'a', prompt: 'Norway', match: 'Oslo' },
          { id: 'b', prompt: 'Sweden', match: 'Stockholm' },
        ],
        distractors: ['Bergen'],
      },
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const draft = draftOf(bank);
    expect(draft.type).toBe('matching');
    expect(draft.distractors.map((d) => d.text)).toEqual(['Bergen']);
    expect(draft.tags).toEqual(['maps']);
    expect(draft.hints.map((h) => h.text)).toEqual(['Capitals']);
    expect(draft.penalty).toBe(25);
    expect(inputOf(draft)).toEqual({
      categoryId: null,
      tags: ['maps'],
      question: { ...bank.question },
    });
  });
});

describe('feedback by mark, hints and penalty (interactive behaviour, ADR 0056)', () => {
  it('start empty, with Moodle’s penalty of a third, and are sent for every type but the essay', () => {
    const draft = filled('true-false');
    expect(draft).toMatchObject({ correctFeedback: '', hints: [], penalty: PENALTY_DEFAULT });
    expect(inputOf(draft).question).toMatchObject(NO_TRIES);
    const written = { ...draft, correctFeedback: 'Yes', hints: [newText('One'), newText('Two')], penalty: '12,5' };
    expect(inputOf(written).question).toMatchObject({ correctFeedback: 'Yes', hints: ['One', 'Two'], penalty: 12.5 });
    // An essay is never checked: what was written for another type stays in the draft, unsent.
    const essay = withType(written, 'essay');
    expect(essay.hints).toHaveLength(2);
    for (const field of Object.keys(NO_TRIES)) expect(inputOf(essay).question).not.toHaveProperty(field);
    expect(validate({ ...essay, hints: [newText('')] }).issues).toBeUndefined();
  });

  it('puts a hint’s and the penalty’s errors on their fields', () => {
    const draft = { ...filled('short-answer'), hints: [newText('Think'), newText(' ')], penalty: 101 };
    expect(errors(draft)).toEqual([`hints.1.text: ${HINT_REQUIRED}`, `penalty: ${PENALTY_INVALID}`]);
    expect(errors({ ...draft, hints: [], penalty: 33.333333 })).toEqual([`penalty: ${PENALTY_INVALID}`]);
    expect(errors({ ...draft, hints: [], penalty: '' })).toEqual([`penalty: ${PENALTY_INVALID}`]);
    expect(draftPath(['question', 'hints', 3])).toBe('hints.3.text');
    expect(draftPath(['question', 'hints'])).toBe('hints');
  });
});
