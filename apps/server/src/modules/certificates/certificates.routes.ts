import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
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
import { certificateTemplateRoutes } from './certificate-templates.routes.ts';
import { designOf } from './certificate-templates.service.ts';
import * as service from './certificates.service.ts';
import { sendDownload } from '../../platform/download-reply.ts';

const tags = ['certificates'];
const security = [{ bearerAuth: [] }];
const BY_ID = ['NOT_FOUND', 'URI_TOO_LONG'] as const;
/** The most certificates one zip holds, and zips made at once. */
const ZIP_MAX = 2000;
const ZIPS_AT_ONCE = 2;
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
    const render = (task: CertificatePdfTask) => admit(() => pool.run(task));
    await app.register(certificateTemplateRoutes(p, render));
    let zipsRunning = 0;

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
        // Its look is the course's template as it is now (ADR 0067); what it says is frozen in its row.
        const design = await designOf(p, certificate.course.id);
        const bytes = await render({ certificate, verifyUrl, language: req.query.language, design });
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
      '/courses/:id/certificates/zip',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description: `Every certificate of the course as a PDF (named after its holder and code), in one zip made while it downloads; in English or Norwegian. Its owner and admins; 404 when the course has none yet; at most ${ZIP_MAX} certificates; ${ZIPS_AT_ONCE} zips at once (503 beyond).`,
          params: courseIdParams,
          querystring: pdfQuery,
          response: {
            200: fileResponse('The zip, named certificates-<course>.zip', ['application/zip']),
            ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'COURSE_NOT_OWNER', 'PAYLOAD_TOO_LARGE', 'SERVER_BUSY'),
          },
        },
      },
      async (req, reply) => {
        const { courseTitle, items } = await service.courseCertificatesToPrint(p, callerOf(req), req.params.id);
        if (items.length === 0) throw new AppError('NOT_FOUND', { message: 'This course has no certificates yet' });
        if (items.length > ZIP_MAX)
          throw new AppError('PAYLOAD_TOO_LARGE', {
            message: `A zip holds at most ${ZIP_MAX} certificates: download them one by one`,
          });
        if (zipsRunning >= ZIPS_AT_ONCE) throw new AppError('SERVER_BUSY', { headers: { 'retry-after': '10' } });
        zipsRunning += 1;
        const zip = new ZipFile();
        // yazl types its stream as the older NodeJS.ReadableStream; it is a stream.Readable (a PassThrough).
        const output = zip.outputStream as unknown as Readable;
        // Every PDF in the course's template as it is now (ADR 0067).
        const design = await designOf(p, req.params.id);
        // One PDF after another (each in a worker thread), added as it is made: other users' PDFs go in between.
        void (async () => {
          for (const item of items) {
            const bytes = await pool.run({ ...item, language: req.query.language, design });
            zip.addBuffer(Buffer.from(bytes), zipEntryName(item.certificate));
          }
          zip.end();
        })()
          .catch((error: unknown) => {
            p.log.error({ err: error }, 'a zip of certificates failed');
            output.destroy(error as Error);
          })
          .finally(() => {
            zipsRunning -= 1;
          });
        return sendZip(reply, zipFileName(courseTitle), output);
      },
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

/** A zip as a download, streamed while it is made. */
const sendZip = (reply: FastifyReply, fileName: string, stream: Readable) =>
  sendDownload(reply, { contentType: 'application/zip', fileName, body: stream });

/** A PDF as a download (never cached: a revocation must show at once). */
const sendPdf = (reply: FastifyReply, fileName: string, bytes: Uint8Array) =>
  sendDownload(reply, { contentType: 'application/pdf', fileName, body: bytes });

/** A file name made of text: letters and digits of any language kept, the rest as single dashes. */
const fileSafe = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

/** A certificate's PDF in the zip: its holder and its code (two holders of one name differ by the code). */
const zipEntryName = (c: { holder: { name: string }; code: string }) => `${fileSafe(c.holder.name)}-${c.code}.pdf`;
const zipFileName = (courseTitle: string) => `certificates-${fileSafe(courseTitle) || 'course'}.zip`;
