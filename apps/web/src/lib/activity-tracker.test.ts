import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackActivity } from './activity-tracker';

describe('activity tracker', () => {
  let target: EventTarget;
  let onActivity: ReturnType<typeof vi.fn<() => void>>;
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    target = new EventTarget();
    onActivity = vi.fn<() => void>();
    stop = trackActivity({ target, onActivity });
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  const fire = (type: string) => target.dispatchEvent(new Event(type));

  it.each(['mousemove', 'keydown', 'click', 'mousedown', 'wheel'])('debounces %s by 500 ms', (type) => {
    fire(type);
    vi.advanceTimersByTime(300);
    fire(type);
    vi.advanceTimersByTime(499);
    expect(onActivity).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onActivity).toHaveBeenCalledTimes(1);
  });

  it.each(['scroll', 'touchstart', 'touchmove'])('throttles %s to once per second', (type) => {
    fire(type);
    expect(onActivity).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    fire(type);
    expect(onActivity).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    fire(type);
    expect(onActivity).toHaveBeenCalledTimes(2);
  });

  it('stops listening when stopped', () => {
    stop();
    fire('scroll');
    fire('click');
    vi.advanceTimersByTime(1_000);
    expect(onActivity).not.toHaveBeenCalled();
  });
});
