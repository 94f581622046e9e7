import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as s from '@talentpath/contracts/skills';
import { courseIdParams } from '@talentpath/contracts/courses';
import { projectIdParams } from '@talentpath/contracts/projects';
import { ROLE_GUARD_ERRORS, allow, allowArea, callerOf } from '../../platform/auth/guard.ts';
import { errorResponses } from '../../platform/errors.ts';
import type { Platform } from '../../platform/context.ts';
import { SKILL_RATERS } from './skills.policy.ts';
import * as asks from './skill-asks.service.ts';
import * as service from './skills.service.ts';

const tags = ['skills'];
const security = [{ bearerAuth: [] }];
const BY_ID = ['NOT_FOUND', 'URI_TOO_LONG'] as const;

/**
 * Skills with evidence (ADR 0059): a person's skills and claims, their own assessment, managers' ratings, peers'
 * endorsements, admins' corrections, and what courses grant.
 */
export const skillsRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = allowArea(p.authenticate, 'signed-in');
    const raters = allow(p.authenticate, ...SKILL_RATERS);
    const admins = allow(p.authenticate, 'Admin', 'SuperAdmin');
    const authors = allowArea(p.authenticate, 'coordinator');
    const noContent = { 204: z.null().describe('Done') };

    app.get(
      '/people/:id/skills',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description:
            "A person's skills: each one's effective level, where it comes from, endorsements, and every claim.",
          params: s.personIdParams,
          response: {
            200: s.personSkills,
            ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'PROFILE_SECTION_HIDDEN'),
          },
        },
      },
      (req) => service.personSkills(p, callerOf(req), req.params.id),
    );

    app.put(
      '/me/skills/:technologyId',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description: 'The caller assesses one of their own skills (replacing their earlier assessment of it).',
          params: s.mySkillParams,
          body: s.selfAssessmentInput,
          response: { 200: s.personSkills, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID) },
        },
      },
      (req) => service.assessOwn(p, callerOf(req), req.params.technologyId, req.body.level),
    );

    app.delete(
      '/me/skills/:technologyId',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description: 'The caller withdraws their own assessment of a skill.',
          params: s.mySkillParams,
          response: { ...noContent, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID) },
        },
      },
      async (req, reply) => {
        await service.withdrawOwn(p, callerOf(req), req.params.technologyId);
        return reply.code(204).send(null);
      },
    );

    app.put(
      '/people/:id/skills/:technologyId/rating',
      {
        onRequest: raters,
        schema: {
          tags,
          security,
          description: "A project manager's or admin's rating of a person's skill, with a note (replacing their last).",
          params: s.personSkillParams,
          body: s.ratingInput,
          response: {
            200: s.personSkills,
            ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'SKILL_OWN_CLAIM', 'PROFILE_SECTION_HIDDEN'),
          },
        },
      },
      (req) => service.rate(p, callerOf(req), req.params.id, req.params.technologyId, req.body),
    );

    app.delete(
      '/people/:id/skills/:technologyId/rating',
      {
        onRequest: raters,
        schema: {
          tags,
          security,
          description: 'The caller withdraws their own rating of the skill.',
          params: s.personSkillParams,
          response: { ...noContent, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'SKILL_OWN_CLAIM') },
        },
      },
      async (req, reply) => {
        await service.withdrawRating(p, callerOf(req), req.params.id, req.params.technologyId);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/people/:id/skills/:technologyId/endorsements',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description: 'The caller endorses a skill the person has (counted; it never raises the level).',
          params: s.personSkillParams,
          response: {
            200: s.personSkills,
            ...errorResponses(
              ...ROLE_GUARD_ERRORS,
              ...BY_ID,
              'SKILL_OWN_CLAIM',
              'SKILL_NOT_HELD',
              'PROFILE_SECTION_HIDDEN',
            ),
          },
        },
      },
      (req) => service.endorse(p, callerOf(req), req.params.id, req.params.technologyId),
    );

    app.delete(
      '/people/:id/skills/:technologyId/endorsements',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description: 'The caller takes back their endorsement.',
          params: s.personSkillParams,
          response: { ...noContent, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID) },
        },
      },
      async (req, reply) => {
        await service.retractEndorsement(p, callerOf(req), req.params.id, req.params.technologyId);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/skill-claims/:id/withdrawal',
      {
        onRequest: admins,
        schema: {
          tags,
          security,
          description:
            'An admin withdraws a claim with a reason (a correction; kept in the history and the audit log).',
          params: s.claimIdParams,
          body: s.withdrawalInput,
          response: { 200: s.personSkills, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'CONFLICT') },
        },
      },
      (req) => service.withdrawAnyClaim(p, callerOf(req), req.params.id, req.body.reason),
    );

    app.get(
      '/projects/:id/skill-gaps',
      {
        // Projects are read in the project managers' area (projects.policy.ts), so are their gaps.
        onRequest: allowArea(p.authenticate, 'project-manager'),
        schema: {
          tags,
          security,
          description:
            'For each technology the project requires: whether its team has it, who in the organisation does, and the published courses that grant it.',
          params: projectIdParams,
          response: { 200: s.projectSkillGaps, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID) },
        },
      },
      (req) => service.projectSkillGaps(p, req.params.id),
    );

    app.post(
      '/projects/:id/course-recommendations',
      {
        onRequest: allowArea(p.authenticate, 'project-manager'),
        schema: {
          tags,
          security,
          description:
            "The project's own manager recommends a published course that grants one of the project's technologies to active learners (at most 50). Each is told once; their dashboard lists it until they complete the course.",
          params: projectIdParams,
          body: s.courseRecommendationInput,
          response: {
            200: s.askResult,
            ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'PROJECT_NOT_MANAGER', 'PROJECT_CLOSED'),
          },
        },
      },
      (req) => asks.recommendCourse(p, callerOf(req), req.params.id, req.body),
    );

    app.get(
      '/learner/recommendations',
      {
        onRequest: allowArea(p.authenticate, 'learner'),
        schema: {
          tags,
          security,
          description:
            'The courses project managers recommended to the caller for their projects, not yet completed; newest first.',
          response: { 200: s.recommendationList, ...errorResponses(...ROLE_GUARD_ERRORS) },
        },
      },
      (req) => asks.myRecommendations(p, callerOf(req)),
    );

    app.post(
      '/me/skills/:technologyId/endorsement-requests',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description:
            'The caller asks colleagues (at most 10, active, able to see their skills) to endorse a skill they hold. A colleague asked for it in the last 7 days is not told again.',
          params: s.mySkillParams,
          body: s.endorsementRequestInput,
          response: { 200: s.askResult, ...errorResponses(...ROLE_GUARD_ERRORS, 'SKILL_NOT_HELD', 'URI_TOO_LONG') },
        },
      },
      (req) => asks.requestEndorsements(p, callerOf(req), req.params.technologyId, req.body),
    );

    app.get(
      '/courses/:id/outcomes',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description: 'What completing the course grants: technologies at a level, some only with every quiz passed.',
          params: courseIdParams,
          response: { 200: s.courseOutcomes, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID) },
        },
      },
      (req) => service.getOutcomes(p, callerOf(req), req.params.id),
    );

    app.put(
      '/courses/:id/outcomes',
      {
        onRequest: authors,
        schema: {
          tags,
          security,
          description: "The course's owner replaces its outcomes; skills already earned stay as earned.",
          params: courseIdParams,
          body: s.courseOutcomesInput,
          response: { 200: s.courseOutcomes, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'COURSE_NOT_OWNER') },
        },
      },
      (req) => service.setOutcomes(p, callerOf(req), req.params.id, req.body),
    );
  };
