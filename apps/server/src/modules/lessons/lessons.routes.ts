import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { courseIdParams } from '@talentpath/contracts/courses';
import * as l from '@talentpath/contracts/lessons';
import { ROLE_GUARD_ERRORS, allowArea, callerOf } from '../../platform/auth/guard.ts';
import { errorResponses } from '../../platform/errors.ts';
import type { Platform } from '../../platform/context.ts';
import * as service from './lessons.service.ts';

const tags = ['lessons'];
const security = [{ bearerAuth: [] }];
const BY_ID = ['NOT_FOUND', 'URI_TOO_LONG'] as const;
const OWNED = [...BY_ID, 'COURSE_NOT_OWNER'] as const;

/**
 * /api/courses/{id}/lessons (list: whoever may see the course; create, reorder: its owner) and /api/lessons/{id}
 * (update, delete: the course's owner). ADR 0032.
 */
export const lessonsRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const read = allowArea(p.authenticate, 'signed-in');
    const author = allowArea(p.authenticate, 'coordinator');

    app.get(
      '/courses/:id/lessons',
      {
        onRequest: read,
        schema: {
          tags,
          security,
          description:
            'The lessons in order with their materials. Those not enrolled get the outline (materials `locked`, no content).',
          params: courseIdParams,
          response: { 200: l.lessonList, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID) },
        },
      },
      (req) => service.listLessons(p, callerOf(req), req.params.id),
    );

    app.post(
      '/courses/:id/lessons',
      {
        onRequest: author,
        schema: {
          tags,
          security,
          description: 'A new lesson, last in the course (the course owner only).',
          params: courseIdParams,
          body: l.lessonInput,
          response: { 201: l.lesson, ...errorResponses(...ROLE_GUARD_ERRORS, ...OWNED) },
        },
      },
      async (req, reply) => reply.code(201).send(await service.createLesson(p, callerOf(req), req.params.id, req.body)),
    );

    app.put(
      '/courses/:id/lessons',
      {
        onRequest: author,
        schema: {
          tags,
          security,
          description: "Reorder: every lesson's id once, in the new order (409 ORDER_STALE if the list has changed).",
          params: courseIdParams,
          body: l.lessonReorder,
          response: { 200: l.lessonList, ...errorResponses(...ROLE_GUARD_ERRORS, ...OWNED, 'ORDER_STALE') },
        },
      },
      (req) => service.reorderLessons(p, callerOf(req), req.params.id, req.body.ids),
    );

    app.put(
      '/lessons/:id',
      {
        onRequest: author,
        schema: {
          tags,
          security,
          params: l.lessonIdParams,
          body: l.lessonUpdate,
          response: { 200: l.lesson, ...errorResponses(...ROLE_GUARD_ERRORS, ...OWNED) },
        },
      },
      (req) => service.updateLesson(p, callerOf(req), req.params.id, req.body),
    );

    app.delete(
      '/lessons/:id',
      {
        onRequest: author,
        schema: {
          tags,
          security,
          description: 'The lesson with its materials and their files.',
          params: l.lessonIdParams,
          response: { 204: z.null().describe('Deleted'), ...errorResponses(...ROLE_GUARD_ERRORS, ...OWNED) },
        },
      },
      async (req, reply) => {
        await service.deleteLesson(p, callerOf(req), req.params.id);
        return reply.code(204).send(null);
      },
    );
  };
