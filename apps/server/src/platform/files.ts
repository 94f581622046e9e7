import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { FILE_EMPTY } from '@talentpath/contracts/learning-messages';
import { fileChunks, files, removedFileObjects } from '../db/schema/files.ts';
import type { Env } from '../env.ts';
import type { Db, Tx } from './db.ts';
import { AppError } from './errors.ts';
import { detectFileType, type FileTypeKey } from './file-types.ts';
import type { Jobs } from './jobs.ts';
import { createObjectStorage, type ObjectStorage, objectStorageSettings } from './object-storage.ts';
import { newSpoolFile } from './upload-spool.ts';

// The file store (ADR 0033): files live in the database, in 256 KiB chunks, written and removed in the transaction
// of what points to them. Modules use only store / open a range / remove. With FILES_S3_BUCKET set (ADR 0039) a
// new file's row still is written in that transaction, and its bytes go to the bucket; each row says where its
// bytes are, so files kept either way are read alike (and `npm run files:to-s3` moves the old ones).

/** Bytes per `file_chunks` row. */
export const CHUNK_SIZE = 256 * 1024;
/** Chunks written per INSERT: a few MiB per statement, never a whole 100 MiB file. */
const CHUNKS_PER_INSERT = 8;

type Executor = Db | Tx;

export type NewFile = {
  /** Shown and offered on download; cleaned here. */
  name: string;
  /** The caller vouches for it (storeBytes), or it was detected from the content (uploads). */
  mimeType: string;
  createdBy: string | null;
};

/**
 * Bytes cross the driver as base64 text (`decode` / `encode` in SQL) rather than as bytea values: PGlite turns a
 * bytea into a JS array byte by byte (1 MiB read in ~150 ms, written in ~250 ms), while base64 costs it ~10 ms;
 * on PostgreSQL it also moves a third less than bytea's hex text form.
 */
const asBase64 = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('base64');

async function insertChunks(tx: Executor, fileId: string, batch: { index: number; data: Uint8Array }[]) {
  const rows = batch.map((c) => sql`(${fileId}::uuid, ${c.index}::int, decode(${asBase64(c.data)}, 'base64'))`);
  await tx.execute(sql`insert into file_chunks (file_id, "index", data) values ${sql.join(rows, sql`, `)}`);
}

/** Writes numbered chunks, a few rows per statement. */
async function writeChunks(tx: Executor, fileId: string, chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>) {
  let batch: { index: number; data: Uint8Array }[] = [];
  let index = 0;
  for await (const data of chunks) {
    batch.push({ index: index++, data });
    if (batch.length === CHUNKS_PER_INSERT) {
      await insertChunks(tx, fileId, batch);
      batch = [];
    }
  }
  if (batch.length > 0) await insertChunks(tx, fileId, batch);
}

function* slices(bytes: Uint8Array) {
  for (let start = 0; start < bytes.length; start += CHUNK_SIZE) yield bytes.subarray(start, start + CHUNK_SIZE);
}

// --- Where the bytes go ---

let bucket: ObjectStorage | null = null;

/**
 * Where this process keeps new files, from the environment: the bucket FILES_S3_BUCKET names, or the database.
 * With a bucket, the removal of objects whose rows are gone is scheduled too. Called once, by app.ts (the last
 * call wins: one setting per process); answers what closes the bucket's client.
 */
export function configureFileStorage(env: Env, { db, jobs }: { db: Db; jobs: Jobs }): () => void {
  const settings = objectStorageSettings(env);
  const storage = settings ? createObjectStorage(settings) : null;
  bucket = storage;
  if (!storage) return () => {};
  jobs.schedule('files.remove-objects', { everyMs: REMOVE_OBJECTS_EVERY_MS }, async () => {
    await removeDeletedObjects(db, storage);
  });
  return () => {
    if (bucket === storage) bucket = null;
    storage.close();
  };
}

/** How often objects whose file rows were deleted are removed from the bucket. */
const REMOVE_OBJECTS_EVERY_MS = 5 * 60_000;
/** Objects removed per query of `removed_file_objects`, and at once. */
const REMOVALS_PER_BATCH = 200;
const REMOVALS_AT_ONCE = 8;

/**
 * Removes from the bucket the objects whose file rows have been deleted (the trigger recorded their keys in the
 * deleting transaction, so a rolled-back deletion leaves nothing here), then their records. Safe to run twice:
 * an object already gone is no error. Answers how many it removed.
 */
export async function removeDeletedObjects(db: Db, storage: ObjectStorage): Promise<number> {
  let removed = 0;
  for (;;) {
    const batch = await db
      .select({ key: removedFileObjects.objectKey })
      .from(removedFileObjects)
      .orderBy(asc(removedFileObjects.removedAt))
      .limit(REMOVALS_PER_BATCH);
    if (batch.length === 0) return removed;
    const keys = batch.map((row) => row.key);
    for (let at = 0; at < keys.length; at += REMOVALS_AT_ONCE)
      await Promise.all(keys.slice(at, at + REMOVALS_AT_ONCE).map((key) => storage.remove(key)));
    await db.delete(removedFileObjects).where(inArray(removedFileObjects.objectKey, keys));
    removed += keys.length;
  }
}

type NewRow = NewFile & { size: number; sha256: string };

/**
 * Writes a file's row and its bytes (to the bucket when one is configured, else as chunks in the same
 * transaction) and answers its id. An object put for a transaction that then rolls back stays in the bucket
 * unnamed by any row (ADR 0039).
 */
async function storeFile(
  tx: Executor,
  row: NewRow,
  content: { path: string } | { bytes: Uint8Array },
  chunks: () => AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
): Promise<string> {
  const id = randomUUID();
  const storage = bucket;
  const objectKey = storage ? storage.keyOf(id) : null;
  await tx.insert(files).values({ id, ...row, chunkSize: CHUNK_SIZE, objectKey });
  if (storage)
    await storage.put(objectKey!, { ...content, size: row.size, sha256: row.sha256, mimeType: row.mimeType });
  else await writeChunks(tx, id, chunks());
  return id;
}

/**
 * Stores bytes already in memory (generated files: demo data) as a file, chunked and hashed like an upload, and
 * answers its id. No type detection: the caller vouches for `mimeType`. Call it inside the transaction of what
 * will point to the file.
 */
export async function storeBytes(tx: Executor, file: NewFile & { bytes: Uint8Array }): Promise<string> {
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const row = { ...file, name: cleanFileName(file.name), size: file.bytes.length, sha256 };
  return storeFile(tx, row, { bytes: file.bytes }, () => slices(file.bytes));
}

/**
 * Removes files with their chunks (the chunks go by the key's cascade); bytes in the bucket are removed after
 * the commit (removeDeletedObjects).
 */
export async function removeFiles(tx: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await tx.delete(files).where(inArray(files.id, [...ids]));
}

const FILE_NAME_MAX = 200;
/** Control characters, bidi overrides (a name could show as `exe.pdf`) and lone surrogates. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const UNSAFE_IN_NAMES = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]|[\ud800-\udfff]/gu;

/**
 * A file name safe to show and to put in Content-Disposition: the last path part only, no control or bidi
 * characters, at most 200 characters (the extension kept), never empty.
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = base.replace(UNSAFE_IN_NAMES, '').trim();
  const name = cleaned.replace(/^\.+$/, '');
  if (!name) return 'file';
  const chars = [...name];
  if (chars.length <= FILE_NAME_MAX) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  return chars.slice(0, FILE_NAME_MAX - [...extension].length).join('') + extension;
}

// --- Uploads ---

/** An upload spooled to a temporary file, checked and ready to store; `dispose` removes the temporary file. */
export type Upload = {
  path: string;
  name: string;
  mimeType: string;
  size: number;
  sha256: string;
  dispose: () => Promise<void>;
};

/**
 * Spools an upload stream to a file in this process's spool folder (upload-spool.ts; never the whole file in
 * memory), counting and hashing it: past `maxBytes` it writes no more and answers 413 FILE_TOO_LARGE; an empty
 * file is 400; then the type is detected from the bytes (file-types.ts). The spooled file is removed on every
 * failure; on success the caller disposes of it.
 */
export async function receiveUpload(
  source: Readable,
  options: { name: string; maxBytes: number; accept: readonly FileTypeKey[] },
): Promise<Upload> {
  const file = await newSpoolFile();
  const dispose = () => rm(file, { force: true });
  try {
    const hash = createHash('sha256');
    let size = 0;
    // Past the limit the rest is read and dropped rather than refused mid-stream: the browser is still sending,
    // and a connection cut under it shows a network error instead of the 413. The parser cuts a part off one byte
    // past the limit, so there is little rest to read.
    const count = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > options.maxBytes) return done();
        hash.update(chunk);
        done(null, chunk);
      },
    });
    await pipeline(source, count, createWriteStream(file));
    if (size > options.maxBytes) throw new AppError('FILE_TOO_LARGE');
    if (size === 0) throw emptyFile();
    const name = cleanFileName(options.name);
    const mimeType = await detectFileType(file, name, options.accept);
    return { path: file, name, mimeType, size, sha256: hash.digest('hex'), dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

const emptyFile = () =>
  new AppError('VALIDATION', { message: FILE_EMPTY, details: [{ path: 'file', message: FILE_EMPTY }] });

/** Reads a file on disk in chunk-sized pieces. */
async function* pieces(file: string) {
  let pending: Buffer[] = [];
  let length = 0;
  for await (const data of createReadStream(file, { highWaterMark: CHUNK_SIZE }) as AsyncIterable<Buffer>) {
    pending.push(data);
    length += data.length;
    while (length >= CHUNK_SIZE) {
      const all = Buffer.concat(pending);
      yield all.subarray(0, CHUNK_SIZE);
      pending = [all.subarray(CHUNK_SIZE)];
      length -= CHUNK_SIZE;
    }
  }
  if (length > 0) yield Buffer.concat(pending);
}

/** Stores a received upload in the caller's transaction and answers the new file's id. */
export async function storeUpload(tx: Executor, upload: Upload, createdBy: string | null): Promise<string> {
  const { name, mimeType, size, sha256 } = upload;
  return storeFile(tx, { name, mimeType, size, sha256, createdBy }, { path: upload.path }, () => pieces(upload.path));
}

// --- Reading ---

export type StoredFile = Pick<
  typeof files.$inferSelect,
  'id' | 'name' | 'mimeType' | 'size' | 'sha256' | 'chunkSize' | 'objectKey'
>;

/** Chunks fetched per query while streaming: 1 MiB at a time. */
const CHUNKS_PER_READ = 4;

/**
 * The bytes `start..end` (inclusive) of a stored file as a stream: from the database, reading only the chunks the
 * range covers, a few per query; or from the bucket, checking every few chunks that the row is still there. So
 * either way a file removed meanwhile ends the stream with an error (the response is cut, never padded); one
 * moved to the bucket meanwhile (files:to-s3) is read on from there.
 */
export function openRange(db: Executor, file: StoredFile, start: number, end: number): Readable {
  async function* read() {
    if (end < start) return;
    if (file.objectKey) return yield* fromBucket(db, file, file.objectKey, start, end);
    const last = Math.floor(end / file.chunkSize);
    for (let index = Math.floor(start / file.chunkSize); index <= last; index += CHUNKS_PER_READ) {
      const upTo = Math.min(last, index + CHUNKS_PER_READ - 1);
      const rows = await db
        .select({ index: fileChunks.index, data: sql<string>`encode(${fileChunks.data}, 'base64')` })
        .from(fileChunks)
        .where(and(eq(fileChunks.fileId, file.id), gte(fileChunks.index, index), lte(fileChunks.index, upTo)))
        .orderBy(asc(fileChunks.index));
      if (rows.length !== upTo - index + 1) {
        const moved = await findFile(db, file.id);
        if (!moved?.objectKey || moved.sha256 !== file.sha256) throw changed(file);
        return yield* fromBucket(db, file, moved.objectKey, Math.max(start, index * file.chunkSize), end);
      }
      for (const row of rows) {
        const data = Buffer.from(row.data, 'base64');
        const offset = row.index * file.chunkSize;
        yield data.subarray(Math.max(start - offset, 0), Math.min(end - offset + 1, data.length));
      }
    }
  }
  return Readable.from(read(), { objectMode: false });
}

const changed = (file: StoredFile) => new Error(`file ${file.id} changed while it was read`);

/** The range from the bucket; past every CHUNKS_PER_READ chunks' worth of bytes, the row must still be there. */
async function* fromBucket(db: Executor, file: StoredFile, key: string, start: number, end: number) {
  if (!bucket) throw new Error(`the file's bytes are in a bucket (key ${key}) but FILES_S3_BUCKET is not set`);
  const body = await bucket.read(key, start, end);
  let unchecked = 0;
  for await (const data of body as AsyncIterable<Buffer>) {
    unchecked += data.length;
    if (unchecked > CHUNKS_PER_READ * CHUNK_SIZE) {
      unchecked = data.length;
      const [row] = await db.select({ id: files.id }).from(files).where(eq(files.id, file.id));
      if (!row) throw changed(file);
    }
    yield data;
  }
}

/** A stored file's description (not its bytes), or null. */
export async function findFile(db: Executor, id: string): Promise<StoredFile | null> {
  const [row] = await db
    .select({
      id: files.id,
      name: files.name,
      mimeType: files.mimeType,
      size: files.size,
      sha256: files.sha256,
      chunkSize: files.chunkSize,
      objectKey: files.objectKey,
    })
    .from(files)
    .where(eq(files.id, id));
  return row ?? null;
}
