import { useRef } from 'react';
import { useLocation } from 'react-router';
import { getSession, type SessionState } from '../../lib/session-store';

/**
 * The session as it was when the current location was entered. Redirecting signed-in visitors away from
 * the landing page must react to arriving there, not to signing in on it (the sign-in flow navigates itself).
 */
export function useSessionAtEntry(): SessionState {
  const { key } = useLocation();
  const snapshot = useRef<{ key: string; session: SessionState } | null>(null);
  if (snapshot.current?.key !== key) snapshot.current = { key, session: getSession() };
  return snapshot.current.session;
}
