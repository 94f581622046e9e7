import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { asc, count, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileChunks, files, removedFileObjects } from '../../src/db/schema/files.ts';
import { loadEnv } from '../../src/env.ts';
import { type Database, openDatabase } from '../../src/platform/db.ts';
import {
  configureFileStorage,
  findFile,
  openRange,
  removeDeletedObjects,
  removeFiles,
  storeBytes,
} from '../../src/platform/files.ts';
import { moveFilesToBucket } from '../../src/platform/files-to-bucket.ts';
import { createJobs } from '../../src/platform/jobs.ts';
import { createObjectStorage, objectStorageSettings } from '../../src/platform/object-storage.ts';
import { adminQuery, dropDatabase } from '../support/pg-admin.ts';
import { type S3Peer, startS3Peer } from '../support/s3-peer.ts';
import { openTestDatabase } from '../support/test-app.ts';
import { killAll, removeTempFolders, spawnTs, tempFolder } from '../support/processes.ts';

// Files on S3-compatible storage (ADR 0039) against a real server on loopback (s3rver): what the file API tests
// (material-files-s3.test.ts) do not reach — files kept either way read alike, a file moved while it is read,
// removals that roll back — and `npm run files:to-s3`, run as the command it is, on PostgreSQL with
// TEST_DATABASE_URL and on the embedded database otherwise.
const url = process.env.TEST_DATABASE_URL;
const databases: string[] = [];
let peer: S3Peer;
beforeAll(async () => {
  peer = await startS3Peer();
});
afterAll(async () => {
  await killAll();
  await peer?.close();
  for (const name of databases) await dropDatabase(name);
  removeTempFolders();
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const settings = () => objectStorageSettings(loadEnv({ ...peer.env, DATA_DIR: tempFolder('tp-s3-env-') }))!;
const useBucket = (database: Database) =>
  configureFileStorage(loadEnv({ ...peer.env, DATA_DIR: tempFolder('tp-s3-env-') }), {
    db: database.db,
    jobs: createJobs({ db: database.db, log: pino({ level: 'silent' }) }),
  });
const useDatabase = (database: Database) =>
  configureFileStorage(loadEnv({ DATA_DIR: tempFolder('tp-s3-env-') }), {
    db: database.db,
    jobs: createJobs({ db: database.db, log: pino({ level: 'silent' }) }),
  });
const store = (database: Database, bytes: Uint8Array, name = 'handout.pdf') =>
  database.db.transaction((tx) => storeBytes(tx, { name, mimeType: 'application/pdf', bytes, createdBy: null }));
async function readAll(stream: Readable) {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}
async function readFile(database: Database, id: string, start?: number, end?: number) {
  const file = (await findFile(database.db, id))!;
  return readAll(openRange(database.db, file, start ?? 0, end ?? file.size - 1));
}

describe('files in a bucket and in the database, side by side', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ database, drop } = await openTestDatabase()));
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it('stores new files in the bucket once configured; reads both kinds whole and by range', async () => {
    const old = new Uint8Array(randomBytes(700_000));
    const fresh = new Uint8Array(randomBytes(300_000));
    useDatabase(database);
    const inDatabase = await store(database, old);
    const close = useBucket(database);
    try {
      const inBucket = await store(database, fresh);
      const [a, b] = [(await findFile(database.db, inDatabase))!, (await findFile(database.db, inBucket))!];
      expect(a.objectKey).toBeNull();
      expect(b).toMatchObject({ objectKey: inBucket, size: fresh.length, sha256: sha256(fresh) });
      expect(await peer.bytes(inBucket)).toEqual(Buffer.from(fresh));
      expect(
        (await database.db.select({ n: count() }).from(fileChunks).where(eq(fileChunks.fileId, inBucket)))[0]!.n,
      ).toBe(0);

      expect((await readFile(database, inDatabase)).equals(Buffer.from(old))).toBe(true);
      expect((await readFile(database, inBucket)).equals(Buffer.from(fresh))).toBe(true);
      expect(
        (await readFile(database, inBucket, 262_100, 262_200)).equals(Buffer.from(fresh.subarray(262_100, 262_201))),
      ).toBe(true);
      expect((await readFile(database, inBucket, 299_999, 299_999))[0]).toBe(fresh[299_999]);
    } finally {
      close();
    }
  });

  it('a file moved to the bucket while it is read is read on from there, byte for byte', async () => {
    useDatabase(database);
    const bytes = new Uint8Array(randomBytes(3 * 1024 * 1024 + 5));
    const id = await store(database, bytes);
    const close = useBucket(database);
    try {
      const stream = openRange(database.db, (await findFile(database.db, id))!, 10, bytes.length - 1);
      stream.pause();
      await once(stream, 'readable');
      const first = stream.read() as Buffer; // the first MiB, from the database
      const storage = createObjectStorage(settings());
      try {
        expect(await moveFilesToBucket(database.db, storage)).toMatchObject({ moved: 2, failed: 0 });
      } finally {
        storage.close();
      }
      expect((await findFile(database.db, id))!.objectKey).toBe(id);
      const rest = await readAll(stream);
      expect(Buffer.concat([first, rest]).equals(Buffer.from(bytes.subarray(10)))).toBe(true);
    } finally {
      close();
    }
  });

  it('removes an object after the removal commits, never after one that rolls back', async () => {
    const close = useBucket(database);
    const storage = createObjectStorage(settings());
    try {
      const id = await store(database, new Uint8Array([1, 2, 3]));
      const kept = await database.db
        .transaction(async (tx) => {
          await removeFiles(tx, [id]);
          throw new Error('rolled back');
        })
        .catch((error: Error) => error.message);
      expect(kept).toBe('rolled back');
      expect(await database.db.select().from(removedFileObjects)).toEqual([]);
      expect(await removeDeletedObjects(database.db, storage)).toBe(0);
      expect(await peer.bytes(id)).toEqual(Buffer.from([1, 2, 3]));

      await database.db.transaction((tx) => removeFiles(tx, [id]));
      expect(await database.db.select({ key: removedFileObjects.objectKey }).from(removedFileObjects)).toEqual([
        { key: id },
      ]);
      expect(await removeDeletedObjects(database.db, storage)).toBe(1);
      expect(await peer.bytes(id)).toBeNull();
      expect(await database.db.select().from(removedFileObjects)).toEqual([]);
    } finally {
      storage.close();
      close();
    }
  });
});

describe(`npm run files:to-s3, on ${url ? 'PostgreSQL' : 'the embedded database'}`, () => {
  it('moves every file, checked against its SHA-256; stops and resumes; a second run moves nothing', {
    timeout: 240_000,
  }, async () => {
    const dataDir = tempFolder('tp-files-to-s3-');
    const env: Record<string, string> = { DATA_DIR: dataDir, ...peer.env };
    if (url) {
      const name = `tp_files_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
      await adminQuery(`create database ${name}`);
      databases.push(name);
      const target = new URL(url);
      target.pathname = `/${name}`;
      env.DATABASE_URL = target.toString();
    }
    // Opened only between runs of the command: the embedded database serves one process at a time.
    const withDatabase = async <T>(work: (database: Database) => Promise<T>) => {
      const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
      try {
        return await work(database);
      } finally {
        await database.close();
      }
    };
    const run = async (...args: string[]) => {
      const child = spawnTs('src/platform/files-to-s3-cli.ts', args, env);
      const exit = await child.exitWithin(60_000);
      return { exit, out: child.stdout(), err: child.stderr() };
    };

    // The bucket holds the first tests' objects too: only the new keys count here.
    const earlier = new Set(await peer.keys());
    const keys = async () => (await peer.keys()).filter((key) => !earlier.has(key));
    const sizes = [0, 1, 600_000, 2 * 1024 * 1024 + 1, 5_000, 70_000];
    const ids = await withDatabase(async (database) => {
      useDatabase(database);
      const stored = [];
      for (const size of sizes) {
        const bytes = new Uint8Array(randomBytes(size));
        stored.push({ id: await store(database, bytes), bytes });
      }
      // Sorted as the command goes (by id): a run limited to two moves the first two.
      stored.sort((a, b) => a.id.localeCompare(b.id));
      // A crash between the put and the switch leaves the third one's object in the bucket, still in the database.
      const storage = createObjectStorage(settings());
      const { id, bytes } = stored[2]!;
      await storage.put(id, { bytes, size: bytes.length, sha256: sha256(bytes), mimeType: 'application/pdf' });
      storage.close();
      return stored;
    });

    const first = await run('--limit', '2');
    expect(first.exit, first.out + first.err).toEqual({ code: 0, signal: null });
    expect(first.out).toMatch(/^6 files \(2\.[67] MiB\) in the database; moving them to bucket talentpath-files\.$/m);
    expect(first.out).toMatch(/^Moved 2 files \(.* MiB\); 0 failed; 4 left in the database\.$/m);
    expect(await keys()).toEqual([ids[0]!.id, ids[1]!.id, ids[2]!.id].sort());

    // Between runs: one file whose bytes in the database no longer match its SHA-256, and one deleted.
    const [corrupt, gone] = ids.slice(3).filter((f) => f.bytes.length > 0);
    await withDatabase(async (database) => {
      await database.db.execute(
        sql`update file_chunks set data = set_byte(data, 0, (get_byte(data, 0) + 1) % 256)
            where file_id = ${corrupt!.id} and "index" = 0`,
      );
      await database.db.transaction((tx) => removeFiles(tx, [gone!.id]));
    });
    const second = await run();
    expect(second.exit, second.out + second.err).toEqual({ code: 1, signal: null });
    expect(second.err).toContain(
      `file ${corrupt!.id} not moved: its bytes in the database do not match its size and SHA-256`,
    );
    expect(second.out).toMatch(/^Moved 2 files \(.* MiB\); 1 failed; 1 left in the database\.$/m);

    const third = await run();
    expect(third.exit).toEqual({ code: 1, signal: null });
    expect(third.out).toMatch(/^Moved 0 files \(0\.0 MiB\); 1 failed; 1 left in the database\.$/m);

    const moved = ids.filter((f) => f !== corrupt && f !== gone);
    expect(await keys()).toEqual(moved.map((f) => f.id).sort());
    for (const f of moved)
      expect(await peer.bytes(f.id), `file of ${f.bytes.length} bytes`).toEqual(Buffer.from(f.bytes));
    await withDatabase(async (database) => {
      const rows = await database.db
        .select({ id: files.id, objectKey: files.objectKey })
        .from(files)
        .orderBy(asc(files.id));
      expect(rows).toEqual(
        ids.filter((f) => f !== gone).map((f) => ({ id: f.id, objectKey: f === corrupt ? null : f.id })),
      );
      const chunksLeft = await database.db.selectDistinct({ id: fileChunks.fileId }).from(fileChunks);
      expect(chunksLeft).toEqual([{ id: corrupt!.id }]);
      // What the servers then read comes from the bucket.
      const close = useBucket(database);
      try {
        for (const f of moved) expect((await readFile(database, f.id)).equals(Buffer.from(f.bytes))).toBe(true);
      } finally {
        close();
      }
    });
  });

  it('refuses to run without a bucket', { timeout: 60_000 }, async () => {
    const child = spawnTs('src/platform/files-to-s3-cli.ts', [], { DATA_DIR: tempFolder('tp-files-to-s3-') });
    expect(await child.exitWithin(30_000)).toEqual({ code: 1, signal: null });
    expect(child.stderr()).toContain('FILES_S3_BUCKET is not set');
  });
});
