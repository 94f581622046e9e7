import { useMutation } from '@tanstack/react-query';
import type { SelectRoleResponse } from '@talentpath/contracts/auth';
import type { Role } from '@talentpath/contracts/roles';
import { api, replaceSessionTokens } from '../../../lib/api-client';
import { trackBusy } from '../../../lib/busy-store';
import { applySelectedRole } from '../../../lib/session-store';

export type SelectRoleInput = { userId: string; role: Role; accessToken: string };

/** POST /auth/select-role {userId, role, accessToken}: new tokens for the chosen role. */
export const selectRole = (input: SelectRoleInput) => api.post<SelectRoleResponse>('/auth/select-role', input);

/**
 * Chooses a role with the access token stored at that moment, and stores the new role's tokens before any refresh
 * may run (the switch retires the refresh token the tab holds: replaceSessionTokens).
 */
export function useSelectRole() {
  return useMutation({
    mutationFn: (input: Omit<SelectRoleInput, 'accessToken'>) =>
      trackBusy(
        replaceSessionTokens(
          (accessToken) => selectRole({ ...input, accessToken }),
          ({ requirePasswordChange, ...tokens }) => applySelectedRole(tokens, requirePasswordChange),
        ),
      ),
  });
}
