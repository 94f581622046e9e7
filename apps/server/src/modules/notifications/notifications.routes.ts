import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as c from '@talentpath/contracts/notifications';
import { ROLE_GUARD_ERRORS, allowArea, callerOf } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import { errorResponses } from '../../platform/errors.ts';
import { registerNotificationSubscribers } from './notifications.subscribers.ts';
import * as service from './notifications.service.ts';

const tags = ['notifications'];
const security = [{ bearerAuth: [] }];
const BY_ID = ['NOT_FOUND', 'URI_TOO_LONG'] as const;

/**
 * /api/v1/notifications: any signed-in user's own notifications (ADR 0028). Issue 13 puts spec §7's
 * /api/v1/learner/notifications calls over the same service.
 */
export const notificationsRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    registerNotificationSubscribers(p);
    const signedIn = allowArea(p.authenticate, 'signed-in');

    app.get(
      '/v1/notifications/summary',
      {
        onRequest: signedIn,
        schema: { tags, security, response: { 200: c.notificationSummary, ...errorResponses(...ROLE_GUARD_ERRORS) } },
      },
      (req) => service.getSummary(p, callerOf(req)),
    );

    app.get(
      '/v1/notifications',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          querystring: c.notificationListQuery,
          response: { 200: c.notificationPage, ...errorResponses(...ROLE_GUARD_ERRORS, 'URI_TOO_LONG') },
        },
      },
      (req) => service.listNotifications(p, callerOf(req), req.query),
    );

    app.put(
      '/v1/notifications/mark-all-read',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          body: c.markAllReadBody,
          response: { 200: c.markAllReadResult, ...errorResponses(...ROLE_GUARD_ERRORS) },
        },
      },
      (req) => service.markAllRead(p, callerOf(req)),
    );

    app.put(
      '/v1/notifications/:id/mark-read',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          params: c.notificationIdParams,
          response: { 200: c.notification, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID) },
        },
      },
      (req) => service.markRead(p, callerOf(req), req.params.id),
    );

    app.delete(
      '/v1/notifications/:id',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          params: c.notificationIdParams,
          response: { 204: z.null().describe('Deleted'), ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID) },
        },
      },
      async (req, reply) => {
        await service.deleteNotification(p, callerOf(req), req.params.id);
        return reply.code(204).send(null);
      },
    );
  };
