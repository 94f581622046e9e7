import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as c from '@talentpath/contracts/course-categories';
import { ROLE_GUARD_ERRORS, allowArea, callerOf } from '../../platform/auth/guard.ts';
import { errorResponses } from '../../platform/errors.ts';
import type { Platform } from '../../platform/context.ts';
import * as service from './course-categories.service.ts';

const tags = ['course-categories'];
const security = [{ bearerAuth: [] }];
const BY_ID = ['NOT_FOUND', 'URI_TOO_LONG'] as const;

/** /api/course-categories: read by every signed-in role (active ones, unless an admin), managed by admins. */
export const courseCategoriesRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const read = allowArea(p.authenticate, 'signed-in');
    const manage = allowArea(p.authenticate, 'admin');

    app.get(
      '/course-categories',
      {
        onRequest: read,
        schema: {
          tags,
          security,
          querystring: c.courseCategoryListQuery,
          response: { 200: c.courseCategoryPage, ...errorResponses(...ROLE_GUARD_ERRORS) },
        },
      },
      (req) => service.listCategories(p, callerOf(req), req.query),
    );

    app.get(
      '/course-categories/:id',
      {
        onRequest: read,
        schema: {
          tags,
          security,
          params: c.courseCategoryIdParams,
          response: { 200: c.courseCategoryDetail, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID) },
        },
      },
      (req) => service.getCategory(p, callerOf(req), req.params.id),
    );

    app.post(
      '/course-categories',
      {
        onRequest: manage,
        schema: {
          tags,
          security,
          body: c.courseCategoryInput,
          response: { 201: c.courseCategory, ...errorResponses(...ROLE_GUARD_ERRORS, 'COURSE_CATEGORY_NAME_TAKEN') },
        },
      },
      async (req, reply) => reply.code(201).send(await service.createCategory(p, callerOf(req), req.body)),
    );

    app.post(
      '/course-categories/reorder',
      {
        onRequest: manage,
        schema: {
          tags,
          security,
          body: c.courseCategoryReorder,
          response: {
            204: z.null().describe('Reordered'),
            ...errorResponses(...ROLE_GUARD_ERRORS, 'COURSE_CATEGORY_ORDER_STALE'),
          },
        },
      },
      async (req, reply) => {
        await service.reorderCategories(p, callerOf(req), req.body.ids);
        return reply.code(204).send(null);
      },
    );

    app.put(
      '/course-categories/:id',
      {
        onRequest: manage,
        schema: {
          tags,
          security,
          params: c.courseCategoryIdParams,
          body: c.courseCategoryUpdate,
          response: {
            200: c.courseCategory,
            ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'COURSE_CATEGORY_NAME_TAKEN'),
          },
        },
      },
      (req) => service.updateCategory(p, callerOf(req), req.params.id, req.body),
    );

    app.delete(
      '/course-categories/:id',
      {
        onRequest: manage,
        schema: {
          tags,
          security,
          params: c.courseCategoryIdParams,
          response: {
            204: z.null().describe('Deleted'),
            ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'COURSE_CATEGORY_IN_USE'),
          },
        },
      },
      async (req, reply) => {
        await service.deleteCategory(p, callerOf(req), req.params.id);
        return reply.code(204).send(null);
      },
    );
  };
