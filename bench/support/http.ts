import { createServer } from 'node:net';

// What the benches that call a server's API share: a free port, and a sign-in that gives the headers to call as
// the signed-in user.

export type Headers = Record<string, string>;

/** A port free right now (the e2e servers and other benches take fixed ones on this machine). */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Signs in through `base`'s API; the bearer token and role header to call as that user. */
export async function signInAt(base: string, email: string, password: string): Promise<Headers> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}: ${await res.text()}`);
  const { token } = (await res.json()) as { token: { accessToken: string; currentRole: string } };
  return { authorization: `Bearer ${token.accessToken}`, 'x-active-role': token.currentRole };
}

/** A GET through `base`'s API as `headers`, timed to its whole body; anything but 200 fails the bench. */
export async function timedGet<T>(base: string, path: string, headers: Headers): Promise<{ ms: number; body: T }> {
  const start = performance.now();
  const res = await fetch(`${base}${path}`, { headers });
  const text = await res.text();
  const ms = performance.now() - start;
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return { ms, body: JSON.parse(text) as T };
}
