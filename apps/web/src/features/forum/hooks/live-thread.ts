import type { Socket } from 'socket.io-client';
import {
  FORUM_JOIN,
  FORUM_LIVE_NAMESPACE,
  FORUM_POST,
  type ForumLiveClientEvents,
  type ForumLivePost,
  type ForumLiveServerEvents,
} from '@talentpath/contracts/forum';
import { HUB, NOTIFICATION_HUB_PATH } from '@talentpath/contracts/notifications';
import { liveToken } from '../../../lib/live-token';

export type ForumSocket = Socket<ForumLiveServerEvents, ForumLiveClientEvents>;
/** Socket.IO's `auth` as a function: asked again before each (re)connect, so each takes the current token. */
export type SocketAuth = (send: (auth: { token: string | null }) => void) => void;

export const liveSockets = {
  /**
   * Opens the hub's `/forum` namespace on this origin (Socket.IO loaded when first needed), WebSocket first, long
   * polling if it fails; Socket.IO reconnects by itself after a lost transport. Tests put a fake in its place.
   */
  open: async (auth: SocketAuth): Promise<ForumSocket> => {
    const { io } = await import('socket.io-client');
    return io(FORUM_LIVE_NAMESPACE, {
      path: NOTIFICATION_HUB_PATH,
      auth,
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      forceNew: true,
      timeout: HUB.serverTimeoutMs,
    });
  },
};

/** Before each connect again after the server refused or ended the socket (its token), then stop. */
const AGAIN_DELAYS_MS = [0, 2_000, 10_000, 30_000];

export type FollowHandlers = {
  /** A post of the thread changed: what it is now, the API says. */
  onPost: (post: ForumLivePost) => void;
  /** Connected again after a while away: what changed meanwhile was not told. */
  onMissed: () => void;
};

/**
 * Follows a thread live (issue 26): joins its room at each connect, and hears of its posts' changes. The server
 * ends a socket when its token runs out or its session is revoked, and refuses a token it does not take: then it
 * connects again with a refreshed token, a few times. Returns what stops it.
 */
export function followThread(threadId: string, { onPost, onMissed }: FollowHandlers): () => void {
  let stopped = false;
  let socket: ForumSocket | null = null;
  let refresh = false;
  let tries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let joinedBefore = false;

  const auth: SocketAuth = (send) => {
    liveToken(refresh).then(
      (token) => {
        refresh = false;
        send({ token });
      },
      () => send({ token: null }),
    );
  };
  const again = (current: ForumSocket) => {
    if (stopped || tries >= AGAIN_DELAYS_MS.length) return;
    refresh = true;
    timer = setTimeout(() => current.connect(), AGAIN_DELAYS_MS[tries++]);
  };

  void liveSockets.open(auth).then((current) => {
    if (stopped) return void current.disconnect();
    socket = current;
    current.on('connect', () => {
      current.emit(FORUM_JOIN, { threadId }, ({ ok }) => {
        if (!ok) return;
        tries = 0;
        if (joinedBefore) onMissed();
        joinedBefore = true;
      });
    });
    current.on(FORUM_POST, (post) => {
      if (post?.threadId === threadId) onPost(post);
    });
    // Not active: the server refused the handshake, and Socket.IO will not try again by itself.
    current.on('connect_error', () => {
      if (!current.active) again(current);
    });
    current.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') again(current);
    });
  });

  return () => {
    stopped = true;
    clearTimeout(timer);
    // Its rooms go with it.
    socket?.disconnect();
  };
}
