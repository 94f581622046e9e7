import i18next from 'i18next';
import { ApiError, NetworkError } from './api-error';

/** A translated, user-facing text for any error: server errors by `code`, lost connections by kind. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError)
    return i18next.t(`errors:${error.code}`, { defaultValue: i18next.t('errors:INTERNAL') });
  if (error instanceof NetworkError) return i18next.t(error.timedOut ? 'errors:TIMEOUT' : 'errors:NETWORK');
  return i18next.t('errors:INTERNAL');
}
