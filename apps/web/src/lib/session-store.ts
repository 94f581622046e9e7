import { useSyncExternalStore } from 'react';
import type { Role } from '@talentpath/contracts/roles';
import { clearApiCache } from './api-client';
import {
  clearSignedOutLeftovers,
  clearStoredAuth,
  readStoredSession,
  saveAccessToken,
  saveRequirePasswordChange,
  saveTokens,
  saveUser,
  type StoredTokens,
  type StoredUser,
} from './storage';

/** Why the visitor is signed out; the public pages show a notice for the ones that need explaining. */
export type SignedOutNotice = 'expired' | 'init-failed' | null;

export type SessionState =
  | { status: 'initialising' }
  | { status: 'signed-out'; notice: SignedOutNotice }
  | { status: 'signed-in'; user: StoredUser; currentRole: Role; requirePasswordChange: boolean };

export type SignedInSession = Extract<SessionState, { status: 'signed-in' }>;

let state: SessionState = { status: 'initialising' };
const listeners = new Set<() => void>();

function set(next: SessionState) {
  const wasSignedIn = state.status === 'signed-in';
  state = next;
  if (next.status === 'signed-out') {
    clearSignedOutLeftovers();
    if (wasSignedIn) clearApiCache();
  }
  for (const listener of [...listeners]) listener();
}

export const getSession = (): SessionState => state;

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useSession = (): SessionState => useSyncExternalStore(subscribeSession, getSession, getSession);

/** The signed-in session; for components that only render behind the protected-route gate. */
export function useSignedInSession(): SignedInSession {
  const session = useSession();
  if (session.status !== 'signed-in') throw new Error('useSignedInSession used outside a signed-in route');
  return session;
}

/**
 * Startup (spec §4): restores a stored session when user, token and role are all there; a corrupt store
 * clears the session and reports 'init-failed' ('Failed to initialize authentication').
 */
export function initialiseSession(): void {
  try {
    const stored = readStoredSession();
    set(stored ? { status: 'signed-in', ...pick(stored) } : { status: 'signed-out', notice: null });
  } catch {
    clearStoredAuth();
    set({ status: 'signed-out', notice: 'init-failed' });
  }
}

/** Rendering public pages to HTML at build time: nobody is signed in, and there is no storage to read. */
export function startSignedOutForPrerender(): void {
  state = { status: 'signed-out', notice: null };
}

const pick = (s: { user: StoredUser; currentRole: Role; requirePasswordChange: boolean }) => ({
  user: s.user,
  currentRole: s.currentRole,
  requirePasswordChange: s.requirePasswordChange,
});

/** Stores everything a sign-in returned (spec §4 "Login success"). */
export function startSession(user: StoredUser, tokens: StoredTokens, requirePasswordChange: boolean): void {
  clearApiCache();
  saveUser(user);
  saveTokens(tokens);
  saveRequirePasswordChange(requirePasswordChange);
  set({ status: 'signed-in', user, currentRole: tokens.currentRole, requirePasswordChange });
}

/** Stores the tokens of a newly selected role. */
export function applySelectedRole(tokens: StoredTokens, requirePasswordChange: boolean): void {
  if (state.status !== 'signed-in') return;
  clearApiCache();
  saveTokens(tokens);
  saveRequirePasswordChange(requirePasswordChange);
  set({ ...state, currentRole: tokens.currentRole, requirePasswordChange });
}

/** Refreshes the stored user from the server's answer (name or roles may have changed). */
export function updateUser(user: StoredUser): void {
  if (state.status !== 'signed-in') return;
  saveUser(user);
  set({ ...state, user });
}

/** The password was changed: the server's new access token no longer carries the temporary-password mark. */
export function markPasswordChanged(token: { accessToken: string; expiresAt: string }): void {
  if (state.status !== 'signed-in') return;
  saveAccessToken(token.accessToken, token.expiresAt);
  saveRequirePasswordChange(false);
  set({ ...state, requirePasswordChange: false });
}

/** Clears stored auth data and signs out this tab. */
export function endSession(notice: SignedOutNotice = null): void {
  clearStoredAuth();
  set({ status: 'signed-out', notice });
}

export function dismissNotice(): void {
  if (state.status === 'signed-out' && state.notice) set({ status: 'signed-out', notice: null });
}

/**
 * Brings this tab in line with what another tab wrote to localStorage. Returns 'removed' when this tab was
 * signed in and the access token is gone (the caller treats it as a session expiry).
 */
export function syncSessionFromStorage(): 'removed' | 'updated' | 'unchanged' {
  let stored: ReturnType<typeof readStoredSession>;
  try {
    stored = readStoredSession();
  } catch {
    stored = null;
  }
  if (state.status === 'signed-in' && !stored) return 'removed';
  if (!stored) return 'unchanged';
  const next = pick(stored);
  if (
    state.status === 'signed-in' &&
    state.currentRole === next.currentRole &&
    state.requirePasswordChange === next.requirePasswordChange &&
    JSON.stringify(state.user) === JSON.stringify(next.user)
  ) {
    return 'unchanged';
  }
  if (state.status === 'signed-in' && state.currentRole !== next.currentRole) clearApiCache();
  set({ status: 'signed-in', ...next });
  return 'updated';
}
