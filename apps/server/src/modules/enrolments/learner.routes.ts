import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseIdParams } from '@talentpath/contracts/courses';
import * as c from '@talentpath/contracts/enrolments';
import { lessonIdParams } from '@talentpath/contracts/lessons';
import { ROLE_GUARD_ERRORS, allowArea, callerOf } from '../../platform/auth/guard.ts';
import { errorResponses } from '../../platform/errors.ts';
import type { Platform } from '../../platform/context.ts';
import { enrol } from './enrolments.service.ts';
import { learnerDashboard, listMine } from './my-learning.service.ts';
import * as progress from './progress.service.ts';

const tags = ['enrolments'];
const security = [{ bearerAuth: [] }];
const BY_ID = ['NOT_FOUND', 'URI_TOO_LONG'] as const;

/**
 * The learner's own calls (ADR 0032): enrol, my learning, progress in a course (read, resume point, complete a
 * lesson) and the dashboard. Only the Learner role; a learner never reads anyone else's enrolments.
 */
export const learnerRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const learner = allowArea(p.authenticate, 'learner');

    app.post(
      '/courses/:id/enrol',
      {
        onRequest: learner,
        schema: {
          tags,
          security,
          description:
            'The caller enrols in a published course: 201 with the new enrolment, 200 with the one they had (idempotent).',
          params: courseIdParams,
          response: {
            200: c.enrolment,
            201: c.enrolment,
            ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'COURSE_NOT_PUBLISHED'),
          },
        },
      },
      async (req, reply) => {
        const { created, enrolment } = await enrol(p, callerOf(req), req.params.id);
        return reply.code(created ? 201 : 200).send(enrolment);
      },
    );
    app.get(
      '/learner/enrolments',
      {
        onRequest: learner,
        schema: {
          tags,
          security,
          description:
            "My learning: the caller's enrolments. `status=active`: not completed. `sort=recent` (the default): most recently opened first.",
          querystring: c.learnerEnrolmentQuery,
          response: { 200: c.enrolmentPage, ...errorResponses(...ROLE_GUARD_ERRORS) },
        },
      },
      (req) => listMine(p, callerOf(req), req.query),
    );
    app.get(
      '/learner/dashboard',
      {
        onRequest: learner,
        schema: {
          tags,
          security,
          description: 'Continue learning, assigned courses by due date, courses in progress, and the figures.',
          response: { 200: c.learnerDashboard, ...errorResponses(...ROLE_GUARD_ERRORS) },
        },
      },
      (req) => learnerDashboard(p, callerOf(req)),
    );
    app.get(
      '/courses/:id/progress',
      {
        onRequest: learner,
        schema: {
          tags,
          security,
          description: "The caller's progress in the course: completed lessons, the next one and where to resume.",
          params: courseIdParams,
          response: { 200: c.courseProgress, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'NOT_ENROLLED') },
        },
      },
      (req) => progress.getProgress(p, callerOf(req), req.params.id),
    );
    app.post(
      '/courses/:id/retake',
      {
        onRequest: learner,
        schema: {
          tags,
          security,
          description:
            'The caller retakes a course they completed, to renew its certificate once it has ended or ends within 90 days: the course starts again (its quizzes with their attempts afresh) and its completion issues a new certificate that renews the old one. The progress of the new round.',
          params: courseIdParams,
          response: {
            200: c.courseProgress,
            ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'NOT_ENROLLED', 'COURSE_ARCHIVED', 'RETAKE_NOT_DUE'),
          },
        },
      },
      (req) => progress.retakeCourse(p, callerOf(req), req.params.id),
    );
    app.put(
      '/courses/:id/progress',
      {
        onRequest: learner,
        schema: {
          tags,
          security,
          description:
            'The lesson the player opened becomes the resume point (it completes nothing). In an archived course only a completed lesson opens.',
          params: courseIdParams,
          body: c.progressPosition,
          response: {
            200: c.courseProgress,
            ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'NOT_ENROLLED', 'LESSON_LOCKED'),
          },
        },
      },
      (req) => progress.setPosition(p, callerOf(req), req.params.id, req.body.lessonId),
    );
    app.post(
      '/lessons/:id/complete',
      {
        onRequest: learner,
        schema: {
          tags,
          security,
          description:
            'Completes the lesson for the caller (idempotent; progress only moves forward). `courseCompleted` is true on the call that completed the course.',
          params: lessonIdParams,
          response: {
            200: c.lessonCompletion,
            ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'NOT_ENROLLED', 'COURSE_ARCHIVED', 'LESSON_NEEDS_QUIZ'),
          },
        },
      },
      (req) => progress.completeLesson(p, callerOf(req), req.params.id),
    );
  };
