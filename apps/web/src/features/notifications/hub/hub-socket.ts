import { io, type Socket } from 'socket.io-client';
import {
  HUB,
  type HubClientEvents,
  type HubServerEvents,
  NOTIFICATION_HUB_PATH,
  RECEIVE_UNREAD_COUNT,
} from '@talentpath/contracts/notifications';
import type { OpenHubSocket } from './hub-connection';

/**
 * One Socket.IO socket to the hub on this origin, over one transport, with Socket.IO's own reconnection off
 * (hub-connection.ts keeps spec §9's schedule). The token goes in the handshake's `auth`; long polling also
 * carries it as the `access_token` query parameter (spec §7), which WebSocket does not need.
 */
export const openHubSocket: OpenHubSocket = (token, transport, events) => {
  const socket: Socket<HubServerEvents, HubClientEvents> = io({
    path: NOTIFICATION_HUB_PATH,
    transports: [transport],
    auth: { token },
    ...(transport === 'polling' ? { query: { access_token: token } } : {}),
    reconnection: false,
    forceNew: true,
    multiplex: false,
    timeout: HUB.serverTimeoutMs,
  });
  // A transport closed before the handshake (a proxy that takes the WebSocket and drops it) fails the attempt
  // at once: Socket.IO itself would wait for its connection timeout.
  let handshaken = false;
  const onOpen = () => {
    handshaken = true;
  };
  const onEngineClose = () => {
    if (!handshaken) events.failed({ rejected: false });
  };
  socket.io.on('open', onOpen);
  socket.io.engine.on('close', onEngineClose);
  socket.on('connect', events.connected);
  // The server's refusal (its middleware's error) carries `data`; a transport that fails or times out does not.
  socket.on('connect_error', (error) => events.failed({ rejected: 'data' in error }));
  socket.on('disconnect', (reason) => {
    if (reason !== 'io client disconnect') events.lost({ byServer: reason === 'io server disconnect' });
  });
  socket.on(RECEIVE_UNREAD_COUNT, (count) => {
    if (Number.isInteger(count) && count >= 0) events.unreadCount(count);
  });
  return {
    close: () => {
      socket.removeAllListeners();
      socket.io.off('open', onOpen);
      socket.io.engine.off('close', onEngineClose);
      socket.disconnect();
    },
  };
};
