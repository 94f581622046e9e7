import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@talentpath/contracts/auth';
import type { Role } from '@talentpath/contracts/roles';
import { api } from '../../../lib/api-client';
import { authKeys } from './query-keys';

/** GET /auth/me: the signed-in user as the server knows them. */
export const getCurrentUser = () => api.get<CurrentUser>('/auth/me');

export const currentUserQuery = (userId: string, role: Role) =>
  queryOptions({ queryKey: authKeys.me(userId, role), queryFn: getCurrentUser });

export const useCurrentUser = (userId: string, role: Role) => useQuery(currentUserQuery(userId, role));
