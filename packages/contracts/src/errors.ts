/** Stable error codes: the `code` of every error response `{ code, message, details? }`. */
export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'TOKEN_EXPIRED',
  'TOKEN_INVALID',
  'TOKEN_REUSED',
  'FORBIDDEN',
  'ROLE_MISMATCH',
  'ROLE_NOT_HELD',
  'NOT_FOUND',
  'CONFLICT',
  'ALREADY_SUPERADMIN',
  'CURRENT_PASSWORD_INCORRECT',
  'PASSWORD_REUSED',
  'PASSWORD_CHANGE_REQUIRED',
  'RESET_TOKEN_INVALID',
  'RATE_LIMITED',
  'ACCOUNT_LOCKED',
  'PAYLOAD_TOO_LARGE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type ErrorBody = { code: ErrorCode; message: string; details?: { path: string; message: string }[] };

/** English messages; the spec's own wording where it has one. The web translates by code. */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION: 'The request is not valid',
  UNAUTHORIZED: 'Authentication required',
  INVALID_CREDENTIALS: 'Invalid email or password',
  TOKEN_EXPIRED: 'Session expired. Please login again.',
  TOKEN_INVALID: 'Session expired. Please login again.',
  TOKEN_REUSED: 'Session expired. Please login again.',
  FORBIDDEN: 'You do not have permission to do this',
  ROLE_MISMATCH: 'The active role does not match the session',
  ROLE_NOT_HELD: 'You do not hold this role',
  NOT_FOUND: 'Not found',
  CONFLICT: 'The request conflicts with the current state',
  ALREADY_SUPERADMIN: 'User is already a SuperAdmin',
  CURRENT_PASSWORD_INCORRECT: 'Current password is incorrect',
  PASSWORD_REUSED: 'New password must be different from the current password',
  PASSWORD_CHANGE_REQUIRED: 'Your account is using a temporary password. Please set a new password to continue.',
  RESET_TOKEN_INVALID: 'This reset link is invalid or has expired',
  RATE_LIMITED: 'Too many requests. Please try again later.',
  ACCOUNT_LOCKED: 'Too many failed sign-in attempts. Try again later or reset your password.',
  PAYLOAD_TOO_LARGE: 'The request is too large',
  INTERNAL: 'Something went wrong. Please try again.',
};
