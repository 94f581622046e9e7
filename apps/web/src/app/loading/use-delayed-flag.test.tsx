import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_BAR_DELAY_MS, LOADING_INDICATOR_DELAY_MS } from '@talentpath/contracts/constants';
import { useDelayedFlag } from './use-delayed-flag';

describe('useDelayedFlag (global loading indicator 300 ms, loading bar 1 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['loading indicator', LOADING_INDICATOR_DELAY_MS, 300],
    ['loading bar', LOADING_BAR_DELAY_MS, 1000],
  ])('the %s shows only once loading has lasted %i ms', (_name, delay, expected) => {
    expect(delay).toBe(expected);
    const { result } = renderHook(({ active }) => useDelayedFlag(active, delay), { initialProps: { active: true } });
    act(() => vi.advanceTimersByTime(delay - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('never shows for work that ends before the delay, and hides at once when work ends', () => {
    const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active, 300), {
      initialProps: { active: true },
    });
    act(() => vi.advanceTimersByTime(200));
    rerender({ active: false });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(false);

    rerender({ active: true });
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toBe(true);
    rerender({ active: false });
    expect(result.current).toBe(false);
  });
});
