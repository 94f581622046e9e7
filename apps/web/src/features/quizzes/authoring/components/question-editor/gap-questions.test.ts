import { describe, expect, it } from 'vitest';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { BankQuestion } from '@talentpath/contracts/question-bank';
import {
  GAP_CHOICE_TWICE,
  GAP_CHOICE_UNKNOWN,
  GAP_GROUP_INVALID,
  GAPS_REQUIRED,
  OPTION_TEXT_REQUIRED,
  type QuestionDefinition,
  type QuestionDefinitionInput,
} from '@talentpath/contracts/questions';
import { draftPath, questionForm } from './draft-schema';
import { NO_TRIES } from './editor-test-harness';
import { previewOf, renumberGaps } from './gap-text';
import { draftOf, inputOf, newDraft, type QuestionDraft } from './question-draft';

// Select missing words and drag and drop into text (issue 23): the text marks each gap [[n]] with the number of the
// choice that fills it. Their questions go from the bank to the editor and back unchanged; the editor says the
// contract's gap rules on the field that is wrong, at once with the other errors; moving a choice keeps its gaps.

const validate = (draft: QuestionDraft) =>
  questionForm['~standard'].validate(draft) as StandardSchemaV1.Result<unknown>;
const errors = (draft: QuestionDraft) =>
  (validate(draft).issues ?? []).map((issue) => `${(issue.path ?? []).join('.')}: ${issue.message}`);

const bankOf = (question: QuestionDefinitionInput) =>
  ({
    id: '6f9619ff-8b86-4d01-b42d-00cf4fc964ff',
    courseId: '6f9619ff-8b86-4d01-b42d-00cf4fc964fe',
    categoryId: null,
    tags: [],
    version: 1,
    question,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  }) as BankQuestion;

const common = {
  prompt: 'The [[1]] sat on the [[2]], and the [[1]] purred.',
  points: 2,
  generalFeedback: '',
  ...NO_TRIES,
  idNumber: '',
};

const GAP_QUESTIONS: QuestionDefinition[] = [
  {
    ...common,
    type: 'select-missing-words',
    choices: [
      { id: 'cat', text: 'cat', group: 1 },
      { id: 'mat', text: 'mat', group: 2 },
      { id: 'dog', text: 'dog', group: 1 },
    ],
    shuffleChoices: false,
  },
  {
    ...common,
    type: 'drag-drop-text',
    choices: [
      { id: 'cat', text: 'cat', group: 1, unlimited: true },
      { id: 'mat', text: 'mat', group: 2, unlimited: false },
      { id: 'dog', text: 'dog', group: 1, unlimited: false },
    ],
    shuffleChoices: true,
  },
];

/** A drag-and-drop draft with choices cat, mat, dog (group 1, 2, 1), the rule under test applied by `change`. */
function drafted(change: (draft: QuestionDraft) => void = () => undefined) {
  const draft = { ...newDraft('drag-drop-text'), prompt: 'The [[1]] sat on the [[2]].' };
  draft.choices = draft.choices.map((c, i) => ({ ...c, text: ['cat', 'mat', 'dog'][i]!, group: [1, 2, 1][i]! }));
  change(draft);
  return draft;
}

describe('a gap question of the bank through the editor', () => {
  it.each(GAP_QUESTIONS.map((q) => [q.type, q] as const))(
    '%s: opens and saves unchanged, and passes',
    (_, question) => {
      const draft = draftOf(bankOf(question));
      expect(draft.choices.map((c) => c.text)).toEqual(['cat', 'mat', 'dog']);
      expect(inputOf(draft).question).toEqual(question);
      expect(validate(draft).issues).toBeUndefined();
    },
  );

  it('keeps the choices when the type changes, and sends `unlimited` only for drag and drop', () => {
    const draft = { ...draftOf(bankOf(GAP_QUESTIONS[1]!)), type: 'select-missing-words' as const };
    const sent = inputOf(draft).question as { choices: object[] };
    expect(sent.choices[0]).toEqual({ id: 'cat', text: 'cat', group: 1 });
    expect(inputOf({ ...draft, type: 'drag-drop-text' }).question).toEqual(GAP_QUESTIONS[1]);
  });

  it('gives a choice written without a group group 1, and shuffles unless told not to', () => {
    const old = {
      prompt: 'A [[1]]',
      points: 1,
      type: 'select-missing-words' as const,
      choices: [{ id: 'a', text: 'word' }],
    };
    const draft = draftOf(bankOf(old));
    expect(draft.choices).toEqual([{ id: 'a', text: 'word', group: 1, unlimited: false }]);
    expect(draft.shuffleChoices).toBe(true);
  });
});

describe('the contract’s gap rules, on the editor’s fields', () => {
  it('a text with no gap', () => {
    expect(errors(drafted((d) => void (d.prompt = 'The cat sat.')))).toEqual([`prompt: ${GAPS_REQUIRED}`]);
  });

  it('a gap naming a choice there is not', () => {
    expect(errors(drafted((d) => void (d.prompt = 'The [[1]] sat on the [[4]].')))).toEqual([
      `prompt: ${GAP_CHOICE_UNKNOWN}`,
    ]);
  });

  it('a drag-and-drop choice in two gaps must be allowed to be used more than once', () => {
    const twice = drafted((d) => void (d.prompt = 'The [[1]] and the [[1]].'));
    expect(errors(twice)).toEqual([`choices.0.unlimited: ${GAP_CHOICE_TWICE}`]);
    twice.choices[0]!.unlimited = true;
    expect(errors(twice)).toEqual([]);
    // Select missing words: a choice may fill any number of gaps.
    expect(
      errors({ ...twice, type: 'select-missing-words', choices: [{ ...twice.choices[0]!, unlimited: false }] }),
    ).toEqual([]);
  });

  it('says the gap rules at once, with the other errors, instead of after them', () => {
    const draft = drafted((d) => {
      d.prompt = 'No gaps here.';
      d.choices[1]!.text = ' ';
    });
    expect(errors(draft)).toEqual([`choices.1.text: ${OPTION_TEXT_REQUIRED}`, `prompt: ${GAPS_REQUIRED}`]);
    const both = drafted((d) => {
      d.prompt = '[[2]] and [[2]] and [[7]]';
      d.choices[0]!.text = '';
    });
    expect(errors(both)).toEqual([`choices.0.text: ${OPTION_TEXT_REQUIRED}`, `prompt: ${GAP_CHOICE_UNKNOWN}`]);
  });

  it('a group out of range, on the choice’s group', () => {
    expect(errors(drafted((d) => void (d.choices[2]!.group = 21)))).toEqual([`choices.2.group: ${GAP_GROUP_INVALID}`]);
  });

  it('maps the paths of the gap fields to the editor’s', () => {
    expect(draftPath(['question', 'choices', 1, 'unlimited'])).toBe('choices.1.unlimited');
    expect(draftPath(['question', 'choices', 0, 'text'])).toBe('choices.0.text');
    expect(draftPath(['question', 'choices'])).toBe('choices');
    expect(draftPath(['question', 'shuffleChoices'])).toBe('shuffleChoices');
  });
});

describe('the text of a gap question in the editor', () => {
  const choices = drafted().choices;

  it('previews each gap with the choice it names, or none', () => {
    expect(previewOf('The [[1]] sat on the [[4]].', choices)).toEqual([
      { kind: 'text', text: 'The ' },
      { kind: 'gap', number: 1, choice: choices[0] },
      { kind: 'text', text: ' sat on the ' },
      { kind: 'gap', number: 4, choice: null },
      { kind: 'text', text: '.' },
    ]);
    // [[0]] and [[x]] are no gaps.
    expect(previewOf('[[0]] [[x]]', choices)).toEqual([{ kind: 'text', text: '[[0]] [[x]]' }]);
  });

  it('renumbers the gaps to follow their choices when the choices move or one goes', () => {
    const text = 'The [[1]] sat on the [[2]] ([[1]], not [[9]]).';
    expect(renumberGaps(text, ['a', 'b', 'c'], ['c', 'a', 'b'])).toBe('The [[2]] sat on the [[3]] ([[2]], not [[9]]).');
    expect(renumberGaps('[[3]] [[1]]', ['a', 'b', 'c'], ['a', 'c'])).toBe('[[2]] [[1]]');
  });
});
