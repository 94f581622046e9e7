import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput, ChangePasswordResponse } from '@talentpath/contracts/auth';
import { api } from '../../../lib/api-client';

/** POST /auth/change-password {userId, currentPassword, newPassword}; answers a fresh access token for this session. */
export const changePassword = (input: ChangePasswordInput) =>
  api.post<ChangePasswordResponse>('/auth/change-password', input);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
