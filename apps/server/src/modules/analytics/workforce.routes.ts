import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  benchPage,
  benchQuery,
  demandExportQuery,
  demandPage,
  demandQuery,
  learningToStaffingExportQuery,
  learningToStaffingPage,
  learningToStaffingQuery,
  personLoadPage,
  personLoadQuery,
  projectsAtRiskPage,
  projectsAtRiskQuery,
  utilisationExportQuery,
  utilisationQuery,
  utilisationSeries,
} from '@talentpath/contracts/workforce-analytics';
import { allowArea, ROLE_GUARD_ERRORS } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import { sendDownload } from '../../platform/download-reply.ts';
import { errorResponses } from '../../platform/errors.ts';
import { exportedFile, FORMATS, SAFE_CELLS } from './analytics.routes.ts';
import * as exports from './workforce-export.service.ts';
import * as service from './workforce.service.ts';

const tags = ['analytics'];
const security = [{ bearerAuth: [] }];
const LOADS =
  "A person's load on a day is the sum of their assignments' workloads on projects running that day: an active project's every day, a completed one's only before today, a cancelled one's never; a week's load is the mean of its working days (Monday to Friday) in the range. Staffable people: active, not deleted, holding the Learner role.";

/** The project manager's dashboard (issue 27): ProjectManagers only, as the rest of workforce planning. */
export const workforceRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const pm = allowArea(p.authenticate, 'project-manager');
    const errors = errorResponses(...ROLE_GUARD_ERRORS, 'VALIDATION');
    const files = { 200: exportedFile, ...errors };
    app.get(
      '/project-manager/analytics/utilisation',
      {
        onRequest: pm,
        schema: {
          tags,
          security,
          description: `Each week (Monday to Sunday, cut to the range) of the range: the staffable people's mean load (each person's capped at 100), the people-equivalents assigned in all and per project role, the people fully booked and those under half. Weeks after today are a forecast from today's assignments. ${LOADS} The people behind a week: GET /project-manager/analytics/utilisation/people with its days.`,
          querystring: utilisationQuery,
          response: { 200: utilisationSeries, ...errors },
        },
      },
      (req) => service.utilisation(p, req.query),
    );
    app.get(
      '/project-manager/analytics/utilisation/people',
      {
        onRequest: pm,
        schema: {
          tags,
          security,
          description: `The staffable people with their mean load over the range's working days (0 with no assignment), most loaded first by default; atLeast=100 leaves the fully booked, under=50 those under half. ${LOADS}`,
          querystring: personLoadQuery,
          response: { 200: personLoadPage, ...errors },
        },
      },
      (req) => service.personLoads(p, req.query),
    );
    app.get(
      '/project-manager/analytics/bench',
      {
        onRequest: pm,
        schema: {
          tags,
          security,
          description:
            'The bench: staffable people whose load stays below `below` percent (default 50) on every day of the next `weeks` weeks (default 4) from today, on active projects; with their highest load there, their load today and their technologies. Least loaded first by default.',
          querystring: benchQuery,
          response: { 200: benchPage, ...errors },
        },
      },
      (req) => service.bench(p, req.query),
    );
    app.get(
      '/project-manager/analytics/demand',
      {
        onRequest: pm,
        schema: {
          tags,
          security,
          description:
            'Demand and supply per technology: each technology an active project requires, how many active projects require it, how many staffable people have it as an effective skill, how many of them evidence backs, and how many are free (below 100% on every day of the next 4 weeks). The biggest gap (projects less free people) first by default.',
          querystring: demandQuery,
          response: { 200: demandPage, ...errors },
        },
      },
      (req) => service.demand(p, req.query),
    );
    app.get(
      '/project-manager/analytics/projects-at-risk',
      {
        onRequest: pm,
        schema: {
          tags,
          security,
          description:
            'Active projects past their deadline or with role slots nobody fills (per role need, its count less the people assigned in that role); each with its risks (overdue, understaffed, starting-understaffed: understaffed and starting within 14 days), its slots and open slots, and its days overdue. Soonest deadline first by default.',
          querystring: projectsAtRiskQuery,
          response: { 200: projectsAtRiskPage, ...errors },
        },
      },
      (req) => service.projectsAtRisk(p, req.query),
    );
    app.get(
      '/project-manager/analytics/learning-to-staffing',
      {
        onRequest: pm,
        schema: {
          tags,
          security,
          description:
            "Learning into staffing: staffable people whose first evidence of a technology an active project requires is a course they completed in the range's UTC days (the course's skill claim, not withdrawn, with no earlier claim of that person and technology), newest first by default; with the level, the course, the active projects requiring the technology, and their load today. `people` and `technologies` count the whole range once each.",
          querystring: learningToStaffingQuery,
          response: { 200: learningToStaffingPage, ...errors },
        },
      },
      (req) => service.learningToStaffing(p, req.query),
    );

    app.get(
      '/project-manager/analytics/utilisation/export',
      {
        onRequest: pm,
        schema: {
          tags,
          security,
          description: `GET /project-manager/analytics/utilisation's weeks, one row each, as a file named utilization-<from>-<to>.<format>: columns Start, End, Working days, People, Utilization (%), Assigned (people), Fully booked, Under half, then Assigned as <role> for each role. ${FORMATS} ${SAFE_CELLS}`,
          querystring: utilisationExportQuery,
          response: files,
        },
      },
      async (req, reply) => sendDownload(reply, await exports.utilisationExport(p, req.query)),
    );
    app.get(
      '/project-manager/analytics/demand/export',
      {
        onRequest: pm,
        schema: {
          tags,
          security,
          description: `Every technology of GET /project-manager/analytics/demand in its sort, as a file named demand-and-supply.<format>: columns Technology, Active projects, People, Verified, Free. ${FORMATS} ${SAFE_CELLS}`,
          querystring: demandExportQuery,
          response: files,
        },
      },
      async (req, reply) => sendDownload(reply, await exports.demandExport(p, req.query)),
    );
    app.get(
      '/project-manager/analytics/learning-to-staffing/export',
      {
        onRequest: pm,
        schema: {
          tags,
          security,
          description: `Every row of GET /project-manager/analytics/learning-to-staffing for the range, newest first, as a file named learning-to-staffing-<from>-<to>.<format>: columns Name, Email, Technology, Level, Course, When (UTC), Active projects requiring it, Load today (%). ${FORMATS} ${SAFE_CELLS}`,
          querystring: learningToStaffingExportQuery,
          response: files,
        },
      },
      async (req, reply) => sendDownload(reply, await exports.learningToStaffingExport(p, req.query)),
    );
  };
