import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HUB, HUB_STATES, type HubState } from '@talentpath/contracts/notifications';
import { createStore } from '../../../lib/store';
import { createHubConnection, type HubSocketEvents, type HubTransport } from './hub-connection';

type FakeSocket = { token: string; transport: HubTransport; events: HubSocketEvents; closed: boolean };

function setup({ token = async (_refresh: boolean): Promise<string | null> => 'token-1' } = {}) {
  const sockets: FakeSocket[] = [];
  const counts: number[] = [];
  const state = createStore<HubState>('Disconnected');
  const states: HubState[] = [];
  state.subscribe(() => states.push(state.get()));
  const tokenFn = vi.fn(token);
  const hub = createHubConnection({
    open: (value, transport, events) => {
      const socket: FakeSocket = { token: value, transport, events, closed: false };
      sockets.push(socket);
      return { close: () => void (socket.closed = true) };
    },
    token: tokenFn,
    onUnreadCount: (count) => counts.push(count),
    state,
  });
  const last = () => sockets.at(-1)!;
  return { hub, sockets, last, counts, state, states, token: tokenFn };
}

/** Lets the token's promise settle (the attempt awaits it). */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('notification hub connection (spec §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the constants and states of the contracts', () => {
    expect(HUB.reconnectDelaysMs).toEqual([0, 2_000, 10_000, 30_000]);
    expect(HUB.serverTimeoutMs).toBe(30_000);
    expect(HUB.keepAliveMs).toBe(15_000);
    expect(HUB_STATES).toEqual(['Disconnected', 'Connecting', 'Connected', 'Reconnecting', 'Disconnecting']);
  });

  it('connects over WebSocket with the stored token: Connecting, then Connected; counts pass through', async () => {
    const { hub, sockets, last, counts, states } = setup();
    hub.start();
    expect(states).toEqual(['Connecting']);
    await settle();
    expect(sockets).toHaveLength(1);
    expect(last()).toMatchObject({ token: 'token-1', transport: 'websocket' });
    last().events.connected();
    expect(states).toEqual(['Connecting', 'Connected']);
    last().events.unreadCount(3);
    last().events.unreadCount(4);
    expect(counts).toEqual([3, 4]);
  });

  it('falls back to long polling at once when WebSocket fails, in the same attempt', async () => {
    const { hub, sockets, last, states } = setup();
    hub.start();
    await settle();
    last().events.failed({ rejected: false });
    expect(sockets.map((s) => s.transport)).toEqual(['websocket', 'polling']);
    expect(sockets[0]!.closed).toBe(true);
    last().events.connected();
    expect(states).toEqual(['Connecting', 'Connected']);
  });

  it('after a lost connection retries after 0, 2, 10 and 30 s, then stops: Disconnected', async () => {
    const { hub, sockets, last, state, states } = setup();
    hub.start();
    await settle();
    last().events.connected();
    last().events.lost({ byServer: false });
    expect(state.get()).toBe('Reconnecting');

    const failBoth = () => {
      last().events.failed({ rejected: false });
      last().events.failed({ rejected: false });
    };
    // Attempt 1, at once.
    await settle();
    expect(sockets).toHaveLength(2);
    failBoth();
    // Attempt 2 after 2 s: not a moment before.
    await vi.advanceTimersByTimeAsync(1_999);
    expect(sockets).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(4);
    failBoth();
    // Attempt 3 after 10 s.
    await vi.advanceTimersByTimeAsync(9_999);
    expect(sockets).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(6);
    failBoth();
    // Attempt 4 after 30 s.
    await vi.advanceTimersByTimeAsync(29_999);
    expect(sockets).toHaveLength(7);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(8);
    expect(state.get()).toBe('Reconnecting');
    failBoth();
    // Then no more.
    expect(state.get()).toBe('Disconnected');
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(sockets).toHaveLength(9);
    expect(sockets.every((s) => s.closed)).toBe(true);
    expect(states).toEqual(['Connecting', 'Connected', 'Reconnecting', 'Disconnected']);
  });

  it('starts the schedule over once a connection is made', async () => {
    const { hub, sockets, last, state } = setup();
    hub.start();
    await settle();
    last().events.connected();
    last().events.lost({ byServer: false });
    await settle();
    last().events.failed({ rejected: false });
    last().events.failed({ rejected: false });
    // The 2 s attempt connects …
    await vi.advanceTimersByTimeAsync(2_000);
    last().events.connected();
    expect(state.get()).toBe('Connected');
    // … so the next loss is retried at once again, not after 10 s.
    last().events.lost({ byServer: false });
    const before = sockets.length;
    await settle();
    expect(sockets).toHaveLength(before + 1);
  });

  it('a failed start is retried on the same schedule, without a word to the user (spec §8)', async () => {
    const { hub, sockets, last, state } = setup();
    hub.start();
    await settle();
    last().events.failed({ rejected: false });
    last().events.failed({ rejected: false });
    expect(state.get()).toBe('Reconnecting');
    await settle();
    expect(sockets).toHaveLength(3);
  });

  it('refreshes the token before reconnecting when the server refused it or ended the connection', async () => {
    let current = 'token-1';
    const { hub, last, token } = setup({
      token: async (refresh) => {
        if (refresh) current = `${current}+`;
        return current;
      },
    });
    hub.start();
    await settle();
    expect(token).toHaveBeenLastCalledWith(false);
    // Refused: no polling fallback (the transport was fine), a new token on the next attempt.
    last().events.failed({ rejected: true });
    expect(last().transport).toBe('websocket');
    await settle();
    expect(token).toHaveBeenLastCalledWith(true);
    expect(last()).toMatchObject({ token: 'token-1+', transport: 'websocket' });
    last().events.connected();
    // The server disconnects a socket whose token expired or was revoked: reconnect with a refreshed one.
    last().events.lost({ byServer: true });
    await settle();
    expect(last().token).toBe('token-1++');
    last().events.connected();
    // A network loss keeps the token.
    last().events.lost({ byServer: false });
    await settle();
    expect(last().token).toBe('token-1++');
    expect(token).toHaveBeenLastCalledWith(false);
  });

  it('retries when the token cannot be had (a refresh lost on the network)', async () => {
    let fail = true;
    const { hub, sockets, state } = setup({
      token: async () => {
        if (fail) throw new Error('offline');
        return 'token-1';
      },
    });
    hub.start();
    // The first try and the one at once after it fail; the next waits 2 s.
    await settle();
    expect(sockets).toHaveLength(0);
    expect(state.get()).toBe('Reconnecting');
    fail = false;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(sockets).toHaveLength(1);
  });

  it('stops when nobody is signed in any more (no token)', async () => {
    const { hub, sockets, state } = setup({ token: async () => null });
    hub.start();
    await settle();
    expect(sockets).toHaveLength(0);
    expect(state.get()).toBe('Disconnected');
  });

  it('stop closes the socket (Disconnecting, then Disconnected) and ignores what the old socket says after', async () => {
    const { hub, last, counts, state, states } = setup();
    hub.start();
    await settle();
    const socket = last();
    socket.events.connected();
    hub.stop();
    expect(socket.closed).toBe(true);
    expect(states).toEqual(['Connecting', 'Connected', 'Disconnecting', 'Disconnected']);
    socket.events.unreadCount(9);
    socket.events.lost({ byServer: false });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(counts).toEqual([]);
    expect(state.get()).toBe('Disconnected');
  });

  it('stop cancels a waiting reconnect and a token still on its way', async () => {
    let resolveToken: (value: string) => void = () => undefined;
    const { hub, sockets, last, state } = setup({
      token: () => new Promise<string>((resolve) => (resolveToken = resolve)),
    });
    hub.start();
    hub.stop();
    resolveToken('late');
    await settle();
    expect(sockets).toHaveLength(0);
    expect(state.get()).toBe('Disconnected');

    hub.start();
    resolveToken('token-2');
    await settle();
    last().events.connected();
    last().events.lost({ byServer: false });
    last().events.connected(); // the old socket, after it was let go: ignored
    expect(state.get()).toBe('Reconnecting');
    hub.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(state.get()).toBe('Disconnected');
  });
});
