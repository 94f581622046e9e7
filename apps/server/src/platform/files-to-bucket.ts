import { createHash } from 'node:crypto';
import { pipeline, Transform } from 'node:stream';
import { and, asc, count, eq, gt, isNull, sum } from 'drizzle-orm';
import { fileChunks, files } from '../db/schema/files.ts';
import type { Db } from './db.ts';
import { findFile, openRange } from './files.ts';
import type { ObjectStorage } from './object-storage.ts';

// `npm run files:to-s3` (ADR 0039): moves the bytes of files kept in the database to the bucket, one file at a
// time — put, checked against the file's SHA-256, then the row switched and its chunks deleted in one short
// transaction — so a run stopped anywhere leaves every file readable, and the next run goes on where it stopped.

export type MoveProgress = { moved: number; bytes: number; failed: number };

/** Files whose bytes are still in the database, and their size. */
export async function filesInDatabase(db: Db): Promise<{ files: number; bytes: number }> {
  const [row] = await db
    .select({ files: count(), bytes: sum(files.size).mapWith(Number) })
    .from(files)
    .where(isNull(files.objectKey));
  return { files: row?.files ?? 0, bytes: row?.bytes ?? 0 };
}

const PER_QUERY = 50;
const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Moves up to `limit` files (all by default) from the database to the bucket, in id order; a file that fails is
 * left in the database, reported to `onFailed`, and the run goes on. Servers may run meanwhile: a download in
 * progress goes on from the bucket, and a file deleted meanwhile leaves no object behind.
 */
export async function moveFilesToBucket(
  db: Db,
  storage: ObjectStorage,
  options: {
    limit?: number;
    onProgress?: (progress: MoveProgress) => void;
    onFailed?: (fileId: string, error: Error) => void;
  } = {},
): Promise<MoveProgress> {
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const progress: MoveProgress = { moved: 0, bytes: 0, failed: 0 };
  let after = FIRST_ID;
  while (progress.moved < limit) {
    const batch = await db
      .select({ id: files.id })
      .from(files)
      .where(and(isNull(files.objectKey), gt(files.id, after)))
      .orderBy(asc(files.id))
      .limit(PER_QUERY);
    if (batch.length === 0) break;
    for (const { id } of batch) {
      if (progress.moved >= limit) break;
      after = id;
      try {
        const size = await moveFile(db, storage, id);
        if (size === null) continue;
        progress.moved++;
        progress.bytes += size;
        options.onProgress?.(progress);
      } catch (error) {
        progress.failed++;
        options.onFailed?.(id, error as Error);
      }
    }
  }
  return progress;
}

const notAsStored = () => new Error('its bytes in the database do not match its size and SHA-256: left there');

/** Moves one file; answers its size, or null when it was gone or moved already. */
async function moveFile(db: Db, storage: ObjectStorage, id: string): Promise<number | null> {
  const file = await findFile(db, id);
  if (!file || file.objectKey) return null;
  const key = storage.keyOf(id);
  const hash = createHash('sha256');
  let length = 0;
  const hashed = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      length += chunk.length;
      // More or fewer bytes than the length the put announced would leave the request hanging or cut.
      done(length > file.size ? notAsStored() : null, chunk);
    },
    flush: (done) => done(length === file.size ? null : notAsStored()),
  });
  // pipeline, not pipe: a failed read must fail the put rather than leave it waiting.
  const bytes = file.size > 0 ? pipeline(openRange(db, file, 0, file.size - 1), hashed, () => {}) : hashed.end();
  await storage.put(key, { stream: bytes, size: file.size, sha256: file.sha256, mimeType: file.mimeType });
  if (hash.digest('hex') !== file.sha256) {
    await storage.remove(key);
    throw notAsStored();
  }
  const switched = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(files)
      .set({ objectKey: key })
      .where(and(eq(files.id, id), isNull(files.objectKey)))
      .returning({ id: files.id });
    if (row) await tx.delete(fileChunks).where(eq(fileChunks.fileId, id));
    return row !== undefined;
  });
  if (switched) return file.size;
  // Deleted while it was put (no row: nothing would ever remove the object), or moved by another run (its key).
  if (!(await findFile(db, id))) await storage.remove(key);
  return null;
}
