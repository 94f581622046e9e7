import { z } from 'zod';

// With the `u` flag a surrogate pair is one code point, so the surrogate range matches only a lone half.
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const NOT_MULTI_LINE_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uD800-\uDFFF]/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const NOT_SINGLE_LINE_TEXT = /[\u0000-\u0008\u000A-\u001F\u007F\uD800-\uDFFF]/u;

export type TextLines = 'single' | 'multi';

/**
 * Whether a string is text a person could type: no C0 control character (a multi-line text keeps TAB, LF and
 * CR; a single-line one only TAB), no DEL and no lone UTF-16 surrogate. PostgreSQL refuses NUL in text, and
 * the rest would reach e-mails and logs as invisible or broken characters.
 */
export const isPlainText = (value: string, lines: TextLines) =>
  !(lines === 'multi' ? NOT_MULTI_LINE_TEXT : NOT_SINGLE_LINE_TEXT).test(value);

/** The zod check of a free-text field: refuses what `isPlainText` refuses, with the field's own message. */
export const plainText = (message: string, lines: TextLines) =>
  z.refine<string>((value) => isPlainText(value, lines), { error: message });
