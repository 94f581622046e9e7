import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectIdParams } from '@talentpath/contracts/projects';
import * as s from '@talentpath/contracts/staffing';
import { ROLE_GUARD_ERRORS, allow, allowArea, callerOf } from '../../platform/auth/guard.ts';
import { errorResponses } from '../../platform/errors.ts';
import type { Platform } from '../../platform/context.ts';
import { capacity, dashboard } from './capacity.service.ts';
import { getEmployee, listEmployees, setSkills } from './employees.service.ts';
import { suggestTeam } from './team-suggestion.service.ts';

const tags = ['staffing'];
const security = [{ bearerAuth: [] }];
const BY_ID = ['NOT_FOUND', 'URI_TOO_LONG'] as const;

/** /api/employees, /api/capacity, /api/projects/{id}/team-suggestion, /api/project-manager/dashboard (ProjectManager). */
export const staffingRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const pm = allowArea(p.authenticate, 'project-manager');
    // Skills are kept by the people who staff (project managers) and by admins, who run the organisation's records.
    const skillKeepers = allow(p.authenticate, 'ProjectManager', 'Admin', 'SuperAdmin');

    app.get(
      '/employees',
      {
        onRequest: pm,
        schema: {
          tags,
          security,
          description:
            'People who can be staffed. With projectId and match=true: ranked by match score for the project, each with why.',
          querystring: s.employeeListQuery,
          response: { 200: s.employeePage, ...errorResponses(...ROLE_GUARD_ERRORS, 'NOT_FOUND') },
        },
      },
      (req) => listEmployees(p, req.query),
    );
    app.get(
      '/employees/:id',
      {
        onRequest: skillKeepers,
        schema: {
          tags,
          security,
          params: s.employeeIdParams,
          response: { 200: s.employee, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID) },
        },
      },
      (req) => getEmployee(p, req.params.id),
    );
    app.put(
      '/employees/:id/skills',
      {
        onRequest: skillKeepers,
        schema: {
          tags,
          security,
          params: s.employeeIdParams,
          body: s.skillsInput,
          response: { 200: s.employee, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'SKILL_OWN_CLAIM') },
        },
      },
      (req) => setSkills(p, callerOf(req), req.params.id, req.body),
    );
    app.get(
      '/projects/:id/team-suggestion',
      {
        onRequest: pm,
        schema: {
          tags,
          security,
          description:
            "Fills the project's open role slots with the best feasible people (a proposal: accept it with POST).",
          params: projectIdParams,
          querystring: s.teamSuggestionQuery,
          response: { 200: s.teamSuggestion, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'PROJECT_CLOSED') },
        },
      },
      (req) => suggestTeam(p, req.params.id, req.query.workload),
    );
    app.get(
      '/capacity',
      {
        onRequest: pm,
        schema: {
          tags,
          security,
          querystring: s.capacityQuery,
          response: { 200: s.capacityPage, ...errorResponses(...ROLE_GUARD_ERRORS) },
        },
      },
      (req) => capacity(p, req.query),
    );
    app.get(
      '/project-manager/dashboard',
      {
        onRequest: pm,
        schema: {
          tags,
          security,
          response: { 200: s.projectManagerDashboard, ...errorResponses(...ROLE_GUARD_ERRORS) },
        },
      },
      () => dashboard(p),
    );
  };
