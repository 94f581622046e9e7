import net, { type AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { errorResponses } from '../../src/platform/errors.ts';
import { fileTestApp } from '../support/test-app.ts';
import { expectError, get, post } from '../support/api.ts';

// The edges of HTTP itself: the API docs' headers, content types, requests Node's parser refuses, and a value the
// database refuses. Found by a hostile probe (issue 7, items 4 and 10).

const logLines: string[] = [];
const t = await fileTestApp({ LOG_LEVEL: 'warn' }, { log: { write: (line) => void logLines.push(line) } });
// A call that reaches the database with a value it refuses (a NUL in text), as a route would if its contract let
// one through: the error handler's safety net, on the real app, database and logger.
const declared = { schema: { response: { 200: z.object({ stored: z.boolean() }), ...errorResponses() } } };
t.app.post('/api/test-only/data-exception', declared, async () => {
  await t.db.execute(sql`select ${'private \u0000 value'}::text as refused, ${'someone@example.com'}::text as email`);
  return { stored: true };
});

describe('the API docs are documents with the security headers', () => {
  const DOCUMENT_HEADERS = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': expect.stringContaining('max-age='),
    'cross-origin-opener-policy': 'same-origin',
  };

  it('on the page, its assets and the OpenAPI document, with Swagger UI’s own CSP on its routes', async () => {
    for (const url of [
      '/api/docs',
      '/api/docs/',
      '/api/docs/static/swagger-initializer.js',
      '/api/docs/static/swagger-ui.css',
      '/api/docs/json',
    ]) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers, url).toMatchObject(DOCUMENT_HEADERS);
      const csp = String(res.headers['content-security-policy']);
      // @fastify/swagger-ui's static CSP (its page loads scripts from 'self' only), not the web app's
      expect(csp, url).toMatch(/script-src 'self' ;/);
      expect(csp, url).toContain("script-src-attr 'none'");
      expect(csp, url).toContain("frame-ancestors 'self'");
      expect(csp, url).toContain("object-src 'none'");
    }
  });

  it('on an unknown path under the docs as well, and the API keeps its own set', async () => {
    const missing = await get(t, '/api/docs/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers).toMatchObject(DOCUMENT_HEADERS);
    const api = await get(t, '/api/health');
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    // a path that only begins like the docs is API
    expect((await get(t, '/api/docsx')).headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});

describe('content types', () => {
  it('answers a body of any type but JSON 415 UNSUPPORTED_MEDIA_TYPE, text/plain included', async () => {
    for (const type of [
      'text/plain',
      'text/plain; charset=utf-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
    ]) {
      const res = await post(t, '/api/auth/login', '{"email":"a@b.no","password":"x"}', { 'content-type': type });
      expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json');
    }
  });
});

describe('URLs the router cannot read are answered in the one error shape, with the API headers', () => {
  it('a bad %-escape: 400 VALIDATION; a path parameter over 100 characters: 414 URI_TOO_LONG', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/admin/users/%ZZ/toggle-status' });
    expectError(bad, 400, 'VALIDATION', 'The URL is not valid');
    expect(bad.body).not.toContain('%ZZ');
    const long = await t.app.inject({ method: 'POST', url: `/api/admin/users/${'a'.repeat(5000)}/toggle-status` });
    expectError(long, 414, 'URI_TOO_LONG', 'A path parameter is too long');
    for (const res of [bad, long]) {
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

/** Sends raw bytes to a listening app and returns everything it answers until it closes the connection. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error) => (chunks.length ? resolve(Buffer.concat(chunks).toString()) : reject(error)));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString()));
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer within 5 s')));
    socket.write(request);
  });
}

function parseResponse(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), statusLine, headers, body };
}

describe('requests Node’s HTTP parser refuses are answered in the one error shape', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  const API_HEADERS = {
    'content-type': 'application/json; charset=utf-8',
    connection: 'close',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'strict-transport-security': expect.stringContaining('max-age='),
  };

  it('headers over the limit: 431 HEADERS_TOO_LARGE', async () => {
    const raw = await rawExchange(
      port,
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`,
    );
    const res = parseResponse(raw);
    expect(res.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(res.headers).toMatchObject(API_HEADERS);
    expect(JSON.parse(res.body)).toEqual({ code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large' });
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
  });

  it('a garbage request line: 400 VALIDATION "Malformed request"', async () => {
    for (const request of [
      'NOT AN HTTP REQUEST\r\n\r\n',
      'GET / HTTP/9.9\r\n\r\n',
      'GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
    ]) {
      const res = parseResponse(await rawExchange(port, request));
      expect(res.status, request).toBe(400);
      expect(res.headers, request).toMatchObject(API_HEADERS);
      expect(JSON.parse(res.body), request).toEqual({ code: 'VALIDATION', message: 'Malformed request' });
    }
  });

  it('and the server still answers a good request afterwards', async () => {
    const res = parseResponse(
      await rawExchange(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
    );
    expect(res.status).toBe(200);
  });
});

describe('a value the database refuses (SQLSTATE class 22) is the caller’s error, not a 500', () => {
  it('answers 400 VALIDATION and logs a warning with the SQL, never the query’s parameters', async () => {
    logLines.length = 0;
    const res = await post(t, '/api/test-only/data-exception', {});
    expectError(res, 400, 'VALIDATION', 'The request is not valid');
    const logged = logLines
      .map((line) => JSON.parse(line) as { level: number; msg: string; err?: Record<string, unknown> })
      .filter((l) => l.err);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 40,
      err: { type: 'DrizzleQueryError', query: expect.stringContaining('select $1::text'), cause: { code: '22021' } },
    });
    const text = logLines.join('\n');
    for (const secret of ['private', 'someone@example.com', 'params']) expect(text).not.toContain(secret);
  });
});
