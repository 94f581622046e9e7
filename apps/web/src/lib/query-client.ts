import { QueryClient } from '@tanstack/react-query';
import { GET_CACHE_MS } from '@talentpath/contracts/constants';
import { ApiError } from './api-error';
import { getSession, sessionStore, type SessionState } from './session-store';

/**
 * The only server-state cache (spec §7): data is fresh for 30 s, so a second use within that time does not
 * refetch, and identical keys share one request while it is in flight. Client errors are not retried.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: GET_CACHE_MS,
      retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status < 500),
    },
    mutations: { retry: false },
  },
});

/** First key parts of live data that is never cached (spec §7: paths containing /heartbeat or /notifications). */
export const LIVE_KEYS = ['heartbeat', 'notifications'] as const;
for (const key of LIVE_KEYS) queryClient.setQueryDefaults([key], { staleTime: 0, gcTime: 0 });

// Keys carry the user and role too, but a cache that outlives its session would still hold the last user's
// data: sign-in, role switch, sign-out and session expiry (in this tab or another) drop all of it.
const owner = (session: SessionState) =>
  session.status === 'signed-in' ? `${session.user.id} ${session.currentRole}` : null;
let currentOwner = owner(getSession());
sessionStore.subscribe(() => {
  const next = owner(getSession());
  if (next === currentOwner) return;
  currentOwner = next;
  queryClient.clear();
});
