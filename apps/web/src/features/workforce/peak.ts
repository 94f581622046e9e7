/** A span of work as the browser sees an employee's assignment. */
export type Span = { startDate: string; deadline: string; workload: number };

/**
 * The highest daily total of `spans` between `from` and `to` (inclusive): what a new assignment over those days
 * adds to (spec §5: never above 100% on any day). A total only rises on the first day or the day a span starts.
 */
export function peakBetween(spans: readonly Span[], from: string, to: string): number {
  const on = (day: string) =>
    spans.reduce((sum, s) => (s.startDate <= day && day <= s.deadline ? sum + s.workload : sum), 0);
  let peak = on(from);
  for (const s of spans) if (s.startDate > from && s.startDate <= to) peak = Math.max(peak, on(s.startDate));
  return peak;
}
