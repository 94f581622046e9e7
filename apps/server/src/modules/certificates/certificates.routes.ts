import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as c from '@talentpath/contracts/certificates';
import { LANGUAGES } from '@talentpath/contracts/constants';
import { courseIdParams } from '@talentpath/contracts/courses';
import { ROLE_GUARD_ERRORS, allowArea, callerOf } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import { AppError, errorResponses } from '../../platform/errors.ts';
import { fileResponse } from '../../platform/openapi.ts';
import { atMost } from '../../platform/turns.ts';
import { createWorkerPool } from '../../platform/worker-pool.ts';
import type { CertificatePdfTask } from './certificate-pdf.worker.ts';
import * as service from './certificates.service.ts';

const tags = ['certificates'];
const security = [{ bearerAuth: [] }];
const BY_ID = ['NOT_FOUND', 'URI_TOO_LONG'] as const;
/** PDFs being made at once beyond the threads' own: one more is refused with 503 SERVER_BUSY. */
const PDF_QUEUE_LIMIT = 20;

const pdfQuery = z.object({
  language: z.enum(LANGUAGES, { error: `Language must be one of: ${LANGUAGES.join(', ')}` }).default('en'),
});

/** Certificates (issue 25, ADR 0064): a learner's own, one certificate, its PDF, revocation, a course's. */
export const certificatesRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = allowArea(p.authenticate, 'signed-in');
    const pool = createWorkerPool<CertificatePdfTask, Uint8Array>({
      source: new URL('./certificate-pdf.worker.ts', import.meta.url),
      log: p.log,
    });
    const admit = atMost(
      pool.threads + PDF_QUEUE_LIMIT,
      () => new AppError('SERVER_BUSY', { headers: { 'retry-after': '2' } }),
    );
    app.addHook('onClose', () => pool.close());

    app.get(
      '/learner/certificates',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description: 'The caller’s certificates, newest first, each with its status today.',
          response: { 200: c.certificateList, ...errorResponses(...ROLE_GUARD_ERRORS) },
        },
      },
      (req) => service.myCertificates(p, callerOf(req)),
    );

    app.get(
      '/certificates/:certificateId',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description:
            'One certificate: its holder (as a learner), the course’s owner and admins; 404 for anyone else.',
          params: c.certificateParams,
          response: { 200: c.certificate, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID) },
        },
      },
      (req) => service.getCertificate(p, callerOf(req), req.params.certificateId),
    );

    app.get(
      '/certificates/:certificateId/pdf',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description:
            'The certificate as a PDF (landscape A4, made on the server) with its verification code and a QR code of its public verification address; marked as revoked when it is. Who: as GET /certificates/{id}.',
          params: c.certificateParams,
          querystring: pdfQuery,
          response: {
            200: fileResponse('The PDF, named certificate-<code>.pdf', ['application/pdf']),
            ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'SERVER_BUSY'),
          },
        },
      },
      async (req, reply) => {
        const { certificate, verifyUrl } = await service.certificateForPdf(p, callerOf(req), req.params.certificateId);
        const bytes = await admit(() => pool.run({ certificate, verifyUrl, language: req.query.language }));
        return sendPdf(reply, `certificate-${certificate.code}.pdf`, bytes);
      },
    );

    app.post(
      '/certificates/:certificateId/revoke',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description:
            'Revokes the certificate with a reason (kept in the audit log; the certificate is never deleted, and its verification page says it is revoked and why). The course’s owner and admins; its holder gets 403; once (409 after).',
          params: c.certificateParams,
          body: c.revokeCertificateRequest,
          response: {
            200: c.certificate,
            ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'FORBIDDEN', 'CERTIFICATE_REVOKED'),
          },
        },
      },
      (req) => service.revokeCertificate(p, callerOf(req), req.params.certificateId, req.body.reason),
    );

    app.get(
      '/courses/:id/certificates',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description: 'Every certificate of the course, newest first: its owner and admins.',
          params: courseIdParams,
          response: { 200: c.certificateList, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'COURSE_NOT_OWNER') },
        },
      },
      (req) => service.courseCertificates(p, callerOf(req), req.params.id),
    );

    app.get(
      '/courses/:id/certificate-settings',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description:
            'How long the course’s certificates are valid (null: for ever), and whether one waits for every quiz of the course to be passed. Its owner and admins.',
          params: courseIdParams,
          response: {
            200: c.certificateSettings,
            ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'COURSE_NOT_OWNER'),
          },
        },
      },
      (req) => service.certificateSettings(p, callerOf(req), req.params.id),
    );

    app.put(
      '/courses/:id/certificate-settings',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description:
            'Sets how long the course’s certificates are valid, in months (1–120), or null for ever, and (when given) whether one is issued only once every quiz of the course is passed; for certificates issued from now on. Its owner and admins.',
          params: courseIdParams,
          body: c.certificateSettingsRequest,
          response: {
            200: c.certificateSettings,
            ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'COURSE_NOT_OWNER'),
          },
        },
      },
      (req) => service.saveCertificateSettings(p, callerOf(req), req.params.id, req.body),
    );
  };

/** The public verification of a certificate (no sign-in): what anyone holding its code may know. */
export const verifyRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/verify/:code',
      {
        config: { rateLimit: { max: p.env.VERIFY_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
        schema: {
          tags,
          description:
            'Public: the certificate a verification code names — holder, course, issuer, issue date, last valid day and status (valid, expired, or revoked with its reason). The code is read leniently (any case, without dashes, O for 0, I and L for 1); 400 for one of the wrong shape, 404 for one no certificate has.',
          params: c.verifyParams,
          response: { 200: c.verifiedCertificate, ...errorResponses('NOT_FOUND', 'URI_TOO_LONG') },
        },
      },
      (req) => service.verifyCertificate(p, req.params.code),
    );
  };

/** A PDF as a download (never cached: a revocation must show at once). */
const sendPdf = (reply: FastifyReply, fileName: string, bytes: Uint8Array) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(bytes));
