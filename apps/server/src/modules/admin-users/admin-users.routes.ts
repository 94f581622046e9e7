import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLE_GUARD_ERRORS, allow } from '../../platform/auth/guard.ts';
import { errorResponses } from '../../platform/errors.ts';
import type { Platform } from '../../platform/context.ts';
import { toggleStatus } from './admin-users.service.ts';

const params = z.object({ id: z.uuid({ error: 'User not found' }) });
const statusResponse = z.object({ id: z.uuid(), status: z.enum(['active', 'disabled']) });

export const adminUsersRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/users/:id/toggle-status',
      { onRequest: allow(p.authenticate, 'Admin', 'SuperAdmin'), schema: { tags: ['admin'], security: [{ bearerAuth: [] }], params, response: { 200: statusResponse, ...errorResponses(...ROLE_GUARD_ERRORS, 'NOT_FOUND', 'URI_TOO_LONG') } } },
      (req) => toggleStatus(p, req.caller!, req.params.id),
    );
  };
