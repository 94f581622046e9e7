import { describe, expect, it } from 'vitest';
import { redactSecrets } from './log-redaction.ts';

describe('redactSecrets', () => {
  it('keeps the name of a secret query parameter and replaces its value, every time it occurs', () => {
    expect(redactSecrets('/api/materials/1?t=u.Learner.99.mac&download=1&T=x&t=again')).toBe(
      '/api/materials/1?t=[redacted]&download=1&T=[redacted]&t=[redacted]',
    );
    expect(redactSecrets('/reset-password?token=a=b=c')).toBe('/reset-password?token=[redacted]');
    expect(redactSecrets('/x?page=2&sort=name&at=3')).toBe('/x?page=2&sort=name&at=3');
  });

  it('reads a %-escaped name as the query parser does; a malformed escape is compared as written', () => {
    expect(redactSecrets('/x?%74=secret&%74oken=other&%ZZ=kept')).toBe('/x?%74=[redacted]&%74oken=[redacted]&%ZZ=kept');
  });

  it('ends a value where its JSON string ends, leaving the line valid JSON', () => {
    const line = `${JSON.stringify({ url: '/x?code=ab"cd&y=1', msg: 'at /y?secret=1\nnext line' })}\n`;
    const redacted = redactSecrets(line);
    expect(JSON.parse(redacted)).toEqual({ url: '/x?code=[redacted]&y=1', msg: 'at /y?secret=[redacted]\nnext line' });
  });

  it('replaces the password of a URL, keeping its user', () => {
    expect(redactSecrets('connect postgres://app:pw@db:5432/x and redis://:pw2@cache:6379 and http://h:80/a@b')).toBe(
      'connect postgres://app:[redacted]@db:5432/x and redis://:[redacted]@cache:6379 and http://h:80/a@b',
    );
  });

  it('leaves a line with no URL in it as it is', () => {
    const line = '{"level":30,"msg":"request completed","responseTime":1.2}\n';
    expect(redactSecrets(line)).toBe(line);
  });
});
