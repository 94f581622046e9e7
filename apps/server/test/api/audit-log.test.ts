import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CURSOR_INVALID } from '@talentpath/contracts/paging';
import { MAX_FAILED_LOGINS_PER_HOUR } from '@talentpath/contracts/constants';
import { DATE_RANGE_INVALID } from '@talentpath/contracts/audit';
import { ROLES, type Role } from '@talentpath/contracts/roles';
import { auditLog } from '../../src/db/schema/audit.ts';
import { loginFailures } from '../../src/db/schema/auth.ts';
import { AUDIT_LOG_MESSAGE } from '../../src/modules/audit/audit.policy.ts';
import { fileTestApp, createUser, signIn } from '../support/test-app.ts';
import { bearer, eventually, expectError, expectValidation, get, login, post, userRow } from '../support/api.ts';
import { contactMessages } from '../../src/db/schema/contact.ts';
import { jobs } from '../../src/db/schema/jobs.ts';

// Three failures from one address in 15 minutes rate-limit it: the burst test needs no hundred wrong guesses.
const t = await fileTestApp({ LOGIN_IP_FAILURES_PER_15_MIN: '3' });

type H = Record<string, string>;

async function as(role: Role, name?: string) {
  const user = await createUser(t, { roles: [role], ...(name ? { name } : {}) });
  const s = await signIn(t, user, role);
  return { user, h: bearer(s.accessToken, role) };
}

const auditLogOf = (query: string, h: H) => get(t, `/api/admin/audit-log${query}`, h);
const entriesFor = (targetId: string) => t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));

describe('GET /api/admin/audit-log: who may read it', () => {
  it('SuperAdmin only: 401 without a token, 403 to every other role (Admin included, with its own message)', async () => {
    expect((await auditLogOf('', {})).statusCode).toBe(401);
    for (const role of ROLES) {
      const caller = await as(role);
      const res = await auditLogOf('', caller.h);
      if (role === 'SuperAdmin') expect(res.statusCode, res.body).toBe(200);
      else if (role === 'Admin') expectError(res, 403, 'FORBIDDEN', AUDIT_LOG_MESSAGE);
      else expectError(res, 403, 'FORBIDDEN');
    }
  });

  it('no call edits or deletes an entry', async () => {
    const sa = await as('SuperAdmin');
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/api/admin/audit-log', headers: sa.h });
      expect(res.statusCode, method).toBe(404);
    }
  });
});

describe('what the log records', () => {
  it('every admin action on a user, with actor, target, details and address, in the same transaction', async () => {
    const sa = await as('SuperAdmin', 'Audit Boss');
    const created = await post(
      t,
      '/api/admin/users',
      { name: 'Tora Berger', email: 'tora.audit@example.test', roles: ['Learner'] },
      sa.h,
    );
    const id = created.json().id as string;
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${id}`,
      payload: { name: 'Tora B', email: 'tora.audit@example.test', roles: ['Learner', 'ProjectManager'] },
      headers: sa.h,
    });
    await post(t, `/api/admin/users/${id}/toggle-status`, undefined, sa.h);
    await post(t, `/api/admin/users/${id}/toggle-status`, undefined, sa.h);
    await post(t, '/api/auth/send-temp-password', { userId: id }, sa.h);
    await post(t, '/api/auth/promote-to-superadmin', { userId: id }, sa.h);
    await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers: sa.h });

    const entries = (await entriesFor(id)).sort((a, b) => a.at.getTime() - b.at.getTime());
    expect(entries.map((e) => e.action)).toEqual([
      'user.created',
      'user.updated',
      'user.status-changed',
      'user.status-changed',
      'user.temp-password-sent',
      'user.promoted',
      'user.deleted',
    ]);
    for (const e of entries)
      expect(e).toMatchObject({ actorId: sa.user.id, actorName: 'Audit Boss', targetType: 'user', ip: '127.0.0.1' });
    expect(entries[0]!.targetLabel).toBe('Tora Berger <tora.audit@example.test>');
    expect(entries[1]!.details).toEqual({
      name: { from: 'Tora Berger', to: 'Tora B' },
      roles: { added: ['ProjectManager'], removed: [] },
    });
    expect(entries[2]!.details).toEqual({ from: 'active', to: 'disabled' });

    // The API answers them newest first, and filters by actor and action.
    const page = (await auditLogOf(`?actorId=${sa.user.id}&pageSize=100`, sa.h)).json();
    expect(page.items.map((e: { action: string }) => e.action)).toEqual(entries.map((e) => e.action).reverse());
    expect(page.items[0]).toMatchObject({ targetLabel: 'Tora B <tora.audit@example.test>', actorName: 'Audit Boss' });
    const deletions = (await auditLogOf(`?actorId=${sa.user.id}&action=user.deleted`, sa.h)).json();
    expect(deletions.items).toHaveLength(1);
  });

  it('a refused or failed action records nothing', async () => {
    const admin = await as('Admin');
    const sa = await as('SuperAdmin');
    const target = await createUser(t);
    const before = (await t.db.select().from(auditLog)).length;
    await post(t, '/api/admin/users', { name: 'Dup', email: target.email, roles: ['Learner'] }, admin.h); // 409
    await post(t, '/api/admin/users', { name: 'Adm', email: 'x-adm@example.test', roles: ['Admin'] }, admin.h); // 403
    await post(t, `/api/admin/users/${sa.user.id}/toggle-status`, undefined, sa.h); // own status: 403
    expect((await t.db.select().from(auditLog)).length).toBe(before);
  });

  it('the catalog and the inbox: technology and category changes, a message marked read or unread', async () => {
    const admin = await as('Admin', 'Catalog Keeper');
    const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
      t.app.inject({ method, url, headers: admin.h, ...(payload ? { payload } : {}) });
    const tech = (await send('POST', '/api/technologies', { name: `Audit Tech ${Date.now()}` })).json();
    await send('PUT', `/api/technologies/${tech.id}`, { status: 'inactive' });
    await send('DELETE', `/api/technologies/${tech.id}`);
    const category = (await send('POST', '/api/course-categories', { name: `Audit Cat ${Date.now()}` })).json();
    await send('PUT', `/api/course-categories/${category.id}`, { name: `${category.name} 2`, description: '' });
    await send('DELETE', `/api/course-categories/${category.id}`);
    const [message] = await t.db
      .insert(contactMessages)
      .values({ name: 'Ada Audit', email: 'ada.audit@example.test', subject: 'Audited', message: 'Hello there' })
      .returning();
    await send('PUT', `/api/admin/contact-messages/${message!.id}`, { read: true });
    await send('PUT', `/api/admin/contact-messages/${message!.id}`, { read: false });

    const actionsOf = async (id: string, count: number) =>
      eventually(
        async () => {
          const rows = await entriesFor(id);
          return rows.length >= count && rows;
        },
        10_000,
        `${count} entries for ${id}`,
      );
    const techRows = await actionsOf(tech.id, 3);
    expect(techRows.map((r) => r.action).sort()).toEqual([
      'technology.created',
      'technology.deleted',
      'technology.updated',
    ]);
    expect(techRows.every((r) => r.actorId === admin.user.id && r.actorName === 'Catalog Keeper')).toBe(true);
    expect(techRows.find((r) => r.action === 'technology.updated')!.details).toEqual({ status: 'inactive' });
    const categoryRows = await actionsOf(category.id, 3);
    expect(categoryRows.map((r) => r.action).sort()).toEqual([
      'course-category.created',
      'course-category.deleted',
      'course-category.updated',
    ]);
    const messageRows = await actionsOf(message!.id, 2);
    expect(messageRows.map((r) => r.action).sort()).toEqual([
      'contact-message.marked-read',
      'contact-message.marked-unread',
    ]);
    expect(messageRows[0]!.targetLabel).toBe('Audited (Ada Audit <ada.audit@example.test>)');
  });

  // Was: stored as a durable job and written after the commit. Now (ADR 0038) the audit log is written one way, by
  // an in-transaction subscriber: the entry commits with the change, so it is there when the answer is.
  it("an entry announced by an event is written in the change's own transaction: there at the answer, no job", async () => {
    const admin = await as('Admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/technologies',
      headers: admin.h,
      payload: { name: `Durable ${Date.now()}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await entriesFor(res.json().id)).map((e) => e.action)).toEqual(['technology.created']);
    const kinds = await t.db.select({ kind: jobs.kind }).from(jobs);
    expect(kinds.filter((j) => j.kind.endsWith('>audit'))).toEqual([]);
  });

  it('a change whose entry cannot be written is refused as a whole: the entry and the change commit together', async () => {
    const sa = await as('SuperAdmin');
    const target = await createUser(t, { name: 'Rolled Back' });
    // The entry's insert fails inside the change's transaction (a trigger stands in for a full disk or a bug).
    await t.db.execute(sql`
      create function audit_refuse() returns trigger language plpgsql as $$
      begin raise exception 'audit refused'; end $$`);
    await t.db.execute(
      sql`create trigger audit_refuse before insert on audit_log for each row execute function audit_refuse()`,
    );
    try {
      const res = await post(t, `/api/admin/users/${target.id}/toggle-status`, undefined, sa.h);
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger audit_refuse on audit_log`);
      await t.db.execute(sql`drop function audit_refuse()`);
    }
    expect((await userRow(t, target.id)).status).toBe('active');
    expect(await entriesFor(target.id)).toEqual([]);
  });

  it('a CSV import records its created users and one summary', async () => {
    const sa = await as('SuperAdmin');
    const csv = 'name,email,roles\nAudit Import,audit.import@example.test,Learner\nBad,,Learner\n';
    const res = await post(t, '/api/admin/users/import', csv, { ...sa.h, 'content-type': 'text/csv' });
    expect(res.statusCode, res.body).toBe(200);
    const summary = (await auditLogOf(`?actorId=${sa.user.id}&action=users.imported`, sa.h)).json().items;
    expect(summary).toHaveLength(1);
    expect(summary[0]).toMatchObject({ targetType: 'import', targetLabel: '1 created, 1 rejected' });
    expect(summary[0].details).toEqual({ created: 1, rejected: [{ row: 3, errors: ['Email is required'] }] });
    const [created] = await entriesFor(res.json().created[0].id);
    expect(created).toMatchObject({ action: 'user.created', details: { roles: ['Learner'], importRow: 2 } });
  });

  it('one entry per burst of refused sign-ins: a locked account, a rate-limited address', async () => {
    const user = await createUser(t);
    const email = user.email.toLowerCase();
    // A full hour of failures, as fixtures: the next attempts are refused as ACCOUNT_LOCKED.
    await t.db
      .insert(loginFailures)
      .values(Array.from({ length: MAX_FAILED_LOGINS_PER_HOUR }, () => ({ email, ip: '198.51.100.1' })));
    const locked = await Promise.all([1, 2, 3].map(() => login(t, user.email, 'wrong', '198.51.100.2')));
    for (const res of locked) expectError(res, 429, 'ACCOUNT_LOCKED');
    const lockEntries = await t.db.select().from(auditLog).where(eq(auditLog.targetLabel, email));
    expect(lockEntries).toHaveLength(1);
    expect(lockEntries[0]).toMatchObject({
      action: 'auth.account-locked',
      actorId: null,
      targetType: 'email',
      targetId: user.id,
    });

    const ip = '203.0.113.7';
    for (let i = 0; i < 3; i++)
      expectError(await login(t, `nobody${i}@example.test`, 'wrong', ip), 401, 'INVALID_CREDENTIALS');
    for (let i = 0; i < 3; i++)
      expectError(await login(t, `nobody${i}@example.test`, 'wrong', ip), 429, 'RATE_LIMITED');
    const ipEntries = await t.db.select().from(auditLog).where(eq(auditLog.targetLabel, ip));
    expect(ipEntries).toHaveLength(1);
    expect(ipEntries[0]).toMatchObject({ action: 'auth.ip-rate-limited', targetType: 'ip', ip });
  });
});

describe('keyset paging and filters', () => {
  it('pages newest first without overlap or gap; a bad cursor is a 400', async () => {
    const sa = await as('SuperAdmin');
    const target = await createUser(t);
    for (let i = 0; i < 5; i++) await post(t, `/api/admin/users/${target.id}/toggle-status`, undefined, sa.h);
    const all = (await auditLogOf('?pageSize=100', sa.h)).json();
    expect(all).not.toHaveProperty('totalCount');
    const seen: string[] = [];
    let after = '';
    for (;;) {
      const page = (await auditLogOf(`?pageSize=2${after ? `&after=${after}` : ''}`, sa.h)).json();
      seen.push(...page.items.map((e: { id: string }) => e.id));
      if (!page.hasNextPage) {
        expect(page.nextCursor).toBeNull();
        break;
      }
      after = page.nextCursor;
    }
    expect(seen).toEqual(all.items.map((e: { id: string }) => e.id));
    const times = all.items.map((e: { at: string }) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expectValidation(await auditLogOf('?after=not*base64', sa.h), 'after', CURSOR_INVALID);
    expectValidation(await auditLogOf(`?after=${Buffer.from('["x","y"]').toString('base64url')}`, sa.h), 'after');
  });

  it('filters by date range (a bare end date is the whole day) and refuses bad filters', async () => {
    const sa = await as('SuperAdmin');
    const today = new Date().toISOString().slice(0, 10);
    const inRange = (await auditLogOf(`?from=${today}&to=${today}&pageSize=100`, sa.h)).json();
    expect(inRange.items.length).toBeGreaterThan(0);
    const future = (await auditLogOf('?from=2999-01-01', sa.h)).json();
    expect(future.items).toEqual([]);
    const past = (await auditLogOf('?to=2000-01-01T00:00:00Z', sa.h)).json();
    expect(past.items).toEqual([]);
    expectValidation(await auditLogOf('?from=2026-02-01&to=2026-01-01', sa.h), 'from', DATE_RANGE_INVALID);
    expectValidation(await auditLogOf('?from=yesterday', sa.h), 'from');
    expectValidation(await auditLogOf('?action=user.hacked', sa.h), 'action');
    expectValidation(await auditLogOf('?actorId=42', sa.h), 'actorId');
    expectValidation(await auditLogOf('?pageSize=1000', sa.h), 'pageSize');
  });
});
