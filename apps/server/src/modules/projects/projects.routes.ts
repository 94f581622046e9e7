import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as c from '@talentpath/contracts/projects';
import { ROLE_GUARD_ERRORS, allowArea, callerOf } from '../../platform/auth/guard.ts';
import { errorResponses } from '../../platform/errors.ts';
import type { Platform } from '../../platform/context.ts';
import * as service from './projects.service.ts';

const tags = ['projects'];
const security = [{ bearerAuth: [] }];
const BY_ID = ['NOT_FOUND', 'URI_TOO_LONG'] as const;
const MANAGED = [...BY_ID, 'PROJECT_NOT_MANAGER'] as const;

/**
 * /api/projects (ProjectManager; ADR 0030: every project manager reads every project, its own manager changes it).
 * Its team's routes (/api/projects/{id}/assignments, /api/assignments, /api/learner/projects) are staffing's.
 */
export const projectsRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const pm = allowArea(p.authenticate, 'project-manager');

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
      (req) => service.readProject(p, callerOf(req), req.params.id),
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
  };
