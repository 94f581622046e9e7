import { createHash, randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import argon2 from 'argon2';
import { AppError } from '../errors.ts';

// OWASP's argon2id baseline (19 MiB, 2 passes).
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// argon2 runs on libuv's thread pool, off the event loop; at most cores-1 hashes run at once so that a burst of
// sign-ins always leaves a core to the event loop and cheap requests stay fast.
const MAX_CONCURRENT = Math.max(1, availableParallelism() - 1);

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;

/**
 * Password hashing behind a bounded queue. When `queueLimit` hashes already wait, a new one is refused at once
 * with 503 SERVER_BUSY and Retry-After instead of waiting behind a flood (a real sign-in once took 27 s in a
 * burst of wrong guesses). Without a limit (seeding, fixtures) every hash waits its turn.
 */
export function createPasswordHasher(options: { queueLimit?: number; retryAfterSeconds?: number } = {}) {
  const queueLimit = options.queueLimit ?? Infinity;
  let active = 0;
  const waiting: (() => void)[] = [];
  // Checks that go first and are never refused for a full queue: a sign-in from an address the account has used
  // (auth.service), so a burst of guesses from one address cannot keep its own user out (bench/auth-probes.ts).
  const urgent: (() => void)[] = [];

  async function limited<T>(work: () => Promise<T>, priority = false): Promise<T> {
    if (active >= MAX_CONCURRENT) {
      if (!priority && waiting.length >= queueLimit) {
        throw new AppError('SERVER_BUSY', { headers: { 'retry-after': String(options.retryAfterSeconds ?? 2) } });
      }
      await new Promise<void>((resolve) => (priority ? urgent : waiting).push(resolve));
    }
    active += 1;
    try {
      return await work();
    } finally {
      active -= 1;
      (urgent.shift() ?? waiting.shift())?.();
    }
  }

  const hash = (password: string) => limited(() => argon2.hash(password, OPTIONS));

  /**
   * False for a wrong password or a malformed hash; throws only SERVER_BUSY. A `priority` check goes ahead of
   * the queue and is never refused.
   */
  const verify = (hashed: string, password: string, { priority = false } = {}): Promise<boolean> =>
    limited(() => argon2.verify(hashed, password).catch(() => false), priority);

  let dummyHash: Promise<string> | undefined;
  /** Verifies against a throwaway hash so an unknown e-mail costs as much time as a wrong password. */
  async function burn(password: string): Promise<void> {
    dummyHash ??= argon2.hash(randomBytes(16).toString('hex'), OPTIONS);
    await verify(await dummyHash, password);
  }

  return { hash, verify, burn, queued: () => waiting.length + urgent.length };
}

/** The unbounded hasher for scripts and fixtures (seeding, tests); the server uses its own bounded one. */
const shared = createPasswordHasher();
export const hashPassword = shared.hash;

/** An opaque secret for a link or refresh token, and the SHA-256 we store instead of it. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256(token) };
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
