import { ANALYTICS_RANGE_DAYS_MAX, type AnalyticsInterval, daysIn } from '@talentpath/contracts/analytics';
import { addDays, today } from '@talentpath/contracts/calendar-days';
import { formatDay, LOCALES } from '../../lib/format-date-time';
import type { DayRange } from './api/activity';

// The analytics' days: UTC calendar days written YYYY-MM-DD, as the API reads them (ADR 0071).

/** The last `days` days, today (UTC) the last of them. */
export function lastDays(days: number): DayRange {
  const to = today();
  return { from: addDays(to, 1 - days), to };
}

/** Why a range cannot be read (the API's own rules), or undefined. */
export function rangeProblem({ from, to }: DayRange): 'backwards' | 'tooLong' | undefined {
  const days = daysIn(from, to);
  if (days < 1) return 'backwards';
  if (days > ANALYTICS_RANGE_DAYS_MAX) return 'tooLong';
  return undefined;
}

type Days = { start: string; end: string };

/**
 * A point's days as a reader says them: a day ('Mar 3, 2025'), a whole month ('March 2025'), else its first and last
 * day ('Mar 3 – Mar 9, 2025'); `short` for a chart's axis: its first day ('Mar 3'), or its month ('Mar 2025').
 */
export function periodName({ start, end }: Days, interval: AnalyticsInterval, language: string, short = false): string {
  const wholeMonth = start.endsWith('-01') && addDays(end, 1).endsWith('-01');
  if (interval === 'month' && (wholeMonth || short)) {
    const month = new Intl.DateTimeFormat(LOCALES[language] ?? language, {
      month: short ? 'short' : 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return month.format(new Date(`${start}T00:00:00Z`));
  }
  if (short || start === end) return formatDay(start, language, short);
  return `${formatDay(start, language, true)} – ${formatDay(end, language)}`;
}
