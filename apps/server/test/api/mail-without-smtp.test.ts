import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { fileTestApp, createUser, signIn } from '../support/test-app.ts';
import { eventually, mailsTo, post } from '../support/api.ts';
import { spawnTs } from '../support/processes.ts';

// Without SMTP_URL (the embedded default) e-mail is saved as files in DATA_DIR/outbox, never written to the log.
const log: string[] = [];
const t = await fileTestApp(
  { APP_URL: 'https://talentpath.example', LOG_LEVEL: 'trace' },
  { withoutSmtp: true, log: { write: (line) => void log.push(line) } },
);
const outbox = path.join(t.env.DATA_DIR, 'outbox');

/** Waits for the mail to that address to be delivered (saved), and returns its row and its parsed .eml file. */
async function savedMailTo(email: string) {
  const row = await eventually(
    async () => (await mailsTo(t, email)).find((m) => m.status === 'done'),
    10_000,
    `mail to ${email} saved`,
  );
  const name = readdirSync(outbox).find((f) => f.endsWith(`-${row.id}.eml`));
  expect(name, readdirSync(outbox).join(', ')).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[\w-]+\.eml$/);
  const file = path.join(outbox, name!);
  return { row, file, mail: await simpleParser(readFileSync(file)) };
}

const runCli = async (args: string[]) => {
  const cli = spawnTs('src/platform/mail-outbox-cli.ts', args, { DATA_DIR: t.env.DATA_DIR });
  const exit = await cli.exitWithin(20_000);
  expect(exit?.code, cli.stderr()).toBe(0);
  return cli.stdout();
};

describe('e-mail without SMTP_URL', () => {
  it('saves reset links and temporary passwords as private .eml files, logs only where they are, and mail:outbox prints them', async () => {
    // Saved mail older than 7 days is removed when a new one is saved; younger stays.
    mkdirSync(outbox, { recursive: true });
    // Named as saveMailFile names them: the time it was saved first (what the pruning goes by).
    const aged = (label: string, days: number) => {
      const when = new Date(Date.now() - days * 24 * 3600_000);
      const file = path.join(outbox, `${when.toISOString().replace(/:/g, '-')}-${label}.eml`);
      writeFileSync(file, 'Subject: old\n\nold\n');
      utimesSync(file, when, when);
      return file;
    };
    const eightDays = aged('old', 8);
    const sixDays = aged('recent', 6);

    const resetUser = await createUser(t, { name: 'Katherine Johnson' });
    expect((await post(t, '/api/auth/reset-password', { email: resetUser.email })).statusCode).toBe(200);
    const reset = await savedMailTo(resetUser.email);
    const link = /https:\/\/talentpath\.example\/reset-password\?token=([\w-]+)/.exec(reset.mail.text ?? '');
    expect(link, reset.mail.text).not.toBeNull();
    const token = link![1]!;
    expect(reset.mail.subject).toBe('Reset your TalentPath password');
    expect(reset.mail.html).toContain(link![0]);

    const admin = await signIn(t, await createUser(t, { roles: ['Admin'] }), 'Admin');
    const tempUser = await createUser(t, { name: 'Alan Turing' });
    expect((await post(t, '/api/auth/send-temp-password', { userId: tempUser.id }, admin.headers)).statusCode).toBe(
      200,
    );
    const temp = await savedMailTo(tempUser.email);
    const password = /temporary password for your TalentPath account:\n(.+)\n/.exec(temp.mail.text ?? '')?.[1];
    expect(password, temp.mail.text).toHaveLength(14);

    // The files: owner-only, the old one pruned; the jobs keep only the envelope.
    for (const { file, row } of [reset, temp]) {
      expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
      expect(row.text).toBeUndefined();
      expect(row.html).toBeUndefined();
    }
    expect(existsSync(eightDays)).toBe(false);
    expect(existsSync(sixDays)).toBe(true);

    // The log says where each mail went, and nothing of what it says.
    const text = log.join('');
    for (const secret of [
      token,
      encodeURIComponent(token),
      password!,
      'Someone asked to reset',
      'temporary password for your',
      'Hello Katherine',
      'Hello Alan',
    ]) {
      expect(text).not.toContain(secret);
    }
    for (const { row, file } of [reset, temp]) {
      const entry = log.map((l) => JSON.parse(l)).find((l) => l.mailId === row.id);
      expect(entry).toMatchObject({ level: 30, to: row.to, subject: row.subject, file });
      expect(entry.msg).toBe(
        `e-mail to ${row.to}: "${row.subject}" (no SMTP_URL: saved to ${file}; read it with npm run mail:outbox)`,
      );
      expect(Object.keys(entry)).not.toContain('text');
    }

    // mail:outbox prints the newest (default 5, here 3: with the six-day-old one), -n 1 only the last.
    const all = await runCli([]);
    expect(all).toContain(`To:      ${tempUser.email}`);
    expect(all).toContain(password!);
    expect(all).toContain(`Subject: Reset your TalentPath password`);
    expect(all).toContain(link![0]);
    expect(all).toContain('3 of 3 saved e-mails');
    const newest = await runCli(['-n', '1']);
    expect(newest).toContain(password!);
    expect(newest).not.toContain(token);
    expect(newest).toContain('1 of 3 saved e-mails');
    expect(await runCli(['--all'])).toContain(token);
  });
});
