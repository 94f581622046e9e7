import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/api.ts';
import { findNginx, startNginx } from '../support/nginx.ts';
import { killAll, removeTempFolders } from '../support/processes.ts';

// The deployment's nginx (deploy/nginx/talentpath.conf.template) logs every request, and an address may carry a
// secret: a file's ticket, the hub's access_token when it long-polls, a reset link's token. Its access log keeps
// the names and loses the values, as the app's own log does (issue 22, ADR 0043). Behind it, a stand-in that
// answers 200: what is logged is nginx's business alone.

const binary = findNginx();
let upstream: Server | undefined;
afterAll(async () => {
  await killAll();
  await new Promise((resolve) => (upstream ? upstream.close(resolve) : resolve(undefined)));
  removeTempFolders();
});

describe.skipIf(!binary)('nginx’s access log', () => {
  it('keeps a secret parameter’s name and drops its value; an address with more than three loses its query', {
    timeout: 60_000,
  }, async () => {
    upstream = createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => upstream!.listen(0, '127.0.0.1', resolve));
    const nginx = await startNginx(binary!, [(upstream.address() as AddressInfo).port]);

    const secret = (n: number) => `s3cr3t-${n}-${Math.random().toString(36).slice(2)}`;
    const s = Array.from({ length: 11 }, (_, i) => secret(i));
    const asked: [sent: string, logged: string][] = [
      [`/api/materials/m1?t=${s[0]}`, '/api/materials/m1?t=[redacted]'],
      [
        `/notificationHub/?EIO=4&transport=polling&access_token=${s[1]}`,
        '/notificationHub/?EIO=4&transport=polling&access_token=[redacted]',
      ],
      [`/reset-password?token=${s[2]}&lang=no`, '/reset-password?token=[redacted]&lang=no'],
      [
        `/api/x?T=${s[3]}&page=2&Code=${s[4]}&password=${s[5]}`,
        '/api/x?T=[redacted]&page=2&Code=[redacted]&password=[redacted]',
      ],
      [`/api/x?%74=${s[6]}&ok=1`, '/api/x?%74=[redacted]&ok=1'],
      [`/api/x?t=${s[7]}&token=${s[8]}&ticket=${s[9]}&secret=${s[10]}&view=1`, '/api/x?[redacted]'],
      ['/api/courses?sort=title&pageSize=10&at=3', '/api/courses?sort=title&pageSize=10&at=3'],
    ];
    for (const [sent] of asked) expect((await fetch(`${nginx.url}${sent}`)).status, sent).toBe(200);
    // The health checks startNginx made while waiting are logged too: only this test's lines are looked at.
    const ours = () => nginx.accessLog().filter((line) => !line.uri.startsWith('/api/health'));
    await eventually(async () => ours().length === asked.length, 10_000, 'every request logged');

    expect(ours().map((line) => line.uri)).toEqual(asked.map(([, logged]) => logged));
    const { site, debian } = nginx.rawLogs();
    for (const value of s) expect(site).not.toContain(value);
    // The site's own access log replaces the http block's (Debian's combined format, which logs the address whole).
    expect(debian).toBe('');
  });
});
