import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-error';
import { setupI18n } from '../../../test/render';
import { feedErrorText } from './feed-error-text';

describe("a Learner's feed that did not load (spec §8)", () => {
  beforeAll(() => setupI18n());

  it("says the server's message in English, its translation by code in another language", () => {
    const error = new ApiError(503, 'SERVER_BUSY', 'The server is busy.', [], 'The server is busy.');
    expect(feedErrorText(error, 'en')).toBe('The server is busy.');
    // The test bundles are English only; the point is that the code's text is used, not the server's.
    expect(feedErrorText(error, 'no')).toBe('The server is busy. Please try again in a moment.');
  });

  it("else the error's own (a lost connection, an answer without a message), else 'Failed to fetch notifications'", () => {
    expect(feedErrorText(new NetworkError(false), 'en')).toBe(
      'Unable to connect to server. Please check your internet connection.',
    );
    expect(feedErrorText(new ApiError(502, 'INTERNAL', 'Request failed with status 502'), 'en')).toBe(
      'Something went wrong. Please try again.',
    );
    expect(feedErrorText(new Error('boom'), 'en')).toBe('Failed to fetch notifications');
  });
});
