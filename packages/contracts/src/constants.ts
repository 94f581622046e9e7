/** Business constants of spec §9 shared by server and web. */
export const HTTP_TIMEOUT_MS = 30_000;
export const GET_CACHE_MS = 30_000;
export const LOADING_INDICATOR_DELAY_MS = 300;
export const LOADING_BAR_DELAY_MS = 1_000;
export const TOAST_DEFAULT_MS = 5_000;
export const TOAST_ERROR_MS = 7_000;
export const TOAST_SUCCESS_MS = 3_500;
export const TOAST_LOGIN_FAILURE_MS = 3_000;
export const TOAST_SESSION_EXPIRED_MS = 8_000;
export const AUTO_ROLE_SELECTION_MS = 100;
export const PRELOAD_DELAY_MS = 2_000;
export const EMAIL_SERVICE_INIT_MS = 2_000;

export const KEEP_ALIVE = {
  idleThresholdMs: 5 * 60_000,
  activityDebounceMs: 500,
  scrollThrottleMs: 1_000,
  activeIntervalMs: 60_000,
  recentActivityWindowMs: 2 * 60_000,
  idleIntervalMs: 5 * 60_000,
  stopAfterIdleMs: 15 * 60_000,
  maxConsecutiveFailures: 3,
  retryAfterFailuresMs: 5 * 60_000,
} as const;

export const LANGUAGES = ['en', 'no'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** Client-side storage keys of spec §3. */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  tokenExpiry: 'token_expiry',
  currentRole: 'current_role',
  user: 'user',
  userId: 'userId',
  requirePasswordChange: 'require_password_change',
  courseCategories: 'course_categories',
  recentlyAccessedCourses: 'recentlyAccessedCourses',
  language: 'i18nextLng',
} as const;

/** Sign-in limits: failures per account per hour before sign-in is refused (reset still works). */
export const MAX_FAILED_LOGINS_PER_HOUR = 100;
export const RESET_TOKEN_TTL_MS = 30 * 60_000;
