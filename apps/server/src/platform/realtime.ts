import type { Server as HttpServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Role } from '@talentpath/contracts/roles';
import { HUB, type HubClientEvents, type HubServerEvents } from '@talentpath/contracts/notifications';
import type { ErrorCode } from '@talentpath/contracts/errors';
import { ERROR_MESSAGES } from '@talentpath/contracts/errors';
import type { TokenSigner } from './auth/tokens.ts';
import type { RevocationList } from './auth/revocation.ts';

/** Who a socket belongs to: from its access token, checked at the handshake. */
type SocketData = { userId: string; sessionId: string; version: number; expiresAt: number; timer?: NodeJS.Timeout };
type HubSocket = Socket<HubClientEvents, HubServerEvents, Record<string, never>, SocketData>;

export type Realtime = {
  /** Sends an event to every open tab of each user, in every process (through Redis when REDIS_URL is set). */
  toUsers: <E extends keyof HubServerEvents>(
    userIds: readonly string[],
    event: E,
    ...args: Parameters<HubServerEvents[E]>
  ) => void;
  /** How many sockets this process holds (benchmarks, health). */
  localConnections: () => number;
  /** Disconnects this process's sockets and stops accepting new ones (before the HTTP server closes). */
  disconnect: () => void;
  /** Stops sending to other processes (after the jobs that may still send have finished). */
  close: () => Promise<void>;
};

const roomOf = (userId: string) => `user:${userId}`;

/** A refused handshake: the client's connect_error carries the message and `data.code` (the API's error codes). */
const refusal = (code: ErrorCode) => Object.assign(new Error(ERROR_MESSAGES[code]), { data: { code } });

// The expiry timer's callback and its undo are shared functions, not closures made per socket: a closure made in the
// handshake kept that handshake's scopes (and Socket.IO's middleware chain) alive for the connection's life, about
// 0.5 KB of heap per idle socket (bench:notifications).
const expire = (socket: HubSocket) => socket.disconnect(true);
function stopExpiry(this: HubSocket) {
  clearTimeout(this.data.timer);
}

/** The access token of a handshake: `auth.token`, the `access_token` query parameter (spec §7), or the header. */
function tokenOf(socket: Socket): string | null {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  if (typeof auth?.token === 'string' && auth.token) return auth.token;
  const query = socket.handshake.query.access_token;
  if (typeof query === 'string' && query) return query;
  const header = socket.handshake.headers.authorization;
  const match = header ? /^bearer +(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * The real-time hub (ADR 0037): Socket.IO on the product's own HTTP server at `path`, for sessions whose current
 * role is one of `roles`. A socket joins its user's room; a message to the user reaches every tab. A socket lives
 * no longer than its token: it is disconnected when the token expires or its session is revoked, and the client
 * connects again with a fresh one. Several processes share the rooms through the Redis adapter.
 */
export async function createRealtime(options: {
  server: HttpServer;
  path: string;
  roles: readonly Role[];
  signer: TokenSigner;
  revocations: RevocationList;
  redisUrl?: string;
  log: FastifyBaseLogger;
}): Promise<Realtime> {
  const { signer, revocations, log } = options;
  let pub: Redis | undefined;
  let sub: Redis | undefined;
  if (options.redisUrl) {
    pub = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
    sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    // The adapter drops the promise of each publish: one that fails (Redis down past the retries, or quit by close()
    // while a job still sends a count at shutdown) would be an unhandled rejection, which ends the process. A count
    // is worth a warning, not the process: a tab reads the summary again when it reconnects.
    const publish = pub.publish.bind(pub) as (channel: string, message: string | Buffer) => Promise<number>;
    pub.publish = ((channel: string, message: string | Buffer) =>
      publish(channel, message).catch((error: unknown) => {
        log.warn({ err: error }, 'hub publish failed');
        return 0;
      })) as Redis['publish'];
  }
  const io = new Server<HubClientEvents, HubServerEvents, Record<string, never>, SocketData>(options.server, {
    path: options.path,
    // Same origin only: the web app is served by this server (no CORS headers are sent).
    serveClient: false,
    transports: ['polling', 'websocket'],
    // Spec §9: a ping every 15 s; a peer silent for 30 s in all is gone.
    pingInterval: HUB.keepAliveMs,
    pingTimeout: HUB.serverTimeoutMs - HUB.keepAliveMs,
    // Clients send nothing but pings: a small buffer bounds what one may make the server hold.
    maxHttpBufferSize: HUB.statefulReconnectBufferBytes,
    connectTimeout: 10_000,
    ...(pub && sub ? { adapter: createAdapter(pub, sub, { key: 'talentpath:hub' }) } : {}),
  });

  io.use((socket, next) => {
    const token = tokenOf(socket);
    if (!token) return next(refusal('UNAUTHORIZED'));
    signer.verify(token).then(
      (claims) => {
        if (revocations.isRevoked(claims.sessionId, claims.version)) return next(refusal('TOKEN_INVALID'));
        if (claims.passwordChangeRequired) return next(refusal('PASSWORD_CHANGE_REQUIRED'));
        if (!options.roles.includes(claims.role)) return next(refusal('FORBIDDEN'));
        const { userId, sessionId, version, expiresAt } = claims;
        socket.data = { userId, sessionId, version, expiresAt };
        next();
      },
      (error: unknown) =>
        next(refusal((error as { code?: ErrorCode }).code === 'TOKEN_EXPIRED' ? 'TOKEN_EXPIRED' : 'TOKEN_INVALID')),
    );
  });
  io.on('connection', (socket: HubSocket) => {
    void socket.join(roomOf(socket.data.userId));
    // Not a moment past the token's life: the client connects again with the refreshed token. Set once connected
    // (not in the handshake), so a client gone before its handshake ended leaves no timer behind.
    socket.data.timer = setTimeout(expire, Math.max(0, socket.data.expiresAt * 1000 - Date.now()), socket);
    socket.on('disconnect', stopExpiry);
  });

  // A session ended (sign-out, disabled user, password change, role switch): its sockets go now, in every process.
  const unsubscribe = revocations.subscribe(() => {
    for (const socket of io.of('/').sockets.values()) {
      const { sessionId, version } = socket.data;
      if (sessionId && revocations.isRevoked(sessionId, version)) socket.disconnect(true);
    }
  });

  return {
    toUsers(userIds, event, ...args) {
      if (userIds.length === 0) return;
      io.to(userIds.map(roomOf)).emit(event, ...args);
    },
    localConnections: () => io.of('/').sockets.size,
    disconnect() {
      unsubscribe();
      io.local.disconnectSockets(true);
      // Not io.close(): it would close the HTTP server, which Fastify owns and closes after this.
      io.engine.close();
    },
    async close() {
      await Promise.all([pub?.quit(), sub?.quit()]).catch((error) => log.warn({ err: error }, 'hub redis quit failed'));
    },
  };
}
