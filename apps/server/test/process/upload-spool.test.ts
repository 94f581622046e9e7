import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/platform/db.ts';
import { spoolFolderOf, thisProcess } from '../../src/platform/upload-spool.ts';
import { eventually } from '../support/api.ts';
import { SEED_PASSWORD, seedCourses } from '../support/process-seed.ts';
import { writeMigratedDataDir } from '../support/pglite-snapshot.ts';
import { killAll, removeTempFolders, startServer, tempFolder, waitHealthy } from '../support/processes.ts';
import { allowedSamples, multipartBody } from '../support/sample-files.ts';

// A server killed (SIGKILL) in the middle of an upload leaves the upload's spool in the temporary directory; the
// next start removes it, and leaves the spool of a process still alive on the machine (issue 22, ADR 0044).

afterAll(async () => {
  await killAll();
  removeTempFolders();
});

/** The spool folders in `tmp` of the process `pid`. */
const spoolsOf = (tmp: string, pid: number) =>
  readdirSync(tmp).filter((name) => new RegExp(`^talentpath-upload-[0-9a-f]{12}-${pid}-`).test(name));

describe('upload spools across a crash', () => {
  it('the next start removes the killed server’s spool, and keeps a live process’s', { timeout: 180_000 }, async () => {
    const dataDir = tempFolder('talentpath-spool-data-');
    const tmp = tempFolder('talentpath-spool-tmp-');
    await writeMigratedDataDir(dataDir);
    const seeding = await openDatabase({ dataDir });
    const { courseIds } = await seedCourses(seeding.db, 1);
    await seeding.close();
    // This test process is alive and shares the directory: its spool, mid-upload, must survive the server's start.
    const live = spoolFolderOf(thisProcess(), tmp);
    mkdirSync(live);
    writeFileSync(path.join(live, 'an-upload-in-progress'), 'bytes so far');

    const first = await startServer(dataDir, { TMPDIR: tmp });
    await waitHealthy(first);
    const signIn = async (url: string) => {
      const res = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'coordinator@example.test', password: SEED_PASSWORD }),
      });
      const { token } = (await res.json()) as { token: { accessToken: string } };
      return { authorization: `Bearer ${token.accessToken}`, 'x-active-role': 'CourseCoordinator' };
    };
    const thumbnail = `/api/courses/${courseIds[0]}/thumbnail`;

    // An upload that stops half-way: the form's head and the first bytes of the file, the rest never sent.
    const upload = request(`${first.url}${thumbnail}`, {
      method: 'PUT',
      headers: {
        ...(await signIn(first.url)),
        'content-type': 'multipart/form-data; boundary=half-way',
        'content-length': '1000000',
      },
    });
    upload.on('error', () => {}); // the server dies under it
    upload.write(
      '--half-way\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n' +
        'Content-Type: image/png\r\n\r\n',
    );
    upload.write(Buffer.alloc(20_000, 7));
    const spooled = () =>
      spoolsOf(tmp, first.pid).flatMap((folder) =>
        readdirSync(path.join(tmp, folder)).map((file) => statSync(path.join(tmp, folder, file)).size),
      );
    await eventually(async () => spooled().some((size) => size > 0), 20_000, 'the upload being spooled');
    first.child.kill('SIGKILL');
    await first.exited;
    upload.destroy();
    expect(spoolsOf(tmp, first.pid)).toHaveLength(1); // nothing ran at exit: the spool is left behind

    const second = await startServer(dataDir, { TMPDIR: tmp });
    await waitHealthy(second);
    expect(spoolsOf(tmp, first.pid)).toEqual([]);
    expect(readdirSync(live)).toEqual(['an-upload-in-progress']);

    // Uploads work on: a whole one is stored, and its spooled file removed.
    const png = (await allowedSamples()).find((s) => s.name.endsWith('.png'))!;
    const form = multipartBody([{ name: 'file', file: png }]);
    const res = await fetch(`${second.url}${thumbnail}`, {
      method: 'PUT',
      headers: { ...(await signIn(second.url)), ...form.headers },
      body: form.payload,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const [mine] = spoolsOf(tmp, second.pid);
    expect(readdirSync(path.join(tmp, mine!))).toEqual([]);

    // A clean stop takes its empty spool folder with it.
    second.child.kill('SIGTERM');
    expect(await second.exitWithin(15_000)).toEqual({ code: 0, signal: null });
    expect(spoolsOf(tmp, second.pid)).toEqual([]);
  });
});
