import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidateUsers } from './invalidate';

/** DELETE /admin/users/{id}: the account is anonymised and disabled; its history stays (ADR 0020). */
export const deleteUser = (id: string) =>
  api.delete<{ id: string; deleted: true }>(`/admin/users/${encodeURIComponent(id)}`);

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({ mutationFn: deleteUser, onSuccess: invalidate });
}
