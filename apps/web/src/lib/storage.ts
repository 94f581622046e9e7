import { STORAGE_KEYS } from '@talentpath/contracts/constants';
import { normaliseRole, type Role } from '@talentpath/contracts/roles';

/** The signed-in user as kept in localStorage under `user` (spec §3). */
export type StoredUser = { id: string; name: string; email: string; roles: Role[]; avatar: string | null };

export type StoredTokens = { accessToken: string; refreshToken: string; expiresAt: string; currentRole: Role };

/** A complete stored session: what startup needs to restore the user without a server call. */
export type StoredSession = {
  user: StoredUser;
  accessToken: string;
  currentRole: Role;
  requirePasswordChange: boolean;
};

/** Keys written at sign-in and removed at sign-out; a change to any of them in another tab matters to this one. */
export const AUTH_KEYS = [
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.tokenExpiry,
  STORAGE_KEYS.currentRole,
  STORAGE_KEYS.user,
  STORAGE_KEYS.userId,
  STORAGE_KEYS.requirePasswordChange,
] as const;

const read = (key: string) => localStorage.getItem(key);

export const getAccessToken = () => read(STORAGE_KEYS.accessToken);
export const getRefreshToken = () => read(STORAGE_KEYS.refreshToken);
/** When the stored access token runs out (ISO 8601), as the server said. */
export const getTokenExpiry = () => read(STORAGE_KEYS.tokenExpiry);

export function getCurrentRole(): Role | null {
  const value = read(STORAGE_KEYS.currentRole);
  return value ? normaliseRole(value) : null;
}

/** Parses the stored user; throws when the value is present but not a valid user (a corrupt store). */
export function getStoredUser(): StoredUser | null {
  const raw = read(STORAGE_KEYS.user);
  if (!raw) return null;
  const value: unknown = JSON.parse(raw);
  if (!isStoredUser(value)) throw new Error('Stored user is malformed');
  return { ...value, roles: value.roles.map((r) => normaliseRole(r)).filter((r): r is Role => r !== null) };
}

function isStoredUser(value: unknown): value is StoredUser {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.name === 'string' &&
    typeof v.email === 'string' &&
    Array.isArray(v.roles) &&
    v.roles.every((r) => typeof r === 'string')
  );
}

/** The stored session when user, token and role are all present, else null; throws on a corrupt store. */
export function readStoredSession(): StoredSession | null {
  const user = getStoredUser();
  const accessToken = getAccessToken();
  const currentRole = getCurrentRole();
  if (!user || !accessToken || !currentRole) return null;
  return { user, accessToken, currentRole, requirePasswordChange: read(STORAGE_KEYS.requirePasswordChange) === 'true' };
}

export function saveTokens(tokens: StoredTokens): void {
  localStorage.setItem(STORAGE_KEYS.accessToken, tokens.accessToken);
  localStorage.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
  localStorage.setItem(STORAGE_KEYS.tokenExpiry, tokens.expiresAt);
  localStorage.setItem(STORAGE_KEYS.currentRole, tokens.currentRole);
}

export function saveAccessToken(accessToken: string, expiresAt: string): void {
  localStorage.setItem(STORAGE_KEYS.accessToken, accessToken);
  localStorage.setItem(STORAGE_KEYS.tokenExpiry, expiresAt);
}

export function saveUser(user: StoredUser): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  localStorage.setItem(STORAGE_KEYS.userId, user.id);
}

export function saveRequirePasswordChange(required: boolean): void {
  localStorage.setItem(STORAGE_KEYS.requirePasswordChange, String(required));
}

/** Removes every auth key (sign-out, expiry, corrupt store). */
export function clearStoredAuth(): void {
  for (const key of AUTH_KEYS) localStorage.removeItem(key);
}

/** What a signed-out browser must not keep (spec §4): session storage and cached learner data. */
export function clearSignedOutLeftovers(): void {
  sessionStorage.clear();
  localStorage.removeItem(STORAGE_KEYS.courseCategories);
  localStorage.removeItem(STORAGE_KEYS.recentlyAccessedCourses);
}
