import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLOZE_ANSWER_EMPTY,
  CLOZE_ANSWERS_TOO_MANY,
  CLOZE_CHOICES_TOO_FEW,
  CLOZE_FULL_MARKS_REQUIRED,
  CLOZE_NOT_CLOSED,
  CLOZE_NUMBER_INVALID,
  CLOZE_PART_MARKS_INVALID,
  CLOZE_PARTS_REQUIRED,
  CLOZE_PARTS_TOO_MANY,
  CLOZE_TYPE_UNKNOWN,
  CLOZE_WEIGHT_INVALID,
  readCloze,
} from './cloze.ts';

// Reading Cloze text as Moodle's qtype_multianswer_extract_question does (its question_test's verse, and the syntax
// of Moodle's documentation): every type name, weights, feedback, escapes; a fault named, never an exception.

const VERSE =
  'Complete this opening line of verse: "The {1:SHORTANSWER:Dog#Wrong, silly!~=Owl#Well done!~*#Wrong answer} and the ' +
  '{1:MULTICHOICE:Bow-wow#You seem to be having a dream~Wiggly worm#Now you are just being ridiculous!~=Pussy-cat#Well done!} went to sea".';

describe('readCloze', () => {
  it("reads Moodle's test question: the text around the parts, each part's answers, weights and feedback", () => {
    expect(readCloze(VERSE)).toEqual({
      pieces: ['Complete this opening line of verse: "The ', ' and the ', ' went to sea".'],
      parts: [
        {
          kind: 'short-answer',
          marks: 1,
          caseSensitive: false,
          answers: [
            { text: 'Dog', weight: 0, feedback: 'Wrong, silly!' },
            { text: 'Owl', weight: 100, feedback: 'Well done!' },
            { text: '*', weight: 0, feedback: 'Wrong answer' },
          ],
        },
        {
          kind: 'choice',
          marks: 1,
          multiple: false,
          layout: 'dropdown',
          shuffle: false,
          answers: [
            { text: 'Bow-wow', weight: 0, feedback: 'You seem to be having a dream' },
            { text: 'Wiggly worm', weight: 0, feedback: 'Now you are just being ridiculous!' },
            { text: 'Pussy-cat', weight: 100, feedback: 'Well done!' },
          ],
        },
      ],
    });
  });

  it('knows every type name, long and short, with its layout, shuffling and letter case', () => {
    const kinds = (type: string) => {
      const read = readCloze(`{:${type}:=a~b}`);
      if (typeof read === 'string') return read;
      const [part] = read.parts;
      return part!.kind === 'choice'
        ? [part!.kind, part!.multiple, part!.layout, part!.shuffle]
        : part!.kind === 'short-answer'
          ? [part!.kind, part!.caseSensitive]
          : [part!.kind];
    };
    expect(kinds('SA')).toEqual(['short-answer', false]);
    expect(kinds('MW')).toEqual(['short-answer', false]);
    expect(kinds('SHORTANSWER_C')).toEqual(['short-answer', true]);
    expect(kinds('MWC')).toEqual(['short-answer', true]);
    expect(kinds('MC')).toEqual(['choice', false, 'dropdown', false]);
    expect(kinds('MULTICHOICE_V')).toEqual(['choice', false, 'vertical', false]);
    expect(kinds('MCH')).toEqual(['choice', false, 'horizontal', false]);
    expect(kinds('MCS')).toEqual(['choice', false, 'dropdown', true]);
    expect(kinds('MCVS')).toEqual(['choice', false, 'vertical', true]);
    expect(kinds('MULTICHOICE_HS')).toEqual(['choice', false, 'horizontal', true]);
    expect(kinds('MR')).toEqual(['choice', true, 'vertical', false]);
    expect(kinds('MRH')).toEqual(['choice', true, 'horizontal', false]);
    expect(kinds('MULTIRESPONSE_S')).toEqual(['choice', true, 'vertical', true]);
    expect(kinds('MRHS')).toEqual(['choice', true, 'horizontal', true]);
    expect(kinds('REGEXP')).toBe(CLOZE_TYPE_UNKNOWN);
  });

  it('reads numbers with their tolerance (a decimal comma too) and * for any other number', () => {
    const read = readCloze('Three and a quarter: {2:NUMERICAL:=3.25:0.001#Yes~%50%3,1:0,1#Near~*#No}.');
    expect(read).toMatchObject({
      parts: [
        {
          kind: 'numerical',
          marks: 2,
          answers: [
            { value: 3.25, tolerance: 0.001, weight: 100, feedback: 'Yes' },
            { value: 3.1, tolerance: 0.1, weight: 50, feedback: 'Near' },
            { any: true, weight: 0, feedback: 'No' },
          ],
        },
      ],
    });
    expect(readCloze('{:NM:=three}')).toBe(CLOZE_NUMBER_INVALID);
    expect(readCloze('{:NM:=1:2:3}')).toBe(CLOZE_NUMBER_INVALID);
  });

  it("scales a multiple response's right answers to 100%; without weights each wrong one takes back one right one's share", () => {
    const plain = readCloze('{:MR:=a~=b~c~=d}');
    expect(typeof plain !== 'string' && plain.parts[0]!.answers.map((a) => a.weight)).toEqual([
      33.33333, 33.33333, -33.33333, 33.33333,
    ]);
    const weighted = readCloze('{:MRH:%50%a~%150%b~%0%c~%-25%d}');
    expect(weighted).toBe(CLOZE_WEIGHT_INVALID);
    const given = readCloze('{:MRH:%50%a~%50%b~%0%c~%-25%d}');
    expect(typeof given !== 'string' && given.parts[0]!.answers.map((a) => a.weight)).toEqual([50, 50, 0, -25]);
  });

  it('reads escapes, a leading ~, braces that open no part, and marks', () => {
    const read = readCloze('Set {x} to {3:SA:=a\\}b\\#c\\~d\\\\#it is \\} here} or {:MC:~=yes~no}');
    expect(read).toMatchObject({
      pieces: ['Set {x} to ', ' or ', ''],
      parts: [
        { marks: 3, answers: [{ text: 'a}b#c~d\\', feedback: 'it is } here' }] },
        {
          marks: 1,
          answers: [
            { text: 'yes', weight: 100 },
            { text: 'no', weight: 0 },
          ],
        },
      ],
    });
  });

  it('names what is wrong', () => {
    expect(readCloze('No parts at all {here}.')).toBe(CLOZE_PARTS_REQUIRED);
    expect(readCloze('{1:SA:=open')).toBe(CLOZE_NOT_CLOSED);
    expect(readCloze('{1:SHORTANSWR:=x}')).toBe(CLOZE_TYPE_UNKNOWN);
    expect(readCloze('{0:SA:=x}')).toBe(CLOZE_PART_MARKS_INVALID);
    expect(readCloze('{101:SA:=x}')).toBe(CLOZE_PART_MARKS_INVALID);
    expect(readCloze('{1:SA:=x~~y}')).toBe(CLOZE_ANSWER_EMPTY);
    expect(readCloze('{1:SA:x~%50%y}')).toBe(CLOZE_FULL_MARKS_REQUIRED);
    expect(readCloze('{1:MC:=only}')).toBe(CLOZE_CHOICES_TOO_FEW);
    expect(readCloze('{1:MC:a~b}')).toBe(CLOZE_FULL_MARKS_REQUIRED);
    expect(readCloze('{1:SA:=x~%-50%y}')).toBe(CLOZE_WEIGHT_INVALID);
    expect(readCloze('{1:SA:=x} '.repeat(51))).toBe(CLOZE_PARTS_TOO_MANY);
  });

  it('any text: a reading or a message; texts that would make a backtracking reader stall read at once', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('{', '}', ':', '~', '#', '=', '%', '\\', 'SA', 'MC', '1', 'a', ' ') }),
        (text) => {
          const read = readCloze(text);
          if (typeof read !== 'string') expect(read.pieces).toHaveLength(read.parts.length + 1);
        },
      ),
    );
    // One pass: an unclosed part ends the reading, a run of escapes is stepped over two at a time.
    expect(readCloze(`{1:SA:=${'\\'.repeat(200_000)}`)).toBe(CLOZE_NOT_CLOSED);
    expect(readCloze('{1:SA:'.repeat(50_000))).toBe(CLOZE_NOT_CLOSED);
    expect(readCloze(`${'{1:SA:=a~'.repeat(20_000)}}`)).toBe(CLOZE_ANSWERS_TOO_MANY);
  });
});
