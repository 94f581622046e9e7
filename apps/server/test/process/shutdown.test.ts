import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/platform/db.ts';
import { createJobs } from '../../src/platform/jobs.ts';
import { createMailer } from '../../src/platform/mail.ts';
import { eventually, storedMails } from '../support/api.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer.ts';
import { writeMigratedDataDir } from '../support/pglite-snapshot.ts';
import { killAll, removeTempFolders, startServer, tempFolder, waitHealthy } from '../support/processes.ts';
import { openTestDatabase } from '../support/test-app.ts';

const peers: SmtpPeer[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  await killAll();
  for (const cleanup of cleanups) await cleanup();
  for (const peer of peers) await peer.close();
  removeTempFolders();
});
async function peer(options: { delayMs?: number } = {}) {
  const started = await startSmtpPeer(options);
  peers.push(started);
  return started;
}

describe('SIGTERM while a mail job is sending', () => {
  it('lets the send finish and marks its job done before the database closes: exit 0, no error, one copy', async () => {
    const smtp = await peer({ delayMs: 1_500 });
    const dir = tempFolder('talentpath-shutdown-');
    await writeMigratedDataDir(dir);
    const server = await startServer(dir, { SMTP_URL: smtp.url });
    await waitHealthy(server);

    const res = await fetch(`${server.url}/api/contact/send-message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Ada Lovelace',
        email: 'ada@example.test',
        subject: 'Shutdown',
        message: 'Sent while the server stops.',
      }),
    });
    expect(res.status).toBe(201);
    await eventually(async () => smtp.begun() >= 1, 10_000, 'the peer receiving');
    server.child.kill('SIGTERM');

    const exit = await server.exitWithin(15_000); // within the server's own 10 s force-exit, plus slack
    const output = server.stdout() + server.stderr();
    expect(exit, output).toEqual({ code: 0, signal: null });
    expect(output).not.toContain('PGlite is closed');
    expect(output).not.toMatch(/"level":(50|60)|Error/);
    expect(output).toContain('TalentPath stopped.');
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.map((m) => m.subject)).toEqual(['Contact form: Shutdown']);

    const database = await openDatabase({ dataDir: dir });
    try {
      const rows = await storedMails(database);
      expect(rows.map((r) => ({ status: r.status, text: r.text, attempts: r.attempts }))).toEqual([
        { status: 'done', text: undefined, attempts: 1 },
      ]);
      expect(rows[0]).toMatchObject({ to: 'support@talentpath.test', subject: 'Contact form: Shutdown' });
    } finally {
      await database.close();
    }
  }, 120_000);
});

describe('the mail jobs at shutdown (jobs.close(), then mailer.close())', () => {
  async function database() {
    const { database, drop } = await openTestDatabase();
    cleanups.push(async () => (await database.close(), await drop()));
    return database.db;
  }
  const lines: string[] = [];
  const log = pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) });
  /** A process's job queue and mailer, as app.ts makes them; `concurrency` mails are sent at once. */
  const queueOn = (db: Db, smtp: SmtpPeer, options: { concurrency?: number; shutdownGraceMs?: number } = {}) => {
    const jobs = createJobs({ db, log, ...options });
    const mailer = createMailer({
      jobs,
      smtpUrl: smtp.url,
      from: 'TalentPath <no-reply@talentpath.test>',
      log,
      outboxDir: '/nonexistent',
    });
    return { jobs, mailer, close: async () => (await jobs.close(), await mailer.close()) };
  };
  const bySubject = async (db: Db) => Object.fromEntries((await storedMails({ db })).map((m) => [m.subject, m]));

  it('the mails being sent finish and are marked done; the rest, and mail queued meanwhile, stay pending for the next start', async () => {
    const db = await database();
    const slow = await peer({ delayMs: 1_000 });
    const queue = queueOn(db, slow, { concurrency: 2 });
    for (const subject of ['one', 'two', 'three'])
      await queue.mailer.enqueue({ to: `${subject}@example.test`, subject, text: `mail ${subject}` });
    void queue.jobs.flush(); // claims two: two slots
    await eventually(async () => slow.begun() >= 1, 10_000, 'the peer receiving');
    const closed = queue.close();
    await queue.mailer.enqueue({ to: 'four@example.test', subject: 'four', text: 'queued during shutdown' });
    expect(await queue.mailer.flush()).toBe(0);
    await closed;

    await new Promise((r) => setTimeout(r, 300));
    expect(slow.received).toHaveLength(2);
    const sent = slow.received.map((m) => m.subject); // two of the three, in no set order
    const after = await bySubject(db);
    for (const subject of sent) {
      expect(after[subject], subject).toMatchObject({ status: 'done', attempts: 1 });
      expect(after[subject]!.text, subject).toBeUndefined();
    }
    const rest = ['one', 'two', 'three', 'four'].filter((s) => !sent.includes(s));
    expect(rest).toHaveLength(2);
    for (const subject of rest) {
      expect(after[subject], subject).toMatchObject({ status: 'pending', attempts: 0, finishedAt: null });
      expect(after[subject]!.runAt.getTime(), subject).toBeLessThanOrEqual(Date.now());
    }

    // The next start delivers the rest at once, each once.
    const fast = await peer();
    const next = queueOn(db, fast);
    await next.jobs.flush();
    await next.close();
    expect(fast.received.map((m) => m.subject).sort()).toEqual(rest.sort());
    expect(Object.values(await bySubject(db)).map((r) => r.status)).toEqual(['done', 'done', 'done', 'done']);
    expect(lines.filter((l) => /"level":(50|60)/.test(l))).toEqual([]);
  });

  it('cuts a send the peer does not answer after the grace period: the mail goes back to the queue', async () => {
    const db = await database();
    // A peer that does not answer for longer than the test may run: close() returning at all means the grace period
    // cut the send short, however fast the machine is.
    const hung = await peer({ delayMs: 600_000 });
    const queue = queueOn(db, hung, { shutdownGraceMs: 300 });
    await queue.mailer.enqueue({ to: 'hung@example.test', subject: 'hung', text: 'never answered' });
    void queue.jobs.flush();
    await eventually(async () => hung.begun() >= 1, 60_000, 'the peer receiving');
    await queue.close();
    const after = (await bySubject(db)).hung!;
    expect(after).toMatchObject({ status: 'pending', attempts: 0, lastError: null, text: 'never answered' });
    expect(lines.some((l) => l.includes('interrupted by shutdown') && l.includes(after.id))).toBe(true);
  });
});
