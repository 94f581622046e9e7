import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from './db.ts';
import { openRange, type StoredFile } from './files.ts';
import { FILE_HEADERS } from './security-headers.ts';

/**
 * Sends a stored image whole, inline (an image checked by its content when it was uploaded: the logo, a profile
 * photo): its ETag (the SHA-256), 304 to a matching If-None-Match, the file headers, and `cacheControl`.
 */
export function sendImage(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  file: StoredFile,
  cacheControl: string,
) {
  const etag = `"${file.sha256}"`;
  reply.headers({ etag, 'cache-control': cacheControl, ...FILE_HEADERS });
  if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
    return reply.code(304).send();
  reply.headers({
    'content-type': file.mimeType,
    'content-disposition': 'inline',
    'content-length': String(file.size),
  });
  return reply.send(openRange(db, file, 0, file.size - 1));
}
