import type { Role } from '@talentpath/contracts/roles';
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
import { createStore, useStore } from './store';

/** Why the visitor is signed out; the public pages show a notice for the ones that need explaining. */
export type SignedOutNotice = 'expired' | 'init-failed' | null;

export type SessionState =
  | { status: 'initialising' }
  | { status: 'signed-out'; notice: SignedOutNotice }
  | { status: 'signed-in'; user: StoredUser; currentRole: Role; requirePasswordChange: boolean };

export type SignedInSession = Extract<SessionState, { status: 'signed-in' }>;

/** The session; query-client.ts follows it to drop one user's or role's server data when that changes. */
export const sessionStore = createStore<SessionState>({ status: 'initialising' });

function set(next: SessionState) {
  if (next.status === 'signed-out') clearSignedOutLeftovers();
  sessionStore.set(next);
}

export const getSession = (): SessionState => sessionStore.get();

export const useSession = (): SessionState => useStore(sessionStore);

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
  sessionStore.set({ status: 'signed-out', notice: null });
}

const pick = (s: { user: StoredUser; currentRole: Role; requirePasswordChange: boolean }) => ({
  user: s.user,
  currentRole: s.currentRole,
  requirePasswordChange: s.requirePasswordChange,
});

// 'Login successful!' waits while a temporary password has to be replaced: it would sit on top of the password
// dialog otherwise. Belongs to this sign-in only, so signing out forgets it.
let loginToastHeld = false;

/** Keeps the sign-in's 'Login successful!' back until the required password change is done. */
export function holdLoginToast(): void {
  loginToastHeld = true;
}

/** Whether a held 'Login successful!' is due now; answers true once. */
export function takeHeldLoginToast(): boolean {
  const held = loginToastHeld;
  loginToastHeld = false;
  return held;
}

/** Stores everything a sign-in returned (spec §4 "Login success"). */
export function startSession(user: StoredUser, tokens: StoredTokens, requirePasswordChange: boolean): void {
  saveUser(user);
  saveTokens(tokens);
  saveRequirePasswordChange(requirePasswordChange);
  set({ status: 'signed-in', user, currentRole: tokens.currentRole, requirePasswordChange });
}

/** Stores the tokens of a newly selected role. */
export function applySelectedRole(tokens: StoredTokens, requirePasswordChange: boolean): void {
  const state = getSession();
  if (state.status !== 'signed-in') return;
  saveTokens(tokens);
  saveRequirePasswordChange(requirePasswordChange);
  set({ ...state, currentRole: tokens.currentRole, requirePasswordChange });
}

/** Refreshes the stored user from the server's answer (name or roles may have changed). */
export function updateUser(user: StoredUser): void {
  const state = getSession();
  if (state.status !== 'signed-in') return;
  saveUser(user);
  set({ ...state, user });
}

/** The password was changed: the server's new access token no longer carries the temporary-password mark. */
export function markPasswordChanged(token: { accessToken: string; expiresAt: string }): void {
  const state = getSession();
  if (state.status !== 'signed-in') return;
  saveAccessToken(token.accessToken, token.expiresAt);
  saveRequirePasswordChange(false);
  set({ ...state, requirePasswordChange: false });
}

/** Clears stored auth data and signs out this tab. */
export function endSession(notice: SignedOutNotice = null): void {
  loginToastHeld = false;
  clearStoredAuth();
  set({ status: 'signed-out', notice });
}

export function dismissNotice(): void {
  const state = getSession();
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
  const state = getSession();
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
  set({ status: 'signed-in', ...next });
  return 'updated';
}
