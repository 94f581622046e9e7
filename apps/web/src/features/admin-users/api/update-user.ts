import { useMutation } from '@tanstack/react-query';
import type { AdminUserDetails, UpdateUserInput } from '@talentpath/contracts/admin-users';
import { api } from '../../../lib/api-client';
import { useInvalidateUsers } from './invalidate';

/** PUT /admin/users/{id}: name, e-mail and the full list of roles held after. */
export const updateUser = ({ id, ...input }: UpdateUserInput & { id: string }) =>
  api.put<AdminUserDetails>(`/admin/users/${encodeURIComponent(id)}`, input);

export function useUpdateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({ mutationFn: updateUser, onSuccess: invalidate });
}
