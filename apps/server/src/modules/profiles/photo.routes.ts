import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERSON_NOT_FOUND } from '@talentpath/contracts/skills';
import { PHOTO_MAX_BYTES, PHOTO_NOT_FOUND, PHOTO_SIZE } from '@talentpath/contracts/photo-messages';
import * as c from '@talentpath/contracts/profiles';
import { ROLE_GUARD_ERRORS, allowArea, callerOf } from '../../platform/auth/guard.ts';
import { errorResponses } from '../../platform/errors.ts';
import type { Platform } from '../../platform/context.ts';
import { sendImage } from '../../platform/image-delivery.ts';
import { fileResponse, uploadedFile } from '../../platform/openapi.ts';
import { multipartOptions, withUploadedFile } from '../../platform/upload-form.ts';
import { PHOTO_FILE_TYPES, PHOTO_MIME_TYPE } from '../../platform/square-image.ts';
import * as service from './photo.service.ts';

const tags = ['profiles'];
const security = [{ bearerAuth: [] }];
const UPLOAD = ['FILE_TOO_LARGE', 'FILE_TYPE_NOT_ALLOWED', 'FILE_CONTENT_MISMATCH'] as const;
const photoForm = z.object({ file: uploadedFile('PNG, JPEG or WebP (judged by its content, then decoded)') });
const PHOTO_CACHE = 'private, max-age=86400';
const photoParams = z.object({ id: z.uuid({ error: PERSON_NOT_FOUND }), fileId: z.uuid({ error: PHOTO_NOT_FOUND }) });

/** /api/me/photo (any signed-in role: their own photo) and the photos' addresses (ADR 0061). */
export const photoRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = allowArea(p.authenticate, 'signed-in');

    // Multipart only here: the module's other routes keep answering 415 to a form.
    const upload: FastifyPluginAsyncZod = async (uploads) => {
      await uploads.register(multipart, multipartOptions(PHOTO_MAX_BYTES));
      uploads.put(
        '/me/photo',
        {
          onRequest: signedIn,
          schema: {
            tags,
            security,
            description:
              'Replaces the caller’s photo: multipart/form-data with a picture in `file` (PNG, JPEG or WebP, judged ' +
              `by its content, at most ${PHOTO_MAX_BYTES} bytes). It is kept as a ${PHOTO_SIZE}×${PHOTO_SIZE} WebP ` +
              'without metadata, and becomes the avatar. Answers the caller’s profile.',
            upload: photoForm,
            response: { 200: c.profile, ...errorResponses(...ROLE_GUARD_ERRORS, ...UPLOAD, 'NOT_FOUND') },
          },
        },
        (req) =>
          withUploadedFile(req, { maxBytes: PHOTO_MAX_BYTES, accept: PHOTO_FILE_TYPES }, (file) =>
            service.replacePhoto(p, callerOf(req), file),
          ),
      );
    };
    await app.register(upload);

    app.delete(
      '/me/photo',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description: 'Removes the caller’s photo (and any avatar). Answers the caller’s profile.',
          // Nothing to send: a body, if any, is null or an empty object (anything else is refused, not ignored).
          body: z.object({}).strict().nullish(),
          response: { 200: c.profile, ...errorResponses(...ROLE_GUARD_ERRORS, 'NOT_FOUND') },
        },
      },
      (req) => service.replacePhoto(p, callerOf(req), null),
    );

    app.get(
      '/people/:id/photos/:fileId',
      {
        schema: {
          tags,
          description:
            'A person’s current photo: the address is their `avatar` (it names the file, so a new photo has a new ' +
            'address). No token: images cannot send one; the address is known only from the API.',
          params: photoParams,
          response: {
            200: fileResponse("The photo's bytes", [PHOTO_MIME_TYPE]),
            304: z.null().describe('Not modified (If-None-Match)'),
            ...errorResponses('NOT_FOUND', 'URI_TOO_LONG'),
          },
        },
      },
      // The address changes with the picture, so a browser may keep it a day without asking again; only the
      // browser (`private`): a removed photo must not linger in a shared cache.
      async (req, reply) =>
        sendImage(p.db, req, reply, await service.openPhoto(p, req.params.id, req.params.fileId), PHOTO_CACHE),
    );
  };
