import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@talentpath/contracts/constants';
import { api, REFRESH_LOCK, refreshSession, replaceSessionTokens } from './api-client';
import { ApiError, NetworkError } from './api-error';
import { onSessionExpired } from './auth-events';

type Handler = (path: string, init: RequestInit) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const unauthorized = () => json(401, { code: 'TOKEN_EXPIRED', message: 'Session expired. Please login again.' });
const bearer = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;

let fetchMock: ReturnType<typeof vi.fn>;
function stubFetch(handler: Handler) {
  fetchMock = vi.fn((url: string, init: RequestInit) => Promise.resolve(handler(url.replace(/^\/api/, ''), init)));
  vi.stubGlobal('fetch', fetchMock);
}
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url === `/api${path}`);

function signIn(accessToken = 'at-1', refreshToken = 'rt-1') {
  localStorage.setItem(STORAGE_KEYS.accessToken, accessToken);
  localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
  localStorage.setItem(STORAGE_KEYS.currentRole, 'Learner');
  localStorage.setItem(
    STORAGE_KEYS.user,
    JSON.stringify({ id: 'u1', name: 'A', email: 'a@b.c', roles: ['Learner'], avatar: null }),
  );
}

/** A server whose access token 'at-1' has expired; refreshing with 'rt-1' yields 'at-2'/'rt-2'. */
const expiringServer =
  (
    refresh: () => Response = () =>
      json(200, {
        accessToken: 'at-2',
        refreshToken: 'rt-2',
        expiresAt: '2030-01-01T00:00:00.000Z',
        currentRole: 'Learner',
      }),
  ): Handler =>
  (path, init) => {
    if (path === '/auth/refresh-token') return refresh();
    return bearer(init) === 'Bearer at-2' ? json(200, { path }) : unauthorized();
  };

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('api client: requests', () => {
  it('sends JSON under /api with the bearer token and the active role', async () => {
    signIn();
    stubFetch(() => json(200, { ok: true }));
    await expect(api.post('/things', { a: 1 })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/things');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({
      'Content-Type': 'application/json',
      Authorization: 'Bearer at-1',
      'X-Active-Role': 'Learner',
    });
  });

  it('sends no auth headers when signed out', async () => {
    stubFetch(() => json(200, {}));
    await api.get('/public');
    const headers = (fetchMock.mock.calls[0]![1] as RequestInit).headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers['X-Active-Role']).toBeUndefined();
  });

  it('normalises a display-name role to the no-space form in X-Active-Role', async () => {
    signIn();
    localStorage.setItem(STORAGE_KEYS.currentRole, 'Course Coordinator');
    stubFetch(() => json(200, {}));
    await api.get('/x');
    expect((fetchMock.mock.calls[0]![1] as RequestInit).headers).toMatchObject({
      'X-Active-Role': 'CourseCoordinator',
    });
  });

  it('sends revoke-token’s body as a JSON string', async () => {
    stubFetch(() => json(200, { message: 'ok' }));
    await api.post('/auth/revoke-token', 'rt-1');
    expect((fetchMock.mock.calls[0]![1] as RequestInit).body).toBe('"rt-1"');
  });

  it('throws ApiError with the server’s code, message and details', async () => {
    stubFetch(() =>
      json(400, {
        code: 'VALIDATION',
        message: 'The request is not valid',
        details: [{ path: 'email', message: 'Email is required' }],
      }),
    );
    const error = await api.post('/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'The request is not valid',
      details: [{ path: 'email', message: 'Email is required' }],
    });
  });

  it('gives a code even when the error body is not JSON', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 502, code: 'INTERNAL' });
  });

  describe('Retry-After', () => {
    const refusal = (retryAfter?: string) => () =>
      new Response(JSON.stringify({ code: 'RATE_LIMITED', message: 'Slow down.' }), {
        status: 429,
        headers: retryAfter === undefined ? {} : { 'Retry-After': retryAfter },
      });
    const waitOf = async () => ((await api.post('/x', {}).catch((e: unknown) => e)) as ApiError).retryAfterSeconds;

    it('keeps the seconds a 429 asks to wait', async () => {
      stubFetch(refusal('25'));
      await expect(api.post('/x', {})).rejects.toMatchObject({
        status: 429,
        code: 'RATE_LIMITED',
        retryAfterSeconds: 25,
      });
    });

    it('turns an HTTP date into the seconds until it, rounded up, and a date gone by into 0', async () => {
      // Only the clock stands still (the request's timeout still runs).
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2030-01-01T12:00:00.400Z'));
      stubFetch(refusal('Tue, 01 Jan 2030 12:01:30 GMT'));
      expect(await waitOf()).toBe(90);
      stubFetch(refusal('Wed, 21 Oct 2015 07:28:00 GMT'));
      expect(await waitOf()).toBe(0);
    });

    it('leaves out a Retry-After that is missing or not one of its two forms', async () => {
      for (const value of [undefined, '', 'soon', '-5', '2.5', '1e3', '12 seconds', '2030-01-01T00:00:00Z']) {
        stubFetch(refusal(value));
        expect(await waitOf()).toBeUndefined();
      }
      // A date whose day does not exist.
      stubFetch(refusal('Mon, 32 Jan 2030 00:00:00 GMT'));
      expect(await waitOf()).toBeUndefined();
    });
  });

  it('reports a request without a response as a NetworkError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).timedOut).toBe(false);
  });

  it('aborts after 30 s and reports a timed-out NetworkError', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const pending = api.post('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).timedOut).toBe(true);
  });
});

describe('api client: no cache of its own', () => {
  // TanStack Query is the one server-state cache (query-client.test.ts); a second here would outlive its clearing.
  it('sends every GET, even identical concurrent ones', async () => {
    stubFetch(() => json(200, { n: 1 }));
    await Promise.all([api.get('/items'), api.get('/items')]);
    await api.get('/items');
    expect(calls('/items')).toHaveLength(3);
  });
});

describe('api client: refresh on 401', () => {
  it('refreshes once for N concurrent 401s and replays every request', async () => {
    signIn();
    stubFetch(expiringServer());
    const paths = ['/a', '/b', '/c', '/d', '/e'];
    const results = await Promise.all(paths.map((p, i) => (i % 2 ? api.post(p, {}) : api.get(p))));
    expect(results).toEqual(paths.map((path) => ({ path })));
    expect(calls('/auth/refresh-token')).toHaveLength(1);
    expect(JSON.parse((calls('/auth/refresh-token')[0]![1] as RequestInit).body as string)).toEqual({
      accessToken: 'at-1',
      refreshToken: 'rt-1',
    });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('at-2');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('rt-2');
    expect(localStorage.getItem(STORAGE_KEYS.tokenExpiry)).toBe('2030-01-01T00:00:00.000Z');
  });

  it('replays a request at most once', async () => {
    signIn();
    stubFetch((path) =>
      path === '/auth/refresh-token'
        ? json(200, {
            accessToken: 'at-2',
            refreshToken: 'rt-2',
            expiresAt: '2030-01-01T00:00:00.000Z',
            currentRole: 'Learner',
          })
        : unauthorized(),
    );
    await expect(api.get('/a')).rejects.toMatchObject({ status: 401 });
    expect(calls('/a')).toHaveLength(2);
    expect(calls('/auth/refresh-token')).toHaveLength(1);
  });

  it('rejects every queued request and expires the session when the refresh fails', async () => {
    signIn();
    stubFetch(
      expiringServer(() => json(401, { code: 'TOKEN_REUSED', message: 'Session expired. Please login again.' })),
    );
    const expired = vi.fn();
    const off = onSessionExpired(expired);
    const results = await Promise.allSettled([api.get('/a'), api.post('/b'), api.get('/c')]);
    off();
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(calls('/auth/refresh-token')).toHaveLength(1);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(expired).toHaveBeenCalledWith('refresh-failed');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('expires the session when there is no refresh token', async () => {
    signIn();
    localStorage.removeItem(STORAGE_KEYS.refreshToken);
    stubFetch(expiringServer());
    const expired = vi.fn();
    const off = onSessionExpired(expired);
    await expect(api.get('/a')).rejects.toMatchObject({ message: 'No refresh token available' });
    off();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(calls('/auth/refresh-token')).toHaveLength(0);
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    signIn();
    stubFetch(expiringServer());
    fetchMock.mockImplementation((url: string, init: RequestInit) =>
      url === '/api/auth/refresh-token'
        ? Promise.reject(new TypeError('offline'))
        : Promise.resolve(expiringServer()(url.slice(4), init)),
    );
    const expired = vi.fn();
    const off = onSessionExpired(expired);
    await expect(api.get('/a')).rejects.toBeInstanceOf(NetworkError);
    off();
    expect(expired).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('rt-1');
  });

  it.each([
    '/auth/login',
    '/auth/reset-password',
    '/auth/reset-password/confirm',
    '/auth/change-password',
    '/auth/select-role',
    '/auth/heartbeat',
    '/auth/revoke-token',
    '/auth/refresh-token',
  ])('never refreshes for %s', async (path) => {
    signIn();
    stubFetch(() => unauthorized());
    await expect(api.post(path, {})).rejects.toMatchObject({ status: 401 });
    expect(calls('/auth/refresh-token').length).toBe(path === '/auth/refresh-token' ? 1 : 0);
    expect(calls(path)).toHaveLength(1);
  });

  it('replays without refreshing when another request already rotated the token', async () => {
    signIn();
    stubFetch((path, init) => {
      if (bearer(init) === 'Bearer at-1') {
        // The token was rotated while this request was in flight.
        localStorage.setItem(STORAGE_KEYS.accessToken, 'at-2');
        return unauthorized();
      }
      return json(200, { path });
    });
    await expect(api.get('/a')).resolves.toEqual({ path: '/a' });
    expect(calls('/auth/refresh-token')).toHaveLength(0);
  });

  it('a refresh asked for while a role switch is answered waits for it and uses its tokens, not the retired ones', async () => {
    signIn();
    let answer!: (response: Response) => void;
    stubFetch((path) => {
      if (path === '/auth/select-role') return new Promise<Response>((resolve) => (answer = resolve));
      // The switch retired rt-1: the server takes it for a stolen token and ends the session.
      return json(401, { code: 'TOKEN_INVALID', message: 'Session expired. Please login again.' });
    });
    const expired = vi.fn();
    const off = onSessionExpired(expired);
    const switching = replaceSessionTokens(
      (accessToken) => api.post<{ accessToken: string; refreshToken: string }>('/auth/select-role', { accessToken }),
      (tokens) => {
        localStorage.setItem(STORAGE_KEYS.accessToken, tokens.accessToken);
        localStorage.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
      },
    );
    await vi.waitFor(() => expect(calls('/auth/select-role')).toHaveLength(1));
    // The server has closed the old role's hub socket before its answer arrives: the hub asks for a refresh.
    const refreshing = refreshSession();
    answer(json(200, { accessToken: 'at-pm', refreshToken: 'rt-pm' }));
    await switching;
    await refreshing;
    off();
    expect(calls('/auth/refresh-token')).toHaveLength(0);
    expect(expired).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('rt-pm');
    expect(JSON.parse(calls('/auth/select-role')[0]![1].body as string)).toEqual({ accessToken: 'at-1' });
  });

  describe('across tabs (Web Locks)', () => {
    it('holds the talentpath-refresh lock while refreshing', async () => {
      signIn();
      const request = vi.fn((_name: string, fn: () => Promise<void>) => fn());
      vi.stubGlobal('navigator', { ...navigator, locks: { request } });
      stubFetch(expiringServer());
      await api.get('/a');
      expect(request).toHaveBeenCalledTimes(1);
      expect(request.mock.calls[0]?.[0]).toBe(REFRESH_LOCK);
    });

    it('uses the tokens another tab stored while this one waited for the lock', async () => {
      signIn();
      const request = vi.fn(async (_name: string, fn: () => Promise<void>) => {
        // The other tab held the lock and rotated the tokens first.
        localStorage.setItem(STORAGE_KEYS.accessToken, 'at-2');
        localStorage.setItem(STORAGE_KEYS.refreshToken, 'rt-2');
        return fn();
      });
      vi.stubGlobal('navigator', { ...navigator, locks: { request } });
      stubFetch(expiringServer());
      await expect(api.get('/a')).resolves.toEqual({ path: '/a' });
      expect(calls('/auth/refresh-token')).toHaveLength(0);
      expect(calls('/a')).toHaveLength(2);
    });
  });
});
