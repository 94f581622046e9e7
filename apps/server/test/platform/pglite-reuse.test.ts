import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  openSnapshotPglite,
  pgliteVersion,
  snapshotInstancesIdle,
  snapshotInstancesStarted,
} from '../support/pglite-snapshot.ts';
import { users } from '../../src/db/schema/users.ts';
import { jobs } from '../../src/db/schema/jobs.ts';

// A test file's PGlite database reuses the instance of a file that closed before it (pglite-snapshot.ts): each file
// must still find the snapshot's state — no rows, no session settings, no objects a file made — and a closed
// database must refuse what a closed app still sends. PostgreSQL's databases are copies of a template: not here.
const rows = async (db: Awaited<ReturnType<typeof openSnapshotPglite>>['db'], query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

describe.skipIf(process.env.TEST_DATABASE_URL)('a test database on a reused PGlite instance', () => {
  it("keys its snapshot by PGlite's installed version, so an upgrade makes a new snapshot", () => {
    const installed = JSON.parse(
      readFileSync(new URL('../../../../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    expect(pgliteVersion()).toBe(installed.version);
  });

  it('starts as the snapshot: rows, sequences and session settings of the file before are gone', async () => {
    const first = await openSnapshotPglite();
    await first.db.insert(users).values({ name: 'Left Behind', email: 'left.behind@example.test', passwordHash: 'x' });
    await first.db.execute(sql`set statement_timeout = '12345ms'`);
    await first.db.execute(sql`create temporary table scratch (n int)`);
    const [sequence] = await rows(
      first.db,
      sql`select format('%I.%I', schemaname, sequencename) as name from pg_sequences where schemaname = 'public' limit 1`,
    );
    expect(sequence, 'the schema has a sequence to advance').toBeDefined();
    const nextBefore = await rows(first.db, sql`select nextval(${sequence!.name as string}) as n`);
    await first.close();

    const startedBefore = snapshotInstancesStarted();
    const second = await openSnapshotPglite();
    expect(snapshotInstancesStarted(), 'the closed instance is reused').toBe(startedBefore);
    expect(await second.db.select().from(users)).toEqual([]);
    expect(await second.db.select().from(jobs)).toEqual([]);
    expect((await rows(second.db, sql`show statement_timeout`))[0]).toEqual({ statement_timeout: '0' });
    expect(await rows(second.db, sql`select 1 from pg_class where relname = 'scratch'`)).toEqual([]);
    expect(await rows(second.db, sql`select nextval(${sequence!.name as string}) as n`)).toEqual(nextBefore);
    await second.close();
  });

  it('a file that changed the schema does not hand its instance on', async () => {
    // Two instances waiting, as after a file that had two databases open: the next opens take one of them.
    const [a, b] = [await openSnapshotPglite(), await openSnapshotPglite()];
    await Promise.all([a.close(), b.close()]);
    expect(snapshotInstancesIdle()).toBeGreaterThanOrEqual(2);
    const first = await openSnapshotPglite();
    await first.db.execute(sql`create table left_by_a_test (n int)`);
    const idleBefore = snapshotInstancesIdle();
    await first.close();
    expect(snapshotInstancesIdle(), 'the changed instance was closed, not put back').toBe(idleBefore);
    const second = await openSnapshotPglite();
    expect(await rows(second.db, sql`select 1 from pg_class where relname = 'left_by_a_test'`)).toEqual([]);
    const idleWhileOpen = snapshotInstancesIdle();
    await second.close();
    expect(snapshotInstancesIdle(), 'an unchanged one is put back').toBe(idleWhileOpen + 1);
  });

  it('a file that left a transaction open does not hand its instance on either', async () => {
    const first = await openSnapshotPglite();
    let release!: () => void;
    const held = first.db.transaction(async (tx) => {
      await tx.insert(users).values({ name: 'In Flight', email: 'in.flight@example.test', passwordHash: 'x' });
      await new Promise<void>((resolve) => (release = resolve));
    });
    await new Promise((r) => setTimeout(r, 50));
    const closing = first.close();
    release();
    await closing;
    await held.catch(() => undefined);
    const second = await openSnapshotPglite();
    expect(await second.db.select().from(users)).toEqual([]);
    await second.close();
  });

  it('a closed database refuses what a closed app still sends, instead of writing into the next file', async () => {
    const first = await openSnapshotPglite();
    await first.close();
    const second = await openSnapshotPglite();
    const refused = await first.db
      .select()
      .from(users)
      .then(
        () => null,
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(refused).toContain('this test database was closed');
    expect(await second.db.select().from(users)).toEqual([]);
    await second.close();
  });
});
