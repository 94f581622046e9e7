import { useMutation } from '@tanstack/react-query';
import type { AdminUserDetails, CreateUserFields } from '@talentpath/contracts/admin-users';
import { api } from '../../../lib/api-client';
import { useInvalidateUsers } from './invalidate';

/** POST /admin/users: the new user is e-mailed a temporary password. */
export const createUser = (input: CreateUserFields) => api.post<AdminUserDetails>('/admin/users', input);

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({ mutationFn: createUser, onSuccess: invalidate });
}
