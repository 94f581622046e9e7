import { refreshSession } from './api-client';
import { getAccessToken, getTokenExpiry } from './storage';

/** Refreshed this long before it runs out, so a token does not expire on its way to the live server. */
const EXPIRY_MARGIN_MS = 5_000;

/**
 * The stored access token for a live socket's (re)connect (the notification hub, a forum thread): refreshed first
 * through the API client's one refresh path when it has expired or the server refused it; null once nobody is
 * signed in.
 */
export async function liveToken(refresh: boolean, now = Date.now()): Promise<string | null> {
  const expiry = Date.parse(getTokenExpiry() ?? '');
  if (getAccessToken() && (refresh || !(expiry - EXPIRY_MARGIN_MS > now))) await refreshSession();
  return getAccessToken();
}
