import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEEP_ALIVE } from '@talentpath/contracts/constants';
import { createKeepAlive } from './keep-alive';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

describe('keep-alive scheduling (spec §9)', () => {
  let beat: ReturnType<typeof vi.fn<() => Promise<void>>>;

  beforeEach(() => {
    vi.useFakeTimers();
    beat = vi.fn(() => Promise.resolve());
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const start = () => {
    const keepAlive = createKeepAlive({ beat });
    keepAlive.start();
    return keepAlive;
  };

  it('uses the constants of the contracts', () => {
    expect(KEEP_ALIVE).toMatchObject({
      idleThresholdMs: 5 * MINUTE,
      activityDebounceMs: 500,
      scrollThrottleMs: SECOND,
      activeIntervalMs: MINUTE,
      recentActivityWindowMs: 2 * MINUTE,
      idleIntervalMs: 5 * MINUTE,
      stopAfterIdleMs: 15 * MINUTE,
      maxConsecutiveFailures: 3,
      retryAfterFailuresMs: 5 * MINUTE,
    });
  });

  it('beats every 60 s while the user was active within the last 2 min', async () => {
    const keepAlive = start();
    await vi.advanceTimersByTimeAsync(MINUTE - 1);
    expect(beat).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(beat).toHaveBeenCalledTimes(1);
    for (let i = 2; i <= 5; i++) {
      keepAlive.recordActivity();
      await vi.advanceTimersByTimeAsync(MINUTE);
      expect(beat).toHaveBeenCalledTimes(i);
    }
  });

  it('slows to every 5 min once the last activity is more than 2 min old', async () => {
    start();
    await vi.advanceTimersByTimeAsync(2 * MINUTE); // beats at 1 and 2 min: activity still within 2 min
    expect(beat).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(MINUTE); // 3 min: idle 3 min > 2 → the next one is 5 min later
    expect(beat).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(5 * MINUTE - 1);
    expect(beat).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(beat).toHaveBeenCalledTimes(4);
  });

  it('sends no heartbeat once the user has been idle for over 15 min', async () => {
    const keepAlive = start();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    // Beats at 1, 2, 3, 8 and 13 min; at 18 min the user has been idle for over 15 min.
    expect(beat).toHaveBeenCalledTimes(5);
    expect(keepAlive.state()).toBe('idle-paused');
  });

  it('beats at once when the user comes back after the idle threshold (5 min)', async () => {
    const keepAlive = start();
    await vi.advanceTimersByTimeAsync(6 * MINUTE);
    const before = beat.mock.calls.length;
    keepAlive.recordActivity();
    expect(beat).toHaveBeenCalledTimes(before + 1);
  });

  it('resumes beating after an idle pause when activity returns', async () => {
    const keepAlive = start();
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(keepAlive.state()).toBe('idle-paused');
    const before = beat.mock.calls.length;
    keepAlive.recordActivity();
    expect(beat).toHaveBeenCalledTimes(before + 1);
    expect(keepAlive.state()).toBe('running');
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(beat).toHaveBeenCalledTimes(before + 2);
  });

  it('does not beat early for activity within the idle threshold on the fast cadence', async () => {
    const keepAlive = start();
    await vi.advanceTimersByTimeAsync(30 * SECOND);
    keepAlive.recordActivity();
    expect(beat).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30 * SECOND);
    expect(beat).toHaveBeenCalledTimes(1);
  });

  it('returns from the 5 min cadence to 60 s after the last beat when activity resumes', async () => {
    const keepAlive = start();
    await vi.advanceTimersByTimeAsync(3 * MINUTE); // third beat at 3 min, next planned at 8 min
    expect(beat).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(30 * SECOND);
    keepAlive.recordActivity(); // idle 3.5 min < 5 min threshold: no beat now, but due at 4 min
    expect(beat).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(30 * SECOND);
    expect(beat).toHaveBeenCalledTimes(4);
  });

  it('stops after 3 consecutive failures and starts again 5 min later', async () => {
    beat.mockRejectedValue(new Error('offline'));
    const keepAlive = start();
    await vi.advanceTimersByTimeAsync(MINUTE);
    keepAlive.recordActivity();
    await vi.advanceTimersByTimeAsync(MINUTE);
    keepAlive.recordActivity();
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(beat).toHaveBeenCalledTimes(3);
    expect(keepAlive.state()).toBe('failed');

    keepAlive.recordActivity();
    await vi.advanceTimersByTimeAsync(5 * MINUTE - 1);
    expect(beat).toHaveBeenCalledTimes(3);

    beat.mockResolvedValue(undefined);
    await vi.advanceTimersByTimeAsync(1);
    expect(beat).toHaveBeenCalledTimes(4);
    expect(keepAlive.state()).toBe('running');
  });

  it('counts only consecutive failures', async () => {
    beat
      .mockRejectedValueOnce(new Error('1'))
      .mockRejectedValueOnce(new Error('2'))
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('3'))
      .mockRejectedValueOnce(new Error('4'));
    const keepAlive = start();
    for (let i = 0; i < 5; i++) {
      keepAlive.recordActivity();
      await vi.advanceTimersByTimeAsync(MINUTE);
    }
    expect(beat).toHaveBeenCalledTimes(5);
    expect(keepAlive.state()).toBe('running');
  });

  it('stop() cancels every pending beat and ignores later activity', async () => {
    const keepAlive = start();
    keepAlive.stop();
    keepAlive.recordActivity();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(beat).not.toHaveBeenCalled();
    expect(keepAlive.state()).toBe('stopped');
  });

  it('accepts an injected clock', () => {
    let now = 0;
    const timers: { at: number; fn: () => void }[] = [];
    const keepAlive = createKeepAlive({
      beat,
      clock: {
        now: () => now,
        setTimeout: (fn, ms) => timers.push({ at: now + ms, fn }),
        clearTimeout: () => undefined,
      },
    });
    keepAlive.start();
    expect(timers).toHaveLength(1);
    expect(timers[0]?.at).toBe(MINUTE);
    now = MINUTE;
    timers[0]?.fn();
    expect(beat).toHaveBeenCalledTimes(1);
  });
});
