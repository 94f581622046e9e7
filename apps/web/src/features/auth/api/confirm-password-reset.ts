import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ConfirmResetInput = { token: string; newPassword: string };

/** POST /auth/reset-password/confirm {token, newPassword}: sets the password and ends every session. */
export const confirmPasswordReset = (input: ConfirmResetInput) =>
  api.post<{ message: string }>('/auth/reset-password/confirm', input);

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
