import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, DAY_MS } from './calendar-days.ts';
import {
  nextReportRun,
  REPORT_DASHBOARD_INVALID,
  REPORT_FREQUENCIES,
  REPORT_FREQUENCY_INVALID,
  REPORT_SEND_HOUR_UTC,
  reportPeriod,
  reportSubscriptionInput,
} from './report-subscriptions.ts';

// Scheduled reports (issue 27): when a report is next due (Monday's or the 1st's 06:00 UTC), and which days it covers.

const at = (iso: string) => new Date(iso);
const run = (frequency: 'weekly' | 'monthly', now: string) => nextReportRun(frequency, at(now)).toISOString();

// The week of Monday 2 March 2026 to Sunday 8 March 2026.
const WEEK = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08'];

/** Any moment from 1970 to 2200, to the millisecond. */
const moment = fc.date({ min: new Date(0), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true });
const frequency = fc.constantFrom(...REPORT_FREQUENCIES);

describe('nextReportRun weekly', () => {
  it('is the next Monday at 06:00 UTC from any time of any weekday after Monday 06:00', () => {
    expect(WEEK.map((day) => new Date(`${day}T12:00:00Z`).getUTCDay())).toEqual([1, 2, 3, 4, 5, 6, 0]);
    for (const day of WEEK)
      for (const time of ['00:00:00.000', '06:00:00.001', '12:00:00.000', '23:59:59.999'])
        if (!(day === WEEK[0] && time < '06:00'))
          expect(run('weekly', `${day}T${time}Z`), `${day} ${time}`).toBe('2026-03-09T06:00:00.000Z');
  });

  it('is the same Monday at 06:00 from that Monday before 06:00', () => {
    expect(run('weekly', '2026-03-02T00:00:00.000Z')).toBe('2026-03-02T06:00:00.000Z');
    expect(run('weekly', '2026-03-02T05:59:59.999Z')).toBe('2026-03-02T06:00:00.000Z');
  });

  it('is a week later from exactly Monday 06:00 (that run is not after it)', () => {
    expect(run('weekly', '2026-03-02T06:00:00.000Z')).toBe('2026-03-09T06:00:00.000Z');
  });

  it('crosses months and years', () => {
    expect(run('weekly', '2026-02-27T10:00:00Z')).toBe('2026-03-02T06:00:00.000Z'); // a Friday
    expect(run('weekly', '2025-12-31T10:00:00Z')).toBe('2026-01-05T06:00:00.000Z'); // a Wednesday
    expect(run('weekly', '2028-02-28T07:00:00Z')).toBe('2028-03-06T06:00:00.000Z'); // a Monday, leap year
  });
});

describe('nextReportRun monthly', () => {
  it('is the 1st at 06:00 from the 1st before 06:00', () => {
    expect(run('monthly', '2026-03-01T00:00:00.000Z')).toBe('2026-03-01T06:00:00.000Z');
    expect(run('monthly', '2026-03-01T05:59:59.999Z')).toBe('2026-03-01T06:00:00.000Z');
  });

  it("is next month's 1st from the 1st at or after 06:00, and from any later day", () => {
    expect(run('monthly', '2026-03-01T06:00:00.000Z')).toBe('2026-04-01T06:00:00.000Z');
    expect(run('monthly', '2026-03-01T06:00:00.001Z')).toBe('2026-04-01T06:00:00.000Z');
    expect(run('monthly', '2026-03-15T12:00:00Z')).toBe('2026-04-01T06:00:00.000Z');
    expect(run('monthly', '2026-01-31T23:59:59.999Z')).toBe('2026-02-01T06:00:00.000Z');
    expect(run('monthly', '2028-02-29T12:00:00Z')).toBe('2028-03-01T06:00:00.000Z');
  });

  it('goes from 31 December to 1 January of the next year', () => {
    expect(run('monthly', '2026-12-31T00:00:00Z')).toBe('2027-01-01T06:00:00.000Z');
    expect(run('monthly', '2026-12-31T23:59:59.999Z')).toBe('2027-01-01T06:00:00.000Z');
    expect(run('monthly', '2026-12-01T06:00:00Z')).toBe('2027-01-01T06:00:00.000Z');
  });
});

describe('nextReportRun, any moment', () => {
  it("is after `now`, at 06:00:00.000 UTC, on a Monday (weekly) or a 1st (monthly), and that frequency's first such", () => {
    fc.assert(
      fc.property(frequency, moment, (f, now) => {
        const next = nextReportRun(f, now);
        expect(next.getTime()).toBeGreaterThan(now.getTime());
        expect([next.getUTCHours(), next.getUTCMinutes(), next.getUTCSeconds(), next.getUTCMilliseconds()]).toEqual([
          REPORT_SEND_HOUR_UTC,
          0,
          0,
          0,
        ]);
        if (f === 'weekly') {
          expect(next.getUTCDay()).toBe(1);
          expect(next.getTime() - now.getTime()).toBeLessThanOrEqual(7 * DAY_MS);
          // The Monday before it is not after now: no run is skipped.
          expect(next.getTime() - 7 * DAY_MS).toBeLessThanOrEqual(now.getTime());
        } else {
          expect(next.getUTCDate()).toBe(1);
          expect(next.getTime() - now.getTime()).toBeLessThanOrEqual(31 * DAY_MS);
          const before = Date.UTC(next.getUTCFullYear(), next.getUTCMonth() - 1, 1, REPORT_SEND_HOUR_UTC);
          expect(before).toBeLessThanOrEqual(now.getTime());
        }
      }),
    );
  });

  it('is the same from every moment up to the run before it, and moves on at the run itself', () => {
    fc.assert(
      fc.property(frequency, moment, (f, now) => {
        const next = nextReportRun(f, now);
        expect(nextReportRun(f, new Date(next.getTime() - 1))).toEqual(next);
        expect(nextReportRun(f, next).getTime()).toBeGreaterThan(next.getTime());
      }),
    );
  });
});

describe('reportPeriod', () => {
  it('weekly, on a Monday: the Monday to Sunday before, whatever the hour', () => {
    for (const time of ['00:00:00.000', '06:00:00.000', '23:59:59.999'])
      expect(reportPeriod('weekly', at(`2026-03-09T${time}Z`))).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(reportPeriod('weekly', at('2026-01-05T06:00:00Z'))).toEqual({ from: '2025-12-29', to: '2026-01-04' });
    expect(reportPeriod('weekly', at('2028-03-06T06:00:00Z'))).toEqual({ from: '2028-02-28', to: '2028-03-05' });
  });

  it('weekly, on a later day of the week (a run sent late): still the week before that week', () => {
    for (const day of WEEK.slice(1))
      expect(reportPeriod('weekly', at(`${day}T12:00:00Z`)), day).toEqual({ from: '2026-02-23', to: '2026-03-01' });
  });

  it('monthly, in January: December of the year before', () => {
    expect(reportPeriod('monthly', at('2027-01-01T06:00:00Z'))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(reportPeriod('monthly', at('2027-01-31T23:59:59.999Z'))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('monthly, in March: 1 to 29 February of a leap year, 1 to 28 of another', () => {
    expect(reportPeriod('monthly', at('2028-03-01T06:00:00Z'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(reportPeriod('monthly', at('2026-03-01T06:00:00Z'))).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(reportPeriod('monthly', at('2000-03-01T06:00:00Z'))).toEqual({ from: '2000-02-01', to: '2000-02-29' });
    expect(reportPeriod('monthly', at('2100-03-01T06:00:00Z'))).toEqual({ from: '2100-02-01', to: '2100-02-28' });
  });

  it('monthly: months of 30 and 31 days', () => {
    expect(reportPeriod('monthly', at('2026-05-01T06:00:00Z'))).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(reportPeriod('monthly', at('2026-08-01T06:00:00Z'))).toEqual({ from: '2026-07-01', to: '2026-07-31' });
  });

  it('at each run: the whole week or month that ended the day before, and the runs cover every day once', () => {
    fc.assert(
      fc.property(frequency, moment, (f, now) => {
        const first = nextReportRun(f, now);
        const second = nextReportRun(f, first);
        const period = reportPeriod(f, first);
        const day = first.toISOString().slice(0, 10);
        expect(period.to).toBe(addDays(day, -1));
        expect(period.from <= period.to).toBe(true);
        if (f === 'weekly') {
          expect(period.from).toBe(addDays(day, -7));
          expect(new Date(`${period.from}T00:00:00Z`).getUTCDay()).toBe(1);
        } else {
          expect(period.from.slice(8)).toBe('01');
          expect(period.from.slice(0, 7)).toBe(period.to.slice(0, 7));
        }
        // The next run's period starts the day after this one's ends: no day left out, none counted twice.
        expect(reportPeriod(f, second).from).toBe(addDays(period.to, 1));
      }),
    );
  });
});

describe('reportSubscriptionInput', () => {
  const issues = (value: unknown) =>
    reportSubscriptionInput.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('takes each dashboard at each frequency', () => {
    for (const dashboard of ['admin', 'coordinator', 'project-manager'])
      for (const f of REPORT_FREQUENCIES)
        expect(reportSubscriptionInput.parse({ dashboard, frequency: f })).toEqual({ dashboard, frequency: f });
  });

  it("answers an unknown, missing or mistyped dashboard or frequency with the field's message", () => {
    expect(issues({ dashboard: 'learner', frequency: 'weekly' })).toEqual([['dashboard', REPORT_DASHBOARD_INVALID]]);
    expect(issues({ dashboard: 'admin', frequency: 'daily' })).toEqual([['frequency', REPORT_FREQUENCY_INVALID]]);
    expect(issues({ dashboard: 'Admin', frequency: 'Weekly' })).toEqual([
      ['dashboard', REPORT_DASHBOARD_INVALID],
      ['frequency', REPORT_FREQUENCY_INVALID],
    ]);
    expect(issues({})).toEqual([
      ['dashboard', REPORT_DASHBOARD_INVALID],
      ['frequency', REPORT_FREQUENCY_INVALID],
    ]);
    expect(issues({ dashboard: 1, frequency: null })).toEqual([
      ['dashboard', REPORT_DASHBOARD_INVALID],
      ['frequency', REPORT_FREQUENCY_INVALID],
    ]);
  });

  it('names every dashboard and frequency in its messages', () => {
    expect(REPORT_DASHBOARD_INVALID).toBe('Dashboard must be one of: admin, coordinator, project-manager');
    expect(REPORT_FREQUENCY_INVALID).toBe('Frequency must be one of: weekly, monthly');
  });
});
