import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-error';
import { promoteFailureMessage } from './promote-to-superadmin';

const fallback = (status: string) => `Failed to promote user to SuperAdmin (${status})`;

describe('the promote failure text (spec §7)', () => {
  it("is the server's message when it sent one", () => {
    const error = new ApiError(409, 'ALREADY_SUPERADMIN', 'x', [], 'User is already a SuperAdmin');
    expect(promoteFailureMessage(error, fallback)).toBe('User is already a SuperAdmin');
  });

  it('else names the status', () => {
    expect(promoteFailureMessage(new ApiError(502, 'INTERNAL', 'Request failed with status 502'), fallback)).toBe(
      'Failed to promote user to SuperAdmin (502)',
    );
    expect(promoteFailureMessage(new NetworkError(false), fallback)).toBe('Failed to promote user to SuperAdmin (0)');
  });
});
