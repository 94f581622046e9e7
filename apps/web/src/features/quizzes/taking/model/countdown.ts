import { ATTEMPT_GRACE_SECONDS } from '@talentpath/contracts/attempts';

// The countdown of a timed attempt (issue 12). The deadline is the server's: the time left is read from the
// device's clock corrected by how far it is from the server's (measured when the attempt arrived), so a device
// whose clock is wrong still shows the server's time.

/** How far the server's clock is ahead of the device's (ms), from the server's `now` received at `receivedAt`. */
export const clockOffset = (serverNow: string, receivedAt: number): number => Date.parse(serverNow) - receivedAt;

/** Milliseconds left until `deadline` by the server's clock, at the device's `deviceNow`; never below zero. */
export const remainingMs = (deadline: string, offset: number, deviceNow: number): number =>
  Math.max(0, Date.parse(deadline) - (deviceNow + offset));

/** Time left as a clock shows it: 1:05:09, 4:59, 0:07. Seconds round up, so 0:00 shows only when time is up. */
export function formatRemaining(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}

/** Minutes left at which screen readers are told (not every second). */
export const WARNING_MINUTES = [5, 1] as const;
export type WarningMinutes = (typeof WARNING_MINUTES)[number];

/** The warning due when the time left went from `before` to `after` (ms) past one of the warnings, else null. */
export function crossedWarning(before: number, after: number): WarningMinutes | null {
  // The smallest one passed: a tab asleep from 6 to 0:30 minutes says "1 minute", not "5 minutes".
  const passed = WARNING_MINUTES.filter((m) => before > m * 60_000 && after <= m * 60_000);
  return passed.at(-1) ?? null;
}

/**
 * Whether an attempt still shown in progress is past its deadline and grace by the server's clock when it was
 * read: the server closes it on the next read, with the answers saved by the deadline.
 */
export const overdue = (attempt: { state: string; deadline: string | null; now: string }): boolean =>
  attempt.state === 'in-progress' &&
  attempt.deadline !== null &&
  Date.parse(attempt.now) > Date.parse(attempt.deadline) + ATTEMPT_GRACE_SECONDS * 1000;
