import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as c from '@talentpath/contracts/courses';
import type { ErrorCode } from '@talentpath/contracts/errors';
import { ROLE_GUARD_ERRORS, allowArea, callerOf } from '../../platform/auth/guard.ts';
import { errorResponses } from '../../platform/errors.ts';
import type { Platform } from '../../platform/context.ts';
import * as service from './courses.service.ts';

const tags = ['courses'];
const security = [{ bearerAuth: [] }];
const BY_ID = ['NOT_FOUND', 'URI_TOO_LONG'] as const;
const OWNED = [...BY_ID, 'COURSE_NOT_OWNER'] as const;

/**
 * /api/courses (ADR 0032): read by every signed-in role as far as the policy lets it see; created and changed by
 * CourseCoordinators (the owner only); handed to another coordinator by admins.
 */
export const coursesRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const read = allowArea(p.authenticate, 'signed-in');
    const coordinator = allowArea(p.authenticate, 'coordinator');
    const admin = allowArea(p.authenticate, 'admin');
    const byOwner = (description: string, codes: readonly ErrorCode[]) => ({
      onRequest: coordinator,
      schema: {
        tags,
        security,
        description,
        params: c.courseIdParams,
        response: { 200: c.course, ...errorResponses(...ROLE_GUARD_ERRORS, ...OWNED, ...codes) },
      },
    });

    app.get(
      '/courses',
      {
        onRequest: read,
        schema: {
          tags,
          security,
          description:
            'Learners and project managers: published courses of active categories. A coordinator: their own in every status and the published. Admins: all.',
          querystring: c.courseListQuery,
          response: { 200: c.coursePage, ...errorResponses(...ROLE_GUARD_ERRORS) },
        },
      },
      (req) => service.listCourses(p, callerOf(req), req.query),
    );
    app.post(
      '/courses',
      {
        onRequest: coordinator,
        schema: {
          tags,
          security,
          description: 'A new draft owned by the caller.',
          body: c.courseInput,
          response: { 201: c.course, ...errorResponses(...ROLE_GUARD_ERRORS, 'CONFLICT') },
        },
      },
      async (req, reply) => reply.code(201).send(await service.createCourse(p, callerOf(req), req.body)),
    );
    app.get(
      '/courses/:id',
      {
        onRequest: read,
        schema: {
          tags,
          security,
          description: 'The course; `readiness` (the publish checklist) for its owner and admins only.',
          params: c.courseIdParams,
          response: { 200: c.course, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID) },
        },
      },
      (req) => service.getCourse(p, callerOf(req), req.params.id),
    );
    app.put(
      '/courses/:id',
      {
        onRequest: coordinator,
        schema: {
          tags,
          security,
          description: 'Changes the course (its owner, in any status: learners see the change).',
          params: c.courseIdParams,
          body: c.courseUpdate,
          response: { 200: c.course, ...errorResponses(...ROLE_GUARD_ERRORS, ...OWNED, 'CONFLICT') },
        },
      },
      (req) => service.updateCourse(p, callerOf(req), req.params.id, req.body),
    );
    app.delete(
      '/courses/:id',
      {
        onRequest: coordinator,
        schema: {
          tags,
          security,
          description: 'Deletes the course with its lessons, materials and files; 409 while it has enrolments.',
          params: c.courseIdParams,
          response: {
            204: z.null().describe('Deleted'),
            ...errorResponses(...ROLE_GUARD_ERRORS, ...OWNED, 'COURSE_HAS_ENROLMENTS'),
          },
        },
      },
      async (req, reply) => {
        await service.deleteCourse(p, callerOf(req), req.params.id);
        return reply.code(204).send(null);
      },
    );
    app.post(
      '/courses/:id/publish',
      byOwner('Draft or archived → published; 409 COURSE_NOT_READY lists the blocking issues.', ['COURSE_NOT_READY']),
      (req) => service.publishCourse(p, callerOf(req), req.params.id),
    );
    app.post(
      '/courses/:id/archive',
      byOwner('Published → archived (an archived course is answered as it is; a draft is refused).', [
        'COURSE_TRANSITION_REFUSED',
      ]),
      (req) => service.archiveCourse(p, callerOf(req), req.params.id),
    );
    app.post(
      '/courses/:id/reassign',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          description: 'Hands the course to another active CourseCoordinator (Admin, SuperAdmin).',
          params: c.courseIdParams,
          body: c.courseReassign,
          response: { 200: c.course, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID) },
        },
      },
      (req) => service.reassignCourse(p, callerOf(req), req.params.id, req.body.ownerId),
    );
  };
