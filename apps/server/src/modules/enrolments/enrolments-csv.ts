import { type EnrolmentStatus, enrolmentStatusOf } from '@talentpath/contracts/enrolments';
import { writeCsv } from '../../platform/csv.ts';

// The learner list as a CSV file, written by platform/csv (RFC 4180, CRLF, UTF-8 with a BOM so that spreadsheet
// programs read the accents right; a cell a spreadsheet would take for a formula is defused with a leading ').

export const CSV_COLUMNS = [
  'Learner',
  'Email',
  'Course',
  'Status',
  'Progress (%)',
  'Due date',
  'Enrolled',
  'Last activity',
  'Completed',
] as const;

const STATUS_LABELS: Record<EnrolmentStatus, string> = {
  'not-started': 'Not started',
  'in-progress': 'In progress',
  completed: 'Completed',
  overdue: 'Overdue',
};

export type CsvRow = {
  learner: string;
  email: string;
  course: string;
  completedAt: Date | null;
  startedAt: Date | null;
  dueDate: string | null;
  progress: number;
  enrolledAt: Date;
  lastAccessedAt: Date | null;
};

/** A moment as 'YYYY-MM-DD HH:MM' in UTC (what spreadsheets read as a date and time); '' for none. */
const moment = (at: Date | null) => (at ? at.toISOString().slice(0, 16).replace('T', ' ') : '');

/** The file's text: BOM, header line, one line per enrolment, each line ended by CRLF. */
export function enrolmentsCsv(rows: readonly CsvRow[], day: string): string {
  return writeCsv([
    CSV_COLUMNS,
    ...rows.map((r) => [
      r.learner,
      r.email,
      r.course,
      STATUS_LABELS[enrolmentStatusOf(r, day)],
      String(r.progress),
      r.dueDate ?? '',
      moment(r.enrolledAt),
      moment(r.lastAccessedAt),
      moment(r.completedAt),
    ]),
  ]);
}

/** The download's name: the list and the day it was taken. */
export const csvFileName = (day: string) => `enrolments-${day}.csv`;
