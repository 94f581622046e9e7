import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useInvalidateUsers } from './invalidate';

/** POST /auth/promote-to-superadmin {userId} (SuperAdmin only). */
export const promoteToSuperAdmin = (userId: string) =>
  api.post<{ message: string }>('/auth/promote-to-superadmin', { userId });

/**
 * Spec §7: on failure the server's message, else 'Failed to promote user to SuperAdmin (status)'. `fallback`
 * gives the translated fallback for a status (`undefined` when no answer came).
 */
export function promoteFailureMessage(error: unknown, fallback: (status: string) => string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback(String(error.status));
  return fallback('0');
}

export function usePromoteToSuperAdmin() {
  const invalidate = useInvalidateUsers();
  return useMutation({ mutationFn: promoteToSuperAdmin, onSuccess: invalidate });
}
