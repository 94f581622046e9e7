import type { Socket } from 'socket.io-client';
import { ERROR_MESSAGES } from '@talentpath/contracts/errors';

// What the tests of the real-time hub and the forum's live rooms share: a socket's handshake, accepted or refused.

/** Resolves once the socket is connected; rejects with the handshake's refusal. */
export const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });

/** The handshake's refusal: connect_error's `data.code` and message (it must not connect). Disconnects after. */
export async function refusalOf(socket: Socket) {
  try {
    return await new Promise<{ code: unknown; message: string }>((resolve, reject) => {
      socket.once('connect', () => reject(new Error('the server accepted the connection')));
      socket.once('connect_error', (error: Error & { data?: { code?: unknown } }) =>
        resolve({ code: error.data?.code, message: error.message }),
      );
    });
  } finally {
    socket.disconnect();
  }
}

/** A refusal as the API words it. */
export const refused = (code: keyof typeof ERROR_MESSAGES) => ({ code, message: ERROR_MESSAGES[code] });
