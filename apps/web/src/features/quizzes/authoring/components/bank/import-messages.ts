import type { ParseKeys } from 'i18next';
import * as m from '@talentpath/contracts/question-import';
import { translateValidation } from '../../../../../lib/validation';

/** The English messages of an import report's rows (contracts) and the key of their translation. */
const ROW_MESSAGE_KEYS: Record<string, ParseKeys<'quiz-authoring'>> = {
  [m.GIFT_BRACES]: 'import.messages.giftBraces',
  [m.GIFT_ONE_BLOCK]: 'import.messages.giftOneBlock',
  [m.GIFT_TITLE_UNCLOSED]: 'import.messages.giftTitleUnclosed',
  [m.GIFT_DESCRIPTION]: 'import.messages.giftDescription',
  [m.GIFT_ONE_RIGHT]: 'import.messages.giftOneRight',
  [m.GIFT_MATCH_ARROW]: 'import.messages.giftMatchArrow',
  [m.NUMERICAL_ANSWER_INVALID]: 'import.messages.numericalAnswerInvalid',
  [m.AIKEN_ANSWER_MISSING]: 'import.messages.aikenAnswerMissing',
  [m.AIKEN_ANSWER_INVALID]: 'import.messages.aikenAnswerInvalid',
  [m.AIKEN_ANSWER_ALONE]: 'import.messages.aikenAnswerAlone',
  [m.AIKEN_LETTER_TWICE]: 'import.messages.aikenLetterTwice',
  [m.CSV_QUOTE_UNCLOSED]: 'import.messages.csvQuoteUnclosed',
  [m.CSV_HEADER_MISSING]: 'import.messages.csvHeaderMissing',
  [m.CSV_COLUMN_UNKNOWN]: 'import.messages.csvColumnUnknown',
  [m.CSV_COLUMN_TWICE]: 'import.messages.csvColumnTwice',
  [m.CSV_TOO_MANY_VALUES]: 'import.messages.csvTooManyValues',
  [m.CSV_TYPE_INVALID]: 'import.messages.csvTypeInvalid',
  [m.CSV_CORRECT_CHOICES]: 'import.messages.csvCorrectChoices',
  [m.CSV_CORRECT_BOOLEAN]: 'import.messages.csvCorrectBoolean',
  [m.CSV_CASE_BOOLEAN]: 'import.messages.csvCaseBoolean',
  [m.CSV_FEEDBACK_TOO_MANY]: 'import.messages.csvFeedbackTooMany',
  [m.CSV_MATCHES_MISMATCH]: 'import.messages.csvMatchesMismatch',
  [m.NOTE_FEEDBACK_LEFT_OUT]: 'import.messages.noteFeedbackLeftOut',
  [m.NOTE_PARTIAL_LEFT_OUT]: 'import.messages.notePartialLeftOut',
  [m.NOTE_WEIGHTS_EVENED]: 'import.messages.noteWeightsEvened',
  [m.NOTE_TAGS_LEFT_OUT]: 'import.messages.noteTagsLeftOut',
  [m.NOTE_ID_NUMBER_LEFT_OUT]: 'import.messages.noteIdNumberLeftOut',
  [m.CSV_WEIGHTS_TOO_MANY]: 'import.messages.csvWeightsTooMany',
  [m.CSV_ANSWER_WEIGHTS_TOO_MANY]: 'import.messages.csvAnswerWeightsTooMany',
  [m.CSV_ANSWER_FEEDBACK_TOO_MANY]: 'import.messages.csvAnswerFeedbackTooMany',
  [m.CSV_UNIT_INVALID]: 'import.messages.csvUnitInvalid',
  [m.CSV_UNIT_GRADING_INVALID]: 'import.messages.csvUnitGradingInvalid',
  [m.CSV_GROUPS_MISMATCH]: 'import.messages.csvGroupsMismatch',
  [m.CSV_UNLIMITED_MISMATCH]: 'import.messages.csvUnlimitedMismatch',
  [m.CSV_SHUFFLE_BOOLEAN]: 'import.messages.csvShuffleBoolean',
  [m.CSV_TOLERANCES_TOO_MANY]: 'import.messages.csvTolerancesTooMany',
  [m.CSV_ANSWER_FORMATS_TOO_MANY]: 'import.messages.csvAnswerFormatsTooMany',
  [m.CSV_WILDCARD_INVALID]: 'import.messages.csvWildcardInvalid',
  [m.CSV_ORDERING_GRADING_INVALID]: 'import.messages.csvOrderingGradingInvalid',
  [m.MOODLE_XML_NOT_WELL_FORMED]: 'import.messages.moodleXmlNotWellFormed',
  [m.MOODLE_XML_DOCTYPE]: 'import.messages.moodleXmlDoctype',
  [m.MOODLE_XML_ROOT]: 'import.messages.moodleXmlRoot',
  [m.MOODLE_XML_TYPE_MISSING]: 'import.messages.moodleXmlTypeMissing',
  [m.MOODLE_XML_DESCRIPTION]: 'import.messages.moodleXmlDescription',
  [m.MOODLE_XML_ONE_RIGHT]: 'import.messages.moodleXmlOneRight',
  [m.MOODLE_XML_NUMBER_INVALID]: 'import.messages.moodleXmlNumberInvalid',
  [m.NOTE_COMBINED_FEEDBACK_LEFT_OUT]: 'import.messages.noteCombinedFeedbackLeftOut',
  [m.NOTE_HINTS_LEFT_OUT]: 'import.messages.noteHintsLeftOut',
  [m.NOTE_FILES_LEFT_OUT]: 'import.messages.noteFilesLeftOut',
  [m.NOTE_TEXT_LEFT_OUT]: 'import.messages.noteTextLeftOut',
  [m.NOTE_ANY_NUMBER_LEFT_OUT]: 'import.messages.noteAnyNumberLeftOut',
  [m.NOTE_UNITS_AFTER]: 'import.messages.noteUnitsAfter',
  [m.NOTE_UNIT_PENALTY_OF_RESPONSE]: 'import.messages.noteUnitPenaltyOfResponse',
  [m.NOTE_POINTS_WITHIN]: 'import.messages.notePointsWithin',
  [m.NOTE_SHARED_WILDCARDS_OWN]: 'import.messages.noteSharedWildcardsOwn',
  [m.NOTE_VALUE_SETS_INCOMPLETE]: 'import.messages.noteValueSetsIncomplete',
  [m.NOTE_ORDERING_ALL_ITEMS]: 'import.messages.noteOrderingAllItems',
  [m.NOTE_HINT_OPTIONS_LEFT_OUT]: 'import.messages.noteHintOptionsLeftOut',
  [m.NOTE_HINTS_BEYOND_MAX]: 'import.messages.noteHintsBeyondMax',
  [m.NOTE_PENALTY_WITHIN]: 'import.messages.notePenaltyWithin',
  [m.IMPORT_TOO_MANY_QUESTIONS]: 'import.messages.tooManyQuestions',
  [m.IMPORT_NO_QUESTIONS]: 'import.messages.noQuestions',
};

/** Messages with a value in them (`{{type}}`), as the pattern that reads the value back and the key. */
const ROW_MESSAGE_TEMPLATES: { pattern: RegExp; key: ParseKeys<'quiz-authoring'> }[] = [
  { template: m.MOODLE_XML_TYPE_NOT_HELD, key: 'import.messages.moodleXmlTypeNotHeld' as const },
].map(({ template, key }) => {
  const [before, after] = template.split('{{type}}').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return { pattern: new RegExp(`^${before}(.+)${after}$`), key };
});

type Translate = (key: ParseKeys<'quiz-authoring'>, values?: Record<string, string>) => string;

function oneMessage(message: string, t: Translate): string | null {
  const key = ROW_MESSAGE_KEYS[message];
  if (key) return t(key);
  for (const { pattern, key: templated } of ROW_MESSAGE_TEMPLATES) {
    const value = pattern.exec(message)?.[1];
    if (value !== undefined) return t(templated, { type: value });
  }
  const translated = translateValidation(message);
  return translated === message ? null : (translated ?? null);
}

/**
 * A report row's message in the chosen language: the import's own messages, then a question's contract messages
 * (a question read from the file that breaks a rule), else as the server wrote it. An imported row's notes come
 * joined by "; ", each translated.
 */
export function rowMessage(message: string, t: Translate): string {
  const whole = oneMessage(message, t);
  if (whole !== null) return whole;
  const parts = message.split('; ');
  return parts.length > 1 ? parts.map((part) => oneMessage(part, t) ?? part).join('; ') : message;
}
