import type { QuestionImportFormat } from '@talentpath/contracts/question-import';
import { parseAiken } from './aiken-format.ts';
import { parseQuestionCsv } from './csv-format.ts';
import { parseGift } from './gift-format.ts';
import { parseMoodleXml } from './moodle-xml-format.ts';
import type { ParseResult } from './question-formats.ts';

// Runs in a worker thread (platform/worker-pool.ts, ADR 0047): reading a file of up to 1 MB takes long enough that
// a few at once held every other request of the process (issue 22). Pure: text in, rows out.

const PARSERS: Record<QuestionImportFormat, (text: string) => ParseResult> = {
  gift: parseGift,
  aiken: parseAiken,
  'moodle-xml': parseMoodleXml,
  csv: parseQuestionCsv,
};

export type ParseTask = { format: QuestionImportFormat; text: string };

/** A question file's rows, as its format's parser reads them. */
export default function parseQuestionFile({ format, text }: ParseTask): ParseResult {
  return PARSERS[format](text);
}
