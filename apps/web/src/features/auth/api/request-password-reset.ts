import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /auth/reset-password {email}: e-mails a reset link (the answer is the same for unknown addresses). */
export const requestPasswordReset = (email: string) => api.post<{ message: string }>('/auth/reset-password', { email });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
