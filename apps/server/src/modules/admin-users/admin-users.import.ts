import {
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  createUserInput,
  type CreateUserFields,
} from '@talentpath/contracts/admin-users';
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

/**
 * RFC 4180 records: comma-separated, "quoted" values may hold commas, line breaks and doubled quotes; CRLF or
 * LF ends a record. Each record keeps the number of the line it starts on (the header is row 1).
 */
function records(text: string): { line: number; values: string[] }[] {
  const out: { line: number; values: string[] }[] = [];
  let values: string[] = [];
  let value = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let any = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        value += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        value += c;
      }
      continue;
    }
    if (c === '"' && value === '') {
      quoted = true;
      any = true;
    } else if (c === ',') {
      values.push(value);
      value = '';
      any = true;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      if (any || value !== '') out.push({ line: start, values: [...values, value] });
      values = [];
      value = '';
      any = false;
      start = ++line;
    } else value += c;
  }
  if (quoted) throw refuse(QUOTE_UNCLOSED);
  if (any || value !== '') out.push({ line: start, values: [...values, value] });
  return out;
}

/** Reads the file: a bad file (no header, no rows, too many) is a 400; a bad row is reported and skipped. */
export function parseImport(csv: string): ImportRow[] {
  const all = records(csv.replace(/^\uFEFF/, ''));
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
