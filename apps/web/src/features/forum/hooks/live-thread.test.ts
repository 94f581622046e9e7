import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORUM_JOIN, FORUM_POST } from '@talentpath/contracts/forum';
import { type ForumSocket, followThread, liveSockets, type SocketAuth } from './live-thread';

const liveToken = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/live-token', () => ({ liveToken }));

const THREAD = '00000000-0000-4000-8000-000000000101';
type Listener = (...args: never[]) => void;

/** One Socket.IO socket as the thread sees it: its listeners, what it sent, and the server's side to play. */
function fakeSocket(auth: SocketAuth) {
  const listeners = new Map<string, Listener[]>();
  const sent: unknown[] = [];
  let joinAnswer = true;
  const socket = {
    active: true,
    connects: 0,
    closed: false,
    on(event: string, listener: Listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    },
    emit(event: string, payload: unknown, ack: (answer: { ok: boolean }) => void) {
      sent.push([event, payload]);
      if (event === FORUM_JOIN) ack({ ok: joinAnswer });
    },
    connect() {
      socket.connects += 1;
    },
    disconnect() {
      socket.closed = true;
    },
  };
  const fire = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  };
  /** The handshake as the server reads it: the token the auth function gives. */
  const handshake = () => new Promise<{ token: string | null }>((resolve) => auth(resolve));
  return {
    socket,
    sent,
    fire,
    handshake,
    refuseJoins: () => {
      joinAnswer = false;
    },
  };
}

let opened: ReturnType<typeof fakeSocket>[] = [];
const realOpen = liveSockets.open;
beforeEach(() => {
  vi.useFakeTimers();
  opened = [];
  liveToken.mockReset();
  liveToken.mockImplementation(async (refresh: boolean) => (refresh ? 'fresh' : 'stored'));
  liveSockets.open = async (auth) => {
    const fake = fakeSocket(auth);
    opened.push(fake);
    return fake.socket as unknown as ForumSocket;
  };
});
afterEach(() => {
  liveSockets.open = realOpen;
  vi.useRealTimers();
});

const follow = async () => {
  const onPost = vi.fn();
  const onMissed = vi.fn();
  const stop = followThread(THREAD, { onPost, onMissed });
  await vi.advanceTimersByTimeAsync(0);
  return { onPost, onMissed, stop, fake: opened[0]! };
};

describe('following a thread live', () => {
  it('joins at each connect, passes on its thread’s posts only, and reads the thread again after a reconnect', async () => {
    const { onPost, onMissed, fake } = await follow();
    expect(await fake.handshake()).toEqual({ token: 'stored' });
    fake.fire('connect');
    expect(fake.sent).toEqual([[FORUM_JOIN, { threadId: THREAD }]]);
    expect(onMissed).not.toHaveBeenCalled();

    const post = { threadId: THREAD, postId: 'p1', kind: 'created' };
    fake.fire(FORUM_POST, post);
    fake.fire(FORUM_POST, { threadId: 'another', postId: 'p2', kind: 'created' });
    expect(onPost.mock.calls).toEqual([[post]]);

    // The transport lost and found again by Socket.IO itself: joined again, and what came meanwhile read.
    fake.fire('disconnect', 'transport close');
    fake.fire('connect');
    expect(fake.sent).toHaveLength(2);
    expect(onMissed).toHaveBeenCalledOnce();
    expect(fake.socket.connects).toBe(0);
  });

  it('connects again with a refreshed token when the server ends the socket or refuses its token, a few times', async () => {
    const { fake } = await follow();
    fake.fire('connect');
    fake.fire('disconnect', 'io server disconnect');
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.socket.connects).toBe(1);
    expect(await fake.handshake()).toEqual({ token: 'fresh' });
    expect(liveToken).toHaveBeenLastCalledWith(true);

    // Refused at each handshake (Socket.IO will not retry by itself): 2, 10 and 30 s apart, then no more.
    fake.socket.active = false;
    for (const wait of [2_000, 10_000, 30_000]) {
      fake.fire('connect_error', new Error('Token is invalid'));
      await vi.advanceTimersByTimeAsync(wait - 1);
      const before = fake.socket.connects;
      await vi.advanceTimersByTimeAsync(1);
      expect(fake.socket.connects).toBe(before + 1);
    }
    fake.fire('connect_error', new Error('Token is invalid'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fake.socket.connects).toBe(4);
  });

  it('leaves a transport failure to Socket.IO, and stops: no connect after, the socket closed', async () => {
    const { fake, stop } = await follow();
    fake.fire('connect_error', new Error('websocket error')); // still active: Socket.IO tries again itself
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fake.socket.connects).toBe(0);
    fake.fire('disconnect', 'io server disconnect');
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fake.socket.connects).toBe(0);
    expect(fake.socket.closed).toBe(true);
  });

  it('closes a socket that opens after it was stopped', async () => {
    const stop = followThread(THREAD, { onPost: vi.fn(), onMissed: vi.fn() });
    stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(opened[0]!.socket.closed).toBe(true);
  });

  it('says nothing is missed when a rejoin is refused (the thread is no longer the reader’s)', async () => {
    const { onMissed, fake } = await follow();
    fake.fire('connect');
    fake.refuseJoins();
    fake.fire('connect');
    expect(onMissed).not.toHaveBeenCalled();
  });
});
