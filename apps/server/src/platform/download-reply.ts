import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A file the caller downloads: its type, the name it is saved under, and its content (whole or streamed). */
export type Download = { contentType: string; fileName: string; body: string | Buffer | Uint8Array | Readable };

/**
 * Sends a file as a download, the one way every export does: saved under its name, never cached (it holds what the
 * caller may see today: a revocation, a deletion or a role taken away must show at once).
 */
export const sendDownload = (reply: FastifyReply, { contentType, fileName, body }: Download) =>
  reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body instanceof Uint8Array && !Buffer.isBuffer(body) ? Buffer.from(body) : body);
