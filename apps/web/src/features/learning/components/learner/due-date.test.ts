import { describe, expect, it } from 'vitest';
import { daysBetween } from '@talentpath/contracts/calendar-days';
import { dueState, utcToday } from './due-date';

describe('due dates (UTC calendar days)', () => {
  it('reads today in UTC, whatever the local clock says', () => {
    expect(utcToday(new Date('2026-03-01T23:30:00-05:00'))).toBe('2026-03-02');
  });

  it('counts whole days across months and the DST change', () => {
    expect(daysBetween('2026-03-28', '2026-04-02')).toBe(5);
    expect(daysBetween('2026-04-02', '2026-03-28')).toBe(-5);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
  });

  it('says overdue, today, soon or later; completed is done whatever the date', () => {
    const today = '2026-05-10';
    expect(dueState(null, false, today)).toEqual({ kind: 'none' });
    expect(dueState('2026-05-07', false, today)).toEqual({ kind: 'overdue', days: 3 });
    expect(dueState('2026-05-07', true, today)).toEqual({ kind: 'done' });
    expect(dueState('2026-05-10', false, today)).toEqual({ kind: 'today' });
    expect(dueState('2026-05-13', false, today)).toEqual({ kind: 'soon', days: 3 });
    expect(dueState('2026-05-17', false, today)).toEqual({ kind: 'soon', days: 7 });
    expect(dueState('2026-05-18', false, today)).toEqual({ kind: 'later', days: 8 });
  });
});
