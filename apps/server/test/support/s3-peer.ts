import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export type S3Peer = Awaited<ReturnType<typeof startS3Peer>>;

/**
 * A real S3-compatible server (s3rver) on loopback with one empty bucket, its objects in a temporary folder:
 * `env` is what a server needs to keep its files there (ADR 0039). It is read here with a client of its own, not
 * through the code under test.
 */
export async function startS3Peer(bucket = 'talentpath-files') {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'talentpath-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  return {
    env: {
      FILES_S3_BUCKET: bucket,
      FILES_S3_ENDPOINT: endpoint,
      FILES_S3_REGION: 'us-east-1',
      FILES_S3_ACCESS_KEY_ID: credentials.accessKeyId,
      FILES_S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      FILES_S3_FORCE_PATH_STYLE: 'true',
    },
    /** Every key in the bucket, sorted. */
    async keys(): Promise<string[]> {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
        keys.push(...(page.Contents ?? []).map((o) => o.Key!));
        ContinuationToken = page.NextContinuationToken;
      } while (ContinuationToken);
      return keys.sort();
    },
    /** An object's bytes, or null when there is none under the key. */
    async bytes(key: string): Promise<Buffer | null> {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await res.Body!.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
