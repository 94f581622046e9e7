import { describe, expect, it } from 'vitest';
import { questionDefinition, WEIGHT_CHOICES } from '@talentpath/contracts/questions';
import {
  CORRECT_OPTION_WEIGHTS,
  evenWeights,
  formatWeight,
  NUMBER_WEIGHTS,
  OTHER_OPTION_WEIGHTS,
  PARTIAL_ANSWER_WEIGHTS,
  WRONG_OPTION_WEIGHTS,
  weightMenu,
  weightsAfterMark,
} from './weights';

const options = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `o${i}`, text: `Option ${i}`, feedback: '' }));

describe('the weights each control offers (Moodle’s menu)', () => {
  it('offers only what the contract accepts there', () => {
    expect(OTHER_OPTION_WEIGHTS[0]).toBe(90);
    expect(OTHER_OPTION_WEIGHTS).toContain(0);
    expect(OTHER_OPTION_WEIGHTS).toContain(-33.33333);
    expect(OTHER_OPTION_WEIGHTS.at(-1)).toBe(-100);
    expect(OTHER_OPTION_WEIGHTS.every((w) => w < 100)).toBe(true);
    expect(CORRECT_OPTION_WEIGHTS.every((w) => w > 0 && w <= 100)).toBe(true);
    expect(WRONG_OPTION_WEIGHTS[0]).toBe(0);
    expect(WRONG_OPTION_WEIGHTS.every((w) => w <= 0)).toBe(true);
    expect(PARTIAL_ANSWER_WEIGHTS.every((w) => w > 0 && w < 100)).toBe(true);
    expect(PARTIAL_ANSWER_WEIGHTS).toHaveLength(WEIGHT_CHOICES.length - 2);
    expect(NUMBER_WEIGHTS[0]).toBe(100);
    expect(NUMBER_WEIGHTS).not.toContain(0);
  });

  it('keeps a value off the menu (an imported 37%) in its place, largest first', () => {
    expect(weightMenu([50, 25, 0], 37)).toEqual([50, 37, 25, 0]);
    expect(weightMenu([50, 25, 0], 25)).toEqual([50, 25, 0]);
  });

  it('reads as the language writes a percentage, with a real minus sign', () => {
    const plain = (s: string) => s.replace(/\s/gu, ' ');
    expect(formatWeight(50, 'en')).toBe('50%');
    expect(formatWeight(33.33333, 'en')).toBe('33.33333%');
    expect(formatWeight(-25, 'en')).toBe('\u221225%');
    expect(plain(formatWeight(33.33333, 'no'))).toBe('33,33333 %');
    expect(plain(formatWeight(-25, 'no'))).toBe('\u221225 %');
  });
});

describe('weights turned on for a multiple choice', () => {
  it.each([
    [4, 2],
    [3, 3],
    [7, 1],
    [9, 3],
    [20, 11],
  ])('grade as the even rule did (%i options, %i correct), and pass the contract', (count, correct) => {
    const list = options(count);
    const correctIds = list.slice(0, correct).map((o) => o.id);
    const weights = evenWeights(list, correctIds);
    const wrong = count - correct;
    for (const [i, w] of weights.entries()) expect(w).toBeCloseTo(i < correct ? 100 / correct : -100 / wrong, 4);
    const question = {
      type: 'multiple-choice',
      prompt: 'Pick',
      points: 1,
      options: list.map((o, i) => ({ ...o, weight: weights[i] })),
      correctOptionIds: correctIds,
    };
    expect(questionDefinition.safeParse(question).error?.issues).toBeUndefined();
  });

  it('marking an option correct gives it what is left of 100%; unmarking it, nothing', () => {
    const list = options(4).map((o, i) => ({ ...o, weight: [50, -25, 0, -25][i]! }));
    const marked = weightsAfterMark(list, ['o0'], 'o2', true);
    expect(marked.map((o) => o.weight)).toEqual([50, -25, 50, -25]);
    const unmarked = weightsAfterMark(marked, ['o0', 'o2'], 'o0', false);
    expect(unmarked.map((o) => o.weight)).toEqual([0, -25, 50, -25]);
    // Nothing left: the author rebalances (the contract's sum rule says so).
    const full = options(2).map((o, i) => ({ ...o, weight: [100, -50][i]! }));
    expect(weightsAfterMark(full, ['o0'], 'o1', true).map((o) => o.weight)).toEqual([100, 0]);
  });
});
