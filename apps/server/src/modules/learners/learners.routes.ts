import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as c from '@talentpath/contracts/enrolments';
import { ROLE_GUARD_ERRORS, allow, callerOf } from '../../platform/auth/guard.ts';
import { errorResponses } from '../../platform/errors.ts';
import type { Platform } from '../../platform/context.ts';
import * as service from './learners.service.ts';

const tags = ['learners'];
const security = [{ bearerAuth: [] }];

/** /api/learners (coordinators find learners to assign, and read a learner's profile; admins too): issue 11 */
export const learnersRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const overseers = allow(p.authenticate, 'CourseCoordinator', 'Admin', 'SuperAdmin');

    app.get(
      '/learners',
      {
        onRequest: overseers,
        schema: {
          tags,
          security,
          description:
            'Active learners: name or e-mail contains `searchTerm`; `technologyIds` any of these skills. Each with their technologies and, given `courseId` (a course the caller owns; admins any), their enrolment in it.',
          querystring: c.learnerListQuery,
          response: {
            200: c.learnerPage,
            ...errorResponses(...ROLE_GUARD_ERRORS, 'NOT_FOUND', 'COURSE_NOT_OWNER'),
          },
        },
      },
      (req) => service.listLearners(p, callerOf(req), req.query),
    );
    app.get(
      '/learners/:id',
      {
        onRequest: overseers,
        schema: {
          tags,
          security,
          description:
            "A learner's profile: technologies and enrolments (a coordinator sees those in the courses they own; admins all).",
          params: c.learnerIdParams,
          response: { 200: c.learnerProfile, ...errorResponses(...ROLE_GUARD_ERRORS, 'NOT_FOUND', 'URI_TOO_LONG') },
        },
      },
      (req) => service.getLearner(p, callerOf(req), req.params.id),
    );
  };
