// Calendar days as 'YYYY-MM-DD' strings in UTC (ADR 0032): they compare as text in date order. The one day
// arithmetic of the server and the browser (due dates, workload spans, availability).

export const DAY_MS = 86_400_000;

/** The day `n` days after `day` (before, for a negative n). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The same day `n` months after `day`, or the month's last day when it is shorter (31 January + 1: 28 February). */
export function addMonths(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + n, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative if `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Today's date in UTC: the server's day, the one every availability answer is relative to. */
export const today = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** The Monday of the week `day` is in. */
export function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}
