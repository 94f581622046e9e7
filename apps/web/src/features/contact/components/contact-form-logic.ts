import type { ParseKeys } from 'i18next';
import { ApiError, NetworkError } from '../../../lib/api-error';

/**
 * The general error of a failed send (spec §8), as a translation key in the `contact` namespace or the
 * server's own text:
 * - the server answered with a `message` field: a known error code other than INTERNAL/VALIDATION
 *   (RATE_LIMITED …) is shown translated (`errors:<CODE>`, the same words in English), anything else as the
 *   server wrote it; VALIDATION also puts its `details` on the fields;
 * - the server answered without a `message` (a 500 or 400 that is not JSON): 'Failed to send message';
 * - no answer (network down, 30 s timeout): 'Unable to connect to server…';
 * - anything else: 'An unexpected error occurred. Please try again.'
 */
export type SubmitFailure = { key: ParseKeys<['contact', 'errors']> } | { text: string };

export function submitFailure(error: unknown): SubmitFailure {
  if (error instanceof ApiError) {
    const message = error.serverMessage?.trim();
    if (!message) return { key: 'errors.failed' };
    if (error.code === 'VALIDATION') return { key: 'errors:VALIDATION' };
    if (error.code !== 'INTERNAL' && error.status < 500) return { key: `errors:${error.code}` };
    return { text: message };
  }
  if (error instanceof NetworkError) return { key: 'errors.network' };
  return { key: 'errors.unexpected' };
}
