import {
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  createUserInput,
  type CreateUserFields,
} from '@talentpath/contracts/admin-users';
import { CsvQuoteUnclosed, type CsvRecord, readCsv } from '../../platform/csv.ts';
import { AppError } from '../../platform/errors.ts';

export const HEADER_INVALID = `The first row must be the header: ${IMPORT_COLUMNS.join(',')}`;
export const NO_ROWS = 'The file has no rows after the header';
export const TOO_MANY_ROWS = `A file can hold at most ${IMPORT_MAX_ROWS} rows`;
export const QUOTE_UNCLOSED = 'A quoted value is not closed';
export const COLUMNS_WRONG = `A row must have ${IMPORT_COLUMNS.length} columns: ${IMPORT_COLUMNS.join(', ')}`;

export type ImportRow =
  | { ok: true; row: number; fields: CreateUserFields }
  | { ok: false; row: number; email?: string; errors: string[] };

const refuse = (message: string) => new AppError('VALIDATION', { message, details: [{ path: 'file', message }] });

/** Reads the file: a bad file (no header, no rows, too many) is a 400; a bad row is reported and skipped. */
export function parseImport(csv: string): ImportRow[] {
  let all: CsvRecord[];
  try {
    all = readCsv(csv);
  } catch (error) {
    if (error instanceof CsvQuoteUnclosed) throw refuse(QUOTE_UNCLOSED);
    throw error;
  }
  const header = all[0]?.values.map((v) => v.trim().toLowerCase());
  if (!header || header.join(',') !== IMPORT_COLUMNS.join(',')) throw refuse(HEADER_INVALID);
  const rows = all.slice(1);
  if (rows.length === 0) throw refuse(NO_ROWS);
  if (rows.length > IMPORT_MAX_ROWS) throw refuse(TOO_MANY_ROWS);
  return rows.map(({ line, values }): ImportRow => {
    const email = values[1]?.trim() || undefined;
    if (values.length !== IMPORT_COLUMNS.length)
      return { ok: false, row: line, ...(email ? { email } : {}), errors: [COLUMNS_WRONG] };
    const roles = values[2]!
      .split(/[;|]/)
      .map((r) => r.trim())
      .filter(Boolean);
    const parsed = createUserInput.safeParse({ name: values[0], email: values[1], roles });
    if (parsed.success) return { ok: true, row: line, fields: parsed.data };
    const errors = [...new Set(parsed.error.issues.map((i) => i.message))];
    return { ok: false, row: line, ...(email ? { email: email.slice(0, 254) } : {}), errors };
  });
}
