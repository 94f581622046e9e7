import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Platform } from '../../platform/context.ts';
import { openRange, type StoredFile } from '../../platform/files.ts';
import { FILE_HEADERS } from '../../platform/security-headers.ts';

/**
 * Sends the logo: public (the site shows it to visitors), an image checked by its content when it was uploaded. An
 * address naming this image's version (`?v=`, as the settings give it) may be kept a day; any other is checked
 * again every time, so a replaced logo shows at once.
 */
export function sendLogo(p: Platform, request: FastifyRequest, reply: FastifyReply, file: StoredFile, v?: string) {
  const etag = `"${file.sha256}"`;
  const current = v !== undefined && file.sha256.startsWith(v) && v.length >= 8;
  reply.headers({
    etag,
    'cache-control': current ? 'public, max-age=86400' : 'no-cache',
    ...FILE_HEADERS,
  });
  if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
    return reply.code(304).send();
  reply.headers({
    'content-type': file.mimeType,
    'content-disposition': 'inline',
    'content-length': String(file.size),
  });
  return reply.send(openRange(p.db, file, 0, file.size - 1));
}
