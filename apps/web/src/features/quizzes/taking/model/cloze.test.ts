import { describe, expect, it } from 'vitest';
import type { AttemptQuestion } from '@talentpath/contracts/attempts';
import { responseSchemas } from '@talentpath/contracts/questions';
import { answerText } from './answer-text';
import { clozeMarks, clozeTextParts, partText, writtenNumber } from './cloze';
import { answerPart, clozeAnswers, isAnswered } from './responses';

// Embedded answers (Cloze, issue 23): a response built from what the learner does in each part, in the shape the
// contract takes, and read back in the review.

type Review = NonNullable<AttemptQuestion['review']>;

const question = (extra: Partial<AttemptQuestion> = {}): AttemptQuestion => ({
  position: 1,
  type: 'cloze',
  prompt: 'The _____ and the _____ went to sea in _____ boat, with _____ _____.',
  points: 5,
  cloze: {
    pieces: ['The ', ' and the ', ' went to sea in ', ' boat, with ', ' ', '.'],
    parts: [
      { kind: 'text', multiple: false, layout: 'inline', options: [] },
      {
        kind: 'choice',
        multiple: false,
        layout: 'dropdown',
        options: [
          { id: '2', text: 'Pussy-cat' },
          { id: '1', text: 'Bow-wow' },
        ],
      },
      { kind: 'number', multiple: false, layout: 'inline', options: [] },
      {
        kind: 'choice',
        multiple: true,
        layout: 'vertical',
        options: [
          { id: '1', text: 'honey' },
          { id: '2', text: 'money' },
          { id: '3', text: 'jam' },
        ],
      },
      {
        kind: 'choice',
        multiple: false,
        layout: 'horizontal',
        options: [
          { id: '1', text: 'plenty' },
          { id: '2', text: 'none' },
        ],
      },
    ],
  },
  response: null,
  flagged: false,
  review: null,
  ...extra,
});

const reviewed = (parts: (string | string[] | null)[], state: Review['state'] = 'partial') =>
  question({
    response: { parts },
    review: {
      state,
      score: 1,
      rightAnswer: { parts: ['Owl', '2', '1.5', ['1', '2'], '1'] },
      feedback: '1: Well done!',
      graderComment: null,
    },
  });

describe('a Cloze response', () => {
  const q = question();

  it('has a place for each part, whatever was saved (none, fewer, more)', () => {
    expect(clozeAnswers(q, null)).toEqual([null, null, null, null, null]);
    expect(clozeAnswers(q, { parts: ['Owl'] })).toEqual(['Owl', null, null, null, null]);
    expect(clozeAnswers(q, { parts: ['a', 'b', 'c', null, null, 'extra'] })).toHaveLength(5);
  });

  it('takes text as typed, cut at what the server takes; nothing typed is none', () => {
    expect(answerPart(q, null, 0, ' Owl ').parts).toEqual([' Owl ', null, null, null, null]);
    expect(answerPart(q, null, 2, '1,5').parts[2]).toBe('1,5');
    expect((answerPart(q, null, 0, 'x'.repeat(500)).parts[0] as string).length).toBe(200);
    expect(answerPart(q, { parts: ['Owl'] }, 0, '').parts[0]).toBeNull();
  });

  it('takes a choice by its id, ticked options in the order shown, and nothing the part does not offer', () => {
    expect(answerPart(q, null, 1, '1').parts[1]).toBe('1');
    expect(answerPart(q, null, 1, '9').parts[1]).toBeNull();
    expect(answerPart(q, null, 3, ['3', '1', '7']).parts[3]).toEqual(['1', '3']);
    expect(answerPart(q, { parts: [null, null, null, ['1']] }, 3, []).parts[3]).toBeNull();
    // A part the text does not have changes nothing.
    expect(answerPart(q, { parts: ['Owl'] }, 9, 'x').parts).toEqual(['Owl', null, null, null, null]);
  });

  it('is in the shape the contract takes', () => {
    let response = answerPart(q, null, 0, 'Owl');
    response = answerPart(q, response, 1, '2');
    response = answerPart(q, response, 3, ['2']);
    expect(response).toEqual({ parts: ['Owl', '2', null, ['2'], null] });
    expect(responseSchemas.cloze.safeParse(response).success).toBe(true);
  });

  it('is answered when any part is', () => {
    expect(isAnswered('cloze', { parts: [] })).toBe(false);
    expect(isAnswered('cloze', { parts: [null, '  ', []] })).toBe(false);
    expect(isAnswered('cloze', { parts: [null, null, null, ['1']] })).toBe(true);
    expect(isAnswered('cloze', { parts: ['Owl'] })).toBe(true);
  });
});

describe('a Cloze text', () => {
  it('is cut at its parts, numbered in reading order, its lines kept', () => {
    expect(clozeTextParts(['The ', ' sat\non the ', '', '.'])).toEqual([
      { kind: 'text', text: 'The ' },
      { kind: 'gap', index: 0 },
      { kind: 'text', text: ' sat\non the ' },
      { kind: 'gap', index: 1 },
      { kind: 'gap', index: 2 },
      { kind: 'text', text: '.' },
    ]);
  });
});

describe('a Cloze question in the review', () => {
  const words = { true: 'True', false: 'False', noMatch: '(none)' };

  it('reads as each part’s answer joined by ·, options by their texts', () => {
    const q = question();
    expect(answerText(q, { parts: ['Owl', '2', '1,5', ['1', '2'], null] }, words)).toEqual({
      kind: 'text',
      text: 'Owl · Pussy-cat · 1,5 · honey, money · (none)',
    });
    expect(answerText(q, { parts: [null, ''] }, words)).toEqual({ kind: 'none' });
    expect(partText(q.cloze!.parts[3], null)).toBeNull();
  });

  it('marks each part as the server graded it (partly right: the right answer follows)', () => {
    const graded = reviewed(['owl', '1', '1.4', ['1'], null]);
    graded.review!.parts = ['correct', 'incorrect', 'partial', 'correct', 'unanswered'];
    expect(clozeMarks(graded).map((m) => m.mark)).toEqual(['right', 'wrong', 'open', 'right', 'wrong']);
    expect(clozeMarks(graded)[1]).toMatchObject({ given: '1', right: '2' });
  });

  it('writes a number part’s number as the language does, other answers as they are', () => {
    const [text, choice, number] = question().cloze!.parts;
    const comma = (n: number) => String(n).replace('.', ',');
    expect(writtenNumber(number, '1.5', comma)).toBe('1,5');
    expect(writtenNumber(number, 'about 2', comma)).toBe('about 2');
    expect(writtenNumber(text, '1.5', comma)).toBe('1.5');
    expect(writtenNumber(choice, '1', comma)).toBe('1');
  });
});
