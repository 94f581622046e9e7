import { KEEP_ALIVE } from '@talentpath/contracts/constants';
import type { Clock } from './keep-alive';

/** Discrete input: reported once the burst has settled (debounced). */
export const DEBOUNCED_EVENTS = ['mousemove', 'mousedown', 'keydown', 'click', 'wheel', 'focus'] as const;
/** Continuous input: reported at most once per throttle window. */
export const THROTTLED_EVENTS = ['scroll', 'touchstart', 'touchmove'] as const;

export type ActivityTrackerOptions = {
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  onActivity: () => void;
  clock?: Pick<Clock, 'now' | 'setTimeout' | 'clearTimeout'>;
  debounceMs?: number;
  throttleMs?: number;
};

const defaultClock: ActivityTrackerOptions['clock'] = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** Listens for user activity and reports it, debounced (500 ms) or throttled (1 s) per spec §9. Returns a stop function. */
export function trackActivity({
  target,
  onActivity,
  clock = defaultClock!,
  debounceMs = KEEP_ALIVE.activityDebounceMs,
  throttleMs = KEEP_ALIVE.scrollThrottleMs,
}: ActivityTrackerOptions): () => void {
  let debounceTimer: unknown = null;
  let lastThrottled = -Infinity;

  const debounced = () => {
    if (debounceTimer !== null) clock.clearTimeout(debounceTimer);
    debounceTimer = clock.setTimeout(() => {
      debounceTimer = null;
      onActivity();
    }, debounceMs);
  };
  const throttled = () => {
    const now = clock.now();
    if (now - lastThrottled < throttleMs) return;
    lastThrottled = now;
    onActivity();
  };

  const options: AddEventListenerOptions = { passive: true, capture: true };
  for (const type of DEBOUNCED_EVENTS) target.addEventListener(type, debounced, options);
  for (const type of THROTTLED_EVENTS) target.addEventListener(type, throttled, options);
  return () => {
    if (debounceTimer !== null) clock.clearTimeout(debounceTimer);
    for (const type of DEBOUNCED_EVENTS) target.removeEventListener(type, debounced, options);
    for (const type of THROTTLED_EVENTS) target.removeEventListener(type, throttled, options);
  };
}
