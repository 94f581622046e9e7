import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as c from '@talentpath/contracts/certificates';
import { ROLE_GUARD_ERRORS, allowArea, callerOf } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import { errorResponses } from '../../platform/errors.ts';
import { sendCredential, VC_MEDIA } from '../../platform/credential-reply.ts';
import * as service from './credentials.service.ts';

const tags = ['certificates'];
const security = [{ bearerAuth: [] }];
const vcResponse = (description: string, schema: typeof c.openBadgeCredential | typeof c.statusListCredential) => ({
  description,
  content: { [VC_MEDIA]: { schema } },
});

/** A certificate's Open Badges 3.0 credential, for whoever may see the certificate (ADR 0065). */
export const credentialRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/certificates/:certificateId/credential',
      {
        onRequest: allowArea(p.authenticate, 'signed-in'),
        schema: {
          tags,
          security,
          description:
            'The certificate as an Open Badges 3.0 credential (a W3C Verifiable Credential 2.0 signed with eddsa-rdfc-2022), named certificate-<code>.json: the holder by name and by hashed e-mail address, the course as the achievement, its revocation entry in a status list. A revoked certificate’s credential still downloads; its status list says it is revoked. Who: as GET /certificates/{id}.',
          params: c.certificateParams,
          response: {
            200: vcResponse('The signed credential, as a download', c.openBadgeCredential),
            ...errorResponses(...ROLE_GUARD_ERRORS, 'NOT_FOUND', 'URI_TOO_LONG'),
          },
        },
      },
      async (req, reply) => {
        const file = await service.certificateCredential(p, callerOf(req), req.params.certificateId);
        return sendCredential(reply, file.body, file.fileName);
      },
    );
  };

/**
 * What a verifier fetches to check a credential, without signing in: the issuer's keys and the revocation status
 * lists. Rate-limited per IP like /verify/{code}; never cached, so a revocation or a new key shows at once.
 */
export const credentialPublicRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const rateLimit = { max: p.env.VERIFY_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };

    app.get(
      '/credentials/issuer/did.json',
      {
        config: { rateLimit },
        schema: {
          tags,
          description:
            'Public: the DID document of the issuer of certificates’ credentials (did:web, resolved to this address), with every public key it has signed with as a Multikey.',
          response: { 200: c.issuerDidDocument, ...errorResponses('URI_TOO_LONG') },
        },
      },
      async (_req, reply) => reply.header('cache-control', 'no-store').send(await service.issuerDocument(p)),
    );

    app.get(
      '/credentials/status/:list',
      {
        config: { rateLimit },
        schema: {
          tags,
          description:
            'Public: a revocation status list of certificates’ credentials (W3C Bitstring Status List v1.0), itself a signed credential; a set bit is a revoked certificate. 404 for a list no certificate is in.',
          params: c.statusListParams,
          response: {
            200: vcResponse('The signed BitstringStatusListCredential', c.statusListCredential),
            ...errorResponses('NOT_FOUND', 'URI_TOO_LONG'),
          },
        },
      },
      async (req, reply) => sendCredential(reply, await service.statusListCredential(p, req.params.list)),
    );
  };
