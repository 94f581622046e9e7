import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as c from '@talentpath/contracts/technologies';
import { ROLE_GUARD_ERRORS, allow, allowArea, callerOf } from '../../platform/auth/guard.ts';
import { errorResponses } from '../../platform/errors.ts';
import type { Platform } from '../../platform/context.ts';
import { TECHNOLOGY_MANAGERS } from './technologies.policy.ts';
import * as service from './technologies.service.ts';

const tags = ['technologies'];
const security = [{ bearerAuth: [] }];
const BY_ID = ['NOT_FOUND', 'URI_TOO_LONG'] as const;

/** /api/technologies: read by every signed-in role; managed by admins and project managers (technologies.policy.ts). */
export const technologiesRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const read = allowArea(p.authenticate, 'signed-in');
    const manage = allow(p.authenticate, ...TECHNOLOGY_MANAGERS);

    app.get(
      '/technologies',
      {
        onRequest: read,
        schema: {
          tags,
          security,
          querystring: c.technologyListQuery,
          response: { 200: c.technologyPage, ...errorResponses(...ROLE_GUARD_ERRORS) },
        },
      },
      (req) => service.listTechnologies(p, req.query),
    );

    app.get(
      '/technologies/:id',
      {
        onRequest: read,
        schema: {
          tags,
          security,
          params: c.technologyIdParams,
          response: { 200: c.technology, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID) },
        },
      },
      (req) => service.getTechnology(p, req.params.id),
    );

    app.post(
      '/technologies',
      {
        onRequest: manage,
        schema: {
          tags,
          security,
          body: c.technologyInput,
          response: { 201: c.technology, ...errorResponses(...ROLE_GUARD_ERRORS, 'TECHNOLOGY_NAME_TAKEN') },
        },
      },
      async (req, reply) => reply.code(201).send(await service.createTechnology(p, callerOf(req), req.body)),
    );

    app.put(
      '/technologies/:id',
      {
        onRequest: manage,
        schema: {
          tags,
          security,
          params: c.technologyIdParams,
          body: c.technologyUpdate,
          response: {
            200: c.technology,
            ...errorResponses(
              ...ROLE_GUARD_ERRORS,
              ...BY_ID,
              'TECHNOLOGY_NAME_TAKEN',
              'TECHNOLOGY_ADMIN_CREATED_NOT_EDITABLE',
              'TECHNOLOGY_INACTIVE_NOT_EDITABLE',
            ),
          },
        },
      },
      (req) => service.updateTechnology(p, callerOf(req), req.params.id, req.body),
    );

    app.delete(
      '/technologies/:id',
      {
        onRequest: manage,
        schema: {
          tags,
          security,
          params: c.technologyIdParams,
          response: {
            204: z.null().describe('Deleted'),
            ...errorResponses(
              ...ROLE_GUARD_ERRORS,
              ...BY_ID,
              'TECHNOLOGY_ADMIN_CREATED_NOT_DELETABLE',
              'TECHNOLOGY_INACTIVE_NOT_DELETABLE',
              'TECHNOLOGY_IN_USE',
            ),
          },
        },
      },
      async (req, reply) => {
        await service.deleteTechnology(p, callerOf(req), req.params.id);
        return reply.code(204).send(null);
      },
    );
  };
