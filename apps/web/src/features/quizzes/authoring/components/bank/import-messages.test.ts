import { describe, expect, it } from 'vitest';
import * as m from '@talentpath/contracts/question-import';
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
    expect(rowMessage(m.moodleTypeNotHeld('ddwtos'), t)).toBe(
      '<import.messages.moodleXmlTypeNotHeld {"type":"ddwtos"}>',
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
