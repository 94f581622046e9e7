import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as c from '@talentpath/contracts/project-roles';
import { ROLE_GUARD_ERRORS, allow, allowArea, callerOf } from '../../platform/auth/guard.ts';
import { errorResponses } from '../../platform/errors.ts';
import type { Platform } from '../../platform/context.ts';
import * as service from './project-roles.service.ts';

const tags = ['project roles'];
const security = [{ bearerAuth: [] }];
const BY_ID = ['NOT_FOUND', 'URI_TOO_LONG'] as const;

/** /api/project-roles: read by every signed-in role (a learner's own projects name them); managed by project managers. */
export const projectRolesRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const read = allowArea(p.authenticate, 'signed-in');
    const manage = allow(p.authenticate, 'ProjectManager');

    app.get(
      '/project-roles',
      {
        onRequest: read,
        schema: {
          tags,
          security,
          querystring: c.projectRoleListQuery,
          response: { 200: c.projectRolePage, ...errorResponses(...ROLE_GUARD_ERRORS) },
        },
      },
      (req) => service.listRoles(p, req.query),
    );
    app.get(
      '/project-roles/:id',
      {
        onRequest: read,
        schema: {
          tags,
          security,
          params: c.projectRoleIdParams,
          response: { 200: c.projectRole, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID) },
        },
      },
      (req) => service.getRole(p, req.params.id),
    );
    app.post(
      '/project-roles',
      {
        onRequest: manage,
        schema: {
          tags,
          security,
          body: c.projectRoleInput,
          response: { 201: c.projectRole, ...errorResponses(...ROLE_GUARD_ERRORS, 'PROJECT_ROLE_NAME_TAKEN') },
        },
      },
      async (req, reply) => reply.code(201).send(await service.createRole(p, callerOf(req), req.body)),
    );
    app.put(
      '/project-roles/:id',
      {
        onRequest: manage,
        schema: {
          tags,
          security,
          params: c.projectRoleIdParams,
          body: c.projectRoleInput,
          response: {
            200: c.projectRole,
            ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'PROJECT_ROLE_NAME_TAKEN'),
          },
        },
      },
      (req) => service.renameRole(p, callerOf(req), req.params.id, req.body),
    );
    app.delete(
      '/project-roles/:id',
      {
        onRequest: manage,
        schema: {
          tags,
          security,
          params: c.projectRoleIdParams,
          response: {
            204: z.null().describe('Deleted'),
            ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'PROJECT_ROLE_IN_USE'),
          },
        },
      },
      async (req, reply) => {
        await service.deleteRole(p, callerOf(req), req.params.id);
        return reply.code(204).send(null);
      },
    );
  };
