import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, toApiError } from '../../../lib/api-error';
import { submitFailure } from './contact-form-logic';

describe('submitFailure (spec §8)', () => {
  it("shows a server error's own message, else 'Failed to send message'", () => {
    expect(submitFailure(toApiError(500, { message: 'Mail server down' }))).toEqual({ text: 'Mail server down' });
    expect(submitFailure(toApiError(500, undefined))).toEqual({ key: 'errors.failed' });
    expect(submitFailure(toApiError(500, '<html>Bad gateway</html>'))).toEqual({ key: 'errors.failed' });
    expect(submitFailure(toApiError(400, 'not json'))).toEqual({ key: 'errors.failed' });
    expect(submitFailure(toApiError(500, { message: '  ' }))).toEqual({ key: 'errors.failed' });
  });

  it('translates known codes (rate limit, validation) instead of echoing English', () => {
    expect(
      submitFailure(toApiError(429, { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' })),
    ).toEqual({
      key: 'errors:RATE_LIMITED',
    });
    const invalid = toApiError(400, {
      code: 'VALIDATION',
      message: 'Invalid',
      details: [{ path: 'email', message: 'Please enter a valid email address' }],
    });
    expect(submitFailure(invalid)).toEqual({ key: 'errors:VALIDATION' });
    expect(invalid.details).toHaveLength(1);
  });

  it('no answer → connection message; anything else → unexpected', () => {
    expect(submitFailure(new NetworkError(false))).toEqual({ key: 'errors.network' });
    expect(submitFailure(new NetworkError(true))).toEqual({ key: 'errors.network' });
    expect(submitFailure(new TypeError('boom'))).toEqual({ key: 'errors.unexpected' });
    expect(submitFailure(new ApiError(502, 'INTERNAL', 'x'))).toEqual({ key: 'errors.failed' });
  });
});
