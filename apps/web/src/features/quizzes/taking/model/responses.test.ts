import { describe, expect, it } from 'vitest';
import { responseSchemas } from '@talentpath/contracts/questions';
import {
  chooseOptions,
  isAnswered,
  itemOrder,
  moveItem,
  responseOf,
  setMatch,
  singleChoice,
  textAnswer,
  trueFalse,
} from './responses';
import { answerText } from './answer-text';

describe('responses built from what the learner does', () => {
  it('single choice and true/false: the choice, or none', () => {
    expect(singleChoice('b')).toEqual({ optionId: 'b' });
    expect(trueFalse(false)).toEqual({ value: false });
    expect(isAnswered('single-choice', singleChoice(null))).toBe(false);
    expect(isAnswered('true-false', trueFalse(false))).toBe(true);
    expect(responseSchemas['single-choice'].safeParse(singleChoice('b')).success).toBe(true);
  });

  it('multiple choice: the options ticked, in the order they are shown', () => {
    const shown = ['c', 'a', 'b'];
    expect(chooseOptions(['b', 'c'], shown)).toEqual({ optionIds: ['c', 'b'] });
    expect(chooseOptions(['b', 'unknown'], shown)).toEqual({ optionIds: ['b'] });
    expect(isAnswered('multiple-choice', chooseOptions([], shown))).toBe(false);
  });

  it('text answers as typed, cut at what the server takes', () => {
    expect(textAnswer('numerical', '3,5')).toEqual({ text: '3,5' });
    expect(textAnswer('short-answer', 'x'.repeat(500)).text).toHaveLength(200);
    expect(textAnswer('essay', 'y'.repeat(25_000)).text).toHaveLength(20_000);
    expect(isAnswered('short-answer', { text: '   ' })).toBe(false);
    expect(isAnswered('essay', { text: 'Closures keep their scope.' })).toBe(true);
  });

  it('matching: a match per pair; choosing none leaves the pair out', () => {
    let r = setMatch(null, 'p1', 'Oslo');
    r = setMatch(r, 'p2', 'Bergen');
    expect(r).toEqual({ matches: { p1: 'Oslo', p2: 'Bergen' } });
    r = setMatch(r, 'p1', '');
    expect(r).toEqual({ matches: { p2: 'Bergen' } });
    expect(isAnswered('matching', setMatch(r, 'p2', ''))).toBe(false);
    expect(responseSchemas.matching.safeParse(r).success).toBe(true);
  });

  it('ordering: moves an item, and starts from the order shown until one is saved', () => {
    const question = { options: ['a', 'b', 'c'].map((id) => ({ id, text: id.toUpperCase() })) };
    expect(itemOrder(question, null)).toEqual(['a', 'b', 'c']);
    expect(itemOrder(question, { itemIds: ['c', 'a', 'b'] })).toEqual(['c', 'a', 'b']);
    // A saved order that lost an item is not trusted.
    expect(itemOrder(question, { itemIds: ['c', 'a'] })).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual({ itemIds: ['c', 'a', 'b'] });
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual({ itemIds: ['b', 'a', 'c'] });
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual({ itemIds: ['a', 'b', 'c'] });
    expect(isAnswered('ordering', { itemIds: [] })).toBe(false);
  });

  it('a saved response of another shape reads as none', () => {
    expect(responseOf('true-false', { text: 'yes' })).toBeNull();
    expect(responseOf('essay', null)).toBeNull();
    expect(isAnswered('numerical', { optionId: 'a' })).toBe(false);
  });
});

describe('answers in words, for the review', () => {
  const words = { true: 'True', false: 'False', noMatch: '(none)' };
  const base = { position: 1, prompt: 'Q', points: 1, response: null, flagged: false, review: null };

  it('names the options chosen and keeps the order an ordering was given', () => {
    const choice = {
      ...base,
      type: 'multiple-choice' as const,
      options: [
        { id: 'a', text: 'Alpha' },
        { id: 'b', text: 'Beta' },
      ],
    };
    expect(answerText(choice, { optionIds: ['b', 'a'] }, words)).toEqual({
      kind: 'list',
      items: ['Beta', 'Alpha'],
      ordered: false,
    });
    const ordering = { ...choice, type: 'ordering' as const };
    expect(answerText(ordering, { itemIds: ['b', 'a'] }, words)).toEqual({
      kind: 'list',
      items: ['Beta', 'Alpha'],
      ordered: true,
    });
  });

  it('pairs each prompt with its match, and says when one has none', () => {
    const matching = {
      ...base,
      type: 'matching' as const,
      pairs: [
        { id: 'p', prompt: 'Norway' },
        { id: 'q', prompt: 'Sweden' },
      ],
    };
    expect(answerText(matching, { matches: { p: 'Oslo' } }, words)).toEqual({
      kind: 'list',
      items: ['Norway → Oslo', 'Sweden → (none)'],
      ordered: false,
    });
  });

  it('says true or false, the text as typed, and nothing for no answer', () => {
    expect(answerText({ ...base, type: 'true-false' }, { value: false }, words)).toEqual({
      kind: 'text',
      text: 'False',
    });
    expect(answerText({ ...base, type: 'numerical' }, { text: '3,5' }, words)).toEqual({ kind: 'text', text: '3,5' });
    expect(answerText({ ...base, type: 'essay' }, null, words)).toEqual({ kind: 'none' });
  });
});
