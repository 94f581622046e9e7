import type { InjectOptions } from 'fastify';
import { ROLES, type Role } from '@talentpath/contracts/roles';
import { createUser, signIn, type TestApp } from './test-app.ts';

export type Headers = Record<string, string>;
export type SignedIn = { user: Awaited<ReturnType<typeof createUser>>; h: Headers };

/** A fresh account holding `role`, signed in as it. */
export async function signedInAs(t: TestApp, role: Role): Promise<SignedIn> {
  const user = await createUser(t, { roles: [role] });
  const s = await signIn(t, user, role);
  return { user, h: s.headers };
}

/** One signed-in caller per role, plus `none` (no token): the role matrix of a guarded call. */
export async function everyRole(t: TestApp): Promise<Record<Role, SignedIn> & { none: { h: Headers } }> {
  const out = {} as Record<Role, SignedIn>;
  for (const role of ROLES) out[role] = await signedInAs(t, role);
  return { ...out, none: { h: {} } };
}

/** A JSON request through Fastify's inject (any method). */
export const call = (
  t: TestApp,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  headers: Headers = {},
) =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined
      ? { headers }
      : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json', ...headers } }),
  });
