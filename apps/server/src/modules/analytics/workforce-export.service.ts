import type {
  DemandExportQuery,
  LearningToStaffingExportQuery,
  UtilisationExportQuery,
} from '@talentpath/contracts/workforce-analytics';
import type { Platform } from '../../platform/context.ts';
import type { Download } from '../../platform/download-reply.ts';
import { exportFile } from './activity-export.service.ts';
import * as repo from './workforce.repository.ts';
import { freeWindow, learningToStaffing, utilisation } from './workforce.service.ts';

// The project manager's dashboard as files (issue 27, ADR 0072): each chart's data, CSV or Excel.

/** GET /project-manager/analytics/utilisation/export: a row a week, a column per project role seen. */
export async function utilisationExport(p: Platform, query: UtilisationExportQuery): Promise<Download> {
  const { points } = await utilisation(p, query);
  const roles = new Map<string, string>();
  for (const point of points) for (const { role } of point.roles) roles.set(role.id, role.name);
  const roleIds = [...roles.keys()];
  return exportFile(
    query.format,
    `utilization-${query.from}-${query.to}`,
    'Utilization',
    [
      'Start',
      'End',
      'Working days',
      'People',
      'Utilization (%)',
      'Assigned (people)',
      'Fully booked',
      'Under half',
      ...roleIds.map((id) => `Assigned as ${roles.get(id)}`),
    ],
    points.map((point) => [
      point.start,
      point.end,
      point.workingDays,
      point.people,
      point.utilisation,
      point.assigned,
      point.full,
      point.underHalf,
      ...roleIds.map((id) => point.roles.find((row) => row.role.id === id)?.assigned ?? 0),
    ]),
  );
}

/** GET /project-manager/analytics/demand/export: every required technology, in the list's order. */
export async function demandExport(p: Platform, query: DemandExportQuery): Promise<Download> {
  const rows = await repo.demandAll(p.db, freeWindow(), query.sort);
  return exportFile(
    query.format,
    'demand-and-supply',
    'Demand and supply',
    ['Technology', 'Active projects', 'People', 'Verified', 'Free'],
    rows.map((row) => [row.name, row.projects, row.people, row.verified, row.free]),
  );
}

/** The most rows the learning export writes (one organisation's course claims of a range). */
const LEARNED_MAX = 50_000;

/** GET /project-manager/analytics/learning-to-staffing/export: every row of the range, newest first. */
export async function learningToStaffingExport(p: Platform, query: LearningToStaffingExportQuery): Promise<Download> {
  const page = await learningToStaffing(p, {
    from: query.from,
    to: query.to,
    sort: { key: 'at', direction: 'desc' },
    pageNumber: 1,
    pageSize: LEARNED_MAX,
  });
  return exportFile(
    query.format,
    `learning-to-staffing-${query.from}-${query.to}`,
    'Learning to staffing',
    ['Name', 'Email', 'Technology', 'Level', 'Course', 'When (UTC)', 'Active projects requiring it', 'Load today (%)'],
    page.items.map((row) => [
      row.person.name,
      row.person.email,
      row.technology.name,
      row.level,
      row.course.title,
      row.at.slice(0, 16).replace('T', ' '),
      row.projects,
      row.load,
    ]),
  );
}
