import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { EXTENSIONS_SQL, pgliteExtensions } from '../../src/platform/db.ts';
import { dropDatabase } from '../support/pg-admin.ts';

// Migration 0014 (mail as jobs, ADR 0038) on a database that has data: the mail still to be sent moves onto the
// job queue, and the audit entries still waiting as jobs of the old durable subscribers are written. On PGlite, and
// on PostgreSQL too when TEST_DATABASE_URL is set.

const migrations = fileURLToPath(new URL('../../drizzle', import.meta.url));
const MAIL_AS_JOBS = '0014_mail-as-jobs';
const before = mkdtempSync(path.join(os.tmpdir(), 'talentpath-migrations-before-'));
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  rmSync(before, { recursive: true, force: true });
});

/** The migrations folder as it was before 0014: its files up to 0013 and a journal that ends there. */
function migrationsBefore(): string {
  type Journal = { entries: { tag: string }[] };
  const journal = JSON.parse(readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as Journal;
  const at = journal.entries.findIndex((e) => e.tag === MAIL_AS_JOBS);
  expect(at).toBeGreaterThan(0);
  mkdirSync(path.join(before, 'meta'), { recursive: true });
  const entries = journal.entries.slice(0, at);
  writeFileSync(path.join(before, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries) copyFileSync(path.join(migrations, `${e.tag}.sql`), path.join(before, `${e.tag}.sql`));
  return before;
}

type Engine = {
  query: <R>(text: string) => Promise<R[]>;
  /** Several statements at once. */
  exec: (text: string) => Promise<unknown>;
  migrate: (folder: string) => Promise<void>;
};

async function pglite(): Promise<Engine> {
  const client = new PGlite({ extensions: pgliteExtensions });
  cleanups.push(() => client.close());
  await client.exec(EXTENSIONS_SQL);
  const db = drizzlePglite(client);
  return {
    query: async <R>(text: string) => (await client.query<R>(text)).rows,
    exec: (text) => client.exec(text),
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
  };
}

async function postgres(url: string): Promise<Engine> {
  const name = `tp_migrate_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  cleanups.push(async () => {
    await client.end();
    await admin.end();
    await dropDatabase(name, url);
  });
  await client.query(EXTENSIONS_SQL);
  const db = drizzlePg(client);
  return {
    query: async <R>(text: string) => (await client.query(text)).rows as R[],
    exec: (text) => client.query(text),
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
  };
}

const ADMIN = '10000000-0000-4000-8000-000000000001';
const TECH = '20000000-0000-4000-8000-000000000002';
const MESSAGE = '30000000-0000-4000-8000-000000000003';
const PENDING = '40000000-0000-4000-8000-000000000004';
const RETRYING = '40000000-0000-4000-8000-000000000005';
const SENT = '40000000-0000-4000-8000-000000000006';

const engines = [
  ['PGlite', pglite],
  ...(process.env.TEST_DATABASE_URL ? [['PostgreSQL', () => postgres(process.env.TEST_DATABASE_URL!)] as const] : []),
] as const;

describe.each(engines)('migration 0013 (mail as jobs) on %s', (_name, open) => {
  it('moves the mail still to be sent onto the job queue and writes the audit entries still waiting as jobs', async () => {
    const db = await open();
    await db.migrate(migrationsBefore());
    await db.exec(`
      insert into users (id, name, email, password_hash) values ('${ADMIN}', 'Ada Admin', 'ada@example.test', 'x');
      insert into contact_messages (id, name, email, subject, message)
        values ('${MESSAGE}', 'Grace', 'grace@example.test', 'Hello', 'Hi there');
      insert into mail_outbox (id, "to", subject, text, html, reply_to, status, attempts, next_attempt_at, last_error, dedupe_key)
      values
        ('${PENDING}', 'a@example.test', 'Welcome', 'Your password: x1', '<p>x1</p>', null, 'pending', 0, now(), null, null),
        ('${RETRYING}', 'b@example.test', 'Due', 'Soon', null, 'grace@example.test', 'pending', 2,
          '2030-01-01T00:00:00Z', '451 Mailbox unavailable', 'job-1:user-1'),
        ('${SENT}', 'c@example.test', 'Sent', '[delivered]', null, null, 'sent', 1, now(), null, null);
      insert into jobs (kind, payload, status, max_attempts, created_at) values
        ('technology.changed>audit',
          '{"actorId": "${ADMIN}", "action": "update", "technologyId": "${TECH}", "name": "Rust", "status": "inactive"}',
          'pending', 8, '2026-01-02T03:04:05Z'),
        ('course-category.changed>audit',
          '{"actorId": "${ADMIN}", "action": "reorder", "categoryId": null, "name": null}', 'running', 8, now()),
        ('contact-message.read-changed>audit',
          '{"actorId": "${ADMIN}", "messageId": "${MESSAGE}", "read": true}', 'pending', 8, now()),
        ('technology.changed>audit',
          '{"actorId": "${ADMIN}", "action": "create", "technologyId": "${TECH}", "name": "Rust"}', 'done', 8, now());
    `);

    await db.migrate(migrations);

    expect(await db.query(`select to_regclass('mail_outbox') as t`)).toEqual([{ t: null }]);
    type Job = { id: string; payload: unknown; status: string; attempts: number; run_at: Date; dedupe_key: string };
    const mails = await db.query<Job & { last_error: string | null; max_attempts: number }>(
      `select * from jobs where kind = 'mail.send' order by attempts`,
    );
    expect(
      mails.map(({ id, payload, status, attempts, last_error, dedupe_key, max_attempts }) => ({
        id,
        payload,
        status,
        attempts,
        last_error,
        dedupe_key,
        max_attempts,
      })),
    ).toEqual([
      {
        id: PENDING,
        payload: { to: 'a@example.test', subject: 'Welcome', text: 'Your password: x1', html: '<p>x1</p>' },
        status: 'pending',
        attempts: 0,
        last_error: null,
        dedupe_key: null,
        max_attempts: 8,
      },
      {
        id: RETRYING,
        payload: { to: 'b@example.test', subject: 'Due', text: 'Soon', replyTo: 'grace@example.test' },
        status: 'pending',
        attempts: 2,
        last_error: '451 Mailbox unavailable',
        dedupe_key: 'mail:job-1:user-1',
        max_attempts: 8,
      },
    ]);
    expect(new Date(mails[1]!.run_at).toISOString()).toBe('2030-01-01T00:00:00.000Z');

    const entries = await db.query<Record<string, unknown>>(
      `select at, actor_id, actor_name, action, target_type, target_id, target_label, details from audit_log order by action`,
    );
    expect(entries.map(({ at: _at, ...rest }) => rest)).toEqual([
      {
        actor_id: ADMIN,
        actor_name: 'Ada Admin',
        action: 'contact-message.marked-read',
        target_type: 'contact-message',
        target_id: MESSAGE,
        target_label: 'Hello (Grace <grace@example.test>)',
        details: {},
      },
      {
        actor_id: ADMIN,
        actor_name: 'Ada Admin',
        action: 'course-category.reordered',
        target_type: 'course-category',
        target_id: null,
        target_label: null,
        details: {},
      },
      {
        actor_id: ADMIN,
        actor_name: 'Ada Admin',
        action: 'technology.updated',
        target_type: 'technology',
        target_id: TECH,
        target_label: 'Rust',
        details: { status: 'inactive' },
      },
    ]);
    // The entry is dated when its change was made, not when the migration ran.
    expect(new Date(entries[2]!.at as string).toISOString()).toBe('2026-01-02T03:04:05.000Z');
    // The waiting jobs are gone (they would never run again); a finished one stays until it is pruned.
    expect(await db.query(`select kind, status from jobs where kind like '%>audit'`)).toEqual([
      { kind: 'technology.changed>audit', status: 'done' },
    ]);
  });
});
