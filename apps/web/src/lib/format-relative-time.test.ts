import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './format-relative-time';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('formatRelativeTime', () => {
  it('uses the largest unit that fits, in English and Norwegian', () => {
    expect(formatRelativeTime(ago(3_000), 'en', NOW)).toBe('now');
    expect(formatRelativeTime(ago(45_000), 'en', NOW)).toBe('45 seconds ago');
    expect(formatRelativeTime(ago(5 * 60_000), 'en', NOW)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(2 * 3_600_000), 'en', NOW)).toBe('2 hours ago');
    expect(formatRelativeTime(ago(26 * 3_600_000), 'en', NOW)).toBe('yesterday');
    expect(formatRelativeTime(ago(10 * 86_400_000), 'en', NOW)).toBe('last week');
    expect(formatRelativeTime(ago(400 * 86_400_000), 'en', NOW)).toBe('last year');
    expect(formatRelativeTime(ago(5 * 60_000), 'no', NOW)).toBe('for 5 minutter siden');
    expect(formatRelativeTime(ago(26 * 3_600_000), 'no', NOW)).toBe('i går');
  });
});
