import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activePeopleExportQuery,
  activePeoplePage,
  activePeopleQuery,
  activitySeries,
  activitySeriesExportQuery,
  activitySeriesQuery,
  learningEventsExportQuery,
  learningEventsPage,
  learningEventsQuery,
} from '@talentpath/contracts/analytics';
import { ROLE_GUARD_ERRORS, allowArea } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import { errorResponses } from '../../platform/errors.ts';
import { fileResponse } from '../../platform/openapi.ts';
import { XLSX_CONTENT_TYPE } from '../../platform/xlsx.ts';
import * as activityExport from './activity-export.service.ts';
import * as service from './analytics.service.ts';
import { sendDownload } from '../../platform/download-reply.ts';

const tags = ['analytics'];
const security = [{ bearerAuth: [] }];
export const FORMATS =
  '`format` csv (the default: UTF-8 with BOM, CRLF) or xlsx (an Excel workbook, numbers as numbers, dates as text YYYY-MM-DD).';
export const SAFE_CELLS = "Text cells that would start a spreadsheet formula are prefixed with '.";
export const exportedFile = fileResponse('The file, as `format` asks', ['text/csv', XLSX_CONTENT_TYPE]);

/**
 * The admin dashboard's activity over time and the people behind it, as JSON and as files (Admins and SuperAdmins:
 * the whole organisation).
 */
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
    app.get(
      '/admin/analytics/learning',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          description:
            "The list behind a learning figure of the series: the self-enrollments, assignments or course completions (`kind`) of the range's UTC days, with who and which course (null when deleted since); newest first by default.",
          querystring: learningEventsQuery,
          response: { 200: learningEventsPage, ...errorResponses(...ROLE_GUARD_ERRORS, 'VALIDATION') },
        },
      },
      (req) => service.learningEvents(p, req.query),
    );
    app.get(
      '/admin/analytics/activity/export',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          description: `GET /admin/analytics/activity's points under the same query, one row each, as a file named activity-<from>-<to>.<format>: columns Start, End, Active people, Sign-ins, Lessons opened, Attempts started, Self-enrollments, Assignments, Courses completed. ${FORMATS}`,
          querystring: activitySeriesExportQuery,
          response: {
            200: exportedFile,
            ...errorResponses(...ROLE_GUARD_ERRORS, 'VALIDATION'),
          },
        },
      },
      async (req, reply) => sendDownload(reply, await activityExport.activitySeriesExport(p, req.query)),
    );
    app.get(
      '/admin/analytics/activity/people/export',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          description: `Every person of GET /admin/analytics/activity/people's list under the same range and sort (all pages), as a file named active-people-<from>-<to>.<format> written while it downloads: columns Name, Email, Active days, Last active. ${FORMATS} ${SAFE_CELLS}`,
          querystring: activePeopleExportQuery,
          response: {
            200: exportedFile,
            ...errorResponses(...ROLE_GUARD_ERRORS, 'VALIDATION'),
          },
        },
      },
      async (req, reply) => sendDownload(reply, activityExport.activePeopleExport(p, req.query)),
    );
    app.get(
      '/admin/analytics/learning/export',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          description: `Every record of GET /admin/analytics/learning's list under the same range, kind and sort (all pages), as a file named <kind>-<from>-<to>.<format> written while it downloads: columns When (UTC), Name, Email, Course (empty for a course deleted since). ${FORMATS} ${SAFE_CELLS}`,
          querystring: learningEventsExportQuery,
          response: {
            200: exportedFile,
            ...errorResponses(...ROLE_GUARD_ERRORS, 'VALIDATION'),
          },
        },
      },
      async (req, reply) => sendDownload(reply, activityExport.learningEventsExport(p, req.query)),
    );
  };
