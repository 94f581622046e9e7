import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_SPECIALS = '!@#$%^&*';

/** The password rules of spec §5, in display order; `key` names the rule for translation. */
export const PASSWORD_RULES = [
  {
    key: 'minLength',
    message: 'Password must be at least 8 characters long',
    test: (p: string) => p.length >= PASSWORD_MIN_LENGTH,
  },
  {
    key: 'uppercase',
    message: 'Password must contain at least one uppercase letter',
    test: (p: string) => /[A-Z]/.test(p),
  },
  {
    key: 'lowercase',
    message: 'Password must contain at least one lowercase letter',
    test: (p: string) => /[a-z]/.test(p),
  },
  { key: 'number', message: 'Password must contain at least one number', test: (p: string) => /[0-9]/.test(p) },
  {
    key: 'special',
    message: 'Password must contain at least one special character (!@#$%^&*)',
    test: (p: string) => /[!@#$%^&*]/.test(p),
  },
] as const;
export type PasswordRuleKey = (typeof PASSWORD_RULES)[number]['key'] | 'required' | 'maxLength';

export const NEW_PASSWORD_REQUIRED = 'New password is required';
export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const PASSWORD_TOO_LONG = 'Password must be at most 128 characters long';

/** The first broken rule of a new password, or null when it passes every rule. */
export function firstPasswordProblem(password: string): { key: PasswordRuleKey; message: string } | null {
  if (!password) return { key: 'required', message: NEW_PASSWORD_REQUIRED };
  if (password.length > PASSWORD_MAX_LENGTH) return { key: 'maxLength', message: PASSWORD_TOO_LONG };
  const broken = PASSWORD_RULES.find((rule) => !rule.test(password));
  return broken ? { key: broken.key, message: broken.message } : null;
}

/** A new password as the server accepts it: the same rules and messages as the form. */
export const newPassword = z.string({ error: NEW_PASSWORD_REQUIRED }).superRefine((value, ctx) => {
  const problem = firstPasswordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem.message });
});

/**
 * The new password typed twice, as the forms ask for it (the reset page; change-password adds its own field):
 * the rules on New Password and 'Passwords do not match' on Confirm New Password, reported together.
 */
export const newPasswordForm = z
  .object({ newPassword, confirmPassword: z.string() })
  .refine((v) => v.confirmPassword === v.newPassword, { path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH });
