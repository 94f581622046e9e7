import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  reportSubscription,
  reportSubscriptionIdParams,
  reportSubscriptionInput,
  reportSubscriptionList,
} from '@talentpath/contracts/report-subscriptions';
import { allow, callerOf, ROLE_GUARD_ERRORS } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import { errorResponses } from '../../platform/errors.ts';
import * as service from './reports.service.ts';

const tags = ['analytics'];
const security = [{ bearerAuth: [] }];

/** Scheduled reports (issue 27): a signed-in person's subscriptions to the dashboards their role reads. */
export const reportsRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = allow(p.authenticate);
    app.get(
      '/report-subscriptions',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description: "The caller's subscriptions to dashboards by e-mail, by dashboard and frequency.",
          response: { 200: reportSubscriptionList, ...errorResponses(...ROLE_GUARD_ERRORS) },
        },
      },
      (req) => service.mySubscriptions(p, callerOf(req)),
    );
    app.post(
      '/report-subscriptions',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description:
            "Subscribes the caller to a dashboard (admin: Admins and SuperAdmins; coordinator: CourseCoordinators, and admins over every course; project-manager: ProjectManagers — by the caller's current role), weekly (sent Mondays at 06:00 UTC, for the week before) or monthly (the 1st at 06:00 UTC, for the month before): an e-mail in their language with the dashboard's CSV files attached. A role taken away later ends the subscription at its next run.",
          body: reportSubscriptionInput,
          response: { 201: reportSubscription, ...errorResponses(...ROLE_GUARD_ERRORS, 'VALIDATION', 'CONFLICT') },
        },
      },
      async (req, reply) => reply.code(201).send(await service.subscribe(p, callerOf(req), req.body)),
    );
    app.delete(
      '/report-subscriptions/:id',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description: "Ends one of the caller's subscriptions (404 for anyone else's).",
          params: reportSubscriptionIdParams,
          response: {
            204: z.null().describe('Unsubscribed'),
            ...errorResponses(...ROLE_GUARD_ERRORS, 'VALIDATION', 'NOT_FOUND', 'URI_TOO_LONG'),
          },
        },
      },
      async (req, reply) => {
        await service.unsubscribe(p, callerOf(req), req.params.id);
        return reply.code(204).send(null);
      },
    );
  };
