import { EventEmitter } from 'node:events';
import { and, gt, isNotNull } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Db } from '../db.ts';
import { sessions } from '../../db/schema/auth.ts';

const CHANNEL = 'talentpath:sessions-revoked';

/**
 * Session ids revoked within the last access-token lifetime, kept in memory so that checking a token needs no
 * query. The database is the source of truth (sessions.revoked_at); this is a cache rebuilt at boot and kept
 * current across processes by the bus (Redis pub/sub when configured). See ADR 0002.
 */
export type RevocationList = {
  isRevoked: (sessionId: string) => boolean;
  /** Call after the revocation is committed: every process (this one included) learns it. */
  publish: (sessionIds: string[]) => Promise<void>;
  close: () => Promise<void>;
};

export async function createRevocationList(db: Db, ttlSeconds: number, redisUrl?: string): Promise<RevocationList> {
  const revoked = new Map<string, number>(); // session id → when its last token expires (ms)
  const remember = (ids: string[]) => {
    const until = Date.now() + ttlSeconds * 1000;
    for (const id of ids) revoked.set(id, until);
  };
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [id, until] of revoked) if (until < now) revoked.delete(id);
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
    subscriber.on('message', (_channel, message: string) => remember(JSON.parse(message) as string[]));
  } else {
    local.on('revoked', remember);
  }

  const since = new Date(Date.now() - ttlSeconds * 1000);
  const recent = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(isNotNull(sessions.revokedAt), gt(sessions.revokedAt, since)));
  remember(recent.map((r) => r.id));

  return {
    isRevoked: (sessionId) => {
      const until = revoked.get(sessionId);
      return until !== undefined && until >= Date.now();
    },
    publish: async (ids) => {
      if (ids.length === 0) return;
      remember(ids);
      if (publisher) await publisher.publish(CHANNEL, JSON.stringify(ids));
      else local.emit('revoked', ids);
    },
    close: async () => {
      clearInterval(sweep);
      await Promise.all([publisher?.quit(), subscriber?.quit()]);
    },
  };
}
