import type {
  CertificateSeriesExportQuery,
  CompletionExportQuery,
  SkillCoverageExportQuery,
} from '@talentpath/contracts/analytics';
import type { Platform } from '../../platform/context.ts';
import type { Download } from '../../platform/download-reply.ts';
import { exportFile } from './activity-export.service.ts';
import * as repo from './outcomes.repository.ts';
import { certificateSeries } from './outcomes.service.ts';

// What learning came to, as files (issue 27, ADR 0072): each chart's data, CSV or Excel, the JSON routes' numbers.

/** A share of 1 as a percentage with one decimal (a number cell), or empty when nothing was begun. */
export const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : '');

/**
 * GET /admin/analytics/completion/export: every course with enrolments begun in the range (not only the most and the
 * least completed), by category and title: its enrolments, how many are completed, and the rate.
 */
export async function completionExport(p: Platform, query: CompletionExportQuery): Promise<Download> {
  const rows = (await repo.completionByCourse(p.db, query.from, query.to))
    .sort(
      (a, b) =>
        (a.categoryName ?? '\uffff').localeCompare(b.categoryName ?? '\uffff', 'en') ||
        a.title.localeCompare(b.title, 'en') ||
        a.courseId.localeCompare(b.courseId),
    )
    .map((row) => [
      row.categoryName ?? '',
      row.title,
      row.enrolled,
      row.completed,
      percent(row.completed, row.enrolled),
    ]);
  return exportFile(
    query.format,
    `completion-${query.from}-${query.to}`,
    'Completion',
    ['Category', 'Course', 'Enrolled', 'Completed', 'Completion rate (%)'],
    rows,
  );
}

/** GET /admin/analytics/certificates/export: the series' points, one row each. */
export async function certificateSeriesExport(p: Platform, query: CertificateSeriesExportQuery): Promise<Download> {
  const { points } = await certificateSeries(p, query);
  return exportFile(
    query.format,
    `certificates-${query.from}-${query.to}`,
    'Certificates',
    ['Start', 'End', 'Issued', 'Ending'],
    points.map((point) => [point.start, point.end, point.issued, point.expiring]),
  );
}

/** GET /admin/analytics/skills/export: every technology people have skills in, in the list's order. */
export async function skillCoverageExport(p: Platform, query: SkillCoverageExportQuery): Promise<Download> {
  const rows = await repo.skillCoverageAll(p.db, query.sort);
  const levels = repo.SKILL_LEVELS.flatMap((level) => [`Level ${level}`, `Level ${level} verified`]);
  return exportFile(
    query.format,
    'skill-coverage',
    'Skill coverage',
    ['Technology', 'People', 'Verified', ...levels],
    rows.map((row) => [
      row.name,
      row.people,
      row.verified,
      ...repo.SKILL_LEVELS.flatMap((_, i) => [row.levels[i]?.people ?? 0, row.levels[i]?.verified ?? 0]),
    ]),
  );
}
