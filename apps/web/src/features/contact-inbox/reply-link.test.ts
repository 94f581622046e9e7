import { describe, expect, it } from 'vitest';
import { replyLink } from './reply-link';

describe('replyLink', () => {
  it('writes mailto: to the sender with "Re: <subject>", encoded', () => {
    expect(replyLink('lucas.moreau@example.com', 'Cannot reset my password')).toBe(
      'mailto:lucas.moreau%40example.com?subject=Re%3A%20Cannot%20reset%20my%20password',
    );
  });

  it('encodes what would end or split the link (&, ?, #, %, +) and keeps the subject on one line', () => {
    const link = replyLink('a+b@example.com', 'Q&A? 100% #1\r\nsecond line');
    const url = new URL(link);
    expect(decodeURIComponent(url.pathname)).toBe('a+b@example.com');
    expect(url.searchParams.get('subject')).toBe('Re: Q&A? 100% #1 second line');
    expect(link).not.toMatch(/[&#\s]/);
  });

  it('does not double the prefix of a subject that is already a reply', () => {
    expect(new URL(replyLink('x@example.com', 'RE: Invoice')).searchParams.get('subject')).toBe('RE: Invoice');
  });
});
