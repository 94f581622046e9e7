import { describe, expect, it } from 'vitest';
import { toSupportedLanguage } from './i18n';

describe('language detection mapping', () => {
  it.each([
    ['en', 'en'],
    ['en-GB', 'en'],
    ['no', 'no'],
    ['nb-NO', 'no'],
    ['nn', 'no'],
    ['de-DE', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (input, expected) => {
    expect(toSupportedLanguage(input)).toBe(expected);
  });
});
