import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@talentpath/contracts/auth';
import { api } from '../../../lib/api-client';

/** GET /auth/me: the signed-in user as the server knows them. */
export const getCurrentUser = () => api.get<CurrentUser>('/auth/me');

export const currentUserQuery = (userId: string) =>
  queryOptions({ queryKey: ['auth', 'me', userId], queryFn: getCurrentUser });

export const useCurrentUser = (userId: string) => useQuery(currentUserQuery(userId));
