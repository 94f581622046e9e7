import { describe, expect, it } from 'vitest';
import { contactMessageInput } from './contact.ts';

const valid = { name: 'Ada', email: 'ada@example.com', subject: 'Demo', message: 'Hello there, TalentPath!' };
const empty = { name: '', email: '', subject: '', message: '' };

/** What the contact form shows: the first message per field. */
function problems(values: typeof valid): Record<string, string> {
  const result = contactMessageInput.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('contactMessageInput (spec §5)', () => {
  it('reports every required field on an empty form', () => {
    expect(problems(empty)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it('trims before checking: blanks are missing, a short trimmed message is too short', () => {
    expect(problems({ ...valid, name: '   ', subject: ' \t', message: '   123456789   ' })).toEqual({
      name: 'Name is required',
      subject: 'Subject is required',
      message: 'Message must be at least 10 characters long',
    });
    expect(problems({ ...valid, message: '  1234567890 ' })).toEqual({});
  });

  it('wants an e-mail address without spaces', () => {
    for (const email of ['ada', 'ada@', 'ada @example.com', 'ada@exa mple.com', '@example.com']) {
      expect(problems({ ...valid, email }).email, email).toBe('Please enter a valid email address');
    }
    expect(problems({ ...valid, email: '  ada@example.com ' })).toEqual({});
  });

  it('accepts a valid message and gives it trimmed, as it is sent', () => {
    expect(problems(valid)).toEqual({});
    expect(
      contactMessageInput.parse({ name: ' Ada ', email: ' a@b.no ', subject: ' S ', message: ' 1234567890 ' }),
    ).toEqual({
      name: 'Ada',
      email: 'a@b.no',
      subject: 'S',
      message: '1234567890',
    });
  });
});
