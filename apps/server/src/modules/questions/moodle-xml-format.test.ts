import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MOODLE_XML_DESCRIPTION,
  MOODLE_XML_DOCTYPE,
  MOODLE_XML_NOT_WELL_FORMED,
  MOODLE_XML_NUMBER_INVALID,
  MOODLE_XML_ONE_RIGHT,
  MOODLE_XML_ROOT,
  MOODLE_XML_TYPE_MISSING,
  moodleTypeNotHeld,
  NOTE_ANY_NUMBER_LEFT_OUT,
  NOTE_FEEDBACK_LEFT_OUT,
  NOTE_FILES_LEFT_OUT,
  NOTE_HINT_OPTIONS_LEFT_OUT,
  NOTE_HINTS_BEYOND_MAX,
  NOTE_ORDERING_ALL_ITEMS,
  NOTE_PENALTY_WITHIN,
  NOTE_POINTS_WITHIN,
  NOTE_SHARED_WILDCARDS_OWN,
  NOTE_TAGS_LEFT_OUT,
  NOTE_TEXT_LEFT_OUT,
  NOTE_UNIT_PENALTY_OF_RESPONSE,
  NOTE_UNITS_AFTER,
  NOTE_VALUE_SETS_INCOMPLETE,
  NOTE_WEIGHTS_EVENED,
} from '@talentpath/contracts/question-import';
import {
  FORMULA_FUNCTION_UNKNOWN,
  FORMULA_NO_NUMBER,
  FORMULA_SYNTAX,
  FORMULA_WILDCARD_UNKNOWN,
  VALUE_SET_INVALID,
  WILDCARD_NAME_INVALID,
  WILDCARD_RANGE_INVALID,
} from '@talentpath/contracts/calculated';
import { CLOZE_PARTS_REQUIRED } from '@talentpath/contracts/cloze';
import {
  GAP_CHOICE_UNKNOWN,
  HINT_TOO_LONG,
  HINTS_MAX,
  PENALTY_DEFAULT,
  PENALTY_INVALID,
  QUESTION_TYPES,
  type QuestionDefinition,
  questionDefinition,
} from '@talentpath/contracts/questions';
import {
  ALL,
  asWeightsReadBack,
  definitions,
  expected,
  expectSoundRows,
  exported,
  failures,
  INTERACTIVE_DEFAULTS,
  inCategoryOrder,
  oks,
  read,
  renumbered,
  TRICKY,
} from '../../../test/support/question-files.ts';
import { expectNoSlowerThanUsual } from '../../../test/support/timing.ts';
import { toMoodleXml } from './moodle-xml-export.ts';
import { parseMoodleXml } from './moodle-xml-format.ts';
import type { ExportedQuestion } from './question-formats.ts';

// Moodle XML (ADR 0052): what our export writes, reading gives back, every type and field; Moodle's own import tests
// (question/format/xml/tests/xmlformat_test.php, its fixtures, qtype_ordering's testimport.moodle.xml) read as Moodle
// reads them, with what the bank has no place for named on the row; and any text, huge or odd, gives rows in one pass.

const quiz = (...questions: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${questions.join('\n')}\n</quiz>\n`;
const only = (xml: string) => {
  const rows = parseMoodleXml(quiz(xml)).rows;
  expect(rows).toHaveLength(1);
  return rows[0]!;
};
const question = (xml: string) => {
  const row = only(xml);
  if (!row.ok) throw new Error(`line ${row.line}: ${row.message}`);
  return row;
};

/** A numerical or calculated question with no units reads back as units optional: graded units without any mean nothing. */
function asMoodleXmlReadsIt(q: QuestionDefinition): QuestionDefinition {
  const read = asWeightsReadBack(q);
  return (read.type === 'numerical' || read.type === 'calculated') && read.units.length === 0
    ? { ...read, unitGrading: 'optional' }
    : read;
}

/**
 * A calculated question that draws its values per attempt is written with 10 sets drawn for Moodle (which needs a
 * dataset's items): it reads back with those sets, each value within its wildcard's range and decimals, and is
 * otherwise the same question. The sets are checked here and left out of the comparison.
 */
function withoutDrawnSets(written: QuestionDefinition, back: QuestionDefinition): QuestionDefinition {
  if (written.type !== 'calculated' || back.type !== 'calculated' || written.valueSets.length) return back;
  expect(back.valueSets).toHaveLength(10);
  for (const set of back.valueSets)
    written.wildcards.forEach((w, i) => {
      expect(set[i]).toBeGreaterThanOrEqual(w.min);
      expect(set[i]).toBeLessThanOrEqual(w.max);
      // Rounded to the wildcard's decimals, unless that took it out of the range: then the bound it passed.
      expect([Number(set[i]!.toFixed(w.decimals)), w.min, w.max]).toContain(set[i]);
    });
  return { ...back, valueSets: [] };
}

describe('round trip: what the export writes, reading gives back', () => {
  it('every type and field, questions in no category first, then category by category', () => {
    fc.assert(
      fc.property(fc.array(exported(QUESTION_TYPES, ALL), { maxLength: 6 }), (list) => {
        const back = inCategoryOrder(list).map((q) => ({ ...q, question: asMoodleXmlReadsIt(q.question) }));
        const got = read(parseMoodleXml(toMoodleXml(list))).map((q, i) => ({
          ...q,
          question: withoutDrawnSets(back[i]?.question ?? q.question, q.question),
        }));
        expect(got).toEqual(expected(back));
      }),
      { numRuns: 300 },
    );
  });

  it('writes what Moodle writes: a category question, plain text, fractions in percent, CDATA where needed, penalty, combined feedback and hints', () => {
    const list: ExportedQuestion[] = [
      {
        question: questionDefinition.parse({
          type: 'single-choice',
          prompt: 'Is a < b && c]]>d?\nSay so.',
          points: 2.5,
          idNumber: 'Q&1',
          options: [
            { id: 'x', text: 'Yes', feedback: 'Right.' },
            { id: 'y', text: 'No', weight: -33.33333 },
          ],
          correctOptionId: 'x',
          incorrectFeedback: 'Compare again.',
          hints: ['Is a < b?', 'Read it again.'],
          penalty: 50,
        }),
        category: 'Week 1/Loops',
        tags: ['loops'],
      },
    ];
    const xml = toMoodleXml(list);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<quiz>',
        '<!-- TalentPath question bank: 1 question in Moodle XML. -->',
        '  <question type="category">',
        '    <category>',
        '      <text>$course$/top/Week 1//Loops</text>',
        '    </category>',
        '  </question>',
        '  <question type="multichoice">',
        '    <name>',
        '      <text><![CDATA[Is a < b && c]]]]><![CDATA[>d?]]></text>',
        '    </name>',
        '    <questiontext format="plain_text">',
        '      <text><![CDATA[Is a < b && c]]]]><![CDATA[>d?\nSay so.]]></text>',
        '    </questiontext>',
        '    <generalfeedback format="plain_text">',
        '      <text></text>',
        '    </generalfeedback>',
        '    <defaultgrade>2.5</defaultgrade>',
        '    <penalty>0.5000000</penalty>',
        '    <hidden>0</hidden>',
        '    <idnumber><![CDATA[Q&1]]></idnumber>',
        '    <single>true</single>',
        '    <shuffleanswers>true</shuffleanswers>',
        '    <answernumbering>abc</answernumbering>',
        '    <correctfeedback format="plain_text">',
        '      <text></text>',
        '    </correctfeedback>',
        '    <partiallycorrectfeedback format="plain_text">',
        '      <text></text>',
        '    </partiallycorrectfeedback>',
        '    <incorrectfeedback format="plain_text">',
        '      <text>Compare again.</text>',
        '    </incorrectfeedback>',
        '    <answer fraction="100" format="plain_text">',
        '      <text>Yes</text>',
        '      <feedback format="plain_text">',
        '        <text>Right.</text>',
        '      </feedback>',
        '    </answer>',
        '    <answer fraction="-33.33333" format="plain_text">',
        '      <text>No</text>',
        '      <feedback format="plain_text">',
        '        <text></text>',
        '      </feedback>',
        '    </answer>',
        '    <hint format="plain_text">',
        '      <text><![CDATA[Is a < b?]]></text>',
        '    </hint>',
        '    <hint format="plain_text">',
        '      <text>Read it again.</text>',
        '    </hint>',
        '    <tags>',
        '      <tag><text>loops</text></tag>',
        '    </tags>',
        '  </question>',
        '</quiz>',
        '',
      ].join('\n'),
    );
  });

  it('keeps a carriage return as &#13; (XML reads a raw one as a line feed); U+FFFE and U+FFFF become U+FFFD', () => {
    const q = questionDefinition.parse({ type: 'essay', prompt: 'Line one\r\nline <two>\uFFFE', points: 1 });
    const xml = toMoodleXml([{ question: q, category: null, tags: [] }]);
    expect(xml).toContain('<text>Line one&#13;\nline &lt;two&gt;\uFFFD</text>');
    expect(oks(parseMoodleXml(xml))[0]!.question.prompt).toBe('Line one\r\nline <two>\uFFFD');
  });
});

describe("Moodle's import tests (xmlformat_test.php)", () => {
  it('test_import_multichoice_19: several right answers at 100% each, evened; combined feedback, hints and penalty', () => {
    const row = question(`  <question type="multichoice">
    <name><text>Multiple choice question</text></name>
    <questiontext format="html"><text>Which are the even numbers?</text></questiontext>
    <generalfeedback><text>The even numbers are 2 and 4.</text></generalfeedback>
    <defaultgrade>2</defaultgrade>
    <penalty>0.3333333</penalty>
    <hidden>0</hidden>
    <single>false</single>
    <shuffleanswers>false</shuffleanswers>
    <answernumbering>abc</answernumbering>
    <correctfeedback><text><![CDATA[<p>Your answer is correct.</p>]]></text></correctfeedback>
    <partiallycorrectfeedback><text><![CDATA[<p>Your answer is partially correct.</p>]]></text></partiallycorrectfeedback>
    <incorrectfeedback><text><![CDATA[<p>Your answer is incorrect.</p>]]></text></incorrectfeedback>
    <shownumcorrect/>
    <answer fraction="0"><text>1</text><feedback><text></text></feedback></answer>
    <answer fraction="100"><text>2</text><feedback><text></text></feedback></answer>
    <answer fraction="0"><text>3</text><feedback><text></text></feedback></answer>
    <answer fraction="100"><text>4</text><feedback><text></text></feedback></answer>
    <hint><text>Hint 1.</text></hint>
    <hint><text>Hint 2.</text></hint>
  </question>`);
    expect(row.line).toBe(3);
    expect(row.question).toEqual({
      type: 'multiple-choice',
      prompt: 'Which are the even numbers?',
      points: 2,
      generalFeedback: 'The even numbers are 2 and 4.',
      // Moodle's own default texts, in the file's HTML: shown to the learner as Moodle shows them.
      correctFeedback: 'Your answer is correct.',
      partialFeedback: 'Your answer is partially correct.',
      incorrectFeedback: 'Your answer is incorrect.',
      hints: ['Hint 1.', 'Hint 2.'],
      penalty: 33.33333,
      idNumber: '',
      options: ['1', '2', '3', '4'].map((text, i) => ({ id: 'abcd'[i], text, feedback: '' })),
      correctOptionIds: ['b', 'd'],
    });
    // Moodle grades 2 + 4 as 200% kept to 100%; the bank refuses right answers that do not add up to 100%.
    expect(row.note).toBe(NOTE_WEIGHTS_EVENED);
  });

  it('multichoice with one answer: weights of the others kept, a negative mark too (error_invalid_grades.xml aside)', () => {
    const row = question(`<question type="multichoice">
    <questiontext format="html"><text><![CDATA[<p dir="ltr">Pick <b>one</b></p>]]></text></questiontext>
    <answer fraction="100" format="html"><text><![CDATA[<p>right</p>]]></text><feedback format="html"><text>Yes!</text></feedback></answer>
    <answer fraction="50" format="html"><text>half</text></answer>
    <answer fraction="-33.333333" format="html"><text>costs</text></answer>
    <answer fraction="0" format="html"><text>nothing</text></answer>
    <answer fraction="0" format="html"><text><![CDATA[<p><br></p>]]></text></answer>
  </question>`);
    expect(row.question).toMatchObject({
      type: 'single-choice',
      prompt: 'Pick one',
      points: 1,
      options: [
        { id: 'a', text: 'right', feedback: 'Yes!' },
        { id: 'b', text: 'half', weight: 50 },
        { id: 'c', text: 'costs', weight: -33.33333 },
        { id: 'd', text: 'nothing' },
      ],
      correctOptionId: 'a',
    });
    expect(row.note).toBeUndefined();
    const twoRight = only(`<question type="multichoice"><questiontext><text>Q</text></questiontext>
      <answer fraction="100"><text>a</text></answer><answer fraction="100"><text>b</text></answer></question>`);
    expect(twoRight).toMatchObject({ ok: false, message: MOODLE_XML_ONE_RIGHT });
    // Moodle's fixture error_invalid_grades.xml: 33 is no grade Moodle offers, and 33 + 33.33333 × 2 is not 100%.
    const invalid =
      question(`<question type="multichoice"><questiontext><text>Select all prime numbers</text></questiontext>
      <single>false</single>
      <answer fraction="-50"><text>1</text></answer><answer fraction="33"><text>2</text></answer>
      <answer fraction="33.33333"><text>3</text></answer><answer fraction="-50"><text>4</text></answer>
      <answer fraction="33.33333"><text>5</text></answer></question>`);
    expect(invalid.question).toMatchObject({ type: 'multiple-choice', correctOptionIds: ['b', 'c', 'e'] });
    expect(invalid.note).toBe(NOTE_WEIGHTS_EVENED);
  });

  it('test_import_truefalse_19 and _with_idnumber: the right answer, its feedback left out with a note', () => {
    const tf = (idNumber: string) => `  <question type="truefalse">
    <name><text>True false question</text></name>
    <questiontext format="html"><text>The answer is true.</text></questiontext>
    <generalfeedback><text>General feedback: You should have chosen true.</text></generalfeedback>
    <defaultgrade>1</defaultgrade>
    <penalty>1</penalty>
    <hidden>0</hidden>${idNumber}
    <answer fraction="100"><text>true</text><feedback><text>Well done!</text></feedback></answer>
    <answer fraction="0"><text>false</text><feedback><text>Doh!</text></feedback></answer>
  </question>`;
    expect(question(tf('')).question).toEqual({
      type: 'true-false',
      prompt: 'The answer is true.',
      points: 1,
      generalFeedback: 'General feedback: You should have chosen true.',
      ...INTERACTIVE_DEFAULTS,
      // Moodle's true/false takes all of a wrong try's marks: <penalty>1</penalty>.
      penalty: 100,
      idNumber: '',
      correct: true,
    });
    const withId = question(tf('\n    <idnumber>TestIdNum1</idnumber>'));
    expect(withId.question.idNumber).toBe('TestIdNum1');
    expect(withId.note).toBe(NOTE_FEEDBACK_LEFT_OUT);
    // Older files name the answers in the site's language: the first is true.
    const old = question(`<question type="truefalse"><questiontext><text>Q</text></questiontext>
      <answer fraction="0"><text>Wahr</text></answer><answer fraction="100"><text>Falsch</text></answer></question>`);
    expect(old.question).toMatchObject({ correct: false });
    expect(only('<question type="truefalse"><questiontext><text>Q</text></questiontext></question>')).toMatchObject({
      ok: false,
      message: MOODLE_XML_ONE_RIGHT,
    });
  });

  it('test_import_shortanswer_19: the * answer at 0% only tells its feedback; partly right answers kept', () => {
    const row = question(`  <question type="shortanswer">
    <name><text>Short answer question</text></name>
    <questiontext format="html"><text>Fill in the gap in this sequence: Alpha, ________, Gamma.</text></questiontext>
    <generalfeedback><text>The answer is Beta.</text></generalfeedback>
    <defaultgrade>1</defaultgrade>
    <usecase>0</usecase>
    <answer fraction="100" format="plain_text"><text>Beta</text><feedback><text>Well done!</text></feedback></answer>
    <answer fraction="0" format="plain_text"><text>*</text><feedback><text>Doh!</text></feedback></answer>
    <hint><text>Hint 1</text></hint>
  </question>`);
    expect(row.question).toEqual({
      type: 'short-answer',
      prompt: 'Fill in the gap in this sequence: Alpha, ________, Gamma.',
      points: 1,
      generalFeedback: 'The answer is Beta.',
      ...INTERACTIVE_DEFAULTS,
      hints: ['Hint 1'],
      idNumber: '',
      acceptedAnswers: ['Beta'],
      partialAnswers: [],
      caseSensitive: false,
    });
    expect(row.note).toBe(NOTE_FEEDBACK_LEFT_OUT);
    // Moodle's test_write_hint_basic question: frog 100%, toad 80% with its feedback, * 0%.
    const partly =
      question(`<question type="shortanswer"><questiontext><text>Name an amphibian: __________</text></questiontext>
      <usecase>1</usecase>
      <answer fraction="100"><text>frog</text><feedback><text></text></feedback></answer>
      <answer fraction="80"><text>toad</text><feedback format="html"><text>&lt;p&gt;Toad is an OK good answer.&lt;/p&gt;</text></feedback></answer>
      <answer fraction="0"><text>*</text><feedback><text></text></feedback></answer></question>`);
    expect(partly.question).toMatchObject({
      acceptedAnswers: ['frog'],
      partialAnswers: [{ text: 'toad', weight: 80, feedback: 'Toad is an OK good answer.' }],
      caseSensitive: true,
    });
    expect(partly.note).toBeUndefined();
  });

  it('test_import_numerical_19: tolerances and feedback; a 0% answer and the * catch-all left out with notes', () => {
    const row = question(`  <question type="numerical">
    <name><text>Numerical question</text></name>
    <questiontext format="html"><text>What is the answer?</text></questiontext>
    <generalfeedback><text>General feedback: Think Hitch-hikers guide to the Galaxy.</text></generalfeedback>
    <defaultgrade>1</defaultgrade>
    <penalty>0.1</penalty>
    <answer fraction="100"><text>42</text><feedback><text>Well done!</text></feedback><tolerance>0.001</tolerance></answer>
    <answer fraction="0"><text>13</text><feedback><text>What were you thinking?!</text></feedback><tolerance>1</tolerance></answer>
    <answer fraction="0"><text>*</text><feedback><text>Completely wrong.</text></feedback><tolerance></tolerance></answer>
  </question>`);
    expect(row.question).toEqual({
      type: 'numerical',
      prompt: 'What is the answer?',
      points: 1,
      generalFeedback: 'General feedback: Think Hitch-hikers guide to the Galaxy.',
      ...INTERACTIVE_DEFAULTS,
      penalty: 10,
      idNumber: '',
      answers: [{ value: 42, tolerance: 0.001, weight: 100, feedback: 'Well done!' }],
      units: [],
      unitGrading: 'optional',
      unitPenalty: 10,
    });
    expect(row.note).toBe(`${NOTE_FEEDBACK_LEFT_OUT}; ${NOTE_ANY_NUMBER_LEFT_OUT}`);
  });

  it('numerical units: multipliers, the base unit first, graded with a penalty; what the bank grades otherwise noted', () => {
    const units = (extra: string) => `<question type="numerical"><questiontext><text>How long?</text></questiontext>
      <answer fraction="100"><text>1.5</text><tolerance>0.01</tolerance></answer>
      <answer fraction="50"><text>1.5</text><tolerance>0.1</tolerance><feedback><text>Close.</text></feedback></answer>
      <units>
        <unit><multiplier>100</multiplier><unit_name>cm</unit_name></unit>
        <unit><multiplier>1</multiplier><unit_name>m</unit_name></unit>
        <unit><multiplier>1000</multiplier><unit_name>mm</unit_name></unit>
        <unit><multiplier>5</multiplier><unit_name></unit_name></unit>
        <unit><multiplier>7</multiplier><unit_name>cm</unit_name></unit>
      </units>${extra}</question>`;
    const graded = question(
      units('<unitgradingtype>1</unitgradingtype><unitpenalty>0.25</unitpenalty><showunits>0</showunits>'),
    );
    expect(graded.question).toMatchObject({
      answers: [
        { value: 1.5, tolerance: 0.01, weight: 100, feedback: '' },
        { value: 1.5, tolerance: 0.1, weight: 50, feedback: 'Close.' },
      ],
      units: [
        { unit: 'm', multiplier: 1 },
        { unit: 'cm', multiplier: 100 },
        { unit: 'mm', multiplier: 1000 },
      ],
      unitGrading: 'graded',
      unitPenalty: 25,
    });
    expect(graded.note).toBeUndefined();
    // Out of the question's marks, units before the number, instructions: graded as the bank grades, with notes.
    const other = question(
      units(
        '<unitgradingtype>2</unitgradingtype><unitsleft>1</unitsleft><instructions format="html"><text>In metres.</text></instructions>',
      ),
    );
    expect(other.question).toMatchObject({ unitGrading: 'graded', unitPenalty: 10 });
    expect(other.note).toBe([NOTE_UNIT_PENALTY_OF_RESPONSE, NOTE_UNITS_AFTER, NOTE_TEXT_LEFT_OUT].join('; '));
    // showunits 3: Moodle uses no units (a unit typed is refused), and nor does the question here.
    expect(question(units('<showunits>3</showunits>')).question).toMatchObject({ units: [], unitGrading: 'optional' });
    expect(only(units('').replace('<text>1.5</text>', '<text>one and a half</text>'))).toMatchObject({
      ok: false,
      message: MOODLE_XML_NUMBER_INVALID,
    });
  });

  it('test_import_match_19: an empty subquestion is a distractor; combined feedback, hints (options noted); tags', () => {
    const row = question(`  <question type="matching">
    <name><text>Matching question</text></name>
    <questiontext format="html"><text>Match the upper and lower case letters.</text></questiontext>
    <generalfeedback><text>The answer is A -&gt; a, B -&gt; b and C -&gt; c.</text></generalfeedback>
    <defaultgrade>1</defaultgrade>
    <penalty>0.3333333</penalty>
    <hidden>0</hidden>
    <shuffleanswers>false</shuffleanswers>
    <correctfeedback><text>Well done.</text></correctfeedback>
    <partiallycorrectfeedback><text>Not entirely.</text></partiallycorrectfeedback>
    <incorrectfeedback><text>Completely wrong!</text></incorrectfeedback>
    <subquestion><text>A</text><answer><text>a</text></answer></subquestion>
    <subquestion><text>B</text><answer><text>b</text></answer></subquestion>
    <subquestion><text>C</text><answer><text>c</text></answer></subquestion>
    <subquestion><text></text><answer><text>d</text></answer></subquestion>
    <hint><text>Hint 1</text><shownumcorrect /></hint>
    <hint><text></text><shownumcorrect /><clearwrong /></hint>
    <tags>
      <tag><text>tagMatching</text></tag>
      <tag><text>tagTest</text></tag>
    </tags>
  </question>`);
    expect(row.question).toEqual({
      type: 'matching',
      prompt: 'Match the upper and lower case letters.',
      points: 1,
      generalFeedback: 'The answer is A -> a, B -> b and C -> c.',
      correctFeedback: 'Well done.',
      partialFeedback: 'Not entirely.',
      incorrectFeedback: 'Completely wrong!',
      // The second hint has no text: dropped (its options with it).
      hints: ['Hint 1'],
      penalty: 33.33333,
      idNumber: '',
      pairs: [
        { id: 'a', prompt: 'A', match: 'a' },
        { id: 'b', prompt: 'B', match: 'b' },
        { id: 'c', prompt: 'C', match: 'c' },
      ],
      distractors: ['d'],
    });
    expect(row.tags).toEqual(['tagMatching', 'tagTest']);
    expect(row.note).toBe(NOTE_HINT_OPTIONS_LEFT_OUT);
  });

  it('test_import_essay_20 and _21: the grader information as text; a response template noted', () => {
    const essay20 = question(`  <question type="essay">
    <name><text>An essay</text></name>
    <questiontext format="moodle_auto_format"><text>Write something.</text></questiontext>
    <generalfeedback><text>I hope you wrote something interesting.</text></generalfeedback>
    <defaultgrade>1</defaultgrade>
    <penalty>0</penalty>
    <hidden>0</hidden>
    <tags>
      <tag><text>tagEssay</text></tag>
      <tag><text>tagEssay20</text></tag>
      <tag><text>tagTest</text></tag>
    </tags>
  </question>`);
    expect(essay20.question).toEqual({
      type: 'essay',
      prompt: 'Write something.',
      points: 1,
      generalFeedback: 'I hope you wrote something interesting.',
      ...INTERACTIVE_DEFAULTS,
      penalty: 0,
      idNumber: '',
      graderInfo: '',
    });
    expect(essay20.tags).toEqual(['tagEssay', 'tagEssay20', 'tagTest']);
    expect(essay20.note).toBeUndefined();
    const essay21 = question(`  <question type="essay">
    <questiontext format="moodle_auto_format"><text>Write something.</text></questiontext>
    <responseformat>monospaced</responseformat>
    <graderinfo format="html"><text><![CDATA[<p>Grade <b>generously</b>!</p>]]></text></graderinfo>
    <responsetemplate format="html"><text><![CDATA[<p>Here is something <b>really</b> interesting.</p>]]></text></responsetemplate>
  </question>`);
    expect(essay21.question).toMatchObject({ graderInfo: 'Grade generously!' });
    expect(essay21.note).toBe(NOTE_TEXT_LEFT_OUT);
  });

  it('test_import_description: skipped, the type named; types the bank lacks too', () => {
    const rows = parseMoodleXml(
      quiz(
        '<question type="description"><questiontext><text>The question text.</text></questiontext></question>',
        ...['calculatedmulti', 'ddmarker', 'gapfill', 'multichoiceset'].map(
          (type) => `<question type="${type}"><questiontext><text>x</text></questiontext></question>`,
        ),
        '<question type="ddimageortext"/>',
        '<question type="randomsamatch"/>',
        '<question type="random"/>',
        '<question type="constructor"/>',
        '<question><questiontext><text>x</text></questiontext></question>',
      ),
    ).rows;
    expect(rows.map((r) => [r.line, r.ok, !r.ok && r.message, !r.ok && r.skipped])).toEqual([
      [3, false, MOODLE_XML_DESCRIPTION, true],
      ...['calculatedmulti', 'ddmarker', 'gapfill', 'multichoiceset'].map((type, i) => [
        4 + i,
        false,
        moodleTypeNotHeld(type),
        true,
      ]),
      [8, false, "Moodle's ddimageortext questions are not in the bank yet", true],
      [9, false, moodleTypeNotHeld('randomsamatch'), true],
      [10, false, moodleTypeNotHeld('random'), true],
      [11, false, moodleTypeNotHeld('constructor'), true],
      [12, false, MOODLE_XML_TYPE_MISSING, undefined],
    ]);
  });

  it('files in a text (truefalse.xml): the text kept, the files left out with a note', () => {
    const row = question(`  <question type="truefalse">
    <name><text>Moodle acronym (False)</text></name>
    <questiontext format="html">
      <text><![CDATA[<p>Moodle <img src="@@PLUGINFILE@@/logo.jpg" alt="Moodle logo" /> is an acronym for <span style="font-style: italic;">Modular Object-Oriented Dynamic Learning Education</span>.</p>]]></text>
<file name="logo.jpg" encoding="base64">/9j/4AAQSkZJRgABAQAAAQABAAD=</file>    </questiontext>
    <defaultgrade>1.0000000</defaultgrade>
    <answer fraction="0" format="moodle_auto_format"><text>true</text><feedback format="html"><text></text></feedback></answer>
    <answer fraction="100" format="moodle_auto_format"><text>false</text><feedback format="html"><text></text></feedback></answer>
  </question>`);
    expect(row.question).toMatchObject({
      // HTML's spaces kept as written (html-text.ts), the image's place among them.
      prompt: 'Moodle  is an acronym for Modular Object-Oriented Dynamic Learning Education.',
      correct: false,
    });
    expect(row.note).toBe(NOTE_FILES_LEFT_OUT);
  });
});

describe("Moodle's category and id number fixtures", () => {
  const tf = (name: string, idNumber = '') =>
    `<question type="truefalse"><name><text>${name}</text></name><questiontext format="html"><text><![CDATA[<p>Testing ${name}</p>]]></text></questiontext><idnumber>${idNumber}</idnumber><answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question>`;
  const category = (path: string, info = '') =>
    `<question type="category"><category><text>${path}</text></category>${info}</question>`;

  it('nested_categories_with_questions.xml, old_format_file.xml, categories_reverse_order.xml: paths as names', () => {
    const rows = oks(
      parseMoodleXml(
        quiz(
          tf('Before'),
          category('$course$/Iota', '<info format="plain_text"><text>This is Iota category for test</text></info>'),
          tf('Iota Question'),
          category('$course$/Iota/Kappa'),
          tf('Kappa Question'),
          category('$course$/Iota/Kappa/Lambda'),
          tf('Lambda Question'),
          category('$course$/Sigma/Tau'),
          tf('Tau Question'),
          category('$course$/top/Default for JS//TS'),
          tf('Default Question'),
          '<question type="category"><category>$system$/top/Old</category></question>',
          tf('Old Question'),
          category('$course$/top'),
          tf('Top Question'),
        ),
      ),
    );
    expect(rows.map((r) => [r.question.prompt, r.category])).toEqual([
      ['Testing Before', undefined],
      ['Testing Iota Question', 'Iota'],
      ['Testing Kappa Question', 'Iota/Kappa'],
      ['Testing Lambda Question', 'Iota/Kappa/Lambda'],
      ['Testing Tau Question', 'Sigma/Tau'],
      ['Testing Default Question', 'Default for JS/TS'],
      ['Testing Old Question', 'Old'],
      ['Testing Top Question', undefined],
    ]);
  });

  it('html_chars_in_idnumbers.xml: entities in an id number are read', () => {
    const row = question(tf('Alpha Question', 'T &amp; F'));
    expect(row.question.idNumber).toBe('T & F');
  });

  it('tags and course tags; a tag the bank cannot hold left out with a note', () => {
    const row = question(
      tf('Q').replace(
        '</question>',
        '<tags><tag><text>kept</text></tag><tag><text>C++</text></tag></tags><coursetags><tag><text>course</text></tag></coursetags></question>',
      ),
    );
    expect(row.tags).toEqual(['kept', 'course']);
    expect(row.note).toBe(NOTE_TAGS_LEFT_OUT);
  });

  it('marks: in hundredths, brought within 0.01 to 100 with a note', () => {
    const grade = (value: string) =>
      question(tf('Q').replace('<idnumber>', `<defaultgrade>${value}</defaultgrade><idnumber>`));
    expect(grade('1.0000000').question.points).toBe(1);
    expect(grade('2.345').question.points).toBe(2.35);
    expect([grade('0'), grade('250')].map((r) => [r.question.points, r.note])).toEqual([
      [0.01, NOTE_POINTS_WITHIN],
      [100, NOTE_POINTS_WITHIN],
    ]);
    expect(only(tf('Q').replace('<idnumber>', '<defaultgrade>two</defaultgrade><idnumber>'))).toMatchObject({
      ok: false,
      message: MOODLE_XML_NUMBER_INVALID,
    });
  });
});

describe("Moodle's interactive behaviour: combined feedback, hints and the penalty for each wrong try", () => {
  const withParts = (inside: string, format = 'html') =>
    question(`<question type="matching">
    <questiontext format="${format}"><text>Classify the animals.</text></questiontext>
    <subquestion><text>frog</text><answer><text>amphibian</text></answer></subquestion>
    <subquestion><text>cat</text><answer><text>mammal</text></answer></subquestion>
    ${inside}
  </question>`);

  it('test_import_hints_no_parts and _with_parts: every hint in order; its options noted, as the bank has none', () => {
    const hints = `<hint>
        <text>This is the first hint</text>
        <clearwrong/>
    </hint>
    <hint>
        <text>This is the second hint</text>
        <shownumcorrect/>
    </hint>`;
    const row = withParts(hints);
    expect(row.question.hints).toEqual(['This is the first hint', 'This is the second hint']);
    expect(row.note).toBe(NOTE_HINT_OPTIONS_LEFT_OUT);
    // test_import_no_hints_no_error: none is none, and no note.
    const none = withParts('');
    expect(none.question.hints).toEqual([]);
    expect(none.note).toBeUndefined();
  });

  it("a hint's text in its format (the question text's by default), empty ones dropped; older files' <hintcontent>", () => {
    const row = withParts(
      `<hint format="html"><text><![CDATA[<p>Think of <b>skin</b> &amp; eggs.</p>]]></text></hint>
    <hint><text><![CDATA[<p><br></p>]]></text></hint>
    <hint format="plain_text"><text>Kept <as written></text></hint>
    <hint><text>  </text></hint>
    <hint><hintcontent format="html"><text>&lt;p&gt;Old&lt;/p&gt;</text></hintcontent><statenumberofcorrectresponses>0</statenumberofcorrectresponses><clearincorrectresponses>0</clearincorrectresponses></hint>`.replace(
        '<as written>',
        '&lt;b&gt;',
      ),
    );
    expect(row.question.hints).toEqual(['Think of skin & eggs.', 'Kept <b>', 'Old']);
    // Older files write their options as numbers: 0 is none.
    expect(row.note).toBeUndefined();
    const old = withParts(
      '<hint><hintcontent><text>Old</text></hintcontent><clearincorrectresponses>1</clearincorrectresponses></hint>',
    );
    expect([old.question.hints, old.note]).toEqual([['Old'], NOTE_HINT_OPTIONS_LEFT_OUT]);
    // A plain text question's hints are plain text too.
    expect(withParts('<hint><text>&lt;b&gt;</text></hint>', 'plain_text').question.hints).toEqual(['<b>']);
  });

  it(`at most ${HINTS_MAX} hints: the first ones kept, with a note; a hint longer than the bank holds fails the row`, () => {
    const many = Array.from({ length: HINTS_MAX + 2 }, (_, i) => `<hint><text>Hint ${i + 1}</text></hint>`).join('');
    const row = withParts(many);
    expect(row.question.hints).toEqual(Array.from({ length: HINTS_MAX }, (_, i) => `Hint ${i + 1}`));
    expect(row.note).toBe(NOTE_HINTS_BEYOND_MAX);
    // Empty ones do not count.
    const withEmpty = withParts(
      `${'<hint><text></text></hint>'.repeat(5)}${many.slice(0, many.lastIndexOf('<hint>'))}`,
    );
    expect(withEmpty.question.hints).toHaveLength(HINTS_MAX);
    expect(withEmpty.note).toBe(NOTE_HINTS_BEYOND_MAX);
    expect(
      only(`<question type="essay"><questiontext><text>Q</text></questiontext>
      <hint><text>${'x'.repeat(2001)}</text></hint></question>`),
    ).toMatchObject({ ok: false, message: HINT_TOO_LONG });
  });

  it('<penalty> is a fraction: in percent, 5 decimals; a third cut short is a third; outside 0 to 1 brought within, noted', () => {
    const penalty = (value: string) =>
      only(`<question type="truefalse"><questiontext><text>Q</text></questiontext>${value}
        <answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question>`);
    const read = (value: string) => {
      const row = penalty(`<penalty>${value}</penalty>`);
      if (!row.ok) throw new Error(row.message);
      return [row.question.penalty, row.note];
    };
    expect(['0.3333333', '0.1', '1', '1.0000000', '0', '0.1234567', '0,5', '0.12345678'].map(read)).toEqual([
      [33.33333, undefined],
      [10, undefined],
      [100, undefined],
      [100, undefined],
      [0, undefined],
      [12.34567, undefined],
      [50, undefined],
      [12.34568, undefined],
    ]);
    // Moodle's importer mends old files' rounding of a third; a penalty written in full stays as written.
    expect(['0.33', '.333', '0.333333', '0.3300000', '0.3'].map(read)).toEqual([
      [PENALTY_DEFAULT, undefined],
      [PENALTY_DEFAULT, undefined],
      [PENALTY_DEFAULT, undefined],
      [33, undefined],
      [30, undefined],
    ]);
    expect(['1.5', '-0.2'].map(read)).toEqual([
      [100, NOTE_PENALTY_WITHIN],
      [0, NOTE_PENALTY_WITHIN],
    ]);
    // None, or a blank one: Moodle's default, a third.
    expect([penalty(''), penalty('<penalty></penalty>')]).toMatchObject([
      { ok: true, question: { penalty: PENALTY_DEFAULT } },
      { ok: true, question: { penalty: PENALTY_DEFAULT } },
    ]);
    expect(penalty('<penalty>a third</penalty>')).toMatchObject({ ok: false, message: PENALTY_INVALID });
  });

  it('combined feedback of every type, in its format (the question text’s by default), Moodle’s types without it too', () => {
    const row = question(`<question type="truefalse">
    <questiontext format="html"><text>Q</text></questiontext>
    <correctfeedback><text><![CDATA[<p>Right, <i>well</i> done.</p>]]></text></correctfeedback>
    <partiallycorrectfeedback format="plain_text"><text>&lt;Partly&gt;</text></partiallycorrectfeedback>
    <answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer>
  </question>`);
    expect(row.question).toMatchObject({
      correctFeedback: 'Right, well done.',
      partialFeedback: '<Partly>',
      incorrectFeedback: '',
    });
    expect(row.note).toBeUndefined();
  });

  it('test_write_hint_basic and _with_parts: one <hint> a hint after the type’s elements, no options; the penalty as a fraction', () => {
    const write = (q: object) =>
      toMoodleXml([{ question: questionDefinition.parse({ points: 1, ...q }), category: null, tags: [] }]);
    const short = write({
      type: 'short-answer',
      prompt: 'Name an amphibian: __________',
      acceptedAnswers: ['frog'],
      hints: ['This is the first hint.'],
      penalty: 10,
    });
    expect(short).toContain(
      '    <answer fraction="100" format="plain_text">\n      <text>frog</text>\n      <feedback format="plain_text">\n        <text></text>\n      </feedback>\n    </answer>\n    <hint format="plain_text">\n      <text>This is the first hint.</text>\n    </hint>\n  </question>',
    );
    expect(short).toContain('<penalty>0.1000000</penalty>');
    expect(short).not.toMatch(/<shownumcorrect\/>|<clearwrong\/>|<options>/);
    // Moodle's short answer has no combined feedback: none written where the question has none.
    expect(short).not.toContain('correctfeedback');
    const match = write({
      type: 'matching',
      prompt: 'Classify the animals.',
      pairs: [
        { id: 'a', prompt: 'frog', match: 'amphibian' },
        { id: 'b', prompt: 'cat', match: 'mammal' },
      ],
      hints: ['This is the first hint.', 'This is the second hint.'],
    });
    const [, hint1, hint2] = match.split('<hint');
    expect([hint1, hint2]).toEqual([
      ' format="plain_text">\n      <text>This is the first hint.</text>\n    </hint>\n    ',
      ' format="plain_text">\n      <text>This is the second hint.</text>\n    </hint>\n  </question>\n</quiz>\n',
    ]);
    // Moodle's matching has combined feedback: written always, before the subquestions, as Moodle writes it.
    expect(match).toMatch(/<shuffleanswers>true<\/shuffleanswers>\n {4}<correctfeedback format="plain_text">/);
    expect(match).toContain('<penalty>0.3333333</penalty>');
    expect(
      ['0', '100', '12.34567', '0.00001'].map((p) => write({ type: 'essay', prompt: 'Q', penalty: Number(p) })),
    ).toEqual([
      expect.stringContaining('<penalty>0.0000000</penalty>'),
      expect.stringContaining('<penalty>1.0000000</penalty>'),
      expect.stringContaining('<penalty>0.1234567</penalty>'),
      expect.stringContaining('<penalty>0.0000001</penalty>'),
    ]);
  });

  it('every type keeps its combined feedback, hints and penalty through export and import', () => {
    const interactive = {
      correctFeedback: 'Right <b>there</b>.',
      partialFeedback: 'Part & parcel',
      incorrectFeedback: 'Wrong.\nTry again.',
      hints: ['First ]]> hint', 'Second\r\nhint', 'Third'],
      penalty: 12.34567,
    };
    for (const type of QUESTION_TYPES) {
      const [sample] = fc.sample(definitions(ALL)[type], { numRuns: 1, seed: 23 });
      const q = questionDefinition.parse({ ...(sample as object), ...interactive });
      const back = read(parseMoodleXml(toMoodleXml([{ question: q, category: null, tags: [] }])))[0]!.question;
      expect(back, type).toMatchObject(interactive);
      expect(withoutDrawnSets(q, back), type).toEqual(renumbered(asMoodleXmlReadsIt(q)));
    }
  });
});

describe("qtype_ordering's testimport.moodle.xml", () => {
  const fixture = (grading: string, select = '') => `<question type="ordering">
    <name><text>Moodle</text></name>
    <questiontext format="html"><text>Put these words in order.</text></questiontext>
    <questiontext format="html"><text><![CDATA[Put these words in order.]]></text></questiontext>
    <generalfeedback format="html">
        <text><![CDATA[The correct answer is "Modular Object Oriented Dynamic Learning Environment".]]></text>
    </generalfeedback>
    <defaultgrade>1</defaultgrade>
    <penalty>0.3333333</penalty>
    <hidden>0</hidden>
    <idnumber>myid</idnumber>${grading}${select}
    <numberingstyle>none</numberingstyle>
    <correctfeedback format="html"><text><![CDATA[<p>Your answer is correct.</p>]]></text></correctfeedback>
    <partiallycorrectfeedback format="html"><text><![CDATA[<p>Your answer is partially correct.</p>]]></text></partiallycorrectfeedback>
    <incorrectfeedback format="html"><text><![CDATA[<p>Your answer is incorrect.</p>]]></text></incorrectfeedback>
${['Modular', 'Object', 'Oriented', 'Dynamic', 'Learning', 'Environment']
  .map(
    (word, i) =>
      `    <answer fraction="${i + 1}.0000000" format="html"><text>${word}</text><feedback format="html"><text><![CDATA[${word} is correct.]]></text></feedback></answer>`,
  )
  .join('\n')}
    <hint format="html"><text>Hint 1</text></hint>
  </question>`;

  it('the items in order, the id number, combined feedback and hints; feedback on the items left out with a note', () => {
    const row = question(fixture(''));
    expect(row.question).toEqual({
      type: 'ordering',
      prompt: 'Put these words in order.',
      points: 1,
      generalFeedback: 'The correct answer is "Modular Object Oriented Dynamic Learning Environment".',
      correctFeedback: 'Your answer is correct.',
      partialFeedback: 'Your answer is partially correct.',
      incorrectFeedback: 'Your answer is incorrect.',
      hints: ['Hint 1'],
      penalty: 33.33333,
      idNumber: 'myid',
      items: ['Modular', 'Object', 'Oriented', 'Dynamic', 'Learning', 'Environment'].map((text, i) => ({
        id: 'abcdef'[i],
        text,
      })),
      grading: 'relative-next-exclude-last',
    });
    expect(row.note).toBe(NOTE_FEEDBACK_LEFT_OUT);
  });

  it("Moodle's grading type names, the short ones too; a selection of the items is noted", () => {
    const gradingOf = (name: string) =>
      (question(fixture(`<gradingtype>${name}</gradingtype>`)).question as { grading: string }).grading;
    expect(
      [
        'ALL_OR_NOTHING',
        'ABS',
        'absolute_position',
        'RELATIVE_TO_CORRECT',
        'LONGEST_CONTIGUOUS_SUBSET',
        'REL',
        '7',
      ].map(gradingOf),
    ).toEqual([
      'all-or-nothing',
      'absolute-position',
      'absolute-position',
      'relative-to-correct',
      'longest-contiguous-subset',
      'relative-next-exclude-last',
      'relative-next-exclude-last',
    ]);
    const subset = question(fixture('', '<selecttype>RANDOM</selecttype><selectcount>4</selectcount>'));
    expect(subset.note).toContain(NOTE_ORDERING_ALL_ITEMS);
    const all = question(fixture('', '<selecttype>ALL</selecttype><selectcount>4</selectcount>'));
    expect(all.note).not.toContain(NOTE_ORDERING_ALL_ITEMS);
  });
});

describe('a file that is not what it should be', () => {
  it('refuses a DOCTYPE (no entity is expanded), a root other than <quiz>, XML that is not well-formed', () => {
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE quiz [\n<!ENTITY a "aaaaaaaaaa">\n<!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">\n]>\n<quiz>&b;</quiz>`;
    // Found where the DOCTYPE ends.
    expect(failures(parseMoodleXml(bomb))).toEqual([[5, MOODLE_XML_DOCTYPE]]);
    expect(failures(parseMoodleXml('<quiz>&custom;</quiz>'))).toEqual([[1, MOODLE_XML_NOT_WELL_FORMED]]);
    expect(failures(parseMoodleXml('\n<questions>\n<question type="essay"/></questions>'))).toEqual([
      [2, MOODLE_XML_ROOT],
    ]);
    expect(failures(parseMoodleXml('Which is right? {=a ~b}'))).toEqual([[1, MOODLE_XML_NOT_WELL_FORMED]]);
  });

  it('keeps the questions before a fault, and says at which line reading stopped', () => {
    const file = [
      '',
      '  <?xml version="1.0"?>',
      '<quiz>',
      '<question type="essay"><questiontext><text>First</text></questiontext></question>',
      '<question type="essay">',
      '  <questiontext><text>Second & third</text></questiontext>',
      '</question>',
      '</quiz>',
    ].join('\r\n');
    const result = parseMoodleXml(file);
    expect(oks(result).map((r) => [r.line, r.question.prompt])).toEqual([[4, 'First']]);
    // The question the fault cuts short, at its own line (the bare & is found only at the file's end).
    expect(failures(result)).toEqual([[5, MOODLE_XML_NOT_WELL_FORMED]]);
    expect(failures(parseMoodleXml('<quiz>\n<question type="essay">\n'))).toEqual([[2, MOODLE_XML_NOT_WELL_FORMED]]);
    expect(failures(parseMoodleXml('<quiz>\n</question>\n'))).toEqual([[2, MOODLE_XML_NOT_WELL_FORMED]]);
  });

  it('reads any text into rows with a line and a reason, never an exception', () => {
    const piece = fc.oneof(
      TRICKY,
      fc.constantFrom(
        ...['<quiz>', '</quiz>', '<question type="multichoice">', '<question type="numerical">', '</question>'],
        ...['<question type="category">', '<category>', '</category>', '<text>', '</text>', '<answer fraction="50">'],
        ...['</answer>', '<units><unit><multiplier>', '<unit_name>', '<![CDATA[', ']]>', '&amp;', '&#0;', '\n'],
        ...[
          '<questiontext format="html">',
          '</questiontext>',
          '<defaultgrade>',
          '<!DOCTYPE x>',
          '<?xml version="1.0"?>',
        ],
      ),
    );
    const noise = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.array(piece, { maxLength: 80 }).map((p) => p.join('')),
      fc.array(piece, { maxLength: 80 }).map((p) => `<quiz>${p.join('')}</quiz>`),
    );
    fc.assert(
      fc.property(noise, (text) => {
        expectSoundRows(text, parseMoodleXml(text));
      }),
      { numRuns: 500 },
    );
  });

  it('reads a megabyte in one pass: deep nesting, many attributes, many questions, long texts as fast as usual questions', () => {
    const MB = 1024 * 1024;
    const essay = '<question type="essay"><questiontext><text>Q</text></questiontext></question>\n';
    const calculated = (text: string, count: number) =>
      `<quiz>${`<question type="calculated"><questiontext><text>${text}</text></questiontext><answer fraction="100"><text>{a}</text></answer><dataset_definitions><dataset_definition><name><text>a</text></name><minimum><text>1</text></minimum><maximum><text>2</text></maximum></dataset_definition></dataset_definitions></question>`.repeat(count)}</quiz>`;
    const files = [
      `<quiz><question type="essay">${'<a>'.repeat(MB / 3)}`,
      `<quiz><question type="essay" ${Array.from({ length: 60_000 }, (_, i) => `a${i}="x"`).join(' ')}/></quiz>`,
      `<quiz>${essay.repeat(Math.floor(MB / essay.length))}</quiz>`,
      `<quiz><question type="essay"><questiontext format="html"><text>${'&lt;'.repeat(MB / 5)}</text></questiontext></question></quiz>`,
      `<quiz><question type="essay"><questiontext format="html"><text><![CDATA[${'<pre '.repeat(MB / 6)}]]></text></questiontext></question></quiz>`,
      `<quiz>${'<question type="category"><category><text>$course$/x</text></category></question>'.repeat(12_000)}</quiz>`,
      `<quiz>${'<question type="multichoice"><questiontext><text>Q</text></questiontext>'}${'<answer fraction="1"><text>a</text></answer>'.repeat(20_000)}</question></quiz>`,
      `<quiz><question type="numerical"><questiontext><text>Q</text></questiontext><units>${Array.from({ length: 15_000 }, (_, i) => `<unit><unit_name>u${i}</unit_name></unit>`).join('')}</units></question></quiz>`,
      // Hints: many, with their options, of which the first ones are kept.
      `<quiz><question type="essay"><questiontext><text>Q</text></questiontext>${'<hint><text>h</text><shownumcorrect/><clearwrong/></hint>'.repeat(18_000)}</question></quiz>`,
      '<'.repeat(MB),
      `<quiz>${'\n'.repeat(MB)}`,
      // Calculated questions: texts of braces and shown formulas, many dataset items, definitions and answers.
      calculated('{'.repeat(9_900), 100),
      calculated('{='.repeat(4_950), 100),
      calculated('{={a}}'.repeat(1_650), 100),
      calculated('{a'.repeat(4_950), 100),
      `<quiz><question type="calculated"><questiontext><text>{a}</text></questiontext><answer fraction="100"><text>{a}</text></answer><dataset_definitions><dataset_definition><name><text>a</text></name><dataset_items>${Array.from({ length: 15_000 }, (_, i) => `<dataset_item><number>${i + 1}</number><value>1</value></dataset_item>`).join('')}</dataset_items></dataset_definition></dataset_definitions></question></quiz>`,
      `<quiz><question type="calculated"><questiontext><text>{a}</text></questiontext><dataset_definitions>${`<dataset_definition><name><text>a</text></name><dataset_items>${'<dataset_item><number>1</number><value>1</value></dataset_item>'.repeat(40)}</dataset_items></dataset_definition>`.repeat(400)}</dataset_definitions></question></quiz>`,
      `<quiz><question type="calculated"><questiontext><text>{a}</text></questiontext>${'<answer fraction="100"><text>{a}+{a}*2</text></answer>'.repeat(15_000)}</question></quiz>`,
    ];
    const usual = `<quiz>${essay.repeat(Math.floor(MB / essay.length))}</quiz>`;
    for (const file of files) expect(parseMoodleXml(file).rows.length).toBeGreaterThanOrEqual(0);
    // As fast as a megabyte of usual questions, within a factor (a quadratic path is hundreds of times slower).
    expectNoSlowerThanUsual(
      () => parseMoodleXml(usual),
      Object.fromEntries(files.map((file) => [file.slice(0, 60), () => parseMoodleXml(file)])),
    );
  });
});

describe("Moodle's gap types: qtype_gapselect and qtype_ddwtos (their fixtures and questiontype_test's XML)", () => {
  it('gapselect testquestion.moodle.xml: choice n fills [[n]], groups kept, combined feedback and hints', () => {
    const row = question(`  <question type="gapselect">
    <name><text>Imported Select missing words 001</text></name>
    <questiontext format="html"><text>The [[1]] [[2]] on the [[3]].</text></questiontext>
    <generalfeedback format="html"><text>The cat sat on the mat.</text></generalfeedback>
    <defaultgrade>1.0000000</defaultgrade>
    <penalty>0.3333333</penalty>
    <hidden>0</hidden>
    <shuffleanswers>0</shuffleanswers>
    <correctfeedback format="html"><text>Your answer is correct.</text></correctfeedback>
    <partiallycorrectfeedback format="html"><text>Your answer is partially correct.</text></partiallycorrectfeedback>
    <incorrectfeedback format="html"><text>Your answer is incorrect.</text></incorrectfeedback>
    <shownumcorrect/>
    <selectoption><text>cat</text><group>1</group></selectoption>
    <selectoption><text>sat</text><group>1</group></selectoption>
    <selectoption><text>mat</text><group>1</group></selectoption>
    <selectoption><text>dog</text><group>1</group></selectoption>
    <selectoption><text>table</text><group>1</group></selectoption>
    <hint format="html"><text>First hint</text></hint>
    <hint format="html"><text>Second hint</text></hint>
  </question>`);
    expect(row.question).toEqual({
      type: 'select-missing-words',
      prompt: 'The [[1]] [[2]] on the [[3]].',
      points: 1,
      generalFeedback: 'The cat sat on the mat.',
      correctFeedback: 'Your answer is correct.',
      partialFeedback: 'Your answer is partially correct.',
      incorrectFeedback: 'Your answer is incorrect.',
      hints: ['First hint', 'Second hint'],
      penalty: 33.33333,
      idNumber: '',
      shuffleChoices: false,
      choices: ['cat', 'sat', 'mat', 'dog', 'table'].map((text, i) => ({ id: 'abcde'[i], text, group: 1 })),
    });
    expect(row.note).toBeUndefined();
  });

  it('ddwtos test_xml_import: <infinite/> marks a choice that fills several gaps; shuffled as the file says', () => {
    const row = question(`  <question type="ddwtos">
    <name><text>A drag-and-drop question</text></name>
    <questiontext format="moodle_auto_format"><text>Put these in order: [[1]], [[2]], [[3]].</text></questiontext>
    <generalfeedback><text>The answer is Alpha, Beta, Gamma.</text></generalfeedback>
    <defaultgrade>3</defaultgrade>
    <penalty>0.3333333</penalty>
    <hidden>0</hidden>
    <shuffleanswers>1</shuffleanswers>
    <correctfeedback><text><![CDATA[<p>Your answer is correct.</p>]]></text></correctfeedback>
    <partiallycorrectfeedback><text><![CDATA[<p>Your answer is partially correct.</p>]]></text></partiallycorrectfeedback>
    <incorrectfeedback><text><![CDATA[<p>Your answer is incorrect.</p>]]></text></incorrectfeedback>
    <shownumcorrect/>
    <dragbox><text>Alpha</text><group>1</group></dragbox>
    <dragbox><text>Beta</text><group>1</group></dragbox>
    <dragbox><text>Gamma</text><group>1</group><infinite/></dragbox>
  </question>`);
    expect(row.question).toMatchObject({
      type: 'drag-drop-text',
      prompt: 'Put these in order: [[1]], [[2]], [[3]].',
      points: 3,
      shuffleChoices: true,
      choices: [
        { id: 'a', text: 'Alpha', group: 1, unlimited: false },
        { id: 'b', text: 'Beta', group: 1, unlimited: false },
        { id: 'c', text: 'Gamma', group: 1, unlimited: true },
      ],
    });
    expect(row.note).toBeUndefined();
  });

  it('ddwtos: groups, a choice with the markup ddwtos allows read as text, and a gap with no choice refused', () => {
    const row = question(`  <question type="ddwtos">
    <questiontext format="html"><text><![CDATA[<p>pH values [[3]] than [[2]], concentrations below [[4]]</p>]]></text></questiontext>
    <dragbox><text>hydrogen</text><group>1</group></dragbox>
    <dragbox><text>7</text><group>2</group></dragbox>
    <dragbox><text>greater</text><group>3</group></dragbox>
    <dragbox><text>10&lt;sup&gt;-7&lt;/sup&gt;</text><group>2</group></dragbox>
  </question>`);
    expect(row.question).toMatchObject({
      prompt: 'pH values [[3]] than [[2]], concentrations below [[4]]',
      choices: [
        { text: 'hydrogen', group: 1 },
        { text: '7', group: 2 },
        { text: 'greater', group: 3 },
        { text: '10-7', group: 2 },
      ],
    });
    const refused = only(`<question type="gapselect"><questiontext><text>[[1]] and [[3]]</text></questiontext>
      <selectoption><text>a</text><group>1</group></selectoption><selectoption><text>b</text><group>1</group></selectoption>
    </question>`);
    expect(refused).toMatchObject({ ok: false, message: GAP_CHOICE_UNKNOWN });
  });

  it('a choice that reads like markup comes back as written from our export (a plain text question)', () => {
    const q = questionDefinition.parse({
      type: 'select-missing-words',
      prompt: 'Bold is [[1]], italic [[2]].',
      points: 1,
      choices: [
        { id: 'a', text: '<b>' },
        { id: 'b', text: '</i>x' },
      ],
    });
    expect(read(parseMoodleXml(toMoodleXml([{ question: q, category: null, tags: [] }])))[0]!.question).toEqual(q);
  });

  it('ddwtos test_xml_export: the choices as <dragbox> with their groups, <infinite/> where one may be reused', () => {
    const q = questionDefinition.parse({
      type: 'drag-drop-text',
      prompt: 'Put these in order: [[1]], [[2]], [[3]].',
      points: 3,
      generalFeedback: 'The answer is Alpha, Beta, Gamma.',
      shuffleChoices: true,
      choices: [
        { id: 'a', text: 'Alpha', group: 1 },
        { id: 'b', text: 'Beta', group: 1 },
        { id: 'c', text: 'Gamma', group: 1, unlimited: true },
      ],
    });
    const xml = toMoodleXml([{ question: q, category: null, tags: [] }]);
    expect(xml).toContain('<question type="ddwtos">');
    expect(xml).toContain('    <shuffleanswers>1</shuffleanswers>');
    expect(xml).toContain(
      '    <dragbox>\n      <text>Alpha</text>\n      <group>1</group>\n    </dragbox>\n    <dragbox>\n      <text>Beta</text>\n      <group>1</group>\n    </dragbox>\n    <dragbox>\n      <text>Gamma</text>\n      <group>1</group>\n      <infinite/>\n    </dragbox>',
    );
    const gapselect = toMoodleXml([
      { question: { ...q, type: 'select-missing-words' } as never, category: null, tags: [] },
    ]);
    expect(gapselect).toContain('<question type="gapselect">');
    expect(gapselect).toContain(
      '<selectoption>\n      <text>Gamma</text>\n      <group>1</group>\n    </selectoption>',
    );
  });
});

describe("Moodle's embedded answers (Cloze): qformat_xml's test_import_multianswer and test_export_multianswer", () => {
  const VERSE =
    'Complete this opening line of verse: "The {1:SHORTANSWER:Dog#Wrong, silly!~=Owl#Well done!~*#Wrong answer} and the {1:MULTICHOICE:Bow-wow#You seem to have a dog obsessions!~Wiggly worm#Now you are just being ridiculous!~=Pussy-cat#Well done!} went to sea".';

  it("reads the text with its parts; no <defaultgrade>: the marks are the parts' marks added up; hints and penalty the whole's", () => {
    const row = question(`  <question type="cloze">
    <name><text>Simple multianswer</text></name>
    <questiontext format="html"><text><![CDATA[${VERSE}]]></text></questiontext>
    <generalfeedback format="html"><text><![CDATA[General feedback: It\\'s from "The Owl and the Pussy-cat" by Lear: "The owl and the pussycat went to sea".]]></text></generalfeedback>
    <penalty>0.5</penalty>
    <hidden>0</hidden>
    <hint format="html"><text>Hint 1</text></hint>
    <hint format="html"><text>Hint 2</text></hint>
  </question>`);
    // The question's own hints and penalty, for the whole: its parts have none of their own.
    expect(row.question).toMatchObject({
      type: 'cloze',
      prompt: VERSE,
      points: 2,
      hints: ['Hint 1', 'Hint 2'],
      penalty: 50,
    });
    expect(row.note).toBeUndefined();
    const graded = only(
      `<question type="multianswer"><questiontext format="html"><text>&lt;p&gt;{3:NM:=1}&lt;/p&gt;</text></questiontext><defaultgrade>5</defaultgrade></question>`,
    );
    expect(graded).toMatchObject({ ok: true, question: { type: 'cloze', prompt: '{3:NM:=1}', points: 5 } });
    expect(only('<question type="cloze"><questiontext><text>No parts</text></questiontext></question>')).toMatchObject({
      ok: false,
      message: CLOZE_PARTS_REQUIRED,
    });
  });

  it('writes type cloze with the parts in its text, as Moodle does', () => {
    const q = questionDefinition.parse({ type: 'cloze', prompt: VERSE, points: 2 });
    const xml = toMoodleXml([{ question: q, category: null, tags: [] }]);
    expect(xml).toContain('<question type="cloze">');
    expect(xml).toContain(`<text>${VERSE}</text>`);
    expect(read(parseMoodleXml(xml))[0]!.question).toEqual(q);
  });
});

describe("Moodle's calculated questions: qformat_xml's import_calculated and export of calculated, calculatedsimple", () => {
  /** A dataset definition as Moodle's exporter writes it: its fields, then item k of the wildcard's values. */
  const dataset = (
    name: string,
    range: string,
    values: (number | string)[],
    status = 'private',
    type = 'calculated',
  ) => {
    const [min, max, decimals] = range.split(':');
    return `<dataset_definition>
    <status><text>${status}</text>
</status>
    <name><text>${name}</text>
</name>
    <type>${type}</type>
    <distribution><text>uniform</text>
</distribution>
    <minimum><text>${min}</text>
</minimum>
    <maximum><text>${max}</text>
</maximum>
    <decimals><text>${decimals}</text>
</decimals>
    <itemcount>${values.length}</itemcount>
    <dataset_items>
${values.map((v, i) => `        <dataset_item>\n           <number>${i + 1}</number>\n           <value>${v}</value>\n        </dataset_item>`).join('\n')}
    </dataset_items>
    <number_of_items>${values.length}</number_of_items>
</dataset_definition>`;
  };
  // qtype_calculated's test question "sum" (tests/helper.php), as Moodle's export_calculated writes it.
  const SUM = (
    type = 'calculated',
    datasets = [dataset('a', '1:31:0', [1, 3, 3, 31]), dataset('b', '0:5:5', [5, 4, 0.01416, 0.01416])],
  ) =>
    `  <question type="${type}">
    <name>
      <text>Simple sum</text>
    </name>
    <questiontext format="html">
      <text>What is {a} + {b}?</text>
    </questiontext>
    <generalfeedback format="html">
      <text>Generalfeedback: {={a} + {b}} is the right answer.</text>
    </generalfeedback>
    <defaultgrade>1</defaultgrade>
    <penalty>0.3333333</penalty>
    <hidden>0</hidden>
    <idnumber></idnumber>
    <synchronize>0</synchronize>
    <single>0</single>
    <answernumbering>abc</answernumbering>
    <shuffleanswers>0</shuffleanswers>
    <correctfeedback>
      <text></text>
    </correctfeedback>
    <partiallycorrectfeedback>
      <text></text>
    </partiallycorrectfeedback>
    <incorrectfeedback>
      <text></text>
    </incorrectfeedback>
<answer fraction="100">
    <text>{a} + {b}</text>
    <tolerance>0.001</tolerance>
    <tolerancetype>2</tolerancetype>
    <correctanswerformat>1</correctanswerformat>
    <correctanswerlength>2</correctanswerlength>
    <feedback format="html">
<text>Very good.</text>
    </feedback>
</answer>
<answer fraction="0">
    <text>{a} - {b}</text>
    <tolerance>0.001</tolerance>
    <tolerancetype>2</tolerancetype>
    <correctanswerformat>1</correctanswerformat>
    <correctanswerlength>2</correctanswerlength>
    <feedback format="html">
<text>Add. not subtract!.</text>
    </feedback>
</answer>
<answer fraction="0">
    <text>*</text>
    <tolerance>0</tolerance>
    <tolerancetype>2</tolerancetype>
    <correctanswerformat>1</correctanswerformat>
    <correctanswerlength>2</correctanswerlength>
    <feedback format="html">
<text>Completely wrong.</text>
    </feedback>
</answer>
    <unitgradingtype>0</unitgradingtype>
    <unitpenalty>0</unitpenalty>
    <showunits>3</showunits>
    <unitsleft>0</unitsleft>
<dataset_definitions>
${datasets.join('\n')}
</dataset_definitions>
  </question>`;
  const SUM_READ = {
    type: 'calculated',
    prompt: 'What is {a} + {b}?',
    points: 1,
    generalFeedback: 'Generalfeedback: {={a} + {b}} is the right answer.',
    ...INTERACTIVE_DEFAULTS,
    idNumber: '',
    answers: [
      {
        formula: '{a} + {b}',
        weight: 100,
        tolerance: 0.001,
        toleranceType: 'nominal',
        answerLength: 2,
        answerFormat: 'decimals',
        feedback: 'Very good.',
      },
    ],
    wildcards: [
      { name: 'a', min: 1, max: 31, decimals: 0, distribution: 'uniform' },
      { name: 'b', min: 0, max: 5, decimals: 5, distribution: 'uniform' },
    ],
    valueSets: [
      [1, 5],
      [3, 4],
      [3, 0.01416],
      [31, 0.01416],
    ],
    units: [],
    unitGrading: 'optional',
    unitPenalty: 0,
  };

  it('test_import_calculated: formulas with tolerance and display, datasets as sets of values; 0% and * noted', () => {
    const row = question(SUM());
    expect(row.question).toEqual(SUM_READ);
    // The 0% answer only tells its feedback; the catch-all * is Moodle's "any other number".
    expect(row.note).toBe(`${NOTE_FEEDBACK_LEFT_OUT}; ${NOTE_ANY_NUMBER_LEFT_OUT}`);
  });

  it('calculatedsimple is read as calculated; relative and geometric tolerances, significant figures, units', () => {
    const simple = SUM('calculatedsimple', [
      dataset('a', '1:31:0', [1, 3], 'private', 'calculatedsimple'),
      dataset('b', '0:5:5', [5, 4], 'private', 'calculatedsimple'),
    ])
      .replace('<tolerancetype>2</tolerancetype>', '<tolerancetype>1</tolerancetype>')
      .replace('<correctanswerformat>1</correctanswerformat>', '<correctanswerformat>2</correctanswerformat>')
      .replace('<correctanswerlength>2</correctanswerlength>', '<correctanswerlength>3</correctanswerlength>')
      .replace('<answer fraction="0">', '<answer fraction="50">')
      .replace('<tolerancetype>2</tolerancetype>', '<tolerancetype>3</tolerancetype>')
      .replace(
        '<unitgradingtype>0</unitgradingtype>\n    <unitpenalty>0</unitpenalty>\n    <showunits>3</showunits>',
        '<unitgradingtype>1</unitgradingtype>\n    <unitpenalty>0.2</unitpenalty>\n    <showunits>0</showunits>\n    <units><unit><multiplier>1</multiplier><unit_name>m</unit_name></unit></units>',
      );
    const row = question(simple);
    expect(row.question).toMatchObject({
      type: 'calculated',
      answers: [
        { formula: '{a} + {b}', toleranceType: 'relative', answerFormat: 'significant', answerLength: 3 },
        { formula: '{a} - {b}', weight: 50, toleranceType: 'geometric', feedback: 'Add. not subtract!.' },
      ],
      valueSets: [
        [1, 5],
        [3, 4],
      ],
      units: [{ unit: 'm', multiplier: 1 }],
      unitGrading: 'graded',
      unitPenalty: 20,
    });
    expect(row.note).toBe(NOTE_ANY_NUMBER_LEFT_OUT);
  });

  it('dataset items: set k holds item k of every wildcard, in number order; items another wildcard lacks noted', () => {
    const items = (values: [number | string, number | string][]) =>
      `<dataset_items>${values.map(([n, v]) => `<dataset_item><number>${n}</number><value>${v}</value></dataset_item>`).join('')}</dataset_items>`;
    const withItems = (a: string, b: string) =>
      SUM(
        undefined,
        [dataset('a', '1:31:0', []), dataset('b', '0:5:5', [])].map((d, i) =>
          d.replace(/<dataset_items>[\s\S]*<\/dataset_items>/, i === 0 ? a : b),
        ),
      );
    // In any order; numbers from 1 on.
    expect(
      question(
        withItems(
          items([
            [2, 3],
            [1, 1],
          ]),
          items([
            [1, 5],
            [2, 4],
          ]),
        ),
      ).question,
    ).toMatchObject({
      valueSets: [
        [1, 5],
        [3, 4],
      ],
    });
    // Item 3 of a has no b; an item numbered 0, twice or not at all is no item: left out, with a note.
    for (const [a, b] of [
      [
        items([
          [1, 1],
          [3, 3],
        ]),
        items([[1, 5]]),
      ],
      [
        items([
          [1, 1],
          [0, 2],
        ]),
        items([[1, 5]]),
      ],
      [
        items([
          [1, 1],
          [1, 2],
        ]),
        items([[1, 5]]),
      ],
      [
        items([
          [1, 1],
          ['', 2],
        ]),
        items([[1, 5]]),
      ],
    ]) {
      const row = question(withItems(a!, b!));
      expect(row.question).toMatchObject({ valueSets: [[1, 5]] });
      expect(row.note).toContain(NOTE_VALUE_SETS_INCOMPLETE);
    }
    // No items: each attempt draws its own values from the ranges.
    expect(question(withItems('', '')).question).toMatchObject({ valueSets: [] });
    // A value that is not a number fails the row with the contract's message.
    expect(only(withItems(items([[1, 'one']]), items([[1, 5]])))).toMatchObject({
      ok: false,
      message: VALUE_SET_INVALID,
    });
  });

  it("a shared dataset becomes the question's own, with a note", () => {
    const row = question(SUM(undefined, [dataset('a', '1:31:0', [1], 'shared'), dataset('b', '0:5:5', [5])]));
    expect(row.question).toMatchObject({ valueSets: [[1, 5]] });
    expect(row.note).toContain(NOTE_SHARED_WILDCARDS_OWN);
  });

  it('calculatedmulti is skipped, named; what the contract refuses fails the row with its message', () => {
    expect(only(SUM('calculatedmulti'))).toMatchObject({
      ok: false,
      skipped: true,
      message: moodleTypeNotHeld('calculatedmulti'),
    });
    const failing = (from: string, to: string) => only(SUM().replace(from, to));
    expect(failing('<text>{a} + {b}</text>', '<text>{a} + </text>')).toMatchObject({ message: FORMULA_SYNTAX });
    expect(failing('<text>{a} + {b}</text>', '<text>cbrt({a})</text>')).toMatchObject({
      message: FORMULA_FUNCTION_UNKNOWN,
    });
    expect(failing('<text>{a} + {b}</text>', '<text>{a} + {c}</text>')).toMatchObject({
      message: FORMULA_WILDCARD_UNKNOWN,
    });
    expect(failing('<text>{a} + {b}</text>', '<text>{a} / ({b} - 5)</text>')).toMatchObject({
      message: FORMULA_NO_NUMBER,
    });
    expect(failing('<tolerance>0.001</tolerance>', '<tolerance>small</tolerance>')).toMatchObject({
      message: MOODLE_XML_NUMBER_INVALID,
    });
    expect(failing('<tolerancetype>2</tolerancetype>', '<tolerancetype>4</tolerancetype>')).toMatchObject({
      message: 'Choose a tolerance type',
    });
    expect(failing('<name><text>a</text>', '<name><text>a b</text>')).toMatchObject({ message: WILDCARD_NAME_INVALID });
    expect(failing('<minimum><text>1</text>', '<minimum><text>40</text>')).toMatchObject({
      message: WILDCARD_RANGE_INVALID,
    });
    expect(only(SUM().replace(/<dataset_definitions>[\s\S]*<\/dataset_definitions>/, ''))).toMatchObject({
      ok: false,
      message: FORMULA_WILDCARD_UNKNOWN,
    });
  });

  it('test_export_calculated: the elements Moodle writes, one private dataset a wildcard with its items', () => {
    const q = questionDefinition.parse({ ...SUM_READ, unitPenalty: 10 });
    const xml = toMoodleXml([{ question: q, category: null, tags: [] }]);
    const written = xml.slice(xml.indexOf('    <synchronize>'), xml.indexOf('  </question>'));
    const item = (n: number, v: number) =>
      `          <dataset_item>\n            <number>${n}</number>\n            <value>${v}</value>\n          </dataset_item>`;
    expect(written).toBe(
      [
        '    <synchronize>0</synchronize>',
        '    <single>0</single>',
        '    <answernumbering>abc</answernumbering>',
        '    <shuffleanswers>0</shuffleanswers>',
        '    <correctfeedback format="plain_text">',
        '      <text></text>',
        '    </correctfeedback>',
        '    <partiallycorrectfeedback format="plain_text">',
        '      <text></text>',
        '    </partiallycorrectfeedback>',
        '    <incorrectfeedback format="plain_text">',
        '      <text></text>',
        '    </incorrectfeedback>',
        '    <answer fraction="100">',
        '      <text>{a} + {b}</text>',
        '      <tolerance>0.001</tolerance>',
        '      <tolerancetype>2</tolerancetype>',
        '      <correctanswerformat>1</correctanswerformat>',
        '      <correctanswerlength>2</correctanswerlength>',
        '      <feedback format="plain_text">',
        '        <text>Very good.</text>',
        '      </feedback>',
        '    </answer>',
        '    <unitgradingtype>0</unitgradingtype>',
        '    <unitpenalty>0.1</unitpenalty>',
        '    <showunits>3</showunits>',
        '    <unitsleft>0</unitsleft>',
        '    <dataset_definitions>',
        '      <dataset_definition>',
        '        <status><text>private</text></status>',
        '        <name><text>a</text></name>',
        '        <type>calculated</type>',
        '        <distribution><text>uniform</text></distribution>',
        '        <minimum><text>1</text></minimum>',
        '        <maximum><text>31</text></maximum>',
        '        <decimals><text>0</text></decimals>',
        '        <itemcount>4</itemcount>',
        '        <dataset_items>',
        item(1, 1),
        item(2, 3),
        item(3, 3),
        item(4, 31),
        '        </dataset_items>',
        '        <number_of_items>4</number_of_items>',
        '      </dataset_definition>',
        '      <dataset_definition>',
        '        <status><text>private</text></status>',
        '        <name><text>b</text></name>',
        '        <type>calculated</type>',
        '        <distribution><text>uniform</text></distribution>',
        '        <minimum><text>0</text></minimum>',
        '        <maximum><text>5</text></maximum>',
        '        <decimals><text>5</text></decimals>',
        '        <itemcount>4</itemcount>',
        '        <dataset_items>',
        item(1, 5),
        item(2, 4),
        item(3, 0.01416),
        item(4, 0.01416),
        '        </dataset_items>',
        '        <number_of_items>4</number_of_items>',
        '      </dataset_definition>',
        '    </dataset_definitions>',
        '',
      ].join('\n'),
    );
    expect(xml).toContain('<question type="calculated">');
    expect(read(parseMoodleXml(xml))[0]!.question).toEqual(q);
  });

  it('a question that draws its values is written with 10 sets drawn in its ranges, each giving numbers', () => {
    const q = questionDefinition.parse({
      type: 'calculated',
      prompt: 'What is 1 / {x}?',
      points: 1,
      answers: [{ formula: '1 / {x}' }],
      wildcards: [{ name: 'x', min: -1, max: 1, decimals: 0 }],
    });
    const back = read(parseMoodleXml(toMoodleXml([{ question: q, category: null, tags: [] }])))[0]!.question;
    // Drawn as an attempt draws them: -1, 0 or 1, but never 0, for which the formula gives no number.
    expect(back).toEqual({ ...q, valueSets: expect.any(Array) });
    expect(back.type === 'calculated' && back.valueSets).toHaveLength(10);
    expect(back.type === 'calculated' && back.valueSets.flat().every((v) => v === 1 || v === -1)).toBe(true);
  });
});
