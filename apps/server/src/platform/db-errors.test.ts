import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import Fastify, { type FastifyInstance } from 'fastify';
import { isDataException, serializeError, sqlStateOf } from './db-errors.ts';
import { registerErrorHandling } from './errors.ts';

// Values a failed query must never write to the log: a message with a NUL, an address, a user agent.
const SECRET_MESSAGE = 'my secret message \u0000 with a NUL';
const SECRET_EMAIL = 'private.person@example.com';
const SECRET_AGENT = 'Agent/7.7 (secret)';

let client: PGlite;
let db: ReturnType<typeof drizzle>;
beforeAll(async () => {
  client = new PGlite();
  db = drizzle(client);
});
afterAll(async () => {
  await client?.close();
});

/** The error a real failed query throws: PostgreSQL refuses NUL in text (22021). */
async function failedQuery(): Promise<Error> {
  try {
    await db.execute(
      sql`select ${SECRET_EMAIL}::text as email, ${SECRET_AGENT}::text as agent, ${SECRET_MESSAGE}::text as message`,
    );
  } catch (error) {
    return error as Error;
  }
  throw new Error('the query should have failed');
}

function expectNoValues(text: string) {
  for (const value of [SECRET_EMAIL, SECRET_AGENT, 'my secret message', 'params']) expect(text).not.toContain(value);
}

describe('serializeError', () => {
  it('logs a failed query by its SQL and the database code and message, never its parameters', async () => {
    const error = await failedQuery();
    // the defect: drizzle's own error carries the values in its message, stack and .params
    expect(error.message).toContain(SECRET_EMAIL);
    expect((error as { params?: unknown }).params).toBeDefined();
    expect(sqlStateOf(error)).toBe('22021');
    expect(isDataException(error)).toBe(true);

    const out = serializeError(error) as Record<string, unknown>;
    const text = JSON.stringify(out);
    expectNoValues(text);
    expect(out).toMatchObject({
      type: 'DrizzleQueryError',
      message: expect.stringMatching(
        /^Failed query: select \$1::text as email, \$2::text as agent, \$3::text as message$/,
      ),
      query: 'select $1::text as email, $2::text as agent, $3::text as message',
      cause: { code: '22021', message: expect.stringContaining('invalid byte sequence') },
    });
    // the stack keeps the frames, not the header with the values
    expect(out.stack).toMatch(/^Error: Failed query: select .*\n\s+at /);
  });

  it('keeps the values out when the failed query is the cause of another error, and strips a driver error’s own', async () => {
    const failed = await failedQuery();
    const wrapped = new Error('could not store the contact message', { cause: failed });
    const out = serializeError(wrapped) as Record<string, unknown>;
    expectNoValues(JSON.stringify(out));
    expect(out).toMatchObject({
      message: 'could not store the contact message',
      cause: { type: 'DrizzleQueryError', cause: { code: '22021' } },
    });

    // PGlite's own error (drizzle's cause) holds the values in .params as well
    const driverError = (failed as { cause: Error }).cause;
    expect((driverError as { params?: unknown }).params).toBeDefined();
    expectNoValues(JSON.stringify(serializeError(driverError)));
  });

  it('serializes any other error as pino does', () => {
    const error = Object.assign(new Error('boom'), { statusCode: 418 });
    expect(serializeError(error)).toMatchObject({
      type: 'Error',
      message: 'boom',
      statusCode: 418,
      stack: expect.stringContaining('boom'),
    });
    expect(serializeError('not an error')).toBe('not an error');
  });
});

describe('the error handler on a database data exception (SQLSTATE class 22)', () => {
  it('answers 400 VALIDATION, not 500, and logs a warning without the parameters', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const app = Fastify({
      logger: { level: 'info', stream, serializers: { err: serializeError } },
    }) as unknown as FastifyInstance;
    registerErrorHandling(app);
    app.post('/store', async () => {
      await failedQuery().then((error) => {
        throw error;
      });
    });
    try {
      const res = await app.inject({ method: 'POST', url: '/store', payload: {} });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION', message: 'The request is not valid' });
      const logged = lines
        .map((l) => JSON.parse(l) as { level: number; err?: { cause?: { code?: string } } })
        .filter((l) => l.err);
      expect(logged).toHaveLength(1);
      expect(logged[0]!.level).toBe(40);
      expect(logged[0]!.err!.cause!.code).toBe('22021');
      expectNoValues(lines.join('\n'));
    } finally {
      await app.close();
    }
  });
});
