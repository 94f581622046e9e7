import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AREAS, type Area } from '@talentpath/contracts/access';
import { ROLES, type Role } from '@talentpath/contracts/roles';
import { ROLE_GUARD_ERRORS, allowArea, callerOf } from '../../src/platform/auth/guard.ts';
import { errorResponses } from '../../src/platform/errors.ts';
import { fileTestApp, createUser, signIn } from '../support/test-app.ts';
import {
  accountSnapshot,
  bearer,
  claimsOf,
  expectError,
  get,
  me,
  post,
  signAccessToken,
  userRow,
} from '../support/api.ts';

// Also the platform routes (health, docs, 404): one app per file keeps the suite fast.

const t = await fileTestApp();
// Probe routes behind allowArea, exactly as a module's route is guarded (registered before the app is ready):
// a GET per area answering the typed caller's role, a POST with a body schema, and one route with no guard. Their
// responses are declared as a module's are: the suite checks every response against the document.
const guarded = { 200: z.object({ role: z.string() }), ...errorResponses(...ROLE_GUARD_ERRORS) };
await t.app.register(async (app) => {
  for (const area of AREAS) {
    const onRequest = allowArea(t.app.platform.authenticate, area);
    app.get(`/api/test-areas/${area}`, { onRequest, schema: { response: guarded } }, async (req) => ({
      role: callerOf(req).role,
    }));
    app.post(
      `/api/test-areas/${area}`,
      {
        onRequest,
        schema: {
          body: z.object({ name: z.string().min(1) }),
          response: { 200: z.object({ ok: z.boolean() }), ...errorResponses(...ROLE_GUARD_ERRORS) },
        },
      },
      async () => ({ ok: true }),
    );
  }
  app.get('/api/test-areas/unguarded', { schema: { response: guarded } }, async (req) => ({
    role: callerOf(req).role,
  }));
});

describe('X-Active-Role', () => {
  it('passes when it names the token role, in any form the spec allows', async () => {
    const user = await createUser(t, { roles: ['CourseCoordinator', 'Learner'] });
    const s = await signIn(t, user, 'CourseCoordinator');
    for (const header of ['CourseCoordinator', 'Course Coordinator', 'course coordinator', 'COURSECOORDINATOR']) {
      const res = await get(t, '/api/auth/me', bearer(s.accessToken, header));
      expect(res.statusCode, `${header}: ${res.body}`).toBe(200);
      expect(res.json().currentRole).toBe('CourseCoordinator');
    }
  });

  it('answers 403 ROLE_MISMATCH when it names another role — even one the user holds', async () => {
    const user = await createUser(t, { roles: ['CourseCoordinator', 'Learner'] });
    const s = await signIn(t, user, 'Learner');
    for (const header of ['CourseCoordinator', 'Course Coordinator', 'Admin', 'Wizard', '']) {
      expectError(
        await get(t, '/api/auth/me', bearer(s.accessToken, header)),
        403,
        'ROLE_MISMATCH',
        'The active role does not match the session',
      );
    }
  });

  it("uses the token's role when the header is absent", async () => {
    const user = await createUser(t, { roles: ['ProjectManager', 'Learner'] });
    const s = await signIn(t, user, 'Learner');
    const res = await get(t, '/api/auth/me', { authorization: `Bearer ${s.accessToken}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().currentRole).toBe('Learner');
  });

  it('cannot lift a Learner token to Admin', async () => {
    const user = await createUser(t, { roles: ['Learner', 'Admin'] });
    const target = await createUser(t);
    const s = await signIn(t, user, 'Learner');
    const before = await userRow(t, target.id);
    expectError(
      await post(t, `/api/admin/users/${target.id}/toggle-status`, undefined, bearer(s.accessToken, 'Admin')),
      403,
      'ROLE_MISMATCH',
    );
    expectError(
      await post(t, `/api/admin/users/${target.id}/toggle-status`, undefined, bearer(s.accessToken, 'Learner')),
      403,
      'FORBIDDEN',
    );
    expectError(
      await post(t, `/api/admin/users/${target.id}/toggle-status`, undefined, bearer(s.accessToken)),
      403,
      'FORBIDDEN',
    );
    expect((await userRow(t, target.id)).status).toBe(before.status);
  });

  it('is checked on mutating calls before anything changes', async () => {
    const user = await createUser(t, { roles: ['Learner'] });
    const s = await signIn(t, user);
    const before = await accountSnapshot(t, user.id);
    const res = await post(
      t,
      '/api/auth/change-password',
      { userId: user.id, currentPassword: user.password, newPassword: 'Brand!New2026' },
      bearer(s.accessToken, 'Admin'),
    );
    expectError(res, 403, 'ROLE_MISMATCH');
    expect(await accountSnapshot(t, user.id)).toEqual(before);
  });
});

describe('bearer token', () => {
  it('is required: 401 UNAUTHORIZED without it or with another scheme', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: '' },
      { authorization: 'Basic dXNlcjpwYXNz' },
      { authorization: 'Token abc' },
    ]) {
      expectError(await get(t, '/api/auth/me', headers), 401, 'UNAUTHORIZED', 'Authentication required');
    }
  });

  it('must be a valid token of ours: garbage, forged or expired answer 401', async () => {
    const user = await createUser(t);
    const s = await signIn(t, user);
    const c = claimsOf(s.accessToken);
    const cases: [string, string, string][] = [
      ['empty', 'Bearer ', 'UNAUTHORIZED'],
      ['garbage', 'Bearer garbage', 'TOKEN_INVALID'],
      ['three dots', 'Bearer a.b.c', 'TOKEN_INVALID'],
      [
        'wrong secret',
        `Bearer ${await signAccessToken({ sub: c.sub, role: c.role, sid: c.sid }, { secret: 'z'.repeat(40) })}`,
        'TOKEN_INVALID',
      ],
      [
        'HS512',
        `Bearer ${await signAccessToken({ sub: c.sub, role: c.role, sid: c.sid }, { alg: 'HS512' })}`,
        'TOKEN_INVALID',
      ],
      [
        'wrong audience',
        `Bearer ${await signAccessToken({ sub: c.sub, role: c.role, sid: c.sid }, { aud: 'other' })}`,
        'TOKEN_INVALID',
      ],
      [
        'expired',
        `Bearer ${await signAccessToken({ sub: c.sub, role: c.role, sid: c.sid }, { iat: 1_600_000_000, exp: 1_600_000_900 })}`,
        'TOKEN_EXPIRED',
      ],
    ];
    for (const [label, authorization, code] of cases) {
      const res = await get(t, '/api/auth/me', { authorization });
      expect(res.statusCode, `${label}: ${res.body}`).toBe(401);
      expect(res.json().code, label).toBe(code);
    }
  });

  it('is not taken from the query string', async () => {
    const user = await createUser(t);
    const s = await signIn(t, user);
    expectError(await get(t, `/api/auth/me?access_token=${s.accessToken}`), 401, 'UNAUTHORIZED');
  });

  it('answers 401 on every guarded route without a token', async () => {
    const user = await createUser(t);
    const calls = [
      post(t, '/api/auth/change-password', { userId: user.id, currentPassword: 'x', newPassword: 'Brand!New2026' }),
      post(t, '/api/auth/send-temp-password', { userId: user.id }),
      post(t, '/api/auth/promote-to-superadmin', { userId: user.id }),
      post(t, `/api/admin/users/${user.id}/toggle-status`),
      get(t, '/api/auth/me'),
    ];
    for (const res of await Promise.all(calls)) expectError(res, 401, 'UNAUTHORIZED');
  });
});

describe('area guards (spec §6)', () => {
  // Written out, not read from AREA_ROLES: the test states the spec, the guard reads the table.
  const ADMITTED: Record<Area, Role[]> = {
    'signed-in': [...ROLES],
    learner: ['Learner'],
    admin: ['Admin', 'SuperAdmin'],
    coordinator: ['CourseCoordinator'],
    'project-manager': ['ProjectManager'],
  };

  it('admits each role inside an area and refuses each role outside it with 403 FORBIDDEN', async () => {
    const user = await createUser(t, { roles: [...ROLES] });
    for (const role of ROLES) {
      const s = await signIn(t, user, role);
      for (const area of AREAS) {
        const res = await get(t, `/api/test-areas/${area}`, s.headers);
        if (ADMITTED[area].includes(role)) {
          expect(res.statusCode, `${role} in ${area}: ${res.body}`).toBe(200);
          expect(res.json()).toEqual({ role });
        } else {
          expectError(res, 403, 'FORBIDDEN', 'You do not have permission to do this');
        }
      }
    }
  });

  it('answers 401 without a token and refuses before reading the body (403, not a 400 for the bad body)', async () => {
    const learner = await signIn(t, await createUser(t, { roles: ['Learner'] }));
    for (const area of AREAS) {
      expectError(await get(t, `/api/test-areas/${area}`), 401, 'UNAUTHORIZED');
      expectError(await post(t, `/api/test-areas/${area}`, { name: '' }), 401, 'UNAUTHORIZED');
    }
    expectError(await post(t, '/api/test-areas/admin', { name: '' }, learner.headers), 403, 'FORBIDDEN');
    expectError(
      await post(t, '/api/test-areas/admin', '{not json', { ...learner.headers, 'content-type': 'application/json' }),
      403,
      'FORBIDDEN',
    );
    // inside the area the body is read and checked
    expectError(await post(t, '/api/test-areas/learner', { name: '' }, learner.headers), 400, 'VALIDATION');
  });

  it('refuses a caller who must replace a temporary password, in every area', async () => {
    const s = await signIn(t, await createUser(t, { roles: ['Learner'], requirePasswordChange: true }));
    for (const area of ['signed-in', 'learner'] as const) {
      expectError(await get(t, `/api/test-areas/${area}`, s.headers), 403, 'PASSWORD_CHANGE_REQUIRED');
    }
  });

  it('callerOf answers 401 on a route that has no guard, even with a valid token', async () => {
    const s = await signIn(t, await createUser(t));
    expectError(await get(t, '/api/test-areas/unguarded'), 401, 'UNAUTHORIZED');
    expectError(await get(t, '/api/test-areas/unguarded', s.headers), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/auth/me', () => {
  it('answers the current user with the session role', async () => {
    const user = await createUser(t, {
      roles: ['Learner', 'ProjectManager'],
      name: 'Grace Hopper',
      requirePasswordChange: true,
    });
    const s = await signIn(t, user, 'Learner');
    const res = await me(t, s.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      name: 'Grace Hopper',
      email: user.email,
      roles: ['ProjectManager', 'Learner'],
      avatar: null,
      currentRole: 'Learner',
      requirePasswordChange: true,
    });
  });

  it('answers JSON with the helmet headers', async () => {
    const user = await createUser(t);
    const s = await signIn(t, user);
    const res = await me(t, s.accessToken);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  });
});

describe('platform routes', () => {
  it('GET /api/health answers 200 ok with the database up', async () => {
    const res = await get(t, '/api/health');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'ok', database: 'ok' });
    expect(typeof body.uptimeSeconds).toBe('number');
    expect(res.headers['x-database-kind']).toBe(t.kind);
  });

  it('GET /api/docs/json lists every auth path with its method', async () => {
    const res = await get(t, '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    const expected: [string, string][] = [
      ['/api/auth/login', 'post'],
      ['/api/auth/refresh-token', 'post'],
      ['/api/auth/heartbeat', 'post'],
      ['/api/auth/select-role', 'post'],
      ['/api/auth/revoke-token', 'post'],
      ['/api/auth/reset-password', 'post'],
      ['/api/auth/reset-password/check', 'post'],
      ['/api/auth/reset-password/confirm', 'post'],
      ['/api/auth/change-password', 'post'],
      ['/api/auth/me', 'get'],
      ['/api/auth/send-temp-password', 'post'],
      ['/api/auth/promote-to-superadmin', 'post'],
      ['/api/admin/users/{id}/toggle-status', 'post'],
      ['/api/health', 'get'],
    ];
    for (const [path, method] of expected)
      expect(paths[path]?.[method], `${method.toUpperCase()} ${path}`).toBeDefined();
    // guarded calls advertise the bearer scheme
    expect((paths['/api/auth/me']!.get as { security?: unknown }).security).toEqual([{ bearerAuth: [] }]);
  });

  it('answers unknown /api routes with a JSON 404', async () => {
    for (const res of [
      await get(t, '/api/nope'),
      await post(t, '/api/auth/nope', {}),
      await get(t, '/api/auth/login'),
    ]) {
      expectError(res, 404, 'NOT_FOUND');
      expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
    }
  });
});
