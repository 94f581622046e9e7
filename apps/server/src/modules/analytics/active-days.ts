import { addDays, addMonths, daysBetween, mondayOf } from '@talentpath/contracts/calendar-days';

// A person's active days as a string of bits (ADR 0071, addendum of stop 48): the character i is '1' when they were
// active on the day `origin` + i (UTC). `activity_people` keeps it as PostgreSQL's bit varying, read and written as
// this text. Days are calendar days (ADR 0032's arithmetic); a week runs from Monday.

export type ActiveDays = { origin: string; days: string };
export type Period = 'week' | 'month';

/** The first day of the week or month that `day` falls in. */
export const periodStart = (day: string, unit: Period) => (unit === 'month' ? `${day.slice(0, 8)}01` : mondayOf(day));

/** The first day of the next week or month after the one starting on `start`. */
export const nextPeriod = (start: string, unit: Period) => (unit === 'month' ? addMonths(start, 1) : addDays(start, 7));

/** The last day of the week or month that `day` falls in. */
export const periodEnd = (day: string, unit: Period) => addDays(nextPeriod(periodStart(day, unit), unit), -1);

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

/** Of two days written YYYY-MM-DD (which sort as text), the earlier and the later. */
const earlier = (a: string, b: string) => (a.localeCompare(b) <= 0 ? a : b);
const later = (a: string, b: string) => (a.localeCompare(b) >= 0 ? a : b);

/** The first day of the next day, week or month after the one starting on `start`. */
const nextStart = (start: string, unit: Period | 'day') =>
  unit === 'day' ? addDays(start, 1) : nextPeriod(start, unit);

/**
 * The days, weeks or months of a range of days, each cut to the range: `bucket` is its first day whole (what
 * date_trunc gives), `start` and `end` its days inside the range, `whole` whether the range holds all of it.
 */
export function intervalsOf(from: string, to: string, unit: Period | 'day') {
  const intervals: { bucket: string; start: string; end: string; whole: boolean }[] = [];
  for (let bucket = unit === 'day' ? from : periodStart(from, unit); bucket <= to; bucket = nextStart(bucket, unit)) {
    const last = addDays(nextStart(bucket, unit), -1);
    const start = later(bucket, from);
    const end = earlier(last, to);
    intervals.push({ bucket, start, end, whole: start === bucket && end === last });
  }
  return intervals;
}
