import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  courseActivityExportQuery,
  courseActivityQuery,
  courseActivitySeries,
  courseFunnel,
  courseFunnelExportQuery,
  courseFunnelQuery,
  courseInsightsExportQuery,
  courseInsightsPage,
  courseInsightsQuery,
} from '@talentpath/contracts/analytics';
import { courseIdParams } from '@talentpath/contracts/courses';
import { allow, callerOf, ROLE_GUARD_ERRORS } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import { sendDownload } from '../../platform/download-reply.ts';
import { errorResponses } from '../../platform/errors.ts';
import { exportedFile, FORMATS, SAFE_CELLS } from './analytics.routes.ts';
import * as exports from './course-insights-export.service.ts';
import * as service from './course-insights.service.ts';

const tags = ['analytics'];
const security = [{ bearerAuth: [] }];

/**
 * The coordinator's dashboard (issue 27): a coordinator's own courses, every course for Admins and SuperAdmins.
 * Other roles are refused (403); a course the caller may not know is 404, one they may see but not oversee 403.
 */
export const courseInsightsRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const overseers = allow(p.authenticate, 'CourseCoordinator', 'Admin', 'SuperAdmin');
    const courseErrors = errorResponses(
      ...ROLE_GUARD_ERRORS,
      'VALIDATION',
      'NOT_FOUND',
      'URI_TOO_LONG',
      'COURSE_NOT_OWNER',
    );
    app.get(
      '/coordinator/analytics/courses',
      {
        onRequest: overseers,
        schema: {
          tags,
          security,
          description:
            "The courses in the caller's care that have enrolments (a coordinator's own; every course for an admin), each with the enrolments begun in the range's UTC days, how many of them are started (a lesson opened) and completed, the median time from start to completion, and its assignments overdue today; and the same figures for all of them together. The list behind each figure is GET /enrolments with courseId, enrolledFrom, enrolledTo and started=true or status=completed (status=overdue, with no range, for the overdue).",
          querystring: courseInsightsQuery,
          response: { 200: courseInsightsPage, ...errorResponses(...ROLE_GUARD_ERRORS, 'VALIDATION') },
        },
      },
      (req) => service.courseInsights(p, callerOf(req), req.query),
    );
    app.get(
      '/coordinator/analytics/courses/:id',
      {
        onRequest: overseers,
        schema: {
          tags,
          security,
          description:
            "One course's funnel for the enrolments begun in the range: enrolled, started, each lesson completed (GET /enrolments?lessonCompleted=), completed; the median time from start to completion; its assignments overdue today; and each quiz's learners who attempted it, have a graded attempt, and whose grade (by the quiz's grading method) reaches the pass mark.",
          params: courseIdParams,
          querystring: courseFunnelQuery,
          response: { 200: courseFunnel, ...courseErrors },
        },
      },
      (req) => service.courseFunnel(p, callerOf(req), req.params.id, req.query),
    );
    app.get(
      '/coordinator/analytics/courses/:id/activity',
      {
        onRequest: overseers,
        schema: {
          tags,
          security,
          description:
            "What happened in the course per day, week (Monday to Sunday) or month of the range's UTC days: the learners active in it (a lesson opened or completed, an attempt started), lessons opened and completed, attempts started, self-enrolments, assignments and completions; each point is cut to the range.",
          params: courseIdParams,
          querystring: courseActivityQuery,
          response: { 200: courseActivitySeries, ...courseErrors },
        },
      },
      (req) => service.courseActivity(p, callerOf(req), req.params.id, req.query),
    );

    app.get(
      '/coordinator/analytics/courses/export',
      {
        onRequest: overseers,
        schema: {
          tags,
          security,
          description: `Every course of GET /coordinator/analytics/courses in its sort (all pages), as a file named courses-<from>-<to>.<format>: columns Course, Status, Enrolled, Started, Completed, Completion rate (%), Median days to complete, Overdue today. ${FORMATS} ${SAFE_CELLS}`,
          querystring: courseInsightsExportQuery,
          response: { 200: exportedFile, ...errorResponses(...ROLE_GUARD_ERRORS, 'VALIDATION') },
        },
      },
      async (req, reply) => sendDownload(reply, await exports.courseInsightsExport(p, callerOf(req), req.query)),
    );
    app.get(
      '/coordinator/analytics/courses/:id/export',
      {
        onRequest: overseers,
        schema: {
          tags,
          security,
          description: `The course's funnel (what=funnel: columns Step, Learners, Share of enrolled (%), as course-funnel-<from>-<to>.<format>) or its quizzes (what=quizzes: columns Lesson, Quiz, Pass mark (%), Attempted, Graded, Passed, Pass rate (%), as course-quizzes-<from>-<to>.<format>). ${FORMATS} ${SAFE_CELLS}`,
          params: courseIdParams,
          querystring: courseFunnelExportQuery,
          response: { 200: exportedFile, ...courseErrors },
        },
      },
      async (req, reply) =>
        sendDownload(reply, await exports.courseFunnelExport(p, callerOf(req), req.params.id, req.query)),
    );
    app.get(
      '/coordinator/analytics/courses/:id/activity/export',
      {
        onRequest: overseers,
        schema: {
          tags,
          security,
          description: `GET /coordinator/analytics/courses/{id}/activity's points, one row each, as a file named course-activity-<from>-<to>.<format>: columns Start, End, Active learners, Lessons opened, Lessons completed, Attempts started, Enrolled, Assigned, Completed. ${FORMATS}`,
          params: courseIdParams,
          querystring: courseActivityExportQuery,
          response: { 200: exportedFile, ...courseErrors },
        },
      },
      async (req, reply) =>
        sendDownload(reply, await exports.courseActivityExport(p, callerOf(req), req.params.id, req.query)),
    );
  };
