import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as a from '@talentpath/contracts/attempts';
import { quizIdParams } from '@talentpath/contracts/quizzes';
import { ROLE_GUARD_ERRORS, allowArea, callerOf } from '../../platform/auth/guard.ts';
import { errorResponses } from '../../platform/errors.ts';
import type { Platform } from '../../platform/context.ts';
import { z } from 'zod';
import * as service from './attempts.service.ts';
import * as results from './results.service.ts';
import { sendDownload } from '../../platform/download-reply.ts';

const tags = ['quiz attempts'];
const security = [{ bearerAuth: [] }];
const BY_ID = ['NOT_FOUND', 'URI_TOO_LONG'] as const;
const TAKING = [...BY_ID, 'NOT_ENROLLED', 'COURSE_ARCHIVED'] as const;

/**
 * Taking a quiz (issue 12, ADR 0034): /api/quizzes/{id}/attempts (the learner's own: list, start or resume),
 * /api/attempts/{id} (read: its learner or the course's owner; save answers: its learner),
 * /api/attempts/{id}/check (an interactive quiz's question marked now: its learner), /api/attempts/{id}/submit and
 * /api/attempts/{id}/grade (essay marks: the course's owner).
 */
export const attemptsRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const learner = allowArea(p.authenticate, 'learner');
    const read = allowArea(p.authenticate, 'signed-in');
    const author = allowArea(p.authenticate, 'coordinator');

    app.get(
      '/quizzes/:id/attempts',
      {
        onRequest: learner,
        schema: {
          tags,
          security,
          description:
            "The caller's attempts at the quiz, their grade by the quiz's method, and whether they may start one.",
          params: quizIdParams,
          response: { 200: a.myAttempts, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID) },
        },
      },
      (req) => service.myAttempts(p, callerOf(req), req.params.id),
    );

    app.post(
      '/quizzes/:id/attempts',
      {
        onRequest: learner,
        schema: {
          tags,
          security,
          description:
            'Resumes the attempt in progress (200), or starts one (201): the questions drawn and frozen, the deadline set by the server.',
          params: quizIdParams,
          response: {
            200: a.attempt,
            201: a.attempt,
            ...errorResponses(
              ...ROLE_GUARD_ERRORS,
              ...TAKING,
              'QUIZ_NOT_OPEN',
              'QUIZ_CLOSED',
              'NO_ATTEMPTS_LEFT',
              'QUIZ_EMPTY',
            ),
          },
        },
      },
      async (req, reply) => {
        const { attempt, created } = await service.startOrResume(p, callerOf(req), req.params.id);
        return reply.code(created ? 201 : 200).send(attempt);
      },
    );

    app.get(
      '/attempts/:id',
      {
        onRequest: read,
        schema: {
          tags,
          security,
          description:
            "The attempt with its questions and saved answers; marks, right answers and feedback only as the quiz's review setting allows.",
          params: a.attemptIdParams,
          response: { 200: a.attempt, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID) },
        },
      },
      (req) => service.readAttempt(p, callerOf(req), req.params.id),
    );

    app.put(
      '/attempts/:id',
      {
        onRequest: learner,
        schema: {
          tags,
          security,
          description: 'Saves answers (by position) and flags as they are given.',
          params: a.attemptIdParams,
          body: a.attemptSave,
          response: {
            200: a.attempt,
            ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'ATTEMPT_CLOSED', 'QUESTION_FINISHED'),
          },
        },
      },
      (req) => service.saveAnswers(p, callerOf(req), req.params.id, req.body),
    );

    app.post(
      '/attempts/:id/check',
      {
        onRequest: learner,
        schema: {
          tags,
          security,
          description:
            "An interactive quiz: one question's response saved and marked now. Right, or its last try: the question is finished, marked less its penalty for each wrong try. Else a try is used and the next hint shown.",
          params: a.attemptIdParams,
          body: a.attemptCheck,
          response: {
            200: a.attempt,
            ...errorResponses(
              ...ROLE_GUARD_ERRORS,
              ...BY_ID,
              'VALIDATION',
              'ATTEMPT_CLOSED',
              'QUIZ_NOT_INTERACTIVE',
              'QUESTION_FINISHED',
            ),
          },
        },
      },
      (req) => service.checkAnswer(p, callerOf(req), req.params.id, req.body),
    );

    app.post(
      '/attempts/:id/submit',
      {
        onRequest: learner,
        schema: {
          tags,
          security,
          description: 'Closes and grades the attempt, once.',
          params: a.attemptIdParams,
          response: { 200: a.attempt, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'ATTEMPT_CLOSED') },
        },
      },
      (req) => service.submitAttempt(p, callerOf(req), req.params.id),
    );

    app.post(
      '/attempts/:id/grade',
      {
        onRequest: author,
        schema: {
          tags,
          security,
          description: "Marks essay answers (the course's owner); the attempt's grade follows when no essay waits.",
          params: a.attemptIdParams,
          body: a.attemptGrade,
          response: { 200: a.attempt, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'CONFLICT') },
        },
      },
      (req) => service.gradeAttempt(p, callerOf(req), req.params.id, req.body),
    );

    const OWNED = [...BY_ID, 'COURSE_NOT_OWNER'] as const;

    app.get(
      '/quizzes/:id/results',
      {
        onRequest: author,
        schema: {
          tags,
          security,
          description:
            "The course owner's view: attempts per learner, the essays waiting for a mark, per-question statistics. Overdue attempts are closed first.",
          params: quizIdParams,
          response: { 200: a.quizResults, ...errorResponses(...ROLE_GUARD_ERRORS, ...OWNED) },
        },
      },
      (req) => results.quizResults(p, callerOf(req), req.params.id),
    );

    app.get(
      '/quizzes/:id/results/export',
      {
        onRequest: author,
        schema: {
          tags,
          security,
          description:
            'One line per attempt as a CSV file (UTF-8 with BOM; Learner, Email, Attempt, State, Started, Submitted, Duration (s), Score, Max score, Percent, Passed; times UTC).',
          params: quizIdParams,
          response: {
            200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
            ...errorResponses(...ROLE_GUARD_ERRORS, ...OWNED),
          },
        },
      },
      async (req, reply) => {
        const { fileName, csv } = await results.exportResults(p, callerOf(req), req.params.id);
        return sendDownload(reply, { contentType: 'text/csv; charset=utf-8', fileName, body: csv });
      },
    );

    app.post(
      '/quizzes/:id/regrade',
      {
        onRequest: author,
        schema: {
          tags,
          security,
          description:
            'Grades every closed attempt again against the current version of its questions (essays keep their marks).',
          params: quizIdParams,
          response: { 200: a.regradeResult, ...errorResponses(...ROLE_GUARD_ERRORS, ...OWNED) },
        },
      },
      (req) => results.regrade(p, callerOf(req), req.params.id),
    );

    app.get(
      '/quizzes/:id/preview',
      {
        onRequest: author,
        schema: {
          tags,
          security,
          description: 'An attempt as a learner would get one now: drawn, not stored (the course owner).',
          params: quizIdParams,
          response: { 200: a.attempt, ...errorResponses(...ROLE_GUARD_ERRORS, ...OWNED) },
        },
      },
      (req) => results.previewQuiz(p, callerOf(req), req.params.id),
    );
  };
