import type { FastifyReply } from 'fastify';

// How a signed credential is sent (ADR 0065): certificates' and badges' Open Badges credentials, status lists.

/** VC 2.0's media type of a credential that carries its proof. */
export const VC_MEDIA = 'application/vc';

/**
 * A signed credential, written by its service: Fastify serializes only JSON media types, and `application/vc` is
 * VC 2.0's own. Never cached, so a revocation shows at once. Named `fileName` when it is a download.
 */
export function sendCredential(reply: FastifyReply, body: string, fileName?: string) {
  if (fileName) reply.header('content-disposition', `attachment; filename="${fileName}"`);
  return reply.header('content-type', VC_MEDIA).header('cache-control', 'no-store').send(body);
}
