import { describe, expect, it } from 'vitest';
import { clockOffset, crossedWarning, formatRemaining, overdue, remainingMs } from './countdown';

describe('the countdown from the server’s time', () => {
  const serverNow = '2026-03-01T10:00:00.000Z';
  const deadline = '2026-03-01T10:10:00.000Z';

  it('runs from the server’s clock, whatever the device’s clock says', () => {
    // The device is 3 minutes behind the server.
    const device = Date.parse(serverNow) - 180_000;
    const offset = clockOffset(serverNow, device);
    expect(offset).toBe(180_000);
    expect(remainingMs(deadline, offset, device)).toBe(600_000);
    expect(remainingMs(deadline, offset, device + 61_000)).toBe(539_000);
  });

  it('a device ahead of the server is corrected the other way', () => {
    const device = Date.parse(serverNow) + 45_000;
    const offset = clockOffset(serverNow, device);
    expect(remainingMs(deadline, offset, device)).toBe(600_000);
  });

  it('never goes below zero', () => {
    expect(remainingMs(deadline, 0, Date.parse(deadline) + 5_000)).toBe(0);
  });

  it('shows minutes and seconds, hours when there are any, seconds rounded up', () => {
    expect(formatRemaining(600_000)).toBe('10:00');
    expect(formatRemaining(299_001)).toBe('5:00');
    expect(formatRemaining(65_000)).toBe('1:05');
    expect(formatRemaining(7_000)).toBe('0:07');
    expect(formatRemaining(1)).toBe('0:01');
    expect(formatRemaining(0)).toBe('0:00');
    expect(formatRemaining(-10)).toBe('0:00');
    expect(formatRemaining(3_909_000)).toBe('1:05:09');
  });

  it('warns once as 5 and 1 minutes left pass, not at every tick', () => {
    expect(crossedWarning(300_500, 299_500)).toBe(5);
    expect(crossedWarning(299_500, 298_500)).toBeNull();
    expect(crossedWarning(60_400, 59_400)).toBe(1);
    expect(crossedWarning(59_400, 58_400)).toBeNull();
    expect(crossedWarning(600_000, 599_000)).toBeNull();
    // Exactly at the mark counts as passing it.
    expect(crossedWarning(301_000, 300_000)).toBe(5);
  });

  it('says only the last warning passed when the device slept through both', () => {
    expect(crossedWarning(400_000, 30_000)).toBe(1);
  });
});

describe('an attempt past its time', () => {
  const attempt = (now: string) => ({ state: 'in-progress', deadline: '2026-03-01T10:10:00.000Z', now });

  it('is overdue only once the grace after the deadline has passed, by the server’s clock', () => {
    expect(overdue(attempt('2026-03-01T10:10:20.000Z'))).toBe(false);
    expect(overdue(attempt('2026-03-01T10:10:31.000Z'))).toBe(true);
    expect(overdue({ ...attempt('2026-03-01T11:00:00.000Z'), deadline: null })).toBe(false);
    expect(overdue({ ...attempt('2026-03-01T11:00:00.000Z'), state: 'graded' })).toBe(false);
  });
});
