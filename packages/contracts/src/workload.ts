import { addDays } from './calendar-days.ts';
import { MAX_WORKLOAD } from './workforce-messages.ts';

// A person's workload over calendar days (spec §5: never above 100% on any day). Pure functions over their
// assignments' spans, shared by the cap check, availability, match ranking, team suggestion and capacity.
// Days are 'YYYY-MM-DD' strings: they compare as text in date order.

/** One assignment as the calendar sees it: its project's first and last day, inclusive, and its share. */
export type Span = { startDate: string; deadline: string; workload: number };

export const covers = (span: Span, day: string) => span.startDate <= day && day <= span.deadline;

/** The total on one day. */
export function loadOn(spans: readonly Span[], day: string): number {
  let total = 0;
  for (const s of spans) if (covers(s, day)) total += s.workload;
  return total;
}

/**
 * The highest daily total between `from` and `to` (inclusive; the whole calendar when omitted). A total only
 * rises on a day some span starts, so the peak is on `from` or on one of those days.
 */
export function peakLoad(spans: readonly Span[], from = '0000-01-01', to = '9999-12-31'): number {
  if (to < from) return 0;
  let peak = loadOn(spans, from);
  for (const s of spans) {
    if (s.startDate > from && s.startDate <= to) peak = Math.max(peak, loadOn(spans, s.startDate));
  }
  return peak;
}

/** What can still be given on every day between `from` and `to`: 100 minus the peak there, never below 0. */
export const freeCapacity = (spans: readonly Span[], from: string, to: string) =>
  Math.max(0, MAX_WORKLOAD - peakLoad(spans, from, to));

/**
 * The first day from `from` on with a total below 100% (spec §4: available now, tomorrow, in N days…). A total
 * only falls on the day after a span ends, so it is `from` or one of those days; after the last span ends it is 0.
 */
export function availableFrom(spans: readonly Span[], from: string): string {
  const candidates = [from, ...spans.map((s) => addDays(s.deadline, 1)).filter((d) => d > from)].sort();
  for (const day of candidates) if (loadOn(spans, day) < MAX_WORKLOAD) return day;
  return candidates.at(-1)!; // unreachable: after the last span ends the total is 0
}

/** Would these spans stay within the cap on every day? */
export const withinCap = (spans: readonly Span[]) => peakLoad(spans) <= MAX_WORKLOAD;
