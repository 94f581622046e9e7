import { EventEmitter } from 'node:events';
import { and, gt, isNotNull } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Db } from '../db.ts';
import { sessions } from '../../db/schema/auth.ts';

const CHANNEL = 'talentpath:sessions-revoked';

/** What the bus carries: whole sessions ended, or one session's tokens below a version retired (a role change). */
type Notice = { revoked: string[] } | { session: string; minVersion: number };

/**
 * Session ids revoked within the last access-token lifetime, and sessions whose older tokens were retired by a
 * role change, kept in memory so that checking a token needs no query. The database is the source of truth
 * (sessions.revoked_at, sessions.token_version); this is a cache rebuilt at boot and kept current across
 * processes by the bus (Redis pub/sub when configured). See ADR 0002.
 */
export type RevocationList = {
  /** Is a token of this session and version no longer good? */
  isRevoked: (sessionId: string, version: number) => boolean;
  /** Call after the revocation is committed: every process (this one included) learns it. */
  publish: (sessionIds: string[]) => Promise<void>;
  /** Call after a session's token version was raised and committed: its tokens below that version stop working. */
  publishVersion: (sessionId: string, minVersion: number) => Promise<void>;
  /** Calls `listener` after each revocation this process learns of (its own and other processes'); returns the undo. */
  subscribe: (listener: () => void) => () => void;
  close: () => Promise<void>;
};

type Entry = { revoked: boolean; minVersion: number; until: number };

export async function createRevocationList(db: Db, ttlSeconds: number, redisUrl?: string): Promise<RevocationList> {
  // session id → what no longer works, until its last affected token has expired (ms)
  const entries = new Map<string, Entry>();
  const listeners = new Set<() => void>();
  const learn = (notice: Notice) => {
    record(notice);
    for (const listener of listeners) listener();
  };
  const record = (notice: Notice) => {
    const until = Date.now() + ttlSeconds * 1000;
    if ('revoked' in notice) {
      for (const id of notice.revoked) entries.set(id, { revoked: true, minVersion: Infinity, until });
      return;
    }
    const known = entries.get(notice.session);
    if (known?.revoked) return;
    entries.set(notice.session, {
      revoked: false,
      minVersion: Math.max(notice.minVersion, known?.minVersion ?? 0),
      until,
    });
  };
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [id, entry] of entries) if (entry.until < now) entries.delete(id);
  }, 60_000);
  sweep.unref();

  const local = new EventEmitter();
  let publisher: Redis | undefined;
  let subscriber: Redis | undefined;
  if (redisUrl) {
    publisher = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
    subscriber = new Redis(redisUrl, { lazyConnect: true });
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(CHANNEL);
    subscriber.on('message', (_channel, message: string) => {
      try {
        learn(JSON.parse(message) as Notice);
      } catch {
        // Not ours to read; the database stays the source of truth.
      }
    });
  } else {
    local.on('notice', learn);
  }

  const since = new Date(Date.now() - ttlSeconds * 1000);
  const revoked = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(isNotNull(sessions.revokedAt), gt(sessions.revokedAt, since)));
  learn({ revoked: revoked.map((r) => r.id) });
  const versioned = await db
    .select({ id: sessions.id, version: sessions.tokenVersion })
    .from(sessions)
    .where(and(isNotNull(sessions.tokenVersionAt), gt(sessions.tokenVersionAt, since)));
  for (const row of versioned) learn({ session: row.id, minVersion: row.version });

  const send = async (notice: Notice) => {
    learn(notice);
    if (publisher) await publisher.publish(CHANNEL, JSON.stringify(notice));
    else local.emit('notice', notice);
  };

  return {
    isRevoked: (sessionId, version) => {
      const entry = entries.get(sessionId);
      return entry !== undefined && entry.until >= Date.now() && (entry.revoked || version < entry.minVersion);
    },
    publish: async (ids) => {
      if (ids.length > 0) await send({ revoked: ids });
    },
    publishVersion: (sessionId, minVersion) => send({ session: sessionId, minVersion }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {
      clearInterval(sweep);
      await Promise.all([publisher?.quit(), subscriber?.quit()]);
    },
  };
}
