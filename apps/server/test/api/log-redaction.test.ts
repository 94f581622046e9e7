import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { io } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_HUB_PATH } from '@talentpath/contracts/notifications';
import { errorResponses } from '../../src/platform/errors.ts';
import { get } from '../support/api.ts';
import { signedInAs } from '../support/callers.ts';
import { createCourse } from '../support/learning.ts';
import { allowedSamples, uploadTo } from '../support/sample-files.ts';
import { createUser, fileTestApp, signIn } from '../support/test-app.ts';

// Secrets carried in addresses never reach the log (issue 22, ADR 0043): a material's file ticket, any other secret
// query parameter, a password in a URL — in the request lines, in an error's message and stack, and on the hub.

const lines: string[] = [];
const t = await fileTestApp({ LOG_LEVEL: 'trace' }, { log: { write: (line) => void lines.push(line) } });
// A failure that quotes the address it was given, as a library's error may (a fetch, a driver): the error log.
t.app.get('/api/test-only/fails-quoting-its-url', { schema: { response: errorResponses() } }, async (request) => {
  throw new Error(`could not reach ${request.url} through postgres://app:db-password-9c1e@db.internal/talentpath`);
});
await t.app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

const secret = () => `s3cr3t${randomBytes(12).toString('hex')}`;
const logged = () => lines.join('');

describe('a material file’s ticket', () => {
  it('opens the file, and appears in no log line: the request is logged with t=[redacted]', async () => {
    const owner = await signedInAs(t, 'CourseCoordinator');
    const { lessons } = await createCourse(t, { ownerId: owner.user.id, lessons: [0] });
    const png = (await allowedSamples()).find((s) => s.name.endsWith('.png'))!;
    const uploaded = await uploadTo(t, lessons[0]!.id, png, owner.h);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const address = uploaded.json().url as string;
    const ticket = new URL(address, origin).searchParams.get('t')!;
    expect(ticket.length).toBeGreaterThan(20);

    lines.length = 0;
    const res = await get(t, address); // no bearer token: the ticket alone opens it
    expect(res.statusCode).toBe(200);
    // The same ticket on another file, and a ticket cut short: refused (401), and logged redacted too.
    expect((await get(t, `/api/materials/00000000-0000-4000-8000-000000000000?t=${ticket}`)).statusCode).toBe(401);
    expect((await get(t, `${address.split('?')[0]}?t=${ticket.slice(0, -3)}`)).statusCode).toBe(401);

    const text = logged();
    expect(text).toContain(`"url":"${address.split('?')[0]}?t=[redacted]"`);
    expect(text).toContain('request completed');
    expect(text).not.toContain(ticket);
    // Nor any part of it that is the secret: its signature (the last of its dot-separated fields).
    expect(text).not.toContain(ticket.split('.').pop()!);
  });
});

describe('every secret parameter of a URL', () => {
  it('is redacted in the request lines whatever the case of its name or a %-escaped name; others stay', async () => {
    const names = [
      't',
      'TOKEN',
      'Ticket',
      'code',
      'password',
      'secret',
      'access_token',
      'refresh_token',
      '%74', // t, as the query parser reads it
      'Access_Token',
    ];
    const values = names.map(() => secret());
    const query = names.map((name, i) => `${name}=${values[i]}`).join('&');
    lines.length = 0;
    expect((await get(t, `/api/health?page=2&${query}&sort=name`)).statusCode).toBe(200);
    // A route that does not exist answers 404 and is logged alike.
    expect((await get(t, `/api/no-such-route?${query}`)).statusCode).toBe(404);

    const text = logged();
    for (const value of values) expect(text).not.toContain(value);
    for (const name of names) expect(text).toContain(`${name}=[redacted]`);
    expect(text).toContain('page=2');
    expect(text).toContain('sort=name');
  });

  it('is redacted in an error’s message and stack, and so is a password in a URL', async () => {
    const value = secret();
    lines.length = 0;
    const res = await get(t, `/api/test-only/fails-quoting-its-url?token=${value}&view=full`);
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('INTERNAL');

    const text = logged();
    const errorLine = lines.find((line) => line.includes('unhandled error'));
    expect(errorLine).toBeDefined();
    expect(errorLine).toContain('token=[redacted]&view=full');
    expect(errorLine).toContain('postgres://app:[redacted]@db.internal');
    // Still one JSON object a line: redaction never breaks the line.
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    expect(text).not.toContain(value);
    expect(text).not.toContain('db-password-9c1e');
  });
});

describe('the hub', () => {
  /** Connects by long polling with the token in the query, as the web app does; answers whether it was let in. */
  async function pollWith(accessToken: string) {
    const socket = io(origin, {
      path: NOTIFICATION_HUB_PATH,
      transports: ['polling'],
      query: { access_token: accessToken },
      reconnection: false,
      forceNew: true,
    });
    try {
      return await new Promise<boolean>((resolve) => {
        socket.once('connect', () => resolve(true));
        socket.once('connect_error', () => resolve(false));
      });
    } finally {
      socket.disconnect();
    }
  }

  it('takes its access token as a query parameter (long polling) and never logs it', async () => {
    const learner = await createUser(t, { roles: ['Learner'] });
    const { accessToken } = await signIn(t, learner, 'Learner');
    lines.length = 0;
    expect(await pollWith(accessToken)).toBe(true);
    // A refused handshake (a token whose signature is wrong) is not logged with its token either.
    const forged = `${accessToken.slice(0, -6)}AAAAAA`;
    expect(await pollWith(forged)).toBe(false);

    const text = logged();
    expect(text).not.toContain(accessToken);
    expect(text).not.toContain(forged);
  });
});
