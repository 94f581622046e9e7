import { pipeline, Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse/sync';
import { type Options, stringify as stringifier } from 'csv-stringify';
import { stringify } from 'csv-stringify/sync';

// CSV files read and written one way (ADR 0038), through csv-parse and csv-stringify: RFC 4180 (commas, quotes
// doubled), written with CRLF and a BOM so that spreadsheet programs read the accents right, read with any line
// ending. One rule makes cells safe in a spreadsheet: a cell that would start a formula is defused with a leading
// ', and a cell holding ; is quoted (spreadsheets in a semicolon locale — Norwegian is one — split on it).

/** = + - @ tab or CR at the start make a spreadsheet evaluate the cell (OWASP's CSV injection); ' already there too. */
const FORMULA_START = /^'*[=+\-@\t\r]/;
/** A plain number (e.g. -5 or 3.5) is a number to a spreadsheet, never a formula: it is written as it is. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/** The cell as a spreadsheet must get it: a formula start defused with ' (a ' already there kept). */
export const defused = (value: string) =>
  FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;

/** A cell as read back from a file this server wrote: the ' that defused a formula taken off. */
export const undefused = (value: string) => (/^'+[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

/** How every file is written, whole or streamed: a BOM, CRLF line ends, and ; or a line break quoted. */
const WRITE_OPTIONS: Options = { bom: true, record_delimiter: 'windows', quoted_match: [/;/, /[\r\n]/] };

/** The file's text: BOM, then each row (the header first) ended by CRLF, every cell made safe. */
export function writeCsv(rows: readonly (readonly string[])[]): string {
  return stringify(
    rows.map((row) => row.map(defused)),
    WRITE_OPTIONS,
  );
}

/** A cell of an export: text (defused when written) or a number. */
export type Cell = string | number;
/** An export's rows, in memory or read while the file is written. */
export type Rows = Iterable<readonly Cell[]> | AsyncIterable<readonly Cell[]>;

/**
 * writeCsv's file, written while `rows` come: a row is taken only when the reader has room for it, and a reader that
 * goes away ends `rows` (its `return`), so a download holds a few rows in memory, never the file.
 */
export function csvStream(header: readonly string[], rows: Rows): Readable {
  async function* safe() {
    yield header.map(defused);
    for await (const row of rows) yield row.map((cell) => defused(String(cell)));
  }
  // pipeline destroys the returned stream with any error of the rows, which is how its reader hears of it.
  return pipeline(Readable.from(safe()), stringifier(WRITE_OPTIONS), () => {});
}

/** One record of a file read, with the line it starts on (1 is the first). */
export type CsvRecord = { line: number; values: string[] };

/** A file that cannot be read as CSV: a quote left open on `line` (where its record starts). */
export class CsvQuoteUnclosed extends Error {
  constructor(readonly line: number) {
    super(`a quoted value starting on line ${line} is never closed`);
  }
}

/**
 * The records of `text` (a BOM ignored; CRLF, LF or CR line ends; rows of different lengths kept as they are),
 * without the rows whose values are all blank. Throws CsvQuoteUnclosed when a quote is left open.
 */
export function readCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let lastLine = 0;
  try {
    const rows = parse(text, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      info: true,
      skip_empty_lines: false,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    for (const { record, info } of rows) {
      if (record.some((v) => v.trim() !== '')) records.push({ line: lastLine + 1, values: record });
      lastLine = info.lines;
    }
  } catch (error) {
    if (error instanceof CsvError && error.code === 'CSV_QUOTE_NOT_CLOSED') {
      throw new CsvQuoteUnclosed(quoteStartLine(text));
    }
    throw error;
  }
  return records;
}

/** The line on which the record holding the unclosed quote starts: after the last record that parses. */
function quoteStartLine(text: string): number {
  let lastLine = 0;
  try {
    parse(text, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      on_record: (record: string[], context: { lines: number }) => {
        lastLine = context.lines;
        return record;
      },
    });
  } catch {
    // expected: the same error, after every record before it
  }
  return lastLine + 1;
}
