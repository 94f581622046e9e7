import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@talentpath/contracts/constants';
import { liveToken } from './live-token';

const refreshSession = vi.hoisted(() => vi.fn());
vi.mock('./api-client', () => ({ refreshSession }));

const NOW = Date.parse('2026-11-24T12:00:00.000Z');
const store = (token: string, expiresAt: string) => {
  localStorage.setItem(STORAGE_KEYS.accessToken, token);
  localStorage.setItem(STORAGE_KEYS.tokenExpiry, expiresAt);
};

describe("a live socket's token", () => {
  beforeEach(() => {
    localStorage.clear();
    refreshSession.mockReset();
    // The API client's refresh stores the new pair.
    refreshSession.mockImplementation(async () => store('fresh', '2026-11-24T12:15:00.000Z'));
  });
  afterEach(() => localStorage.clear());

  it('is the stored access token while it is good', async () => {
    store('stored', '2026-11-24T12:10:00.000Z');
    expect(await liveToken(false, NOW)).toBe('stored');
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it('is refreshed first when it has run out, or nearly, or its expiry is unknown', async () => {
    for (const expiry of ['2026-11-24T11:59:00.000Z', '2026-11-24T12:00:03.000Z', 'garbage']) {
      store('stored', expiry);
      expect(await liveToken(false, NOW)).toBe('fresh');
    }
    expect(refreshSession).toHaveBeenCalledTimes(3);
  });

  it('is refreshed first when the hub refused it or ended the connection', async () => {
    store('stored', '2026-11-24T12:10:00.000Z');
    expect(await liveToken(true, NOW)).toBe('fresh');
  });

  it('is none once nobody is signed in, without a refresh', async () => {
    expect(await liveToken(true, NOW)).toBeNull();
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it('fails with the refresh (the connection tries again later)', async () => {
    store('stored', '2026-11-24T11:00:00.000Z');
    refreshSession.mockRejectedValue(new Error('offline'));
    await expect(liveToken(false, NOW)).rejects.toThrow('offline');
  });
});
