import { count, isNull } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fileChunks, files } from '../../src/db/schema/files.ts';
import { removeDeletedObjects } from '../../src/platform/files.ts';
import { createObjectStorage, objectStorageSettings } from '../../src/platform/object-storage.ts';
import { startS3Peer } from '../support/s3-peer.ts';
import type { TestApp } from '../support/test-app.ts';

// Every test of api/material-files.test.ts again, with the app's files in a real S3-compatible bucket (s3rver on
// loopback, ADR 0039): the file API behaves the same whichever store holds the bytes. Its app is made with the
// bucket's settings added; then this file checks that the bytes were in the bucket and nowhere else.
const made = vi.hoisted(() => ({ env: {} as Record<string, string>, app: null as TestApp | null }));
vi.mock(import('../support/test-app.ts'), async (importOriginal) => {
  const original = await importOriginal();
  return {
    ...original,
    fileTestApp: async (env = {}, options = {}) =>
      (made.app = await original.fileTestApp({ ...env, ...made.env }, options)),
  };
});

const peer = await startS3Peer();
made.env = peer.env;
afterAll(() => peer.close());

await import('../api/material-files.test.ts');

describe('material files on S3-compatible storage', () => {
  it('kept every file in the bucket, none in the database; removed files leave the bucket after the commit', async () => {
    const t = made.app!;
    expect(t.env.FILES_S3_BUCKET).toBe(peer.env.FILES_S3_BUCKET);
    expect((await t.db.select({ n: count() }).from(files))[0]!.n).toBeGreaterThan(10);
    expect(await t.db.select({ id: files.id }).from(files).where(isNull(files.objectKey))).toEqual([]);
    expect((await t.db.select({ n: count() }).from(fileChunks))[0]!.n).toBe(0);

    // The tests above removed materials, thumbnails and orphans: their objects are still there until the removal.
    const named = (await t.db.select({ key: files.objectKey }).from(files)).map((f) => f.key!).sort();
    const before = await peer.keys();
    expect(before).toEqual(expect.arrayContaining(named));
    expect(before.length).toBeGreaterThan(named.length);
    const storage = createObjectStorage(objectStorageSettings(t.env)!);
    try {
      expect(await removeDeletedObjects(t.db, storage)).toBe(before.length - named.length);
      expect(await peer.keys()).toEqual(named);
      expect(await removeDeletedObjects(t.db, storage)).toBe(0);
    } finally {
      storage.close();
    }
  });
});
