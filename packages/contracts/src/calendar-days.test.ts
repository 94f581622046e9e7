import { describe, expect, it } from 'vitest';
import { addMonths } from './calendar-days.ts';

describe('addMonths', () => {
  it('keeps the day of the month, across years, and back', () => {
    expect(addMonths('2026-03-12', 12)).toBe('2027-03-12');
    expect(addMonths('2026-11-29', 3)).toBe('2027-02-28');
    expect(addMonths('2026-05-15', -6)).toBe('2025-11-15');
  });
  it('ends on the last day of a shorter month', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-08-31', 1)).toBe('2026-09-30');
  });
});
