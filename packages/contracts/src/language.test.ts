import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LANGUAGES } from './constants.ts';
import {
  LANGUAGE_COOKIE,
  isLanguage,
  languageFromAcceptLanguage,
  languageOfTag,
  toSupportedLanguage,
} from './language.ts';

describe('LANGUAGE_COOKIE', () => {
  it('is tp_lang', () => expect(LANGUAGE_COOKIE).toBe('tp_lang'));
});

describe('isLanguage', () => {
  it('accepts exactly the supported codes', () => {
    for (const code of LANGUAGES) expect(isLanguage(code)).toBe(true);
    for (const other of ['nb', 'EN', 'en-GB', '', null, undefined, 1]) expect(isLanguage(other)).toBe(false);
  });
});

describe('languageOfTag', () => {
  it('names the language a tag is in, or none (a browser language the app lacks is not guessed at)', () => {
    expect(languageOfTag('nb-NO')).toBe('no');
    expect(languageOfTag('en-GB')).toBe('en');
    expect(languageOfTag('de-DE')).toBeNull();
    expect(languageOfTag('')).toBeNull();
  });
});

describe('toSupportedLanguage', () => {
  it.each([
    ['no', 'no'],
    ['nb', 'no'],
    ['nn', 'no'],
    ['nb-NO', 'no'],
    ['nn_NO', 'no'],
    ['NO', 'no'],
    ['en', 'en'],
    ['en-GB', 'en'],
    ['EN-us', 'en'],
    ['de', 'en'],
    ['sv-SE', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
  ] as const)('%s → %s', (code, expected) => {
    expect(toSupportedLanguage(code)).toBe(expected);
  });
});

describe('languageFromAcceptLanguage', () => {
  it.each([
    ['nb-NO,nb;q=0.9,no;q=0.8,en;q=0.7', 'no'],
    ['en-US,en;q=0.9', 'en'],
    ['nn', 'no'],
    // Preference is by q, not by position.
    ['en;q=0.5, nb;q=0.8', 'no'],
    ['de, en;q=0.1, no;q=0.2', 'no'],
    // Equal q keeps the header's order.
    ['no;q=0.5, en;q=0.5', 'no'],
    // Unsupported languages are skipped.
    ['de-DE, fr;q=0.9, en;q=0.1', 'en'],
    // q=0 means not acceptable.
    ['no;q=0, en;q=0.1', 'en'],
    ['en;q=0', null],
    ['nb;q=0.000', null],
    // `*` is any language the header does not name.
    ['*', 'en'],
    ['en;q=0, *;q=0.1', 'no'],
    ['en;q=0.5, *', 'no'],
    ['*;q=0', null],
    ['de, fr', null],
    ['', null],
    [undefined, null],
  ] as const)('%s → %s', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });

  it('ignores entries it cannot read instead of guessing', () => {
    expect(languageFromAcceptLanguage('no;q=2, en')).toBe('en');
    expect(languageFromAcceptLanguage('no;q=abc, en;q=0.3')).toBe('en');
    expect(languageFromAcceptLanguage('no;q=0.1234, en;q=0.3')).toBe('en');
    expect(languageFromAcceptLanguage(';;;,,, =,q=1, no ; q = 0.4 ')).toBe('no');
    expect(languageFromAcceptLanguage('"no", <en>')).toBeNull();
  });

  it('never throws and answers a supported language or null, whatever the header (property)', () => {
    const token = fc.constantFrom(
      'en',
      'no',
      'nb-NO',
      'de',
      '*',
      ';',
      ',',
      'q=',
      'q=0',
      'q=1',
      'q=0.5',
      ' ',
      '=',
      '-',
      '\u0000',
    );
    const header = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.array(token, { maxLength: 30 }).map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(header, (h) => {
        const language = languageFromAcceptLanguage(h);
        expect(language === null || isLanguage(language)).toBe(true);
      }),
    );
  });
});
