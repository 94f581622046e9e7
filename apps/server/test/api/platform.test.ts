import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { expectError, get, post } from '../support/api.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
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
    for (const [path, method] of expected) expect(paths[path]?.[method], `${method.toUpperCase()} ${path}`).toBeDefined();
    // guarded calls advertise the bearer scheme
    expect((paths['/api/auth/me']!.get as { security?: unknown }).security).toEqual([{ bearerAuth: [] }]);
  });

  it('answers unknown /api routes with a JSON 404', async () => {
    for (const res of [await get(t, '/api/nope'), await post(t, '/api/auth/nope', {}), await get(t, '/api/auth/login')]) {
      expectError(res, 404, 'NOT_FOUND');
      expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
    }
  });
});
