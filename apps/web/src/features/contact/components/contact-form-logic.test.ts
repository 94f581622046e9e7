import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, toApiError } from '../../../lib/api-error';
import { EMPTY_CONTACT, submitFailure, trimContact, validateContact } from './contact-form-logic';

const valid = { name: 'Ada', email: 'ada@example.com', subject: 'Demo', message: 'Hello there, TalentPath!' };

describe('validateContact (spec §5)', () => {
  it('reports every required field on an empty form', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it('trims before checking: blanks are missing, a short trimmed message is too short', () => {
    expect(validateContact({ ...valid, name: '   ', subject: ' \t', message: '   123456789   ' })).toEqual({
      name: 'Name is required',
      subject: 'Subject is required',
      message: 'Message must be at least 10 characters long',
    });
    expect(validateContact({ ...valid, message: '  1234567890 ' })).toEqual({});
  });

  it('wants an e-mail address without spaces', () => {
    for (const email of ['ada', 'ada@', 'ada @example.com', 'ada@exa mple.com', '@example.com']) {
      expect(validateContact({ ...valid, email }).email, email).toBe('Please enter a valid email address');
    }
    expect(validateContact({ ...valid, email: '  ada@example.com ' })).toEqual({});
  });

  it('accepts a valid message and trims what is sent', () => {
    expect(validateContact(valid)).toEqual({});
    expect(trimContact({ name: ' Ada ', email: ' a@b.no ', subject: ' S ', message: ' 1234567890 ' })).toEqual({
      name: 'Ada',
      email: 'a@b.no',
      subject: 'S',
      message: '1234567890',
    });
  });
});

describe('submitFailure (spec §8)', () => {
  it("shows a server error's own message, else 'Failed to send message'", () => {
    expect(submitFailure(toApiError(500, { message: 'Mail server down' }))).toEqual({ text: 'Mail server down' });
    expect(submitFailure(toApiError(500, undefined))).toEqual({ key: 'errors.failed' });
    expect(submitFailure(toApiError(500, '<html>Bad gateway</html>'))).toEqual({ key: 'errors.failed' });
    expect(submitFailure(toApiError(400, 'not json'))).toEqual({ key: 'errors.failed' });
    expect(submitFailure(toApiError(500, { message: '  ' }))).toEqual({ key: 'errors.failed' });
  });

  it('translates known codes (rate limit, validation) instead of echoing English', () => {
    expect(submitFailure(toApiError(429, { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' }))).toEqual({
      key: 'errors:RATE_LIMITED',
    });
    const invalid = toApiError(400, { code: 'VALIDATION', message: 'Invalid', details: [{ path: 'email', message: 'Please enter a valid email address' }] });
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
