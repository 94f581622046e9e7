import { vi } from 'vitest';

// The API's side of a page's component test: fetch stubbed, answered by the test, every call kept.

/** A JSON answer (no body when `body` is undefined). */
export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

/**
 * A call to the API: its method, its path without /api and its JSON body (if any). Its headers are there but not
 * enumerable, so that `toEqual` compares calls by method, path and body.
 */
export type ApiCall = { method: string; path: string; body?: unknown; readonly headers: Record<string, string> };

/** fetch answered by `route` (a call it has no answer for gets a 500); every call is kept, in order. */
export function stubApi(route: (call: ApiCall) => Response | undefined): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const call = Object.defineProperty(
        {
          method: init.method ?? 'GET',
          path: url.replace(/^\/api/, ''),
          body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        },
        'headers',
        { value: init.headers ?? {} },
      ) as ApiCall;
      calls.push(call);
      return Promise.resolve(route(call) ?? json(500, { code: 'INTERNAL', message: 'Unexpected call' }));
    }),
  );
  return calls;
}
