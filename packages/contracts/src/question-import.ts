import { z } from 'zod';
import { QUESTION_CATEGORY_NOT_FOUND, QUESTIONS_PER_COURSE_MAX, TAG_MAX } from './question-bank.ts';
import { HINTS_MAX, ORDERING_GRADINGS, POINTS_MAX, QUESTION_TYPES } from './questions.ts';

// Moving a course's question bank in and out as a file (issue 12, ADR 0035, 0052): Moodle's GIFT and Aiken text
// formats, Moodle XML, and a CSV of our own (docs/api-quizzes.md), read question by question into a report of what
// became of each one.

export const QUESTION_IMPORT_FORMATS = ['gift', 'aiken', 'moodle-xml', 'csv'] as const;
export type QuestionImportFormat = (typeof QUESTION_IMPORT_FORMATS)[number];
/** Aiken holds single-choice questions only, so a bank is written out in GIFT, Moodle XML or CSV. */
export const QUESTION_EXPORT_FORMATS = ['gift', 'moodle-xml', 'csv'] as const;
export type QuestionExportFormat = (typeof QUESTION_EXPORT_FORMATS)[number];
/** What an export's file name ends with: questions-YYYY-MM-DD.<extension>. */
export const QUESTION_EXPORT_EXTENSIONS: Record<QuestionExportFormat, string> = {
  gift: 'gift',
  'moodle-xml': 'xml',
  csv: 'csv',
};
export const IMPORT_ROW_STATUSES = ['imported', 'failed', 'skipped'] as const;

/** A file's size, in UTF-8 bytes. */
export const QUESTION_IMPORT_TEXT_MAX = 1024 * 1024;

export const IMPORT_FORMAT_INVALID = `Format must be one of: ${QUESTION_IMPORT_FORMATS.join(', ')}`;
export const EXPORT_FORMAT_INVALID = `Format must be one of: ${QUESTION_EXPORT_FORMATS.join(', ')}`;
export const IMPORT_TEXT_REQUIRED = 'The file is empty';
export const IMPORT_TEXT_TOO_LARGE = 'The file must be at most 1 MB';
export const IMPORT_TOO_MANY_QUESTIONS = `A file can hold at most ${QUESTIONS_PER_COURSE_MAX} questions`;
export const IMPORT_NO_QUESTIONS = 'The file holds no questions';
/** 503 SERVER_BUSY: more files are being read at once than the server takes (ADR 0047). */
export const IMPORT_BUSY = 'Too many question files are being imported right now. Please try again in a moment.';

// --- What a row of the report may say: why a question was not taken, or what of it was left out ---

export const GIFT_BRACES = 'An answer block needs both { and }; write a brace in text as \\{ or \\}';
export const GIFT_ONE_BLOCK = 'A question has one answer block in { }; write other braces as \\{ or \\}';
export const GIFT_TITLE_UNCLOSED = 'A title that starts with :: must end with ::';
export const GIFT_DESCRIPTION = 'Text without an answer block in { } is a description, not a question';
export const GIFT_ONE_RIGHT = 'A question with = answers and ~ answers needs exactly one = answer';
export const GIFT_MATCH_ARROW = 'Each pair of a matching question is written =question -> answer';
export const NUMERICAL_ANSWER_INVALID = 'A numerical answer is a number, number:tolerance or min..max';
export const AIKEN_ANSWER_MISSING = 'A question must end with a line ANSWER: and the right letter';
export const AIKEN_ANSWER_INVALID = 'The ANSWER: line names one letter, like ANSWER: B';
export const AIKEN_ANSWER_ALONE = 'An ANSWER: line must follow a question and its options';
export const AIKEN_LETTER_TWICE = 'Each option needs a letter of its own';
export const CSV_QUOTE_UNCLOSED = 'A quoted value is not closed';
export const CSV_HEADER_MISSING = 'The first row must be the header and name at least the columns type and prompt';
export const CSV_COLUMN_UNKNOWN = 'The header names a column this format does not have';
export const CSV_COLUMN_TWICE = 'The header names a column twice';
export const CSV_TOO_MANY_VALUES = 'The row has more values than the header has columns';
export const CSV_TYPE_INVALID = `Type must be one of: ${QUESTION_TYPES.join(', ')}`;
export const CSV_CORRECT_CHOICES = 'Give the right choices by their numbers in the list, like 2 or 1|3';
export const CSV_CORRECT_BOOLEAN = 'A true/false question needs correct true or false';
export const CSV_CASE_BOOLEAN = 'case_sensitive must be true or false';
export const CSV_FEEDBACK_TOO_MANY = 'choice_feedback has more entries than choices';
export const CSV_MATCHES_MISMATCH = 'A matching question needs one answer in correct for each question in choices';
export const CSV_WEIGHTS_TOO_MANY = 'weights has more entries than choices';
export const CSV_ANSWER_WEIGHTS_TOO_MANY = 'weights has more entries than correct';
export const CSV_ANSWER_FEEDBACK_TOO_MANY = 'choice_feedback has more entries than correct';
export const CSV_UNIT_INVALID = 'Write each unit as unit=multiplier, like m=1|cm=100';
export const CSV_UNIT_GRADING_INVALID = 'unit_grading must be optional or graded';
export const CSV_GROUPS_MISMATCH = 'choice_groups needs a group for each choice, or none';
export const CSV_UNLIMITED_MISMATCH = 'unlimited needs true or false for each choice, or none';
export const CSV_SHUFFLE_BOOLEAN = 'shuffle_choices must be true or false';
export const CSV_TOLERANCES_TOO_MANY = 'tolerances has more entries than correct';
export const CSV_ANSWER_FORMATS_TOO_MANY = 'answer_formats has more entries than correct';
export const CSV_WILDCARD_INVALID =
  'Write each wildcard as name:min:max:decimals, like x:1:10:1 (add :loguniform to draw as many small values as large)';
export const CSV_ORDERING_GRADING_INVALID = `ordering_grading must be one of: ${ORDERING_GRADINGS.join(', ')}`;
export const MOODLE_XML_NOT_WELL_FORMED = 'The file is not well-formed XML from here on, and was read no further';
export const MOODLE_XML_DOCTYPE = "A Moodle XML file has no DOCTYPE (entities other than XML's own are not read)";
export const MOODLE_XML_ROOT = 'A Moodle XML file holds its questions in <quiz>';
export const MOODLE_XML_TYPE_MISSING = 'A <question> needs its type, like type="multichoice"';
/** A question type of Moodle's the bank does not have; `{{type}}` is the type as the file names it. */
export const MOODLE_XML_TYPE_NOT_HELD = "Moodle's {{type}} questions are not in the bank yet";
export const MOODLE_XML_DESCRIPTION = 'A description is text, not a question';
export const MOODLE_XML_ONE_RIGHT = 'A single-answer or true/false question needs exactly one answer at 100%';
export const MOODLE_XML_NUMBER_INVALID =
  'Marks, fractions, tolerances, multipliers and the answers of a numerical question are numbers';

/** MOODLE_XML_TYPE_NOT_HELD for one type (cut to 40 characters: the file may name anything). */
export const moodleTypeNotHeld = (type: string) =>
  MOODLE_XML_TYPE_NOT_HELD.replace('{{type}}', [...type].slice(0, 40).join(''));

// The columns before issue 23 first, where they always were (a sheet that refers to them by position still works).
export const NOTE_FEEDBACK_LEFT_OUT = 'Feedback on single answers of this question type was left out';
export const NOTE_PARTIAL_LEFT_OUT = 'Answers worth part of the marks were left out';
export const NOTE_WEIGHTS_EVENED = 'Right answers now share the marks evenly, wrong ones cost an even share';
export const NOTE_ID_NUMBER_LEFT_OUT = 'Its id number is already used in this bank and was left out';
export const NOTE_TAGS_LEFT_OUT = `Tags the bank cannot hold were left out (a tag is 1 to ${TAG_MAX} letters, digits, spaces, - or _)`;
// What a Moodle XML question holds that the bank has no place for (ADR 0052).
export const NOTE_COMBINED_FEEDBACK_LEFT_OUT = 'Feedback for right, partly right and wrong responses was left out';
export const NOTE_HINTS_LEFT_OUT = 'Hints were left out';
export const NOTE_FILES_LEFT_OUT = 'Images and other files were left out';
export const NOTE_TEXT_LEFT_OUT =
  "Texts the bank has no place for were left out (a numerical question's instructions, an essay's response template)";
export const NOTE_ANY_NUMBER_LEFT_OUT = 'The answer * (any other number) was left out';
export const NOTE_UNITS_AFTER = 'Units now go after the number, not before it';
export const NOTE_UNIT_PENALTY_OF_RESPONSE =
  "A missing or wrong unit now costs its penalty out of the response's marks, not out of the question's";
export const NOTE_POINTS_WITHIN = `Its marks were brought within 0.01 to ${POINTS_MAX}`;
export const NOTE_SHARED_WILDCARDS_OWN =
  "Wildcards whose values Moodle shares with other questions now have this question's own copy of the values";
export const NOTE_VALUE_SETS_INCOMPLETE = 'Sets of values that lacked a value for some wildcard were left out';
export const NOTE_ORDERING_ALL_ITEMS = 'Every item is shown to the learner, not a selection of them';
// Moodle's interactive behaviour, held since the bank has hints and a penalty: what of it still has no place here.
export const NOTE_HINT_OPTIONS_LEFT_OUT =
  'Hint options (show the number of right parts, clear wrong parts) were left out';
export const NOTE_HINTS_BEYOND_MAX = `Hints after the first ${HINTS_MAX} were left out`;
export const NOTE_PENALTY_WITHIN = 'Its penalty for each wrong try was brought within 0% to 100%';

/** The UTF-8 size of a text in bytes (UTF-16 units never outnumber them; a character takes at most 3 per unit). */
function utf8Bytes(text: string): number {
  if (text.length > QUESTION_IMPORT_TEXT_MAX || text.length * 3 <= QUESTION_IMPORT_TEXT_MAX) return text.length;
  // Unit by unit (a string's iterator took ~50 ms a megabyte, on the server's event loop for every import).
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit < 0xdc00 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4; // a surrogate pair: one character beyond U+FFFF
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** POST /courses/{id}/question-bank/import. */
export const questionImportInput = z.object({
  format: z.enum(QUESTION_IMPORT_FORMATS, { error: IMPORT_FORMAT_INVALID }),
  /** The file's text (UTF-8, a byte order mark is ignored). */
  text: z
    .string({ error: IMPORT_TEXT_REQUIRED })
    .refine((t) => t.trim() !== '', { error: IMPORT_TEXT_REQUIRED, abort: true })
    .refine((t) => utf8Bytes(t) <= QUESTION_IMPORT_TEXT_MAX, { error: IMPORT_TEXT_TOO_LARGE }),
  /** Where questions go that the file puts in no category (null: none). */
  categoryId: z.uuid({ error: QUESTION_CATEGORY_NOT_FOUND }).nullable().default(null),
  /** Report what would happen and store nothing. */
  dryRun: z.boolean({ error: 'dryRun must be true or false' }).default(false),
});
export type QuestionImportInput = z.input<typeof questionImportInput>;
export type QuestionImportFields = z.output<typeof questionImportInput>;

export const questionImportRow = z.object({
  /** The line of the file the question starts on. */
  line: z.int().min(1),
  /** In a dry run, `imported` is what would be. */
  status: z.enum(IMPORT_ROW_STATUSES),
  /** Why it failed or was skipped; on an imported row, what of it was left out. */
  message: z.string().optional(),
  questionId: z.uuid().optional(),
});
export type QuestionImportRow = z.infer<typeof questionImportRow>;

export const questionImportReport = z.object({
  dryRun: z.boolean(),
  imported: z.int().min(0),
  failed: z.int().min(0),
  skipped: z.int().min(0),
  /** Categories the file named that the bank did not have (whatever their letter case). */
  categoriesCreated: z.array(z.string()),
  rows: z.array(questionImportRow),
});
export type QuestionImportReport = z.infer<typeof questionImportReport>;

/** GET /courses/{id}/question-bank/export. */
export const questionExportQuery = z.object({
  format: z.enum(QUESTION_EXPORT_FORMATS, { error: EXPORT_FORMAT_INVALID }).default('gift'),
});
