import i18next from 'i18next';
import type { ErrorCode } from '@talentpath/contracts/errors';
import { ApiError } from '../../../lib/api-error';
import { translateValidation, type FieldErrors } from '../../../lib/validation';

/**
 * Field errors hold either a contracts validation message (English, translated when shown) or an
 * `errors:<CODE>` key for a server error that belongs to one field.
 */
export function showFieldError(value: string | undefined): string | undefined {
  if (!value) return undefined;
  // Only serverFieldErrors writes the prefix, always with an ApiError's code.
  return value.startsWith('errors:') ? i18next.t(value as `errors:${ErrorCode}`) : translateValidation(value);
}

/** Field errors the server reported: `details` of a VALIDATION answer, plus codes that name one field. */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[], codes: Partial<Record<string, F>> = {}) {
  const result: FieldErrors<F> = {};
  if (!(error instanceof ApiError)) return result;
  for (const detail of error.details) {
    const field = detail.path.split('.')[0] as F;
    if (fields.includes(field) && !result[field]) result[field] = detail.message;
  }
  const field = codes[error.code];
  if (field) result[field] = `errors:${error.code}`;
  return result;
}
