import { describe, expect, it } from 'vitest';
import { formatNumber } from './format';

describe('formatNumber', () => {
  it('writes a number as the language does, to two decimals', () => {
    expect(formatNumber(2.5, 'en')).toBe('2.5');
    expect(formatNumber(2.5, 'no')).toBe('2,5');
    expect(formatNumber(1 / 3, 'en')).toBe('0.33');
  });

  it('writes a negative mark with a real minus sign in every language, and one that rounds to 0 as 0', () => {
    expect(formatNumber(-0.5, 'en')).toBe('\u22120.5');
    expect(formatNumber(-0.5, 'no')).toBe('\u22120,5');
    expect(formatNumber(-0.001, 'en')).toBe('0');
    expect(formatNumber(-0, 'no')).toBe('0');
  });
});
