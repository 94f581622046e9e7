import { KEEP_ALIVE } from '@talentpath/contracts/constants';

export type KeepAliveConfig = { [K in keyof typeof KEEP_ALIVE]: number };

export type Clock = {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export type KeepAliveOptions = {
  /** Sends one heartbeat; a rejection counts as a failure. */
  beat: () => Promise<void>;
  clock?: Clock;
  config?: KeepAliveConfig;
};

export type KeepAlive = {
  start: () => void;
  stop: () => void;
  /** Reports user activity (already debounced or throttled by the activity tracker). */
  recordActivity: () => void;
  /** `running` beats on schedule; `idle-paused` waits for activity; `failed` waits to retry. */
  state: () => 'stopped' | 'running' | 'idle-paused' | 'failed';
};

const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Heartbeat scheduling of spec §9, free of the DOM so it can run under fake timers:
 * - the next beat comes 60 s after the last one while the user was active within 2 min, else 5 min after;
 * - no beat while the user has been idle for over 15 min; it resumes with the next activity;
 * - activity after the idle threshold (5 min) beats at once, since the token may be close to expiry;
 * - after 3 consecutive failures it stops and starts again 5 min later.
 */
export function createKeepAlive({ beat, clock = systemClock, config = KEEP_ALIVE }: KeepAliveOptions): KeepAlive {
  let status: ReturnType<KeepAlive['state']> = 'stopped';
  let timer: unknown = null;
  let nextAt = 0;
  let lastActivity = 0;
  let lastBeat = 0;
  let failures = 0;
  let beating = false;
  let generation = 0;

  const clear = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };

  const schedule = (delay: number, fn: () => void) => {
    clear();
    nextAt = clock.now() + delay;
    timer = clock.setTimeout(() => {
      timer = null;
      fn();
    }, delay);
  };

  const idleFor = () => clock.now() - lastActivity;

  const intervalAfterBeat = () =>
    idleFor() <= config.recentActivityWindowMs ? config.activeIntervalMs : config.idleIntervalMs;

  const tick = () => {
    if (idleFor() > config.stopAfterIdleMs) {
      status = 'idle-paused';
      return;
    }
    void sendBeat();
  };

  const sendBeat = async () => {
    const mine = generation;
    beating = true;
    lastBeat = clock.now();
    let ok = true;
    try {
      await beat();
    } catch {
      ok = false;
    } finally {
      beating = false;
    }
    if (mine !== generation || status === 'stopped') return;
    if (ok) {
      failures = 0;
      schedule(intervalAfterBeat(), tick);
      return;
    }
    failures += 1;
    if (failures >= config.maxConsecutiveFailures) {
      status = 'failed';
      schedule(config.retryAfterFailuresMs, () => {
        failures = 0;
        status = 'running';
        tick();
      });
      return;
    }
    schedule(intervalAfterBeat(), tick);
  };

  return {
    start() {
      generation += 1;
      clear();
      status = 'running';
      failures = 0;
      lastActivity = clock.now();
      lastBeat = clock.now();
      schedule(config.activeIntervalMs, tick);
    },
    stop() {
      generation += 1;
      clear();
      status = 'stopped';
    },
    recordActivity() {
      if (status === 'stopped') return;
      const wasIdle = idleFor() >= config.idleThresholdMs;
      lastActivity = clock.now();
      if (status === 'failed' || beating) return;
      if (status === 'idle-paused' || wasIdle) {
        status = 'running';
        void sendBeat();
        return;
      }
      // Back from the slow cadence: the next beat is due 60 s after the last one, not 5 min.
      const due = Math.max(lastBeat + config.activeIntervalMs, clock.now());
      if (nextAt > due) schedule(due - clock.now(), tick);
    },
    state: () => status,
  };
}
