import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activePeoplePage,
  activePeopleQuery,
  activitySeries,
  activitySeriesQuery,
} from '@talentpath/contracts/analytics';
import { ROLE_GUARD_ERRORS, allowArea } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import { errorResponses } from '../../platform/errors.ts';
import * as service from './analytics.service.ts';

const tags = ['analytics'];
const security = [{ bearerAuth: [] }];

/** The admin dashboard's activity over time and the people behind it (Admins and SuperAdmins: the whole organisation). */
export const analyticsRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const admin = allowArea(p.authenticate, 'admin');
    app.get(
      '/admin/analytics/activity',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          description:
            'Active people, sign-ins, lessons opened and attempts started per day, week (Monday to Sunday) or month of a range of UTC days; each point is cut to the range.',
          querystring: activitySeriesQuery,
          response: { 200: activitySeries, ...errorResponses(...ROLE_GUARD_ERRORS, 'VALIDATION') },
        },
      },
      (req) => service.activitySeries(p, req.query),
    );
    app.get(
      '/admin/analytics/activity/people',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          description:
            'The people active on at least one day of the range — the list behind an active-people figure — with their active days and the last one.',
          querystring: activePeopleQuery,
          response: { 200: activePeoplePage, ...errorResponses(...ROLE_GUARD_ERRORS, 'VALIDATION') },
        },
      },
      (req) => service.activePeople(p, req.query),
    );
  };
