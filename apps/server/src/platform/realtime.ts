import type { Server as HttpServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { type DefaultEventsMap, type Namespace, Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { ROLES, type Role } from '@talentpath/contracts/roles';
import { HUB, type HubClientEvents, type HubServerEvents } from '@talentpath/contracts/notifications';
import type { ErrorCode } from '@talentpath/contracts/errors';
import { ERROR_MESSAGES } from '@talentpath/contracts/errors';
import type { TokenSigner } from './auth/tokens.ts';
import type { RevocationList } from './auth/revocation.ts';

/** Who a socket belongs to: from its access token, checked at the handshake. */
type SocketData = {
  userId: string;
  role: Role;
  sessionId: string;
  version: number;
  expiresAt: number;
};
type HubSocket = Socket<HubClientEvents, HubServerEvents, Record<string, never>, SocketData>;
type AnySocket = Socket<DefaultEventsMap, DefaultEventsMap, Record<string, never>, SocketData>;
type AnyNamespace = Namespace<DefaultEventsMap, DefaultEventsMap, Record<string, never>, SocketData>;
type EventsOf<T> = { [E in keyof T]: (...args: never[]) => void };

/** Whom a room is asked for: the socket's session, as its token says. */
export type RoomHolder = { userId: string; role: Role };

/**
 * Rooms a module lets sockets join on asking, in a namespace of their own on the hub's path, open to every role.
 * The client sends `join` (answered `{ ok }`) and `leave`, each carrying a room's id; the module says who may join.
 */
export type RoomsOptions = {
  namespace: string;
  join: string;
  leave: string;
  /** The room's id in what the client sent, or null when it holds none (refused, never thrown). */
  idOf: (payload: unknown) => string | null;
  /** Rooms are named `${prefix}:${id}`. */
  prefix: string;
  /** Rooms one socket may be in (or asking for) at once. */
  maxPerSocket: number;
  /** May this holder join room `id` now? A rejection counts as no (and is logged). */
  authorize: (holder: RoomHolder, id: string) => Promise<boolean>;
  /**
   * Asked as something is sent to room `id`: which of its members (in order) may still have it — one may have lost
   * the right since joining (left a course, lost a role). Those who may not are not sent it and leave the room.
   * Without it, every member is sent it.
   */
  recheck?: (holders: readonly RoomHolder[], id: string) => Promise<boolean[]>;
};

/** Sending to a rooms namespace's rooms, in every process. */
export type Rooms<Events extends EventsOf<Events>> = {
  emit: <E extends keyof Events & string>(id: string, event: E, ...args: Parameters<Events[E]>) => void;
};

export type Realtime = {
  /** Sends an event to every open tab of each user, in every process (through Redis when REDIS_URL is set). */
  toUsers: <E extends keyof HubServerEvents>(
    userIds: readonly string[],
    event: E,
    ...args: Parameters<HubServerEvents[E]>
  ) => void;
  /** Opens a rooms namespace (once per namespace, while the modules are wired): sockets join its rooms on asking. */
  rooms: <Events extends EventsOf<Events>>(options: RoomsOptions) => Rooms<Events>;
  /** How many hub sockets (the users' namespace) this process holds (benchmarks, health). */
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
const expire = (socket: AnySocket) => socket.disconnect(true);
// Beside the socket, not in its `data`: a room's members are fetched with their data from every process (through
// Redis), and a timer does not travel.
const expiryTimers = new WeakMap<AnySocket, NodeJS.Timeout>();
function stopExpiry(this: AnySocket) {
  clearTimeout(expiryTimers.get(this));
}
/** Not a moment past the token's life: the client connects again with the refreshed token. */
function expireWithToken(socket: AnySocket) {
  // Set once connected (not in the handshake), so a client gone before its handshake ended leaves no timer behind.
  expiryTimers.set(socket, setTimeout(expire, Math.max(0, socket.data.expiresAt * 1000 - Date.now()), socket));
  socket.on('disconnect', stopExpiry);
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
 *
 * Modules may open rooms namespaces on the same server (`rooms`, ADR 0070): any role may connect, with the same
 * token checks and the same end, and joins the rooms the module admits it to (a forum thread's readers).
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
    // Clients send nothing but pings (and in a rooms namespace, a room's id): a small buffer bounds what one may make
    // the server hold.
    maxHttpBufferSize: HUB.statefulReconnectBufferBytes,
    connectTimeout: 10_000,
    ...(pub && sub ? { adapter: createAdapter(pub, sub, { key: 'talentpath:hub' }) } : {}),
  });

  /** The handshake's check: a valid, unrevoked token of a session whose current role is one of `roles`. */
  const admit = (roles: readonly Role[]) => (socket: AnySocket, next: (error?: Error) => void) => {
    const token = tokenOf(socket);
    if (!token) return next(refusal('UNAUTHORIZED'));
    signer.verify(token).then(
      (claims) => {
        if (revocations.isRevoked(claims.sessionId, claims.version)) return next(refusal('TOKEN_INVALID'));
        if (claims.passwordChangeRequired) return next(refusal('PASSWORD_CHANGE_REQUIRED'));
        if (!roles.includes(claims.role)) return next(refusal('FORBIDDEN'));
        const { userId, role, sessionId, version, expiresAt } = claims;
        socket.data = { userId, role, sessionId, version, expiresAt };
        next();
      },
      (error: unknown) =>
        next(refusal((error as { code?: ErrorCode }).code === 'TOKEN_EXPIRED' ? 'TOKEN_EXPIRED' : 'TOKEN_INVALID')),
    );
  };
  const hub = io.of('/');
  const namespaces: AnyNamespace[] = [hub as unknown as AnyNamespace];
  hub.use(admit(options.roles));
  hub.on('connection', (socket: HubSocket) => {
    void socket.join(roomOf(socket.data.userId));
    expireWithToken(socket as unknown as AnySocket);
  });

  // A session ended (sign-out, disabled user, password change, role switch): its sockets go now, in every process.
  const unsubscribe = revocations.subscribe(() => {
    for (const namespace of namespaces)
      for (const socket of namespace.sockets.values()) {
        const { sessionId, version } = socket.data;
        if (sessionId && revocations.isRevoked(sessionId, version)) socket.disconnect(true);
      }
  });

  return {
    toUsers(userIds, event, ...args) {
      if (userIds.length === 0) return;
      io.to(userIds.map(roomOf)).emit(event, ...args);
    },
    rooms(spec) {
      const namespace = io.of(spec.namespace) as unknown as AnyNamespace;
      namespaces.push(namespace);
      namespace.use(admit(ROLES));
      namespace.on('connection', (socket) => {
        expireWithToken(socket);
        serveRooms(socket, spec, log);
      });
      const { recheck } = spec;
      if (!recheck)
        return {
          emit: (id, event, ...args) => namespace.to(`${spec.prefix}:${id}`).emit(event, ...(args as never[])),
        };
      // Each room's messages go one after another (a member's right checked for each), in the order they were sent.
      const sending = new Map<string, Promise<void>>();
      return {
        emit: (id, event, ...args) => {
          const room = `${spec.prefix}:${id}`;
          const send = async () => {
            // Its members in every process (the Redis adapter asks the others), with the holder each connected as.
            const members = await namespace.in(room).fetchSockets();
            if (members.length === 0) return;
            const holders = members.map((m) => ({ userId: m.data.userId, role: m.data.role }) as RoomHolder);
            const may = await recheck(holders, id);
            const allowed = members.filter((_, i) => may[i] === true).map((m) => m.id);
            const lost = members.filter((_, i) => may[i] !== true).map((m) => m.id);
            if (allowed.length) namespace.to(allowed).emit(event, ...(args as never[]));
            if (lost.length) namespace.in(lost).socketsLeave(room);
          };
          const next = (sending.get(room) ?? Promise.resolve())
            .then(send)
            .catch((error: unknown) => log.warn({ err: error, room }, 'room message not sent'));
          sending.set(room, next);
          void next.then(() => {
            if (sending.get(room) === next) sending.delete(room);
          });
        },
      };
    },
    localConnections: () => hub.sockets.size,
    disconnect() {
      unsubscribe();
      for (const namespace of namespaces) namespace.local.disconnectSockets(true);
      // Not io.close(): it would close the HTTP server, which Fastify owns and closes after this.
      io.engine.close();
    },
    async close() {
      await Promise.all([pub?.quit(), sub?.quit()]).catch((error) => log.warn({ err: error }, 'hub redis quit failed'));
    },
  };
}

/**
 * A rooms namespace's socket: `join` asks the module whether its holder may, and joins only on yes (answered
 * `{ ok }`); a payload without an id, a socket at its limit, or a failed check is a no. `leave` also drops a join
 * still being checked.
 */
function serveRooms(socket: AnySocket, spec: RoomsOptions, log: FastifyBaseLogger) {
  /** Rooms asked for and not yet answered. */
  const asked = new Set<string>();
  const holder: RoomHolder = { userId: socket.data.userId, role: socket.data.role };
  const roomsHeld = () => socket.rooms.size - 1; // its own id's room is always there
  socket.on(spec.join, (payload: unknown, ack: unknown) => {
    const answer = typeof ack === 'function' ? (ok: boolean) => ack({ ok }) : () => {};
    const id = spec.idOf(payload);
    if (id === null) return answer(false);
    const room = `${spec.prefix}:${id}`;
    if (socket.rooms.has(room)) return answer(true);
    if (asked.has(room) || roomsHeld() + asked.size >= spec.maxPerSocket) return answer(false);
    asked.add(room);
    spec.authorize(holder, id).then(
      (ok) => {
        // Left meanwhile, or gone: nothing to join.
        if (!asked.delete(room) || !socket.connected) return answer(false);
        if (ok) void socket.join(room);
        answer(ok);
      },
      (error: unknown) => {
        asked.delete(room);
        log.warn({ err: error, room }, 'room check failed');
        answer(false);
      },
    );
  });
  socket.on(spec.leave, (payload: unknown) => {
    const id = spec.idOf(payload);
    if (id === null) return;
    asked.delete(`${spec.prefix}:${id}`);
    void socket.leave(`${spec.prefix}:${id}`);
  });
}
