import { HUB, type HubState } from '@talentpath/contracts/notifications';
import type { Store } from '../../../lib/store';

/** Tried in this order on each attempt: Socket.IO has no server-sent events (spec §7 lists them between). */
export const HUB_TRANSPORTS = ['websocket', 'polling'] as const;
export type HubTransport = (typeof HUB_TRANSPORTS)[number];

/** What one socket tells the connection; at most one of `connected` and `failed`, then perhaps `lost`. */
export type HubSocketEvents = {
  connected: () => void;
  /** `rejected`: the server refused the token (not the transport failing): the next attempt refreshes it. */
  failed: (failure: { rejected: boolean }) => void;
  /** `byServer`: the server ended it (an expired or revoked token): the next attempt refreshes the token. */
  lost: (loss: { byServer: boolean }) => void;
  unreadCount: (count: number) => void;
};
export type HubSocket = { close: () => void };
/** Opens one socket over one transport (hub-socket.ts with Socket.IO; a fake in tests). */
export type OpenHubSocket = (token: string, transport: HubTransport, events: HubSocketEvents) => HubSocket;

export type HubConnectionOptions = {
  open: OpenHubSocket;
  /** The access token for the next attempt (refreshed first when asked or expired); null: nobody is signed in. */
  token: (refresh: boolean) => Promise<string | null>;
  onUnreadCount: (count: number) => void;
  state: Store<HubState>;
  /** Before each reconnect attempt, then stop (spec §9); a connection made starts them over. */
  delays?: readonly number[];
};

export type HubConnection = { start: () => void; stop: () => void };

/**
 * The notification hub's connection with its own reconnect schedule (Socket.IO's is off): each attempt takes
 * the current token and tries WebSocket, then long polling; after a failure or a lost connection it waits
 * 0, 2, 10 and 30 s before the next attempts, then gives up ('Disconnected'). Failures are not reported
 * (spec §8: a hub start failure is ignored).
 */
export function createHubConnection({
  open,
  token,
  onUnreadCount,
  state,
  delays = HUB.reconnectDelaysMs,
}: HubConnectionOptions): HubConnection {
  let running = false;
  /** Bumped by stop(): whatever an older start was waiting for is dropped. */
  let generation = 0;
  let socket: HubSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let retries = 0;
  let refresh = false;

  const closeSocket = () => {
    const current = socket;
    socket = null;
    current?.close();
  };

  const retry = () => {
    closeSocket();
    if (retries >= delays.length) {
      state.set('Disconnected');
      return;
    }
    state.set('Reconnecting');
    const mine = generation;
    timer = setTimeout(() => {
      timer = null;
      void attempt(mine);
    }, delays[retries++]);
  };

  const connect = (value: string, transport: number, mine: number) => {
    const current: HubSocket = open(value, HUB_TRANSPORTS[transport]!, {
      connected: () => {
        if (socket !== current) return;
        retries = 0;
        state.set('Connected');
      },
      failed: ({ rejected }) => {
        if (socket !== current) return;
        closeSocket();
        if (rejected) refresh = true;
        else if (transport + 1 < HUB_TRANSPORTS.length) return connect(value, transport + 1, mine);
        retry();
      },
      lost: ({ byServer }) => {
        if (socket !== current) return;
        if (byServer) refresh = true;
        retry();
      },
      unreadCount: (count) => {
        if (socket === current) onUnreadCount(count);
      },
    });
    // The socket's events come later (network), never while `open` runs.
    if (mine === generation) socket = current;
    else current.close();
  };

  const attempt = async (mine: number) => {
    let value: string | null;
    try {
      value = await token(refresh);
    } catch {
      if (mine === generation) retry();
      return;
    }
    if (mine !== generation) return;
    refresh = false;
    if (!value) {
      state.set('Disconnected');
      return;
    }
    connect(value, 0, mine);
  };

  return {
    start() {
      if (running) return;
      running = true;
      retries = 0;
      refresh = false;
      state.set('Connecting');
      void attempt(generation);
    },
    stop() {
      if (!running) return;
      running = false;
      generation += 1;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      if (socket) {
        state.set('Disconnecting');
        closeSocket();
      }
      state.set('Disconnected');
    },
  };
}
