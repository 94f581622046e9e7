import { type EnrolmentStatus, enrolmentStatusOf } from '@talentpath/contracts/enrolments';

// The learner list as a CSV file (RFC 4180: commas, CRLF, quotes doubled), UTF-8 with a BOM so that spreadsheet
// programs read the accents right. A cell a spreadsheet would take for a formula is defused with a leading '.

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

/** = + - @ tab or CR at the start make a spreadsheet evaluate the cell (OWASP's CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: defused if it could start a formula, quoted if it holds a comma, a quote or a line break. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A moment as 'YYYY-MM-DD HH:MM' in UTC (what spreadsheets read as a date and time); '' for none. */
const moment = (at: Date | null) => (at ? at.toISOString().slice(0, 16).replace('T', ' ') : '');

/** The file's text: BOM, header line, one line per enrolment, each line ended by CRLF. */
export function enrolmentsCsv(rows: readonly CsvRow[], day: string): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const r of rows) {
    const cells = [
      r.learner,
      r.email,
      r.course,
      STATUS_LABELS[enrolmentStatusOf(r, day)],
      String(r.progress),
      r.dueDate ?? '',
      moment(r.enrolledAt),
      moment(r.lastAccessedAt),
      moment(r.completedAt),
    ];
    lines.push(cells.map(csvCell).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The download's name: the list and the day it was taken. */
export const csvFileName = (day: string) => `enrolments-${day}.csv`;
