import { useMutation } from '@tanstack/react-query';
import type { SelectRoleResponse } from '@talentpath/contracts/auth';
import type { Role } from '@talentpath/contracts/roles';
import { api } from '../../../lib/api-client';
import { trackBusy } from '../../../lib/busy-store';
import { applySelectedRole } from '../../../lib/session-store';

export type SelectRoleInput = { userId: string; role: Role; accessToken: string };

/** POST /auth/select-role {userId, role, accessToken}: new tokens for the chosen role. */
export const selectRole = (input: SelectRoleInput) => api.post<SelectRoleResponse>('/auth/select-role', input);

export function useSelectRole() {
  return useMutation({
    mutationFn: (input: SelectRoleInput) => trackBusy(selectRole(input)),
    onSuccess: ({ requirePasswordChange, ...tokens }) => applySelectedRole(tokens, requirePasswordChange),
  });
}
