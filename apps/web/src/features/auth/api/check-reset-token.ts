import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './query-keys';

/** POST /auth/reset-password/check {token}: resolves when the link can still be used. */
export const checkResetToken = (token: string) =>
  api.post<{ message: string }>('/auth/reset-password/check', { token });

export const resetTokenQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.resetToken(token),
    queryFn: () => checkResetToken(token),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useCheckResetToken = (token: string) => useQuery({ ...resetTokenQuery(token), enabled: token.length > 0 });
