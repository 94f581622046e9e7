import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as c from '@talentpath/contracts/settings';
import { ROLE_GUARD_ERRORS, allowArea, callerOf } from '../../platform/auth/guard.ts';
import { errorResponses } from '../../platform/errors.ts';
import type { Platform } from '../../platform/context.ts';
import { IMAGE_FILE_TYPES, mimeTypesOf } from '../../platform/file-types.ts';
import { fileResponse } from '../../platform/openapi.ts';
import { imageUploadForm, multipartOptions, withUploadedFile } from '../../platform/upload-form.ts';
import { sendLogo } from './logo-delivery.ts';
import * as service from './settings.service.ts';

const tags = ['settings'];
const security = [{ bearerAuth: [] }];
const UPLOAD = ['FILE_TOO_LARGE', 'FILE_TYPE_NOT_ALLOWED', 'FILE_CONTENT_MISMATCH'] as const;

/**
 * /api/admin/settings (Admin and SuperAdmin: read, save, the logo) and /api/settings/public, /api/settings/logo
 * (anyone: what the public site shows).
 */
export const settingsRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const admin = allowArea(p.authenticate, 'admin');

    app.get(
      '/admin/settings',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          response: { 200: c.systemSettings, ...errorResponses(...ROLE_GUARD_ERRORS) },
        },
      },
      () => service.getSettings(p),
    );

    app.put(
      '/admin/settings',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          description:
            'Saves every field of the form. `version` is the one the form was loaded at: a save over a newer one ' +
            '(another admin saved meanwhile) is refused with 409 SETTINGS_CHANGED and changes nothing.',
          body: c.systemSettingsUpdate,
          response: { 200: c.systemSettings, ...errorResponses(...ROLE_GUARD_ERRORS, 'SETTINGS_CHANGED') },
        },
      },
      (req) => service.updateSettings(p, callerOf(req), req.body),
    );

    // Multipart only here: the module's other routes keep answering 415 to a form.
    const logoUpload: FastifyPluginAsyncZod = async (uploads) => {
      await uploads.register(multipart, multipartOptions(p.env.THUMBNAIL_MAX_BYTES));
      uploads.put(
        '/admin/settings/logo',
        {
          onRequest: admin,
          schema: {
            tags,
            security,
            description:
              'Replaces the logo: multipart/form-data with an image (PNG, JPEG, GIF, WebP; checked by its content, ' +
              'at most THUMBNAIL_MAX_BYTES) in `file`.',
            upload: imageUploadForm,
            response: { 200: c.systemSettings, ...errorResponses(...ROLE_GUARD_ERRORS, ...UPLOAD) },
          },
        },
        (req) =>
          withUploadedFile(req, { maxBytes: p.env.THUMBNAIL_MAX_BYTES, accept: IMAGE_FILE_TYPES }, (upload) =>
            service.replaceLogo(p, callerOf(req), upload),
          ),
      );
    };
    await app.register(logoUpload);

    app.delete(
      '/admin/settings/logo',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          // Nothing to send: a body, if any, is null or an empty object (anything else is refused, not ignored).
          body: z.object({}).strict().nullish(),
          response: { 200: c.systemSettings, ...errorResponses(...ROLE_GUARD_ERRORS) },
        },
      },
      (req) => service.replaceLogo(p, callerOf(req), null),
    );

    app.get(
      '/settings/public',
      {
        schema: {
          tags,
          description: 'What the public site shows (organization, logo, contact details, office hours); no sign-in.',
          response: { 200: c.publicSettings, ...errorResponses() },
        },
      },
      async (_req, reply) => {
        // Revalidated on every page: a change an admin saves shows on the next visit.
        reply.header('cache-control', 'no-cache');
        return service.getPublicSettings(p);
      },
    );

    app.get(
      '/settings/logo',
      {
        schema: {
          tags,
          description: 'The logo image; its address (with its version `v`) is in `logoUrl`. No sign-in.',
          querystring: z.object({ v: z.string().max(64).optional() }),
          response: {
            200: fileResponse("The image's bytes", mimeTypesOf(IMAGE_FILE_TYPES)),
            304: z.null().describe('Not modified (If-None-Match)'),
            ...errorResponses('NOT_FOUND'),
          },
        },
      },
      async (req, reply) => sendLogo(p, req, reply, await service.openLogo(p), req.query.v),
    );
  };
