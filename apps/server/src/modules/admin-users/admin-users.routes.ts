import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toggleStatusResponse, userIdParams } from '@talentpath/contracts/admin-users';
import { ROLE_GUARD_ERRORS, allowArea, callerOf } from '../../platform/auth/guard.ts';
import { errorResponses } from '../../platform/errors.ts';
import type { Platform } from '../../platform/context.ts';
import { toggleStatus } from './admin-users.service.ts';

export const adminUsersRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/users/:id/toggle-status',
      {
        onRequest: allowArea(p.authenticate, 'admin'),
        schema: {
          tags: ['admin'],
          security: [{ bearerAuth: [] }],
          params: userIdParams,
          response: { 200: toggleStatusResponse, ...errorResponses(...ROLE_GUARD_ERRORS, 'NOT_FOUND', 'URI_TOO_LONG') },
        },
      },
      (req) => toggleStatus(p, callerOf(req), req.params.id),
    );
  };
