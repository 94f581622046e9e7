import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { courseIdParams } from '@talentpath/contracts/courses';
import * as q from '@talentpath/contracts/question-bank';
import { ROLE_GUARD_ERRORS, allowArea, callerOf } from '../../platform/auth/guard.ts';
import { errorResponses } from '../../platform/errors.ts';
import type { Platform } from '../../platform/context.ts';
import * as service from './questions.service.ts';

const tags = ['question bank'];
const security = [{ bearerAuth: [] }];
const OWNED = ['NOT_FOUND', 'URI_TOO_LONG', 'COURSE_NOT_OWNER'] as const;
const deleted = z.null().describe('Deleted');

/**
 * A course's question bank (issue 12, ADR 0034): /api/courses/{id}/question-bank, /api/questions/{id} and
 * /api/question-categories/{id}. The course's owner only; questions come back with their answers.
 */
export const questionsRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const author = allowArea(p.authenticate, 'coordinator');

    app.get(
      '/courses/:id/question-bank',
      {
        onRequest: author,
        schema: {
          tags,
          security,
          description: "A page of the course's questions (answers included) and the bank's categories.",
          params: courseIdParams,
          querystring: q.questionBankQuery,
          response: { 200: q.questionBankPage, ...errorResponses(...ROLE_GUARD_ERRORS, ...OWNED) },
        },
      },
      (req) => service.questionBank(p, callerOf(req), req.params.id, req.query),
    );

    app.post(
      '/courses/:id/question-bank',
      {
        onRequest: author,
        schema: {
          tags,
          security,
          description: 'A new question in the bank, in one of its categories or none, with tags.',
          params: courseIdParams,
          body: q.bankQuestionInput,
          response: {
            201: q.bankQuestion,
            ...errorResponses(...ROLE_GUARD_ERRORS, ...OWNED, 'QUESTION_ID_NUMBER_TAKEN'),
          },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await service.createQuestion(p, callerOf(req), req.params.id, req.body)),
    );

    app.get(
      '/questions/:id',
      {
        onRequest: author,
        schema: {
          tags,
          security,
          params: q.questionIdParams,
          response: { 200: q.bankQuestion, ...errorResponses(...ROLE_GUARD_ERRORS, ...OWNED) },
        },
      },
      (req) => service.readQuestion(p, callerOf(req), req.params.id),
    );

    app.put(
      '/questions/:id',
      {
        onRequest: author,
        schema: {
          tags,
          security,
          description: 'The whole question again (its type may change); its version goes up by one.',
          params: q.questionIdParams,
          body: q.bankQuestionInput,
          response: {
            200: q.bankQuestion,
            ...errorResponses(...ROLE_GUARD_ERRORS, ...OWNED, 'QUESTION_ID_NUMBER_TAKEN'),
          },
        },
      },
      (req) => service.updateQuestion(p, callerOf(req), req.params.id, req.body),
    );

    app.delete(
      '/questions/:id',
      {
        onRequest: author,
        schema: {
          tags,
          security,
          params: q.questionIdParams,
          response: { 204: deleted, ...errorResponses(...ROLE_GUARD_ERRORS, ...OWNED) },
        },
      },
      async (req, reply) => {
        await service.deleteQuestion(p, callerOf(req), req.params.id);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/courses/:id/question-bank/categories',
      {
        onRequest: author,
        schema: {
          tags,
          security,
          description: 'A new category of the bank (names unique in the course, whatever their letter case).',
          params: courseIdParams,
          body: q.questionCategoryInput,
          response: {
            201: q.questionCategory,
            ...errorResponses(...ROLE_GUARD_ERRORS, ...OWNED, 'QUESTION_CATEGORY_NAME_TAKEN'),
          },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await service.createCategory(p, callerOf(req), req.params.id, req.body.name)),
    );

    app.put(
      '/question-categories/:id',
      {
        onRequest: author,
        schema: {
          tags,
          security,
          params: q.questionCategoryIdParams,
          body: q.questionCategoryInput,
          response: {
            200: q.questionCategory,
            ...errorResponses(...ROLE_GUARD_ERRORS, ...OWNED, 'QUESTION_CATEGORY_NAME_TAKEN'),
          },
        },
      },
      (req) => service.renameCategory(p, callerOf(req), req.params.id, req.body.name),
    );

    app.delete(
      '/question-categories/:id',
      {
        onRequest: author,
        schema: {
          tags,
          security,
          description: 'The category; its questions stay in the bank, in no category.',
          params: q.questionCategoryIdParams,
          response: { 204: deleted, ...errorResponses(...ROLE_GUARD_ERRORS, ...OWNED) },
        },
      },
      async (req, reply) => {
        await service.deleteCategory(p, callerOf(req), req.params.id);
        return reply.code(204).send(null);
      },
    );
  };
