import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestApp, fileTestApp, createUser, signIn, type TestApp } from '../support/test-app.ts';
import {
  eventually,
  expectError,
  expectValidation,
  mailWhere,
  mailsDueNow,
  post,
  storedMails,
} from '../support/api.ts';
import { contactMessages } from '../../src/db/schema/contact.ts';

const URL = '/api/contact/send-message';
const SUPPORT = 'help-desk@talentpath.test';
const RATE_LIMITED = { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' };

// This file sends far more than the default 10 an hour from one address; the limit has its own app below.
const t = await fileTestApp({ SUPPORT_EMAIL: SUPPORT, CONTACT_RATE_LIMIT_PER_HOUR: '100000' });

let n = 0;
/** A valid form, with a subject unique to the call so its e-mail can be told apart from the others. */
const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: `Question ${++n}-${Date.now()}`,
  message: 'How do I enrol in a course?',
  ...overrides,
});
const send = (body: unknown, headers: Record<string, string> = {}, remoteAddress?: string, app: TestApp = t) =>
  post(app, URL, body, headers, remoteAddress);

const mailWithSubject = (subject: string) =>
  eventually(
    async () => t.smtp.received.find((m) => m.subject === `Contact form: ${subject}`),
    10_000,
    `mail "${subject}" received`,
  );

/** What a rejected call must leave alone: no message stored, no e-mail queued. */
async function stored(app: TestApp = t) {
  const [messages] = await app.db.select({ n: count() }).from(contactMessages);
  return { messages: messages!.n, mails: (await storedMails(app)).length };
}

describe('POST /api/contact/send-message', () => {
  it('stores the trimmed message, answers 201 with it, and e-mails it to SUPPORT_EMAIL through a real SMTP peer', async () => {
    const before = await stored();
    const subject = `Enrolment ${Date.now()}`;
    const res = await send(
      {
        name: '  Ada Lovelace ',
        email: ' ada@example.com ',
        subject: `\t${subject}  `,
        message: '  How do I enrol in a course?\n ',
      },
      { 'user-agent': 'contact-test/1.0' },
      '198.51.100.7',
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject,
      message: 'How do I enrol in a course?',
      createdAt: expect.any(String),
    });
    expect(Math.abs(Date.parse(body.createdAt) - Date.now())).toBeLessThan(60_000);

    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, body.id));
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject,
      message: 'How do I enrol in a course?',
      ip: '198.51.100.7',
      userAgent: 'contact-test/1.0',
    });
    expect(row!.createdAt.toISOString()).toBe(body.createdAt);
    expect(await stored()).toEqual({ messages: before.messages + 1, mails: before.mails + 1 });

    const mail = await mailWithSubject(subject);
    expect(mail.to).toEqual([SUPPORT]);
    expect(mail.from).toContain('no-reply@talentpath.test');
    expect(mail.text).toContain('From: Ada Lovelace <ada@example.com>');
    expect(mail.text).toContain(`Subject: ${subject}`);
    expect(mail.text).toContain('How do I enrol in a course?');
    expect(mail.html).toContain('Ada Lovelace');
    expect(mail.html).toContain('ada@example.com');
    expect(mail.html).toContain('How do I enrol in a course?');
    await eventually(
      async () =>
        (await storedMails(t, mailWhere('replyTo', 'ada@example.com'))).find((m) => m.subject.endsWith(subject))
          ?.status === 'done',
      5000,
      'mail job done',
    );
  });

  it('is public: works with no token and ignores a bearer token, valid or not', async () => {
    const user = await createUser(t);
    const session = await signIn(t, user);
    const variants: Record<string, string>[] = [
      {},
      session.headers,
      { authorization: 'Bearer not-a-token' },
      { authorization: 'Bearer x', 'x-active-role': 'Admin' },
    ];
    for (const headers of variants) {
      const res = await send(form(), headers);
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('escapes HTML from every field in the mail body, and keeps the mail subject on one line', async () => {
    const subject = `<script>alert("s")</script> ${Date.now()}`;
    const res = await send(
      form({
        name: '<b>Mallory</b> & "Co"',
        email: 'mallory@example.com',
        subject,
        message: "<img src=x onerror=alert('m')> hello there",
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    // stored and returned as typed: escaping is the mail's job
    expect(res.json().name).toBe('<b>Mallory</b> & "Co"');
    const mail = await mailWithSubject(subject);
    expect(mail.html).not.toMatch(/<script|<img|<b>/);
    expect(mail.html).toContain('&#60;b&#62;Mallory&#60;/b&#62; &#38; &#34;Co&#34;');
    expect(mail.html).toContain('&#60;script&#62;alert(&#34;s&#34;)&#60;/script&#62;');
    expect(mail.html).toContain('&#60;img src=x onerror=alert(&#39;m&#39;)&#62; hello there');
    expect(mail.text).toContain("<img src=x onerror=alert('m')> hello there");

    const multiline = `First line\r\nBcc: victim@example.com ${Date.now()}`;
    expect((await send(form({ subject: multiline }))).statusCode).toBe(201);
    const flat = await mailWithSubject(multiline.replace(/\s+/g, ' '));
    expect(flat.to).toEqual([SUPPORT]);
    expect(t.smtp.received.some((m) => m.to.includes('victim@example.com'))).toBe(false);
  });

  it('stores the message and its mail before sending: with the SMTP peer refusing it still answers 201', async () => {
    t.smtp.setRefusing(true);
    let id: string;
    try {
      const res = await send(form({ email: 'grace@example.com' }));
      expect(res.statusCode, res.body).toBe(201);
      id = res.json().id;
      expect(await t.db.select().from(contactMessages).where(eq(contactMessages.id, id))).toHaveLength(1);
      const failed = await eventually(
        async () => (await storedMails(t, mailWhere('replyTo', 'grace@example.com'))).find((m) => m.lastError !== null),
        10_000,
        'a failed delivery attempt',
      );
      expect(failed).toMatchObject({ status: 'pending', attempts: 1, to: SUPPORT });
      expect(failed.lastError).toMatch(/451|Mailbox unavailable/);
      expect(t.smtp.received.some((m) => m.text.includes('grace@example.com'))).toBe(false);
    } finally {
      t.smtp.setRefusing(false);
    }
    // the retry delivers it
    await mailsDueNow(t, mailWhere('replyTo', 'grace@example.com'));
    await t.app.platform.mailer.flush();
    await eventually(
      async () => t.smtp.received.find((m) => m.text.includes('grace@example.com')),
      10_000,
      'the retried mail',
    );
  });
});

describe('validation: the form rules with their exact messages, 400 and nothing stored', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['missing name', { name: undefined }, 'name', 'Name is required'],
    ['null name', { name: null }, 'name', 'Name is required'],
    ['empty name', { name: '' }, 'name', 'Name is required'],
    ['whitespace-only name', { name: ' \t\n ' }, 'name', 'Name is required'],
    ['name of the wrong type', { name: 42 }, 'name', 'Name must be text'],
    ['missing email', { email: undefined }, 'email', 'Email is required'],
    ['empty email', { email: '' }, 'email', 'Email is required'],
    ['whitespace-only email', { email: '   ' }, 'email', 'Email is required'],
    ['email of the wrong type', { email: ['ada@example.com'] }, 'email', 'Email must be text'],
    ["'abc' as email", { email: 'abc' }, 'email', 'Please enter a valid email address'],
    ["'a b@c.d' as email", { email: 'a b@c.d' }, 'email', 'Please enter a valid email address'],
    ['email with a space', { email: 'ada lovelace@example.com' }, 'email', 'Please enter a valid email address'],
    ['email without a domain', { email: 'ada@' }, 'email', 'Please enter a valid email address'],
    ['missing subject', { subject: undefined }, 'subject', 'Subject is required'],
    ['whitespace-only subject', { subject: '   ' }, 'subject', 'Subject is required'],
    ['subject of the wrong type', { subject: { text: 'hi' } }, 'subject', 'Subject must be text'],
    ['missing message', { message: undefined }, 'message', 'Message is required'],
    ['whitespace-only message', { message: '\n   \n' }, 'message', 'Message is required'],
    ['message of the wrong type', { message: true }, 'message', 'Message must be text'],
    [
      'message of 9 characters after trimming',
      { message: '   123456789   ' },
      'message',
      'Message must be at least 10 characters long',
    ],
    ['name over 100 characters', { name: 'n'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
    [
      'email over 254 characters',
      { email: `${'a'.repeat(64)}@${'b'.repeat(186)}.com` },
      'email',
      'Email must be at most 254 characters',
    ],
    ['subject over 200 characters', { subject: 's'.repeat(201) }, 'subject', 'Subject must be at most 200 characters'],
    [
      'message over 5000 characters',
      { message: 'm'.repeat(5001) },
      'message',
      'Message must be at most 5000 characters',
    ],
    // PostgreSQL refuses NUL in text: these once reached the database and answered 500.
    ['a NUL in the name', { name: 'Ada\u0000' }, 'name', 'Name contains characters that are not allowed'],
    [
      'a line break inside the name',
      { name: 'Ada\nLovelace' },
      'name',
      'Name contains characters that are not allowed',
    ],
    [
      'a NUL in the subject',
      { subject: 'Hi\u0000there' },
      'subject',
      'Subject contains characters that are not allowed',
    ],
    [
      'a control character in the subject',
      { subject: 'Hi\u001bthere' },
      'subject',
      'Subject contains characters that are not allowed',
    ],
    [
      'a NUL in the message',
      { message: 'How do I\u0000 enrol?' },
      'message',
      'Message contains characters that are not allowed',
    ],
    [
      'DEL in the message',
      { message: 'How do I enrol?\u007f' },
      'message',
      'Message contains characters that are not allowed',
    ],
    [
      'a lone surrogate in the message',
      { message: 'How do I enrol? \ud800' },
      'message',
      'Message contains characters that are not allowed',
    ],
    ['a NUL in the email', { email: 'ada\u0000@example.com' }, 'email', 'Please enter a valid email address'],
  ];
  for (const [label, overrides, path, message] of cases) {
    it(`refuses ${label}: '${message}'`, async () => {
      const before = await stored();
      const res = await send(form(overrides));
      const body = expectValidation(res, path, message);
      expect(body.message).toBe(message);
      expect(body.details).toEqual([{ path, message }]);
      expect(await stored()).toEqual(before);
    });
  }

  it('accepts exactly 10 characters after trimming, and each field at its maximum length', async () => {
    const ok = await send(form({ message: '  1234567890  ' }));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().message).toBe('1234567890');
    const email = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`;
    expect(email).toHaveLength(254);
    const max = await send({
      name: 'n'.repeat(100),
      email: ` ${email} `,
      subject: 's'.repeat(200),
      message: ` ${'m'.repeat(5000)} `,
    });
    expect(max.statusCode, max.body).toBe(201);
    expect(max.json()).toMatchObject({
      name: 'n'.repeat(100),
      email,
      subject: 's'.repeat(200),
      message: 'm'.repeat(5000),
    });
  });

  it('keeps line breaks and tabs inside the message, and any language or emoji in every text field', async () => {
    const message = 'Hei!\r\n\tHvordan melder jeg meg på et kurs? 😀\nTakk, Øystein';
    const res = await send(form({ name: 'Øystein Ærlig 👩‍💻', subject: `Spørsmål 中文 ${Date.now()}`, message }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Øystein Ærlig 👩‍💻', message });
  });

  it('lists every field error of an empty form, in the form order', async () => {
    const before = await stored();
    const body = expectError(await send({}), 400, 'VALIDATION', 'Name is required');
    expect(body.details).toEqual([
      { path: 'name', message: 'Name is required' },
      { path: 'email', message: 'Email is required' },
      { path: 'subject', message: 'Subject is required' },
      { path: 'message', message: 'Message is required' },
    ]);
    expect(await stored()).toEqual(before);
  });

  it('answers 4xx for malformed JSON, other bodies and content types, and bodies over 256 KiB; nothing stored', async () => {
    const before = await stored();
    for (const raw of ['{"name": "Ada", "email": ', '{name: 1}', '', 'null', '[]', '"a message"']) {
      expectError(await send(raw, { 'content-type': 'application/json' }), 400, 'VALIDATION');
    }
    for (const type of [
      'text/plain',
      'text/plain; charset=utf-8',
      'application/xml',
      'application/x-www-form-urlencoded',
    ]) {
      expectError(
        await send(JSON.stringify(form()), { 'content-type': type }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'Content-Type must be application/json',
      );
    }
    expectError(await send(form({ message: 'x'.repeat(256 * 1024) })), 413, 'PAYLOAD_TOO_LARGE');
    expectError(
      await send('{"name":"a","__proto__":{"admin":true}}', { 'content-type': 'application/json' }),
      400,
      'VALIDATION',
    );
    expect(await stored()).toEqual(before);
  });

  it('is not reachable with GET', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(404);
  });
});

describe('reply-to', () => {
  it('sets the mail reply-to to the sender', async () => {
    const res = await send(form({ name: 'Grace Hopper', email: 'Grace.Hopper@example.com', subject: 'Reply to me' }));
    expect(res.statusCode, res.body).toBe(201);
    const got = await eventually(
      async () => t.smtp.received.find((m) => m.subject === 'Contact form: Reply to me'),
      10_000,
      'mail received',
    );
    expect(got.replyTo).toEqual(['Grace.Hopper@example.com']);
  });
});

describe('per-IP rate limit (CONTACT_RATE_LIMIT_PER_HOUR)', () => {
  it('answers the 4th message an hour from one address 429 RATE_LIMITED and stores nothing; another address is still served', async () => {
    const limited = await createTestApp({ CONTACT_RATE_LIMIT_PER_HOUR: '3' });
    try {
      const ip = '10.9.9.1';
      for (let i = 0; i < 3; i++) {
        const res = await send(form(), {}, ip, limited);
        expect(res.statusCode, res.body).toBe(201);
      }
      const before = await stored(limited);
      const res = await send(form(), {}, ip, limited);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual(RATE_LIMITED);
      // X-Forwarded-For is not trusted (TRUST_PROXY is off): no way around the limit
      expect((await send(form(), { 'x-forwarded-for': '203.0.113.9' }, ip, limited)).statusCode).toBe(429);
      // a bearer token is no way around it either
      expect((await send(form(), { authorization: 'Bearer x' }, ip, limited)).statusCode).toBe(429);
      expect(await stored(limited)).toEqual(before);
      expect((await send(form(), {}, '10.9.9.2', limited)).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('defaults to 10 an hour', async () => {
    const app = await createTestApp();
    try {
      expect(app.app.platform.env.CONTACT_RATE_LIMIT_PER_HOUR).toBe(10);
      for (let i = 0; i < 10; i++) expect((await send(form(), {}, '10.9.9.3', app)).statusCode).toBe(201);
      expect((await send(form(), {}, '10.9.9.3', app)).json()).toEqual(RATE_LIMITED);
    } finally {
      await app.close();
    }
  });
});
