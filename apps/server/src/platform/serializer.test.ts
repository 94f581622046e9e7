import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from './serializer.ts';

const compile = (schema: z.ZodType) => serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('response serializer', () => {
  it('writes only declared properties, however deep', () => {
    const schema = z.object({ id: z.uuid(), name: z.string(), token: z.object({ accessToken: z.string() }) });
    const out = compile(schema)({
      id: '00000000-0000-4000-8000-000000000000',
      name: 'Ada',
      passwordHash: '$argon2id$secret',
      token: { accessToken: 'a', refreshTokenHash: 'h' },
    });
    expect(JSON.parse(out)).toEqual({
      id: '00000000-0000-4000-8000-000000000000',
      name: 'Ada',
      token: { accessToken: 'a' },
    });
    expect(out).not.toContain('argon2id');
    expect(out).not.toContain('refreshTokenHash');
  });

  it('keeps nulls, arrays of enums and ISO dates as the schema says', () => {
    const schema = z.object({
      avatar: z.string().nullable(),
      roles: z.array(z.enum(['Admin', 'Learner'])),
      at: z.iso.datetime(),
    });
    const value = { avatar: null, roles: ['Admin', 'Learner'], at: '2026-11-21T10:00:00.000Z' };
    expect(JSON.parse(compile(schema)(value))).toEqual(value);
  });

  it('refuses a response missing a required property instead of sending half of it', () => {
    expect(() => compile(z.object({ id: z.string(), name: z.string() }))({ id: 'x' })).toThrow();
  });
});
