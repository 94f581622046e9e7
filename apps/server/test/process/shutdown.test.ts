import { inArray } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/mail.ts';
import { openDatabase, type Db } from '../../src/platform/db.ts';
import { createMailer } from '../../src/platform/mail.ts';
import { eventually } from '../support/api.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer.ts';
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

describe('SIGTERM while the mail worker is sending', () => {
  it('lets the send finish and marks it sent before the database closes: exit 0, no error, one copy', async () => {
    const smtp = await peer({ delayMs: 1_500 });
    const dir = tempFolder('talentpath-shutdown-');
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
      const rows = await database.db.select().from(mailOutbox);
      expect(rows.map((r) => ({ status: r.status, text: r.text, attempts: r.attempts }))).toEqual([
        { status: 'sent', text: '[delivered]', attempts: 1 },
      ]);
    } finally {
      await database.close();
    }
  }, 120_000);
});

describe('mailer.close()', () => {
  async function outbox() {
    const { database, drop } = await openTestDatabase();
    cleanups.push(async () => (await database.close(), await drop()));
    return database.db;
  }
  const lines: string[] = [];
  const log = pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) });
  const mailerOn = (db: Db, smtp: SmtpPeer, shutdownGraceMs?: number) =>
    createMailer({
      db,
      smtpUrl: smtp.url,
      from: 'TalentPath <no-reply@talentpath.test>',
      log,
      outboxDir: '/nonexistent',
      shutdownGraceMs,
    });
  const rowsOf = async (db: Db, ids: string[]) =>
    Object.fromEntries(
      (await db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids))).map((r) => [r.subject, r]),
    );

  it('stops after the mail being sent; the rest, and mail queued meanwhile, stay pending for the next start', async () => {
    const db = await outbox();
    const slow = await peer({ delayMs: 1_000 });
    const rows = await db
      .insert(mailOutbox)
      .values(
        ['one', 'two', 'three'].map((subject) => ({ to: `${subject}@example.test`, subject, text: `mail ${subject}` })),
      )
      .returning();
    const mailer = mailerOn(db, slow);
    void mailer.flush(); // claims all three
    await eventually(async () => slow.begun() >= 1, 10_000, 'the peer receiving');
    const closed = mailer.close();
    await mailer.enqueue({ to: 'four@example.test', subject: 'four', text: 'queued during shutdown' });
    expect(await mailer.flush()).toBe(0);
    await closed;

    const [four] = await db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.subject, ['four']));
    const ids = [...rows.map((r) => r.id), four!.id];
    await new Promise((r) => setTimeout(r, 300));
    expect(slow.received).toHaveLength(1);
    const sent = slow.received[0]!.subject; // the three were claimed together, in no set order
    const after = await rowsOf(db, ids);
    expect(after[sent]).toMatchObject({ status: 'sent', attempts: 1, text: '[delivered]' });
    const rest = ['one', 'two', 'three', 'four'].filter((s) => s !== sent);
    for (const subject of rest) {
      expect(after[subject], subject).toMatchObject({ status: 'pending', attempts: 0, sentAt: null });
      expect(after[subject]!.nextAttemptAt.getTime(), subject).toBeLessThanOrEqual(Date.now());
    }

    // The next start delivers the rest at once, each once.
    const fast = await peer();
    const next = mailerOn(db, fast);
    await next.flush();
    await next.close();
    expect(fast.received.map((m) => m.subject).sort()).toEqual(rest.sort());
    expect(Object.values(await rowsOf(db, ids)).map((r) => r.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
    expect(lines.filter((l) => /"level":(50|60)/.test(l))).toEqual([]);
  });

  it('cuts a send the peer does not answer after the grace period: the mail goes back to the queue', async () => {
    const db = await outbox();
    const hung = await peer({ delayMs: 20_000 });
    const [row] = await db
      .insert(mailOutbox)
      .values({ to: 'hung@example.test', subject: 'hung', text: 'never answered' })
      .returning();
    const mailer = mailerOn(db, hung, 300);
    void mailer.flush();
    await eventually(async () => hung.begun() >= 1, 10_000, 'the peer receiving');
    const started = Date.now();
    await mailer.close();
    expect(Date.now() - started).toBeLessThan(5_000); // not the peer's 20 s
    const after = (await rowsOf(db, [row!.id])).hung!;
    expect(after).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    expect(lines.some((l) => l.includes('interrupted by shutdown') && l.includes(row!.id))).toBe(true);
  });
});
