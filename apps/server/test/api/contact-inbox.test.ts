import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/db/schema/contact.ts';
import { fileTestApp } from '../support/test-app.ts';
import { expectError, expectValidation, post } from '../support/api.ts';
import { call, everyRole, type Headers } from '../support/callers.ts';

const t = await fileTestApp();
const who = await everyRole(t);
const ADMINS = ['Admin', 'SuperAdmin'] as const;
const NON_ADMINS = ['Learner', 'CourseCoordinator', 'ProjectManager'] as const;
const MISSING = '00000000-0000-4000-8000-000000000000';

const inbox = (query = '', h: Headers = who.Admin.h) =>
  call(t, 'GET', `/api/admin/contact-messages${query}`, undefined, h);
const getOne = (id: string, h: Headers = who.Admin.h) =>
  call(t, 'GET', `/api/admin/contact-messages/${id}`, undefined, h);
const mark = (id: string, body: unknown, h: Headers = who.Admin.h) =>
  call(t, 'PUT', `/api/admin/contact-messages/${id}`, body, h);
const unread = (h: Headers = who.Admin.h) => call(t, 'GET', '/api/admin/contact-messages/unread-count', undefined, h);

/** Messages stored as the form stores them, one second apart (the newest last). */
async function stored(count: number, tag: string, base = Date.now() - 3_600_000) {
  const rows = await t.db
    .insert(contactMessages)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Sender ${i} ${tag}`,
        email: `sender${i}.${tag}@example.com`,
        subject: `Question ${i} ${tag}`,
        message: 'How do I enrol in the leadership course?',
        createdAt: new Date(base + i * 1000),
      })),
    )
    .returning();
  return rows;
}

const idsOf = (page: { items: { id: string }[] }) => page.items.map((i) => i.id);

describe('GET /api/admin/contact-messages', () => {
  it('admins page through the inbox newest first, with cursors and no total', async () => {
    const tag = `page${Date.now()}`;
    const rows = await stored(5, tag);
    const newestFirst = rows.map((r) => r.id).reverse();
    for (const role of ADMINS) {
      const first = await inbox(`?searchTerm=${tag}&pageSize=2`, who[role].h);
      expect(first.statusCode, first.body).toBe(200);
      const p1 = first.json();
      expect(p1).toMatchObject({ pageSize: 2, hasNextPage: true, nextCursor: expect.any(String) });
      expect(p1).not.toHaveProperty('totalCount');
      expect(p1.items[0]).toEqual({
        id: rows[4]!.id,
        name: `Sender 4 ${tag}`,
        email: `sender4.${tag}@example.com`,
        subject: `Question 4 ${tag}`,
        message: 'How do I enrol in the leadership course?',
        createdAt: rows[4]!.createdAt.toISOString(),
        readAt: null,
      });
      const p2 = (await inbox(`?searchTerm=${tag}&pageSize=2&after=${p1.nextCursor}`, who[role].h)).json();
      const p3 = (await inbox(`?searchTerm=${tag}&pageSize=2&after=${p2.nextCursor}`, who[role].h)).json();
      expect(p3).toMatchObject({ hasNextPage: false, nextCursor: null });
      expect([...idsOf(p1), ...idsOf(p2), ...idsOf(p3)]).toEqual(newestFirst);
    }
  });

  it('filters read and unread, and searches name, e-mail and subject ignoring case', async () => {
    const tag = `filter${Date.now()}`;
    const rows = await stored(3, tag);
    expect((await mark(rows[0]!.id, { read: true })).statusCode).toBe(200);
    expect(idsOf((await inbox(`?searchTerm=${tag}&read=true`)).json())).toEqual([rows[0]!.id]);
    expect(idsOf((await inbox(`?searchTerm=${tag}&read=false`)).json())).toEqual([rows[2]!.id, rows[1]!.id]);
    expect(idsOf((await inbox(`?searchTerm=SENDER%201%20${tag.toUpperCase()}`)).json())).toEqual([rows[1]!.id]);
    expect(idsOf((await inbox(`?searchTerm=sender2.${tag}@`)).json())).toEqual([rows[2]!.id]);
    expect(idsOf((await inbox(`?searchTerm=question%200%20${tag}`)).json())).toEqual([rows[0]!.id]);
    expect((await inbox(`?searchTerm=${tag}_`)).json().items).toEqual([]);
  });

  it('is refused to the other roles (403) and without a token (401)', async () => {
    for (const role of NON_ADMINS) expectError(await inbox('', who[role].h), 403, 'FORBIDDEN');
    expectError(await inbox('', who.none.h), 401, 'UNAUTHORIZED');
  });

  it('refuses a bad query', async () => {
    expectValidation(await inbox('?read=maybe'), 'read', 'Read must be true or false');
    expectValidation(await inbox('?after=!!'), 'after', 'The cursor is not valid');
    expectValidation(await inbox(`?after=${Buffer.from('["x","y"]').toString('base64url')}`), 'after');
    expectValidation(await inbox('?pageSize=101'), 'pageSize');
    expectValidation(await inbox(`?searchTerm=${'s'.repeat(101)}`), 'searchTerm');
  });
});

describe('GET /api/admin/contact-messages/{id}', () => {
  it('answers admins with the message (e-mail and subject for the reply link); refuses the others', async () => {
    const [m] = await stored(1, `one${Date.now()}`);
    for (const role of ADMINS) {
      const res = await getOne(m!.id, who[role].h);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: m!.id, email: m!.email, subject: m!.subject, readAt: null });
    }
    for (const role of NON_ADMINS) expectError(await getOne(m!.id, who[role].h), 403, 'FORBIDDEN');
    expectError(await getOne(m!.id, who.none.h), 401, 'UNAUTHORIZED');
    expectError(await getOne(MISSING), 404, 'NOT_FOUND', 'Contact message not found');
    expectError(await getOne('x'), 400, 'VALIDATION', 'Contact message not found');
  });
});

describe('PUT /api/admin/contact-messages/{id}', () => {
  it('marks read (keeping the first time), then unread again; the unread count follows', async () => {
    const [m] = await stored(1, `read${Date.now()}`);
    const before = (await unread()).json().unread;
    const r1 = await mark(m!.id, { read: true });
    expect(r1.statusCode, r1.body).toBe(200);
    const readAt = r1.json().readAt;
    expect(Math.abs(Date.parse(readAt) - Date.now())).toBeLessThan(60_000);
    expect((await unread()).json()).toEqual({ unread: before - 1 });
    expect((await mark(m!.id, { read: true }, who.SuperAdmin.h)).json().readAt).toBe(readAt);
    expect((await mark(m!.id, { read: false })).json().readAt).toBeNull();
    expect((await unread(who.SuperAdmin.h)).json()).toEqual({ unread: before });
  });

  it('is refused to the other roles and without a token; refuses bad bodies and unknown ids; nothing changes', async () => {
    const [m] = await stored(1, `deny${Date.now()}`);
    for (const role of NON_ADMINS) expectError(await mark(m!.id, { read: true }, who[role].h), 403, 'FORBIDDEN');
    expectError(await mark(m!.id, { read: true }, who.none.h), 401, 'UNAUTHORIZED');
    expectValidation(await mark(m!.id, {}), 'read', 'read must be true or false');
    expectValidation(await mark(m!.id, { read: 'yes' }), 'read', 'read must be true or false');
    expectError(await mark(MISSING, { read: true }), 404, 'NOT_FOUND', 'Contact message not found');
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, m!.id));
    expect(row!.readAt).toBeNull();
  });
});

describe('GET /api/admin/contact-messages/unread-count', () => {
  it('counts unread messages, a new one from the form included; admins only', async () => {
    const count = await t.db.$count(contactMessages, isNull(contactMessages.readAt));
    expect((await unread()).json()).toEqual({ unread: count });
    const sent = await post(t, '/api/contact/send-message', {
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Hello',
      message: 'A question about courses.',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await unread()).json()).toEqual({ unread: count + 1 });
    expect((await getOne(sent.json().id)).json().readAt).toBeNull();
    for (const role of NON_ADMINS) expectError(await unread(who[role].h), 403, 'FORBIDDEN');
    expectError(await unread(who.none.h), 401, 'UNAUTHORIZED');
  });
});
