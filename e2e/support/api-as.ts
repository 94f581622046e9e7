import { E2E } from '../../playwright.config.ts';
import { PASSWORD } from './accounts.ts';

/** A call to the API as one account: method, path under /api, optional JSON body; throws on any error status. */
export type Call = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/** The API as an account, through its own sign-in (not the browser's): set up data a journey then uses. */
export async function apiAs(email: string): Promise<Call> {
  const res = await fetch(`${E2E.baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const { token } = (await res.json()) as { token: { accessToken: string; currentRole: string } };
  return async <T>(method: string, path: string, body?: unknown) => {
    const answer = await fetch(`${E2E.baseURL}/api${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token.accessToken}`,
        'X-Active-Role': token.currentRole,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
    return (answer.status === 204 ? null : await answer.json()) as T;
  };
}
