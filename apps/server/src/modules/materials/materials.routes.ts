import multipart from '@fastify/multipart';
import type { FastifySchemaCompiler } from 'fastify';
import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as l from '@talentpath/contracts/lessons';
import { idParams } from '@talentpath/contracts/catalog-fields';
import { COURSE_NOT_FOUND, MATERIAL_TITLE_MAX } from '@talentpath/contracts/learning-messages';
import { ROLE_GUARD_ERRORS, allowArea, callerOf } from '../../platform/auth/guard.ts';
import { errorResponses } from '../../platform/errors.ts';
import type { Platform } from '../../platform/context.ts';
import { IMAGE_FILE_TYPES, MATERIAL_FILE_TYPES, type FileTypeKey, mimeTypesOf } from '../../platform/file-types.ts';
import { fileResponse, uploadedFile } from '../../platform/openapi.ts';
import * as courses from '../courses/courses.public.ts';
import * as files from './file-access.service.ts';
import { sendStoredFile, fileViewer } from './file-delivery.ts';
import * as service from './materials.service.ts';
import { parseOrFail, uploadedTitle } from './material-input.ts';
import { imageUploadForm, multipartOptions, readUploadForm, withUploadedFile } from '../../platform/upload-form.ts';
import { course as courseSchema } from '@talentpath/contracts/courses';

const tags = ['materials'];
const security = [{ bearerAuth: [] }];
/** Rich text may be 200,000 characters; the app's 256 KiB default body would cut it short. */
const JSON_BODY_LIMIT = 1024 * 1024;

const courseIdParams = idParams(COURSE_NOT_FOUND);
const OWNED = ['NOT_FOUND', 'URI_TOO_LONG', 'COURSE_NOT_OWNER'] as const;
const UPLOAD = ['FILE_TOO_LARGE', 'FILE_TYPE_NOT_ALLOWED', 'FILE_CONTENT_MISMATCH'] as const;
const FILE_READ = [
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'TOKEN_INVALID',
  'ROLE_MISMATCH',
  'PASSWORD_CHANGE_REQUIRED',
  'NOT_FOUND',
  'URI_TOO_LONG',
  'RANGE_NOT_SATISFIABLE',
] as const;
const fileQuery = z.object({
  /** The signed ticket the API put in `material.url` / `course.thumbnailUrl`. */
  t: z.string().max(300).optional(),
  /** The thumbnail's version (changes with the file, so a browser fetches a new one anew). */
  v: z.string().max(40).optional(),
});
/** A stored file's answers, as the Content-Type found in its bytes (one of `types`). */
const fileBytes = (types: readonly FileTypeKey[]) => ({
  200: fileResponse("The file's bytes", mimeTypesOf(types)),
  206: fileResponse('The range asked for (Content-Range)', mimeTypesOf(types)),
  304: z.null().describe('Not modified (If-None-Match)'),
});
const materialUpload = z.object({
  file: uploadedFile('PDF, PNG, JPEG, GIF, WebP, MP4, WebM or an office document (judged by its content)'),
  title: z.string().max(MATERIAL_TITLE_MAX).optional().describe('Default: the file name'),
});

/**
 * Routes whose body the handler reads once it knows the caller may act (a stranger learns nothing of what a valid
 * body is, and a large text is not parsed for them): the contract's schema still documents the body.
 */
const bodyReadByHandler: FastifySchemaCompiler<z.ZodType> = (route) =>
  route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : validatorCompiler(route);

/**
 * /api/lessons/{id}/materials (add or upload, reorder), /api/materials/{id} (read the file with ranges, change,
 * remove) and /api/courses/{id}/thumbnail (ADR 0032, 0033). Only a course's owner changes them; a file is read
 * with the bearer token or the signed address the API handed out, and checked in the database every time.
 */
export const materialsRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const coordinator = allowArea(p.authenticate, 'coordinator');

    // Multipart only here: every other route of the module keeps answering 415 to a form.
    const uploadRoutes: FastifyPluginAsyncZod = async (uploads) => {
      await uploads.register(multipart, multipartOptions(p.env.UPLOAD_MAX_BYTES));

      uploads.post(
        '/lessons/:id/materials',
        {
          onRequest: coordinator,
          bodyLimit: JSON_BODY_LIMIT,
          validatorCompiler: bodyReadByHandler as never,
          schema: {
            tags,
            security,
            description:
              'Adds a material last in the lesson. As JSON: rich text (sanitised), a link or an embedded video ' +
              '(the body below). As multipart/form-data: a file in the part `file` (checked by its content: PDF, ' +
              'PNG, JPEG, GIF, WebP, MP4, WebM, office documents) and an optional `title` (default: the file name).',
            params: l.lessonIdParams,
            body: l.materialInput,
            upload: materialUpload,
            response: { 201: l.material, ...errorResponses(...ROLE_GUARD_ERRORS, ...OWNED, ...UPLOAD) },
          },
        },
        async (req, reply) => {
          const viewer = callerOf(req);
          await service.assertMayAddMaterial(p, viewer, req.params.id);
          if (!req.isMultipart()) {
            const input = parseOrFail(l.materialInput, req.body);
            return reply.code(201).send(await service.addMaterial(p, viewer, req.params.id, input));
          }
          const form = await readUploadForm(req, {
            maxBytes: p.env.UPLOAD_MAX_BYTES,
            accept: MATERIAL_FILE_TYPES,
            fields: ['title'],
          });
          try {
            const title = uploadedTitle(form.fields.title, form.upload.name);
            const material = await service.addFileMaterial(p, viewer, req.params.id, form.upload, title);
            return reply.code(201).send(material);
          } finally {
            await form.upload.dispose();
          }
        },
      );

      uploads.put(
        '/courses/:id/thumbnail',
        {
          onRequest: coordinator,
          schema: {
            tags,
            security,
            description:
              'Replaces the course thumbnail: multipart/form-data with an image (PNG, JPEG, GIF, WebP) in `file`.',
            params: courseIdParams,
            upload: imageUploadForm,
            response: {
              200: courseSchema,
              ...errorResponses(...ROLE_GUARD_ERRORS, ...OWNED, ...UPLOAD),
            },
          },
        },
        async (req) => {
          const viewer = callerOf(req);
          await courses.assertMayChangeThumbnail(p, viewer, req.params.id);
          await withUploadedFile(req, { maxBytes: p.env.THUMBNAIL_MAX_BYTES, accept: IMAGE_FILE_TYPES }, (upload) =>
            courses.replaceThumbnail(p, viewer, req.params.id, upload),
          );
          return courses.getCourse(p, viewer, req.params.id);
        },
      );
    };
    await app.register(uploadRoutes);

    app.delete(
      '/courses/:id/thumbnail',
      {
        onRequest: coordinator,
        schema: {
          tags,
          security,
          params: courseIdParams,
          response: { 200: courseSchema, ...errorResponses(...ROLE_GUARD_ERRORS, ...OWNED) },
        },
      },
      async (req) => {
        await courses.replaceThumbnail(p, callerOf(req), req.params.id, null);
        return courses.getCourse(p, callerOf(req), req.params.id);
      },
    );

    app.put(
      '/lessons/:id/materials',
      {
        onRequest: coordinator,
        schema: {
          tags,
          security,
          description: "Orders the lesson's materials: every id once. Answers the lesson with its materials.",
          params: l.lessonIdParams,
          body: l.materialReorder,
          response: { 200: l.lesson, ...errorResponses(...ROLE_GUARD_ERRORS, ...OWNED, 'ORDER_STALE') },
        },
      },
      (req) => service.reorderMaterials(p, callerOf(req), req.params.id, req.body.ids),
    );

    app.put(
      '/materials/:id',
      {
        onRequest: coordinator,
        bodyLimit: JSON_BODY_LIMIT,
        validatorCompiler: bodyReadByHandler as never,
        schema: {
          tags,
          security,
          params: l.materialIdParams,
          body: l.materialUpdate,
          response: { 200: l.material, ...errorResponses(...ROLE_GUARD_ERRORS, ...OWNED) },
        },
      },
      async (req) => {
        // As for adding: who may change it is settled before the body is looked at.
        await service.assertMayEditMaterial(p, callerOf(req), req.params.id);
        return service.updateMaterial(p, callerOf(req), req.params.id, parseOrFail(l.materialUpdate, req.body));
      },
    );

    app.delete(
      '/materials/:id',
      {
        onRequest: coordinator,
        schema: {
          tags,
          security,
          params: l.materialIdParams,
          response: {
            204: z.null().describe('Deleted, with its file'),
            ...errorResponses(...ROLE_GUARD_ERRORS, ...OWNED),
          },
        },
      },
      async (req, reply) => {
        await service.deleteMaterial(p, callerOf(req), req.params.id);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/materials/:id',
      {
        schema: {
          tags,
          security,
          description:
            "A file material's bytes, with single Range requests (206 / 416), ETag and If-None-Match. Signed in " +
            'with the bearer token, or with the ticket `t` of the address in `material.url`.',
          params: l.materialIdParams,
          querystring: fileQuery,
          response: {
            ...fileBytes(MATERIAL_FILE_TYPES),
            ...errorResponses(...FILE_READ, 'NOT_ENROLLED', 'LESSON_LOCKED'),
          },
        },
      },
      async (req, reply) => {
        const viewer = await fileViewer(p, req, { kind: 'material', id: req.params.id }, req.query.t);
        return sendStoredFile(p, req, reply, await files.openMaterialFile(p, viewer, req.params.id));
      },
    );

    app.get(
      '/courses/:id/thumbnail',
      {
        schema: {
          tags,
          security,
          description:
            "The course's thumbnail image (see GET /materials/{id}); the address is in `course.thumbnailUrl`.",
          params: courseIdParams,
          querystring: fileQuery,
          response: { ...fileBytes(IMAGE_FILE_TYPES), ...errorResponses(...FILE_READ) },
        },
      },
      async (req, reply) => {
        const viewer = await fileViewer(p, req, { kind: 'thumbnail', id: req.params.id }, req.query.t);
        return sendStoredFile(p, req, reply, await courses.openThumbnail(p, viewer, req.params.id));
      },
    );
  };
