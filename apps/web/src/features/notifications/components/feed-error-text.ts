import i18next from 'i18next';
import { ApiError, NetworkError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';

/**
 * Why a Learner's feed did not load (spec §8): the server's message, else the error's, else 'Failed to fetch
 * notifications'. The server writes English, so another language shows its translation by code.
 */
export function feedErrorText(error: unknown, language = i18next.language): string {
  if (error instanceof ApiError && error.serverMessage)
    return language === 'en' ? error.serverMessage : errorMessage(error);
  if (error instanceof ApiError || error instanceof NetworkError) return errorMessage(error);
  return i18next.t('notifications:failed.fetch');
}
