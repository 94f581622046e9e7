// A person's active days as a string of bits (ADR 0071, addendum of stop 48): the character i is '1' when they were
// active on the day `origin` + i (UTC). `activity_people` keeps it as PostgreSQL's bit varying, read and written as
// this text. The arithmetic of days and periods the analytics share is here too.

const DAY_MS = 86_400_000;

export type ActiveDays = { origin: string; days: string };
export type Period = 'week' | 'month';

/** The day `n` days after (or before) `day`, both written YYYY-MM-DD. */
export const plusDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The first day of the month after the one `day` falls in. */
export function monthAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}

/** The first day of the week (from Monday) or month that `day` falls in. */
export function periodStart(day: string, unit: Period): string {
  if (unit === 'month') return `${day.slice(0, 8)}01`;
  return plusDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
}

/** The last day of the week or month that `day` falls in. */
export const periodEnd = (day: string, unit: Period) =>
  unit === 'month' ? plusDays(monthAfter(day), -1) : plusDays(periodStart(day, 'week'), 6);

/** Whether any day from `from` to `to` is set. */
export function anyActive({ origin, days }: ActiveDays, from: string, to: string): boolean {
  const first = Math.max(0, daysBetween(origin, from));
  const last = Math.min(days.length - 1, daysBetween(origin, to));
  return first <= last && days.slice(first, last + 1).includes('1');
}

/** The same days with `day` set: the string grows at either end as far as it needs to. */
export function withDay({ origin, days }: ActiveDays, day: string): ActiveDays {
  const at = daysBetween(origin, day);
  if (at < 0) return { origin: day, days: `1${'0'.repeat(-at - 1)}${days}` };
  const padded = at < days.length ? days : days + '0'.repeat(at - days.length + 1);
  return { origin, days: `${padded.slice(0, at)}1${padded.slice(at + 1)}` };
}
