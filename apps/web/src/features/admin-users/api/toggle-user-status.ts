import { useMutation } from '@tanstack/react-query';
import type { ToggleStatusResponse } from '@talentpath/contracts/admin-users';
import { api } from '../../../lib/api-client';
import { useInvalidateUsers } from './invalidate';

/** POST /admin/users/{id}/toggle-status: disabling ends every session of the user at once. */
export const toggleUserStatus = (id: string) =>
  api.post<ToggleStatusResponse>(`/admin/users/${encodeURIComponent(id)}/toggle-status`);

export function useToggleUserStatus() {
  const invalidate = useInvalidateUsers();
  return useMutation({ mutationFn: toggleUserStatus, onSuccess: invalidate });
}
