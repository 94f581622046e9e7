import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@talentpath/contracts/auth';
import { api } from '../../../lib/api-client';

/** POST /auth/change-password {userId, currentPassword, newPassword}. */
export const changePassword = (input: ChangePasswordInput) =>
  api.post<{ message: string }>('/auth/change-password', input);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
