import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { changePasswordForm } from './auth.ts';
import { PASSWORD_RULES, firstPasswordProblem, newPassword, newPasswordForm } from './password.ts';

// An independent reading of spec §5, checked against the shared implementation.
const SPECIALS = new Set('!@#$%^&*');
function oracle(p: string): string | null {
  if (p.length === 0) return 'New password is required';
  if (p.length > 128) return 'Password must be at most 128 characters long';
  if (p.length < 8) return 'Password must be at least 8 characters long';
  if (![...p].some((c) => c >= 'A' && c <= 'Z')) return 'Password must contain at least one uppercase letter';
  if (![...p].some((c) => c >= 'a' && c <= 'z')) return 'Password must contain at least one lowercase letter';
  if (![...p].some((c) => c >= '0' && c <= '9')) return 'Password must contain at least one number';
  if (![...p].some((c) => SPECIALS.has(c))) return 'Password must contain at least one special character (!@#$%^&*)';
  return null;
}

const piece = fc.oneof(
  fc.constantFrom(...'AZMaz m09!@#$%^&*?-_~'),
  fc.constantFrom('É', 'ß', 'Ω', '١', '٣', '０', 'Ａ', '😀', '\u0000', '\t'),
  fc.string({ unit: 'binary', maxLength: 2 }),
);
const password = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.array(piece, { maxLength: 20 }).map((a) => a.join('')),
  fc.array(piece, { minLength: 60, maxLength: 80 }).map((a) => a.join('')),
);

describe('firstPasswordProblem (property)', () => {
  it('agrees with an independent reading of the rules', () => {
    fc.assert(
      fc.property(password, (p) => {
        expect(firstPasswordProblem(p)?.message ?? null).toBe(oracle(p));
      }),
      { numRuns: 2000 },
    );
  });

  it('and the zod schema the server validates with say the same thing', () => {
    fc.assert(
      fc.property(password, (p) => {
        const parsed = newPassword.safeParse(p);
        const problem = firstPasswordProblem(p);
        expect(parsed.success).toBe(problem === null);
        if (!parsed.success) expect(parsed.error.issues.map((i) => i.message)).toEqual([problem!.message]);
      }),
      { numRuns: 1000 },
    );
  });

  it('counts only ASCII letters and digits (full-width and other scripts do not satisfy a rule)', () => {
    expect(firstPasswordProblem('ＡＢＣＤabcd1!')?.key).toBe('uppercase');
    expect(firstPasswordProblem('ABCDＡＢＣ1!')?.key).toBe('lowercase');
    expect(firstPasswordProblem('Abcdefg١!')?.key).toBe('number');
  });

  it('keeps the rules in display order with the spec messages', () => {
    expect(PASSWORD_RULES.map((r) => r.message)).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one lowercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character (!@#$%^&*)',
    ]);
  });

  it('reports a missing value for non-strings through the schema', () => {
    for (const v of [undefined, null, 42, [], {}]) {
      const parsed = newPassword.safeParse(v);
      expect(parsed.success).toBe(false);
      expect(parsed.error!.issues[0]!.message).toBe('New password is required');
    }
  });
});

describe('the password forms (spec §5)', () => {
  const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it('reports a mismatched confirmation together with a broken rule', () => {
    expect(issues(newPasswordForm.safeParse({ newPassword: 'short', confirmPassword: 'different' }))).toEqual([
      ['newPassword', 'Password must be at least 8 characters long'],
      ['confirmPassword', 'Passwords do not match'],
    ]);
    expect(
      issues(newPasswordForm.safeParse({ newPassword: 'Brand!New2026', confirmPassword: 'Brand!New2026' })),
    ).toEqual([]);
  });

  it('change-password adds the current password and keeps the confirmation rule', () => {
    expect(
      issues(changePasswordForm.safeParse({ currentPassword: '', newPassword: '', confirmPassword: 'x' })),
    ).toEqual([
      ['newPassword', 'New password is required'],
      ['currentPassword', 'Current password is required'],
      ['confirmPassword', 'Passwords do not match'],
    ]);
    const valid = { currentPassword: 'Old!Pass1', newPassword: 'Brand!New2026', confirmPassword: 'Brand!New2026' };
    expect(changePasswordForm.parse(valid)).toEqual(valid);
  });
});
