import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lessonIdParams } from '@talentpath/contracts/lessons';
import * as q from '@talentpath/contracts/quizzes';
import { ROLE_GUARD_ERRORS, allowArea, callerOf } from '../../platform/auth/guard.ts';
import { errorResponses } from '../../platform/errors.ts';
import type { Platform } from '../../platform/context.ts';
import * as service from './quizzes.service.ts';

const tags = ['quizzes'];
const security = [{ bearerAuth: [] }];
const BY_ID = ['NOT_FOUND', 'URI_TOO_LONG'] as const;
const OWNED = [...BY_ID, 'COURSE_NOT_OWNER'] as const;

/**
 * A lesson's quizzes (issue 12, ADR 0034): /api/lessons/{id}/quizzes (list: whoever may see the course; create:
 * its owner) and /api/quizzes/{id} (read: whoever may see the course; update, delete: its owner).
 */
export const quizzesRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const read = allowArea(p.authenticate, 'signed-in');
    const author = allowArea(p.authenticate, 'coordinator');

    app.get(
      '/lessons/:id/quizzes',
      {
        onRequest: read,
        schema: {
          tags,
          security,
          description: "The lesson's quizzes in order; `slots` only for the course's owner.",
          params: lessonIdParams,
          response: { 200: q.quizList, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID) },
        },
      },
      (req) => service.listQuizzes(p, callerOf(req), req.params.id),
    );

    app.post(
      '/lessons/:id/quizzes',
      {
        onRequest: author,
        schema: {
          tags,
          security,
          description: "A new quiz, last in the lesson, with its settings and slots from the course's question bank.",
          params: lessonIdParams,
          body: q.quizInput,
          response: { 201: q.quiz, ...errorResponses(...ROLE_GUARD_ERRORS, ...OWNED) },
        },
      },
      async (req, reply) => reply.code(201).send(await service.createQuiz(p, callerOf(req), req.params.id, req.body)),
    );

    app.get(
      '/quizzes/:id',
      {
        onRequest: read,
        schema: {
          tags,
          security,
          description: "The quiz's settings; `slots` only for the course's owner.",
          params: q.quizIdParams,
          response: { 200: q.quiz, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID) },
        },
      },
      (req) => service.readQuiz(p, callerOf(req), req.params.id),
    );

    app.put(
      '/quizzes/:id',
      {
        onRequest: author,
        schema: {
          tags,
          security,
          description: 'The whole quiz again, slots included.',
          params: q.quizIdParams,
          body: q.quizInput,
          response: { 200: q.quiz, ...errorResponses(...ROLE_GUARD_ERRORS, ...OWNED) },
        },
      },
      (req) => service.updateQuiz(p, callerOf(req), req.params.id, req.body),
    );

    app.delete(
      '/quizzes/:id',
      {
        onRequest: author,
        schema: {
          tags,
          security,
          params: q.quizIdParams,
          response: { 204: z.null().describe('Deleted'), ...errorResponses(...ROLE_GUARD_ERRORS, ...OWNED) },
        },
      },
      async (req, reply) => {
        await service.deleteQuiz(p, callerOf(req), req.params.id);
        return reply.code(204).send(null);
      },
    );
  };
