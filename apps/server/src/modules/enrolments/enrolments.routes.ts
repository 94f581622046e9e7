import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { courseIdParams } from '@talentpath/contracts/courses';
import * as c from '@talentpath/contracts/enrolments';
import { completedCourseList } from '@talentpath/contracts/profiles';
import { personIdParams } from '@talentpath/contracts/skills';
import { ROLE_GUARD_ERRORS, allow, allowArea, callerOf } from '../../platform/auth/guard.ts';
import { errorResponses } from '../../platform/errors.ts';
import type { Platform } from '../../platform/context.ts';
import { coordinatorDashboard } from './coordinator-dashboard.service.ts';
import * as service from './enrolments.service.ts';
import { learnerRoutes } from './learner.routes.ts';
import { remindOverdue } from './overdue-reminder.service.ts';
import { sendDownload } from '../../platform/download-reply.ts';

const tags = ['enrolments'];
const security = [{ bearerAuth: [] }];
const BY_ID = ['NOT_FOUND', 'URI_TOO_LONG'] as const;
const OWNED = [...BY_ID, 'COURSE_NOT_OWNER'] as const;

/**
 * Enrolments (ADR 0032): assigned, changed and removed by the course's owner; listed (and exported as CSV) by the
 * owner and admins, who also remind a learner of an overdue one; the coordinator's dashboard. The learner's own calls are in learner.routes.ts.
 */
export const enrolmentsRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const coordinator = allowArea(p.authenticate, 'coordinator');
    const overseers = allow(p.authenticate, 'CourseCoordinator', 'Admin', 'SuperAdmin');

    await app.register(learnerRoutes(p));

    app.get(
      '/people/:id/courses',
      {
        onRequest: allowArea(p.authenticate, 'signed-in'),
        schema: {
          tags,
          security,
          description:
            "The courses a person has completed, most recent first: their profile's learning part, within what they let the caller see.",
          params: personIdParams,
          response: {
            200: completedCourseList,
            ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'PROFILE_SECTION_HIDDEN'),
          },
        },
      },
      (req) => service.completedCourses(p, callerOf(req), req.params.id),
    );

    app.post(
      '/courses/:id/enrolments',
      {
        onRequest: coordinator,
        schema: {
          tags,
          security,
          description:
            'The owner assigns a published course to learners (at most 500), with an optional due date (today or later, UTC). Enrolled learners keep their progress and get the due date; those who completed it are left unchanged.',
          params: courseIdParams,
          body: c.assignInput,
          response: { 200: c.assignResult, ...errorResponses(...ROLE_GUARD_ERRORS, ...OWNED, 'COURSE_NOT_PUBLISHED') },
        },
      },
      (req) => service.assign(p, callerOf(req), req.params.id, req.body),
    );
    app.get(
      '/courses/:id/enrolments',
      {
        onRequest: overseers,
        schema: {
          tags,
          security,
          description:
            "The course's enrolments (its owner, Admin, SuperAdmin); the filters and sorts of GET /enrolments.",
          params: courseIdParams,
          querystring: c.courseEnrolmentListQuery,
          response: { 200: c.enrolmentPage, ...errorResponses(...ROLE_GUARD_ERRORS, ...OWNED) },
        },
      },
      (req) => service.listCourseEnrolments(p, callerOf(req), req.params.id, req.query),
    );
    app.get(
      '/enrolments',
      {
        onRequest: overseers,
        schema: {
          tags,
          security,
          description:
            'A coordinator: the enrolments in the courses they own; Admin, SuperAdmin: all. `status` is derived (overdue: due date before today, UTC, and not completed). Sorts put empty values last.',
          querystring: c.enrolmentListQuery,
          response: { 200: c.enrolmentPage, ...errorResponses(...ROLE_GUARD_ERRORS) },
        },
      },
      (req) => service.listEnrolments(p, callerOf(req), req.query),
    );
    app.get(
      '/enrolments/export',
      {
        onRequest: overseers,
        schema: {
          tags,
          security,
          description:
            "GET /enrolments' rows under the same filters and sort, all of them (at most 50,000), as a CSV file (UTF-8 with BOM; columns Learner, Email, Course, Status, Progress (%), Due date, Enrolled, Last activity, Completed; times UTC). Cells that would start a spreadsheet formula are prefixed with '.",
          querystring: c.enrolmentExportQuery,
          response: {
            // The file is text/csv; errors keep the JSON error shape.
            200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
            ...errorResponses(...ROLE_GUARD_ERRORS),
          },
        },
      },
      async (req, reply) => {
        const { fileName, csv } = await service.exportEnrolments(p, callerOf(req), req.query);
        return sendDownload(reply, { contentType: 'text/csv; charset=utf-8', fileName, body: csv });
      },
    );
    app.put(
      '/enrolments/:id',
      {
        onRequest: coordinator,
        schema: {
          tags,
          security,
          description: "The course's owner changes the due date (null removes it; today or later, UTC).",
          params: c.enrolmentIdParams,
          body: c.enrolmentUpdate,
          response: { 200: c.enrolment, ...errorResponses(...ROLE_GUARD_ERRORS, ...OWNED) },
        },
      },
      (req) => service.updateEnrolment(p, callerOf(req), req.params.id, req.body.dueDate),
    );
    app.delete(
      '/enrolments/:id',
      {
        onRequest: coordinator,
        schema: {
          tags,
          security,
          description: "The course's owner removes an enrolment and its completions; a completed one is kept (409).",
          params: c.enrolmentIdParams,
          response: {
            204: z.null().describe('Removed'),
            ...errorResponses(...ROLE_GUARD_ERRORS, ...OWNED, 'ENROLMENT_COMPLETED'),
          },
        },
      },
      async (req, reply) => {
        await service.deleteEnrolment(p, callerOf(req), req.params.id);
        return reply.code(204).send(null);
      },
    );
    app.post(
      '/enrolments/:id/reminder',
      {
        onRequest: overseers,
        schema: {
          tags,
          security,
          description: `The course's owner (or Admin, SuperAdmin) reminds the learner of an overdue enrollment (due date before today, UTC, not completed; 409 otherwise, and in an archived course): they are told by their notification settings. At most once per ${c.OVERDUE_REMINDER_INTERVAL_HOURS} hours per enrollment: 429 with Retry-After until then.`,
          params: c.enrolmentIdParams,
          response: {
            200: c.overdueReminder,
            ...errorResponses(...ROLE_GUARD_ERRORS, ...OWNED, 'CONFLICT', 'COURSE_ARCHIVED'),
          },
        },
      },
      (req) => remindOverdue(p, callerOf(req), req.params.id),
    );
    app.get(
      '/coordinator/dashboard',
      {
        onRequest: coordinator,
        schema: {
          tags,
          security,
          description:
            "The caller's courses by status, their enrolments, completions and learners, who is behind on a due date, and the latest activity.",
          response: { 200: c.coordinatorDashboard, ...errorResponses(...ROLE_GUARD_ERRORS) },
        },
      },
      (req) => coordinatorDashboard(p, callerOf(req)),
    );
  };
