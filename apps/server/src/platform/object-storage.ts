import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Env } from '../env.ts';

// An S3-compatible bucket (ADR 0039): where files.ts puts new files' bytes when FILES_S3_BUCKET is set. Only this
// file talks to the client; files.ts decides what goes where.

export type ObjectStorageSettings = {
  bucket: string;
  /** Prepended to every key (a bucket shared with other things); '' by default. */
  prefix: string;
  /** Absent: AWS's own endpoint for the region. */
  endpoint?: string;
  region: string;
  /** Bucket in the path (`https://host/bucket/key`) rather than in the host name: most self-hosted servers. */
  forcePathStyle: boolean;
  /** Absent: the SDK's default chain (environment, instance or pod role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** What is put: a file on disk (an upload), a stream or bytes in memory, with its size and SHA-256 (hex). */
export type ObjectContent = ({ path: string } | { stream: Readable } | { bytes: Uint8Array }) & {
  size: number;
  sha256: string;
  mimeType: string;
};

export type ObjectStorage = {
  settings: ObjectStorageSettings;
  /** The key a file's bytes are kept under. */
  keyOf: (fileId: string) => string;
  /** Stores the object with the SHA-256 given as its checksum (S3 refuses bytes that do not match it). */
  put: (key: string, content: ObjectContent) => Promise<void>;
  /** The bytes `start..end` (inclusive); rejects when the object is missing or answers another length. */
  read: (key: string, start: number, end: number) => Promise<Readable>;
  /** Removes an object; one already gone is no error. */
  remove: (key: string) => Promise<void>;
  close: () => void;
};

/** The bucket the environment names, or null (files stay in the database). */
export function objectStorageSettings(env: Env): ObjectStorageSettings | null {
  if (!env.FILES_S3_BUCKET) return null;
  return {
    bucket: env.FILES_S3_BUCKET,
    prefix: env.FILES_S3_PREFIX,
    endpoint: env.FILES_S3_ENDPOINT,
    region: env.FILES_S3_REGION,
    forcePathStyle: env.FILES_S3_FORCE_PATH_STYLE,
    credentials:
      env.FILES_S3_ACCESS_KEY_ID && env.FILES_S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.FILES_S3_ACCESS_KEY_ID, secretAccessKey: env.FILES_S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

export function createObjectStorage(settings: ObjectStorageSettings): ObjectStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: the SDK's default (a CRC trailer on every upload) is refused by many
    // S3-compatible servers. Each put carries our own SHA-256 instead, which the server checks.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable endpoint fails a request in seconds; a read whose reader stopped taking bytes (a paused video)
    // frees its connection after a minute, and the browser asks for the rest by range. Downloads at once: many.
    requestHandler: {
      connectionTimeout: 5_000,
      socketTimeout: 60_000,
      httpAgent: { maxSockets: 256 },
      httpsAgent: { maxSockets: 256 },
    },
  });
  const Bucket = settings.bucket;
  return {
    settings,
    keyOf: (fileId) => `${settings.prefix}${fileId}`,
    async put(Key, content) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key,
          Body:
            'path' in content ? createReadStream(content.path) : 'stream' in content ? content.stream : content.bytes,
          ContentLength: content.size,
          ContentType: content.mimeType,
          ChecksumSHA256: Buffer.from(content.sha256, 'hex').toString('base64'),
        }),
      );
    },
    async read(Key, start, end) {
      const res = await client.send(new GetObjectCommand({ Bucket, Key, Range: `bytes=${start}-${end}` }));
      const body = res.Body as Readable;
      if (res.ContentLength !== end - start + 1) {
        body.destroy();
        throw new Error(`object ${Key} answered ${res.ContentLength} bytes for the range ${start}-${end}`);
      }
      return body;
    },
    async remove(Key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key }));
      } catch (error) {
        if (!(error instanceof NoSuchKey || (error instanceof S3ServiceException && error.name === 'NotFound')))
          throw error;
      }
    },
    close: () => client.destroy(),
  };
}
