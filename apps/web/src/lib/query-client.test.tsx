import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { GET_CACHE_MS, STORAGE_KEYS } from '@talentpath/contracts/constants';
import { api } from './api-client';
import { queryClient } from './query-client';
import { applySelectedRole, endSession, startSession, syncSessionFromStorage, updateUser } from './session-store';

import { tokens, user } from '../test/session-fixtures';

let fetchMock: ReturnType<typeof vi.fn>;
const requests = () => fetchMock.mock.calls.length;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

/** Mounts a component reading `key` from GET `path`, waits for the data, and unmounts it. */
async function readOnce(key: readonly unknown[], path = '/items') {
  const view = renderHook(() => useQuery({ queryKey: key, queryFn: () => api.get(path) }), { wrapper });
  await waitFor(() => expect(view.result.current.isSuccess).toBe(true));
  view.unmount();
  return view.result.current.data;
}

beforeEach(() => {
  localStorage.clear();
  endSession();
  queryClient.clear();
  fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ n: requests() }), { status: 200 })));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('query client: the one GET cache (spec §7)', () => {
  it('does not refetch for a second use within 30 s, and does after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await readOnce(['items']);
    vi.setSystemTime(Date.now() + GET_CACHE_MS - 1_000);
    await readOnce(['items']);
    expect(requests()).toBe(1);
    vi.setSystemTime(Date.now() + 1_001);
    await readOnce(['items']);
    expect(requests()).toBe(2);
  });

  it('makes one request for two concurrent identical queries', async () => {
    const read = () => useQuery({ queryKey: ['items'], queryFn: () => api.get('/items') });
    const view = renderHook(() => [read(), read()] as const, { wrapper });
    await waitFor(() => expect(view.result.current.every((q) => q.isSuccess)).toBe(true));
    expect(requests()).toBe(1);
    expect(view.result.current[0].data).toEqual(view.result.current[1].data);
  });

  it.each([['heartbeat'], ['notifications', 'summary']])('never caches %s data', async (...key) => {
    await readOnce(key, '/v1/learner/notifications/summary');
    await readOnce(key, '/v1/learner/notifications/summary');
    expect(requests()).toBe(2);
    await waitFor(() => expect(queryClient.getQueryData(key)).toBeUndefined());
  });
});

describe('query client: one user’s or role’s data never shows to another', () => {
  const key = ['auth', 'me', 'u1', 'Admin'];
  beforeEach(async () => {
    startSession(user, tokens, false);
    await readOnce(key);
  });

  it('clears cached data on a role switch', () => {
    act(() => applySelectedRole({ ...tokens, currentRole: 'Learner' }, false));
    expect(queryClient.getQueryData(key)).toBeUndefined();
  });

  it('clears cached data on sign-out and on a new sign-in', async () => {
    act(() => endSession('expired'));
    expect(queryClient.getQueryData(key)).toBeUndefined();
    startSession(user, tokens, false);
    await readOnce(key);
    act(() => startSession({ ...user, id: 'u2' }, tokens, false));
    expect(queryClient.getQueryData(key)).toBeUndefined();
  });

  it('clears cached data on a role switch made in another tab', () => {
    localStorage.setItem(STORAGE_KEYS.currentRole, 'Learner');
    act(() => void syncSessionFromStorage());
    expect(queryClient.getQueryData(key)).toBeUndefined();
  });

  it('keeps cached data when the same user and role only get a fresh profile', () => {
    act(() => updateUser({ ...user, name: 'Ada L.' }));
    expect(queryClient.getQueryData(key)).toBeDefined();
  });
});
