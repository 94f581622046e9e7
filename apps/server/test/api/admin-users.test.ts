import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EMAIL_TAKEN, IMPORT_MAX_BYTES } from '@talentpath/contracts/admin-users';
import { ROLES, type Role } from '@talentpath/contracts/roles';
import { userRoles, users } from '../../src/db/schema/users.ts';
import { auditLog } from '../../src/db/schema/audit.ts';
import { MESSAGES } from '../../src/modules/users/users.policy.ts';
import { HEADER_INVALID } from '../../src/modules/admin-users/admin-users.import.ts';
import { fileTestApp, createUser, signIn } from '../support/test-app.ts';
import {
  bearer,
  claimsOf,
  expectError,
  expectValidation,
  get,
  login,
  me,
  post,
  rolesOf,
  sessionRow,
  sessionsOf,
  userRow,
} from '../support/api.ts';

const t = await fileTestApp();

type H = Record<string, string>;

/** A signed-in caller in that role (a fresh account each time). */
async function as(role: Role) {
  const user = await createUser(t, { roles: [role] });
  const s = await signIn(t, user, role);
  return { user, ...s, h: bearer(s.accessToken, role) };
}

/** Every caller the role matrix tries: no token, and each role. */
async function everyCaller(): Promise<{ role: Role | 'none'; h: H }[]> {
  const out: { role: Role | 'none'; h: H }[] = [{ role: 'none', h: {} }];
  for (const role of ROLES) out.push({ role, h: (await as(role)).h });
  return out;
}

const put = (url: string, payload: unknown, headers: H = {}) =>
  t.app.inject({
    method: 'PUT',
    url,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...headers },
  });
const del = (url: string, headers: H = {}) => t.app.inject({ method: 'DELETE', url, headers });
const create = (body: unknown, h: H) => post(t, '/api/admin/users', body, h);
const importCsv = (csv: string, h: H) => post(t, '/api/admin/users/import', csv, { ...h, 'content-type': 'text/csv' });
const toggle = (id: string, h: H) => post(t, `/api/admin/users/${id}/toggle-status`, undefined, h);

let seq = 0;
const freshEmail = (prefix = 'new') => `${prefix}${++seq}-${Date.now().toString(36)}@example.test`;

function temporaryPasswordIn(text: string) {
  const match = /temporary password for your TalentPath account:\n(.+)\n/.exec(text);
  expect(match, text).not.toBeNull();
  return match![1]!;
}

const userCount = async () => (await t.db.select({ id: users.id }).from(users)).length;

/** Makes these the only active SuperAdmins (others are disabled in the database; later tests make fresh ones). */
async function onlySuperAdmins(ids: string[]) {
  const holders = await t.db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'SuperAdmin'));
  const others = holders.map((h) => h.id).filter((id) => !ids.includes(id));
  if (others.length) await t.db.update(users).set({ status: 'disabled' }).where(inArray(users.id, others));
}

describe('the role matrix: only Admin and SuperAdmin reach /api/admin/users', () => {
  it('every call: 401 without a token, 403 to Learner, CourseCoordinator and ProjectManager, allowed to Admin and SuperAdmin', async () => {
    const target = await createUser(t);
    const calls: { name: string; send: (h: H) => ReturnType<typeof get>; ok: number }[] = [
      { name: 'list', send: (h) => get(t, '/api/admin/users', h), ok: 200 },
      { name: 'search', send: (h) => get(t, '/api/admin/users/search?searchTerm=test', h), ok: 200 },
      { name: 'details', send: (h) => get(t, `/api/admin/users/${target.id}`, h), ok: 200 },
      {
        name: 'create',
        send: (h) => create({ name: 'Matrix Person', email: freshEmail('matrix'), roles: ['Learner'] }, h),
        ok: 201,
      },
      {
        name: 'update',
        send: (h) =>
          put(`/api/admin/users/${target.id}`, { name: 'Matrix Edited', email: target.email, roles: ['Learner'] }, h),
        ok: 200,
      },
      {
        name: 'import',
        send: (h) => importCsv(`name,email,roles\nImported Person,${freshEmail('imp')},Learner\n`, h),
        ok: 200,
      },
    ];
    for (const caller of await everyCaller()) {
      for (const call of calls) {
        const res = await call.send(caller.h);
        const label = `${call.name} as ${caller.role}`;
        if (caller.role === 'none') expect(res.statusCode, label).toBe(401);
        else if (caller.role === 'Admin' || caller.role === 'SuperAdmin')
          expect(res.statusCode, `${label} ${res.body}`).toBe(call.ok);
        else expectError(res, 403, 'FORBIDDEN');
      }
    }
    // Delete last (it ends the target): one deletable per caller.
    for (const caller of await everyCaller()) {
      const victim = await createUser(t);
      const res = await del(`/api/admin/users/${victim.id}`, caller.h);
      if (caller.role === 'none') expect(res.statusCode).toBe(401);
      else if (caller.role === 'Admin' || caller.role === 'SuperAdmin') expect(res.statusCode, res.body).toBe(200);
      else {
        expectError(res, 403, 'FORBIDDEN');
        expect((await userRow(t, victim.id)).deletedAt).toBeNull();
      }
    }
  });

  it('checks the session role, not the roles held: an Admin signed in as Learner is refused', async () => {
    const both = await createUser(t, { roles: ['Admin', 'Learner'] });
    const asLearner = await signIn(t, both, 'Learner');
    expectError(await get(t, '/api/admin/users', bearer(asLearner.accessToken, 'Learner')), 403, 'FORBIDDEN');
  });
});

describe('GET /api/admin/users', () => {
  it('answers the one page shape, pages without overlap, sorts and filters by status and role', async () => {
    const admin = await as('Admin');
    const tag = `Listtag${Date.now().toString(36)}`;
    for (const [name, status] of [
      ['Anna', 'active'],
      ['bjorn', 'disabled'],
      ['Carl', 'active'],
    ] as const) {
      await createUser(t, {
        name: `${tag} ${name}`,
        status,
        roles: name === 'Carl' ? ['ProjectManager'] : ['Learner'],
      });
    }
    const res = await get(t, '/api/admin/users?pageSize=2&pageNumber=1&sort=name', admin.h);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['hasNextPage', 'items', 'pageNumber', 'pageSize', 'totalCount']);
    expect(body.items).toHaveLength(2);
    expect(body.pageSize).toBe(2);
    expect(body.hasNextPage).toBe(true);
    const item = body.items[0];
    expect(Object.keys(item).sort()).toEqual(
      ['avatar', 'createdAt', 'email', 'id', 'lastSignInAt', 'name', 'requirePasswordChange', 'roles', 'status'].sort(),
    );
    expect(item).not.toHaveProperty('passwordHash');

    // All pages together: every user once.
    const seen: string[] = [];
    for (let page = 1; ; page++) {
      const r = (await get(t, `/api/admin/users?pageSize=7&pageNumber=${page}&sort=-createdAt`, admin.h)).json();
      seen.push(...r.items.map((u: { id: string }) => u.id));
      if (!r.hasNextPage) {
        expect(seen).toHaveLength(r.totalCount);
        break;
      }
    }
    expect(new Set(seen).size).toBe(seen.length);

    const search = async (q: string) =>
      (await get(t, `/api/admin/users/search?searchTerm=${tag}&${q}`, admin.h))
        .json()
        .items.map((u: { name: string }) => u.name.slice(tag.length + 1));
    // Name order ignores letter case.
    expect(await search('sort=name')).toEqual(['Anna', 'bjorn', 'Carl']);
    expect(await search('sort=-name')).toEqual(['Carl', 'bjorn', 'Anna']);

    const disabled = (await get(t, '/api/admin/users?status=disabled&pageSize=100', admin.h)).json();
    expect(disabled.items.every((u: { status: string }) => u.status === 'disabled')).toBe(true);
    expect(disabled.items.some((u: { name: string }) => u.name === `${tag} bjorn`)).toBe(true);
    const pms = (await get(t, '/api/admin/users?role=ProjectManager&pageSize=100', admin.h)).json();
    expect(pms.items.every((u: { roles: string[] }) => u.roles.includes('ProjectManager'))).toBe(true);
    expect(pms.items.some((u: { name: string }) => u.name === `${tag} Carl`)).toBe(true);
  });

  it('refuses a bad query with a 400 naming the field', async () => {
    const admin = await as('Admin');
    expectValidation(await get(t, '/api/admin/users?pageSize=0', admin.h), 'pageSize');
    expectValidation(await get(t, '/api/admin/users?pageSize=101', admin.h), 'pageSize');
    expectValidation(await get(t, '/api/admin/users?pageNumber=-1', admin.h), 'pageNumber');
    expectValidation(await get(t, '/api/admin/users?sort=password', admin.h), 'sort');
    expectValidation(await get(t, '/api/admin/users?status=deleted', admin.h), 'status');
    expectValidation(await get(t, '/api/admin/users?role=Root', admin.h), 'role');
  });
});

describe('GET /api/admin/users/search', () => {
  it('finds by name or e-mail, any letter case, contains; status all or absent is any status', async () => {
    const admin = await as('Admin');
    const tag = `zq${Date.now().toString(36)}`;
    const a = await createUser(t, { name: `Kari ${tag}Nordmann`, email: `kari.${tag}@example.test` });
    const b = await createUser(t, {
      name: 'Ola Hansen',
      email: `ola.${tag.toUpperCase()}x@example.test`,
      status: 'disabled',
    });
    const ids = async (q: string) =>
      (await get(t, `/api/admin/users/search?${q}`, admin.h))
        .json()
        .items.map((u: { id: string }) => u.id)
        .sort();

    expect(await ids(`searchTerm=${tag.toUpperCase()}`)).toEqual([a.id, b.id].sort());
    expect(await ids(`searchTerm=${tag}&status=all`)).toEqual([a.id, b.id].sort());
    expect(await ids(`searchTerm=${tag}&status=active`)).toEqual([a.id]);
    expect(await ids(`searchTerm=${tag}&status=disabled`)).toEqual([b.id]);
    expect(await ids(`searchTerm=${tag}NORD`)).toEqual([a.id]);
    const all = (await get(t, '/api/admin/users/search', admin.h)).json();
    expect(all.totalCount).toBe((await get(t, '/api/admin/users', admin.h)).json().totalCount);
  });

  it('treats % and _ as themselves, and refuses control characters and overlong terms', async () => {
    const admin = await as('Admin');
    const res = (await get(t, `/api/admin/users/search?searchTerm=${encodeURIComponent('%_%')}`, admin.h)).json();
    expect(res.totalCount).toBe(0);
    expectValidation(await get(t, '/api/admin/users/search?searchTerm=a%00b', admin.h), 'searchTerm');
    expectValidation(await get(t, `/api/admin/users/search?searchTerm=${'x'.repeat(101)}`, admin.h), 'searchTerm');
    expectValidation(await get(t, '/api/admin/users/search?status=gone', admin.h), 'status');
  });
});

describe('GET /api/admin/users/{id}', () => {
  it('answers the details, with the last sign-in', async () => {
    const admin = await as('Admin');
    const user = await createUser(t, { roles: ['Learner', 'ProjectManager'], name: 'Hedda Gabler' });
    const before = (await get(t, `/api/admin/users/${user.id}`, admin.h)).json();
    expect(before).toMatchObject({
      id: user.id,
      name: 'Hedda Gabler',
      email: user.email,
      status: 'active',
      lastSignInAt: null,
    });
    expect(before.roles).toEqual(['ProjectManager', 'Learner']);
    await signIn(t, user);
    const after = (await get(t, `/api/admin/users/${user.id.toUpperCase()}`, admin.h)).json();
    expect(Date.parse(after.lastSignInAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('404 for an unknown or deleted user; 400 for a malformed id', async () => {
    const admin = await as('SuperAdmin');
    expectError(
      await get(t, '/api/admin/users/00000000-0000-4000-8000-000000000000', admin.h),
      404,
      'NOT_FOUND',
      'User not found',
    );
    expectValidation(await get(t, '/api/admin/users/not-a-uuid', admin.h), 'id');
    const gone = await createUser(t);
    expect((await del(`/api/admin/users/${gone.id}`, admin.h)).statusCode).toBe(200);
    expectError(await get(t, `/api/admin/users/${gone.id}`, admin.h), 404, 'NOT_FOUND');
  });
});

describe('POST /api/admin/users', () => {
  it('creates the user with a temporary password mailed to the SMTP peer, which must be changed at first sign-in', async () => {
    const admin = await as('Admin');
    const email = freshEmail('Grete.');
    const res = await create(
      {
        name: '  Grete Waitz  ',
        email: `  ${email.toUpperCase()} `,
        roles: ['Learner', 'Course Coordinator'],
        avatar: 'https://example.test/a.png',
      },
      admin.h,
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Grete Waitz',
      email: email.toLowerCase(),
      roles: ['CourseCoordinator', 'Learner'],
      status: 'active',
      avatar: 'https://example.test/a.png',
      requirePasswordChange: true,
      lastSignInAt: null,
    });
    const mail = await t.smtp.waitFor(email.toLowerCase());
    expect(mail.text).toContain('Hello Grete Waitz,');
    const temporary = temporaryPasswordIn(mail.text);
    const signedIn = await login(t, email, temporary);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().requirePasswordChange).toBe(true);
  });

  it('refuses an e-mail that exists in any letter case: 409 with a field message, nothing created', async () => {
    const admin = await as('Admin');
    const existing = await createUser(t);
    const before = await userCount();
    const body = expectError(
      await create({ name: 'Dup', email: existing.email.toUpperCase(), roles: ['Learner'] }, admin.h),
      409,
      'EMAIL_TAKEN',
      EMAIL_TAKEN,
    );
    expect(body.details).toEqual([{ path: 'email', message: EMAIL_TAKEN }]);
    expect(await userCount()).toBe(before);
  });

  it('two concurrent creates with one e-mail (different case): one 201, one 409', async () => {
    const admin = await as('Admin');
    const email = freshEmail('race');
    const results = await Promise.all([
      create({ name: 'Race One', email, roles: ['Learner'] }, admin.h),
      create({ name: 'Race Two', email: email.toUpperCase(), roles: ['Learner'] }, admin.h),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it('only a SuperAdmin creates an Admin or a SuperAdmin', async () => {
    const admin = await as('Admin');
    const sa = await as('SuperAdmin');
    for (const roles of [['Admin'], ['SuperAdmin'], ['Learner', 'Admin']]) {
      const before = await userCount();
      expectError(await create({ name: 'Would Be', email: freshEmail('adm'), roles }, admin.h), 403, 'FORBIDDEN');
      expect(await userCount()).toBe(before);
    }
    expect(MESSAGES.adminSuperAdminOnly).toContain('SuperAdmin');
    expect((await create({ name: 'New Admin', email: freshEmail('adm'), roles: ['Admin'] }, sa.h)).statusCode).toBe(
      201,
    );
    expect((await create({ name: 'New SA', email: freshEmail('sa'), roles: ['SuperAdmin'] }, sa.h)).statusCode).toBe(
      201,
    );
  });

  it('refuses bad input with field messages and creates nothing (wrong types, blanks, overlong, control characters, unknown or repeated roles)', async () => {
    const admin = await as('SuperAdmin');
    const good = { name: 'Valid Name', email: freshEmail('valid'), roles: ['Learner'] };
    const cases: [unknown, string, string?][] = [
      [{ ...good, name: undefined }, 'name', 'Name is required'],
      [{ ...good, name: '   ' }, 'name', 'Name is required'],
      [{ ...good, name: 42 }, 'name', 'Name must be text'],
      [{ ...good, name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
      [{ ...good, name: 'Bad\u0000Name' }, 'name', 'Name contains characters that are not allowed'],
      [{ ...good, name: 'Two\nLines' }, 'name', 'Name contains characters that are not allowed'],
      [{ ...good, email: undefined }, 'email', 'Email is required'],
      [{ ...good, email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      [{ ...good, email: ['a@b.c'] }, 'email'],
      [{ ...good, email: `${'a'.repeat(250)}@example.test` }, 'email'],
      [{ ...good, roles: [] }, 'roles', 'Select at least one role'],
      [{ ...good, roles: 'Learner' }, 'roles'],
      [{ ...good, roles: ['Root'] }, 'roles.0', 'Unknown role: Root'],
      [{ ...good, roles: [7] }, 'roles.0'],
      [{ ...good, roles: ['Learner', 'learner'] }, 'roles', 'Each role can be given only once'],
      [{ ...good, roles: ['x'.repeat(5000)] }, 'roles.0'],
      [{ ...good, avatar: 'javascript:alert(1)' }, 'avatar', 'Avatar must be an http or https URL'],
      [{ ...good, avatar: 12 }, 'avatar'],
    ];
    const before = await userCount();
    for (const [body, path, message] of cases) expectValidation(await create(body, admin.h), path, message);
    expectError(
      await post(t, '/api/admin/users', 'null', { ...admin.h, 'content-type': 'application/json' }),
      400,
      'VALIDATION',
    );
    expect(await userCount()).toBe(before);
  });
});

describe('PUT /api/admin/users/{id}', () => {
  it('edits name, e-mail and roles; a session signed in with a removed role ends, the others live on', async () => {
    const sa = await as('SuperAdmin');
    const user = await createUser(t, { roles: ['Learner', 'ProjectManager'] });
    const asPm = await signIn(t, user, 'ProjectManager');
    const asLearner = await signIn(t, user, 'Learner');
    const email = freshEmail('Edited.');
    const res = await put(
      `/api/admin/users/${user.id}`,
      { name: ' Edited Name ', email, roles: ['Learner', 'CourseCoordinator'] },
      sa.h,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Edited Name',
      email: email.toLowerCase(),
      roles: ['CourseCoordinator', 'Learner'],
    });
    expect(await rolesOf(t, user.id)).toEqual(['CourseCoordinator', 'Learner']);

    expect((await sessionRow(t, claimsOf(asPm.accessToken).sid)).revokedReason).toBe('role removed');
    expectError(await me(t, asPm.accessToken), 401, 'TOKEN_INVALID');
    expect((await me(t, asLearner.accessToken)).statusCode).toBe(200);
    // The new e-mail signs in; the old one does not.
    expect((await login(t, email, user.password)).statusCode).toBe(200);
    expect((await login(t, user.email, user.password)).statusCode).toBe(401);
  });

  it('an Admin edits no Admin account and gives no one the Admin role; 404 and 409 as for create', async () => {
    const admin = await as('Admin');
    const other = await createUser(t, { roles: ['Admin'] });
    const learner = await createUser(t);
    const edit = (id: string, body: unknown) => put(`/api/admin/users/${id}`, body, admin.h);
    expectError(
      await edit(other.id, { name: 'X', email: other.email, roles: ['Admin'] }),
      403,
      'FORBIDDEN',
      MESSAGES.adminSuperAdminOnly,
    );
    expectError(
      await edit(learner.id, { name: 'X', email: learner.email, roles: ['Learner', 'Admin'] }),
      403,
      'FORBIDDEN',
    );
    expect(await rolesOf(t, learner.id)).toEqual(['Learner']);
    expectError(
      await edit(learner.id, { name: 'X', email: other.email.toUpperCase(), roles: ['Learner'] }),
      409,
      'EMAIL_TAKEN',
    );
    expectError(
      await edit('00000000-0000-4000-8000-000000000000', { name: 'X', email: freshEmail(), roles: ['Learner'] }),
      404,
      'NOT_FOUND',
    );
    expectValidation(await edit(learner.id, { name: 'X', email: learner.email, roles: [] }), 'roles');
    expect((await userRow(t, learner.id)).name).not.toBe('X');
    // Changing only the letter case of one's own address is no conflict.
    expect(
      (await edit(learner.id, { name: 'Same Mail', email: learner.email.toUpperCase(), roles: ['Learner'] }))
        .statusCode,
    ).toBe(200);
  });
});

describe('concurrent edits and deletes', () => {
  it('two users edited to one new e-mail at once: one 200, one 409', async () => {
    const sa = await as('SuperAdmin');
    const [a, b] = [await createUser(t), await createUser(t)];
    const email = freshEmail('same');
    const results = await Promise.all([
      put(`/api/admin/users/${a.id}`, { name: 'A', email, roles: ['Learner'] }, sa.h),
      put(`/api/admin/users/${b.id}`, { name: 'B', email: email.toUpperCase(), roles: ['Learner'] }, sa.h),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('EMAIL_TAKEN');
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('two deletes of one user at once: one 200, one 404, one audit entry', async () => {
    const sa = await as('SuperAdmin');
    const user = await createUser(t);
    const results = await Promise.all([
      del(`/api/admin/users/${user.id}`, sa.h),
      del(`/api/admin/users/${user.id}`, sa.h),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetId, user.id));
    expect(entries.map((e) => e.action)).toEqual(['user.deleted']);
  });
});

describe('DELETE /api/admin/users/{id}: anonymise and disable (ADR 0020)', () => {
  it('keeps the row and its history, scrubs the personal data, ends sessions, frees the e-mail, leaves lists and search', async () => {
    const admin = await as('Admin');
    const user = await createUser(t, { name: 'Peer Gynt' });
    const s = await signIn(t, user);
    const res = await del(`/api/admin/users/${user.id}`, admin.h);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: user.id, deleted: true });

    const row = await userRow(t, user.id);
    expect(row).toMatchObject({ name: 'Deleted user', status: 'disabled', avatar: null });
    expect(row.email).not.toContain(user.email);
    expect(row.deletedAt).not.toBeNull();
    expect(await rolesOf(t, user.id)).toEqual([]);
    // History that points to the user still points to the same row.
    const sessions = await sessionsOf(t, user.id);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.revokedReason).toBe('account deleted');
    expectError(await me(t, s.accessToken), 401, 'TOKEN_INVALID');
    expect((await login(t, user.email, user.password)).statusCode).toBe(401);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, user.id));
    expect(entry).toMatchObject({ action: 'user.deleted', targetLabel: `Peer Gynt <${user.email}>` });

    const found = (await get(t, '/api/admin/users/search?searchTerm=Peer%20Gynt', admin.h)).json();
    expect(found.totalCount).toBe(0);
    const list = (await get(t, '/api/admin/users?pageSize=100&sort=-createdAt', admin.h)).json();
    expect(list.items.some((u: { id: string }) => u.id === user.id)).toBe(false);
    expectError(await del(`/api/admin/users/${user.id}`, admin.h), 404, 'NOT_FOUND');
    expectError(await toggle(user.id, admin.h), 404, 'NOT_FOUND');
    // The address is free again.
    expect((await create({ name: 'Peer Again', email: user.email, roles: ['Learner'] }, admin.h)).statusCode).toBe(201);
  });

  it('no one deletes themselves; an Admin deletes no Admin or SuperAdmin', async () => {
    const admin = await as('Admin');
    const sa = await as('SuperAdmin');
    expectError(await del(`/api/admin/users/${admin.user.id}`, admin.h), 403, 'FORBIDDEN', MESSAGES.ownDelete);
    expectError(await del(`/api/admin/users/${sa.user.id}`, sa.h), 403, 'FORBIDDEN', MESSAGES.ownDelete);
    const otherAdmin = await createUser(t, { roles: ['Admin'] });
    expectError(
      await del(`/api/admin/users/${otherAdmin.id}`, admin.h),
      403,
      'FORBIDDEN',
      MESSAGES.adminSuperAdminOnly,
    );
    expectError(await del(`/api/admin/users/${sa.user.id}`, admin.h), 403, 'FORBIDDEN', MESSAGES.superAdminOnly);
    expect((await userRow(t, otherAdmin.id)).deletedAt).toBeNull();
    expect((await del(`/api/admin/users/${otherAdmin.id}`, sa.h)).statusCode).toBe(200);
  });
});

describe('toggle-status: the Admin rule', () => {
  it('an Admin deactivates no Admin account; a SuperAdmin does', async () => {
    const admin = await as('Admin');
    const sa = await as('SuperAdmin');
    const other = await createUser(t, { roles: ['Admin'] });
    expectError(await toggle(other.id, admin.h), 403, 'FORBIDDEN', MESSAGES.adminSuperAdminOnly);
    expect((await toggle(other.id, sa.h)).json()).toEqual({ id: other.id, status: 'disabled' });
  });
});

describe('the last active SuperAdmin', () => {
  it('cannot be deactivated, deleted or demoted', async () => {
    const a = await as('SuperAdmin');
    const b = await createUser(t, { roles: ['SuperAdmin'] });
    await onlySuperAdmins([a.user.id, b.id]);
    expect((await toggle(b.id, a.h)).statusCode).toBe(200); // b disabled: a is the last
    const c = await as('SuperAdmin'); // a second signed-in SuperAdmin to act on a
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, c.user.id));
    // c's token still works for this call (status is read by the service, not the guard), a is the last active one.
    expectError(await toggle(a.user.id, c.h), 409, 'LAST_SUPERADMIN');
    expectError(await del(`/api/admin/users/${a.user.id}`, c.h), 409, 'LAST_SUPERADMIN');
    expectError(
      await put(`/api/admin/users/${a.user.id}`, { name: 'A', email: a.user.email, roles: ['Admin'] }, c.h),
      409,
      'LAST_SUPERADMIN',
    );
    expect(await rolesOf(t, a.user.id)).toEqual(['SuperAdmin']);
    expect((await userRow(t, a.user.id)).status).toBe('active');
  });

  /** A SuperAdmin session whose account is then disabled in the database: it acts, but counts for nothing. */
  async function outsideActor() {
    const c = await as('SuperAdmin');
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, c.user.id));
    return c;
  }
  const activeOf = async (ids: string[]) =>
    (await Promise.all(ids.map((id) => userRow(t, id)))).filter((r) => r.status === 'active' && !r.deletedAt).length;

  it('two concurrent deactivations of the last two SuperAdmins leave one active', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await createUser(t, { roles: ['SuperAdmin'] });
      const b = await createUser(t, { roles: ['SuperAdmin'] });
      const c = await outsideActor();
      await onlySuperAdmins([a.id, b.id]);
      const results = await Promise.all([toggle(a.id, c.h), toggle(b.id, c.h)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('LAST_SUPERADMIN');
      expect(await activeOf([a.id, b.id])).toBe(1);
    }
  });

  it('the last two deactivating each other at once: one wins, one active remains', async () => {
    const a = await as('SuperAdmin');
    const b = await as('SuperAdmin');
    await onlySuperAdmins([a.user.id, b.user.id]);
    const results = await Promise.all([toggle(b.user.id, a.h), toggle(a.user.id, b.h)]);
    // The loser is refused by the rule (409) or, if the winner committed first, by its ended session (401).
    expect(results.map((r) => r.statusCode).sort()[0]).toBe(200);
    expect([401, 409]).toContain(results.map((r) => r.statusCode).sort()[1]);
    expect(await activeOf([a.user.id, b.user.id])).toBe(1);
  });

  it('a concurrent delete and deactivation of the last two leave one active', async () => {
    const a = await createUser(t, { roles: ['SuperAdmin'] });
    const b = await createUser(t, { roles: ['SuperAdmin'] });
    const c = await outsideActor();
    await onlySuperAdmins([a.id, b.id]);
    const results = await Promise.all([del(`/api/admin/users/${b.id}`, c.h), toggle(a.id, c.h)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await activeOf([a.id, b.id])).toBe(1);
  });
});

describe('POST /api/admin/users/import (CSV)', () => {
  it('creates the good rows (each mailed), rejects the bad ones with row number and reasons, and changes nothing for them', async () => {
    const admin = await as('Admin');
    const existing = await createUser(t);
    const good1 = freshEmail('imp.good');
    const good2 = freshEmail('imp.good');
    const csv = [
      'name,email,roles',
      `Silje Haugen,${good1},Learner`,
      `"Lund, Erik",${good2},Learner;Course Coordinator`,
      `No Email,,Learner`,
      `Bad Role,${freshEmail('imp.bad')},Learner|Wizard`,
      `Taken,${existing.email.toUpperCase()},Learner`,
      `Second Silje,${good1.toUpperCase()},Learner`,
      `Would Be Admin,${freshEmail('imp.adm')},Admin`,
      `Too,many,columns,here`,
      '',
    ].join('\r\n');
    const before = await userCount();
    const res = await importCsv(csv, admin.h);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.created.map((c: { row: number; email: string }) => [c.row, c.email])).toEqual([
      [2, good1],
      [3, good2],
    ]);
    expect(report.rejected.map((r: { row: number }) => r.row)).toEqual([4, 5, 6, 7, 8, 9]);
    const byRow = Object.fromEntries(report.rejected.map((r: { row: number; errors: string[] }) => [r.row, r.errors]));
    expect(byRow[4]).toEqual(['Email is required']);
    expect(byRow[5]).toEqual(['Unknown role: Wizard']);
    expect(byRow[6]).toEqual([EMAIL_TAKEN]);
    expect(byRow[7]).toEqual([EMAIL_TAKEN]);
    expect(byRow[8]).toEqual([MESSAGES.adminSuperAdminOnly]);
    expect(byRow[9]![0]).toContain('3 columns');
    expect(await userCount()).toBe(before + 2);

    const created = await userRow(t, report.created[1].id);
    expect(created).toMatchObject({ name: 'Lund, Erik', requirePasswordChange: true });
    expect(await rolesOf(t, created.id)).toEqual(['CourseCoordinator', 'Learner']);
    for (const email of [good1, good2]) temporaryPasswordIn((await t.smtp.waitFor(email)).text);
  });

  it('refuses a file without the header, without rows, too large or not CSV', async () => {
    const admin = await as('Admin');
    expectValidation(await importCsv(`Ann,${freshEmail()},Learner\n`, admin.h), 'file', HEADER_INVALID);
    expectValidation(await importCsv('name,email,roles\n', admin.h), 'file');
    expectValidation(await importCsv('name,email,roles\n"open,x@y.z,Learner\n', admin.h), 'file');
    expectError(
      await importCsv(`name,email,roles\n${'x'.repeat(IMPORT_MAX_BYTES)}`, admin.h),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    expectError(
      await post(t, '/api/admin/users/import', 'name,email,roles', { ...admin.h, 'content-type': 'text/plain' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    // The other calls still take JSON only.
    expectError(
      await post(t, '/api/admin/users', 'name,email,roles', { ...admin.h, 'content-type': 'text/csv' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });
});
