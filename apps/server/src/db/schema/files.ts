import { sql } from 'drizzle-orm';
import { bigint, check, customType, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Uploaded files (ADR 0033): kept in the database (or their bytes in a bucket, ADR 0039), so every server of a deployment reads the same bytes and a file
 * is written, replaced or removed in the same transaction as what points to it. The content is in `file_chunks`;
 * a row here is only ever pointed to by one thing (a material, a course thumbnail, the logo, a profile photo: ADR
 * 0061, a forum picture: ADR 0069), which removes it with itself.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The uploader's file name, cleaned (shown, and offered when it is downloaded). */
    name: text('name').notNull(),
    /** As found in the content (file-type), never as the uploader declared it. */
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Hex SHA-256 of the content: the ETag. */
    sha256: text('sha256').notNull(),
    chunkSize: integer('chunk_size').notNull(),
    /**
     * Where the bytes are: null in `file_chunks`, else the key of the object in the bucket (FILES_S3_BUCKET, ADR
     * 0039). Deleting a row whose bytes are in the bucket records the key in `removed_file_objects` (a trigger).
     */
    objectKey: text('object_key'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('files_size_check', sql`${t.size} >= 0`), check('files_chunk_size_check', sql`${t.chunkSize} > 0`)],
);

/** A file's bytes in fixed-size pieces, numbered from 0: a range request reads only the pieces it covers. */
export const fileChunks = pgTable(
  'file_chunks',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.index] })],
);

/**
 * Objects whose file row is gone (written by the trigger `files_object_removed`, in the transaction that deletes
 * the row, whichever code deletes it): files.ts removes them from the bucket after the commit, then the row here.
 */
export const removedFileObjects = pgTable('removed_file_objects', {
  objectKey: text('object_key').primaryKey(),
  removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
});
