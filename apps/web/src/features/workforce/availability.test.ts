import { describe, expect, it } from 'vitest';
import { availabilityKey } from './availability';

describe('availability label (spec §4)', () => {
  const today = '2026-11-23';
  it.each([
    ['2026-11-23', false, 'availability.now', 0],
    ['2026-11-24', true, 'availability.tomorrow', 1],
    ['2026-11-28', true, 'availability.inDays', 5],
    ['2026-12-06', true, 'availability.inDays', 13],
    ['2026-12-07', true, 'availability.inWeeks', 2],
    ['2027-01-04', true, 'availability.inWeeks', 6],
  ] as const)('%s (full %s) → %s %d', (day, full, key, count) => {
    expect(availabilityKey(day, full, today)).toEqual({ key, count });
  });
  it('counts days across a year end', () => {});
});
