import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  certificateSeriesExportQuery,
  completionExportQuery,
  skillCoverageExportQuery,
  certificateListPage,
  certificateListQuery,
  certificateSeries,
  certificateSeriesQuery,
  completionQuery,
  completionReport,
  skillCoveragePage,
  skillCoverageQuery,
  skillHoldersPage,
  skillHoldersQuery,
} from '@talentpath/contracts/analytics';
import { ROLE_GUARD_ERRORS, allowArea } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import { errorResponses } from '../../platform/errors.ts';
import { sendDownload } from '../../platform/download-reply.ts';
import { exportedFile, FORMATS, SAFE_CELLS } from './analytics.routes.ts';
import * as exports from './outcomes-export.service.ts';
import * as service from './outcomes.service.ts';

const tags = ['analytics'];
const security = [{ bearerAuth: [] }];

/**
 * The admin dashboard's outcomes of learning (Admins and SuperAdmins: the whole organisation): enrolments completed
 * by category and course, overdue assignments, certificates issued and ending, skill coverage, and the lists behind.
 */
export const outcomesRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const admin = allowArea(p.authenticate, 'admin');
    app.get(
      '/admin/analytics/completion',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          description:
            "The enrolments begun in the range's UTC days (self-enrolled or assigned) and how many of them are completed now: in all, per course category, and the most and least completed courses; and the assignments overdue today (not bound to the range). The list behind each figure is GET /enrolments with enrolledFrom, enrolledTo, categoryId or courseId, and status=completed (status=overdue for the overdue ones).",
          querystring: completionQuery,
          response: { 200: completionReport, ...errorResponses(...ROLE_GUARD_ERRORS, 'VALIDATION') },
        },
      },
      (req) => service.completionReport(p, req.query),
    );
    app.get(
      '/admin/analytics/certificates',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          description:
            'Certificates issued, and certificates whose last valid day falls (neither revoked nor renewed), per day, week (Monday to Sunday) or month of a range of UTC days, which may reach into the future; each point is cut to the range.',
          querystring: certificateSeriesQuery,
          response: { 200: certificateSeries, ...errorResponses(...ROLE_GUARD_ERRORS, 'VALIDATION') },
        },
      },
      (req) => service.certificateSeries(p, req.query),
    );
    app.get(
      '/admin/analytics/certificates/list',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          description:
            "The certificates behind an issued or expiring figure (`kind`) of the range's days, with their holders; by day (issued, or last valid day) by default.",
          querystring: certificateListQuery,
          response: { 200: certificateListPage, ...errorResponses(...ROLE_GUARD_ERRORS, 'VALIDATION') },
        },
      },
      (req) => service.certificateList(p, req.query),
    );
    app.get(
      '/admin/analytics/skills',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          description:
            'Skill coverage today: per technology, the people with a skill in it (accounts not deleted), per level, and how many of them evidence backs (their verified level reaches their level); most people first by default.',
          querystring: skillCoverageQuery,
          response: { 200: skillCoveragePage, ...errorResponses(...ROLE_GUARD_ERRORS, 'VALIDATION') },
        },
      },
      (req) => service.skillCoverage(p, req.query),
    );
    app.get(
      '/admin/analytics/skills/people',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          description:
            'The people behind a coverage figure: those with a skill in the technology, at `level` if given, and verified or not if `verified` is given; highest level first by default.',
          querystring: skillHoldersQuery,
          response: { 200: skillHoldersPage, ...errorResponses(...ROLE_GUARD_ERRORS, 'VALIDATION', 'NOT_FOUND') },
        },
      },
      (req) => service.skillHolders(p, req.query),
    );

    const fileResponses = { 200: exportedFile, ...errorResponses(...ROLE_GUARD_ERRORS, 'VALIDATION') };
    app.get(
      '/admin/analytics/completion/export',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          description: `GET /admin/analytics/completion's figures per course, every course with enrolments begun in the range, by category and title, as a file named completion-<from>-<to>.<format>: columns Category, Course, Enrolled, Completed, Completion rate (%). ${FORMATS} ${SAFE_CELLS}`,
          querystring: completionExportQuery,
          response: fileResponses,
        },
      },
      async (req, reply) => sendDownload(reply, await exports.completionExport(p, req.query)),
    );
    app.get(
      '/admin/analytics/certificates/export',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          description: `GET /admin/analytics/certificates' points under the same query, one row each, as a file named certificates-<from>-<to>.<format>: columns Start, End, Issued, Ending. ${FORMATS}`,
          querystring: certificateSeriesExportQuery,
          response: fileResponses,
        },
      },
      async (req, reply) => sendDownload(reply, await exports.certificateSeriesExport(p, req.query)),
    );
    app.get(
      '/admin/analytics/skills/export',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          description: `Every technology of GET /admin/analytics/skills in its sort (all pages), as a file named skill-coverage.<format>: columns Technology, People, Verified, then Level n and Level n verified for each level. ${FORMATS} ${SAFE_CELLS}`,
          querystring: skillCoverageExportQuery,
          response: fileResponses,
        },
      },
      async (req, reply) => sendDownload(reply, await exports.skillCoverageExport(p, req.query)),
    );
  };
