import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { FILE_EMPTY } from '@talentpath/contracts/learning-messages';
import { fileChunks, files } from '../db/schema/files.ts';
import type { Db, Tx } from './db.ts';
import { AppError } from './errors.ts';
import { detectFileType, type FileTypeKey } from './file-types.ts';

// The file store (ADR 0033): files live in the database, in 256 KiB chunks, written and removed in the transaction
// of what points to them. Modules use only store / open a range / remove, so the store can move to object storage
// without touching them.

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

/**
 * Stores bytes already in memory (generated files: demo data) as a file, chunked and hashed like an upload, and
 * answers its id. No type detection: the caller vouches for `mimeType`. Call it inside the transaction of what
 * will point to the file.
 */
export async function storeBytes(tx: Executor, file: NewFile & { bytes: Uint8Array }): Promise<string> {
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const [row] = await tx
    .insert(files)
    .values({
      name: cleanFileName(file.name),
      mimeType: file.mimeType,
      size: file.bytes.length,
      sha256,
      chunkSize: CHUNK_SIZE,
      createdBy: file.createdBy,
    })
    .returning({ id: files.id });
  await writeChunks(tx, row!.id, slices(file.bytes));
  return row!.id;
}

/** Removes files with their chunks (the chunks go by the key's cascade). */
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
 * Spools an upload stream to a temporary file (never the whole file in memory), counting and hashing it: past
 * `maxBytes` it writes no more and answers 413 FILE_TOO_LARGE; an empty file is 400; then the type is detected
 * from the bytes (file-types.ts). The temporary file is removed on every failure; on success the caller disposes
 * of it.
 */
export async function receiveUpload(
  source: Readable,
  options: { name: string; maxBytes: number; accept: readonly FileTypeKey[] },
): Promise<Upload> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'talentpath-upload-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    const file = path.join(dir, 'upload');
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
  const [row] = await tx
    .insert(files)
    .values({
      name: upload.name,
      mimeType: upload.mimeType,
      size: upload.size,
      sha256: upload.sha256,
      chunkSize: CHUNK_SIZE,
      createdBy,
    })
    .returning({ id: files.id });
  await writeChunks(tx, row!.id, pieces(upload.path));
  return row!.id;
}

// --- Reading ---

export type StoredFile = Pick<typeof files.$inferSelect, 'id' | 'name' | 'mimeType' | 'size' | 'sha256' | 'chunkSize'>;

/** Chunks fetched per query while streaming: 1 MiB at a time. */
const CHUNKS_PER_READ = 4;

/**
 * The bytes `start..end` (inclusive) of a stored file as a stream, reading only the chunks the range covers, a
 * few per query. A file removed meanwhile ends the stream with an error (the response is cut, never padded).
 */
export function openRange(db: Executor, file: StoredFile, start: number, end: number): Readable {
  async function* read() {
    const last = Math.floor(end / file.chunkSize);
    for (let index = Math.floor(start / file.chunkSize); index <= last; index += CHUNKS_PER_READ) {
      const upTo = Math.min(last, index + CHUNKS_PER_READ - 1);
      const rows = await db
        .select({ index: fileChunks.index, data: sql<string>`encode(${fileChunks.data}, 'base64')` })
        .from(fileChunks)
        .where(and(eq(fileChunks.fileId, file.id), gte(fileChunks.index, index), lte(fileChunks.index, upTo)))
        .orderBy(asc(fileChunks.index));
      if (rows.length !== upTo - index + 1) throw new Error(`file ${file.id} changed while it was read`);
      for (const row of rows) {
        const data = Buffer.from(row.data, 'base64');
        const offset = row.index * file.chunkSize;
        yield data.subarray(Math.max(start - offset, 0), Math.min(end - offset + 1, data.length));
      }
    }
  }
  return Readable.from(read(), { objectMode: false });
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
    })
    .from(files)
    .where(eq(files.id, id));
  return row ?? null;
}
