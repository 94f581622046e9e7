import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as c from '@talentpath/contracts/certificates';
import { LANGUAGES, type Language } from '@talentpath/contracts/constants';
import { courseIdParams } from '@talentpath/contracts/courses';
import { PHOTO_MAX_BYTES } from '@talentpath/contracts/photo-messages';
import { type Caller, ROLE_GUARD_ERRORS, allowArea, callerOf } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import { errorResponses } from '../../platform/errors.ts';
import { sendImage } from '../../platform/image-delivery.ts';
import { fileResponse, uploadedFile } from '../../platform/openapi.ts';
import { PHOTO_FILE_TYPES } from '../../platform/square-image.ts';
import { multipartOptions, withUploadedFile } from '../../platform/upload-form.ts';
import type { CertificatePdfTask } from './certificate-pdf.worker.ts';
import * as service from './certificate-templates.service.ts';

const tags = ['certificates'];
const security = [{ bearerAuth: [] }];
const OWNED = [...ROLE_GUARD_ERRORS, 'NOT_FOUND', 'URI_TOO_LONG', 'COURSE_NOT_OWNER'] as const;
const UPLOAD = ['FILE_TOO_LARGE', 'FILE_TYPE_NOT_ALLOWED', 'FILE_CONTENT_MISMATCH', 'VALIDATION'] as const;
const noBody = z.object({}).strict().nullish();
const imageForm = z.object({ file: uploadedFile('PNG, JPEG or WebP (judged by its content, then decoded)') });
const previewQuery = z.object({
  language: z.enum(LANGUAGES, { error: `Language must be one of: ${LANGUAGES.join(', ')}` }).default('en'),
});
const pdfResponse = fileResponse('A sample certificate as a PDF, stamped SAMPLE', ['application/pdf']);
const IMAGES = {
  signature: 'signature (shown over the signer’s name and title)',
  logo: 'logo (shown instead of the organization’s)',
} as const;

/**
 * A course's certificate template (issue 25, ADR 0067): read, saved, its signature and logo, and a preview PDF of a
 * sample certificate. The course's owner and admins, as its certificate settings. `render` makes a PDF in the
 * certificates' worker threads (their queue's limit too).
 */
export const certificateTemplateRoutes =
  (p: Platform, render: (task: CertificatePdfTask) => Promise<Uint8Array>): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = allowArea(p.authenticate, 'signed-in');
    const path = '/courses/:id/certificate-template';
    /** A sample certificate of the course in the template (the saved one when none is given), as a PDF. */
    const preview = async (caller: Caller, id: string, language: Language, template?: c.CertificateTemplateInput) => {
      const sample = await service.sampleCertificate(p, caller, id);
      const design = await service.designOf(p, id, template);
      return render({ ...sample, language, design, sample: true });
    };

    app.get(
      path,
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description:
            'How the course’s certificates look: layout, colors, which optional lines show, the signer, and where its own signature and logo are. The defaults when none was saved. Its owner and admins.',
          params: courseIdParams,
          response: { 200: c.certificateTemplate, ...errorResponses(...OWNED) },
        },
      },
      (req) => service.getTemplate(p, callerOf(req), req.params.id),
    );

    app.put(
      path,
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description:
            'Saves the template: every PDF made from now on follows it, of certificates issued before too (what a certificate says stays as issued). Colors are #rrggbb: the text color at least 4.5:1 against white, the accent 3:1. Its owner and admins.',
          params: courseIdParams,
          body: c.certificateTemplateInput,
          response: { 200: c.certificateTemplate, ...errorResponses(...OWNED, 'VALIDATION') },
        },
      },
      (req) => service.saveTemplate(p, callerOf(req), req.params.id, req.body),
    );

    app.get(
      `${path}/preview`,
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description:
            'A sample certificate of the course (a made-up holder and code, issued today) drawn with the saved template, as a PDF. Its owner and admins.',
          params: courseIdParams,
          querystring: previewQuery,
          response: { 200: pdfResponse, ...errorResponses(...OWNED, 'VALIDATION', 'SERVER_BUSY') },
        },
      },
      async (req, reply) => sendPreview(reply, await preview(callerOf(req), req.params.id, req.query.language)),
    );

    app.post(
      `${path}/preview`,
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description:
            'A sample certificate drawn with the template in the body, not saved (a live preview while it is edited), and the saved signature and logo. Its owner and admins.',
          params: courseIdParams,
          querystring: previewQuery,
          body: c.certificateTemplateInput,
          response: { 200: pdfResponse, ...errorResponses(...OWNED, 'VALIDATION', 'SERVER_BUSY') },
        },
      },
      async (req, reply) =>
        sendPreview(reply, await preview(callerOf(req), req.params.id, req.query.language, req.body)),
    );

    for (const which of ['signature', 'logo'] as const)
      app.get(
        `${path}/${which}`,
        {
          onRequest: signedIn,
          schema: {
            tags,
            security,
            description: `The template’s ${IMAGES[which]} as a PNG; its address (with its version \`v\`) is in \`${which}Url\`. Its owner and admins.`,
            params: courseIdParams,
            querystring: z.object({ v: z.string().max(64).optional() }),
            response: {
              200: fileResponse('The PNG', ['image/png']),
              304: z.null().describe('Not modified (If-None-Match)'),
              ...errorResponses(...OWNED),
            },
          },
        },
        async (req, reply) => {
          const file = await service.openTemplateImage(p, callerOf(req), req.params.id, which);
          return sendImage(p.db, req, reply, file, 'private, no-cache');
        },
      );

    // Multipart only here: the other routes keep answering 415 to a form.
    const uploadRoutes: FastifyPluginAsyncZod = async (uploads) => {
      await uploads.register(multipart, multipartOptions(PHOTO_MAX_BYTES));
      for (const which of ['signature', 'logo'] as const) {
        uploads.put(
          `${path}/${which}`,
          {
            onRequest: signedIn,
            schema: {
              tags,
              security,
              description: `Replaces the template’s ${IMAGES[which]}: multipart/form-data with a PNG, JPEG or WebP in \`file\` (at most ${PHOTO_MAX_BYTES} bytes), kept in its proportions as a PNG (transparency kept) without metadata. Its owner and admins.`,
              params: courseIdParams,
              upload: imageForm,
              response: { 200: c.certificateTemplate, ...errorResponses(...OWNED, ...UPLOAD) },
            },
          },
          (req) =>
            withUploadedFile(req, { maxBytes: PHOTO_MAX_BYTES, accept: PHOTO_FILE_TYPES }, (file) =>
              service.replaceTemplateImage(p, callerOf(req), req.params.id, which, file),
            ),
        );
        uploads.delete(
          `${path}/${which}`,
          {
            onRequest: signedIn,
            schema: {
              tags,
              security,
              description: `Removes the template’s ${IMAGES[which]}. Its owner and admins.`,
              params: courseIdParams,
              body: noBody,
              response: { 200: c.certificateTemplate, ...errorResponses(...OWNED) },
            },
          },
          (req) => service.replaceTemplateImage(p, callerOf(req), req.params.id, which, null),
        );
      }
    };
    await app.register(uploadRoutes);
  };

/** A preview, shown inline (in the form's frame) and never cached. */
const sendPreview = (reply: FastifyReply, bytes: Uint8Array) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', 'inline; filename="certificate-preview.pdf"')
    .header('cache-control', 'no-store')
    .send(Buffer.from(bytes));
