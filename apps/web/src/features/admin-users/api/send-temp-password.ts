import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidateUsers } from './invalidate';

/** POST /auth/send-temp-password {userId}: a new temporary password is e-mailed; the user's sessions end. */
export const sendTempPassword = (userId: string) =>
  api.post<{ message: string }>('/auth/send-temp-password', { userId });

export function useSendTempPassword() {
  const invalidate = useInvalidateUsers();
  return useMutation({ mutationFn: sendTempPassword, onSuccess: invalidate });
}
