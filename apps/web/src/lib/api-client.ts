import { HTTP_TIMEOUT_MS } from '@talentpath/contracts/constants';
import type { TokenPair } from '@talentpath/contracts/auth';
import { ApiError, NetworkError, toApiError } from './api-error';
import { emitSessionExpired } from './auth-events';
import { trackBusy } from './busy-store';
import { currentLanguage } from './i18n';
import { getSession, sessionStore } from './session-store';
import { clearStoredAuth, getAccessToken, getCurrentRole, getRefreshToken, saveTokens } from './storage';

export const API_BASE = '/api';
/** Name of the Web Lock that serialises token refreshes across the tabs of one browser. */
export const REFRESH_LOCK = 'talentpath-refresh';

/** Calls whose 401 is final: a refresh cannot help them, or they are part of signing in and out (spec §7). */
const NO_REFRESH_PREFIXES = [
  '/auth/login',
  '/auth/refresh-token',
  '/auth/reset-password',
  '/auth/change-password',
  '/auth/select-role',
  '/auth/heartbeat',
  '/auth/revoke-token',
];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** `contentType`: send the body as it is (a string, e.g. a CSV file) with that type instead of as JSON. */
export type RequestOptions = { signal?: AbortSignal; contentType?: string };

const canRefresh = (path: string) => !NO_REFRESH_PREFIXES.some((p) => path.startsWith(p));

/** One HTTP exchange: headers, timeout, JSON in and out, errors as ApiError or NetworkError. */
async function send<T>(method: Method, path: string, body: unknown, options: RequestOptions): Promise<T> {
  // The chosen language, not the browser's: the server writes e-mails (a reset link, say) in it.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
  if (body !== undefined) headers['Content-Type'] = options.contentType ?? 'application/json';
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const role = getCurrentRole();
  if (role) headers['X-Active-Role'] = role;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, HTTP_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  try {
    let response: Response;
    try {
      response = await fetch(`${API_BASE}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : options.contentType ? String(body) : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new NetworkError(timedOut, error);
    }
    const text = await response.text();
    const data: unknown = text ? safeJson(text) : undefined;
    if (!response.ok) throw toApiError(response.status, data, response.headers.get('Retry-After'));
    return data as T;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

let refreshing: Promise<void> | null = null;

/** Refreshes the tokens once for every caller that asks while a refresh is running (the 401 queue). */
export function refreshSession(): Promise<void> {
  refreshing ??= trackBusy(rotateTokens()).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function rotateTokens(): Promise<void> {
  const seen = getRefreshToken();
  try {
    if (!seen) throw new ApiError(401, 'UNAUTHORIZED', 'No refresh token available');
    await withRefreshLock(async () => {
      const current = getRefreshToken();
      if (!current) throw new ApiError(401, 'UNAUTHORIZED', 'No refresh token available');
      // Another tab rotated the token while this one waited for the lock: replaying the used one would
      // make the server revoke the whole session, so take the tokens that tab stored.
      if (current !== seen) return;
      const tokens = await send<TokenPair>(
        'POST',
        '/auth/refresh-token',
        { accessToken: getAccessToken() ?? '', refreshToken: current },
        {},
      );
      saveTokens(tokens);
    });
  } catch (error) {
    // A lost connection says nothing about the session; any answer from the server does.
    if (!(error instanceof NetworkError)) expireSession();
    throw error;
  }
}

// Where the browser has no Web Locks, the tab's own turns: token work here still runs one at a time.
let tabTurn: Promise<unknown> = Promise.resolve();

function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) return locks.request(REFRESH_LOCK, work);
  const turn = tabTurn.then(work, work);
  tabTurn = turn.catch(() => undefined);
  return turn;
}

/**
 * Runs a call whose answer replaces the session's tokens (choosing a role) under the refresh lock, with the access
 * token stored when it runs, and keeps its answer (`store`) before the lock is let go. A refresh that starts
 * meanwhile — the hub's, once the server has closed the old role's socket — waits and then finds the new tokens,
 * instead of sending the refresh token the switch retired, which the server takes for a stolen one (the whole
 * session ends).
 */
export function replaceSessionTokens<T>(call: (accessToken: string) => Promise<T>, store: (answer: T) => void) {
  return withRefreshLock(async () => {
    const answer = await call(getAccessToken() ?? '');
    store(answer);
    return answer;
  });
}

// The session store's listener ends the session, which also drops the cached server data (query-client.ts).
function expireSession() {
  clearStoredAuth();
  emitSessionExpired('refresh-failed');
}

/** Runs a call and, on a 401 of a refreshable call, refreshes once and runs it again. */
async function withRefresh<T>(path: string, call: () => Promise<T>): Promise<T> {
  const sentToken = getAccessToken();
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || !sentToken || !canRefresh(path)) throw error;
    const stored = getAccessToken();
    if (!stored) throw error;
    if (stored === sentToken) await refreshSession();
    return call();
  }
}

/**
 * While a temporary password has to be replaced, the server refuses every call outside /auth with
 * PASSWORD_CHANGE_REQUIRED: the page behind the password dialog would only collect error cards. Its calls wait
 * instead, and go out with the new token once the password is changed (or fail as the session ends).
 */
function afterRequiredPasswordChange(path: string, signal: AbortSignal | undefined): Promise<void> {
  const waiting = () => {
    const session = getSession();
    return session.status === 'signed-in' && session.requirePasswordChange && !path.startsWith('/auth/');
  };
  if (!waiting()) return Promise.resolve();
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const stop = (settle: () => void) => {
      unsubscribe();
      signal?.removeEventListener('abort', onAbort);
      settle();
    };
    const onAbort = () => stop(() => reject(signal?.reason));
    const unsubscribe = sessionStore.subscribe(() => {
      if (!waiting()) stop(resolve);
    });
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

const execute = async <T>(method: Method, path: string, body: unknown, options: RequestOptions): Promise<T> => {
  await afterRequiredPasswordChange(path, options.signal);
  return withRefresh(path, () => send<T>(method, path, body, options));
};

/** An upload's progress: bytes sent of the whole request body. */
export type UploadProgress = { loaded: number; total: number };
export type UploadOptions = { method?: 'POST' | 'PUT'; signal?: AbortSignal; onProgress?: (p: UploadProgress) => void };

/**
 * A multipart upload with progress (fetch reports none, so XMLHttpRequest): the same headers, error answers and
 * refresh-and-replay as every other call; no timeout (a large video takes as long as it takes; abort to stop).
 */
function sendForm<T>(path: string, form: FormData, options: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const role = getCurrentRole();
    if (role) xhr.setRequestHeader('X-Active-Role', role);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      const data: unknown = xhr.responseText ? safeJson(xhr.responseText) : undefined;
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else reject(toApiError(xhr.status, data, xhr.getResponseHeader('Retry-After')));
    };
    xhr.onerror = () => reject(new NetworkError(false));
    xhr.onabort = () => reject(options.signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * The one HTTP client of the web app (spec §7): base /api, JSON, 30 s timeout, bearer + X-Active-Role. It keeps
 * no cache: GETs are cached and de-duplicated by TanStack Query (query-client.ts).
 */
export const api = {
  get: <T>(path: string, options: RequestOptions = {}) => execute<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options: RequestOptions = {}) => execute<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options: RequestOptions = {}) => execute<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options: RequestOptions = {}) => execute<T>('PATCH', path, body, options),
  delete: <T>(path: string, options: RequestOptions = {}) => execute<T>('DELETE', path, undefined, options),
  /** multipart/form-data with upload progress. */
  upload: <T>(path: string, form: FormData, options: UploadOptions = {}) =>
    withRefresh(path, () => sendForm<T>(path, form, options)),
};
