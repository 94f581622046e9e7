import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cloze from '@talentpath/contracts/cloze';
import * as m from '@talentpath/contracts/question-import';
import { VALIDATION_KEYS } from '../../../../../lib/validation';
import noValidation from '../../../../../locales/no/validation.json';
import { setupI18n } from '../../../../../test/render';
import { rowMessage } from './import-messages';

// Every message an import report's row may carry has its translation (issue 23): the formats' failures and the notes
// on what was left out, a message naming a value, and an imported row's notes joined by "; ".

const t = (key: string, values?: Record<string, string>) => `<${key}${values ? ` ${JSON.stringify(values)}` : ''}>`;

const ROW_MESSAGES = Object.entries(m).filter(
  (entry): entry is [string, string] =>
    typeof entry[1] === 'string' &&
    /^(GIFT|AIKEN|CSV|MOODLE_XML|NOTE)_/.test(entry[0]) &&
    entry[0] !== 'MOODLE_XML_TYPE_NOT_HELD',
);

describe('rowMessage', () => {
  it.each(ROW_MESSAGES)('%s has a translation', (_name, message) => {
    expect(rowMessage(message, t)).toMatch(/^<import\.messages\.\w+>$/);
  });

  it("names the type in Moodle's message for a type the bank does not have", () => {
    expect(rowMessage(m.moodleTypeNotHeld('ddimageortext'), t)).toBe(
      '<import.messages.moodleXmlTypeNotHeld {"type":"ddimageortext"}>',
    );
  });

  it("translates each of an imported row's notes; a message it does not know stays as it is", () => {
    expect(rowMessage(`${m.NOTE_FEEDBACK_LEFT_OUT}; ${m.NOTE_HINTS_LEFT_OUT}`, t)).toBe(
      '<import.messages.noteFeedbackLeftOut>; <import.messages.noteHintsLeftOut>',
    );
    expect(rowMessage(m.GIFT_BRACES, t)).toBe('<import.messages.giftBraces>');
    expect(rowMessage('Something else; entirely', t)).toBe('Something else; entirely');
  });
});

/** A Cloze question's text that does not read (contracts cloze.ts): the reason an imported row fails. */
const CLOZE_MESSAGES = Object.entries(cloze).flatMap(([name, value]): [string, string][] =>
  typeof value === 'string' && name.startsWith('CLOZE_') ? [[name, value]] : [],
);

describe('rowMessage of a Cloze question the import refused', () => {
  beforeAll(async () => {
    await setupI18n();
    i18next.addResourceBundle('no', 'validation', noValidation);
    await i18next.changeLanguage('no');
  });
  afterAll(async () => {
    await i18next.changeLanguage('en');
  });

  it.each(CLOZE_MESSAGES)('%s reads in the chosen language', (_name, message) => {
    const key = VALIDATION_KEYS[message] ?? '';
    expect(key).toMatch(/^quiz\.cloze/);
    expect(rowMessage(message, t)).toBe(noValidation.quiz[key.slice('quiz.'.length) as keyof typeof noValidation.quiz]);
  });
});
