import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { projectIdParams } from '@talentpath/contracts/projects';
import { workHistory } from '@talentpath/contracts/profiles';
import { personIdParams } from '@talentpath/contracts/skills';
import * as s from '@talentpath/contracts/staffing';
import { ROLE_GUARD_ERRORS, allowArea, callerOf } from '../../platform/auth/guard.ts';
import { errorResponses } from '../../platform/errors.ts';
import type { Platform } from '../../platform/context.ts';
import * as service from './assignments.service.ts';

// Listed under the projects tag in /api/docs, where they were before they moved here (ADR 0038): a project's team.
const tags = ['projects'];
const security = [{ bearerAuth: [] }];
const BY_ID = ['NOT_FOUND', 'URI_TOO_LONG'] as const;
const MANAGED = [...BY_ID, 'PROJECT_NOT_MANAGER'] as const;
const STAFFING = [...MANAGED, 'PROJECT_CLOSED', 'WORKLOAD_EXCEEDED', 'DUPLICATE_ASSIGNMENT', 'CONFLICT'] as const;

/**
 * /api/projects/{id}/assignments, /api/projects/{id}/team-suggestion (accepting one) and /api/assignments
 * (ProjectManager: any reads a team, the project's own manager staffs it; ADR 0030), and /api/learner/projects
 * (a learner's own assignments).
 */
export const assignmentsRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const pm = allowArea(p.authenticate, 'project-manager');
    const learner = allowArea(p.authenticate, 'learner');

    app.get(
      '/projects/:id/assignments',
      {
        onRequest: pm,
        schema: {
          tags,
          security,
          params: projectIdParams,
          response: { 200: s.assignmentList, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID) },
        },
      },
      (req) => service.listProjectAssignments(p, req.params.id),
    );
    app.post(
      '/projects/:id/assignments',
      {
        onRequest: pm,
        schema: {
          tags,
          security,
          description: 'Assign a person to the project in a role. 409 WORKLOAD_EXCEEDED or DUPLICATE_ASSIGNMENT.',
          params: projectIdParams,
          body: s.assignmentInput,
          response: { 201: s.assignment, ...errorResponses(...ROLE_GUARD_ERRORS, ...STAFFING) },
        },
      },
      async (req, reply) =>
        reply.code(201).send((await service.assign(p, callerOf(req), req.params.id, [req.body]))[0]!),
    );
    app.post(
      '/projects/:id/team-suggestion',
      {
        onRequest: pm,
        schema: {
          tags,
          security,
          description: 'Accept a proposed team (as suggested or edited): every assignment is made, or none.',
          params: projectIdParams,
          body: s.acceptTeamInput,
          response: { 201: s.assignmentList, ...errorResponses(...ROLE_GUARD_ERRORS, ...STAFFING) },
        },
      },
      async (req, reply) =>
        reply.code(201).send({ items: await service.assign(p, callerOf(req), req.params.id, req.body.assignments) }),
    );
    app.put(
      '/assignments/:id',
      {
        onRequest: pm,
        schema: {
          tags,
          security,
          params: s.assignmentIdParams,
          body: s.assignmentUpdate,
          response: { 200: s.assignment, ...errorResponses(...ROLE_GUARD_ERRORS, ...STAFFING) },
        },
      },
      (req) => service.changeWorkload(p, callerOf(req), req.params.id, req.body.workload),
    );
    app.delete(
      '/assignments/:id',
      {
        onRequest: pm,
        schema: {
          tags,
          security,
          params: s.assignmentIdParams,
          response: { 204: z.null().describe('Removed'), ...errorResponses(...ROLE_GUARD_ERRORS, ...MANAGED) },
        },
      },
      async (req, reply) => {
        await service.removeAssignment(p, callerOf(req), req.params.id);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/people/:id/work',
      {
        onRequest: allowArea(p.authenticate, 'signed-in'),
        schema: {
          tags,
          security,
          description:
            "A person's projects, current and past, and their workload today: their profile's work part, within what they let the caller see.",
          params: personIdParams,
          response: { 200: workHistory, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'PROFILE_SECTION_HIDDEN') },
        },
      },
      (req) => service.personWork(p, callerOf(req), req.params.id),
    );

    app.get(
      '/learner/projects',
      {
        onRequest: learner,
        schema: { tags, security, response: { 200: s.learnerProjectList, ...errorResponses(...ROLE_GUARD_ERRORS) } },
      },
      (req) => service.learnerProjects(p, callerOf(req)),
    );
  };
