import type { TFunction } from 'i18next';
import { ApiError, NetworkError } from './api-error';

/** A translated, user-facing text for any error: server errors by `code`, lost connections by kind. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) return t(`errors:${error.code}`, { defaultValue: t('errors:INTERNAL') });
  if (error instanceof NetworkError) return t(error.timedOut ? 'errors:TIMEOUT' : 'errors:NETWORK');
  return t('errors:INTERNAL');
}
