import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Platform } from '../../platform/context.ts';
import type { StoredFile } from '../../platform/files.ts';
import { sendImage } from '../../platform/image-delivery.ts';

/**
 * Sends the logo: public (the site shows it to visitors), an image checked by its content when it was uploaded. An
 * address naming this image's version (`?v=`, as the settings give it) may be kept a day; any other is checked
 * again every time, so a replaced logo shows at once.
 */
export function sendLogo(p: Platform, request: FastifyRequest, reply: FastifyReply, file: StoredFile, v?: string) {
  const current = v !== undefined && file.sha256.startsWith(v) && v.length >= 8;
  return sendImage(p.db, request, reply, file, current ? 'public, max-age=86400' : 'no-cache');
}
