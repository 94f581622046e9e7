import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboard } from '@talentpath/contracts/admin-dashboard';
import { ROLE_GUARD_ERRORS, allowArea } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import { errorResponses } from '../../platform/errors.ts';
import { getDashboard } from './admin-dashboard.service.ts';

/** GET /api/admin/dashboard: counts of categories, users, technologies and unread contact messages. */
export const adminDashboardRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/dashboard',
      {
        onRequest: allowArea(p.authenticate, 'admin'),
        schema: {
          tags: ['admin'],
          security: [{ bearerAuth: [] }],
          response: { 200: adminDashboard, ...errorResponses(...ROLE_GUARD_ERRORS) },
        },
      },
      () => getDashboard(p),
    );
  };
