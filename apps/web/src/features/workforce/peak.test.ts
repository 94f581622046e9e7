import { describe, expect, it } from 'vitest';
import { peakBetween } from './peak';

describe('peakBetween', () => {
  const spans = [
    { startDate: '2026-01-01', deadline: '2026-01-10', workload: 50 },
    { startDate: '2026-01-05', deadline: '2026-01-20', workload: 30 },
    { startDate: '2026-02-01', deadline: '2026-02-10', workload: 100 },
  ];
  it('is the highest total on any day of the window', () => {
    expect(peakBetween(spans, '2026-01-01', '2026-01-31')).toBe(80);
    expect(peakBetween(spans, '2026-01-11', '2026-01-31')).toBe(30);
    expect(peakBetween(spans, '2026-01-21', '2026-01-31')).toBe(0);
    expect(peakBetween(spans, '2026-01-15', '2026-02-02')).toBe(100);
  });
});
