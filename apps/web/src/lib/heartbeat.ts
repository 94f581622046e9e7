import type { HeartbeatResponse } from '@talentpath/contracts/auth';
import { api } from './api-client';
import { getAccessToken, saveAccessToken } from './storage';

/** POST /auth/heartbeat {accessToken}: extends the session and stores the re-issued access token. */
export async function sendHeartbeat(): Promise<void> {
  const accessToken = getAccessToken();
  if (!accessToken) throw new Error('No user ID or access token available');
  const response = await api.post<HeartbeatResponse>('/auth/heartbeat', { accessToken });
  // A refresh or role switch meanwhile stored a newer token; keep that one.
  if (getAccessToken() === accessToken) saveAccessToken(response.accessToken, response.expiresAt);
}
