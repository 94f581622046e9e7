import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as c from '@talentpath/contracts/notifications';
import { ROLE_GUARD_ERRORS, allowArea, callerOf } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import { errorResponses } from '../../platform/errors.ts';
import * as service from './notifications.service.ts';

const tags = ['notifications'];
const security = [{ bearerAuth: [] }];
const BY_ID = ['NOT_FOUND', 'URI_TOO_LONG'] as const;

/**
 * The five calls of a feed (spec §7): under /v1/learner/notifications for Learners (spec §6: only they get the
 * learner feed), and under /v1/notifications for every signed-in role. Either way the caller's own notifications of
 * their current role's feed (ADR 0028, 0037). Plus the preferences, any signed-in user's own.
 */
export const notificationsRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = allowArea(p.authenticate, 'signed-in');
    const learner = allowArea(p.authenticate, 'learner');

    for (const [base, onRequest] of [
      ['/v1/learner/notifications', learner],
      ['/v1/notifications', signedIn],
    ] as const) {
      app.get(
        `${base}/summary`,
        {
          onRequest,
          schema: { tags, security, response: { 200: c.notificationSummary, ...errorResponses(...ROLE_GUARD_ERRORS) } },
        },
        (req) => service.getSummary(p, callerOf(req)),
      );

      app.get(
        base,
        {
          onRequest,
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
        `${base}/mark-all-read`,
        {
          onRequest,
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
        `${base}/:id/mark-read`,
        {
          onRequest,
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
        `${base}/:id`,
        {
          onRequest,
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
    }

    app.get(
      '/v1/notifications/preferences',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          response: { 200: c.notificationPreferences, ...errorResponses(...ROLE_GUARD_ERRORS) },
        },
      },
      (req) => service.getPreferences(p, callerOf(req)),
    );

    app.put(
      '/v1/notifications/preferences',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          body: c.notificationPreferencesUpdate,
          response: { 200: c.notificationPreferences, ...errorResponses(...ROLE_GUARD_ERRORS, 'VALIDATION') },
        },
      },
      (req) => service.updatePreferences(p, callerOf(req), req.body),
    );
  };
