import { z } from 'zod';
import { ROLES, normaliseRole } from './roles.ts';
import { CURRENT_PASSWORD_REQUIRED, PASSWORD_MAX_LENGTH, newPassword, newPasswordForm } from './password.ts';

export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_INVALID = 'Please enter a valid email address';
export const PASSWORD_REQUIRED = 'Password is required';

const TOKEN_MAX = 4096;

/** An e-mail address as typed: trimmed, lower-cased, at most 254 characters. */
export const email = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .min(1, EMAIL_REQUIRED)
  .max(254, EMAIL_INVALID)
  .pipe(z.email({ error: EMAIL_INVALID }))
  .transform((v) => v.toLowerCase());

/** A role given by display name or no-space name, normalised to the no-space form. */
export const role = z
  .string({ error: 'Role is required' })
  .max(64)
  .transform((v, ctx) => {
    const r = normaliseRole(v);
    if (!r) {
      ctx.addIssue({ code: 'custom', message: `Unknown role: ${v.slice(0, 64)}` });
      return z.NEVER;
    }
    return r;
  });
export const roleName = z.enum(ROLES);

const token = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .min(1, `${name} is required`)
    .max(TOKEN_MAX);
const userId = z.uuid({ error: 'User ID not found' });

export const loginInput = z.object({
  email,
  password: z
    .string({ error: PASSWORD_REQUIRED })
    .min(1, PASSWORD_REQUIRED)
    .max(PASSWORD_MAX_LENGTH * 8),
});
const tokenPair = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresAt: z.iso.datetime(),
  currentRole: roleName,
});
export const loginResponse = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  roles: z.array(roleName),
  avatar: z.string().nullable(),
  requirePasswordChange: z.boolean(),
  token: tokenPair,
});

export const refreshInput = z.object({ accessToken: token('Access token'), refreshToken: token('Refresh token') });
export const refreshResponse = tokenPair;

export const heartbeatInput = z.object({ accessToken: token('Access token') });
export const heartbeatResponse = z.object({ accessToken: z.string(), expiresAt: z.iso.datetime() });

export const selectRoleInput = z.object({ userId, role, accessToken: token('Access token') });
export const selectRoleResponse = tokenPair.extend({ requirePasswordChange: z.boolean() });

/** revoke-token's body is the refresh token itself, as a JSON string. */
export const revokeTokenInput = token('Refresh token');

export const resetPasswordInput = z.object({ email });
export const resetPasswordConfirmInput = z.object({ token: token('Reset token'), newPassword });
export const resetTokenCheckInput = z.object({ token: token('Reset token') });

const currentPassword = z
  .string({ error: CURRENT_PASSWORD_REQUIRED })
  .min(1, CURRENT_PASSWORD_REQUIRED)
  .max(PASSWORD_MAX_LENGTH * 8);
export const changePasswordInput = z.object({ userId, currentPassword, newPassword });
/** The Change Your Password form: the current password, then the new one typed twice. */
export const changePasswordForm = newPasswordForm.safeExtend({ currentPassword });

export const sendTempPasswordInput = z.object({ userId });
export const promoteInput = z.object({ userId });

export const messageResponse = z.object({ message: z.string() });
/** change-password also returns a fresh access token for the caller's session (no longer marked for a change). */
export const changePasswordResponse = messageResponse.extend({ accessToken: z.string(), expiresAt: z.iso.datetime() });

export const sessionInfo = z.object({ userId: z.uuid(), role: roleName, sessionId: z.uuid() });

export const currentUser = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  roles: z.array(roleName),
  avatar: z.string().nullable(),
  currentRole: roleName,
  requirePasswordChange: z.boolean(),
});

export type LoginInput = z.input<typeof loginInput>;
export type LoginResponse = z.infer<typeof loginResponse>;
export type TokenPair = z.infer<typeof tokenPair>;
export type RefreshResponse = z.infer<typeof refreshResponse>;
export type HeartbeatResponse = z.infer<typeof heartbeatResponse>;
export type SelectRoleResponse = z.infer<typeof selectRoleResponse>;
export type ChangePasswordInput = z.input<typeof changePasswordInput>;
export type CurrentUser = z.infer<typeof currentUser>;
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;
