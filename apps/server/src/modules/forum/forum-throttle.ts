import type { Platform } from '../../platform/context.ts';
import type { Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './forum.repository.ts';

// The posting throttle (ADR 0069): at least FORUM_POST_INTERVAL_SECONDS between one person's posts and at most
// FORUM_POSTS_PER_HOUR an hour, counted in the database under a lock on the author — two processes, or two tabs,
// cannot both slip past it. A refusal is 429 with Retry-After: when the next post would be let through.

export type Throttle = { intervalSeconds: number; perHour: number };
export const throttleOf = (p: Platform): Throttle => ({
  intervalSeconds: p.env.FORUM_POST_INTERVAL_SECONDS,
  perHour: p.env.FORUM_POSTS_PER_HOUR,
});
const HOUR_MS = 3_600_000;

/** Refuses a post that comes too soon; otherwise the time the post is written at (the clock the count read). */
export async function checkThrottle(tx: Tx, authorId: string, limits: Throttle): Promise<Date> {
  const recent = await repo.lockAuthorAndCount(tx, authorId, new Date(Date.now() - HOUR_MS));
  // The clock read once the author is locked: a post that held the lock meanwhile was written at a time read before
  // its commit, so never after this one. Read before the lock, a post waiting on another's could be told to wait
  // longer than the interval (31 s of a 30 s interval, under load).
  const now = new Date();
  const waits: number[] = [];
  if (recent.last && now.getTime() - recent.last.getTime() < limits.intervalSeconds * 1000)
    waits.push(recent.last.getTime() + limits.intervalSeconds * 1000 - now.getTime());
  if (recent.count >= limits.perHour && recent.first) waits.push(recent.first.getTime() + HOUR_MS - now.getTime());
  if (waits.length === 0) return now;
  const seconds = Math.max(1, Math.ceil(Math.max(...waits) / 1000));
  throw new AppError('RATE_LIMITED', {
    message: `You are posting too fast. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
    headers: { 'retry-after': String(seconds) },
  });
}
