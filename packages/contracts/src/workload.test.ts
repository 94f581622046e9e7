import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, mondayOf } from './calendar-days.ts';
import { availableFrom, loadOn, peakLoad, type Span } from './workload.ts';

const BASE = '2026-01-01';
/** Spans within a 60-day window, as day offsets from BASE. */
const spanArb = fc
  .record({
    start: fc.integer({ min: 0, max: 59 }),
    length: fc.integer({ min: 1, max: 30 }),
    workload: fc.integer({ min: 1, max: 100 }),
  })
  .map(
    ({ start, length, workload }): Span => ({
      startDate: addDays(BASE, start),
      deadline: addDays(BASE, start + length),
      workload,
    }),
  );
const days = (from: string, to: string) =>
  Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));

describe('workload over days', () => {
  it('adds and counts days across months and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(mondayOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // its Sunday
  });

  it('peakLoad is the highest daily total, day by day, in any window', () => {
    fc.assert(
      fc.property(
        fc.array(spanArb, { maxLength: 8 }),
        fc.integer({ min: 0, max: 90 }),
        fc.integer({ min: 0, max: 30 }),
        (spans, a, len) => {
          const from = addDays(BASE, a);
          const to = addDays(from, len);
          const brute = Math.max(...days(from, to).map((d) => loadOn(spans, d)));
          expect(peakLoad(spans, from, to)).toBe(brute);
        },
      ),
    );
  });

  it('availableFrom is the first day from the given one with a total below 100', () => {
    fc.assert(
      fc.property(fc.array(spanArb, { maxLength: 8 }), fc.integer({ min: 0, max: 90 }), (spans, a) => {
        const from = addDays(BASE, a);
        const brute = days(from, addDays(BASE, 200)).find((d) => loadOn(spans, d) < 100);
        expect(availableFrom(spans, from)).toBe(brute);
      }),
    );
  });
});
