import { describe, expect, it } from 'vitest';
import type { AttemptQuestion } from '@talentpath/contracts/attempts';
import { responseSchemas } from '@talentpath/contracts/questions';
import { answerText } from './answer-text';
import { gapMarks, gapParts } from './gaps';
import { fillGap, gapAnswers, gapOffer, isAnswered } from './responses';

// Gap questions' responses built from what the learner does, and read back in the review (issue 23).

const question = (type: 'select-missing-words' | 'drag-drop-text', extra: Partial<AttemptQuestion> = {}) =>
  ({
    position: 1,
    type,
    prompt: '[[1]] [[2]] [[3]]',
    points: 3,
    gaps: [{ group: 1 }, { group: 2 }, { group: 1 }],
    gapChoices: [
      { id: 'cat', text: 'cat', group: 1, unlimited: false },
      { id: 'mat', text: 'mat', group: 2, unlimited: false },
      { id: 'dog', text: 'dog', group: 1, unlimited: true },
    ],
    response: null,
    flagged: false,
    review: null,
    ...extra,
  }) satisfies AttemptQuestion;

describe('a gap question’s response', () => {
  it('has a place for each gap, whatever was saved (none, fewer, more)', () => {
    const q = question('drag-drop-text');
    expect(gapAnswers(q, null)).toEqual([null, null, null]);
    expect(gapAnswers(q, { gaps: ['cat'] })).toEqual(['cat', null, null]);
    expect(gapAnswers(q, { gaps: ['cat', 'mat', null, 'dog'] })).toEqual(['cat', 'mat', null]);
    expect(isAnswered('drag-drop-text', { gaps: [] })).toBe(false);
    expect(isAnswered('drag-drop-text', { gaps: [null, null] })).toBe(false);
    expect(isAnswered('select-missing-words', { gaps: [null, 'mat'] })).toBe(true);
  });

  it('puts in a gap only a choice of its group', () => {
    const q = question('select-missing-words');
    expect(gapOffer(q, 1).map((c) => c.id)).toEqual(['mat']);
    expect(fillGap(q, null, 1, 'cat')).toEqual({ gaps: [null, null, null] });
    expect(fillGap(q, null, 1, 'mat')).toEqual({ gaps: [null, 'mat', null] });
    expect(fillGap(q, null, 7, 'mat')).toEqual({ gaps: [null, null, null] });
    expect(responseSchemas['select-missing-words'].safeParse(fillGap(q, null, 1, 'mat')).success).toBe(true);
  });

  it('select missing words: a choice fills any number of gaps', () => {
    const q = question('select-missing-words');
    expect(fillGap(q, { gaps: ['cat', null, null] }, 2, 'cat')).toEqual({ gaps: ['cat', null, 'cat'] });
  });

  it('drag and drop: a once-only choice moves to the gap it is put in; a reusable one is copied', () => {
    const q = question('drag-drop-text');
    expect(fillGap(q, { gaps: ['cat', null, null] }, 2, 'cat')).toEqual({ gaps: [null, null, 'cat'] });
    expect(fillGap(q, { gaps: ['dog', null, null] }, 2, 'dog')).toEqual({ gaps: ['dog', null, 'dog'] });
    expect(fillGap(q, { gaps: ['dog', 'mat', 'dog'] }, 0, null)).toEqual({ gaps: [null, 'mat', 'dog'] });
  });
});

describe('a gap question’s text', () => {
  it('is cut at its gaps, numbered in reading order', () => {
    expect(gapParts('The [[1]] sat\non the [[2]].')).toEqual([
      { kind: 'text', text: 'The ' },
      { kind: 'gap', index: 0 },
      { kind: 'text', text: ' sat\non the ' },
      { kind: 'gap', index: 1 },
      { kind: 'text', text: '.' },
    ]);
    expect(gapParts('[[1]][[2]]')).toEqual([
      { kind: 'gap', index: 0 },
      { kind: 'gap', index: 1 },
    ]);
  });
});

describe('a gap question in the review', () => {
  const words = { true: 'True', false: 'False', noMatch: '(none)' };

  it('reads as the choice in each gap, in the text’s order', () => {
    const q = question('drag-drop-text');
    expect(answerText(q, { gaps: ['dog', null, 'cat'] }, words)).toEqual({
      kind: 'list',
      items: ['dog', '(none)', 'cat'],
      ordered: true,
    });
    expect(answerText(q, { gaps: [null] }, words)).toEqual({ kind: 'none' });
  });

  it("marks each gap as the server graded it, the learner's choice and the right one beside it", () => {
    const q = question('select-missing-words', {
      review: {
        state: 'partial',
        score: 1,
        rightAnswer: null,
        feedback: '',
        graderComment: null,
        parts: ['incorrect', 'correct', 'unanswered'],
      },
    });
    const marks = gapMarks(q, { gaps: ['cat', 'mat', null] }, { gaps: ['cat', 'mat', 'cat'] });
    expect(marks.map((m) => m.correct)).toEqual([false, true, false]);
  });

  it('drag and drop: a choice the server did not count (a once-only choice in a second gap) is no choice', () => {
    const q = question('drag-drop-text', {
      review: {
        state: 'partial',
        score: 1,
        rightAnswer: null,
        feedback: '',
        graderComment: null,
        parts: ['correct', 'unanswered', 'unanswered'],
      },
    });
    const marks = gapMarks(q, { gaps: ['cat', null, 'cat'] }, { gaps: ['cat', 'mat', 'cat'] });
    expect(marks.map((m) => m.correct)).toEqual([true, false, false]);
    expect(marks[2]!.given).toBeNull();
  });
});
