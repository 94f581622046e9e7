import type {
  ActivePeopleExportQuery,
  ActivitySeriesExportQuery,
  AnalyticsExportFormat,
  LearningEventsExportQuery,
} from '@talentpath/contracts/analytics';
import { courseTitles } from '../courses/courses.public.ts';
import type { Platform } from '../../platform/context.ts';
import type { Download } from '../../platform/download-reply.ts';
import { type Cell, csvStream, type Rows } from '../../platform/csv.ts';
import { XLSX_CONTENT_TYPE, xlsxStream } from '../../platform/xlsx.ts';
import * as repo from './analytics.repository.ts';
import { activitySeries } from './analytics.service.ts';

// The admin's activity as files (issue 27, ADR 0072): the series' points and the people behind them, as CSV or as an
// Excel workbook. The numbers are the JSON routes' own: the series is the service's, the people are read by the
// list's query, a chunk at a time.

/** People read from the database at a time: the file is written while the next chunk is read. */
export const PEOPLE_CHUNK_ROWS = 2_000;

const SERIES_COLUMNS = [
  'Start',
  'End',
  'Active people',
  'Sign-ins',
  'Lessons opened',
  'Attempts started',
  'Self-enrollments',
  'Assignments',
  'Courses completed',
];
const PEOPLE_COLUMNS = ['Name', 'Email', 'Active days', 'Last active'];

/** `rows` under `header` in the format asked for (CSV when none is), named `<name>.<format>`. */
export function exportFile(
  asked: AnalyticsExportFormat | undefined,
  name: string,
  sheetName: string,
  header: readonly string[],
  rows: Rows,
): Download {
  const format = asked ?? 'csv';
  const fileName = `${name}.${format}`;
  if (format === 'xlsx') return { fileName, contentType: XLSX_CONTENT_TYPE, body: xlsxStream(sheetName, header, rows) };
  return { fileName, contentType: 'text/csv; charset=utf-8', body: csvStream(header, rows) };
}

/** GET /admin/analytics/activity/export: the series' points, one row each. */
export async function activitySeriesExport(p: Platform, query: ActivitySeriesExportQuery): Promise<Download> {
  const { points } = await activitySeries(p, query);
  const rows = points.map((point) => [
    point.start,
    point.end,
    point.activePeople,
    point.signIns,
    point.lessonsOpened,
    point.attemptsStarted,
    point.enrolled,
    point.assigned,
    point.coursesCompleted,
  ]);
  return exportFile(query.format, `activity-${query.from}-${query.to}`, 'Activity', SERIES_COLUMNS, rows);
}

/** Every person of the list, in its order, read PEOPLE_CHUNK_ROWS at a time after the last row of the chunk before. */
async function* everyActivePerson(p: Platform, query: ActivePeopleExportQuery): AsyncGenerator<Cell[]> {
  let after: repo.ActivePersonRow | null = null;
  for (;;) {
    const chunk: repo.ActivePersonRow[] = await repo.activePeopleAfter(p.db, query, after, PEOPLE_CHUNK_ROWS);
    for (const person of chunk) yield [person.name, person.email, person.activeDays, person.lastActive];
    if (chunk.length < PEOPLE_CHUNK_ROWS) return;
    after = chunk.at(-1)!;
  }
}

/**
 * GET /admin/analytics/activity/people/export: every person active in the range, streamed. Each chunk is a statement
 * of its own, so no connection waits on a slow download.
 */
export const activePeopleExport = (p: Platform, query: ActivePeopleExportQuery): Download =>
  exportFile(
    query.format,
    `active-people-${query.from}-${query.to}`,
    'Active people',
    PEOPLE_COLUMNS,
    everyActivePerson(p, query),
  );

const LEARNING_COLUMNS = ['When (UTC)', 'Name', 'Email', 'Course'];
const LEARNING_SHEETS = { enrolled: 'Self-enrollments', assigned: 'Assignments', 'course-completed': 'Completions' };

/** A moment as the files write it: its UTC day and minute, 'YYYY-MM-DD HH:MM'. */
const utcMinute = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');

/** Every record of the learning list, in its order, a chunk at a time; a deleted course's title is left empty. */
async function* everyLearningEvent(p: Platform, query: LearningEventsExportQuery): AsyncGenerator<Cell[]> {
  let after: repo.LearningEventRow | null = null;
  for (;;) {
    const chunk: repo.LearningEventRow[] = await repo.learningEventsAfter(p.db, query, after, PEOPLE_CHUNK_ROWS);
    const ids = [...new Set(chunk.flatMap((row) => (row.courseId ? [row.courseId] : [])))];
    const titles = await courseTitles(p.db, ids);
    for (const row of chunk)
      yield [utcMinute(row.at), row.name, row.email, (row.courseId && titles.get(row.courseId)) || ''];
    if (chunk.length < PEOPLE_CHUNK_ROWS) return;
    after = chunk.at(-1)!;
  }
}

/** GET /admin/analytics/learning/export: every enrolment, assignment or completion of the list, streamed. */
export const learningEventsExport = (p: Platform, query: LearningEventsExportQuery): Download =>
  exportFile(
    query.format,
    `${query.kind}-${query.from}-${query.to}`,
    LEARNING_SHEETS[query.kind],
    LEARNING_COLUMNS,
    everyLearningEvent(p, query),
  );
