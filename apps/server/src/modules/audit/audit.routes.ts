import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogPage, auditLogQuery } from '@talentpath/contracts/audit';
import { ROLE_GUARD_ERRORS, allowArea, callerOf } from '../../platform/auth/guard.ts';
import { errorResponses } from '../../platform/errors.ts';
import type { Platform } from '../../platform/context.ts';
import { listAuditLog } from './audit.service.ts';

/** GET /api/admin/audit-log: read only. No call edits or deletes an entry (ADR 0021). */
export const auditRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/audit-log',
      {
        // The admin area lets the caller in; the policy then keeps the log to SuperAdmins.
        onRequest: allowArea(p.authenticate, 'admin'),
        schema: {
          tags: ['admin'],
          security: [{ bearerAuth: [] }],
          querystring: auditLogQuery,
          response: { 200: auditLogPage, ...errorResponses(...ROLE_GUARD_ERRORS, 'URI_TOO_LONG') },
        },
      },
      (req) => listAuditLog(p, callerOf(req), req.query),
    );
  };
