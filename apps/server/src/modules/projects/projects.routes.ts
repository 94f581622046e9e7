import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as c from '@talentpath/contracts/projects';
import * as s from '@talentpath/contracts/staffing';
import { ROLE_GUARD_ERRORS, allowArea, callerOf } from '../../platform/auth/guard.ts';
import { errorResponses } from '../../platform/errors.ts';
import type { Platform } from '../../platform/context.ts';
import * as staffing from '../staffing/staffing.public.ts';
import * as service from './projects.service.ts';

const tags = ['projects'];
const security = [{ bearerAuth: [] }];
const BY_ID = ['NOT_FOUND', 'URI_TOO_LONG'] as const;
const MANAGED = [...BY_ID, 'PROJECT_NOT_MANAGER'] as const;
const STAFFING = [...MANAGED, 'PROJECT_CLOSED', 'WORKLOAD_EXCEEDED', 'DUPLICATE_ASSIGNMENT', 'CONFLICT'] as const;
const DAY_MS = 24 * 3600_000;

/**
 * /api/projects and /api/assignments (ProjectManager; ADR 0030: every project manager reads every project, its
 * own manager changes and staffs it), and /api/learner/projects (a learner's own assignments).
 */
export const projectsRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const pm = allowArea(p.authenticate, 'project-manager');
    const learner = allowArea(p.authenticate, 'learner');

    // Once a day: record `project.overdue` for active projects past their deadline (once per deadline).
    p.jobs.schedule('projects.record-overdue', { everyMs: DAY_MS }, async () => service.recordOverdueProjects(p));

    app.get(
      '/projects',
      {
        onRequest: pm,
        schema: {
          tags,
          security,
          querystring: c.projectListQuery,
          response: { 200: c.projectPage, ...errorResponses(...ROLE_GUARD_ERRORS) },
        },
      },
      (req) => service.listProjects(p, callerOf(req), req.query),
    );
    app.get(
      '/projects/:id',
      {
        onRequest: pm,
        schema: {
          tags,
          security,
          params: c.projectIdParams,
          response: { 200: c.project, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID) },
        },
      },
      (req) => service.getProject(p, req.params.id),
    );
    app.post(
      '/projects',
      {
        onRequest: pm,
        schema: {
          tags,
          security,
          body: c.projectInput,
          response: { 201: c.project, ...errorResponses(...ROLE_GUARD_ERRORS, 'CONFLICT') },
        },
      },
      async (req, reply) => reply.code(201).send(await service.createProject(p, callerOf(req), req.body)),
    );
    app.put(
      '/projects/:id',
      {
        onRequest: pm,
        schema: {
          tags,
          security,
          params: c.projectIdParams,
          body: c.projectUpdate,
          response: {
            200: c.project,
            ...errorResponses(
              ...ROLE_GUARD_ERRORS,
              ...MANAGED,
              'PROJECT_TRANSITION_REFUSED',
              'WORKLOAD_EXCEEDED',
              'CONFLICT',
            ),
          },
        },
      },
      (req) => service.updateProject(p, callerOf(req), req.params.id, req.body),
    );
    app.delete(
      '/projects/:id',
      {
        onRequest: pm,
        schema: {
          tags,
          security,
          params: c.projectIdParams,
          response: { 204: z.null().describe('Deleted'), ...errorResponses(...ROLE_GUARD_ERRORS, ...MANAGED) },
        },
      },
      async (req, reply) => {
        await service.deleteProject(p, callerOf(req), req.params.id);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/projects/:id/assignments',
      {
        onRequest: pm,
        schema: {
          tags,
          security,
          params: c.projectIdParams,
          response: { 200: s.assignmentList, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID) },
        },
      },
      (req) => staffing.listProjectAssignments(p, req.params.id),
    );
    app.post(
      '/projects/:id/assignments',
      {
        onRequest: pm,
        schema: {
          tags,
          security,
          description: 'Assign a person to the project in a role. 409 WORKLOAD_EXCEEDED or DUPLICATE_ASSIGNMENT.',
          params: c.projectIdParams,
          body: s.assignmentInput,
          response: { 201: s.assignment, ...errorResponses(...ROLE_GUARD_ERRORS, ...STAFFING) },
        },
      },
      async (req, reply) =>
        reply.code(201).send((await staffing.assign(p, callerOf(req), req.params.id, [req.body]))[0]!),
    );
    app.post(
      '/projects/:id/team-suggestion',
      {
        onRequest: pm,
        schema: {
          tags,
          security,
          description: 'Accept a proposed team (as suggested or edited): every assignment is made, or none.',
          params: c.projectIdParams,
          body: s.acceptTeamInput,
          response: { 201: s.assignmentList, ...errorResponses(...ROLE_GUARD_ERRORS, ...STAFFING) },
        },
      },
      async (req, reply) =>
        reply.code(201).send({ items: await staffing.assign(p, callerOf(req), req.params.id, req.body.assignments) }),
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
      (req) => staffing.changeWorkload(p, callerOf(req), req.params.id, req.body.workload),
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
        await staffing.removeAssignment(p, callerOf(req), req.params.id);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/learner/projects',
      {
        onRequest: learner,
        schema: { tags, security, response: { 200: s.learnerProjectList, ...errorResponses(...ROLE_GUARD_ERRORS) } },
      },
      (req) => staffing.learnerProjects(p, callerOf(req)),
    );
  };
