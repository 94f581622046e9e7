import { daysBetween, today } from '@talentpath/contracts/calendar-days';

/** Today as a UTC calendar day (YYYY-MM-DD): due dates are UTC days (ADR 0032). */
export const utcToday = today;

export type DueState =
  | { kind: 'none' }
  | { kind: 'done' }
  | { kind: 'overdue'; days: number }
  | { kind: 'today' }
  | { kind: 'soon'; days: number }
  | { kind: 'later'; days: number };

/** Days under which a due date counts as near (shown in orange). */
export const DUE_SOON_DAYS = 7;

/**
 * How a due date reads for an enrolment on `today`: completed ones are done whatever the date; else overdue
 * (days late), due today, soon (within a week) or later.
 */
export function dueState(dueDate: string | null, completed: boolean, today: string): DueState {
  if (completed) return { kind: 'done' };
  if (!dueDate) return { kind: 'none' };
  const days = daysBetween(today, dueDate);
  if (days < 0) return { kind: 'overdue', days: -days };
  if (days === 0) return { kind: 'today' };
  return days <= DUE_SOON_DAYS ? { kind: 'soon', days } : { kind: 'later', days };
}
