import { describe, expect, it } from 'vitest';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { CLOZE_NOT_CLOSED, CLOZE_TYPE_UNKNOWN, type ClozePart, readCloze } from '@talentpath/contracts/cloze';
import type { BankQuestion } from '@talentpath/contracts/question-bank';
import { POINTS_INVALID, PROMPT_REQUIRED, type QuestionDefinition } from '@talentpath/contracts/questions';
import { answersOf, kindOf } from './cloze-text';
import { questionForm } from './draft-schema';
import { NO_TRIES } from './editor-test-harness';
import { draftOf, inputOf, newDraft, type QuestionDraft } from './question-draft';

// Embedded answers (Cloze, issue 23): the question's text holds its answers in Moodle's syntax, so the type has no
// fields of its own. Its questions go from the bank to the editor and back unchanged; what the contract's reader
// finds wrong is said on the text at once, with the other errors; the preview names each part's kind and answers.

const validate = (draft: QuestionDraft) =>
  questionForm['~standard'].validate(draft) as StandardSchemaV1.Result<unknown>;
const errors = (draft: QuestionDraft) =>
  (validate(draft).issues ?? []).map((issue) => `${(issue.path ?? []).join('.')}: ${issue.message}`);

const OWL =
  'The {1:SHORTANSWER:Dog#Wrong~=Owl#Well done!} and the {1:MULTICHOICE:Bow-wow~=Pussy-cat#Yes} went to sea in ' +
  '{2:NUMERICAL:=1:0} boat.';

const QUESTION: QuestionDefinition = {
  type: 'cloze',
  prompt: OWL,
  points: 4,
  generalFeedback: 'They married, and danced by the light of the moon.',
  ...NO_TRIES,
  idNumber: 'lear-1',
};

const bank = {
  id: '6f9619ff-8b86-4d01-b42d-00cf4fc964ff',
  courseId: '6f9619ff-8b86-4d01-b42d-00cf4fc964fe',
  categoryId: null,
  tags: ['poems'],
  version: 1,
  question: QUESTION,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
} satisfies BankQuestion;

const cloze = (prompt: string) => ({ ...newDraft('cloze'), prompt });

/** The parts of a text that reads. */
const partsOf = (text: string): ClozePart[] => {
  const read = readCloze(text);
  if (typeof read === 'string') throw new Error(read);
  return read.parts;
};

describe('a Cloze question of the bank through the editor', () => {
  it('opens and saves unchanged (its text, points, feedback and id number), and passes', () => {
    const draft = draftOf(bank);
    expect(draft.type).toBe('cloze');
    expect(draft.prompt).toBe(OWL);
    expect(draft.tags).toEqual(['poems']);
    expect(inputOf(draft)).toEqual({ categoryId: null, tags: ['poems'], question: QUESTION });
    expect(validate(draft).issues).toBeUndefined();
  });

  it('sends only the common fields, whatever was written for the other types', () => {
    const draft = { ...draftOf(bank), acceptedAnswers: [{ key: 'k', text: 'Owl' }] };
    expect(Object.keys(inputOf(draft).question).sort()).toEqual([
      'correctFeedback',
      'generalFeedback',
      'hints',
      'idNumber',
      'incorrectFeedback',
      'partialFeedback',
      'penalty',
      'points',
      'prompt',
      'type',
    ]);
  });
});

describe('the reader’s messages, on the question text', () => {
  it('a type Cloze does not have, or a part not closed', () => {
    expect(errors(cloze('The {1:SHORTANSWR:=Owl} and'))).toEqual([`prompt: ${CLOZE_TYPE_UNKNOWN}`]);
    expect(errors(cloze('The {1:SA:=Owl and'))).toEqual([`prompt: ${CLOZE_NOT_CLOSED}`]);
  });

  it('says it at once, with the other errors, instead of after them', () => {
    expect(errors({ ...cloze('The {1:SA:=Owl and'), points: '' })).toEqual([
      `points: ${POINTS_INVALID}`,
      `prompt: ${CLOZE_NOT_CLOSED}`,
    ]);
  });

  it('an empty text is the contract’s own message alone', () => {
    expect(errors(cloze(' '))).toEqual([`prompt: ${PROMPT_REQUIRED}`]);
  });
});

describe('the parts as the preview tells them', () => {
  it('names each part’s kind, as Moodle’s type names shape it', () => {
    const parts = partsOf(
      '{:SA:=a} {:SAC:=a} {:NM:=1} {:MC:=a~b} {:MCV:=a~b} {:MCHS:=a~b} {:MR:=a~b} {:MRH:=a~b} {:MULTIRESPONSE_S:=a~b}',
    );
    expect(parts.map(kindOf)).toEqual([
      'shortAnswer',
      'shortAnswerCase',
      'numerical',
      'dropdown',
      'vertical',
      'horizontal',
      'multiVertical',
      'multiHorizontal',
      'multiVertical',
    ]);
  });

  it('marks the answers worth full marks right; in a multiple response, every one above 0%', () => {
    const [short, multi, number] = partsOf('{1:SA:%50%Dog#Close~=Owl#Well done!} {2:MR:~=a~b~=c} {1:NM:=1.5:0.1~*#No}');
    expect(answersOf(short!)).toEqual([
      { text: 'Dog', number: null, weight: 50, feedback: 'Close', right: false },
      { text: 'Owl', number: null, weight: 100, feedback: 'Well done!', right: true },
    ]);
    expect(answersOf(multi!).map((a) => [a.text, a.weight, a.right])).toEqual([
      ['a', 50, true],
      ['b', -50, false],
      ['c', 50, true],
    ]);
    expect(answersOf(number!).map((a) => [a.number, a.right])).toEqual([
      [{ value: 1.5, tolerance: 0.1 }, true],
      ['any', false],
    ]);
  });
});
