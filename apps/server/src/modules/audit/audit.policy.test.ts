import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@talentpath/contracts/errors';
import { ROLES, type Role } from '@talentpath/contracts/roles';
import { AppError } from '../../platform/errors.ts';
import { AUDIT_LOG_MESSAGE, assertMayReadAuditLog, mayReadAuditLog } from './audit.policy.ts';

// The log is one for all SuperAdmins: no entry is one reader's, so the matrix is every role × reading it.
const EXPECTED: Record<Role, 'ok' | string> = {
  SuperAdmin: 'ok',
  Admin: AUDIT_LOG_MESSAGE,
  CourseCoordinator: ERROR_MESSAGES.FORBIDDEN,
  ProjectManager: ERROR_MESSAGES.FORBIDDEN,
  Learner: ERROR_MESSAGES.FORBIDDEN,
};

describe('reading the audit log: every role', () => {
  it.each(ROLES.map((role) => [role, EXPECTED[role]] as const))('%s → %s', (role, expected) => {
    const decision = mayReadAuditLog({ role });
    expect(decision.allowed).toBe(expected === 'ok');
    let thrown: unknown;
    try {
      assertMayReadAuditLog({ role });
    } catch (error) {
      thrown = error;
    }
    if (expected === 'ok') expect(thrown).toBeUndefined();
    else {
      expect(thrown).toBeInstanceOf(AppError);
      expect(thrown).toMatchObject({ code: 'FORBIDDEN', status: 403, message: expected });
    }
  });
});
