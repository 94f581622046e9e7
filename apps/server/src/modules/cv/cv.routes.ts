import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cvRequest, cvSource, cvSourceParams } from '@talentpath/contracts/cv';
import { ROLE_GUARD_ERRORS, allowArea, callerOf } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import { errorResponses } from '../../platform/errors.ts';
import { fileResponse } from '../../platform/openapi.ts';
import * as service from './cv.service.ts';
import { sendDownload } from '../../platform/download-reply.ts';

const tags = ['cv'];
const security = [{ bearerAuth: [] }];
const WHO =
  'Anyone their own; project managers and admins anyone’s (for tenders), with only what the person lets them see: a part hidden from the caller is left out.';

/** The CV (issue 24, ADR 0063): its material as JSON for the page's preview, and the file, PDF or JSON Resume. */
export const cvRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = allowArea(p.authenticate, 'signed-in');
    const pdfs = service.cvPdfMaker(p);
    app.addHook('onClose', () => pdfs.close());

    app.get(
      '/cv/:personId',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description: `What may go into the person’s CV, as the caller may see it (a hidden part is null). ${WHO}`,
          params: cvSourceParams,
          response: { 200: cvSource, ...errorResponses(...ROLE_GUARD_ERRORS, 'NOT_FOUND', 'URI_TOO_LONG') },
        },
      },
      (req) => service.readCvSource(p, callerOf(req), req.params.personId),
    );

    app.post(
      '/cv',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description: `A CV as a download: a PDF (A4, made on the server) or a JSON Resume (jsonresume.org, v1.0.0), of the chosen sections, projects and skills, its headings in English or Norwegian; anonymised for tenders (no name, photo, e-mail, links or location). ${WHO}`,
          body: cvRequest,
          response: {
            200: {
              description: 'The file, named cv-<name>-<day>.pdf or .json (cv-anonymous-… when anonymised)',
              content: {
                ...fileResponse('', ['application/pdf']).content,
                'application/json': { schema: z.looseObject({ basics: z.looseObject({}) }) },
              },
            },
            ...errorResponses(...ROLE_GUARD_ERRORS, 'NOT_FOUND', 'SERVER_BUSY'),
          },
        },
      },
      async (req, reply) => sendDownload(reply, await service.makeCv(p, pdfs, callerOf(req), req.body)),
    );
  };
